import type { ShoppingItem } from '../schemas/planner.ts';

/**
 * The shopping list as it is read in the shop: foods grouped by category (the aisle), foods without one
 * last under "Other", each food's weight and the household measures the recipes give it in.
 */

export const NO_CATEGORY = 'Other';

export interface ShoppingGroup {
  category: string;
  items: ShoppingItem[];
}

/** Groups in the order the server sorted the items (by category, then name); "Other" last. */
export function shoppingGroups(items: readonly ShoppingItem[]): ShoppingGroup[] {
  const groups = new Map<string, ShoppingItem[]>();
  for (const item of items) {
    const category = item.category?.trim() || NO_CATEGORY;
    const list = groups.get(category) ?? [];
    list.push(item);
    groups.set(category, list);
  }
  const named = [...groups.entries()].filter(([category]) => category !== NO_CATEGORY);
  const other = groups.get(NO_CATEGORY);
  return [
    ...named.map(([category, list]) => ({ category, items: list })),
    ...(other ? [{ category: NO_CATEGORY, items: other }] : []),
  ];
}

const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** A weight to buy: "12.5 g" under 100 g, "350 g", "1.25 kg" from a kilogram. */
export function formatGrams(grams: number): string {
  if (grams >= 1000) return `${twoDecimals.format(Math.round(grams / 10) / 100)} kg`;
  if (grams >= 100) return `${Math.round(grams)} g`;
  return `${oneDecimal.format(grams)} g`;
}

/**
 * The household measures, as the recipes write them: "2.5 × Cup, 1 × Tbsp"; for a food the recipes weigh
 * in grams, about how many of its household portion that is: "about 1.5 × medium".
 */
export function formatMeasures(item: Pick<ShoppingItem, 'measures' | 'household'>): string {
  const given = item.measures
    .filter((measure) => measure.quantity > 0)
    .map((measure) => `${twoDecimals.format(measure.quantity)} × ${measure.name}`)
    .join(', ');
  if (given || !item.household) return given;
  return `about ${twoDecimals.format(item.household.quantity)} × ${item.household.name}`;
}
