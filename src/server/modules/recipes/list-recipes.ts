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
  type Placeholder,
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
import { preparedFor } from '../../db/prepared.ts';
import { pickerSafety, withConflicts, type PickerSafety } from '../meal-plans/plan-picker.ts';
import { exactTime, selectRecipeListItems, toListItem, type ListRow } from './recipe-rows.ts';
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
  cursor: RecipeCursor | { at: Placeholder; id: Placeholder } | null | undefined,
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
  return pageOf(rows, pageSize);
}

/** A page of rows read one past the page, with the cursor of the next page if there is one. */
function pageOf(rows: (ListRow & { cursorAt: string })[], pageSize: number): KeysetPage {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(toListItem),
    nextCursor: rows.length > pageSize && last ? { at: last.cursorAt, id: last.id } : null,
  };
}

/**
 * The catalogue's pages with no filter, newest change first: the Recipes screen as it opens, and most of its
 * load. Prepared once per database (decision 046): drizzle building this query's text was about an eighth
 * of the server's time on recipes.list (bench:api's profile). Every viewer sees the same published
 * catalogue, so its visibility rule is `inCatalogue` alone; only whether the viewer saved a row differs.
 */
const plainCataloguePage = preparedFor((db) => {
  const page = (afterCursor: boolean, name: string) =>
    selectRecipeListItems(db, { id: sql.placeholder('viewerId') }, { cursorAt: exactTime(recipes.updatedAt) })
      .where(
        and(
          inCatalogue,
          after(
            recipes.updatedAt,
            afterCursor ? { at: sql.placeholder('at'), id: sql.placeholder('id') } : null,
          ),
        ),
      )
      .orderBy(desc(recipes.updatedAt), desc(recipes.id))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  return { first: page(false, 'recipes_catalogue_first'), after: page(true, 'recipes_catalogue_after') };
});

function hasFilters(input: z.output<typeof ZRecipeListInput>): boolean {
  return (
    Boolean(input.mealTime) ||
    input.tags.length > 0 ||
    input.nutritionTags.length > 0 ||
    input.excludeNutritionTags.length > 0 ||
    input.energyMinKj !== undefined ||
    input.energyMaxKj !== undefined
  );
}

/**
 * The Recipes screen (SPEC §7 "list published by updatedAt descending with last-document paging"): the
 * published catalogue, newest change first, as many a page as the Settings say, filtered by meal time,
 * by meal and nutrition tags it must all have, by nutrition tags it must not have, and by energy per serve.
 * For a plan's picker (`forPlanId`), the plan owner's own private and unreviewed recipes are listed too, and
 * what goes against the plan's client record is left out in the query, or with `showConflicting` marked on
 * each recipe (plan-picker.ts).
 */
export async function listCatalogue(
  db: Database,
  viewer: RecipeViewer,
  input: z.output<typeof ZRecipeListInput>,
): Promise<KeysetPage> {
  const safety = await pickerSafety(db, viewer, input);
  const page = await cataloguePage(db, viewer, input, safety);
  return { ...page, items: await withConflicts(db, page.items, safety) };
}

async function cataloguePage(
  db: Database,
  viewer: RecipeViewer,
  input: z.output<typeof ZRecipeListInput>,
  safety: PickerSafety | null,
): Promise<KeysetPage> {
  const pageSize = input.limit ?? (await cataloguePageSize(db));
  if (!hasFilters(input) && !safety) {
    const queries = plainCataloguePage(db);
    const rows = await (input.cursor
      ? queries.after.execute({
          viewerId: viewer.id,
          at: input.cursor.at,
          id: input.cursor.id,
          limit: pageSize + 1,
        })
      : queries.first.execute({ viewerId: viewer.id, limit: pageSize + 1 }));
    return pageOf(rows, pageSize);
  }
  const where = and(
    // A plan's picker also offers the plan owner's own private and unreviewed recipes (plannableBy).
    safety?.offered ?? inCatalogue,
    input.mealTime ? arrayContains(recipes.mealTimes, [input.mealTime]) : undefined,
    input.tags.length > 0 ? arrayContains(recipes.tags, input.tags) : undefined,
    input.nutritionTags.length > 0 ? arrayContains(recipes.nutritionTags, input.nutritionTags) : undefined,
    input.excludeNutritionTags.length > 0
      ? not(arrayOverlaps(recipes.nutritionTags, input.excludeNutritionTags))
      : undefined,
    input.energyMinKj === undefined ? undefined : gte(recipes.energyKjPerServe, input.energyMinKj),
    input.energyMaxKj === undefined ? undefined : lte(recipes.energyKjPerServe, input.energyMaxKj),
    safety?.exclude,
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
