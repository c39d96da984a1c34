import { z } from 'zod';
import { text } from './text.ts';
import { RECIPE_MEAL_TIMES, RECIPE_STATUSES, ZRecipePhoto } from './recipes.ts';

/**
 * Recipe stats (SPEC §2 RecipeStats: admin, dietitian, nutritionist, naturopath): how many recipes are in
 * each state, which are saved most and which are used most in meal plans. The admin sees the whole
 * library; a professional sees their own recipes.
 */

/** How many recipes each "most" list shows. */
export const RECIPE_STATS_TOP = 10;

/**
 * Whose recipes the numbers are about. `library`: every recipe that is not a my recipe (the admin);
 * `own`: the viewer's own recipes (a professional).
 */
export const RECIPE_STATS_SCOPES = ['library', 'own'] as const;
export type RecipeStatsScope = (typeof RECIPE_STATS_SCOPES)[number];

const count = z.number().int().min(0);

/** A recipe of a "most" list: enough to name it, show its thumbnail and link to its page. */
const ZRecipeStatsRecipe = z.object({
  id: text(),
  name: text(),
  photo: ZRecipePhoto.nullable(),
  status: z.enum(RECIPE_STATUSES),
  /** One of the viewer's own my recipes (another user's never appears in a list). */
  isPrivate: z.boolean(),
});

export const ZMostSavedRecipe = ZRecipeStatsRecipe.extend({
  /** How many users have it in their saved recipes. */
  saves: count,
});
export type MostSavedRecipe = z.infer<typeof ZMostSavedRecipe>;

export const ZMostUsedRecipe = ZRecipeStatsRecipe.extend({
  /** How many meal plans (anyone's) have it in at least one slot. */
  plans: count,
  /** How many slots of those plans hold it. */
  meals: count,
});
export type MostUsedRecipe = z.infer<typeof ZMostUsedRecipe>;

export const ZRecipeStats = z.object({
  scope: z.enum(RECIPE_STATS_SCOPES),
  /** Recipes in each state, every state of RECIPE_STATUSES in that order (zeros included); no my recipes. */
  byStatus: z.array(z.object({ status: z.enum(RECIPE_STATUSES), recipes: count })),
  /** The sum of `byStatus`. */
  total: count,
  /**
   * My recipes (private, always published), counted apart from the states. For the admin, every user's:
   * a number only, their names are never listed.
   */
  myRecipes: count,
  /** Of the `total` recipes, how many suit each meal time (a recipe may suit several). */
  byMealTime: z.array(z.object({ mealTime: z.enum(RECIPE_MEAL_TIMES), recipes: count })),
  /** Most saved first, then by name; only recipes saved at least once. */
  mostSaved: z.array(ZMostSavedRecipe).max(RECIPE_STATS_TOP),
  /** In the most plans first, then in the most slots, then by name; only recipes in at least one plan. */
  mostUsed: z.array(ZMostUsedRecipe).max(RECIPE_STATS_TOP),
});
export type RecipeStats = z.infer<typeof ZRecipeStats>;
