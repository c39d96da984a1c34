import { describe, expect, it } from 'vitest';
import { formatGrams, formatMeasures, NO_CATEGORY, shoppingGroups } from './shopping-groups.ts';

const item = (foodName: string, category: string | null) => ({
  foodId: foodName,
  foodName,
  category,
  grams: 100,
  measures: [],
  household: null,
});

describe('shoppingGroups', () => {
  it('groups by category in the server’s order, foods without one last', () => {
    const groups = shoppingGroups([
      item('Milk', 'Dairy'),
      item('Yoghurt', 'Dairy'),
      item('Oats', 'Grains'),
      item('Salt', null),
      item('Pepper', ' '),
    ]);
    expect(groups.map((g) => [g.category, g.items.map((i) => i.foodName)])).toEqual([
      ['Dairy', ['Milk', 'Yoghurt']],
      ['Grains', ['Oats']],
      [NO_CATEGORY, ['Salt', 'Pepper']],
    ]);
  });
});

describe('formatting', () => {
  it('writes weights as a shopper reads them', () => {
    expect(formatGrams(12.345)).toBe('12.3 g');
    expect(formatGrams(360.4)).toBe('360 g');
    expect(formatGrams(1250)).toBe('1.25 kg');
    expect(formatGrams(1004)).toBe('1 kg');
  });

  it('writes the household measures, leaving out empty ones', () => {
    expect(
      formatMeasures({
        measures: [
          { name: 'Cup', quantity: 2.5 },
          { name: 'Tbsp', quantity: 1 },
          { name: 'Slice', quantity: 0 },
        ],
        household: { name: 'medium', quantity: 3 },
      }),
    ).toBe('2.5 × Cup, 1 × Tbsp');
  });

  it('says about how many household portions a weight is when the recipes weigh the food', () => {
    expect(formatMeasures({ measures: [], household: { name: 'medium', quantity: 1.5 } })).toBe(
      'about 1.5 × medium',
    );
    expect(formatMeasures({ measures: [], household: null })).toBe('');
  });
});
