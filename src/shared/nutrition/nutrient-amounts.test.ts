import { describe, expect, it } from 'vitest';
import { scaleNutrients, sumNutrients, type NutrientAmounts } from './nutrient-amounts.ts';
import { NUTRIENT_KEYS, type Nutrients } from './nutrients.ts';

const bread: Nutrients = {
  energyKj: 1046,
  protein: 10,
  fat: 5.5,
  carbohydrate: 20,
  sugars: 3,
  fibre: 2.4,
  sodium: 450,
};

describe('scaleNutrients', () => {
  it.each([
    // [grams, nutrient, value]: value per 100 g * grams / 100
    [100, 'energyKj', 1046],
    [250, 'energyKj', 2615], // 1046 * 2.5
    [250, 'protein', 25],
    [250, 'fat', 13.75], // 5.5 * 2.5
    [250, 'carbohydrate', 50],
    [250, 'sugars', 7.5],
    [250, 'fibre', 6], // 2.4 * 2.5
    [250, 'sodium', 1125], // mg: 450 * 2.5
    [37.5, 'energyKj', 392.25], // 1046 * 0.375
    [37.5, 'fat', 2.0625], // 5.5 * 0.375
    [37.5, 'sodium', 168.75],
    [1, 'fibre', 0.024],
    [0, 'energyKj', 0],
  ] as const)('%d g: %s %d', (grams, key, value) => {
    const amounts = scaleNutrients(bread, grams);
    expect(amounts.values[key]).toBeCloseTo(value, 9);
    expect(amounts.unknown).toEqual([]);
  });

  it('counts an unknown value as 0 and says which nutrients were unknown', () => {
    const amounts = scaleNutrients({ ...bread, sodium: null, sugars: null }, 50);
    expect(amounts.values).toEqual({
      energyKj: 523,
      protein: 5,
      fat: 2.75,
      carbohydrate: 10,
      sugars: 0,
      fibre: 1.2,
      sodium: 0,
    });
    expect(amounts.unknown).toEqual(['sugars', 'sodium']);
  });

  it('knows that none of a food contributes nothing, even of its unknown nutrients', () => {
    expect(scaleNutrients({ ...bread, sodium: null }, 0).unknown).toEqual([]);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d g', (grams) => {
    expect(() => scaleNutrients(bread, grams)).toThrow(RangeError);
  });

  it('refuses a value that is not a number rather than spreading NaN', () => {
    expect(() => scaleNutrients({ ...bread, fat: Number.NaN }, 10)).toThrow(RangeError);
  });
});

describe('sumNutrients', () => {
  const amounts = (values: Partial<NutrientAmounts['values']>, unknown: NutrientAmounts['unknown'] = []) => ({
    values: {
      ...Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, 0])),
      ...values,
    } as NutrientAmounts['values'],
    unknown,
  });

  it('adds every nutrient', () => {
    const sum = sumNutrients([
      amounts({ energyKj: 100, sodium: 5 }),
      amounts({ energyKj: 23.5, fibre: 1.25 }),
    ]);
    expect(sum.values).toEqual({
      energyKj: 123.5,
      protein: 0,
      fat: 0,
      carbohydrate: 0,
      sugars: 0,
      fibre: 1.25,
      sodium: 5,
    });
  });

  it('lists each unknown nutrient once, in the usual nutrient order', () => {
    const sum = sumNutrients([
      amounts({}, ['sodium', 'fibre']),
      amounts({}, ['protein']),
      amounts({}, ['sodium']),
    ]);
    expect(sum.unknown).toEqual(['protein', 'fibre', 'sodium']);
  });

  it('is all zeros and complete for nothing', () => {
    expect(sumNutrients([])).toEqual(amounts({}));
  });
});
