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
