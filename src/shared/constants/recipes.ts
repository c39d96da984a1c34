/**
 * Constants of recipes, without zod: the recipe list and the shell import them, and zod (about 25 KB
 * gzip) loads only with the screens that validate (decision 039).
 */

import { ADMIN_ONLY, type RoleList } from '../access.ts';

/** Who sees every recipe and moves recipes between states (SPEC §4, §6). */
export const RECIPE_REVIEWERS: RoleList = ADMIN_ONLY;

/**
 * The meal times a recipe suits. Dessert is stored `desert` (SPEC §9); a plan's snack1..snack4 slots all
 * take `snack` recipes, which is how snack variants collapse to Snack in filters.
 */
export const RECIPE_MEAL_TIMES = ['breakfast', 'lunch', 'dinner', 'desert', 'snack'] as const;
export type RecipeMealTime = (typeof RECIPE_MEAL_TIMES)[number];
