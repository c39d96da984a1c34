import { and, eq, inArray } from 'drizzle-orm';
import { badRequest } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { recipes, uploads } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';

/** The folder recipe photos are uploaded to (SPEC §7 Storage: recipes/). */
const RECIPE_PHOTO_FOLDER = 'recipes';

/**
 * A recipe may show a photo the user uploaded to the recipes folder, or one it already shows (`kept`: the
 * recipe's own when editing, the original's when customising, whoever uploaded it). Anything else, such
 * as another user's upload or a key made up, is refused.
 */
export async function assertPhotoUsable(
  db: Database,
  actor: Pick<Actor, 'id'>,
  photoKey: string | null,
  kept: readonly (string | null)[],
): Promise<void> {
  if (photoKey === null || kept.includes(photoKey)) return;
  const [upload] = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(
      and(
        eq(uploads.key, photoKey),
        eq(uploads.folder, RECIPE_PHOTO_FOLDER),
        eq(uploads.createdBy, actor.id),
      ),
    );
  if (!upload) throw badRequest('recipePhotoNotFound');
}

/**
 * Lets go of photos a recipe no longer shows (replaced, removed, or the recipe deleted): each one that no
 * other recipe shows either (a customised copy shares its original's) loses its upload row. Returns the
 * keys whose files to delete once the transaction has committed.
 */
export async function releasePhotos(db: Database, keys: readonly (string | null)[]): Promise<string[]> {
  const candidates = [...new Set(keys.filter((key): key is string => key !== null))];
  if (candidates.length === 0) return [];
  const stillShown = await db
    .selectDistinct({ key: recipes.photoKey })
    .from(recipes)
    .where(inArray(recipes.photoKey, candidates));
  const shown = new Set(stillShown.map((row) => row.key));
  const released = candidates.filter((key) => !shown.has(key));
  if (released.length > 0) await db.delete(uploads).where(inArray(uploads.key, released));
  return released;
}
