import { describe, expect, it } from 'vitest';
import { deletionConsequence, mealsSummary, plansSummary } from './client-words.ts';

describe('client words', () => {
  it.each([
    [{ mainMeals: ['dinner', 'breakfast'] as const, snacks: 2 }, 'Breakfast, Dinner · 2 snacks'],
    [{ mainMeals: ['lunch'] as const, snacks: 1 }, 'Lunch · 1 snack'],
    [
      { mainMeals: ['breakfast', 'lunch', 'dinner'] as const, snacks: 0 },
      'Breakfast, Lunch, Dinner · no snacks',
    ],
  ])('sums up the meals of %o as "%s"', (folder, words) => {
    expect(mealsSummary(folder)).toBe(words);
  });

  it.each([
    [0, 0, 'No plans yet', 'They have no plans yet.'],
    [1, 0, '1 meal plan', 'Their 1 meal plan is deleted too, with every meal in it.'],
    [
      3,
      1,
      '2 meal plans, 1 recipe eBook',
      'Their 2 meal plans and 1 recipe eBook are deleted too, with every meal in them.',
    ],
    [2, 2, '2 recipe eBooks', 'Their 2 recipe eBooks are deleted too, with every meal in them.'],
  ])('%i plans of which %i recipe plans read "%s"', (planCount, recipePlanCount, summary, deletion) => {
    expect(plansSummary({ planCount, recipePlanCount })).toBe(summary);
    expect(deletionConsequence({ planCount, recipePlanCount })).toBe(deletion);
  });
});
