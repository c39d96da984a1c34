import { describe, expect, it } from 'vitest';
import {
  derivedContains,
  dietConflicts,
  dietConflictText,
  mealConflicts,
  mealConflictText,
  readAvoidAnswer,
  type FoodSafetyFacts,
} from './client-safety.ts';

const food = (name: string, contains: string[] = [], dietFlags: string[] = []): FoodSafetyFacts => ({
  name,
  contains,
  dietFlags,
});

const salmon = food('Fish, salmon, Atlantic, raw', ['Seafood'], ['fish', 'animal']);
const egg = food('Egg, whole, raw, fresh', ['Egg'], ['animal']);
const yoghurt = food('Yogurt, Greek, plain, nonfat', ['Dairy'], ['animal']);
const ham = food('Pork, cured, ham, boneless', [], ['meat', 'pork', 'animal']);
const peanutButter = food('Peanut butter, smooth style, without salt', ['Peanuts'], ['legume']);
const mushrooms = food('Mushrooms, white, raw');

describe('derivedContains', () => {
  it("unites the foods' tags in the canonical order", () => {
    expect(derivedContains([yoghurt, salmon, egg])).toEqual(['Dairy', 'Egg', 'Seafood']);
    expect(derivedContains([mushrooms])).toEqual([]);
  });
});

describe('dietConflicts', () => {
  it('refuses meat in a vegetarian recipe, pork in a halal one, fish in a vegetarian one', () => {
    expect(dietConflicts(['Vegetarian', 'Halal', 'Paleo friendly'], [mushrooms, ham])).toEqual([
      { tag: 'Vegetarian', food: ham.name, reason: 'meat' },
      { tag: 'Halal', food: ham.name, reason: 'pork' },
    ]);
    expect(dietConflicts(['Vegetarian', 'Pescatarian'], [salmon])).toEqual([
      { tag: 'Vegetarian', food: salmon.name, reason: 'fish' },
    ]);
    expect(dietConflicts(['Vegan'], [yoghurt]).map(dietConflictText)).toEqual([
      'Vegan: Yogurt, Greek, plain, nonfat is an animal product.',
    ]);
    expect(dietConflicts(['Paleo friendly'], [peanutButter])[0]?.reason).toBe('a legume');
    expect(dietConflicts(['Mediterranean', 'Vegan'], [mushrooms])).toEqual([]);
  });
});

describe('mealConflicts', () => {
  const client = { allergies: ['Peanuts', 'Seafood'], avoidWords: ['mushrooms', 'coriander'] };

  it('names each allergy and avoided word with the foods that bring it', () => {
    const conflicts = mealConflicts(client, {
      name: 'Satay mushroom bowl',
      contains: ['Peanuts'],
      foods: [peanutButter, mushrooms, egg],
    });
    expect(conflicts).toEqual([
      { kind: 'allergen', tag: 'Peanuts', foods: [peanutButter.name] },
      { kind: 'avoid', word: 'mushrooms', foods: [mushrooms.name] },
    ]);
    expect(conflicts.map(mealConflictText)).toEqual([
      `Contains Peanuts (${peanutButter.name})`,
      `Avoided: mushrooms (${mushrooms.name})`,
    ]);
  });

  it('counts a hand-set tag and a word in the recipe name alone', () => {
    expect(mealConflicts(client, { name: 'Coriander dressing', contains: ['Seafood'], foods: [] })).toEqual([
      { kind: 'allergen', tag: 'Seafood', foods: [] },
      { kind: 'avoid', word: 'coriander', foods: [] },
    ]);
  });

  it('matches whole words only: egg is not eggplant', () => {
    expect(
      mealConflicts(
        { allergies: [], avoidWords: ['egg'] },
        { name: 'Eggplant bake', contains: [], foods: [food('Eggplant, raw')] },
      ),
    ).toEqual([]);
  });

  it('finds nothing for a safe meal', () => {
    expect(mealConflicts(client, { name: 'Omelette', contains: ['Egg'], foods: [egg] })).toEqual([]);
  });
});

describe('readAvoidAnswer', () => {
  it("reads the issue's answer: peanuts and shellfish are allergies, mushrooms a word", () => {
    expect(readAvoidAnswer('Peanuts (allergy), shellfish, mushrooms')).toEqual({
      allergies: ['Peanuts', 'Seafood'],
      avoidWords: ['mushrooms'],
    });
  });

  it('keeps single foods as words and reads "and", new lines and "free"', () => {
    expect(readAvoidAnswer('almonds and prawns\ngluten free; dairy intolerance / coriander')).toEqual({
      allergies: ['Gluten', 'Dairy'],
      avoidWords: ['almonds', 'prawns', 'coriander'],
    });
    expect(readAvoidAnswer('  ')).toEqual({ allergies: [], avoidWords: [] });
  });
});
