import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loadWorkbook, makeTemplateWorkbook } from '../../../../tests/factories/food-files.ts';
import { buildFoodTemplate, TEMPLATE_SHEET, templateHeaders } from './food-template.ts';
import { FoodFileError } from './food-rows.ts';
import { parseTemplateWorkbook } from './template-parser.ts';

/** A template row: Name, Category, Alternate words, Default measurement, Default weight, seven nutrients, portions. */
type Cell = string | number | null;
const row = (
  name: Cell,
  nutrients: Cell[] = [1000, 10, 10, 27, 5, 3, 100],
  rest: { category?: Cell; words?: Cell; measurement?: Cell; weight?: Cell; portions?: Cell[] } = {},
): Cell[] => [
  name,
  rest.category ?? null,
  rest.words ?? null,
  rest.measurement ?? null,
  rest.weight ?? null,
  ...nutrients,
  ...(rest.portions ?? []),
];

describe('the food template', () => {
  it('is a workbook with the header row on "Foods": name, details, the seven nutrients with units, three portions', async () => {
    const workbook = await loadWorkbook(await buildFoodTemplate());
    const header = workbook.getWorksheet(TEMPLATE_SHEET)!.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(templateHeaders());
    expect(templateHeaders().slice(0, 12)).toEqual([
      'Name',
      'Category',
      'Alternate words',
      'Default measurement',
      'Default weight',
      'Energy (kJ)',
      'Protein (g)',
      'Fat (g)',
      'Carbohydrate (g)',
      'Sugars (g)',
      'Fibre (g)',
      'Sodium (mg)',
    ]);
    expect(templateHeaders().slice(12, 15)).toEqual([
      'Portion 1 name',
      'Portion 1 unit',
      'Portion 1 weight (g)',
    ]);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Foods', 'Instructions']);
  });

  it('reads back what is typed into it, keyed by name', async () => {
    const data = await makeTemplateWorkbook([
      row('  Rolled  oats ', [1590, 13, 8, 60, 1, 10, 5], {
        category: 'Grains',
        words: 'porridge oats, oatmeal',
        measurement: 'Cup',
        weight: 1,
        portions: ['cup', 'cup', 90, 'tbsp', 'tbsp', 7],
      }),
    ]);
    expect(await parseTemplateWorkbook(data)).toEqual([
      {
        row: 2,
        sheet: 'Foods',
        name: 'Rolled oats',
        food: {
          sourceKey: 'rolled oats',
          name: 'Rolled oats',
          nutrients: {
            energyKj: 1590,
            protein: 13,
            fat: 8,
            carbohydrate: 60,
            sugars: 1,
            fibre: 10,
            sodium: 5,
          },
          portions: [
            { name: 'cup', unit: 'cup', weight: 90 },
            { name: 'tbsp', unit: 'tbsp', weight: 7 },
          ],
          alternateWords: 'porridge oats, oatmeal',
          defaultMeasurement: 'cup',
          defaultWeight: 1,
          categoryName: 'Grains',
        },
      },
    ]);
  });

  it('defaults to 100 gram, and keeps an empty nutrient unknown', async () => {
    const [parsed] = await parseTemplateWorkbook(
      await makeTemplateWorkbook([row('Water', [0, 0, 0, 0, 0, 0, null])]),
    );
    expect(parsed).toMatchObject({
      food: { defaultMeasurement: 'gram', defaultWeight: 100, categoryName: null, portions: [] },
    });
    expect(parsed && 'food' in parsed && parsed.food.nutrients.sodium).toBeNull();
  });

  it('skips each bad row with its reason and passes over empty rows', async () => {
    const data = await makeTemplateWorkbook([
      row(null, [100, 1, 1, 1, 1, 1, 1]),
      [],
      row('Text energy', ['lots', 1, 1, 1, 1, 1, 1]),
      row('Negative fat', [100, 1, -2, 1, 1, 1, 1]),
      row('Portion without weight', undefined, { portions: ['cup', 'cup', null] }),
      row('Weight without portion', undefined, { portions: [null, null, 30] }),
      row('Odd default', undefined, { measurement: 'slice' }),
      row('Two cups', undefined, { portions: ['cup', 'cup', 90, 'Cup', 'cup', 80] }),
      row('Good one'),
      row('good ONE'),
    ]);
    expect(
      (await parseTemplateWorkbook(data)).map((r) => [r.row, r.name, 'skip' in r ? r.skip : 'food']),
    ).toEqual([
      [2, '', 'No food name'],
      [4, 'Text energy', 'Energy (kJ) is not a number: “lots”'],
      [5, 'Negative fat', 'Fat (g) must be from 0 to 100,000'],
      [6, 'Portion without weight', 'Portion 1 weight (g) must be a number more than 0'],
      [7, 'Weight without portion', 'Portion 1 has no name'],
      [8, 'Odd default', "Default measurement “slice” is neither gram nor one of the row's portions"],
      [9, 'Two cups', 'Portion 2 needs its own name'],
      [10, 'Good one', 'food'],
      [11, 'good ONE', 'Same name as row 10'],
    ]);
  });

  it('refuses a sheet without the template header, or with a nutrient column missing', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRows([
      ['Food', 'kJ'],
      ['Oats', 1590],
    ]);
    const notTemplate = Buffer.from(await workbook.xlsx.writeBuffer());
    await expect(parseTemplateWorkbook(notTemplate)).rejects.toBeInstanceOf(FoodFileError);

    const partial = new ExcelJS.Workbook();
    partial.addWorksheet('Foods').addRow(['Name', 'Energy (kJ)', 'Protein (g)']);
    await expect(parseTemplateWorkbook(Buffer.from(await partial.xlsx.writeBuffer()))).rejects.toThrow(
      'The food template has no “Fat (g)”, “Carbohydrate (g)”, “Sugars (g)”, “Fibre (g)”, “Sodium (mg)” column.',
    );
  });
});
