/** Constants of the PDF documents, without zod: the download dialog imports them (decision 039). */

/** Paper a PDF is laid out on: the reader's choice, A4 unless they say Letter. */
export const DOCUMENT_PAPER_SIZES = ['A4', 'Letter'] as const;
export type DocumentPaperSize = (typeof DOCUMENT_PAPER_SIZES)[number];

/** A generated PDF as the browser saves it: its file name and its bytes in base64. */
export interface PdfFile {
  fileName: string;
  contentType: 'application/pdf';
  base64: string;
}
