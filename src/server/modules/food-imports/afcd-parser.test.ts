import { describe, expect, it } from 'vitest';
import {
  AFCD_LIQUIDS,
  AFCD_MILK_DENSITY,
  AFCD_SHIRAZ_DENSITY,
  AFCD_SOLIDS,
  loadWorkbook,
  makeAfcdWorkbook,
} from '../../../../tests/factories/food-files.ts';
import { parseAfcdWorkbook } from './afcd-parser.ts';
import { FoodFileError, type FoodRecord, type ParsedFoodRow } from './food-rows.ts';

const PER_GRAM_SHEET = 'All solids & liquids per 100g';
const PER_MILLILITRE_SHEET = 'Liquids only per 100mL';

function foodsOf(rows: ParsedFoodRow[]): Map<string, FoodRecord> {
  return new Map(rows.flatMap((row) => ('food' in row ? [[row.food.sourceKey, row.food] as const] : [])));
}

function skippedOf(rows: ParsedFoodRow[]) {
  return rows.flatMap((row) =>
    'skip' in row ? [{ row: row.row, sheet: row.sheet, name: row.name, skip: row.skip }] : [],
  );
}

describe('parseAfcdWorkbook', () => {
  it('maps the seven nutrients from the right columns, values exactly as in the workbook', async () => {
    const foods = foodsOf(await parseAfcdWorkbook(await makeAfcdWorkbook()));
    expect(foods.get('F002258')).toEqual({
      sourceKey: 'F002258',
      name: 'Cardamom seed, dried, ground',
      // Energy with dietary fibre (1236), not without (1012); sodium in mg as the file gives it.
      nutrients: {
        energyKj: 1236,
        protein: 10.8,
        fat: 6.7,
        carbohydrate: 34.4,
        sugars: 4.4,
        fibre: 28,
        sodium: 18,
      },
      portions: [],
      // The AUSNUT classification (a ground spice), for the shopping list's aisle.
      sourceGroup: '31302',
    });
  });

  it('takes available carbohydrate with sugar alcohols, and keeps an empty cell unknown', async () => {
    const gum = foodsOf(await parseAfcdWorkbook(await makeAfcdWorkbook())).get('F003290');
    expect(gum?.nutrients.carbohydrate).toBe(60.2);
    expect(gum?.nutrients.sodium).toBeNull();
  });

  it('reads every food of the per-100 g sheet, one row each, in file order', async () => {
    const rows = await parseAfcdWorkbook(await makeAfcdWorkbook());
    expect(rows.filter((r) => 'food' in r).map((r) => [r.row, r.sheet, r.name])).toEqual([
      [2, PER_GRAM_SHEET, 'Cardamom seed, dried, ground'],
      [3, PER_GRAM_SHEET, 'Wine, red, shiraz'],
      [4, PER_GRAM_SHEET, 'Milk, cow, fluid, regular fat'],
      [5, PER_GRAM_SHEET, 'Chewing gum, sugar free'],
    ]);
  });

  it('gives a liquid of the per-100 mL sheet a millilitre portion weighing its density, never its per-100 mL values', async () => {
    const foods = foodsOf(await parseAfcdWorkbook(await makeAfcdWorkbook()));
    const milk = foods.get(AFCD_SOLIDS.milk.key)!;
    expect(milk.nutrients.energyKj).toBe(AFCD_SOLIDS.milk.energyWithFibre);
    expect(milk.nutrients.energyKj).not.toBe(AFCD_LIQUIDS.milk.energyWithFibre);
    expect(milk.portions).toEqual([{ name: 'mL', unit: 'mL', weight: AFCD_MILK_DENSITY }]);
    expect(foods.get(AFCD_SOLIDS.shiraz.key)!.portions).toEqual([
      { name: 'mL', unit: 'mL', weight: AFCD_SHIRAZ_DENSITY },
    ]);
    expect(foods.get(AFCD_SOLIDS.cardamom.key)!.portions).toEqual([]);
  });

  it('skips, with the reason, a value that is not a number, a row without a key, and a liquid given per 100 mL only', async () => {
    const rows = await parseAfcdWorkbook(await makeAfcdWorkbook());
    expect(skippedOf(rows)).toEqual([
      {
        row: 6,
        sheet: PER_GRAM_SHEET,
        name: 'Biscuit, with a trace of sugar',
        skip: 'Total sugars (g) is not a number: “tr”',
      },
      { row: 7, sheet: PER_GRAM_SHEET, name: 'Mystery food without a key', skip: 'No Public Food Key' },
      {
        row: 5,
        sheet: PER_MILLILITRE_SHEET,
        name: 'Cordial, only per 100 mL',
        skip: 'Given per 100 mL only: no per 100 g row with this Public Food Key to import it from',
      },
    ]);
  });

  it('finds a header row below titles and notes, and passes over blank rows', async () => {
    const data = await makeAfcdWorkbook({
      rowsAboveHeader: [['Australian Food Composition Database'], [], ['Values per 100 g edible portion']],
      solids: [AFCD_SOLIDS.cardamom, null, null, AFCD_SOLIDS.milk],
      liquids: [],
    });
    const rows = await parseAfcdWorkbook(data);
    expect(rows.map((r) => [r.row, r.name, 'food' in r])).toEqual([
      [5, 'Cardamom seed, dried, ground', true],
      [8, 'Milk, cow, fluid, regular fat', true],
    ]);
  });

  it('skips a repeated Public Food Key, naming the row it repeats', async () => {
    const data = await makeAfcdWorkbook({
      solids: [AFCD_SOLIDS.cardamom, { ...AFCD_SOLIDS.cardamom, name: 'Cardamom again' }],
      liquids: [],
    });
    expect(skippedOf(await parseAfcdWorkbook(data))).toEqual([
      { row: 3, sheet: PER_GRAM_SHEET, name: 'Cardamom again', skip: 'Same Public Food Key as row 2' },
    ]);
  });

  it('refuses a workbook whose food sheet lacks a nutrient column, naming it', async () => {
    const data = await makeAfcdWorkbook();
    const workbook = await loadWorkbook(data);
    const sheet = workbook.getWorksheet(PER_GRAM_SHEET)!;
    sheet.getRow(1).getCell(7).value = 'Protein, crude';
    const broken = Buffer.from(await workbook.xlsx.writeBuffer());
    const error = await parseAfcdWorkbook(broken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoodFileError);
    expect((error as Error).message).toBe(`The sheet “${PER_GRAM_SHEET}” has no “Protein (g)” column.`);
  });
});
