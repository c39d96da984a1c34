import { eq } from 'drizzle-orm';
import { recipes } from '../../db/schema/index.ts';
import { deleteFilesAfterCommit } from '../users/stored-files.ts';
import { releasePhotos } from './recipe-photo.ts';
import type { RecipesContext } from './save-recipe.ts';
import { assertMayChangeRecipe, findVisibleRecipe } from './visibility.ts';

/**
 * Deletes a recipe with its ingredients, comments, saves and reports: its owner's or any for an admin.
 * The photo and its resized copies go once the deletion has committed, unless a customised copy still
 * shows it. A customised copy's deletion says so ("Custom Recipe deleted").
 */
export async function deleteRecipe(
  ctx: RecipesContext,
  id: string,
): Promise<{ messageKey: 'recipeDeleted' | 'customRecipeDeleted' }> {
  const { released, isCustomized } = await ctx.db.transaction(async (tx) => {
    const recipe = await findVisibleRecipe(tx, ctx.actor, id, { forUpdate: true });
    assertMayChangeRecipe(ctx.actor, recipe);
    await tx.delete(recipes).where(eq(recipes.id, recipe.id));
    return { released: await releasePhotos(tx, [recipe.photoKey]), isCustomized: recipe.isCustomized };
  });
  await deleteFilesAfterCommit(ctx, released);
  return { messageKey: isCustomized ? 'customRecipeDeleted' : 'recipeDeleted' };
}
