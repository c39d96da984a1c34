import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { deleteFilesAfterCommit } from '../users/stored-files.ts';
import { RECIPE_FILES_FOLDER } from './start-recipe-import.ts';

/**
 * Deletes an uploaded recipe file: its row (and with it, by foreign key, its import and report), then the
 * stored file. The recipes it created stay. An import still running stops before its next recipe.
 */
export async function deleteRecipeUpload(
  ctx: { db: Database; storage: Storage; log: Logger },
  uploadId: string,
): Promise<void> {
  const [deleted] = await ctx.db
    .delete(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.folder, RECIPE_FILES_FOLDER)))
    .returning({ key: uploads.key });
  if (!deleted) throw notFound();
  await deleteFilesAfterCommit(ctx, [deleted.key]);
}
