import { Readable } from 'node:stream';
import type { CellValue } from 'exceljs';
import type JSZip from 'jszip';
import { loadExcelJS, loadJSZip } from '../../lazy-packages.ts';

/** One row of a worksheet: `cells[1]` is column A, as exceljs numbers them. */
export interface SheetRow {
  sheet: string;
  row: number;
  cells: readonly CellValue[];
}

/**
 * The rows of every worksheet of an .xlsx file, in order, read as a stream: a large workbook is parsed a
 * piece at a time, so the server keeps answering requests while it reads (a whole-workbook load of the
 * AFCD file holds the event loop for seconds). Stop iterating to stop reading.
 */
export async function* workbookRows(data: Buffer): AsyncGenerator<SheetRow> {
  const ExcelJS = await loadExcelJS();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(await partsFirst(data)), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    // The reader knows the sheet's name; its type declarations do not say so.
    const sheet = (worksheet as unknown as { name?: string }).name ?? '';
    for await (const row of worksheet) {
      yield { sheet, row: row.number, cells: row.values as CellValue[] };
    }
  }
}

/** The workbook parts the streaming reader needs before any worksheet. */
const WORKBOOK_PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];

/**
 * The same archive with the workbook parts stored before the worksheets. exceljs's streaming reader reads
 * entries in stored order and, when `xl/workbook.xml` comes last (as exceljs itself writes it), may parse
 * a worksheet before it knows the sheet list and fail at random (exceljs issue #3064). The entries keep
 * their compressed bytes: JSZip copies them as they are when the compression method is unchanged.
 */
export async function partsFirst(data: Buffer): Promise<Buffer> {
  const zip = await (await loadJSZip()).loadAsync(data);
  const names = Object.keys(zip.files);
  const first = WORKBOOK_PARTS.filter((name) => names.includes(name));
  if (names.slice(0, first.length).every((name, i) => name === first[i])) return data;
  const ordered: Record<string, JSZip.JSZipObject> = {};
  for (const name of [...first, ...names.filter((n) => !first.includes(n))]) ordered[name] = zip.files[name]!;
  zip.files = ordered;
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
