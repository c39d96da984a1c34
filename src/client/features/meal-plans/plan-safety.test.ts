import { describe, expect, it } from 'vitest';
import type { MealConflict } from '../../../shared/safety/client-safety.ts';
import type { PlanMealRow } from '../../../shared/schemas/planner.ts';
import {
  clientSafetyLines,
  clientSafetyText,
  conflictHeadline,
  conflictingMealsByDay,
  conflictingMealsText,
  conflictsText,
  enforcedText,
  leftOffText,
} from './plan-safety.ts';

const peanuts: MealConflict = { kind: 'allergen', tag: 'Peanuts', foods: ['Peanut butter, smooth'] };
const mushrooms: MealConflict = {
  kind: 'avoid',
  word: 'mushrooms',
  foods: ['Mushrooms, white, raw', 'Mushrooms, shiitake'],
};

function meal(day: number, conflicts: MealConflict[], recipe = true): PlanMealRow {
  return {
    id: `${day}-${conflicts.length}-${Math.random()}`,
    day,
    mealType: 'lunch',
    position: 0,
    noMeal: !recipe,
    serves: 1,
    locked: false,
    recipe: recipe
      ? {
          id: 'r',
          name: 'Satay noodles',
          photo: null,
          mealTimes: ['lunch'],
          tags: [],
          nutritionTags: [],
          numberOfServes: 1,
          servingValues: {
            energyKj: 2000,
            protein: 20,
            fat: 10,
            carbohydrate: 50,
            sugars: 5,
            fibre: 4,
            sodium: 300,
          },
          energyKjPerServe: 2000,
        }
      : null,
    custom: null,
    conflicts,
  };
}

describe('a meal’s conflicts in words', () => {
  it('says a conflict short for a card, and in full with its foods', () => {
    expect(conflictHeadline(peanuts)).toBe('Contains Peanuts');
    expect(conflictHeadline(mushrooms)).toBe('Avoided: mushrooms');
    expect(conflictsText([peanuts, mushrooms])).toBe(
      'Contains Peanuts (Peanut butter, smooth); Avoided: mushrooms (Mushrooms, white, raw, Mushrooms, shiitake)',
    );
  });

  it('says a hand-set tag with no food behind it without empty brackets', () => {
    expect(conflictsText([{ kind: 'allergen', tag: 'Sesame', foods: [] }])).toBe('Contains Sesame');
  });
});

describe('conflicting meals by day', () => {
  it('counts each day’s meals that go against the record, once a meal whatever its conflicts', () => {
    const byDay = conflictingMealsByDay([
      meal(1, [peanuts, mushrooms]),
      meal(1, [mushrooms]),
      meal(1, []),
      meal(3, [peanuts]),
      meal(4, []),
    ]);
    expect([...byDay.entries()].sort()).toEqual([
      [1, 2],
      [3, 1],
    ]);
  });

  it('leaves out a no-meal slot', () => {
    expect(conflictingMealsByDay([meal(2, [peanuts], false)]).size).toBe(0);
  });

  it('says the count as a sentence', () => {
    expect(conflictingMealsText(1)).toBe('1 meal goes against the client’s record');
    expect(conflictingMealsText(3)).toBe('3 meals go against the client’s record');
  });
});

describe('the client’s record on the plan screen', () => {
  it('lists allergies, then avoided foods, then intolerances, without repeats or blanks', () => {
    const safety = {
      allergies: ['Peanuts', 'Seafood'],
      avoidWords: ['mushrooms', ' Mushrooms ', 'coriander', ''],
      intolerances: ['Lactose'],
    };
    expect(clientSafetyLines(safety)).toEqual([
      { label: 'Allergies', items: ['Peanuts', 'Seafood'], enforced: true },
      { label: 'Avoids', items: ['mushrooms', 'coriander'], enforced: true },
      { label: 'Intolerances', items: ['Lactose'], enforced: false },
    ]);
    expect(clientSafetyText(safety)).toBe(
      'Allergies: Peanuts, Seafood · Avoids: mushrooms, coriander · Intolerances: Lactose',
    );
  });

  it('has no lines for an empty record, and only the lines it has', () => {
    expect(clientSafetyLines({ allergies: [], avoidWords: [], intolerances: [] })).toEqual([]);
    expect(clientSafetyText({ allergies: [], avoidWords: ['coriander'], intolerances: [] })).toBe(
      'Avoids: coriander',
    );
  });
});

describe('what plans leave out for the client', () => {
  it('lists allergies and avoided foods, not intolerances, as a sentence ends', () => {
    const safety = {
      allergies: ['Peanuts', 'Seafood'],
      avoidWords: ['mushrooms'],
      intolerances: ['Lactose'],
    };
    expect(enforcedText(safety)).toBe('Peanuts, Seafood or mushrooms');
    expect(enforcedText({ ...safety, allergies: [] })).toBe('mushrooms');
    expect(enforcedText({ allergies: [], avoidWords: [], intolerances: ['Lactose'] })).toBe('');
  });
});

describe('foods the shopping list left off', () => {
  it('says how many and why, and nothing when none', () => {
    expect(leftOffText(0, 'Ana Lee')).toBeNull();
    expect(leftOffText(1, 'Ana Lee')).toBe(
      '1 food was left off the list: Ana Lee is allergic to it or avoids it. The meals with it carry a warning; replace or customise those meals.',
    );
    expect(leftOffText(3, 'Ana Lee')).toMatch(
      /^3 foods were left off the list: Ana Lee is allergic to them or avoids them\./,
    );
  });
});
