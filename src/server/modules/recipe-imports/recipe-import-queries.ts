import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  RecipeImport,
  RecipeImportReportFilter,
  ZRecipeImportReportInput,
  ZRecipeImportReportPage,
  ZRecipeImportUploadPage,
} from '../../../shared/schemas/recipe-imports.ts';
import { IMPORT_REPORT_PAGE_SIZE, type ZUploadListInput } from '../../../shared/schemas/uploads.ts';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { recipeImportLines, recipeImports, recipes, type RecipeImportRow } from '../../db/schema/index.ts';
import { listUploadsWithLastImport } from '../uploads/uploaded-files.ts';
import { RECIPE_FILES_FOLDER } from './start-recipe-import.ts';

/** Everything of an import but its report, which comes a page at a time. */
const summaryColumns = {
  id: recipeImports.id,
  uploadId: recipeImports.uploadId,
  kind: recipeImports.kind,
  status: recipeImports.status,
  processed: recipeImports.processed,
  total: recipeImports.total,
  recipesCreated: recipeImports.recipesCreated,
  recipesPublished: recipeImports.recipesPublished,
  recipesInError: recipeImports.recipesInError,
  linesMatched: recipeImports.linesMatched,
  linesUnmatched: recipeImports.linesUnmatched,
  sectionHeaders: recipeImports.sectionHeaders,
  notes: recipeImports.notes,
  error: recipeImports.error,
  createdAt: recipeImports.createdAt,
  finishedAt: recipeImports.finishedAt,
} satisfies Partial<Record<keyof RecipeImportRow, unknown>>;

/** One import's progress and counts, for the progress bar the screen polls. */
export async function getRecipeImport(db: Database, id: string): Promise<RecipeImport> {
  const [found] = await db.select(summaryColumns).from(recipeImports).where(eq(recipeImports.id, id));
  if (!found) throw notFound();
  return found;
}

/** A page of an import's report in file order: the unmatched lines, the notes, the matched lines, or all. */
export async function getRecipeImportReport(
  db: Database,
  input: z.output<typeof ZRecipeImportReportInput>,
): Promise<z.infer<typeof ZRecipeImportReportPage>> {
  const [found] = await db
    .select({ id: recipeImports.id })
    .from(recipeImports)
    .where(eq(recipeImports.id, input.id));
  if (!found) throw notFound();
  const where = and(eq(recipeImportLines.importId, input.id), reportFilter(input.filter));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(recipeImportLines).where(where);
  const rows = await db
    .select({
      id: recipeImportLines.id,
      recipeNumber: recipeImportLines.recipeNumber,
      lineNumber: recipeImportLines.lineNumber,
      recipeName: recipeImportLines.recipeName,
      recipeId: recipeImportLines.recipeId,
      recipeStatus: recipes.status,
      line: recipeImportLines.line,
      outcome: recipeImportLines.outcome,
      reason: recipeImportLines.reason,
      message: recipeImportLines.message,
      foodName: recipeImportLines.foodName,
      amount: recipeImportLines.measure,
    })
    .from(recipeImportLines)
    .leftJoin(recipes, eq(recipes.id, recipeImportLines.recipeId))
    .where(where)
    .orderBy(
      asc(recipeImportLines.recipeNumber),
      asc(recipeImportLines.lineNumber),
      asc(recipeImportLines.id),
    )
    .limit(IMPORT_REPORT_PAGE_SIZE)
    .offset((input.page - 1) * IMPORT_REPORT_PAGE_SIZE);
  return { items: rows, page: input.page, pageSize: IMPORT_REPORT_PAGE_SIZE, total };
}

function reportFilter(filter: RecipeImportReportFilter): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'unmatched':
      return eq(recipeImportLines.outcome, 'unmatched');
    case 'matched':
      return eq(recipeImportLines.outcome, 'matched');
    case 'notes':
      return or(
        eq(recipeImportLines.outcome, 'note'),
        and(eq(recipeImportLines.outcome, 'matched'), sql`${recipeImportLines.message} <> ''`),
      );
  }
}

/** Import recipes' list: the folder's files, newest first, each with its import's summary. */
export function listRecipeImportUploads(
  db: Database,
  input: z.output<typeof ZUploadListInput>,
): Promise<z.infer<typeof ZRecipeImportUploadPage>> {
  return listUploadsWithLastImport(db, {
    folder: RECIPE_FILES_FOLDER,
    page: input.page,
    imports: recipeImports,
    importColumns: summaryColumns,
  });
}
