import { describe, expect, it } from 'vitest';
import { PLAN_NAME_MAX } from '../../../shared/constants/meal-plans.ts';
import type { PlanVersionDetail } from '../../../shared/schemas/plan-versions.ts';
import type { DayReport, PlanMealRow } from '../../../shared/schemas/planner.ts';
import {
  copyName,
  planSignature,
  regenerateCounts,
  regenerateSummary,
  reportHeadline,
  reportOutcome,
  versionMealsByDay,
} from './plan-history.ts';

type MealType = PlanMealRow['mealType'];

let ids = 0;
function meal(
  day: number,
  mealType: MealType,
  options: { recipe?: boolean; locked?: boolean; custom?: boolean; serves?: number } = {},
): PlanMealRow {
  ids += 1;
  const withRecipe = options.recipe ?? true;
  return {
    id: `m${ids}`,
    day,
    mealType,
    position: 0,
    noMeal: !withRecipe,
    serves: options.serves ?? 1,
    locked: options.locked ?? false,
    recipe: withRecipe
      ? {
          id: `r${ids}`,
          name: `Recipe ${ids}`,
          photo: null,
          mealTimes: ['lunch'],
          tags: [],
          nutritionTags: [],
          numberOfServes: 1,
          servingValues: {
            energyKj: 1000,
            protein: 1,
            fat: 1,
            carbohydrate: 1,
            sugars: 0,
            fibre: 0,
            sodium: 0,
          },
          energyKjPerServe: 1000,
        }
      : null,
    custom: options.custom ? { note: '' } : null,
    conflicts: [],
  };
}

/** Breakfast, lunch, dinner and one snack: 4 slots a day, 28 a week. */
const shape = { mainMeals: ['breakfast', 'lunch', 'dinner'] as const, snacks: 1, dessert: false };

function plan(meals: PlanMealRow[]) {
  return { ...shape, mainMeals: [...shape.mainMeals], meals };
}

/**
 * The brief's example: 18 meals with a recipe in the 28 slots (3 locked, 1 customised), 1 "no meal" slot,
 * 9 slots empty. Days 1-4 full (16 meals), day 5 breakfast and lunch (2 meals), day 5 dinner "no meal".
 */
function exampleMeals(): PlanMealRow[] {
  const meals: PlanMealRow[] = [];
  for (let day = 1; day <= 4; day++) {
    for (const mealType of ['breakfast', 'lunch', 'dinner', 'snack1'] as const) {
      meals.push(
        meal(day, mealType, {
          locked: day === 1 && mealType !== 'snack1',
          custom: day === 2 && mealType === 'lunch',
        }),
      );
    }
  }
  meals.push(meal(5, 'breakfast'), meal(5, 'lunch'), meal(5, 'dinner', { recipe: false }));
  return meals;
}

describe('regenerateCounts', () => {
  it('counts replaced, kept and empty slots as generation reads the plan', () => {
    // 18 with a recipe - 3 locked - 1 customised = 14 replaced; 28 slots - 18 with a recipe = 10 to fill
    // (9 empty, 1 "no meal").
    expect(regenerateCounts(plan(exampleMeals()), { keepLocked: true, keepCustomised: true })).toEqual({
      replaced: 14,
      removed: 0,
      keptLocked: 3,
      keptCustomised: 1,
      emptySlots: 10,
    });
  });

  it('replaces locked and customised meals when told not to keep them', () => {
    const meals = exampleMeals();
    expect(regenerateCounts(plan(meals), { keepLocked: false, keepCustomised: true })).toMatchObject({
      replaced: 17,
      keptLocked: 0,
      keptCustomised: 1,
    });
    expect(regenerateCounts(plan(meals), { keepLocked: true, keepCustomised: false })).toMatchObject({
      replaced: 15,
      keptLocked: 3,
      keptCustomised: 0,
    });
    expect(regenerateCounts(plan(meals), { keepLocked: false, keepCustomised: false })).toMatchObject({
      replaced: 18,
      keptLocked: 0,
      keptCustomised: 0,
      emptySlots: 10,
    });
  });

  it('counts a locked customised meal once, as locked, and as customised when locks are not kept', () => {
    const meals = [meal(1, 'lunch', { locked: true, custom: true })];
    expect(regenerateCounts(plan(meals), { keepLocked: true, keepCustomised: true })).toMatchObject({
      keptLocked: 1,
      keptCustomised: 0,
    });
    expect(regenerateCounts(plan(meals), { keepLocked: false, keepCustomised: true })).toMatchObject({
      keptLocked: 0,
      keptCustomised: 1,
      replaced: 0,
    });
  });

  it('names meals outside the plan’s shape apart: they are removed, not replaced', () => {
    const meals = [meal(1, 'snack2'), meal(1, 'desert', { locked: true })];
    expect(regenerateCounts(plan(meals), { keepLocked: true, keepCustomised: true })).toEqual({
      replaced: 0,
      removed: 1,
      keptLocked: 1,
      keptCustomised: 0,
      emptySlots: 28,
    });
  });
});

