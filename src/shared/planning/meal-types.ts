import type { RecipeMealTime } from '../schemas/recipes.ts';
import {
  MAIN_MEAL_TYPES,
  PLAN_MEAL_TYPES,
  type MainMealType,
  type PlanMealType,
} from '../constants/meal-plans.ts';

/**
 * How the generator reads a plan's slots. The slot names themselves (PLAN_MEAL_TYPES, MAIN_MEAL_TYPES,
 * PLAN_DAYS) live in schemas/meal-plans.ts with the rest of the plan's constants.
 */

export const SNACK_MEAL_TYPES = [
  'snack1',
  'snack2',
  'snack3',
  'snack4',
] as const satisfies readonly PlanMealType[];
/** The most snack slots a day has (snack1..snack4). */
export const MAX_SNACKS = SNACK_MEAL_TYPES.length;

/** The recipe meal time a slot takes: snack1..snack4 all take `snack` recipes, dessert takes `desert`. */
export function mealTimeOf(mealType: PlanMealType): RecipeMealTime {
  return mealType.startsWith('snack') ? 'snack' : (mealType as RecipeMealTime);
}

export function isMainMeal(mealType: PlanMealType): mealType is MainMealType {
  return (MAIN_MEAL_TYPES as readonly PlanMealType[]).includes(mealType);
}

/** What a plan's day is made of: its goal copy's main meals, snack count and whether it has a dessert. */
export interface PlanShape {
  mainMeals: readonly MainMealType[];
  /** Snack slots per day, 0 to 4: snack1..snackN. */
  snacks: number;
  dessert: boolean;
}

/** The meal types of one day of a plan of this shape, in planner order. */
export function planMealTypes(shape: PlanShape): PlanMealType[] {
  assertSnackCount(shape.snacks);
  return PLAN_MEAL_TYPES.filter((mealType) => {
    if (isMainMeal(mealType)) return shape.mainMeals.includes(mealType);
    if (mealType === 'desert') return shape.dessert;
    return (SNACK_MEAL_TYPES as readonly PlanMealType[]).indexOf(mealType) < shape.snacks;
  });
}

export function assertSnackCount(snacks: number): void {
  if (!Number.isInteger(snacks) || snacks < 0 || snacks > MAX_SNACKS) {
    throw new RangeError(`A plan has 0 to ${MAX_SNACKS} snacks a day, not ${snacks}.`);
  }
}
