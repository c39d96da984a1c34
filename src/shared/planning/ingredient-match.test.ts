import { describe, expect, it } from 'vitest';
import { ingredientTagMatcher, matchWords } from './ingredient-match.ts';

describe('matchWords', () => {
  it.each([
    ['Eggs, scrambled', ['egg', 'scrambled']],
    ['Mixed BERRIES', ['mixed', 'berri']],
    ['berry', ['berri']],
    ['Tomatoes (canned)', ['tomato', 'canned']],
    ['Peaches', ['peach']],
    ['Cookies & cookie', ['cooki', 'cooki']],
    ['Hummus, couscous, glass', ['hummus', 'couscous', 'glass']],
    ['Crème fraîche', ['creme', 'fraiche']],
    ['  ', []],
  ])('%s -> %o', (text, words) => {
    expect(matchWords(text)).toEqual(words);
  });
});

describe('ingredientTagMatcher', () => {
  it.each([
    // [ingredient tag, name, matches]
    ['egg', 'Egg, whole, raw', true],
    ['egg', 'Scrambled eggs', true],
    ['Eggs', 'Egg white', true],
    ['egg', 'Eggplant dip', false],
    ['oat', 'Oats, rolled', true],
    ['oat', 'Goat cheese', false],
    ['pea', 'Green peas, frozen', true],
    ['pea', 'Peanut butter', false],
    ['pea', 'Chickpeas, canned', false],
    ['rice', 'Rice, brown, boiled', true],
    ['rice', 'Licorice', false],
    ['tomato', 'Tomatoes, canned', true],
    ['berry', 'Mixed berries', true],
    ['strawberry', 'Mixed berries', false],
    ['Sweet potato', 'Baked sweet potatoes', true],
    ['sweet potato', 'Potato, sweet', false],
    ['sweet potato', 'Sweet chilli sauce with potato', false],
    ['jalapeno', 'Jalapeño, sliced', true],
    ['Jalapeño', 'jalapeno', true],
    ['CHICKEN', 'chicken breast', true],
    ['chicken', 'Chickens', true],
    ['chicken-breast', 'Chicken breast, grilled', true],
  ])('%s in "%s": %s', (tag, name, matches) => {
    expect(ingredientTagMatcher([tag])(name, [])).toBe(matches);
  });

  it('matches the recipe name or any ingredient, for any one of the tags', () => {
    const matches = ingredientTagMatcher(['salmon', 'tofu']);
    expect(matches('Salmon poke bowl', ['Rice', 'Soy sauce'])).toBe(true);
    expect(matches('Poke bowl', ['Rice', 'Tofu, firm'])).toBe(true);
    expect(matches('Poke bowl', ['Rice', 'Tuna'])).toBe(false);
    expect(matches('Poke bowl', [])).toBe(false);
  });

  it('lets every recipe through when no usable tag is set', () => {
    expect(ingredientTagMatcher([])('Anything', [])).toBe(true);
    expect(ingredientTagMatcher(['  ', '--'])('Anything', [])).toBe(true);
    expect(ingredientTagMatcher(['', 'kale'])('Anything', [])).toBe(false);
  });

  it('gives the same answer for a name asked twice (the answers are remembered)', () => {
    const matches = ingredientTagMatcher(['egg']);
    expect(matches('Omelette', ['Eggs'])).toBe(true);
    expect(matches('Omelette', ['Eggs'])).toBe(true);
    expect(matches('Eggplant', ['Eggplant'])).toBe(false);
    expect(matches('Eggplant', ['Eggplant'])).toBe(false);
  });
});
