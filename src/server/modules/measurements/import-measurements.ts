import { and, eq } from 'drizzle-orm';
import type { MeasurementImportResult } from '../../../shared/schemas/foods.ts';
import { badRequest, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { addNewMeasurements } from './add-new-measurements.ts';
import { readMeasurementFile, UnreadableMeasurementFile } from './measurement-file.ts';

export interface ImportContext {
  db: Database;
  storage: Storage;
}

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Adds the new measurements of a dataset the admin sent to the `excel` upload folder (the upload
 * endpoint has already checked the bytes: an XLSX workbook, or UTF-8 text that is CSV or JSON). A
 * measurements file is small (AFCD's has a few thousand rows), so it is read within the request and the
 * admin sees the counts at once.
 */
export async function importMeasurementUpload(
  ctx: ImportContext,
  uploadId: string,
): Promise<MeasurementImportResult> {
  const [upload] = await ctx.db
    .select({ key: uploads.key, contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.folder, 'excel')));
  if (!upload) throw notFound();
  const isWorkbook = upload.contentType === XLSX_CONTENT_TYPE;
  // Anything else the excel folder keeps (a zipped dataset) is no measurements file.
  if (!isWorkbook && !upload.contentType.startsWith('text/')) throw badRequest('measurementFileUnreadable');
  const stored = await ctx.storage.get(upload.key);
  if (!stored) throw notFound();
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  let file;
  try {
    file = await readMeasurementFile(Buffer.concat(chunks), isWorkbook);
  } catch (err) {
    if (err instanceof UnreadableMeasurementFile) throw badRequest('measurementFileUnreadable');
    throw err;
  }
  return addNewMeasurements(ctx.db, file);
}
