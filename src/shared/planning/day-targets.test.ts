import { describe, expect, it } from 'vitest';
import { averageDays, dayAgainstTargets, statusOf, type DayAmounts, type DayTargets } from './day-targets.ts';
import { dayTargetsOf, percentOfTargetText, planTargets, weekAgainstTargets } from './day-totals.ts';

const targets: DayTargets = { energyKj: 8400, proteinG: 105, fatG: 70, carbohydrateG: 260, fibreMinG: 30 };
const day = (change: Partial<DayAmounts> = {}): DayAmounts => ({
  energyKj: 8200,
  protein: 100,
  fat: 72,
  carbohydrate: 240,
  fibre: 28,
  ...change,
});

describe('dayAgainstTargets', () => {
  it('gives each nutrient its error against the target, worked out by hand', () => {
    const result = dayAgainstTargets(day(), targets);
    // Energy -200 / 8,400 = -2.38 %; protein -5 / 105 = -4.76 %; fat +2 / 70 = +2.86 %;
    // carbohydrate -20 / 260 = -7.69 %.
    expect(result.nutrients.energyKj).toMatchObject({ value: 8200, target: 8400, status: 'in' });
    expect(result.nutrients.energyKj!.errorPercent).toBeCloseTo(-2.381, 3);
    expect(result.nutrients.protein!.errorPercent).toBeCloseTo(-4.762, 3);
    expect(result.nutrients.protein!.status).toBe('in');
    expect(result.nutrients.fat!.errorPercent).toBeCloseTo(2.857, 3);
    expect(result.nutrients.carbohydrate!.errorPercent).toBeCloseTo(-7.692, 3);
    expect(result.nutrients.carbohydrate!.status).toBe('near');
    expect(result.worstErrorPercent).toBeCloseTo(7.692, 3);
    // Carbohydrate is 7.7 % under, and fibre 28 g is under its 30 g minimum.
    expect(result.fibre).toEqual({ value: 28, minimum: 30, met: false });
    expect(result.met).toBe(false);
    expect(result.withinWide).toBe(true);
  });

  it('meets the day when every target is within 5 % and the fibre minimum is reached', () => {
    const result = dayAgainstTargets(day({ carbohydrate: 255, fibre: 30 }), targets);
    // Carbohydrate -5 / 260 = -1.92 %; the worst is protein at -4.76 %.
    expect(result.worstErrorPercent).toBeCloseTo(4.762, 3);
    expect(result.fibre!.met).toBe(true);
    expect(result.met).toBe(true);
    // The same day 2 g of fibre short is not met.
    expect(dayAgainstTargets(day({ carbohydrate: 255, fibre: 28 }), targets).met).toBe(false);
  });

  it('counts exactly 5 % and 10 % inside their bands, and says low or high past 10 %', () => {
    const only = (value: number) =>
      dayAgainstTargets(day({ protein: value }), {
        ...targets,
        energyKj: null,
        fatG: null,
        carbohydrateG: null,
        fibreMinG: null,
      });
    // 105 x 1.05 = 110.25 g: exactly 5 % over.
    expect(only(110.25).nutrients.protein!.status).toBe('in');
    expect(only(110.25).met).toBe(true);
    // 105 x 0.9 = 94.5 g: exactly 10 % under.
    expect(only(94.5).nutrients.protein!.status).toBe('near');
    expect(only(94.5).withinWide).toBe(true);
    // 94 g: 10.48 % under; 116 g: 10.48 % over.
    expect(only(94).nutrients.protein!.status).toBe('low');
    expect(only(116).nutrients.protein!.status).toBe('high');
    expect(only(116).withinWide).toBe(false);
    expect(statusOf(-5)).toBe('in');
    expect(statusOf(5.01)).toBe('near');
    expect(statusOf(-10.01)).toBe('low');
  });

  it('reads only the targets set; none set, the day is not met', () => {
    const energyOnly = dayAgainstTargets(day(), {
      energyKj: 8400,
      proteinG: null,
      fatG: 0,
      carbohydrateG: null,
      fibreMinG: null,
    });
    expect(Object.keys(energyOnly.nutrients)).toEqual(['energyKj']);
    expect(energyOnly.fibre).toBeNull();
    expect(energyOnly.met).toBe(true);
    const none = dayAgainstTargets(day(), {
      energyKj: null,
      proteinG: null,
      fatG: null,
      carbohydrateG: null,
      fibreMinG: null,
    });
    expect(none.nutrients).toEqual({});
    expect(none.worstErrorPercent).toBe(0);
    expect(none.met).toBe(false);
    expect(none.withinWide).toBe(false);
  });
});

