/**
 * Heavy packages that only rare actions need (imports, uploads, PDFs, push), loaded on first use instead
 * of at start: with stripe, nodemailer and the common-password list (each loaded where it is used once)
 * they added about 21 MB of heap and 57 MB of RSS to a server that may only ever answer catalogue and plan
 * requests. Each loader keeps its promise, so later calls cost one await. Node gives a CommonJS package's
 * exports as `default`.
 */

/** `load` run on the first call only; every call gets its promise. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

export const loadExcelJS = once(() => import('exceljs').then((m) => m.default));
export const loadJSZip = once(() => import('jszip').then((m) => m.default));
export const loadPdfKit = once(() => import('pdfkit').then((m) => m.default));
export const loadSharp = once(() => import('sharp').then((m) => m.default));
export const loadWebPush = once(() => import('web-push').then((m) => m.default));
/** An ES module: its functions are named exports. */
export const loadFileType = once(() => import('file-type'));
