import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { savedRecipes } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';
import { findVisibleRecipe } from './visibility.ts';

export interface SavedRecipesContext {
  db: Database;
  actor: Actor;
}

/** "Recipe saved": the user keeps a recipe they can see in their saved list; saving twice keeps it once. */
export async function saveRecipe(
  ctx: SavedRecipesContext,
  recipeId: string,
): Promise<{ messageKey: 'recipeSaved' }> {
  const recipe = await findVisibleRecipe(ctx.db, ctx.actor, recipeId);
  await ctx.db
    .insert(savedRecipes)
    .values({ userId: ctx.actor.id, recipeId: recipe.id })
    .onConflictDoNothing();
  return { messageKey: 'recipeSaved' };
}

/**
 * "Recipe removed from your saved recipes". No visibility check: a saved recipe that its owner has since made invisible can still
 * be taken off the list, and unsaving one never saved changes nothing.
 */
export async function unsaveRecipe(
  ctx: SavedRecipesContext,
  recipeId: string,
): Promise<{ messageKey: 'recipeUnsaved' }> {
  await ctx.db
    .delete(savedRecipes)
    .where(and(eq(savedRecipes.userId, ctx.actor.id), eq(savedRecipes.recipeId, recipeId)));
  return { messageKey: 'recipeUnsaved' };
}
