import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ShoppingItem, ShoppingList } from '../../../shared/schemas/planner.ts';
import type { Database } from '../../db/client.ts';
import {
  foodCategories,
  foodPortions,
  foods,
  meals,
  recipeIngredients,
  recipes,
} from '../../db/schema/index.ts';
import { findOwnPlan, type Planner } from './plans.ts';

/**
 * The plan's shopping list: every ingredient of every meal, scaled from the recipe's serves to the meal's,
 * summed over the plan by food: in grams, and in the household measures (the food's portions) the recipes
 * use, so "3 Cup" reads as the recipes do. Grouped by food category, then by name.
 */
export async function shoppingList(db: Database, planner: Planner, planId: string): Promise<ShoppingList> {
  const plan = await findOwnPlan(db, planner, planId, { building: true });
  const share = sql`${meals.serves} / ${recipes.numberOfServes}`;
  const rows = await db
    .select({
      foodId: foods.id,
      foodName: foods.name,
      category: foodCategories.name,
      portionName: foodPortions.name,
      quantity: sql<number>`sum(${recipeIngredients.quantity} * ${share})::float8`,
      grams: sql<number>`sum(${recipeIngredients.grams} * ${share})::float8`,
    })
    .from(meals)
    .innerJoin(recipes, eq(recipes.id, meals.recipeId))
    .innerJoin(recipeIngredients, eq(recipeIngredients.recipeId, recipes.id))
    .innerJoin(foods, eq(foods.id, recipeIngredients.foodId))
    .leftJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
    .leftJoin(foodPortions, eq(foodPortions.id, recipeIngredients.portionId))
    .where(and(eq(meals.planId, plan.id), isNotNull(meals.recipeId)))
    .groupBy(foods.id, foods.name, foodCategories.name, foodPortions.name);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(meals)
    .where(and(eq(meals.planId, plan.id), isNotNull(meals.recipeId)));

  const byFood = new Map<string, ShoppingItem>();
  for (const row of rows) {
    const item = byFood.get(row.foodId) ?? {
      foodId: row.foodId,
      foodName: row.foodName,
      category: row.category,
      grams: 0,
      measures: [],
      household: null,
    };
    item.grams += row.grams;
    if (row.portionName !== null) item.measures.push({ name: row.portionName, quantity: row.quantity });
    byFood.set(row.foodId, item);
  }
  await addHouseholdMeasures(
    db,
    [...byFood.values()].filter((item) => item.measures.length === 0),
  );
  const items = [...byFood.values()].sort(
    (a, b) =>
      (a.category ?? '\uffff').localeCompare(b.category ?? '\uffff') || a.foodName.localeCompare(b.foodName),
  );
  for (const item of items) item.measures.sort((a, b) => a.name.localeCompare(b.name));
  return { planName: plan.name, meals: counted?.n ?? 0, items };
}

/** The portion sizes a household quantity is rounded to: quarters. */
const HOUSEHOLD_STEP = 0.25;

/** Gives each item its first household portion's count, where it has a portion and comes to a quarter. */
async function addHouseholdMeasures(db: Database, items: ShoppingItem[]): Promise<void> {
  if (items.length === 0) return;
  const portions = await db
    .selectDistinctOn([foodPortions.foodId], {
      foodId: foodPortions.foodId,
      name: foodPortions.name,
      weight: foodPortions.weight,
    })
    .from(foodPortions)
    .where(
      inArray(
        foodPortions.foodId,
        items.map((item) => item.foodId),
      ),
    )
    .orderBy(foodPortions.foodId, foodPortions.position);
  const byFood = new Map(portions.map((portion) => [portion.foodId, portion]));
  for (const item of items) {
    const portion = byFood.get(item.foodId);
    if (!portion) continue;
    const quantity = Math.round(item.grams / portion.weight / HOUSEHOLD_STEP) * HOUSEHOLD_STEP;
    if (quantity > 0) item.household = { name: portion.name, quantity };
  }
}
