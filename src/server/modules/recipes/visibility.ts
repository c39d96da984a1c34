import { and, eq, or, type SQL } from 'drizzle-orm';
import { isAllowed } from '../../../shared/access.ts';
import { RECIPE_REVIEWERS } from '../../../shared/schemas/recipes.ts';
import { AppError, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { recipes, type RecipeRow } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';

export type RecipeViewer = Pick<Actor, 'id' | 'role'>;

export function reviewsRecipes(viewer: RecipeViewer): boolean {
  return isAllowed(viewer.role, RECIPE_REVIEWERS);
}

/**
 * The one rule of SPEC §4-§6 for which recipes a user may see: the admins see every recipe; anyone else
 * sees the published catalogue (not my recipes), and the recipes they own or customised whatever their
 * state. So another user's my recipe, and another user's pending, requested or declined recipe, is out of
 * sight. Every query that reads recipes for a user goes through this condition. Undefined means "no limit".
 */
export function recipesVisibleTo(viewer: RecipeViewer): SQL | undefined {
  if (reviewsRecipes(viewer)) return undefined;
  return or(
    and(eq(recipes.status, 'published'), eq(recipes.isPrivate, false)),
    eq(recipes.userId, viewer.id),
    eq(recipes.customizedById, viewer.id),
  );
}

/**
 * One recipe by id, if the user may see it; otherwise "Recipe {id} does not exist" whether or not it does,
 * so another user's private recipe is indistinguishable from none. `forUpdate` locks the row for a write.
 */
export async function findVisibleRecipe(
  db: Database,
  viewer: RecipeViewer,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<RecipeRow> {
  const query = db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, id), recipesVisibleTo(viewer)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('recipeDoesNotExist', { id });
  return row;
}

/** Whether the user may change or delete the recipe: its owner, or an admin. */
export function mayChangeRecipe(viewer: RecipeViewer, recipe: Pick<RecipeRow, 'userId'>): boolean {
  return reviewsRecipes(viewer) || (recipe.userId !== null && recipe.userId === viewer.id);
}

/** A published recipe someone else owns is visible, so changing it is refused rather than "not found". */
export function assertMayChangeRecipe(viewer: RecipeViewer, recipe: Pick<RecipeRow, 'userId'>): void {
  if (!mayChangeRecipe(viewer, recipe)) throw new AppError('FORBIDDEN', 'notAllowed');
}

/** Moving recipes between states and commenting on them are the reviewers' alone. */
export function assertReviewsRecipes(viewer: RecipeViewer): void {
  if (!reviewsRecipes(viewer)) throw new AppError('FORBIDDEN', 'notAllowed');
}
