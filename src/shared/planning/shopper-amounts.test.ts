import { describe, expect, it } from 'vitest';
import {
  foodNameParts,
  formatFraction,
  formatShopperGrams,
  formatShopperMillilitres,
  shopperAmount,
  unitKind,
  type AmountInput,
  type ShopperAmount,
} from './shopper-amounts.ts';

const weighed = (grams: number, household: AmountInput['household'] = null): AmountInput => ({
  grams,
  weighedGrams: grams,
  measures: [],
  household,
});
const measured = (name: string, unit: string, quantity: number, grams: number): AmountInput => ({
  grams,
  weighedGrams: 0,
  measures: [{ name, unit, quantity, grams }],
  household: null,
});

describe('formatShopperGrams', () => {
  it.each<[number, string]>([
    [0.4, '1 g'],
    [3.2, '4 g'],
    [31.3, '35 g'],
    [50, '50 g'],
    [51, '60 g'],
    [360.4, '375 g'],
    [612, '650 g'],
    [980, '1 kg'],
    [1000.0000001, '1 kg'],
    [1250, '1.3 kg'],
    [4321, '4.4 kg'],
  ])('%d g is bought as %s', (grams, text) => {
    expect(formatShopperGrams(grams)).toBe(text);
  });

  it('says millilitres and litres the same way', () => {
    expect(formatShopperMillilitres(14.8)).toBe('15 mL');
    expect(formatShopperMillilitres(710)).toBe('750 mL');
    expect(formatShopperMillilitres(1420)).toBe('1.5 L');
  });
});

describe('formatFraction', () => {
  it.each<[number, string]>([
    [0.25, '¼'],
    [0.5, '½'],
    [2.25, '2¼'],
    [3, '3'],
    [1.75, '1¾'],
  ])('%d is %s', (value, text) => {
    expect(formatFraction(value)).toBe(text);
  });
});

describe('unitKind', () => {
  it.each([
    [{ name: 'oz', unit: 'oz' }, 'weight'],
    [{ name: 'lb', unit: '' }, 'weight'],
    [{ name: 'mL', unit: 'mL' }, 'volume'],
    [{ name: 'fl oz', unit: 'fl oz' }, 'volume'],
    [{ name: 'cup, chopped', unit: 'cup' }, 'spoon'],
    [{ name: 'tbsp', unit: '' }, 'spoon'],
    [{ name: 'medium (2-1/8" dia)', unit: 'medium' }, 'count'],
    [{ name: 'clove', unit: 'clove' }, 'count'],
  ])('%o measures by %s', (portion, kind) => {
    expect(unitKind(portion)).toBe(kind);
  });
});

describe('shopperAmount', () => {
  it.each<[string, AmountInput, ShopperAmount]>([
    [
      'whole items rounded up, in the recipes’ measure',
      measured('medium (2-1/8" dia)', 'medium', 2.6, 151),
      { amount: '3 × medium (2-1/8" dia)', note: null },
    ],
    [
      'a weight measure as grams, never "16 × oz"',
      measured('oz', 'oz', 16, 453.6),
      { amount: '475 g', note: null },
    ],
    [
      'cups to the quarter above, with their weight',
      measured('cup, chopped', 'cup', 2.1, 336),
      { amount: '2¼ × cup, chopped', note: 'about 350 g' },
    ],
    [
      'spoons to the half above',
      measured('tbsp', 'tbsp', 2.2, 30),
      { amount: '2½ × tbsp', note: 'about 30 g' },
    ],
    ['a liquid’s millilitres', measured('mL', 'mL', 710, 730), { amount: '750 mL', note: null }],
    ['a weight alone, without a count', weighed(31.3), { amount: '35 g', note: null }],
    [
      'a weight of whole items, with about how many',
      weighed(150, { name: 'medium', unit: 'medium', weight: 58 }),
      { amount: '150 g', note: 'about 3 × medium' },
    ],
    [
      'no count where it would be silly ("about 48 × leaf")',
      weighed(380, { name: 'leaf', unit: 'leaf', weight: 8 }),
      { amount: '400 g', note: null },
    ],
    [
      'no count for a food whose first portion is a cup',
      weighed(200, { name: 'cup', unit: 'cup', weight: 120 }),
      { amount: '200 g', note: null },
    ],
  ])('%s', (_, input, expected) => {
    expect(shopperAmount(input)).toEqual(expected);
  });

  it('says grams when the recipes disagree on the measure', () => {
    const mixed: AmountInput = {
      grams: 612,
      weighedGrams: 100,
      measures: [{ name: 'cup', unit: 'cup', quantity: 2, grams: 512 }],
      household: null,
    };
    expect(shopperAmount(mixed)).toEqual({ amount: '650 g', note: null });
    expect(
      shopperAmount({
        grams: 300,
        weighedGrams: 0,
        measures: [
          { name: 'cup', unit: 'cup', quantity: 1, grams: 240 },
          { name: 'tbsp', unit: 'tbsp', quantity: 4, grams: 60 },
        ],
        household: null,
      }).amount,
    ).toBe('300 g');
  });
});

describe('foodNameParts', () => {
  it.each([
    ['Lemons, raw, without peel', { head: 'Lemons', rest: 'raw, without peel' }],
    ['Capsicum, red, fresh, raw', { head: 'Capsicum', rest: 'red, fresh, raw' }],
    ['Tofu', { head: 'Tofu', rest: '' }],
  ])('%s', (name, parts) => {
    expect(foodNameParts(name)).toEqual(parts);
  });
});
