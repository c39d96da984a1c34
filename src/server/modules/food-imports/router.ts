import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  FOOD_IMPORT_KINDS,
  ZFoodImport,
  ZFoodImportReportInput,
  ZFoodImportReportPage,
  ZFoodImportStartInput,
  ZFoodUploadPage,
} from '../../../shared/schemas/foods.ts';
import { ZImportIdInput, ZUploadIdInput, ZUploadListInput } from '../../../shared/schemas/uploads.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { deleteUploadedFile } from '../uploads/uploaded-files.ts';
import { getFoodImport, getFoodImportReport, listFoodUploads } from './food-import-queries.ts';
import { FOOD_FILES_FOLDER, startFoodImport } from './start-food-import.ts';

const admin = procedureFor(access.excel);

/**
 * Upload Excel (admin): food files sent to the `excel` upload folder, their imports and reports. The
 * template to fill in is a download: GET /api/food-imports/template (src/server/http/food-import-template.ts).
 */
export const foodImportsRouter = router({
  list: admin
    .input(ZUploadListInput)
    .output(ZFoodUploadPage)
    .query(({ ctx, input }) => listFoodUploads(ctx.db, input)),

  start: admin
    .input(ZFoodImportStartInput)
    .output(
      z.object({
        importId: z.string(),
        kind: z.enum(FOOD_IMPORT_KINDS),
        messageKey: z.literal('importStarted'),
      }),
    )
    .mutation(async ({ ctx, input }) => ({
      ...(await startFoodImport(ctx, input)),
      messageKey: 'importStarted' as const,
    })),

  get: admin
    .input(ZImportIdInput)
    .output(ZFoodImport)
    .query(({ ctx, input }) => getFoodImport(ctx.db, input.id)),

  report: admin
    .input(ZFoodImportReportInput)
    .output(ZFoodImportReportPage)
    .query(({ ctx, input }) => getFoodImportReport(ctx.db, input)),

  deleteUpload: admin
    .input(ZUploadIdInput)
    .output(z.object({ messageKey: z.literal('fileDeleted') }))
    .mutation(async ({ ctx, input }) => {
      await deleteUploadedFile(ctx, FOOD_FILES_FOLDER, input.uploadId);
      return { messageKey: 'fileDeleted' as const };
    }),
});
