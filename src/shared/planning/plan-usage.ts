import type { RecipeMealTime } from '../schemas/recipes.ts';
import type { PlanMealType } from '../schemas/meal-plans.ts';
import { mealTimeOf } from './meal-types.ts';

/**
 * Where each recipe is used in a plan so far, and the SPEC §5 preference built on it: recipes not yet used
 * in the plan, then not used that day, then not used for that meal type, otherwise random. The criteria
 * are compared in that order, each breaking the previous one's ties (so among recipes already used on
 * other days, one not yet used for this meal type comes first), and then the fewest uses, so a small pool
 * rotates instead of repeating one recipe. Only what is still tied after that is left to chance.
 *
 * "That meal type" is the recipe meal time, so snack1..snack4 count as one (SPEC §9: snack variants
 * collapse to Snack): a snack on Monday's snack2 is "used for snacks" when Tuesday's snack1 is filled.
 */
export class PlanUsage {
  private readonly uses = new Map<string, number>();
  private readonly byDay = new Map<number, Set<string>>();
  private readonly byMealTime = new Map<RecipeMealTime, Set<string>>();

  record(day: number, mealType: PlanMealType, recipeId: string): void {
    this.uses.set(recipeId, this.usesOf(recipeId) + 1);
    setIn(this.byDay, day).add(recipeId);
    setIn(this.byMealTime, mealTimeOf(mealType)).add(recipeId);
  }

  usesOf(recipeId: string): number {
    return this.uses.get(recipeId) ?? 0;
  }

  isUsed(recipeId: string): boolean {
    return this.uses.has(recipeId);
  }

  /** How a recipe ranks for a slot: compare with `comparePreference`, the smaller is preferred. */
  preference(day: number, mealType: PlanMealType, recipeId: string): Preference {
    const uses = this.usesOf(recipeId);
    if (uses === 0) return { level: 0, uses };
    const usedThatDay = this.byDay.get(day)?.has(recipeId) ?? false;
    const usedForMealType = this.byMealTime.get(mealTimeOf(mealType))?.has(recipeId) ?? false;
    return { level: 1 + (usedThatDay ? 2 : 0) + (usedForMealType ? 1 : 0), uses };
  }
}

/**
 * `level` 0: not used in the plan; 1: used, but not that day nor for that meal type; 2: used for that meal
 * type on other days only; 3: used that day, for another meal type; 4: used that day for that meal type
 * (another snack slot).
 */
export interface Preference {
  level: number;
  uses: number;
}

export function comparePreference(a: Preference, b: Preference): number {
  return a.level - b.level || a.uses - b.uses;
}

function setIn<K>(map: Map<K, Set<string>>, key: K): Set<string> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}
