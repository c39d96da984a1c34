import { describe, expect, it } from 'vitest';
import { searchWords, singular } from './food-words.ts';
import { parseIngredientLine, type ParsedIngredient } from './ingredient-line.ts';
import { rankFoods } from './rank-foods.ts';
import { resolveMeasure, type FoodPortion } from './resolve-measure.ts';

const food = (name: string, id = name) => ({ id, name });
const best = (line: string, names: string[]) =>
  rankFoods(
    searchWords(line),
    names.map((name) => food(name)),
  )[0]!.name;

describe('searchWords', () => {
  it.each([
    ['eggs', ['egg']],
    ['cold unsalted butter', ['unsalted', 'butter']],
    ['finely chopped onions', ['onion']],
    ["confectioners' sugar", ['powdered', 'sugar']],
    ['soda', ['baking', 'soda']],
    ['baking soda', ['baking', 'soda']],
    ['green onions', ['scallion']],
    ['tomatoes', ['tomato']],
  ])('%s → %j', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });

  it.each([
    ['berries', 'berry'],
    ['leaves', 'leaf'],
    ['tomatoes', 'tomato'],
    ['glass', 'glass'],
    ['peas', 'pea'],
  ])('singular(%s) = %s', (word, expected) => {
    expect(singular(word)).toBe(expected);
  });
});

describe('rankFoods: the plain food of the kind the line names', () => {
  it.each([
    [
      'sugar',
      ['Sugars, brown', 'Sugars, powdered', 'Sugars, granulated', 'Cereals, frosted, sugar'],
      'Sugars, granulated',
    ],
    ['brown sugar', ['Sugars, granulated', 'Sugars, brown', 'Syrups, brown sugar'], 'Sugars, brown'],
    [
      'flour',
      [
        'Rice flour, white',
        'Wheat flour, white, all-purpose, self-rising, enriched',
        'Wheat flour, white, all-purpose, enriched, bleached',
      ],
      'Wheat flour, white, all-purpose, enriched, bleached',
    ],
    [
      'milk',
      [
        'Milk, human, mature, fluid',
        'Milk, sheep, fluid',
        'Milk, whole, 3.25% milkfat, with added vitamin D',
      ],
      'Milk, whole, 3.25% milkfat, with added vitamin D',
    ],
    ['eggs', ['Egg, white, raw, fresh', 'Egg, whole, raw, fresh', 'Eggplant, raw'], 'Egg, whole, raw, fresh'],
    ['pepper', ['Peppers, sweet, green, raw', 'Spices, pepper, black'], 'Spices, pepper, black'],
    ['green pepper', ['Spices, pepper, black', 'Peppers, sweet, green, raw'], 'Peppers, sweet, green, raw'],
    ['cream cheese', ['Cheese spread, cream cheese base', 'Cheese, cream'], 'Cheese, cream'],
    [
      'butter',
      ['Butter, without salt', 'Butter, salted', 'Cookies, butter, commercially prepared'],
      'Butter, salted',
    ],
    [
      'baking soda',
      ['Beverages, carbonated, club soda', 'Leavening agents, baking soda'],
      'Leavening agents, baking soda',
    ],
    [
      'chicken broth',
      ['Chicken, canned, no broth', 'Soup, chicken broth, ready-to-serve'],
      'Soup, chicken broth, ready-to-serve',
    ],
    [
      'buttermilk',
      ['PILLSBURY Golden Layer Buttermilk Biscuits, refrigerated dough', 'Milk, buttermilk, fluid, whole'],
      'Milk, buttermilk, fluid, whole',
    ],
  ])('%s → %s', (line, names, expected) => {
    expect(best(line, names)).toBe(expected);
  });

  it('is the same whatever order the foods come in, ties ending on the name and then the id', () => {
    const names = ['Sugars, maple', 'Sugars, brown', 'Sugars, granulated', 'Sugars, powdered'];
    expect(best('sugar', names)).toBe(best('sugar', [...names].reverse()));
    const twins = [food('Salt, table', 'b'), food('Salt, table', 'a')];
    expect(rankFoods(['salt'], twins).map((f) => f.id)).toEqual(['a', 'b']);
  });
});

function line(text: string): ParsedIngredient {
  const parsed = parseIngredientLine(text);
  if (parsed.kind !== 'ingredient') throw new Error('not an ingredient');
  return parsed;
}

const portion = (id: string, name: string, unit: string, weight: number): FoodPortion => ({
  id,
  name,
  unit,
  weight,
});

