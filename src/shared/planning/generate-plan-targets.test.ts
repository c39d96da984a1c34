import { describe, expect, it } from 'vitest';
import type { RecipeMealTime } from '../schemas/recipes.ts';
import {
  explainByRules,
  generatePlan,
  type GenerationRequest,
  type GenerationResult,
  type PlanCandidate,
  type PlanMeal,
} from './generate-plan.ts';

/*
 * Generation against energy AND macro targets (issue 30), on small hand-made catalogues whose days can be
 * added up by hand.
 */

function recipe(
  id: string,
  mealTimes: RecipeMealTime[],
  perServe: { kj: number; p: number; f: number; c: number },
  more: Partial<PlanCandidate> = {},
): PlanCandidate {
  return {
    id,
    name: id,
    energyKjPerServe: perServe.kj,
    protein: perServe.p,
    fat: perServe.f,
    carbohydrate: perServe.c,
    fibre: 0,
    mealTimes,
    tags: [],
    nutritionTags: [],
    ingredientNames: [],
    ...more,
  };
}

function generated(result: GenerationResult): Extract<GenerationResult, { ok: true }> {
  if (!result.ok) throw new Error(`generation failed: ${result.error}`);
  return result;
}

/** Breakfast and lunch of 2,000 kJ each (4,000 kJ a day: each window 1,700 to 2,300 kJ). */
const TWO_MEALS: GenerationRequest = {
  energyTargetKj: 4000,
  mainMeals: ['breakfast', 'lunch'],
  snacks: 0,
  dessert: false,
  servings: {},
  macroTargets: { proteinG: 50, fatG: 30, carbohydrateG: 110, fibreMinG: null },
  mealTags: [],
  requiredNutritionTags: [],
  avoidTags: [],
  ingredientTags: [],
  existing: [],
  seed: 7,
};

const OATS = recipe('oats', ['breakfast'], { kj: 1000, p: 10, f: 5, c: 40 });
const EGGS = recipe('eggs', ['breakfast'], { kj: 1000, p: 20, f: 15, c: 5 });
const SALAD = recipe('salad', ['lunch'], { kj: 1000, p: 15, f: 10, c: 15 });
const CHICKEN = recipe('chicken rice', ['lunch'], { kj: 1600, p: 25, f: 16, c: 25 });

