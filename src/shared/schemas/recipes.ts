/**
 * Recipes, my recipes, their ingredients, comments and reports (SPEC §3, §4). The constants both sides
 * share; the procedures' input and output schemas join them here as the recipes area grows.
 */

export const RECIPE_STATUSES = ['published', 'pending', 'requested', 'declined', 'error'] as const;
export type RecipeStatus = (typeof RECIPE_STATUSES)[number];

/**
 * The meal times a recipe suits. Dessert is stored `desert` (SPEC §9); a plan's snack1..snack4 slots all
 * take `snack` recipes, which is how snack variants collapse to Snack in filters.
 */
export const RECIPE_MEAL_TIMES = ['breakfast', 'lunch', 'dinner', 'desert', 'snack'] as const;
export type RecipeMealTime = (typeof RECIPE_MEAL_TIMES)[number];

export const RECIPE_REPORT_STATUSES = ['pending', 'closed'] as const;
