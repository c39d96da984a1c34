import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { partsFirst, workbookRows } from './workbook-rows.ts';

async function twoSheetWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Solids').addRows([
    ['Public Food Key', 'Food Name'],
    ['F000001', 'Apple'],
  ]);
  workbook.addWorksheet('Liquids').addRows([
    ['Public Food Key', 'Food Name'],
    ['F000002', 'Milk'],
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const entryNames = async (data: Buffer) =>
  Object.values((await JSZip.loadAsync(data)).files)
    .filter((entry) => !entry.dir)
    .map((entry) => entry.name);

describe('reading a workbook as a stream', () => {
  it('stores the workbook parts before the worksheets, which exceljs itself writes last', async () => {
    const written = await twoSheetWorkbook();
    const writtenNames = await entryNames(written);
    expect(writtenNames.indexOf('xl/workbook.xml')).toBeGreaterThan(
      writtenNames.indexOf('xl/worksheets/sheet2.xml'),
    );

    const names = await entryNames(await partsFirst(written));
    expect(names.slice(0, 3)).toEqual([
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/sharedStrings.xml',
    ]);
    expect([...names].sort()).toEqual([...writtenNames].sort());
  });

  it('gives every row of every sheet, with its sheet name and row number', async () => {
    const rows = [];
    for await (const row of workbookRows(await twoSheetWorkbook())) rows.push(row);
    expect(rows.map((r) => [r.sheet, r.row, r.cells[1], r.cells[2]])).toEqual([
      ['Solids', 1, 'Public Food Key', 'Food Name'],
      ['Solids', 2, 'F000001', 'Apple'],
      ['Liquids', 1, 'Public Food Key', 'Food Name'],
      ['Liquids', 2, 'F000002', 'Milk'],
    ]);
  });

  it('leaves a workbook already in that order as it is', async () => {
    const ordered = await partsFirst(await twoSheetWorkbook());
    expect(await partsFirst(ordered)).toBe(ordered);
  });
});
