import { and, arrayOverlaps, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { avoidWordPattern } from '../../../shared/planning/avoid-word-pattern.ts';
import {
  hasConstraints,
  isContainsTag,
  mealConflicts,
  type ClientConstraints,
  type FoodSafetyFacts,
  type MealConflict,
} from '../../../shared/safety/client-safety.ts';
import { NO_CLIENT_SAFETY, type ClientSafety } from '../../../shared/schemas/safety.ts';
import type { Database } from '../../db/client.ts';
import {
  folders,
  foods,
  mealCustomIngredients,
  mealCustomisations,
  meals,
  recipeIngredients,
  recipes,
} from '../../db/schema/index.ts';

/**
 * What a plan must not serve (issue 29, decision 065): its folder's client record (allergies and avoided
 * words) and the plan's own "Free from" tags that are "contains" tags, which are allergies for this plan.
 * The rules are src/shared/safety/client-safety.ts; this file reads what they need, in a fixed number of
 * queries, for plan reads, generation, the picker, the shopping list, the PDF and the public page.
 */

/**
 * The constraints a plan enforces, and the client record its screens show (the folder's own allergies,
 * intolerances and avoided words: the plan's "Free from" tags are shown with its settings).
 */
export async function planConstraints(
  db: Database,
  plan: { folderId: string; avoidTags: readonly string[] },
): Promise<{ constraints: ClientConstraints; clientSafety: ClientSafety }> {
  const [record] = await db
    .select({
      allergies: folders.allergies,
      intolerances: folders.intolerances,
      avoidWords: folders.avoidWords,
    })
    .from(folders)
    .where(eq(folders.id, plan.folderId));
  const clientSafety = record ?? NO_CLIENT_SAFETY;
  const allergies = [...new Set([...clientSafety.allergies, ...plan.avoidTags.filter(isContainsTag)])];
  return {
    constraints: { allergies, avoidWords: clientSafety.avoidWords },
    clientSafety: {
      allergies: [...clientSafety.allergies],
      intolerances: [...clientSafety.intolerances],
      avoidWords: [...clientSafety.avoidWords],
    },
  };
}

/**
 * A condition on `recipes` that holds when the catalogue recipe goes against the constraints: an allergy
 * among its nutrition tags or its foods' tags, or an avoided word in its name or a food's name (by
 * avoidWordPattern, the database's reading of avoidWordMatcher). Undefined when nothing is constrained.
 * Callers that hand recipes out check them again with mealConflicts (recipeConflicts).
 */
export function recipeConflictCondition(constraints: ClientConstraints): SQL | undefined {
  const allergies = [...constraints.allergies];
  const pattern = avoidWordPattern(constraints.avoidWords);
  const onRecipe: SQL[] = [];
  const onFood: SQL[] = [];
  if (allergies.length > 0) {
    onRecipe.push(arrayOverlaps(recipes.nutritionTags, allergies));
    const list = sql.join(
      allergies.map((tag) => sql`${tag}`),
      sql`, `,
    );
    onFood.push(sql`conflict_food.tags && array[${list}]::text[]`);
  }
  if (pattern !== null) {
    onRecipe.push(sql`lower(unaccent(${recipes.name})) ~ ${pattern}`);
    onFood.push(sql`lower(unaccent(conflict_food.name)) ~ ${pattern}`);
  }
  if (onFood.length === 0) return undefined;
  // Spelt out with aliases of its own: the query it goes into may join foods or ingredients itself.
  return or(
    ...onRecipe,
    sql`exists (select 1 from recipe_ingredients conflict_line inner join foods conflict_food on conflict_food.id = conflict_line.food_id where conflict_line.recipe_id = ${recipes.id} and (${sql.join(onFood, sql` or `)}))`,
  );
}

const foodFacts = { name: foods.name, contains: foods.tags, dietFlags: foods.dietFlags };

/** Each catalogue recipe's foods, in the recipe's order, for the exact check. */
async function recipeFoods(
  db: Database,
  recipeIds: readonly string[],
): Promise<Map<string, FoodSafetyFacts[]>> {
  const byRecipe = new Map<string, FoodSafetyFacts[]>();
  if (recipeIds.length === 0) return byRecipe;
  const rows = await db
    .select({ recipeId: recipeIngredients.recipeId, ...foodFacts })
    .from(recipeIngredients)
    .innerJoin(foods, eq(foods.id, recipeIngredients.foodId))
    .where(inArray(recipeIngredients.recipeId, [...recipeIds]))
    .orderBy(asc(recipeIngredients.position));
  for (const { recipeId, ...food } of rows) byRecipe.set(recipeId, [...(byRecipe.get(recipeId) ?? []), food]);
  return byRecipe;
}

/**
 * The catalogue recipes' foods, for the generator's exact check (PlanCandidate.foods): one query for all
 * of them, none when nothing is constrained.
 */
export async function candidateFoods(
  db: Database,
  recipeIds: readonly string[],
  constraints: ClientConstraints,
): Promise<Map<string, FoodSafetyFacts[]>> {
  return hasConstraints(constraints) ? recipeFoods(db, recipeIds) : new Map();
}

/**
 * How each catalogue recipe of `recipeIds` goes against the constraints (mealConflicts over its name, its
 * nutrition tags and its foods): recipe id -> conflicts, empty when it is safe. Two queries at most.
 */
export async function recipeConflicts(
  db: Database,
  recipeIds: readonly string[],
  constraints: ClientConstraints,
): Promise<Map<string, MealConflict[]>> {
  const result = new Map<string, MealConflict[]>(recipeIds.map((id) => [id, []]));
  if (recipeIds.length === 0 || !hasConstraints(constraints)) return result;
  const [rows, byRecipe] = await Promise.all([
    db
      .select({ id: recipes.id, name: recipes.name, nutritionTags: recipes.nutritionTags })
      .from(recipes)
      .where(inArray(recipes.id, [...recipeIds])),
    recipeFoods(db, recipeIds),
  ]);
  for (const row of rows) {
    result.set(
      row.id,
      mealConflicts(constraints, {
        name: row.name,
        contains: row.nutritionTags,
        foods: byRecipe.get(row.id) ?? [],
      }),
    );
  }
  return result;
}

/**
 * How each meal of the plan that holds a recipe goes against the constraints: meal id -> conflicts, empty
 * when safe. A meal is judged as the plan serves it: a customised meal (decision 043) by its own
 * ingredients and the "contains" tags set on the recipe by hand (a derived tag belongs to the catalogue's
 * ingredients), a catalogue one by the recipe's foods and nutrition tags. Computed at every read, never
 * stored, so a recipe edited to conflict shows it on the next read. Three queries whatever the plan's size.
 */
export async function planMealConflicts(
  db: Database,
  planId: string,
  constraints: ClientConstraints,
): Promise<Map<string, MealConflict[]>> {
  const mealRows = await db
    .select({
      id: meals.id,
      name: recipes.name,
      nutritionTags: recipes.nutritionTags,
      derivedTags: recipes.derivedTags,
      customised: sql<boolean>`${mealCustomisations.mealId} is not null`,
    })
    .from(meals)
    .innerJoin(recipes, eq(recipes.id, meals.recipeId))
    .leftJoin(mealCustomisations, eq(mealCustomisations.mealId, meals.id))
    .where(eq(meals.planId, planId));
  const result = new Map<string, MealConflict[]>(mealRows.map((meal) => [meal.id, []]));
  if (mealRows.length === 0 || !hasConstraints(constraints)) return result;
  const [catalogueFoods, customFoods] = await Promise.all([
    db
      .select({ mealId: meals.id, ...foodFacts })
      .from(meals)
      .innerJoin(recipeIngredients, eq(recipeIngredients.recipeId, meals.recipeId))
      .innerJoin(foods, eq(foods.id, recipeIngredients.foodId))
      .leftJoin(mealCustomisations, eq(mealCustomisations.mealId, meals.id))
      .where(and(eq(meals.planId, planId), isNull(mealCustomisations.mealId)))
      .orderBy(asc(recipeIngredients.position)),
    db
      .select({ mealId: meals.id, ...foodFacts })
      .from(meals)
      .innerJoin(mealCustomIngredients, eq(mealCustomIngredients.mealId, meals.id))
      .innerJoin(foods, eq(foods.id, mealCustomIngredients.foodId))
      .where(eq(meals.planId, planId))
      .orderBy(asc(mealCustomIngredients.position)),
  ]);
  const byMeal = new Map<string, FoodSafetyFacts[]>();
  for (const { mealId, ...food } of [...catalogueFoods, ...customFoods]) {
    byMeal.set(mealId, [...(byMeal.get(mealId) ?? []), food]);
  }
  for (const meal of mealRows) {
    const contains = meal.customised
      ? meal.nutritionTags.filter((tag) => !meal.derivedTags.includes(tag))
      : meal.nutritionTags;
    result.set(
      meal.id,
      mealConflicts(constraints, { name: meal.name, contains, foods: byMeal.get(meal.id) ?? [] }),
    );
  }
  return result;
}

/**
 * How one food goes against the constraints (a shopping line): an allergy it carries, or an avoided word
 * in its name. Empty when it may be bought.
 */
export function foodConflicts(constraints: ClientConstraints, food: FoodSafetyFacts): MealConflict[] {
  return mealConflicts(constraints, { name: '', contains: [], foods: [food] });
}
