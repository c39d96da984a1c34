import { describe, expect, it } from 'vitest';
import {
  dayTotals,
  energyFit,
  macroEnergyShares,
  mealEnergyKj,
  meterPositions,
  planTargets,
} from './day-totals.ts';

const recipe = (energyKjPerServe: number, protein = 10, fat = 5, carbohydrate = 30) => ({
  energyKjPerServe,
  servingValues: { protein, fat, carbohydrate },
});

describe('dayTotals', () => {
  it('adds up the day’s recipes times their serves, leaving out other days and no-meal slots', () => {
    const meals = [
      { day: 1, serves: 1, noMeal: false, recipe: recipe(2000) },
      { day: 1, serves: 2, noMeal: false, recipe: recipe(500, 4, 2, 10) },
      { day: 1, serves: 1, noMeal: true, recipe: null },
      { day: 2, serves: 1, noMeal: false, recipe: recipe(9999) },
    ];
    expect(dayTotals(meals, 1)).toEqual({ energyKj: 3000, protein: 18, fat: 9, carbohydrate: 50, fibre: 0 });
    expect(dayTotals(meals, 3)).toEqual({ energyKj: 0, protein: 0, fat: 0, carbohydrate: 0, fibre: 0 });
    expect(mealEnergyKj({ serves: 1.5, recipe: recipe(1000) })).toBe(1500);
    expect(mealEnergyKj({ serves: 2, recipe: null })).toBe(0);
  });
});

describe('planTargets', () => {
  it('gives each slot the shared window and the day the sum of them', () => {
    // 8,400 kJ, three main meals and two snacks: 85 % / 3 = 2,380 a main meal, 15 % / 2 = 630 a snack.
    const targets = planTargets({
      energyTargetKj: 8400,
      mainMeals: ['breakfast', 'lunch', 'dinner'],
      snacks: 2,
      dessert: false,
      servings: {},
    })!;
    const lunch = targets.windows.get('lunch')!;
    expect(lunch.targetKj).toBeCloseTo(2380);
    expect(lunch.minKj).toBeCloseTo(2023);
    expect(lunch.maxKj).toBeCloseTo(2737);
    const snack = targets.windows.get('snack2')!;
    expect(snack.targetKj).toBeCloseTo(630);
    expect(snack.minKj).toBeCloseTo(472.5);
    expect(targets.windows.has('desert')).toBe(false);
    expect(targets.day.targetKj).toBe(8400);
    expect(targets.day.minKj).toBeCloseTo(3 * 2023 + 2 * 472.5);
    expect(targets.day.maxKj).toBeCloseTo(3 * 2737 + 2 * 787.5);
  });

  it('has no targets without an energy target', () => {
    expect(
      planTargets({ energyTargetKj: null, mainMeals: ['lunch'], snacks: 0, dessert: false, servings: {} }),
    ).toBeNull();
    expect(
      planTargets({ energyTargetKj: 0, mainMeals: ['lunch'], snacks: 0, dessert: false, servings: {} }),
    ).toBeNull();
    expect(
      planTargets({ energyTargetKj: 8000, mainMeals: [], snacks: 1, dessert: false, servings: {} }),
    ).toBeNull();
  });
});

describe('energyFit', () => {
  it('reads the bounds as inside', () => {
    const range = { minKj: 100, maxKj: 200 };
    expect(energyFit(100, range)).toBe('in');
    expect(energyFit(200, range)).toBe('in');
    expect(energyFit(99.9, range)).toBe('low');
    expect(energyFit(200.1, range)).toBe('high');
  });
});

describe('macroEnergyShares', () => {
  it('shares the energy of protein, fat and carbohydrate', () => {
    // 17 x 50 = 850, 37 x 20 = 740, 17 x 100 = 1700: 3,290 kJ.
    expect(macroEnergyShares({ protein: 50, fat: 20, carbohydrate: 100 })).toEqual({
      protein: 26,
      fat: 22,
      carbohydrate: 52,
    });
    expect(macroEnergyShares({ protein: 0, fat: 0, carbohydrate: 0 })).toEqual({
      protein: 0,
      fat: 0,
      carbohydrate: 0,
    });
  });
});

describe('meterPositions', () => {
  it('places the day on a bar a fifth longer than its upper bound', () => {
    const day = { targetKj: 8000, minKj: 6000, maxKj: 10000 };
    expect(meterPositions(6000, day)).toEqual({
      value: 50,
      min: 50,
      max: (10000 / 12000) * 100,
      target: (8000 / 12000) * 100,
    });
    expect(meterPositions(30000, day).value).toBe(100);
    expect(meterPositions(0, day).value).toBe(0);
  });
});
