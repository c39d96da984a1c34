import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ShoppingItem, ShoppingList } from '../../../shared/schemas/planner.ts';
import type { Database } from '../../db/client.ts';
import {
  foodCategories,
  foodPortions,
  foods,
  mealCustomIngredients,
  mealCustomisations,
  meals,
  recipeIngredients,
  recipes,
} from '../../db/schema/index.ts';
import { shopperAisle } from '../../../shared/planning/shopper-aisles.ts';
import { shoppingGroups } from '../../../shared/planning/shopping-groups.ts';
import { foodConflicts, planConstraints } from './plan-safety.ts';
import { findOwnPlan, type Planner } from './plans.ts';

/**
 * The plan's shopping list: every ingredient of every meal, scaled from the recipe's serves to the meal's,
 * summed over the plan by food: in grams, the part of it the recipes weighed, and the household measures
 * (the food's portions) the recipes use, so the list can say "3 × medium" as the recipes do. A meal
 * customised for the client counts its own ingredients and serves instead of the recipe's (decision 043),
 * and the foods it brings are marked. Each food carries its aisle (`shopperAisle`); `shoppingGroups`
 * orders the aisles and the foods in them. A food that goes against the client's record (an allergy it
 * carries, an avoided word in its name: a meal placed against the record brings it) is left off, and
 * counted in `leftOff`; the meals' warnings name it (issue 29).
 */
export async function shoppingList(db: Database, planner: Planner, planId: string): Promise<ShoppingList> {
  const plan = await findOwnPlan(db, planner, planId, { building: true });
  const { constraints } = await planConstraints(db, plan);
  const columns = {
    foodId: foods.id,
    foodName: foods.name,
    foodTags: foods.tags,
    foodDietFlags: foods.dietFlags,
    source: foods.src,
    sourceGroup: foods.sourceGroup,
    category: foodCategories.name,
    portionName: foodPortions.name,
    portionUnit: foodPortions.unit,
  };
  const groupBy = [
    foods.id,
    foods.name,
    foods.tags,
    foods.dietFlags,
    foods.src,
    foods.sourceGroup,
    foodCategories.name,
    foodPortions.name,
    foodPortions.unit,
  ] as const;
  const recipeShare = sql`${meals.serves} / ${recipes.numberOfServes}`;
  const customShare = sql`${meals.serves} / ${mealCustomisations.numberOfServes}`;
  const [catalogueRows, customRows, [counted]] = await Promise.all([
    db
      .select({
        ...columns,
        quantity: sql<number>`sum(${recipeIngredients.quantity} * ${recipeShare})::float8`,
        grams: sql<number>`sum(${recipeIngredients.grams} * ${recipeShare})::float8`,
      })
      .from(meals)
      .innerJoin(recipes, eq(recipes.id, meals.recipeId))
      .leftJoin(mealCustomisations, eq(mealCustomisations.mealId, meals.id))
      .innerJoin(recipeIngredients, eq(recipeIngredients.recipeId, recipes.id))
      .innerJoin(foods, eq(foods.id, recipeIngredients.foodId))
      .leftJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
      .leftJoin(foodPortions, eq(foodPortions.id, recipeIngredients.portionId))
      .where(and(eq(meals.planId, plan.id), isNull(mealCustomisations.mealId)))
      .groupBy(...groupBy),
    db
      .select({
        ...columns,
        quantity: sql<number>`sum(${mealCustomIngredients.quantity} * ${customShare})::float8`,
        grams: sql<number>`sum(${mealCustomIngredients.grams} * ${customShare})::float8`,
      })
      .from(meals)
      .innerJoin(mealCustomisations, eq(mealCustomisations.mealId, meals.id))
      .innerJoin(mealCustomIngredients, eq(mealCustomIngredients.mealId, mealCustomisations.mealId))
      .innerJoin(foods, eq(foods.id, mealCustomIngredients.foodId))
      .leftJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
      .leftJoin(foodPortions, eq(foodPortions.id, mealCustomIngredients.portionId))
      .where(and(eq(meals.planId, plan.id), isNotNull(meals.recipeId)))
      .groupBy(...groupBy),
    db
      .select({
        n: sql<number>`count(*)::int`,
        customised: sql<number>`count(${mealCustomisations.mealId})::int`,
      })
      .from(meals)
      .leftJoin(mealCustomisations, eq(mealCustomisations.mealId, meals.id))
      .where(and(eq(meals.planId, plan.id), isNotNull(meals.recipeId))),
  ]);

  const byFood = new Map<string, ShoppingItem>();
  const leftOff = new Set<string>();
  const add = (row: (typeof catalogueRows)[number], customised: boolean) => {
    const food = { name: row.foodName, contains: row.foodTags, dietFlags: row.foodDietFlags };
    if (leftOff.has(row.foodId) || foodConflicts(constraints, food).length > 0) {
      leftOff.add(row.foodId);
      return;
    }
    const item = byFood.get(row.foodId) ?? {
      foodId: row.foodId,
      foodName: row.foodName,
      category: row.category,
      aisle: shopperAisle({
        name: row.foodName,
        category: row.category,
        source: row.source,
        sourceGroup: row.sourceGroup,
      }),
      grams: 0,
      weighedGrams: 0,
      measures: [],
      household: null,
      customised: false,
    };
    item.grams += row.grams;
    item.customised ||= customised;
    if (row.portionName === null) item.weighedGrams += row.grams;
    else {
      const unit = row.portionUnit ?? '';
      const same = item.measures.find((measure) => measure.name === row.portionName && measure.unit === unit);
      if (same) {
        same.quantity += row.quantity;
        same.grams += row.grams;
      } else {
        item.measures.push({ name: row.portionName, unit, quantity: row.quantity, grams: row.grams });
      }
    }
    byFood.set(row.foodId, item);
  };
  for (const row of catalogueRows) add(row, false);
  for (const row of customRows) add(row, true);
  await addHouseholdPortions(
    db,
    [...byFood.values()].filter((item) => item.weighedGrams > 0),
  );
  const items = shoppingGroups([...byFood.values()]).flatMap((group) => group.items);
  for (const item of items) item.measures.sort((a, b) => a.name.localeCompare(b.name));
  return {
    planName: plan.name,
    meals: counted?.n ?? 0,
    customisedMeals: counted?.customised ?? 0,
    items,
    leftOff: leftOff.size,
  };
}

/** Gives each item its food's first household portion, so a weight can also be said as a count. */
async function addHouseholdPortions(db: Database, items: ShoppingItem[]): Promise<void> {
  if (items.length === 0) return;
  const portions = await db
    .selectDistinctOn([foodPortions.foodId], {
      foodId: foodPortions.foodId,
      name: foodPortions.name,
      unit: foodPortions.unit,
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
    if (portion) item.household = { name: portion.name, unit: portion.unit, weight: portion.weight };
  }
}
