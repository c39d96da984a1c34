import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { MealRecipeVersions, ZMealCustomiseInput } from '../../../shared/schemas/custom-meals.ts';
import type { ZMealIdInput } from '../../../shared/schemas/planner.ts';
import type { RecipeIngredient } from '../../../shared/schemas/recipes.ts';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import {
  foodPortions,
  foods,
  mealCustomIngredients,
  mealCustomisations,
  meals,
  recipes,
  type MealRow,
} from '../../db/schema/index.ts';
import { ingredientsOf } from '../recipes/get-recipe.ts';
import { prepareRecipe } from '../recipes/prepare-recipe.ts';
import { ownMeal } from './meals.ts';
import { findOwnPlan, touchPlan, type Planner } from './plans.ts';

/**
 * A meal customised for one client (SPEC §3 Meal customRecipes, customServesData; decision 043): the
 * professional changes the meal's recipe for this plan only. The changed version is stored with the meal
 * (meal_customisations and its ingredients), weighed and worked out by the recipe editor's own rules
 * (prepareRecipe), and every read of the plan (getPlan, shoppingList, the documents) uses it instead of
 * the catalogue recipe, which never changes.
 */

type MealInput = z.output<typeof ZMealIdInput>;

/** A customised meal's ingredients, in its order, as a recipe's are read (ingredientsOf). */
export async function customIngredientsOf(db: Database, mealIds: readonly string[]) {
  if (mealIds.length === 0) return new Map<string, RecipeIngredient[]>();
  const rows = await db
    .select({
      mealId: mealCustomIngredients.mealId,
      id: mealCustomIngredients.id,
      foodId: mealCustomIngredients.foodId,
      foodName: foods.name,
      portionId: mealCustomIngredients.portionId,
      portionName: foodPortions.name,
      portionUnit: foodPortions.unit,
      portionWeight: foodPortions.weight,
      measure: mealCustomIngredients.measure,
      quantity: mealCustomIngredients.quantity,
      grams: mealCustomIngredients.grams,
    })
    .from(mealCustomIngredients)
    .innerJoin(foods, eq(foods.id, mealCustomIngredients.foodId))
    .leftJoin(foodPortions, eq(foodPortions.id, mealCustomIngredients.portionId))
    .where(inArray(mealCustomIngredients.mealId, [...mealIds]))
    .orderBy(asc(mealCustomIngredients.position), asc(mealCustomIngredients.id));
  const byMeal = new Map<string, RecipeIngredient[]>();
  for (const { mealId, ...ingredient } of rows) {
    byMeal.set(mealId, [...(byMeal.get(mealId) ?? []), ingredient]);
  }
  return byMeal;
}

/** One meal of a plan the planner may build, holding a recipe; anything else is not found. */
async function recipeMeal(
  db: Database,
  planner: Planner,
  input: MealInput,
): Promise<MealRow & { recipeId: string }> {
  const plan = await findOwnPlan(db, planner, input.planId, { building: true });
  const [meal] = await db
    .select()
    .from(meals)
    .where(and(eq(meals.id, input.mealId), eq(meals.planId, plan.id)));
  if (!meal?.recipeId) throw notFound('mealNotFound');
  return { ...meal, recipeId: meal.recipeId };
}

/** The meal's recipe for the customise dialog: the catalogue version, and the customised one if any. */
export async function mealRecipeVersions(
  db: Database,
  planner: Planner,
  input: MealInput,
): Promise<MealRecipeVersions> {
  const meal = await recipeMeal(db, planner, input);
  const [[recipe], [custom], originalIngredients, customIngredients] = await Promise.all([
    db
      .select({ id: recipes.id, name: recipes.name, numberOfServes: recipes.numberOfServes })
      .from(recipes)
      .where(eq(recipes.id, meal.recipeId)),
    db.select().from(mealCustomisations).where(eq(mealCustomisations.mealId, meal.id)),
    ingredientsOf(db, meal.recipeId),
    customIngredientsOf(db, [meal.id]),
  ]);
  if (!recipe) throw notFound('mealNotFound');
  return {
    mealId: meal.id,
    serves: meal.serves,
    recipe: { id: recipe.id, name: recipe.name },
    original: { numberOfServes: recipe.numberOfServes, ingredients: originalIngredients },
    custom: custom
      ? {
          numberOfServes: custom.numberOfServes,
          note: custom.note,
          ingredients: customIngredients.get(meal.id) ?? [],
        }
      : null,
  };
}

