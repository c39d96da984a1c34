import { z } from 'zod';

import { DOCUMENT_PAPER_SIZES, type DocumentPaperSize, type PdfFile } from '../constants/documents.ts';

export { DOCUMENT_PAPER_SIZES, type DocumentPaperSize };
export const ZPaperSize = z.enum(DOCUMENT_PAPER_SIZES).default('A4');

export const ZPlanDocumentInput = z.object({ id: z.uuid(), paper: ZPaperSize });
export const ZRecipeDocumentInput = z.object({ id: z.uuid(), paper: ZPaperSize });

/** A generated PDF as the browser saves it: its file name and its bytes in base64. */
export const ZPdfFile = z.object({
  fileName: z.string(),
  contentType: z.literal('application/pdf'),
  base64: z.string(),
}) satisfies z.ZodType<PdfFile>;
export type { PdfFile };

export const ZPlanChargeInput = z.object({ id: z.uuid() });

/** What downloading a meal plan now costs (decision 057), told before the download. */
export const ZPlanCharge = z.object({
  /** Whether the download will take one of the user's download credits. */
  takesCredit: z.boolean(),
  /** Until when the plan's latest credit covers every change to it; null when no credit covers it now. */
  coveredUntil: z.date().nullable(),
  /** The user's download credits (-1 unlimited). */
  downloadCredits: z.number().int(),
});
export type PlanCharge = z.infer<typeof ZPlanCharge>;
