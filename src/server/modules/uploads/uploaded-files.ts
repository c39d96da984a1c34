import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Logger } from 'pino';
import { UPLOADS_PAGE_SIZE } from '../../../shared/schemas/uploads.ts';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { uploads, users } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { deleteFilesAfterCommit } from '../users/stored-files.ts';

/**
 * The files of an upload folder that an admin screen imports (Upload Excel, Import recipes): listed with
 * their latest import, and deleted. Each import module says which folder and which table of imports.
 */

/** A table of imports: each row belongs to an upload and is newer than the ones before it. */
type ImportTable = PgTable & { uploadId: PgColumn; createdAt: PgColumn };

/** The folder's files, newest first, 20 a page, each with the summary (`importColumns`) of its latest import. */
export async function listUploadsWithLastImport<Columns extends SelectedFields & { uploadId: PgColumn }>(
  db: Database,
  options: { folder: string; page: number; imports: ImportTable; importColumns: Columns },
) {
  const { folder, page, imports, importColumns } = options;
  const inFolder = eq(uploads.folder, folder);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(uploads).where(inFolder);
  const files = await db
    .select({
      id: uploads.id,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      size: uploads.size,
      createdAt: uploads.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(uploads)
    .leftJoin(users, eq(users.id, uploads.createdBy))
    .where(inFolder)
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(UPLOADS_PAGE_SIZE)
    .offset((page - 1) * UPLOADS_PAGE_SIZE);
  const latest =
    files.length === 0
      ? []
      : await db
          .selectDistinctOn([imports.uploadId], importColumns)
          .from(imports)
          .where(
            inArray(
              imports.uploadId,
              files.map((f) => f.id),
            ),
          )
          .orderBy(imports.uploadId, desc(imports.createdAt));
  // Drizzle cannot work out the rows' type from columns not known yet: they are the columns asked for.
  const latestByUpload = new Map(
    (latest as SelectResultFields<Columns>[]).map((summary) => [summary.uploadId as string | null, summary]),
  );
  return {
    items: files.map(({ firstName, lastName, ...file }) => ({
      ...file,
      createdByName: firstName === null ? null : [firstName, lastName].filter(Boolean).join(' '),
      lastImport: latestByUpload.get(file.id) ?? null,
    })),
    page,
    pageSize: UPLOADS_PAGE_SIZE,
    total,
  };
}

/**
 * Deletes an uploaded file of the folder: its row (and with it, by foreign key, its imports and their
 * reports), then the stored file. What its imports brought in (foods, recipes) stays. An import still
 * running stops before its next step: it finds its upload gone.
 */
export async function deleteUploadedFile(
  ctx: { db: Database; storage: Storage; log: Logger },
  folder: string,
  uploadId: string,
): Promise<void> {
  const [deleted] = await ctx.db
    .delete(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.folder, folder)))
    .returning({ key: uploads.key });
  if (!deleted) throw notFound();
  await deleteFilesAfterCommit(ctx, [deleted.key]);
}
