import { describe, expect, it } from 'vitest';
import {
  energyRange,
  isInEnergyRange,
  isWithinTolerance,
  slotEnergyTargets,
  slotEnergyWindows,
  slotKindOf,
} from './energy-targets.ts';
import type { MainMealType } from '../schemas/meal-plans.ts';

describe('slotEnergyTargets', () => {
  const three: MainMealType[] = ['breakfast', 'lunch', 'dinner'];
  it.each([
    // [snacks, dessert, main meals, snack slots, main kJ each, snack kJ each] for a 12,000 kJ day
    [0, false, three, 0, 4000, null],
    [1, false, three, 1, 3600, 1200],
    [2, false, three, 2, 3400, 900],
    [3, false, three, 3, 3200, 800],
    [4, false, three, 4, 3000, 750],
    [0, true, three, 1, 3600, 1200],
    [1, true, three, 2, 3400, 900],
    [2, true, three, 3, 3200, 800],
    [3, true, three, 4, 3000, 750],
    [4, true, three, 5, 3000, 600], // capped at 75 / 25 %, the 25 % split five ways
    [2, false, ['lunch', 'dinner'], 2, 5100, 900],
    [0, true, ['dinner'], 1, 10800, 1200],
    [2, true, ['lunch', 'lunch'], 3, 9600, 800], // a main meal named twice counts once
  ] as const)(
    '%d snacks, dessert %s, %o: %d snack slots, main %d kJ, snack %d kJ',
    (snacks, dessert, mainMeals, snackSlots, mainMealKj, snackKj) => {
      const targets = slotEnergyTargets({ energyTargetKj: 12000, mainMeals, snacks, dessert });
      expect(targets.snackMeals).toBe(snackSlots);
      expect(targets.mainMealKj).toBeCloseTo(mainMealKj, 9);
      if (snackKj === null) expect(targets.snackKj).toBeNull();
      else expect(targets.snackKj).toBeCloseTo(snackKj, 9);
    },
  );

  it('has no main-meal target without a main meal', () => {
    expect(
      slotEnergyTargets({ energyTargetKj: 8000, mainMeals: [], snacks: 1, dessert: false }),
    ).toMatchObject({
      snackMeals: 1,
      mainShare: 0.9,
      snackShare: 0.1,
      mainMealKj: null,
      snackKj: 800,
    });
  });

  it.each([-1, 5, 2.5])('refuses %d snacks', (snacks) => {
    expect(() =>
      slotEnergyTargets({ energyTargetKj: 8000, mainMeals: ['lunch'], snacks, dessert: true }),
    ).toThrow(RangeError);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a daily target of %d kJ', (energyTargetKj) => {
    expect(() =>
      slotEnergyTargets({ energyTargetKj, mainMeals: ['lunch'], snacks: 0, dessert: false }),
    ).toThrow(RangeError);
  });
});

describe('tolerance', () => {
  it.each([
    // [energy kJ, target kJ, kind, within]
    [1000, 1000, 'main', true],
    [850, 1000, 'main', true], // exactly 15 % under
    [1150, 1000, 'main', true], // exactly 15 % over
    [849.99, 1000, 'main', false],
    [1150.01, 1000, 'main', false],
    [1200, 1000, 'main', false], // within 25 %, but a main meal has 15 %
    [750, 1000, 'snack', true], // exactly 25 % under
    [1250, 1000, 'snack', true], // exactly 25 % over
    [749.99, 1000, 'snack', false],
    [1250.01, 1000, 'snack', false],
    [2040, 2400, 'main', true],
    [2760, 2400, 'main', true],
    [2039.9, 2400, 'main', false],
    [337.5, 450, 'snack', true],
    [562.5, 450, 'snack', true],
    [337.4, 450, 'snack', false],
    [562.6, 450, 'snack', false],
    [(8000 * 0.8 * 0.85) / 3, (8000 * 0.8) / 3, 'main', true], // 15 % under, a hair below as binary fractions go
    [(8000 * 0.8 * 1.15) / 3, (8000 * 0.8) / 3, 'main', true],
    [0, 0, 'main', true],
    [Number.NaN, 1000, 'main', false],
  ] as const)('%d kJ against %d kJ (%s): %s', (energyKj, targetKj, kind, within) => {
    expect(isWithinTolerance(energyKj, targetKj, kind)).toBe(within);
  });

  it('gives the bounds a prefilter can use', () => {
    expect(energyRange(2400, 'main')).toEqual({ minKj: 2040, maxKj: 2760 });
    expect(energyRange(600, 'snack')).toEqual({ minKj: 450, maxKj: 750 });
    expect(isInEnergyRange(450, { minKj: 450, maxKj: 750 })).toBe(true);
  });

  it('measures main meals against 15 % and dessert and snacks against 25 %', () => {
    expect(['breakfast', 'lunch', 'dinner'].map((t) => slotKindOf(t as 'lunch'))).toEqual([
      'main',
      'main',
      'main',
    ]);
    expect(['desert', 'snack1', 'snack4'].map((t) => slotKindOf(t as 'desert'))).toEqual([
      'snack',
      'snack',
      'snack',
    ]);
  });
});

describe('slotEnergyWindows', () => {
  it('gives each meal type of the plan its target, range and range per serve', () => {
    const windows = slotEnergyWindows({
      energyTargetKj: 9000,
      mainMeals: ['breakfast', 'dinner'],
      snacks: 1,
      dessert: true,
      servings: { dinner: 2, snack1: 4 },
    });
    // 2 snack slots: 85 % / 15 %; main 9000 x 0.85 / 2 = 3825, snack 9000 x 0.15 / 2 = 675.
    expect(windows.map((w) => [w.mealType, w.mealTime, w.kind, w.serves])).toEqual([
      ['breakfast', 'breakfast', 'main', 1],
      ['dinner', 'dinner', 'main', 2],
      ['desert', 'desert', 'snack', 1],
      ['snack1', 'snack', 'snack', 4],
    ]);
    const dinner = windows[1]!;
    expect(dinner.targetKj).toBeCloseTo(3825, 9);
    expect(dinner.minKj).toBeCloseTo(3251.25, 9);
    expect(dinner.maxKj).toBeCloseTo(4398.75, 9);
    expect(dinner.perServe.minKj).toBeCloseTo(1625.625, 9);
    expect(dinner.perServe.maxKj).toBeCloseTo(2199.375, 9);
    const snack = windows[3]!;
    expect(snack.targetKj).toBeCloseTo(675, 9);
    expect(snack.minKj).toBeCloseTo(506.25, 9);
    expect(snack.maxKj).toBeCloseTo(843.75, 9);
    expect(snack.perServe.minKj).toBeCloseTo(126.5625, 9);
    expect(snack.perServe.maxKj).toBeCloseTo(210.9375, 9);
  });

  it.each([0, -1, Number.NaN])('refuses %d serves', (serves) => {
    const plan = { energyTargetKj: 9000, mainMeals: ['dinner'] as MainMealType[], snacks: 0, dessert: false };
    expect(() => slotEnergyWindows({ ...plan, servings: { dinner: serves } })).toThrow(RangeError);
    // Serves of a meal type the plan does not have are not looked at.
    expect(slotEnergyWindows({ ...plan, servings: { lunch: serves } })).toHaveLength(1);
  });
});
