import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * DejaVu Sans, embedded (subset) in every document: the PDF standard fonts know only Latin-1, and a
 * client's name, "½ cup", "180 °C" and "–" must print as typed.
 */
const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

let loaded: { regular: Buffer; bold: Buffer } | null = null;

/** The font files, read once per process. */
export function documentFonts(): { regular: Buffer; bold: Buffer } {
  loaded ??= {
    regular: readFileSync(join(FONT_DIR, 'DejaVuSans.ttf')),
    bold: readFileSync(join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  };
  return loaded;
}
