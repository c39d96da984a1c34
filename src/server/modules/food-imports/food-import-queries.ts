import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  FoodImport,
  FoodImportReportFilter,
  FoodImportRowOutcome,
  ZFoodImportReportInput,
  ZFoodImportReportPage,
  ZFoodUploadPage,
} from '../../../shared/schemas/foods.ts';
import { IMPORT_REPORT_PAGE_SIZE, type ZUploadListInput } from '../../../shared/schemas/uploads.ts';
import { notFound } from '../../app-error.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { foodImports, type FoodImportRow } from '../../db/schema/index.ts';
import { listUploadsWithLastImport } from '../uploads/uploaded-files.ts';
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
      limit ${IMPORT_REPORT_PAGE_SIZE} offset ${(input.page - 1) * IMPORT_REPORT_PAGE_SIZE}`),
  );
  return {
    items: page.map((r) => r.line),
    page: input.page,
    pageSize: IMPORT_REPORT_PAGE_SIZE,
    total,
  };
}

function reportFilter(filter: FoodImportReportFilter): SQL {
  if (filter === 'all') return sql`true`;
  if (filter === 'flagged') return sql`(r.line ->> 'flagged')::boolean`;
  return sql`r.line ->> 'outcome' = ${filter}`;
}

/** The Upload Excel list: the folder's files, newest first, each with its latest import's summary. */
export function listFoodUploads(
  db: Database,
  input: z.output<typeof ZUploadListInput>,
): Promise<z.infer<typeof ZFoodUploadPage>> {
  return listUploadsWithLastImport(db, {
    folder: FOOD_FILES_FOLDER,
    page: input.page,
    imports: foodImports,
    importColumns: summaryColumns,
  });
}
