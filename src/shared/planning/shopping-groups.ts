import type { ShoppingItem } from '../schemas/planner.ts';
import { aisleOrder } from './shopper-aisles.ts';

/**
 * The shopping list as it is read in the shop: foods grouped by aisle in the order the shop is walked
 * (AISLES, Other last), each aisle's foods by name. The screen, its print and the PDF all read it from here.
 */

export interface ShoppingGroup {
  aisle: string;
  items: ShoppingItem[];
}

export function shoppingGroups(items: readonly ShoppingItem[]): ShoppingGroup[] {
  const groups = new Map<string, ShoppingItem[]>();
  for (const item of items) {
    const list = groups.get(item.aisle) ?? [];
    list.push(item);
    groups.set(item.aisle, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => aisleOrder(a) - aisleOrder(b) || a.localeCompare(b))
    .map(([aisle, list]) => ({
      aisle,
      items: list.toSorted((a, b) => a.foodName.localeCompare(b.foodName)),
    }));
}
