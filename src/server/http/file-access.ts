import { and, eq, inArray } from 'drizzle-orm';
import { isAllowed, uploadFolders, type Role } from '../../shared/access.ts';
import type { Database } from '../db/client.ts';
import { recipes, uploads } from '../db/schema/index.ts';
import { sourceKeys, type UploadFolder } from '../integrations/storage/keys.ts';
import { recipesVisibleTo } from '../modules/recipes/visibility.ts';

/** Who asks for a file: the signed-in, active user. */
export interface FileViewer {
  id: string;
  role: Role;
}

/**
 * How a stored file may be served: to anyone and cached for good (`public`), to this viewer only and
 * never kept (`private`), or not at all (`null`: answered "not found", like a file that does not exist).
 */
export type FileAccess = 'public' | 'private' | null;

/**
 * What each folder holds, and so who may fetch it (decision 018):
 * - `public`: profile photos and logos, shown on other users' screens and public pages; their keys are
 *   unguessable, so only someone who was shown the address has it.
 * - `recipe`: recipe photos, public while a published catalogue recipe shows them, otherwise only for
 *   whoever may see a recipe that shows them (its owner, its customiser, the admins) and their uploader.
 * - `uploader`: files sent for an import, for the admins and for their uploader while the uploader may
 *   still use the folder.
 * A new folder does not compile until it is given one of these.
 */
const FOLDER_POLICY: Record<UploadFolder, 'public' | 'recipe' | 'uploader'> = {
  profilephotos: 'public',
  logos: 'public',
  recipes: 'recipe',
  foods: 'uploader',
  excel: 'uploader',
  'recipe-imports': 'uploader',
};

/**
 * Whether `key` (a key of the shape the server makes) may be served, and how. `getViewer` is asked only
 * when the answer depends on who asks, so public photos cost no session lookup.
 */
export async function fileAccess(
  db: Database,
  key: string,
  getViewer: () => Promise<FileViewer | null>,
): Promise<FileAccess> {
  const folder = key.slice(0, key.indexOf('/')) as UploadFolder;
  const policy = FOLDER_POLICY[folder];
  if (policy === 'public') return 'public';
  const sources = sourceKeys(key);
  if (policy === 'recipe' && (await shownByPublicRecipe(db, sources))) return 'public';

  const viewer = await getViewer();
  if (viewer === null) return null;
  // The admins manage every upload (the upload list, imports, recipe review), so they may fetch any file.
  if (viewer.role === 'admin') return 'private';
  if (policy === 'recipe' && (await shownByRecipeVisibleTo(db, sources, viewer))) return 'private';
  if (policy === 'uploader' && !isAllowed(viewer.role, uploadFolders[folder])) return null;
  return (await uploadedBy(db, sources, viewer)) ? 'private' : null;
}

/** A published recipe out of the catalogue (not a "my recipe") shows the photo: everyone sees it. */
async function shownByPublicRecipe(db: Database, sources: string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      and(inArray(recipes.photoKey, sources), eq(recipes.status, 'published'), eq(recipes.isPrivate, false)),
    )
    .limit(1);
  return row !== undefined;
}

async function shownByRecipeVisibleTo(db: Database, sources: string[], viewer: FileViewer): Promise<boolean> {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(inArray(recipes.photoKey, sources), recipesVisibleTo(viewer)))
    .limit(1);
  return row !== undefined;
}

/** The viewer uploaded it: a photo not yet saved with a recipe, or their own import file. */
async function uploadedBy(db: Database, sources: string[], viewer: FileViewer): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.key, sources), eq(uploads.createdBy, viewer.id)))
    .limit(1);
  return row !== undefined;
}
