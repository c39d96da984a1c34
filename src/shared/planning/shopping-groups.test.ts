import { describe, expect, it } from 'vitest';
import { shoppingGroups } from './shopping-groups.ts';

const item = (foodName: string, aisle: string) => ({
  foodId: foodName,
  foodName,
  category: null,
  aisle,
  grams: 100,
  weighedGrams: 100,
  measures: [],
  household: null,
  customised: false,
});

describe('shoppingGroups', () => {
  it('walks the shop: aisles in their order, Other last, foods by name in each', () => {
    const groups = shoppingGroups([
      item('Salt', 'Other'),
      item('Yoghurt', 'Dairy & eggs'),
      item('Oats', 'Pantry'),
      item('Milk', 'Dairy & eggs'),
      item('Lemons', 'Produce'),
    ]);
    expect(groups.map((g) => [g.aisle, g.items.map((i) => i.foodName)])).toEqual([
      ['Produce', ['Lemons']],
      ['Dairy & eggs', ['Milk', 'Yoghurt']],
      ['Pantry', ['Oats']],
      ['Other', ['Salt']],
    ]);
  });
});
