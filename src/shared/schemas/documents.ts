import { z } from 'zod';

/** Paper a PDF is laid out on: the reader's choice, A4 unless they say Letter. */
export const DOCUMENT_PAPER_SIZES = ['A4', 'Letter'] as const;
export const ZPaperSize = z.enum(DOCUMENT_PAPER_SIZES).default('A4');
export type DocumentPaperSize = (typeof DOCUMENT_PAPER_SIZES)[number];

export const ZPlanDocumentInput = z.object({ id: z.uuid(), paper: ZPaperSize });
export const ZRecipeDocumentInput = z.object({ id: z.uuid(), paper: ZPaperSize });

/** A generated PDF as the browser saves it: its file name and its bytes in base64. */
export const ZPdfFile = z.object({
  fileName: z.string(),
  contentType: z.literal('application/pdf'),
  base64: z.string(),
});
export type PdfFile = z.infer<typeof ZPdfFile>;
