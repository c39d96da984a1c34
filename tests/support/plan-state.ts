import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import {
  mealCustomIngredients,
  mealCustomisations,
  mealPlans,
  meals,
} from '../../src/server/db/schema/index.ts';

/**
 * A plan as history and "Duplicate plan" must keep it, without the ids a restore or a copy gives anew: its
 * settings, and each meal's slot, recipe, serves, lock and customisation with its ingredient lines, in slot
 * order. Two plans (or one plan before and after) are the same to the professional when these are equal.
 */
export async function planContents(db: Database, planId: string) {
  const [plan] = await db.select().from(mealPlans).where(eq(mealPlans.id, planId));
  if (!plan) throw new Error(`No plan ${planId}`);
  const rows = await db
    .select({ meal: meals, custom: mealCustomisations })
    .from(meals)
    .leftJoin(mealCustomisations, eq(mealCustomisations.mealId, meals.id))
    .where(eq(meals.planId, planId))
    .orderBy(asc(meals.day), asc(meals.mealType), asc(meals.position));
  const ids = rows.map((row) => row.meal.id);
  const lines = ids.length
    ? await db
        .select()
        .from(mealCustomIngredients)
        .where(inArray(mealCustomIngredients.mealId, ids))
        .orderBy(asc(mealCustomIngredients.position))
    : [];
  return {
    settings: {
      energyTargetKj: plan.energyTargetKj,
      macroTargets: plan.macroTargets,
      mainMeals: plan.mainMeals,
      snacks: plan.snacks,
      dessert: plan.dessert,
      servings: plan.servings,
      mealTags: plan.mealTags,
      nutritionTags: plan.nutritionTags,
      avoidTags: plan.avoidTags,
      ingredientTags: plan.ingredientTags,
    },
    meals: rows.map(({ meal, custom }) => ({
      day: meal.day,
      mealType: meal.mealType,
      position: meal.position,
      recipeId: meal.recipeId,
      noMeal: meal.noMeal,
      serves: meal.serves,
      locked: meal.locked,
      custom: custom && {
        numberOfServes: custom.numberOfServes,
        note: custom.note,
        servingValues: custom.servingValues,
        energyKjPerServe: custom.energyKjPerServe,
        totalGrams: custom.totalGrams,
        ingredients: lines
          .filter((line) => line.mealId === meal.id)
          .map(({ id: _id, mealId: _mealId, ...line }) => line),
      },
    })),
  };
}
