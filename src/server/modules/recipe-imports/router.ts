import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  RECIPE_IMPORT_KINDS,
  ZRecipeImport,
  ZRecipeImportReportInput,
  ZRecipeImportReportPage,
  ZRecipeImportUploadPage,
} from '../../../shared/schemas/recipe-imports.ts';
import { ZImportIdInput, ZUploadIdInput, ZUploadListInput } from '../../../shared/schemas/uploads.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { deleteUploadedFile } from '../uploads/uploaded-files.ts';
import { getRecipeImport, getRecipeImportReport, listRecipeImportUploads } from './recipe-import-queries.ts';
import { RECIPE_FILES_FOLDER, startRecipeImport } from './start-recipe-import.ts';

const admin = procedureFor(access.importRecipes);

/**
 * Import recipes (admin): recipe files sent to the `recipe-imports` upload folder, their imports and
 * reports. The template to fill in is a download: GET /api/recipe-imports/template
 * (src/server/http/recipe-import-template.ts).
 */
export const recipeImportsRouter = router({
  list: admin
    .input(ZUploadListInput)
    .output(ZRecipeImportUploadPage)
    .query(({ ctx, input }) => listRecipeImportUploads(ctx.db, input)),

  start: admin
    .input(ZUploadIdInput)
    .output(
      z.object({
        importId: z.string(),
        kind: z.enum(RECIPE_IMPORT_KINDS),
        messageKey: z.literal('importStarted'),
      }),
    )
    .mutation(async ({ ctx, input }) => ({
      ...(await startRecipeImport(ctx, input.uploadId)),
      messageKey: 'importStarted' as const,
    })),

  get: admin
    .input(ZImportIdInput)
    .output(ZRecipeImport)
    .query(({ ctx, input }) => getRecipeImport(ctx.db, input.id)),

  report: admin
    .input(ZRecipeImportReportInput)
    .output(ZRecipeImportReportPage)
    .query(({ ctx, input }) => getRecipeImportReport(ctx.db, input)),

  deleteUpload: admin
    .input(ZUploadIdInput)
    .output(z.object({ messageKey: z.literal('fileDeleted') }))
    .mutation(async ({ ctx, input }) => {
      await deleteUploadedFile(ctx, RECIPE_FILES_FOLDER, input.uploadId);
      return { messageKey: 'fileDeleted' as const };
    }),
});
