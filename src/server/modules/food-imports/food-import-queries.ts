import { count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FOOD_IMPORT_REPORT_PAGE_SIZE,
  FOOD_UPLOADS_PAGE_SIZE,
  type FoodImport,
  type FoodImportReportFilter,
  type FoodImportRowOutcome,
  type ZFoodImportReportInput,
  type ZFoodImportReportPage,
  type ZFoodUploadListInput,
  type ZFoodUploadPage,
} from '../../../shared/schemas/foods.ts';
import { notFound } from '../../app-error.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { foodImports, uploads, users, type FoodImportRow } from '../../db/schema/index.ts';
import { FOOD_FILES_FOLDER } from './start-food-import.ts';

/** Everything of an import but its report, which comes a page at a time. */
const summaryColumns = {
  id: foodImports.id,
  uploadId: foodImports.uploadId,
  kind: foodImports.kind,
  status: foodImports.status,
  processed: foodImports.processed,
  total: foodImports.total,
  added: foodImports.added,
  updated: foodImports.updated,
  unchanged: foodImports.unchanged,
  skipped: foodImports.skipped,
  flagged: foodImports.flagged,
  error: foodImports.error,
  createdAt: foodImports.createdAt,
  finishedAt: foodImports.finishedAt,
} satisfies Partial<Record<keyof FoodImportRow, unknown>>;

/** One import's progress and counts, for the progress bar the screen polls. */
export async function getFoodImport(db: Database, id: string): Promise<FoodImport> {
  const [found] = await db.select(summaryColumns).from(foodImports).where(eq(foodImports.id, id));
  if (!found) throw notFound();
  return found;
}

/** A page of an import's per-row report, in file order, showing one outcome, the flagged rows, or all. */
export async function getFoodImportReport(
  db: Database,
  input: z.output<typeof ZFoodImportReportInput>,
): Promise<z.infer<typeof ZFoodImportReportPage>> {
  const [found] = await db
    .select({ id: foodImports.id })
    .from(foodImports)
    .where(eq(foodImports.id, input.id));
  if (!found) throw notFound();
  const rows = sql`jsonb_array_elements(coalesce(${foodImports.report} -> 'rows', '[]'::jsonb)) with ordinality as r(line, position)`;
  const where = sql`${foodImports.id} = ${input.id} and ${reportFilter(input.filter)}`;
  const [{ total } = { total: 0 }] = rowsOf<{ total: number }>(
    await db.execute(
      sql`select count(*)::int as total from ${foodImports} cross join lateral ${rows} where ${where}`,
    ),
  );
  const page = rowsOf<{ line: FoodImportRowOutcome }>(
    await db.execute(sql`
      select r.line from ${foodImports} cross join lateral ${rows} where ${where}
      order by r.position
      limit ${FOOD_IMPORT_REPORT_PAGE_SIZE} offset ${(input.page - 1) * FOOD_IMPORT_REPORT_PAGE_SIZE}`),
  );
  return {
    items: page.map((r) => r.line),
    page: input.page,
    pageSize: FOOD_IMPORT_REPORT_PAGE_SIZE,
    total,
  };
}

function reportFilter(filter: FoodImportReportFilter): SQL {
  if (filter === 'all') return sql`true`;
  if (filter === 'flagged') return sql`(r.line ->> 'flagged')::boolean`;
  return sql`r.line ->> 'outcome' = ${filter}`;
}

/** The Upload Excel list: the folder's files, newest first, each with its latest import's summary. */
export async function listFoodUploads(
  db: Database,
  input: z.output<typeof ZFoodUploadListInput>,
): Promise<z.infer<typeof ZFoodUploadPage>> {
  const inFolder = eq(uploads.folder, FOOD_FILES_FOLDER);
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
    .limit(FOOD_UPLOADS_PAGE_SIZE)
    .offset((input.page - 1) * FOOD_UPLOADS_PAGE_SIZE);
  const latest =
    files.length === 0
      ? []
      : await db
          .selectDistinctOn([foodImports.uploadId], summaryColumns)
          .from(foodImports)
          .where(
            inArray(
              foodImports.uploadId,
              files.map((f) => f.id),
            ),
          )
          .orderBy(foodImports.uploadId, desc(foodImports.createdAt));
  const latestByUpload = new Map(latest.map((i) => [i.uploadId, i]));
  return {
    items: files.map(({ firstName, lastName, ...file }) => ({
      ...file,
      createdByName: firstName === null ? null : [firstName, lastName].filter(Boolean).join(' '),
      lastImport: latestByUpload.get(file.id) ?? null,
    })),
    page: input.page,
    pageSize: FOOD_UPLOADS_PAGE_SIZE,
    total,
  };
}
