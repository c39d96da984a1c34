import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type PDFDocument from 'pdfkit';

/**
 * DejaVu Sans, embedded (subset) in every document: the PDF standard fonts know only Latin-1, and a
 * client's name, "½ cup", "180 °C" and "–" must print as typed.
 *
 * Parsing a 700 kB TrueType font and shaping every word again costs most of a document's time, so the
 * parsed fonts (pdfkit takes a parsed font as well as a file) and the words they have shaped are kept for
 * the process: a document only subsets and embeds. The shaped words are the font's own layout, the same
 * for every document; each document still records which glyphs it uses.
 */
const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
export type FontName = keyof typeof FONT_FILES;

/** The most shaped words kept per font before the cache starts again (bounded memory). */
const MAX_CACHED_WORDS = 20_000;

interface ParsedFont {
  /** pdfkit's font object: fontkit's, which pdfkit's registerFont accepts as a source. */
  font: unknown;
  layoutCache: Record<string, unknown>;
}

let parsed: Record<FontName, ParsedFont> | null = null;

function parse(PdfKit: typeof PDFDocument, file: string): ParsedFont {
  const probe = new PdfKit({ autoFirstPage: false });
  probe.registerFont('probe', readFileSync(join(FONT_DIR, file)));
  probe.font('probe');
  const embedded = (probe as unknown as { _font: { font: unknown } })._font;
  return { font: embedded.font, layoutCache: Object.create(null) as Record<string, unknown> };
}

/**
 * Registers the document fonts under `names`, sharing the parsed fonts and their shaped words. `PdfKit`
 * (the class of `doc`) parses them the first time: pdfkit is loaded with the first document, not at start.
 */
export function registerDocumentFonts(
  PdfKit: typeof PDFDocument,
  doc: PDFKit.PDFDocument,
  names: Record<FontName, string>,
): void {
  parsed ??= { regular: parse(PdfKit, FONT_FILES.regular), bold: parse(PdfKit, FONT_FILES.bold) };
  for (const key of Object.keys(names) as FontName[]) {
    const shared = parsed[key];
    if (Object.keys(shared.layoutCache).length > MAX_CACHED_WORDS) shared.layoutCache = Object.create(null);
    doc.registerFont(names[key], shared.font as Buffer);
    doc.font(names[key]);
    (doc as unknown as { _font: { layoutCache?: Record<string, unknown> } })._font.layoutCache =
      shared.layoutCache;
  }
}
