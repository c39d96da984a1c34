import { describe, expect, it } from 'vitest';
import type { Plan, PlanMealRow, PlanRecipe } from '../../../shared/schemas/planner.ts';
import {
  isPendingMeal,
  withMealChanged,
  withMealMoved,
  withMealRemoved,
  withMealsAdded,
  withNoMeal,
} from './plan-cache.ts';

function recipe(id: string): PlanRecipe {
  return {
    id,
    name: `Recipe ${id}`,
    photo: null,
    mealTimes: ['lunch'],
    tags: [],
    nutritionTags: [],
    numberOfServes: 1,
    servingValues: { energyKj: 1000, protein: 1, fat: 1, carbohydrate: 1, sugars: 0, fibre: 0, sodium: 0 },
    energyKjPerServe: 1000,
  };
}

function meal(
  id: string,
  day: number,
  mealType: PlanMealRow['mealType'],
  recipeId: string | null,
): PlanMealRow {
  return {
    id,
    day,
    mealType,
    position: 0,
    noMeal: recipeId === null,
    serves: 1,
    locked: false,
    recipe: recipeId ? recipe(recipeId) : null,
    custom: null,
    conflicts: [],
  };
}

function plan(meals: PlanMealRow[], recipePlan = false): Plan {
  const now = new Date();
  return {
    id: 'p',
    name: 'Plan',
    folderId: 'f',
    recipePlan,
    requestStatus: 'empty',
    noMeals: false,
    energyTargetKj: 8000,
    mealCount: meals.filter((m) => m.recipe).length,
    createdAt: now,
    updatedAt: now,
    folder: { id: 'f', client: 'Client' },
    clientSafety: { allergies: [], intolerances: [], avoidWords: [] },
    macroTargets: null,
    macroGrams: { proteinG: null, fatG: null, carbohydrateG: null, fibreMinG: null },
    clientWeightKg: null,
    mainMeals: ['breakfast', 'lunch', 'dinner'],
    snacks: 0,
    dessert: false,
    servings: {},
    mealTags: [],
    nutritionTags: [],
    avoidTags: [],
    ingredientTags: [],
    meals,
  };
}

describe('optimistic plan changes', () => {
  it('removes a meal and recounts', () => {
    const next = withMealRemoved(plan([meal('a', 1, 'lunch', 'r1'), meal('b', 2, 'lunch', 'r2')]), 'a');
    expect(next.meals.map((m) => m.id)).toEqual(['b']);
    expect(next.mealCount).toBe(1);
  });

  it('locks and changes serves of one meal only', () => {
    const start = plan([meal('a', 1, 'lunch', 'r1'), meal('b', 2, 'lunch', 'r2')]);
    const next = withMealChanged(withMealChanged(start, 'a', { locked: true }), 'a', { serves: 2 });
    expect(next.meals[0]).toMatchObject({ locked: true, serves: 2 });
    expect(next.meals[1]).toMatchObject({ locked: false, serves: 1 });
  });

  it('moves a meal into an empty slot, and swaps with a meal already there', () => {
    const start = plan([meal('a', 1, 'lunch', 'r1'), meal('b', 2, 'dinner', 'r2')]);
    const moved = withMealMoved(start, 'a', { day: 3, mealType: 'breakfast' });
    expect(moved.meals.find((m) => m.id === 'a')).toMatchObject({ day: 3, mealType: 'breakfast' });
    const swapped = withMealMoved(start, 'a', { day: 2, mealType: 'dinner' });
    expect(swapped.meals.find((m) => m.id === 'a')).toMatchObject({ day: 2, mealType: 'dinner' });
    expect(swapped.meals.find((m) => m.id === 'b')).toMatchObject({ day: 1, mealType: 'lunch' });
    expect(withMealMoved(start, 'a', { day: 1, mealType: 'lunch' })).toBe(start);
  });

  it('marks a slot no meal in place of its recipe', () => {
    const next = withNoMeal(plan([meal('a', 1, 'lunch', 'r1')]), { day: 1, mealType: 'lunch' }, 2);
    expect(next.meals).toHaveLength(1);
    expect(next.meals[0]).toMatchObject({ noMeal: true, recipe: null, serves: 2, day: 1, mealType: 'lunch' });
    expect(isPendingMeal(next.meals[0]!)).toBe(true);
    expect(next.mealCount).toBe(0);
  });

  it('puts a recipe in a meal plan’s slot in place of what was there', () => {
    const next = withMealsAdded(
      plan([meal('a', 1, 'lunch', 'r1')]),
      { day: 1, mealType: 'lunch' },
      [recipe('r9')],
      1,
    );
    expect(next.meals).toHaveLength(1);
    expect(next.meals[0]!.recipe!.id).toBe('r9');
  });

  it('adds recipes to the end of a recipe plan’s meal type, each once', () => {
    const start = plan([{ ...meal('a', 0, 'lunch', 'r1'), position: 4 }], true);
    const next = withMealsAdded(start, { mealType: 'lunch' }, [recipe('r1'), recipe('r2'), recipe('r3')], 1);
    expect(next.meals.map((m) => [m.recipe!.id, m.position, m.day])).toEqual([
      ['r1', 4, 0],
      ['r2', 5, 0],
      ['r3', 6, 0],
    ]);
  });
});