describe('resolveMeasure', () => {
  const flour = [portion('p-cup', 'cup', 'cup', 125)];
  const sugar = [portion('p-packet', 'serving, packet', 'serving', 2.8), portion('p-tsp', 'tsp', 'tsp', 4.2)];
  const egg = [portion('p-large', 'large', 'large', 50), portion('p-xl', 'extra large', 'extra large', 56)];
  const nuts = [
    portion('p-chopped', 'cup, chopped', 'cup', 117),
    portion('p-ground', 'cup, ground', 'cup', 80),
  ];

  it('counts a portion whose unit is the line’s', () => {
    expect(resolveMeasure(line('2 cups flour'), 'Flour', 'flour', flour)).toMatchObject({
      ok: true,
      portionId: 'p-cup',
      measure: null,
      quantity: 2,
      grams: 250,
      how: null,
    });
  });

  it('picks the portion of that unit whose name the line’s words share', () => {
    expect(resolveMeasure(line('1 cup walnuts, ground'), 'Walnuts', 'walnut', nuts)).toMatchObject({
      portionId: 'p-ground',
      grams: 80,
    });
    expect(resolveMeasure(line('1 cup walnuts'), 'Walnuts', 'walnut', nuts)).toMatchObject({
      portionId: 'p-chopped',
    });
  });

  it('converts weights to grams, keeping kilograms as Kg', () => {
    expect(resolveMeasure(line('8 ounces cream cheese'), 'Cheese, cream', 'cheese', [])).toMatchObject({
      ok: true,
      portionId: null,
      measure: 'gram',
      quantity: 226.8,
      grams: 226.8,
      how: '8 oz = 226.8 g',
    });
    expect(resolveMeasure(line('1.5 kg potatoes'), 'Potatoes', 'potato', [])).toMatchObject({
      measure: 'Kg',
      quantity: 1.5,
      grams: 1500,
    });
  });

  it('weighs a volume through another volume portion of the food, saying how', () => {
    expect(resolveMeasure(line('1 cup sugar'), 'Sugars, granulated', 'sugar', sugar)).toMatchObject({
      ok: true,
      portionId: null,
      measure: 'gram',
      grams: 201.6,
      how: '1 cup = 48 of the food’s “tsp” portion (4.2 g)',
    });
  });

  it('never weighs a volume the food has no volume portion for', () => {
    const result = resolveMeasure(line('1 cup grated parmesan'), 'Cheese, parmesan, hard', 'parmesan', [
      portion('p-oz', 'oz', 'oz', 28.35),
    ]);
    expect(result).toEqual({
      ok: false,
      message:
        'Cheese, parmesan, hard has no cup or other volume portion, so cups cannot be weighed (its portions: oz)',
    });
  });

  it('counts whole things by a portion of that size, or of the food’s name, or a size', () => {
    expect(resolveMeasure(line('2 extra large eggs'), 'Egg', 'egg', egg)).toMatchObject({
      portionId: 'p-xl',
      grams: 112,
    });
    expect(resolveMeasure(line('3 eggs'), 'Egg', 'egg', egg)).toMatchObject({
      portionId: 'p-large',
      grams: 150,
      how: 'Counted as large (the food’s “large” portion)',
    });
    expect(
      resolveMeasure(line('2 tortillas'), 'Tortillas', 'tortilla', [
        portion('p-t', 'tortilla', 'tortilla', 49),
      ]),
    ).toMatchObject({ portionId: 'p-t', grams: 98, how: null });
    expect(
      resolveMeasure(line('1 large onion'), 'Onions, raw', 'onion', [
        portion('p', 'cup, chopped', 'cup', 160),
      ]),
    ).toEqual({
      ok: false,
      message: 'Onions, raw has no “large” portion to count (its portions: cup, chopped)',
    });
  });

  it('needs a portion of a count unit’s name', () => {
    expect(
      resolveMeasure(line('2 cloves garlic'), 'Garlic, raw', 'garlic', [portion('p', 'tsp', 'tsp', 2.8)]),
    ).toEqual({
      ok: false,
      message: 'Garlic, raw has no “clove” portion (its portions: tsp)',
    });
  });

  it('falls back on the amount in brackets, per item when it says each', () => {
    expect(
      resolveMeasure(line('2 packages (3 ounces each) cream cheese'), 'Cheese, cream', 'cheese', []),
    ).toMatchObject({
      ok: true,
      measure: 'gram',
      grams: 170.1,
      how: 'From the amount in brackets (3 oz each); 6 oz = 170.1 g',
    });
    expect(resolveMeasure(line('1 cup (4 ounces) shredded cheddar'), 'Cheddar', 'cheddar', [])).toMatchObject(
      {
        grams: 113.4,
      },
    );
  });

  it('weighs “3/4 cup + 2 tablespoons” together', () => {
    const buttermilk = [portion('p-cup', 'cup', 'cup', 245)];
    const result = resolveMeasure(
      line('3/4 cup + 2 Tablespoons buttermilk'),
      'Buttermilk',
      'buttermilk',
      buttermilk,
    );
    expect(result).toMatchObject({ ok: true, measure: 'gram' });
    if (result.ok) expect(result.grams).toBeCloseTo(0.75 * 245 + (2 * 14.78676478125 * 245) / 236.5882365, 1);
  });
});
