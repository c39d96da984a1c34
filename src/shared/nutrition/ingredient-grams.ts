import { GRAM_PORTION } from '../constants/foods.ts';
import type { Portion } from '../schemas/foods.ts';

/**
 * The weight of a recipe ingredient: `quantity` of a measure.
 *
 * A recipe ingredient is measured either in one of the built-in measures, which every food has, or in one
 * of the food's own portions ("cup", "slice") whose `weight` is always the grams in one unit:
 * - `gram` (the default portion, SPEC §9): 1 g;
 * - `Kg` and `L` (SPEC §5 "measure Kg or L multiplies by 1000"): 1000 g. A litre is taken as 1 kg, the way
 *   kitchen recipes treat water, milk and stock; a food whose density matters gets a portion of its own
 *   ("1 L" weighing 1030 g for milk).
 */
export const BUILT_IN_MEASURES = { [GRAM_PORTION]: 1, Kg: 1000, L: 1000 } as const;
export type BuiltInMeasure = keyof typeof BUILT_IN_MEASURES;

export type IngredientPortion = BuiltInMeasure | Pick<Portion, 'name' | 'unit' | 'weight'>;

export interface IngredientAmount {
  quantity: number;
  portion: IngredientPortion;
}

/** Grams in one unit of the measure, or null when a portion's weight is not a finite number above 0. */
export function gramsPerUnit(portion: IngredientPortion): number | null {
  if (typeof portion === 'string') return BUILT_IN_MEASURES[portion];
  return Number.isFinite(portion.weight) && portion.weight > 0 ? portion.weight : null;
}

/**
 * Grams of the ingredient, or null when the quantity is not a finite number of 0 or more or the portion
 * weight is not a finite number above 0: half-typed or corrupt input never turns into a plausible number.
 */
export function ingredientGrams({ quantity, portion }: IngredientAmount): number | null {
  if (!Number.isFinite(quantity) || quantity < 0) return null;
  const perUnit = gramsPerUnit(portion);
  return perUnit === null ? null : quantity * perUnit;
}
