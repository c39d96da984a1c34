import { describe, expect, it } from 'vitest';
import { hasChanges, ingredientLine, recipeChanges, type RecipeSnapshot } from './recipe-changes.ts';

const porridge: RecipeSnapshot = {
  name: 'Porridge',
  description: 'Warm.',
  video: '',
  mealTimes: ['breakfast'],
  methods: ['Simmer.'],
  tags: ['Vegetarian'],
  nutritionTags: ['Gluten'],
  ingredients: ['Rolled oats (80 g)'],
};

describe('ingredientLine', () => {
  it.each([
    [{ foodName: 'Rolled oats', quantity: 80, measure: 'gram' }, 'Rolled oats (80 g)'],
    [{ foodName: 'Flour', quantity: 0.5, measure: 'Kg' }, 'Flour (0.5 kg)'],
    [{ foodName: 'Stock', quantity: 1.5, measure: 'L' }, 'Stock (1.5 L)'],
    [{ foodName: 'Milk', quantity: 2, measure: 'Cup' }, 'Milk (2 Cup)'],
  ])('reads %o as %s', (ingredient, line) => {
    expect(ingredientLine(ingredient)).toBe(line);
  });
});

describe('recipeChanges', () => {
  it('finds nothing between a recipe and itself', () => {
    const changes = recipeChanges(porridge, { ...porridge });
    expect(changes).toEqual({ newData: {}, removedData: {} });
    expect(hasChanges(changes)).toBe(false);
  });

  it('lists what each list gained and lost, and the old and new text of what was rewritten', () => {
    const changes = recipeChanges(porridge, {
      ...porridge,
      name: 'Gluten-free porridge',
      video: 'https://video.example/porridge',
      mealTimes: ['breakfast', 'snack'],
      nutritionTags: [],
      ingredients: ['Quinoa flakes (80 g)'],
    });
    expect(changes.newData).toEqual({
      name: 'Gluten-free porridge',
      video: 'https://video.example/porridge',
      mealTimes: ['snack'],
      ingredients: ['Quinoa flakes (80 g)'],
    });
    expect(changes.removedData).toEqual({
      name: 'Porridge',
      video: '',
      nutritionTags: ['Gluten'],
      ingredients: ['Rolled oats (80 g)'],
    });
    expect(hasChanges(changes)).toBe(true);
  });
});