describe('regenerateSummary', () => {
  it('says the brief’s sentence', () => {
    expect(
      regenerateSummary({ replaced: 14, removed: 0, keptLocked: 3, keptCustomised: 1, emptySlots: 4 }),
    ).toBe(
      '14 meals will be replaced; 3 locked meals and 1 customised meal are kept; 4 empty slots will be filled.',
    );
  });

  it('uses the singular and leaves out what does not happen', () => {
    expect(
      regenerateSummary({ replaced: 1, removed: 0, keptLocked: 1, keptCustomised: 0, emptySlots: 0 }),
    ).toBe('1 meal will be replaced; 1 locked meal is kept.');
    expect(
      regenerateSummary({ replaced: 0, removed: 2, keptLocked: 0, keptCustomised: 2, emptySlots: 1 }),
    ).toBe(
      '2 meals outside the plan’s meals will be removed; 2 customised meals are kept; 1 empty slot will be filled.',
    );
    expect(
      regenerateSummary({ replaced: 0, removed: 0, keptLocked: 0, keptCustomised: 0, emptySlots: 0 }),
    ).toBe('Nothing in the plan will change.');
  });
});

describe('planSignature', () => {
  it('changes with a meal’s serves, lock or slot, and with the plan’s saved time; not with the meals’ order', () => {
    const updatedAt = new Date('2026-03-01T10:00:00Z');
    const a = meal(1, 'lunch');
    const b = meal(2, 'dinner');
    const base = planSignature({ meals: [a, b], updatedAt });
    expect(planSignature({ meals: [b, a], updatedAt })).toBe(base);
    expect(planSignature({ meals: [{ ...a, serves: 1.5 }, b], updatedAt })).not.toBe(base);
    expect(planSignature({ meals: [{ ...a, locked: true }, b], updatedAt })).not.toBe(base);
    expect(planSignature({ meals: [{ ...a, day: 3 }, b], updatedAt })).not.toBe(base);
    expect(planSignature({ meals: [a], updatedAt })).not.toBe(base);
    expect(planSignature({ meals: [a, b], updatedAt: new Date('2026-03-01T10:00:01Z') })).not.toBe(base);
  });
});

function day(dayNumber: number, met: boolean, messages: string[] = []): DayReport {
  return {
    day: dayNumber,
    energyKj: 8000,
    protein: 100,
    fat: 70,
    carbohydrate: 220,
    fibre: 30,
    worstErrorPercent: met ? 3 : 12,
    met,
    binding: messages.map((message) => ({ kind: 'target', message, mealType: null })),
  };
}

describe('reports', () => {
  it('splits the days met from those not met, in day order', () => {
    const days = [
      day(3, false, ['Protein 14 % under its target']),
      day(1, true),
      day(2, true),
      day(7, false),
    ];
    const outcome = reportOutcome(days);
    expect(outcome.met).toEqual([1, 2]);
    expect(outcome.notMet.map((each) => each.day)).toEqual([3, 7]);
    expect(outcome.notMet[0]!.binding[0]!.message).toBe('Protein 14 % under its target');
    expect(reportHeadline(days)).toBe('2 of 4 days within 5 % of every target');
  });

  it('names the one day of a balanced day', () => {
    expect(reportHeadline([day(3, true)])).toBe('Wednesday is within 5 % of every target');
    expect(reportHeadline([day(7, false)])).toBe('Sunday is not within 5 % of every target');
  });
});

describe('versionMealsByDay', () => {
  it('groups a version’s meals by day, in planner order, leaving out days without meals', () => {
    const row = (dayNumber: number, mealType: MealType, recipeName: string | null) => ({
      day: dayNumber,
      mealType,
      recipeName,
      serves: 1,
      locked: false,
      customised: false,
    });
    const meals: PlanVersionDetail['meals'] = [
      row(2, 'snack1', 'Apple'),
      row(2, 'breakfast', 'Oats'),
      row(1, 'dinner', 'Stew'),
      row(2, 'desert', null),
      row(2, 'lunch', 'Salad'),
    ];
    expect(
      versionMealsByDay(meals).map((each) => [each.day, each.meals.map((m) => m.recipeName ?? 'no meal')]),
    ).toEqual([
      [1, ['Stew']],
      [2, ['Oats', 'Salad', 'no meal', 'Apple']],
    ]);
  });
});

describe('copyName', () => {
  it('adds " (copy)", shortening a long name so the copy’s fits', () => {
    expect(copyName('Week 1 – high protein')).toBe('Week 1 – high protein (copy)');
    expect(copyName('  Spaced  ')).toBe('Spaced (copy)');
    const long = 'x'.repeat(PLAN_NAME_MAX);
    expect(copyName(long)).toHaveLength(PLAN_NAME_MAX);
    expect(copyName(long).endsWith(' (copy)')).toBe(true);
  });
});
