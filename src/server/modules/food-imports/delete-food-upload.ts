import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { deleteFilesAfterCommit } from '../users/stored-files.ts';
import { FOOD_FILES_FOLDER } from './start-food-import.ts';

/**
 * Deletes an uploaded food file: its row (and with it, by foreign key, its imports and their reports),
 * then the stored file. The foods it brought in stay. An import still running stops at its next chunk.
 */
export async function deleteFoodUpload(
  ctx: { db: Database; storage: Storage; log: Logger },
  uploadId: string,
): Promise<void> {
  const [deleted] = await ctx.db
    .delete(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.folder, FOOD_FILES_FOLDER)))
    .returning({ key: uploads.key });
  if (!deleted) throw notFound();
  await deleteFilesAfterCommit(ctx, [deleted.key]);
}