/** An ingredient as a comparison sees it: which food, in what measure, how much. */
function lineKey(ingredient: {
  foodId: string;
  portionId: string | null;
  measure: string | null;
  quantity: number;
}): string {
  return [ingredient.foodId, ingredient.portionId ?? ingredient.measure ?? 'gram', ingredient.quantity].join(
    '|',
  );
}

function sameLines(a: readonly string[], b: readonly string[]): boolean {
  const sorted = (lines: readonly string[]) => [...lines].sort().join('\n');
  return sorted(a) === sorted(b);
}

/**
 * "Successfully customized the recipe!": the meal's recipe for this client, as the planner changed it.
 * When only the serves changed from the version the planner was editing, "Successfully customized the
 * serves!", as CustomizeRecipe says it. The catalogue recipe is untouched.
 */
export async function customiseMeal(
  db: Database,
  planner: Planner,
  input: z.output<typeof ZMealCustomiseInput>,
): Promise<{ messageKey: 'recipeCustomized' | 'servesCustomized' }> {
  return db.transaction(async (tx) => {
    const { plan, meal } = await ownMeal(tx, planner, input.planId, input.mealId);
    if (!meal.recipeId) throw notFound('mealNotFound');
    const [recipe] = await tx.select().from(recipes).where(eq(recipes.id, meal.recipeId));
    if (!recipe) throw notFound('mealNotFound');
    const [current] = await tx
      .select()
      .from(mealCustomisations)
      .where(eq(mealCustomisations.mealId, meal.id));
    const currentIngredients = current
      ? ((await customIngredientsOf(tx, [meal.id])).get(meal.id) ?? [])
      : await ingredientsOf(tx, recipe.id);
    // The foods the meal already has stay usable, as a recipe's do when a food is hidden later.
    const original = await ingredientsOf(tx, recipe.id);
    const { contents, ingredients } = await prepareRecipe(
      tx,
      planner,
      {
        name: recipe.name,
        description: '',
        video: '',
        categoryId: null,
        photoKey: null,
        mealTimes: [],
        methods: [],
        tags: [],
        nutritionTags: [],
        numberOfServes: input.numberOfServes,
        ingredients: input.ingredients,
      },
      { keptFoodIds: [...original, ...currentIngredients].map((ingredient) => ingredient.foodId) },
    );
    const now = new Date();
    const values = {
      numberOfServes: contents.numberOfServes,
      note: input.note,
      servingValues: contents.servingValues,
      energyKjPerServe: contents.energyKjPerServe,
      totalGrams: contents.totalGrams,
      updatedAt: now,
    };
    await tx
      .insert(mealCustomisations)
      .values({ mealId: meal.id, ...values, createdAt: now })
      .onConflictDoUpdate({ target: mealCustomisations.mealId, set: values });
    await tx.delete(mealCustomIngredients).where(eq(mealCustomIngredients.mealId, meal.id));
    await tx.insert(mealCustomIngredients).values(
      ingredients.map(({ foodName: _foodName, ...ingredient }, position) => ({
        ...ingredient,
        mealId: meal.id,
        position,
      })),
    );
    await touchPlan(tx, plan.id);

    const sameIngredients = sameLines(
      currentIngredients.map((ingredient) =>
        lineKey({ ...ingredient, measure: ingredient.portionId ? null : ingredient.measure }),
      ),
      input.ingredients.map(lineKey),
    );
    const servesOnly =
      sameIngredients &&
      input.note === (current?.note ?? '') &&
      input.numberOfServes !== (current?.numberOfServes ?? recipe.numberOfServes);
    return { messageKey: servesOnly ? 'servesCustomized' : 'recipeCustomized' };
  });
}

/** "Reset to original": the meal uses the catalogue recipe again; its customisation is gone. */
export async function resetMeal(db: Database, planner: Planner, input: MealInput): Promise<void> {
  await db.transaction(async (tx) => {
    const { plan, meal } = await ownMeal(tx, planner, input.planId, input.mealId);
    await tx.delete(mealCustomisations).where(eq(mealCustomisations.mealId, meal.id));
    await touchPlan(tx, plan.id);
  });
}
