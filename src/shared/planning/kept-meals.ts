/**
 * Which of a plan's meals generation keeps as they are (issue 30): a meal with a recipe that is locked, or
 * customised for the client, unless the professional said not to keep those. The generator and the
 * Regenerate dialog's count of what will change both read this rule.
 */

export interface KeepChoice {
  /** Locked meals are kept (the default). */
  keepLocked?: boolean;
  /** Meals customised for the client are kept (the default). */
  keepCustomised?: boolean;
}

export interface KeepableMeal {
  noMeal: boolean;
  hasRecipe: boolean;
  locked: boolean;
  customised: boolean;
}

/** Why generation keeps the meal ('locked' first when it is both), or null when it replaces it. */
export function keptBecause(keep: KeepChoice, meal: KeepableMeal): 'locked' | 'customised' | null {
  if (meal.noMeal || !meal.hasRecipe) return null;
  if (meal.locked && (keep.keepLocked ?? true)) return 'locked';
  if (meal.customised && (keep.keepCustomised ?? true)) return 'customised';
  return null;
}
