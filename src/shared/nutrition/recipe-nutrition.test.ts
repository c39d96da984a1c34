import { describe, expect, it } from 'vitest';
import { ingredientGrams } from './ingredient-grams.ts';
import type { Nutrients } from './nutrients.ts';
import { recipeNutrition, type RecipeIngredientNutrition } from './recipe-nutrition.ts';

const oats: Nutrients = {
  energyKj: 1500,
  protein: 13,
  fat: 7,
  carbohydrate: 60,
  sugars: 1,
  fibre: 10,
  sodium: 5,
};
const milk: Nutrients = {
  energyKj: 270,
  protein: 3.4,
  fat: 3.6,
  carbohydrate: 4.8,
  sugars: 4.8,
  fibre: 0,
  sodium: 40,
};
const honey: Nutrients = {
  energyKj: 1300,
  protein: 0.4,
  fat: 0,
  carbohydrate: 80,
  sugars: 80,
  fibre: 0.2,
  sodium: null,
};

/** Grams of an amount the tests know to be valid. */
function grams(...args: Parameters<typeof ingredientGrams>): number {
  const weight = ingredientGrams(...args);
  if (weight == null) throw new Error('a test amount is invalid');
  return weight;
}

/**
 * Porridge for 2: 80 g of oats, 0.5 L of milk (500 g) and 2 teaspoons of honey (2 x 10 g): 600 g in all.
 */
const porridge: RecipeIngredientNutrition[] = [
  { per100g: oats, grams: grams({ quantity: 80, portion: 'gram' }) },
  { per100g: milk, grams: grams({ quantity: 0.5, portion: 'L' }) },
  { per100g: honey, grams: grams({ quantity: 2, portion: { name: 'teaspoon', unit: 'tsp', weight: 10 } }) },
];

describe('recipeNutrition', () => {
  const nutrition = recipeNutrition({ ingredients: porridge, numberOfServes: 2 });

  it('weighs the ingredients', () => {
    expect(nutrition.totalGrams).toBeCloseTo(600, 9);
  });

  it.each([
    // [nutrient, total = oats 0.8 + milk 5 + honey 0.2 times per 100 g, per serve = total / 2, per 100 g = total / 6]
    ['energyKj', 2810, 1405, 468.333333333], // 1200 + 1350 + 260
    ['protein', 27.48, 13.74, 4.58], // 10.4 + 17 + 0.08
    ['fat', 23.6, 11.8, 3.933333333], // 5.6 + 18 + 0
    ['carbohydrate', 88, 44, 14.666666667], // 48 + 24 + 16
    ['sugars', 40.8, 20.4, 6.8], // 0.8 + 24 + 16
    ['fibre', 8.04, 4.02, 1.34], // 8 + 0 + 0.04
    ['sodium', 204, 102, 34], // 4 + 200 + honey unknown (0)
  ] as const)('%s: total %d, per serve %d, per 100 g %d', (key, total, perServe, per100g) => {
    expect(nutrition.total[key]).toBeCloseTo(total, 9);
    expect(nutrition.perServe[key]).toBeCloseTo(perServe, 9);
    expect(nutrition.per100g![key]).toBeCloseTo(per100g, 9);
  });

  it('marks the totals an ingredient did not know as incomplete', () => {
    expect(nutrition.unknown).toEqual(['sodium']);
  });

  it.each([
    // [serves, energy per serve]: 2810 kJ / serves
    [1, 2810],
    [3, 936.666666667],
    [4, 702.5],
    [1.5, 1873.333333333],
  ])('%d serves: %d kJ each', (numberOfServes, energyKj) => {
    const { perServe, per100g } = recipeNutrition({ ingredients: porridge, numberOfServes });
    expect(perServe.energyKj).toBeCloseTo(energyKj, 9);
    expect(per100g!.energyKj).toBeCloseTo(468.333333333, 9);
  });

  it('keeps small contributions that per-ingredient rounding would lose', () => {
    // Three pinches of 0.4 g of a spice with 10 g protein per 100 g: 3 x 0.04 g = 0.12 g.
    const spice = { ...honey, protein: 10 };
    const { total } = recipeNutrition({
      ingredients: [0.4, 0.4, 0.4].map((g) => ({ per100g: spice, grams: g })),
      numberOfServes: 1,
    });
    expect(total.protein).toBeCloseTo(0.12, 12);
  });

  it.each([
    ['no ingredients', []],
    ['only 0 g of ingredients', [{ per100g: honey, grams: 0 }]],
  ])('with %s: nothing per 100 g, zero totals', (_, ingredients) => {
    const result = recipeNutrition({ ingredients, numberOfServes: 2 });
    expect(result.totalGrams).toBe(0);
    expect(result.per100g).toBeNull();
    expect(result.total.energyKj).toBe(0);
    expect(result.perServe.energyKj).toBe(0);
    expect(result.unknown).toEqual([]);
  });

  it.each([0, -2, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d serves', (numberOfServes) => {
    expect(() => recipeNutrition({ ingredients: porridge, numberOfServes })).toThrow(RangeError);
  });

  it('refuses a negative weight', () => {
    expect(() =>
      recipeNutrition({ ingredients: [{ per100g: oats, grams: -80 }], numberOfServes: 1 }),
    ).toThrow(RangeError);
  });
});
