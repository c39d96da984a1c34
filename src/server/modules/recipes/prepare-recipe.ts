import { and, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { TRPCError } from '@trpc/server';
import { dietConflictText, type DietConflict } from '../../../shared/safety/client-safety.ts';
import { ingredientGrams, type IngredientPortion } from '../../../shared/nutrition/ingredient-grams.ts';
import { withRuleDerivedTags } from '../../../shared/nutrition/nutrition-tag-rules.ts';
import type { NutrientValues } from '../../../shared/nutrition/nutrient-amounts.ts';
import type { Nutrients } from '../../../shared/nutrition/nutrients.ts';
import { recipeNutrition } from '../../../shared/nutrition/recipe-nutrition.ts';
import type { RecipeValues } from '../../../shared/schemas/recipes.ts';
import { badRequest, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { foodPortions, foods, recipeCategories, recipeIngredients, tags } from '../../db/schema/index.ts';
import { foodsVisibleTo, type FoodViewer } from '../foods/visibility.ts';
import { recipeSafety, withDerivedTags } from './derived-tags.ts';
import { searchTextOf } from './search-text.ts';

/** An ingredient as it is stored, with its food's name (for search, and a customisation's changes). */
export interface PreparedIngredient {
  foodId: string;
  foodName: string;
  portionId: string | null;
  measure: string;
  quantity: number;
  grams: number;
}

/** The columns a save writes, every one worked out from what the editor sent. */
export interface RecipeContents {
  name: string;
  description: string;
  video: string;
  categoryId: string | null;
  photoKey: string | null;
  mealTimes: string[];
  methods: string[];
  tags: string[];
  nutritionTags: string[];
  /** The "contains" tags the foods give the recipe: always within `nutritionTags`. */
  derivedTags: string[];
  numberOfServes: number;
  servingValues: NutrientValues;
  servingValuesPerHundredGram: NutrientValues | null;
  energyKjPerServe: number;
  totalGrams: number;
  searchText: string;
}

export interface PreparedRecipe {
  contents: RecipeContents;
  ingredients: PreparedIngredient[];
  /** The diet tags its foods contradict: empty, unless `allowDietConflicts` let a save go on with some. */
  dietConflicts: DietConflict[];
}

/**
 * A save whose meal tags contradict its foods is refused, each conflict a message on the tags field naming
 * the food ("Vegetarian: Chicken, breast, raw is meat."), as any other bad input is reported.
 */
export function dietConflictError(conflicts: readonly DietConflict[]): TRPCError {
  const issues: z.core.$ZodIssueCustom[] = conflicts.map((conflict) => ({
    code: 'custom',
    path: ['tags'],
    message: dietConflictText(conflict),
    input: conflict.tag,
  }));
  return new TRPCError({ code: 'BAD_REQUEST', cause: new z.ZodRealError(issues) });
}

/**
 * Turns what the editor sent into what is stored: loads each food (which the user must be able to see, or
 * which the recipe already had: a food hidden since stays usable in the recipes that use it) and its
 * portion, weighs every ingredient, works out the nutrition with the shared engine the browser previews
 * with, and adds the nutrition tags the tags' rules give and the "contains" tags the foods give
 * (derived-tags.ts). Meal tags its foods contradict (dietConflicts) refuse the save.
 */
export async function prepareRecipe(
  db: Database,
  viewer: FoodViewer,
  values: RecipeValues,
  options: {
    keptFoodIds?: readonly string[];
    /**
     * Only for Import recipes: a recipe none of whose lines could be matched is still saved (in error), so
     * that nothing in the file is lost; every other save needs an ingredient (SPEC §5).
     */
    allowNoIngredients?: boolean;
    /**
     * The recipe's derived tags as stored (the recipe being edited, or the one customised): they are not
     * hand-set, so the editor sending them back does not make them so (decision 063).
     */
    previousDerivedTags?: readonly string[];
    /** Only for Import recipes: a contradiction is returned (the import saves it in error), not refused. */
    allowDietConflicts?: boolean;
  } = {},
): Promise<PreparedRecipe> {
  if (values.ingredients.length === 0 && !options.allowNoIngredients) throw badRequest('addOneIngredient');
  await assertCategoryExists(db, values.categoryId);
  const foodIds = values.ingredients.map((ingredient) => ingredient.foodId);
  const kept = (options.keptFoodIds ?? []).filter((id) => foodIds.includes(id));
  const foodRows = await db
    .select({
      id: foods.id,
      name: foods.name,
      contains: foods.tags,
      dietFlags: foods.dietFlags,
      per100g: {
        energyKj: foods.energyKj,
        protein: foods.protein,
        fat: foods.fat,
        carbohydrate: foods.carbohydrate,
        sugars: foods.sugars,
        fibre: foods.fibre,
        sodium: foods.sodium,
      },
    })
    .from(foods)
    .where(
      or(
        and(inArray(foods.id, foodIds), foodsVisibleTo(viewer)),
        kept.length > 0 ? inArray(foods.id, kept) : undefined,
      ),
    );
  const foodsById = new Map(foodRows.map((food) => [food.id, food]));

  const portionIds = values.ingredients.flatMap((ingredient) =>
    ingredient.portionId === null ? [] : [ingredient.portionId],
  );
  const portionRows =
    portionIds.length === 0
      ? []
      : await db.select().from(foodPortions).where(inArray(foodPortions.id, portionIds));
  const portionsById = new Map(portionRows.map((portion) => [portion.id, portion]));

  const ingredients = values.ingredients.map((ingredient): PreparedIngredient & { per100g: Nutrients } => {
    const food = foodsById.get(ingredient.foodId);
    if (!food) throw notFound('foodNotFound');
    let portion: IngredientPortion = ingredient.measure ?? 'gram';
    let measure: string = portion;
    if (ingredient.portionId !== null) {
      const row = portionsById.get(ingredient.portionId);
      if (!row || row.foodId !== food.id) throw badRequest('recipePortionNotFound');
      portion = row;
      // The portion's name is kept too, so a recipe still reads "2 Cup" if the food loses that portion.
      measure = row.name;
    }
    const grams = ingredientGrams({ quantity: ingredient.quantity, portion });
    if (grams === null) throw badRequest('invalidInput');
    return {
      foodId: food.id,
      foodName: food.name,
      portionId: ingredient.portionId,
      measure,
      quantity: ingredient.quantity,
      grams,
      per100g: food.per100g,
    };
  });

  const safety = recipeSafety(
    values.tags,
    ingredients.map((ingredient) => foodsById.get(ingredient.foodId)!),
  );
  if (safety.conflicts.length > 0 && !options.allowDietConflicts) throw dietConflictError(safety.conflicts);

  const nutrition = recipeNutrition({ ingredients, numberOfServes: values.numberOfServes });
  const nutritionTagRows = await db
    .select({ name: tags.name, rules: tags.rules, switchToBool: tags.switchToBool })
    .from(tags)
    .where(eq(tags.kind, 'nutrition'));
  const handSet = withDerivedTags(values.nutritionTags, options.previousDerivedTags ?? [], []);
  const { nutritionTags: withRules } = withRuleDerivedTags(handSet, nutritionTagRows, {
    perServe: nutrition.perServe,
    per100g: nutrition.per100g,
    mealTimes: values.mealTimes,
  });
  const nutritionTags = withDerivedTags(withRules, [], safety.derivedTags);

  return {
    contents: {
      name: values.name,
      description: values.description,
      video: values.video,
      categoryId: values.categoryId,
      photoKey: values.photoKey,
      mealTimes: values.mealTimes,
      methods: values.methods,
      tags: values.tags,
      nutritionTags,
      derivedTags: safety.derivedTags,
      numberOfServes: values.numberOfServes,
      servingValues: nutrition.perServe,
      servingValuesPerHundredGram: nutrition.per100g,
      energyKjPerServe: nutrition.perServe.energyKj,
      totalGrams: nutrition.totalGrams,
      searchText: searchTextOf({
        name: values.name,
        description: values.description,
        ingredientNames: ingredients.map((ingredient) => ingredient.foodName),
        tags: values.tags,
      }),
    },
    ingredients: ingredients.map(({ per100g: _per100g, ...ingredient }) => ingredient),
    dietConflicts: safety.conflicts,
  };
}

/** Makes the recipe's ingredients the prepared ones, in their order. */
export async function writeIngredients(
  db: Database,
  recipeId: string,
  ingredients: readonly PreparedIngredient[],
): Promise<void> {
  await db.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, recipeId));
  if (ingredients.length === 0) return;
  await db.insert(recipeIngredients).values(
    ingredients.map(({ foodName: _foodName, ...ingredient }, position) => ({
      ...ingredient,
      recipeId,
      position,
    })),
  );
}

/** A recipe names a category that exists (a stale picker may offer one just deleted). */
async function assertCategoryExists(db: Database, categoryId: string | null): Promise<void> {
  if (categoryId === null) return;
  const [category] = await db
    .select({ id: recipeCategories.id })
    .from(recipeCategories)
    .where(eq(recipeCategories.id, categoryId));
  if (!category) throw badRequest('categoryNotFound');
}