describe('averageDays', () => {
  it('averages each nutrient over the days given', () => {
    expect(
      averageDays([
        day(),
        day({ energyKj: 8600, protein: 110, fat: 68, carbohydrate: 250, fibre: 32 }),
        day({ energyKj: 9000, protein: 90, fat: 70, carbohydrate: 280, fibre: 36 }),
      ]),
    ).toEqual({
      // (8,200 + 8,600 + 9,000) / 3 = 8,600; (100 + 110 + 90) / 3 = 100; (72 + 68 + 70) / 3 = 70;
      // (240 + 250 + 280) / 3 = 256.67; (28 + 32 + 36) / 3 = 32.
      energyKj: 8600,
      protein: 100,
      fat: 70,
      carbohydrate: 770 / 3,
      fibre: 32,
    });
  });

  it('gives zeros for no days', () => {
    expect(averageDays([])).toEqual({ energyKj: 0, protein: 0, fat: 0, carbohydrate: 0, fibre: 0 });
  });
});

describe('the week against its targets (day-totals.ts)', () => {
  const recipe = (
    energyKjPerServe: number,
    protein: number,
    fat: number,
    carbohydrate: number,
    fibre: number,
  ) => ({
    energyKjPerServe,
    servingValues: { protein, fat, carbohydrate, fibre },
  });
  const meal = (day: number, serves: number, ofRecipe: ReturnType<typeof recipe>) => ({
    day,
    serves,
    noMeal: false,
    recipe: ofRecipe,
  });
  const lunch = recipe(4000, 50, 35, 120, 15);

  it('averages the days that hold meals and counts the days within 5 %', () => {
    const weekTargets: DayTargets = {
      energyKj: 8400,
      proteinG: 105,
      fatG: 70,
      carbohydrateG: 250,
      fibreMinG: 30,
    };
    const meals = [
      // Day 1: 2 x lunch = 8,000 kJ (-4.76 %), 100 g (-4.76 %), 70 g, 240 g (-4 %), 30 g: met.
      meal(1, 2, lunch),
      // Day 2: 2.25 x lunch = 9,000 kJ (+7.14 %): not met.
      meal(2, 2.25, lunch),
      // Day 3: "no meal" only: not averaged, not met.
      { day: 3, serves: 1, noMeal: true, recipe: null },
    ];
    const week = weekAgainstTargets(meals, weekTargets);
    expect(week.days).toBe(2);
    expect(week.ofDays).toBe(7);
    expect(week.daysMet).toBe(1);
    // (8,000 + 9,000) / 2 = 8,500 kJ; (100 + 112.5) / 2 = 106.25 g protein; (70 + 78.75) / 2 = 74.375 g fat;
    // (240 + 270) / 2 = 255 g carbohydrate; (30 + 33.75) / 2 = 31.875 g fibre.
    expect(week.average).toEqual({
      energyKj: 8500,
      protein: 106.25,
      fat: 74.375,
      carbohydrate: 255,
      fibre: 31.875,
    });
    // Fat 74.375 / 70 = +6.25 %: the average day is near, not within.
    expect(week.averageAgainst.nutrients.fat!.status).toBe('near');
    expect(week.averageAgainst.met).toBe(false);
  });

  it('reads a plan without macro targets against its energy target alone', () => {
    const targets = planTargets({
      energyTargetKj: 8400,
      mainMeals: ['lunch'],
      snacks: 0,
      dessert: false,
      servings: {},
      macroGrams: { proteinG: null, fatG: null, carbohydrateG: null, fibreMinG: null },
    })!;
    expect(targets.nutrients).toBeNull();
    expect(dayTargetsOf(targets)).toEqual({
      energyKj: 8400,
      proteinG: null,
      fatG: null,
      carbohydrateG: null,
      fibreMinG: null,
    });
    const withMacros = planTargets({
      energyTargetKj: 8400,
      mainMeals: ['lunch'],
      snacks: 0,
      dessert: false,
      servings: {},
      macroGrams: { proteinG: 105, fatG: null, carbohydrateG: null, fibreMinG: 30 },
    })!;
    expect(dayTargetsOf(withMacros)).toEqual({
      energyKj: 8400,
      proteinG: 105,
      fatG: null,
      carbohydrateG: null,
      fibreMinG: 30,
    });
    // Day 1 of the week above: 8,000 kJ is 4.76 % under 8,400 kJ.
    expect(weekAgainstTargets([meal(1, 2, lunch)], dayTargetsOf(targets)).daysMet).toBe(1);
  });

  it('writes a percent of target so the band it is in can be read', () => {
    expect(percentOfTargetText(-4.4)).toBe('96 %');
    // 95.24 rounds to 95 but is within 5 %: one decimal keeps it honest.
    expect(percentOfTargetText(-4.76)).toBe('95.2 %');
    expect(percentOfTargetText(5.4)).toBe('105.4 %');
    expect(percentOfTargetText(5)).toBe('105 %');
    expect(percentOfTargetText(-9.8)).toBe('90.2 %');
    expect(percentOfTargetText(2.4)).toBe('102 %');
    expect(percentOfTargetText(-30)).toBe('70 %');
  });
});
