import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  desc,
  eq,
  gte,
  lte,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  RECIPE_LIST_PAGE_SIZE,
  RECIPE_PAGE_SIZE_DEFAULT,
  RECIPE_PAGE_SIZE_UNLIMITED,
  type RecipeCursor,
  type RecipeListItem,
  type ZRecipeListInput,
  type ZRecipeStatusListInput,
} from '../../../shared/schemas/recipes.ts';
import type { Database } from '../../db/client.ts';
import { recipes, savedRecipes, settings } from '../../db/schema/index.ts';
import { exactTime, selectRecipeListItems, toListItem } from './recipe-rows.ts';
import { recipesVisibleTo, type RecipeViewer } from './visibility.ts';

export interface KeysetPage {
  items: RecipeListItem[];
  nextCursor: RecipeCursor | null;
}

export interface NumberedPage {
  items: RecipeListItem[];
  nextCursor: number | null;
}

/** The published catalogue, as everyone sees it: not my recipes. */
export const inCatalogue = and(eq(recipes.status, 'published'), eq(recipes.isPrivate, false));

/** The Settings' recipe page limit, 0 meaning no limit (SPEC §9); the default before any Settings exist. */
async function cataloguePageSize(db: Database): Promise<number> {
  const [row] = await db.select({ limit: settings.recipePageLimit }).from(settings);
  if (!row) return RECIPE_PAGE_SIZE_DEFAULT;
  return row.limit > 0 ? row.limit : RECIPE_PAGE_SIZE_UNLIMITED;
}

/** Rows after the cursor in (time desc, id desc) order: the keyset that pages without gaps or repeats. */
function after(
  column: typeof recipes.updatedAt | typeof recipes.createdAt,
  cursor: RecipeCursor | null | undefined,
) {
  if (!cursor) return undefined;
  return sql`(${column}, ${recipes.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}

/** One page in (time desc, id desc) order, read one row past the page to know whether another follows. */
async function keysetPage(
  db: Database,
  viewer: RecipeViewer,
  column: typeof recipes.updatedAt | typeof recipes.createdAt,
  where: SQL | undefined,
  cursor: RecipeCursor | null | undefined,
  pageSize: number,
): Promise<KeysetPage> {
  const rows = await selectRecipeListItems(db, viewer, { cursorAt: exactTime(column) })
    .where(and(recipesVisibleTo(viewer), where, after(column, cursor)))
    .orderBy(desc(column), desc(recipes.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(toListItem),
    nextCursor: rows.length > pageSize && last ? { at: last.cursorAt, id: last.id } : null,
  };
}

/**
 * The Recipes screen (SPEC §7 "list published by updatedAt descending with last-document paging"): the
 * published catalogue, newest change first, as many a page as the Settings say, filtered by meal time,
 * by meal and nutrition tags it must all have, by nutrition tags it must not have, and by energy per serve.
 */
export async function listCatalogue(
  db: Database,
  viewer: RecipeViewer,
  input: z.output<typeof ZRecipeListInput>,
): Promise<KeysetPage> {
  const pageSize = input.limit ?? (await cataloguePageSize(db));
  const where = and(
    inCatalogue,
    input.mealTime ? arrayContains(recipes.mealTimes, [input.mealTime]) : undefined,
    input.tags.length > 0 ? arrayContains(recipes.tags, input.tags) : undefined,
    input.nutritionTags.length > 0 ? arrayContains(recipes.nutritionTags, input.nutritionTags) : undefined,
    input.excludeNutritionTags.length > 0
      ? not(arrayOverlaps(recipes.nutritionTags, input.excludeNutritionTags))
      : undefined,
    input.energyMinKj === undefined ? undefined : gte(recipes.energyKjPerServe, input.energyMinKj),
    input.energyMaxKj === undefined ? undefined : lte(recipes.energyKjPerServe, input.energyMaxKj),
  );
  return keysetPage(db, viewer, recipes.updatedAt, where, input.cursor, pageSize);
}

/**
 * The moderation lists (SPEC §6-§7 "list by status by createdAt descending"): the admins see every
 * pending, requested, declined or failed recipe; anyone else only their own (and those they customised).
 */
export async function listByStatus(
  db: Database,
  viewer: RecipeViewer,
  input: z.output<typeof ZRecipeStatusListInput>,
): Promise<KeysetPage> {
  return keysetPage(
    db,
    viewer,
    recipes.createdAt,
    eq(recipes.status, input.status),
    input.cursor,
    RECIPE_LIST_PAGE_SIZE,
  );
}

/** The user's my recipes and the recipes they customised: the My Recipes screen and its search. */
export function mineOf(viewer: RecipeViewer): SQL {
  return or(
    and(eq(recipes.userId, viewer.id), eq(recipes.isPrivate, true)),
    eq(recipes.customizedById, viewer.id),
  )!;
}

/** My Recipes (SPEC §7 "my_recipes: list by user ordered by name", with "by customized_by_id"). */
export async function listMine(
  db: Database,
  viewer: RecipeViewer,
  input: { cursor?: number | null | undefined },
): Promise<NumberedPage> {
  const page = input.cursor ?? 1;
  const rows = await selectRecipeListItems(db, viewer)
    .where(and(recipesVisibleTo(viewer), mineOf(viewer)))
    // By name ignoring case, as people read a list, whatever the database's collation (PGlite's is C).
    .orderBy(asc(sql`lower(${recipes.name})`), asc(recipes.name), asc(recipes.id))
    .limit(RECIPE_LIST_PAGE_SIZE + 1)
    .offset((page - 1) * RECIPE_LIST_PAGE_SIZE);
  return numberedPage(rows.map(toListItem), page);
}

/** The recipes the user saved and may still see, the last saved first. */
export async function listSaved(
  db: Database,
  viewer: RecipeViewer,
  input: { cursor?: number | null | undefined },
): Promise<NumberedPage> {
  const page = input.cursor ?? 1;
  const rows = await selectRecipeListItems(db, viewer)
    .innerJoin(savedRecipes, and(eq(savedRecipes.recipeId, recipes.id), eq(savedRecipes.userId, viewer.id)))
    .where(recipesVisibleTo(viewer))
    .orderBy(desc(savedRecipes.createdAt), desc(recipes.id))
    .limit(RECIPE_LIST_PAGE_SIZE + 1)
    .offset((page - 1) * RECIPE_LIST_PAGE_SIZE);
  return numberedPage(rows.map(toListItem), page);
}

/** A page of RECIPE_LIST_PAGE_SIZE from rows read one past it. */
export function numberedPage(items: RecipeListItem[], page: number): NumberedPage {
  const more = items.length > RECIPE_LIST_PAGE_SIZE;
  return { items: items.slice(0, RECIPE_LIST_PAGE_SIZE), nextCursor: more ? page + 1 : null };
}
