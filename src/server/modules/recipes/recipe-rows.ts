import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { RecipeListItem } from '../../../shared/schemas/recipes.ts';
import type { Database } from '../../db/client.ts';
import { recipes, savedRecipes, users } from '../../db/schema/index.ts';
import { variantKeys } from '../../integrations/storage/keys.ts';
import type { RecipeViewer } from './visibility.ts';

/** Where the browser fetches a stored file (GET /files/{key}). */
const fileUrl = (key: string) => `/files/${key}`;

/** A photo and its resized copies; the copies appear shortly after upload, so a screen falls back to `url`. */
export function recipePhoto(key: string | null): RecipeListItem['photo'] {
  if (key === null) return null;
  const variants = variantKeys(key);
  return {
    key,
    url: fileUrl(key),
    thumbUrl: fileUrl(variants.thumb),
    mediumUrl: fileUrl(variants.medium),
    largeUrl: fileUrl(variants.large),
  };
}

/** The full name of the user joined as `users`; null when the account is gone. */
export const userFullName = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

/**
 * The exact stored time of a timestamp column, to the microsecond (a JavaScript Date keeps milliseconds),
 * for the keyset cursors of the lists.
 */
export function exactTime(column: typeof recipes.updatedAt | typeof recipes.createdAt): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Who a list is read for: a user's id, or a prepared query's placeholder for it. */
type ListViewer = { id: RecipeViewer['id'] | Placeholder<'viewerId'> };

function listColumns(viewer: ListViewer) {
  return {
    id: recipes.id,
    name: recipes.name,
    photoKey: recipes.photoKey,
    mealTimes: recipes.mealTimes,
    tags: recipes.tags,
    nutritionTags: recipes.nutritionTags,
    numberOfServes: recipes.numberOfServes,
    servingValues: recipes.servingValues,
    energyKjPerServe: recipes.energyKjPerServe,
    status: recipes.status,
    isPrivate: recipes.isPrivate,
    isCustomized: recipes.isCustomized,
    userId: recipes.userId,
    ownerName: userFullName,
    customizedById: recipes.customizedById,
    customizedByName: recipes.customizedByName,
    isSaved: sql<boolean>`exists (select 1 from ${savedRecipes} where ${savedRecipes.userId} = ${viewer.id} and ${savedRecipes.recipeId} = ${recipes.id})`,
    createdAt: recipes.createdAt,
    updatedAt: recipes.updatedAt,
  };
}

type ListColumns = ReturnType<typeof listColumns>;

/** Recipes as list rows, with their owner's name and whether the viewer saved them (and `extra` columns). */
export function selectRecipeListItems<E extends SelectedFields = Record<never, never>>(
  db: Database,
  viewer: ListViewer,
  extra?: E,
) {
  return db
    .select({ ...listColumns(viewer), ...(extra as E) })
    .from(recipes)
    .leftJoin(users, eq(users.id, recipes.userId))
    .$dynamic();
}

export type ListRow = SelectResultFields<ListColumns>;

/** A list row as the screens get it: the photo with its copies' addresses. */
export function toListItem(row: ListRow): RecipeListItem {
  return {
    id: row.id,
    name: row.name,
    photo: recipePhoto(row.photoKey),
    mealTimes: row.mealTimes,
    tags: row.tags,
    nutritionTags: row.nutritionTags,
    numberOfServes: row.numberOfServes,
    servingValues: row.servingValues,
    energyKjPerServe: row.energyKjPerServe,
    status: row.status,
    isPrivate: row.isPrivate,
    isCustomized: row.isCustomized,
    userId: row.userId,
    ownerName: row.ownerName,
    customizedById: row.customizedById,
    customizedByName: row.customizedByName,
    isSaved: row.isSaved,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
