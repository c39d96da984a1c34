import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import {
  abbrevLine,
  makeAfcdWorkbook,
  makeSr28Zip,
  makeTemplateWorkbook,
  SR28_FOODS,
  sr28Text,
} from '../../../../tests/factories/food-files.ts';
import { makeJpeg, makeXlsx } from '../../../../tests/support/upload-fixtures.ts';
import { prepareUpload } from '../../integrations/storage/images.ts';
import { FoodFileError } from './food-rows.ts';
import { detectFoodFileKind, readFoodFile } from './read-food-file.ts';

describe('detectFoodFileKind', () => {
  it('tells the AFCD workbook, the template and SR28 (zipped or not) from their content', async () => {
    expect(await detectFoodFileKind(await makeAfcdWorkbook())).toBe('afcd');
    expect(await detectFoodFileKind(await makeTemplateWorkbook([]))).toBe('template');
    expect(await detectFoodFileKind(await makeSr28Zip())).toBe('sr28');
    expect(await detectFoodFileKind(sr28Text([abbrevLine(SR28_FOODS.butter)]))).toBe('sr28');
  });

  it('knows no other file', async () => {
    const otherZip = new JSZip();
    otherZip.file('notes.txt', 'hello');
    const others = [
      Buffer.from('name,energy\nOats,1590\n'),
      await makeJpeg(10, 10),
      makeXlsx(),
      await otherZip.generateAsync({ type: 'nodebuffer' }),
      Buffer.from('PK\u0003\u0004 not really a zip'),
    ];
    for (const data of others) expect(await detectFoodFileKind(data)).toBeNull();
  });
});

describe('readFoodFile', () => {
  it('reads SR28 from a zip, with the full names of FOOD_DES.txt', async () => {
    const rows = await readFoodFile(await makeSr28Zip(), 'sr28');
    expect(rows.map((r) => r.name)).toEqual([
      'Butter, salted',
      'KASHI Three Cheese Penne Entrée, frozen, unprepared',
      'Cranberry juice blend, 100% juice, bottled, with added vitamin C and calcium',
    ]);
  });

  it('answers a file of another kind with words for the admin', async () => {
    await expect(readFoodFile(await makeSr28Zip(), 'afcd')).rejects.toThrow(
      new FoodFileError('The AFCD workbook has no sheet of foods per 100 g with a “Public Food Key” column.'),
    );
    await expect(readFoodFile(Buffer.from('PK\u0003\u0004 broken'), 'template')).rejects.toThrow(
      new FoodFileError('The file could not be read as the food template.'),
    );
    await expect(readFoodFile(await makeAfcdWorkbook(), 'sr28')).rejects.toThrow(
      'The zip file holds no ABBREV.txt.',
    );
  });
});

/**
 * The workbook zipped as the FSANZ file is: `[Content_Types].xml` last, behind megabytes of other entries,
 * each entry's sizes in a data descriptor after its data. Reading entry by entry from the start, file-type
 * gives up before it reaches the content types and calls it a plain zip.
 */
async function zippedLikeExcel(data: Buffer): Promise<Buffer> {
  const original = await JSZip.loadAsync(data);
  const names = Object.keys(original.files).filter((name) => !original.files[name]!.dir);
  const reordered = new JSZip();
  for (const name of names.filter((n) => n !== '[Content_Types].xml')) {
    reordered.file(name, await original.file(name)!.async('nodebuffer'));
  }
  reordered.file('xl/media/image1.png', randomBytes(3 * 1024 * 1024));
  reordered.file('[Content_Types].xml', await original.file('[Content_Types].xml')!.async('nodebuffer'));
  return reordered.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', streamFiles: true });
}

describe('uploading a food file to the excel folder', () => {
  it('keeps a workbook zipped the way the FSANZ file is as a workbook', async () => {
    const workbook = await zippedLikeExcel(await makeAfcdWorkbook());
    // Judged by its first entries alone, it would be any zip.
    expect((await fileTypeFromBuffer(workbook))?.ext).toBe('zip');
    expect(await prepareUpload('excel', workbook)).toMatchObject({
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
    });
    expect(await detectFoodFileKind(workbook)).toBe('afcd');
  });

  it('keeps a zip (SR28) as it is', async () => {
    const zip = await makeSr28Zip();
    const prepared = await prepareUpload('excel', zip);
    expect(prepared).toMatchObject({ contentType: 'application/zip', extension: 'zip', isImage: false });
    expect(prepared.body.equals(zip)).toBe(true);
  });
});
