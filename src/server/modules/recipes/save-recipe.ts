import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { dietConflictText } from '../../../shared/safety/client-safety.ts';
import type { RecipeStatus, RecipeValues } from '../../../shared/schemas/recipes.ts';
import type { Database } from '../../db/client.ts';
import { recipeIngredients, recipes, type RecipeRow } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Actor } from '../../trpc/context.ts';
import { deleteFilesAfterCommit } from '../users/stored-files.ts';
import { prepareRecipe, writeIngredients } from './prepare-recipe.ts';
import { assertPhotoUsable, releasePhotos } from './recipe-photo.ts';
import { assertMayChangeRecipe, findVisibleRecipe, reviewsRecipes } from './visibility.ts';

export interface RecipesContext {
  db: Database;
  jobs: Jobs;
  storage: Storage;
  log: Logger;
  actor: Actor;
}

/**
 * AddRecipe (SPEC §4): a my recipe (`isPrivate`) is published at once and seen only by its owner; an
 * admin's recipe is published; anyone else's waits as pending for an admin to approve it.
 */
export async function createRecipe(
  ctx: RecipesContext,
  input: RecipeValues & { isPrivate: boolean },
): Promise<{ id: string }> {
  const status: RecipeStatus = input.isPrivate || reviewsRecipes(ctx.actor) ? 'published' : 'pending';
  return ctx.db.transaction(async (tx) => {
    await assertPhotoUsable(tx, ctx.actor, input.photoKey, []);
    const { contents, ingredients } = await prepareRecipe(tx, ctx.actor, input);
    const now = new Date();
    const [row] = await tx
      .insert(recipes)
      .values({
        ...contents,
        status,
        isPrivate: input.isPrivate,
        userId: ctx.actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: recipes.id });
    await writeIngredients(tx, row!.id, ingredients);
    return { id: row!.id };
  });
}

/**
 * Import recipes (admin): a recipe read from a file, saved as AddRecipe saves an admin's recipe (nutrition
 * and rule-derived tags from the same preparation), in the caller's transaction. Lines that could not be
 * matched are its `errors`: with any, it is saved with the status error, keeping the ingredients that were
 * matched (none at all is allowed here only), for the admin to finish in EditRecipe; with none it is
 * published, as an admin's recipe is. Meal tags its foods contradict are errors too ("Vegetarian: Chicken,
 * breast, raw is meat."): the recipe is kept, in error, and EditRecipe refuses it until they are fixed.
 */
export async function createImportedRecipe(
  ctx: Pick<RecipesContext, 'db' | 'actor'>,
  input: RecipeValues,
  lineErrors: readonly string[],
): Promise<{ id: string; status: RecipeStatus }> {
  const { contents, ingredients, dietConflicts } = await prepareRecipe(ctx.db, ctx.actor, input, {
    allowNoIngredients: lineErrors.length > 0,
    allowDietConflicts: true,
  });
  const errors = [...lineErrors, ...dietConflicts.map(dietConflictText)];
  const status: RecipeStatus = errors.length > 0 ? 'error' : 'published';
  const now = new Date();
  const [row] = await ctx.db
    .insert(recipes)
    .values({
      ...contents,
      status,
      errors,
      isPrivate: false,
      userId: ctx.actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: recipes.id });
  await writeIngredients(ctx.db, row!.id, ingredients);
  return { id: row!.id, status };
}

/**
 * EditRecipe: the owner or an admin changes every field. A published catalogue recipe that its owner (not
 * an admin) changes goes back to pending, so no change reaches the catalogue unreviewed; a my recipe stays
 * published. A photo replaced or removed is deleted once nothing shows it.
 */
export async function updateRecipe(
  ctx: RecipesContext,
  input: RecipeValues & { id: string },
): Promise<{ id: string }> {
  const released = await ctx.db.transaction(async (tx) => {
    const recipe = await findVisibleRecipe(tx, ctx.actor, input.id, { forUpdate: true });
    assertMayChangeRecipe(ctx.actor, recipe);
    await assertPhotoUsable(tx, ctx.actor, input.photoKey, [recipe.photoKey]);
    const current = await tx
      .select({ foodId: recipeIngredients.foodId })
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, recipe.id));
    const { contents, ingredients } = await prepareRecipe(tx, ctx.actor, input, {
      keptFoodIds: current.map((ingredient) => ingredient.foodId),
      previousDerivedTags: recipe.derivedTags,
    });
    const status = statusAfterEdit(ctx.actor, recipe);
    await tx
      .update(recipes)
      .set({
        ...contents,
        status,
        // A recipe saved out of error has been fixed: what was wrong with it no longer is.
        ...(recipe.status === 'error' && status !== 'error' ? { errors: [] } : {}),
        updatedAt: new Date(),
      })
      .where(eq(recipes.id, recipe.id));
    await writeIngredients(tx, recipe.id, ingredients);
    return recipe.photoKey === input.photoKey ? [] : releasePhotos(tx, [recipe.photoKey]);
  });
  await deleteFilesAfterCommit(ctx, released);
  return { id: input.id };
}

/**
 * A my recipe stays published. A recipe in error (an import whose lines did not all match) that is saved,
 * which needs at least one ingredient, is fixed: it goes where a new recipe of the saver would (an admin's
 * is published, anyone else's waits as pending). A published recipe its owner changes goes back to pending.
 */
function statusAfterEdit(actor: Actor, recipe: RecipeRow): RecipeStatus {
  if (recipe.isPrivate) return 'published';
  if (recipe.status === 'error') return reviewsRecipes(actor) ? 'published' : 'pending';
  if (recipe.status === 'published' && !reviewsRecipes(actor)) return 'pending';
  return recipe.status;
}
