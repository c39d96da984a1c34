import { describe, expect, it } from 'vitest';
import { PLAN_MEAL_TYPES } from '../schemas/meal-plans.ts';
import { mealTimeOf, planMealTypes } from './meal-types.ts';

describe('mealTimeOf', () => {
  it.each([
    ['breakfast', 'breakfast'],
    ['lunch', 'lunch'],
    ['dinner', 'dinner'],
    ['desert', 'desert'],
    ['snack1', 'snack'],
    ['snack2', 'snack'],
    ['snack3', 'snack'],
    ['snack4', 'snack'],
  ] as const)('%s takes %s recipes', (mealType, mealTime) => {
    expect(mealTimeOf(mealType)).toBe(mealTime);
  });

  it('covers every plan meal type', () => {
    expect(PLAN_MEAL_TYPES).toHaveLength(8);
  });
});

describe('planMealTypes', () => {
  it.each([
    [{ mainMeals: ['dinner', 'breakfast'], snacks: 0, dessert: false }, ['breakfast', 'dinner']],
    [{ mainMeals: ['lunch'], snacks: 2, dessert: false }, ['lunch', 'snack1', 'snack2']],
    [
      { mainMeals: ['breakfast', 'lunch', 'dinner'], snacks: 4, dessert: true },
      ['breakfast', 'lunch', 'dinner', 'desert', 'snack1', 'snack2', 'snack3', 'snack4'],
    ],
    [{ mainMeals: [], snacks: 1, dessert: true }, ['desert', 'snack1']],
  ] as const)('%o has %o', (shape, mealTypes) => {
    expect(planMealTypes(shape)).toEqual(mealTypes);
  });

  it.each([-1, 5, 1.5, Number.NaN])('refuses %d snacks', (snacks) => {
    expect(() => planMealTypes({ mainMeals: ['lunch'], snacks, dessert: false })).toThrow(RangeError);
  });
});
