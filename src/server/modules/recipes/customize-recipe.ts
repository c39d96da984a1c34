import type { RecipeStatus, RecipeValues } from '../../../shared/schemas/recipes.ts';
import { recipes, type RecipeRow } from '../../db/schema/index.ts';
import { ingredientsOf } from './get-recipe.ts';
import { prepareRecipe, writeIngredients } from './prepare-recipe.ts';
import { hasChanges, ingredientLine, recipeChanges, type RecipeSnapshot } from './recipe-changes.ts';
import { assertPhotoUsable } from './recipe-photo.ts';
import type { RecipesContext } from './save-recipe.ts';
import { findVisibleRecipe, reviewsRecipes } from './visibility.ts';

/**
 * CustomizeRecipe (SPEC §3, §4): any user copies a recipe they can see, with their changes, into a recipe
 * of their own that remembers the original (`oldId`), who customised it, and what changed. The copy asks
 * to join the catalogue (requested), or waits with its original while that is still pending; a copy of a
 * my recipe is a my recipe, always published; an admin's copy of a published recipe is published. The original is untouched.
 */
export async function customizeRecipe(
  ctx: RecipesContext,
  input: RecipeValues & { id: string },
): Promise<{ id: string; messageKey: 'recipeCustomized' | 'servesCustomized' }> {
  const { actor } = ctx;
  return ctx.db.transaction(async (tx) => {
    const original = await findVisibleRecipe(tx, actor, input.id);
    await assertPhotoUsable(tx, actor, input.photoKey, [original.photoKey]);
    const originalIngredients = await ingredientsOf(tx, original.id);
    const { contents, ingredients } = await prepareRecipe(tx, actor, input, {
      keptFoodIds: originalIngredients.map((ingredient) => ingredient.foodId),
      previousDerivedTags: original.derivedTags,
    });
    const changes = recipeChanges(
      snapshotOf(original, originalIngredients),
      snapshotOf(contents, ingredients),
    );
    const now = new Date();
    const [row] = await tx
      .insert(recipes)
      .values({
        ...contents,
        status: copyStatus(original, reviewsRecipes(actor)),
        isPrivate: original.isPrivate,
        userId: actor.id,
        isCustomized: true,
        customizedById: actor.id,
        customizedByName: [actor.firstName, actor.lastName].join(' ').trim(),
        customizedByRole: actor.role,
        customizedByEmail: actor.email,
        oldId: original.id,
        newData: changes.newData,
        removedData: changes.removedData,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: recipes.id });
    await writeIngredients(tx, row!.id, ingredients);
    const servesOnly = !hasChanges(changes) && contents.numberOfServes !== original.numberOfServes;
    return { id: row!.id, messageKey: servesOnly ? 'servesCustomized' : 'recipeCustomized' };
  });
}

/** An admin's copy is published at once, as an admin's new recipe is: there is no one else to ask. */
function copyStatus(original: RecipeRow, reviewer: boolean): RecipeStatus {
  if (original.isPrivate) return 'published';
  if (reviewer && original.status === 'published') return 'published';
  return original.status === 'pending' ? 'pending' : 'requested';
}

function snapshotOf(
  recipe: Omit<RecipeSnapshot, 'ingredients'>,
  ingredients: readonly { foodName: string; quantity: number; measure: string }[],
): RecipeSnapshot {
  return {
    name: recipe.name,
    description: recipe.description,
    video: recipe.video,
    mealTimes: recipe.mealTimes,
    methods: recipe.methods,
    tags: recipe.tags,
    nutritionTags: recipe.nutritionTags,
    ingredients: ingredients.map(ingredientLine),
  };
}
