import { and, asc, count, countDistinct, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  RECIPE_STATS_TOP,
  type MostSavedRecipe,
  type MostUsedRecipe,
  type RecipeStats,
  type RecipeStatsScope,
} from '../../../shared/schemas/recipe-stats.ts';
import { RECIPE_MEAL_TIMES, RECIPE_STATUSES } from '../../../shared/schemas/recipes.ts';
import type { Database } from '../../db/client.ts';
import { meals, recipes, savedRecipes, type RecipeRow } from '../../db/schema/index.ts';
import { recipePhoto } from '../recipes/recipe-rows.ts';
import { reviewsRecipes, type RecipeViewer } from '../recipes/visibility.ts';

/**
 * Which recipes the numbers are about.
 * - `owned`: whose recipes are counted (undefined: everyone's, for the admin). Of those, the ones that are
 *   not my recipes are counted by state; my recipes only as one number.
 * - `listed`: the recipes the "most" lists may name: those counted by state and the viewer's own my
 *   recipes, never another user's my recipe (SPEC §6: private to its user).
 */
interface StatsScope {
  scope: RecipeStatsScope;
  owned: SQL | undefined;
  listed: SQL;
}

function scopeOf(viewer: RecipeViewer): StatsScope {
  const ownMyRecipe = and(eq(recipes.isPrivate, true), eq(recipes.userId, viewer.id))!;
  if (reviewsRecipes(viewer)) {
    return { scope: 'library', owned: undefined, listed: or(eq(recipes.isPrivate, false), ownMyRecipe)! };
  }
  const own = eq(recipes.userId, viewer.id);
  return { scope: 'own', owned: own, listed: own };
}

/** Ordered as people read a list, whatever the database's collation (PGlite's is C). */
const byName = [asc(sql`lower(${recipes.name})`), asc(recipes.name), asc(recipes.id)];

const recipeColumns = {
  id: recipes.id,
  name: recipes.name,
  photoKey: recipes.photoKey,
  status: recipes.status,
  isPrivate: recipes.isPrivate,
};

function statsRecipe(row: Pick<RecipeRow, 'id' | 'name' | 'photoKey' | 'status' | 'isPrivate'>) {
  return {
    id: row.id,
    name: row.name,
    photo: recipePhoto(row.photoKey),
    status: row.status,
    isPrivate: row.isPrivate,
  };
}

/**
 * Recipes by state and by meal time in one pass over the recipes in scope (the user's through
 * recipes_user_idx; the whole table for the admin): one row per (status, isPrivate) with a count per meal
 * time beside it.
 */
async function countRecipes(db: Database, scope: StatsScope) {
  const perMealTime = Object.fromEntries(
    RECIPE_MEAL_TIMES.map((time) => [
      time,
      sql<number>`count(*) filter (where ${recipes.mealTimes} @> array[${time}]::text[])`.mapWith(Number),
    ]),
  ) as Record<(typeof RECIPE_MEAL_TIMES)[number], SQL<number>>;
  const rows = await db
    .select({ status: recipes.status, isPrivate: recipes.isPrivate, recipes: count(), ...perMealTime })
    .from(recipes)
    .where(scope.owned)
    .groupBy(recipes.status, recipes.isPrivate);
  const counted = rows.filter((row) => !row.isPrivate);
  const byStatus = RECIPE_STATUSES.map((status) => ({
    status,
    recipes: counted.filter((row) => row.status === status).reduce((sum, row) => sum + row.recipes, 0),
  }));
  return {
    byStatus,
    total: byStatus.reduce((sum, row) => sum + row.recipes, 0),
    myRecipes: rows.filter((row) => row.isPrivate).reduce((sum, row) => sum + row.recipes, 0),
    byMealTime: RECIPE_MEAL_TIMES.map((mealTime) => ({
      mealTime,
      recipes: counted.reduce((sum, row) => sum + row[mealTime], 0),
    })),
  };
}

/**
 * Only the recipe ids in scope, for narrowing the saves or meals before they are counted: a professional's
 * few recipes through recipes_user_idx. The admin's library is most of the table, so there the rows are
 * counted first and the recipes joined after.
 */
function ownedIds(db: Database, scope: StatsScope) {
  return scope.owned ? db.select({ id: recipes.id }).from(recipes).where(scope.owned) : undefined;
}

/** The recipes saved by the most users (anyone's saves), most first, then by name. */
async function mostSaved(db: Database, scope: StatsScope): Promise<MostSavedRecipe[]> {
  const ids = ownedIds(db, scope);
  const saveCounts = db
    .select({ recipeId: savedRecipes.recipeId, saves: count().as('saves') })
    .from(savedRecipes)
    .where(ids ? inArray(savedRecipes.recipeId, ids) : undefined)
    .groupBy(savedRecipes.recipeId)
    .as('save_counts');
  const rows = await db
    .select({ ...recipeColumns, saves: saveCounts.saves })
    .from(saveCounts)
    .innerJoin(recipes, eq(recipes.id, saveCounts.recipeId))
    .where(scope.listed)
    .orderBy(desc(saveCounts.saves), ...byName)
    .limit(RECIPE_STATS_TOP);
  return rows.map((row) => ({ ...statsRecipe(row), saves: Number(row.saves) }));
}

/**
 * The recipes in the most meal plans (anyone's: only the numbers are shown, never whose plans), then in
 * the most slots, then by name. A meal row with a recipe is one use; meals_recipe_idx serves the
 * professional's narrowing.
 */
async function mostUsed(db: Database, scope: StatsScope): Promise<MostUsedRecipe[]> {
  const ids = ownedIds(db, scope);
  const useCounts = db
    .select({
      recipeId: meals.recipeId,
      plans: countDistinct(meals.planId).as('plans'),
      meals: count().as('meals'),
    })
    .from(meals)
    .where(ids ? inArray(meals.recipeId, ids) : isNotNull(meals.recipeId))
    .groupBy(meals.recipeId)
    .as('use_counts');
  const rows = await db
    .select({ ...recipeColumns, plans: useCounts.plans, meals: useCounts.meals })
    .from(useCounts)
    .innerJoin(recipes, eq(recipes.id, useCounts.recipeId))
    .where(scope.listed)
    .orderBy(desc(useCounts.plans), desc(useCounts.meals), ...byName)
    .limit(RECIPE_STATS_TOP);
  return rows.map((row) => ({ ...statsRecipe(row), plans: Number(row.plans), meals: Number(row.meals) }));
}

/**
 * Recipe stats: the admin sees the whole library, a professional their own recipes (SPEC §2 RecipeStats,
 * §6). Saves and plan uses are counted whoever saved or planned, but only as numbers.
 */
export async function getRecipeStats(db: Database, viewer: RecipeViewer): Promise<RecipeStats> {
  const scope = scopeOf(viewer);
  const [counts, saved, used] = await Promise.all([
    countRecipes(db, scope),
    mostSaved(db, scope),
    mostUsed(db, scope),
  ]);
  return { scope: scope.scope, ...counts, mostSaved: saved, mostUsed: used };
}
