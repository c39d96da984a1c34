import { inArray, sql } from 'drizzle-orm';
import {
  derivedContains,
  dietConflicts,
  type DietConflict,
  type FoodSafetyFacts,
} from '../../../shared/safety/client-safety.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { foods, recipeIngredients, recipes } from '../../db/schema/index.ts';

/**
 * A recipe's "contains" tags come from its foods (issue 29, decision 063): `derivedTags` is what
 * derivedContains gives for the ingredients' foods, and `nutritionTags` always holds them. A person may add a
 * "contains" tag by hand; which of a recipe's nutrition tags are hand-set is kept as the difference
 * `nutritionTags − derivedTags`. So when a tag stops being derived (an ingredient removed, a food's tags
 * corrected) it leaves `nutritionTags` too, and a tag that was both derived and chosen by hand goes with it:
 * the editor shows a derived tag as locked, so no one can choose it by hand while it is derived.
 */

/**
 * The nutrition tags a recipe keeps when its derived tags change from `oldDerived` to `newDerived`: the
 * hand-set ones (those not in `oldDerived`), in their order, then each new derived tag not already there.
 * Names compare ignoring case, as nutrition tags do.
 */
export function withDerivedTags(
  nutritionTags: readonly string[],
  oldDerived: readonly string[],
  newDerived: readonly string[],
): string[] {
  const lower = (tags: readonly string[]) => new Set(tags.map((tag) => tag.toLowerCase()));
  const dropped = lower(oldDerived);
  for (const tag of newDerived) dropped.delete(tag.toLowerCase());
  const seen = new Set<string>();
  const result: string[] = [];
  for (const tag of [...nutritionTags, ...newDerived]) {
    const key = tag.toLowerCase();
    if (dropped.has(key) || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** A food as the save reads it for safety: its id, name, "contains" tags and diet flags. */
export interface IngredientFoodFacts extends FoodSafetyFacts {
  id: string;
}

/** The safety facts of the given foods (ids the caller has already checked the user may use). */
export async function ingredientFoodFacts(
  db: Database,
  foodIds: readonly string[],
): Promise<IngredientFoodFacts[]> {
  if (foodIds.length === 0) return [];
  const rows = await db
    .select({ id: foods.id, name: foods.name, contains: foods.tags, dietFlags: foods.dietFlags })
    .from(foods)
    .where(inArray(foods.id, [...new Set(foodIds)]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return foodIds.flatMap((id) => byId.get(id) ?? []);
}

/** What one recipe's foods say about it: its derived "contains" tags, and the diet tags they contradict. */
export interface RecipeSafety {
  derivedTags: string[];
  /** For each derived tag, the foods that give it ("from the ingredients"), in ingredient order. */
  sources: Record<string, string[]>;
  conflicts: DietConflict[];
}

/** The derived tags and diet conflicts of a recipe with these meal tags and these foods. */
export function recipeSafety(
  mealTags: readonly string[],
  foodFacts: readonly FoodSafetyFacts[],
): RecipeSafety {
  const derivedTags = derivedContains(foodFacts);
  const sources: Record<string, string[]> = {};
  for (const tag of derivedTags) {
    sources[tag] = foodFacts.filter((food) => food.contains.includes(tag)).map((food) => food.name);
  }
  return { derivedTags, sources, conflicts: dietConflicts(mealTags, foodFacts) };
}

/** The safety of stored recipes, read from their rows: for moderation and the admin's reads. */
export async function storedRecipeSafety(
  db: Database,
  recipeIds: readonly string[],
): Promise<Map<string, RecipeSafety>> {
  const result = new Map<string, RecipeSafety>();
  if (recipeIds.length === 0) return result;
  const ids = [...new Set(recipeIds)];
  const [recipeRows, lines] = await Promise.all([
    db.select({ id: recipes.id, tags: recipes.tags }).from(recipes).where(inArray(recipes.id, ids)),
    db
      .select({
        recipeId: recipeIngredients.recipeId,
        name: foods.name,
        contains: foods.tags,
        dietFlags: foods.dietFlags,
      })
      .from(recipeIngredients)
      .innerJoin(foods, sql`${foods.id} = ${recipeIngredients.foodId}`)
      .where(inArray(recipeIngredients.recipeId, ids))
      .orderBy(recipeIngredients.recipeId, recipeIngredients.position),
  ]);
  for (const recipe of recipeRows) {
    const facts = lines.filter((line) => line.recipeId === recipe.id);
    result.set(recipe.id, recipeSafety(recipe.tags, facts));
  }
  return result;
}

/** How many recipes one update statement writes. */
const BATCH = 500;

/**
 * Works out `derivedTags` again for every recipe that uses one of `foodIds` (or every recipe), from its
 * ingredients' foods' tags with derivedContains, and makes `nutritionTags` follow (withDerivedTags): after a
 * food's tags change, a food import, or the rule table changing. Set-based: one read of the recipes and
 * their foods' tags, and one update per batch of changed recipes, guarded so a recipe saved meanwhile (which
 * worked out its own) is left alone. `searchText` does not hold nutrition tags, so it stays as it is.
 * Returns how many recipes changed.
 */
export async function refreshRecipeTagsForFoods(
  db: Database,
  foodIds: readonly string[] | 'all',
): Promise<number> {
  if (foodIds !== 'all' && foodIds.length === 0) return 0;
  const recipeFilter =
    foodIds === 'all'
      ? sql`true`
      : inArray(
          recipes.id,
          db
            .selectDistinct({ id: recipeIngredients.recipeId })
            .from(recipeIngredients)
            .where(inArray(recipeIngredients.foodId, [...new Set(foodIds)])),
        );
  const rows = await db
    .select({
      id: recipes.id,
      nutritionTags: recipes.nutritionTags,
      derivedTags: recipes.derivedTags,
      // Written out with table names: drizzle leaves them off in a one-table select.
      foodTags: sql<string[]>`coalesce((
        select array_agg(distinct t) from recipe_ingredients ri
          join foods f on f.id = ri.food_id
          cross join unnest(f.tags) as t
        where ri.recipe_id = recipes.id), '{}')`,
    })
    .from(recipes)
    .where(recipeFilter);

  const changes = rows.flatMap((row) => {
    const derived = derivedContains([{ contains: row.foodTags }]);
    const nutritionTags = withDerivedTags(row.nutritionTags, row.derivedTags, derived);
    const same = (a: readonly string[], b: readonly string[]) =>
      a.length === b.length && a.every((tag, i) => tag === b[i]);
    if (same(derived, row.derivedTags) && same(nutritionTags, row.nutritionTags)) return [];
    return [
      {
        id: row.id,
        old_derived: row.derivedTags,
        old_nutrition: row.nutritionTags,
        derived,
        nutrition: nutritionTags,
      },
    ];
  });

  let changed = 0;
  for (let start = 0; start < changes.length; start += BATCH) {
    const batch = changes.slice(start, start + BATCH);
    const updated = rowsOf<{ id: string }>(
      await db.execute(sql`
        update recipes set
          derived_tags = v.derived,
          nutrition_tags = v.nutrition
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
          as v(id uuid, old_derived text[], old_nutrition text[], derived text[], nutrition text[])
        where recipes.id = v.id
          and recipes.derived_tags = v.old_derived
          and recipes.nutrition_tags = v.old_nutrition
        returning recipes.id`),
    );
    changed += updated.length;
  }
  return changed;
}
