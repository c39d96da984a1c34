import { and, asc, eq } from 'drizzle-orm';
import { dietConflictText } from '../../../shared/safety/client-safety.ts';
import type { Recipe, RecipeChanges, RecipeIngredient } from '../../../shared/schemas/recipes.ts';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { foodPortions, foods, recipeComments, recipeIngredients, recipes } from '../../db/schema/index.ts';
import { storedRecipeSafety } from './derived-tags.ts';
import { selectRecipeListItems, toListItem } from './recipe-rows.ts';
import { mayChangeRecipe, recipesVisibleTo, reviewsRecipes, type RecipeViewer } from './visibility.ts';

/**
 * The recipe page: the recipe with its ingredients, each with its food's name and the portion it is
 * measured in. Its owner and the admins also get the admins' comments and what a customisation changed;
 * the customiser's email is the admins' alone. Its derived "contains" tags come with the foods that give
 * them, and the meal tags its foods contradict now. "Recipe {id} does not exist" if not visible.
 */
export async function getRecipe(db: Database, viewer: RecipeViewer, id: string): Promise<Recipe> {
  const [row] = await selectRecipeListItems(db, viewer, {
    categoryId: recipes.categoryId,
    description: recipes.description,
    video: recipes.video,
    methods: recipes.methods,
    servingValuesPerHundredGram: recipes.servingValuesPerHundredGram,
    totalGrams: recipes.totalGrams,
    errors: recipes.errors,
    customizedByRole: recipes.customizedByRole,
    customizedByEmail: recipes.customizedByEmail,
    oldId: recipes.oldId,
    newData: recipes.newData,
    removedData: recipes.removedData,
    derivedTags: recipes.derivedTags,
  }).where(and(eq(recipes.id, id), recipesVisibleTo(viewer)));
  if (!row) throw notFound('recipeDoesNotExist', { id });
  const ownerOrReviewer = mayChangeRecipe(viewer, row);
  const [ingredients, safety, comments] = await Promise.all([
    ingredientsOf(db, row.id),
    storedRecipeSafety(db, [row.id]).then((found) => found.get(row.id)),
    ownerOrReviewer
      ? db
          .select({
            id: recipeComments.id,
            text: recipeComments.text,
            done: recipeComments.done,
            createdAt: recipeComments.createdAt,
          })
          .from(recipeComments)
          .where(eq(recipeComments.recipeId, row.id))
          .orderBy(asc(recipeComments.createdAt), asc(recipeComments.id))
      : [],
  ]);
  return {
    ...toListItem(row),
    categoryId: row.categoryId,
    description: row.description,
    video: row.video,
    methods: row.methods,
    servingValuesPerHundredGram: row.servingValuesPerHundredGram,
    totalGrams: row.totalGrams,
    errors: row.errors,
    customizedByRole: row.customizedByRole,
    customizedByEmail: reviewsRecipes(viewer) ? row.customizedByEmail : null,
    oldId: row.oldId,
    // Written only by customizeRecipe, as RecipeChanges; the output schema checks them again.
    newData: ownerOrReviewer ? (row.newData as RecipeChanges | null) : null,
    removedData: ownerOrReviewer ? (row.removedData as RecipeChanges | null) : null,
    ingredients,
    comments,
    derivedTags: row.derivedTags,
    derivedTagSources: safety?.sources ?? {},
    dietConflicts: (safety?.conflicts ?? []).map(dietConflictText),
  };
}

/** A recipe's ingredients in their order, with food and portion names. */
export async function ingredientsOf(db: Database, recipeId: string): Promise<RecipeIngredient[]> {
  return db
    .select({
      id: recipeIngredients.id,
      foodId: recipeIngredients.foodId,
      foodName: foods.name,
      portionId: recipeIngredients.portionId,
      portionName: foodPortions.name,
      portionUnit: foodPortions.unit,
      portionWeight: foodPortions.weight,
      measure: recipeIngredients.measure,
      quantity: recipeIngredients.quantity,
      grams: recipeIngredients.grams,
    })
    .from(recipeIngredients)
    .innerJoin(foods, eq(foods.id, recipeIngredients.foodId))
    .leftJoin(foodPortions, eq(foodPortions.id, recipeIngredients.portionId))
    .where(eq(recipeIngredients.recipeId, recipeId))
    .orderBy(asc(recipeIngredients.position), asc(recipeIngredients.id));
}
