import { scaleNutrients, sumNutrients, type NutrientValues } from './nutrient-amounts.ts';
import { NUTRIENT_KEYS, type NutrientKey, type Nutrients } from './nutrients.ts';

/**
 * A recipe's nutrition (SPEC §3 Recipe: servingValues, servingValuesPerHundredGram) from its ingredients'
 * foods and weights. The browser's live preview and the server's stored values both come from here, so the
 * numbers a cook sees while editing are the numbers saved. Values are unrounded.
 */

export interface RecipeIngredientNutrition {
  /** The food's nutrients per 100 g. */
  per100g: Nutrients;
  /** The ingredient's weight, from ingredientGrams. */
  grams: number;
}

export interface RecipeNutritionInput {
  ingredients: readonly RecipeIngredientNutrition[];
  numberOfServes: number;
}

export interface RecipeNutrition {
  /** Total weight of the ingredients. */
  totalGrams: number;
  total: NutrientValues;
  perServe: NutrientValues;
  /** Per 100 g of the total ingredient weight; null when that weight is 0 g (nothing to divide). */
  per100g: NutrientValues | null;
  /** Nutrients some ingredient did not know, counted as 0 in every figure above (see NutrientAmounts). */
  unknown: NutrientKey[];
}

/**
 * Throws a RangeError when `numberOfServes` is not a finite number above 0 or a weight is negative or not
 * finite: validate a recipe's input (and turn amounts into grams with ingredientGrams) first.
 */
export function recipeNutrition({ ingredients, numberOfServes }: RecipeNutritionInput): RecipeNutrition {
  if (!Number.isFinite(numberOfServes) || numberOfServes <= 0) {
    throw new RangeError('numberOfServes must be a finite number above 0');
  }
  const sum = sumNutrients(ingredients.map(({ per100g, grams }) => scaleNutrients(per100g, grams)));
  const totalGrams = ingredients.reduce((grams, ingredient) => grams + ingredient.grams, 0);
  return {
    totalGrams,
    total: sum.values,
    perServe: divideNutrients(sum.values, numberOfServes),
    per100g: totalGrams > 0 ? divideNutrients(sum.values, totalGrams / 100) : null,
    unknown: sum.unknown,
  };
}

function divideNutrients(values: NutrientValues, divisor: number): NutrientValues {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, values[key] / divisor])) as NutrientValues;
}