describe('generatePlan with macro targets', () => {
  it('reaches every target within 5 %, choosing serves on the quarter grid inside each window', () => {
    // By hand, the serves inside the windows: oats and eggs 1.75 or 2 (1,750 or 2,000 kJ), salad 1.75 or
    // 2, chicken rice 1.25 (2,000 kJ; 1 is 1,600 and 1.5 is 2,400, both outside). The days within 5 %:
    //   oats x 2 + salad x 2          = 4,000 kJ, 50 g protein, 30 g fat, 110 g carbohydrate (exact)
    //   oats x 2 + chicken rice x 1.25 = 4,000 kJ, 51.25 g, 30 g, 111.25 g (protein 2.5 % over)
    // Eggs bring 35 to 40 g of protein at breakfast, so with either lunch the day has 65 g or more (30 %
    // over); any 1.75 serves leaves the day 250 kJ short (6.25 % under).
    const result = generated(generatePlan(TWO_MEALS, [EGGS, OATS, SALAD, CHICKEN]));
    const exact = { energyKj: 4000, protein: 50, fat: 30, carbohydrate: 110, fibre: 0 };
    const chicken = { energyKj: 4000, protein: 51.25, fat: 30, carbohydrate: 111.25, fibre: 0 };
    expect(result.days).toHaveLength(7);
    for (const day of result.days) {
      const meals = result.meals.filter((meal) => meal.day === day.day);
      expect(meals.find((meal) => meal.mealType === 'breakfast')).toMatchObject({
        recipeId: 'oats',
        serves: 2,
      });
      const lunch = meals.find((meal) => meal.mealType === 'lunch')!;
      const totals = lunch.recipeId === 'salad' ? exact : chicken;
      expect(lunch.serves).toBe(lunch.recipeId === 'salad' ? 2 : 1.25);
      expect(day).toMatchObject({ met: true, binding: [] });
      for (const [key, value] of Object.entries(totals)) {
        expect(day[key as keyof typeof totals]).toBeCloseTo(value, 9);
      }
      expect(day.worstErrorPercent).toBeCloseTo(lunch.recipeId === 'salad' ? 0 : 2.5, 9);
    }
    // Variety: the two lunches alternate rather than one repeating while the other is unused.
    const lunches = result.meals.filter((meal) => meal.mealType === 'lunch').map((meal) => meal.recipeId);
    expect(new Set(lunches.slice(0, 2))).toEqual(new Set(['salad', 'chicken rice']));
  });

  it('says which target it cannot reach: every recipe 5 % protein against a 25 % target', () => {
    // Lunch only, 3,000 kJ (2,550 to 3,450 kJ); each recipe's protein is 5 % of its energy (kJ x 0.05 / 17).
    const low = (id: string, kj: number) => recipe(id, ['lunch'], { kj, p: (kj * 0.05) / 17, f: 0, c: 0 });
    const request: GenerationRequest = {
      ...TWO_MEALS,
      mainMeals: ['lunch'],
      energyTargetKj: 3000,
      macroTargets: { proteinG: (3000 * 0.25) / 17, fatG: null, carbohydrateG: null, fibreMinG: null },
    };
    const result = generated(generatePlan(request, [low('a', 1500), low('b', 3000), low('c', 2000)]));
    for (const day of result.days) {
      expect(day.met).toBe(false);
      // Protein is 5/25 of the day's energy share: at most 3,450 / 3,000 x 20 % = 23 % of its target.
      expect(day.protein / ((3000 * 0.25) / 17)).toBeLessThanOrEqual(0.23 + 1e-9);
      expect(day.binding).toEqual([
        { kind: 'target', mealType: null, message: expect.stringMatching(/protein \d+ % under its target/i) },
      ]);
    }
  });

  it('counts a locked meal in its day, and names it when only the lock keeps the day from its targets', () => {
    const lunches = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7'].map((id) =>
      recipe(id, ['lunch'], { kj: 2000, p: 25, f: 15, c: 50 }),
    );
    const dinners = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7'].map((id) =>
      recipe(id, ['dinner'], { kj: 2000, p: 25, f: 15, c: 50 }),
    );
    const heavy: PlanMeal = {
      day: 3,
      mealType: 'dinner',
      recipeId: 'd1',
      noMeal: false,
      locked: true,
      serves: 3,
    };
    const request: GenerationRequest = {
      ...TWO_MEALS,
      mainMeals: ['lunch', 'dinner'],
      energyTargetKj: 4000,
      macroTargets: { proteinG: 50, fatG: 30, carbohydrateG: 100, fibreMinG: null },
      existing: [heavy],
    };
    const result = generated(generatePlan(request, [...lunches, ...dinners]));
    expect(result.meals.filter((meal) => meal.day === 3 && meal.mealType === 'dinner')).toEqual([heavy]);
    const day3 = result.days.find((day) => day.day === 3)!;
    // 3 x 2,000 kJ locked plus a lunch of at least 1,700 kJ: 7,700 kJ or more against 4,000.
    expect(day3.energyKj).toBeGreaterThanOrEqual(7700 - 1e-9);
    expect(day3.met).toBe(false);
    expect(day3.binding).toEqual([
      { kind: 'lockedMeals', mealType: 'dinner', message: expect.stringContaining('kept dinner') },
    ]);
    expect(result.days.filter((day) => day.day !== 3).every((day) => day.met)).toBe(true);
    // Told not to keep locked meals, generation replaces it and every day is met.
    const replaced = generated(generatePlan({ ...request, keepLocked: false }, [...lunches, ...dinners]));
    expect(replaced.meals.some((meal) => meal.locked)).toBe(false);
    expect(replaced.days.every((day) => day.met)).toBe(true);
  });

  it('keeps a customised meal with its own nutrition unless told not to', () => {
    const lunches = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7', 'l8'].map((id) =>
      recipe(id, ['lunch'], { kj: 1000, p: 12.5, f: 7.5, c: 25 }),
    );
    // The catalogue recipe l1 is 1,000 kJ a serve; the client's version 1,200 kJ, 20 g protein.
    const custom: PlanMeal = {
      day: 2,
      mealType: 'lunch',
      recipeId: 'l1',
      noMeal: false,
      locked: false,
      serves: 2,
      customised: true,
      perServe: { energyKj: 1200, protein: 20, fat: 5, carbohydrate: 20, fibre: 3 },
    };
    const request: GenerationRequest = {
      ...TWO_MEALS,
      mainMeals: ['lunch'],
      energyTargetKj: 2000,
      macroTargets: null,
      existing: [custom],
    };
    const result = generated(generatePlan(request, lunches));
    expect(result.meals.filter((meal) => meal.day === 2)).toEqual([custom]);
    expect(result.days.find((day) => day.day === 2)).toMatchObject({
      energyKj: 2400,
      protein: 40,
      fat: 10,
      carbohydrate: 40,
      fibre: 6,
      worstErrorPercent: 20,
      met: false,
    });
    const replaced = generated(generatePlan({ ...request, keepCustomised: false }, lunches));
    const lunch2 = replaced.meals.find((meal) => meal.day === 2)!;
    expect(lunch2.customised).toBeUndefined();
    expect(lunch2.serves).toBe(2);
    expect(replaced.days.every((day) => day.met)).toBe(true);
  });

  it('balances one day: the other days stay and their recipes count for variety', () => {
    const lunches = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) =>
      recipe(id, ['lunch'], { kj: 2000, p: 25, f: 15, c: 50 }),
    );
    const existing: PlanMeal[] = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id, i) => ({
      day: i + 1,
      mealType: 'lunch',
      recipeId: id,
      noMeal: false,
      locked: false,
      serves: i === 3 ? 1.5 : 1,
    }));
    const request: GenerationRequest = {
      ...TWO_MEALS,
      mainMeals: ['lunch'],
      energyTargetKj: 2000,
      macroTargets: { proteinG: 25, fatG: 15, carbohydrateG: 50, fibreMinG: null },
      existing,
      onlyDay: 4,
    };
    for (let seed = 0; seed < 10; seed++) {
      const result = generated(generatePlan({ ...request, seed }, lunches));
      expect(result.meals.filter((meal) => meal.day !== 4)).toEqual(
        existing.filter((meal) => meal.day !== 4),
      );
      // d is the meal being replaced, h is unused: h comes first, and the other days' recipes are not taken.
      const day4 = result.meals.find((meal) => meal.day === 4)!;
      expect(day4.recipeId).toBe('h');
      expect(day4.serves).toBe(1);
      expect(result.days).toEqual([expect.objectContaining({ day: 4, met: true, energyKj: 2000 })]);
    }
  });

  it('balancing a day brings its replaced meal back only where the targets need it', () => {
    // Day 1's lunch is "a" (on target); "b" is unused but has no protein against a 25 g target.
    const a = recipe('a', ['lunch'], { kj: 2000, p: 25, f: 15, c: 50 });
    const b = recipe('b', ['lunch'], { kj: 2000, p: 0, f: 15, c: 50 });
    const request: GenerationRequest = {
      ...TWO_MEALS,
      mainMeals: ['lunch'],
      energyTargetKj: 2000,
      macroTargets: { proteinG: 25, fatG: 15, carbohydrateG: 50, fibreMinG: null },
      existing: [{ day: 1, mealType: 'lunch', recipeId: 'a', noMeal: false, locked: false, serves: 1 }],
      onlyDay: 1,
    };
    const met = generated(generatePlan(request, [a, b]));
    expect(met.meals).toEqual([expect.objectContaining({ day: 1, recipeId: 'a', serves: 1 })]);
    expect(met.days[0]).toEqual(expect.objectContaining({ met: true }));
    // With energy alone as the target, the unused recipe meets the day just as well and comes first.
    const energyOnly = generated(generatePlan({ ...request, macroTargets: undefined }, [a, b]));
    expect(energyOnly.meals).toEqual([expect.objectContaining({ day: 1, recipeId: 'b', serves: 1 })]);
  });

  it('never places an excluded recipe to meet a target, and says the plan’s rules bind', () => {
    // Lunch only, 3,000 kJ with 30 % protein: only the chicken dishes have it, and the plan is vegetarian.
    const veg = (id: string) =>
      recipe(id, ['lunch'], { kj: 3000, p: 20, f: 20, c: 100 }, { tags: ['Vegetarian'] });
    const meat = (id: string) => recipe(id, ['lunch'], { kj: 3000, p: 53, f: 20, c: 70 });
    const request: GenerationRequest = {
      ...TWO_MEALS,
      mainMeals: ['lunch'],
      energyTargetKj: 3000,
      macroTargets: { proteinG: (3000 * 0.3) / 17, fatG: null, carbohydrateG: null, fibreMinG: null },
      mealTags: ['Vegetarian'],
    };
    const strict = [veg('v1'), veg('v2')];
    const result = generated(generatePlan(request, strict));
    expect(result.meals.every((meal) => meal.recipeId === 'v1' || meal.recipeId === 'v2')).toBe(true);
    expect(result.days.every((day) => !day.met)).toBe(true);
    const explained = explainByRules(request, strict, [meat('m1'), meat('m2')], result.days);
    for (const day of explained) {
      expect(day.binding).toEqual([
        { kind: 'rules', mealType: 'lunch', message: 'Only 2 lunch recipes are Vegetarian.' },
      ]);
    }
  });

  it('names the one rule that binds when the plan has several', () => {
    // Vegetarian and free of Nuts: the protein-rich vegetarian lunches (tofu and cashew) contain nuts.
    const lunch = (id: string, p: number, tags: string[], nutritionTags: string[] = []) =>
      recipe(id, ['lunch'], { kj: 3000, p, f: 20, c: 100 }, { tags, nutritionTags });
    const request: GenerationRequest = {
      ...TWO_MEALS,
      mainMeals: ['lunch'],
      energyTargetKj: 3000,
      macroTargets: { proteinG: (3000 * 0.3) / 17, fatG: null, carbohydrateG: null, fibreMinG: null },
      mealTags: ['Vegetarian'],
      avoidTags: ['Nuts'],
    };
    const strict = [lunch('v1', 20, ['Vegetarian']), lunch('v2', 20, ['Vegetarian'])];
    const relaxed = [
      ...strict,
      lunch('n1', 53, ['Vegetarian'], ['Nuts']),
      lunch('n2', 53, ['Vegetarian'], ['Nuts']),
    ];
    const result = generated(generatePlan(request, strict));
    const explained = explainByRules(request, strict, relaxed, result.days);
    expect(explained[0]!.binding).toEqual([
      {
        kind: 'rules',
        mealType: 'lunch',
        message:
          'Only 2 lunch recipes are Vegetarian and free of Nuts; without “free of Nuts” the day would be met.',
      },
    ]);
  });
});
