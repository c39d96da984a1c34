import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import type JSZip from 'jszip';
import type { FoodImportKind } from '../../../shared/schemas/foods.ts';
import { loadJSZip } from '../../lazy-packages.ts';
import { AFCD_KEY_HEADER, parseAfcdWorkbook } from './afcd-parser.ts';
import { FoodFileError, type ParsedFoodRow } from './food-rows.ts';
import { normaliseHeader } from './spreadsheet-cells.ts';
import { looksLikeAbbrev, parseSr28, SR28_FILES } from './sr28-parser.ts';
import { isTemplateHeader, parseTemplateWorkbook } from './template-parser.ts';
import { workbookRows } from './workbook-rows.ts';

/** A workbook whose first rows hold no header we know is not a food file; reading stops after this many. */
const DETECTION_ROW_LIMIT = 2_000;
/** SR28's ABBREV.txt is 2.2 MB; an archive entry that inflates past this is not SR28 (or is a zip bomb). */
const MAX_ENTRY_BYTES = 64 * 1024 * 1024;

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** What kind of food file the bytes are, or null when they are none we read. */
export async function detectFoodFileKind(data: Buffer): Promise<FoodImportKind | null> {
  const JSZip = await loadJSZip();
  try {
    if (isZip(data)) {
      const zip = await JSZip.loadAsync(data);
      if (zip.file('xl/workbook.xml')) return await detectWorkbookKind(data);
      return findEntry(zip, SR28_FILES.abbrev) ? 'sr28' : null;
    }
    return looksLikeAbbrev(decodeText(data)) ? 'sr28' : null;
  } catch {
    // Not a readable zip or workbook.
    return null;
  }
}

async function detectWorkbookKind(data: Buffer): Promise<FoodImportKind | null> {
  let rowsRead = 0;
  for await (const { cells } of workbookRows(data)) {
    if (cells.some((cell) => normaliseHeader(cell) === AFCD_KEY_HEADER)) return 'afcd';
    if (isTemplateHeader(cells)) return 'template';
    rowsRead += 1;
    if (rowsRead >= DETECTION_ROW_LIMIT) return null;
  }
  return null;
}

/**
 * Every row of a food file of the given kind. A file that is not of that kind, or is damaged, is a
 * FoodFileError with words for the admin.
 */
export async function readFoodFile(data: Buffer, kind: FoodImportKind): Promise<ParsedFoodRow[]> {
  try {
    switch (kind) {
      case 'afcd':
        return await parseAfcdWorkbook(data);
      case 'template':
        return await parseTemplateWorkbook(data);
      case 'sr28':
        return parseSr28(await readSr28Files(data));
    }
  } catch (error) {
    if (error instanceof FoodFileError) throw error;
    throw new FoodFileError(`The file could not be read as ${KIND_WORDS[kind]}.`, { cause: error });
  }
}

const KIND_WORDS: Record<FoodImportKind, string> = {
  template: 'the food template',
  afcd: 'the AFCD workbook',
  sr28: 'SR28',
};

/**
 * SR28 comes as a zip holding ABBREV.txt (and FOOD_DES.txt for the foods' full names), or as ABBREV.txt
 * on its own, whose names are then USDA's upper-case short descriptions.
 */
async function readSr28Files(data: Buffer): Promise<{ abbrev: string; foodDescriptions?: string }> {
  if (!isZip(data)) {
    const abbrev = decodeText(data);
    if (!looksLikeAbbrev(abbrev)) throw new FoodFileError('This is not SR28’s ABBREV.txt.');
    return { abbrev };
  }
  const zip = await (await loadJSZip()).loadAsync(data);
  const abbrevEntry = findEntry(zip, SR28_FILES.abbrev);
  if (!abbrevEntry) throw new FoodFileError('The zip file holds no ABBREV.txt.');
  const descriptionsEntry = findEntry(zip, SR28_FILES.foodDescriptions);
  return {
    abbrev: decodeText(await readEntry(abbrevEntry)),
    ...(descriptionsEntry ? { foodDescriptions: decodeText(await readEntry(descriptionsEntry)) } : {}),
  };
}

function isZip(data: Buffer): boolean {
  return data.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE);
}

/** The entry of that file name in any folder of the archive, ignoring case. */
function findEntry(zip: JSZip, fileName: string): JSZip.JSZipObject | undefined {
  const wanted = fileName.toLowerCase();
  return Object.values(zip.files).find(
    (entry) => !entry.dir && entry.name.split('/').pop()?.toLowerCase() === wanted,
  );
}

/** Inflates one entry, refusing to go past MAX_ENTRY_BYTES. */
async function readEntry(entry: JSZip.JSZipObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // JSZip's stream is an old-style one; wrapped, it can be read with for await.
  for await (const chunk of new Readable().wrap(entry.nodeStream('nodebuffer'))) {
    size += (chunk as Buffer).length;
    if (size > MAX_ENTRY_BYTES) throw new FoodFileError(`${entry.name} is too large to be SR28.`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * USDA's SR28 files are Windows-1252 text ("Entrée"); a file saved again as UTF-8 is read as UTF-8.
 */
export function decodeText(data: Buffer): string {
  return isUtf8(data) ? data.toString('utf8') : new TextDecoder('windows-1252').decode(data);
}
