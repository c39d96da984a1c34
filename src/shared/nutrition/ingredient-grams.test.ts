import { describe, expect, it } from 'vitest';
import { gramsPerUnit, ingredientGrams, type IngredientPortion } from './ingredient-grams.ts';

const portion = (name: string, unit: string, weight: number): IngredientPortion => ({ name, unit, weight });

describe('ingredientGrams', () => {
  it.each([
    // [quantity, measure, grams]
    [150, 'gram', 150],
    [2.5, 'gram', 2.5],
    [0, 'gram', 0],
    [1.5, 'Kg', 1500], // 1.5 * 1000
    [0.25, 'L', 250], // 0.25 * 1000: a litre counts as 1 kg
    [2, portion('cup', 'cup', 250), 500], // 2 * 250
    [0.5, portion('cup', 'cup', 250), 125], // 0.5 * 250
    [3, portion('tablespoon', 'tbsp', 5.2), 15.6], // 3 * 5.2
    [1, portion('1 lb', 'lb', 453.6), 453.6],
    [0, portion('cup', 'cup', 250), 0],
    // A food's own portion is always weighed in grams, whatever it is called: no second x1000.
    [2, portion('1 L', 'L', 1030), 2060], // 2 * 1030 (milk)
    [1, portion('bag', 'kg', 1000), 1000],
  ] as const)('%d x %j is %d g', (quantity, p, grams) => {
    expect(ingredientGrams({ quantity, portion: p })).toBeCloseTo(grams, 9);
  });

  it.each([
    [-1, 'gram'],
    [Number.NaN, 'gram'],
    [Number.POSITIVE_INFINITY, 'Kg'],
    [-0.5, portion('cup', 'cup', 250)],
    [Number.NEGATIVE_INFINITY, portion('cup', 'cup', 250)],
    [1, portion('cup', 'cup', 0)],
    [1, portion('cup', 'cup', -250)],
    [1, portion('cup', 'cup', Number.NaN)],
    [1, portion('cup', 'cup', Number.POSITIVE_INFINITY)],
  ] as const)('is null, not a number, for quantity %d of %j', (quantity, p) => {
    expect(ingredientGrams({ quantity, portion: p })).toBeNull();
  });
});

describe('gramsPerUnit', () => {
  it('is 1 for gram, 1000 for Kg and L, and the weight of a portion', () => {
    expect(gramsPerUnit('gram')).toBe(1);
    expect(gramsPerUnit('Kg')).toBe(1000);
    expect(gramsPerUnit('L')).toBe(1000);
    expect(gramsPerUnit(portion('slice', '', 36))).toBe(36);
  });
});
