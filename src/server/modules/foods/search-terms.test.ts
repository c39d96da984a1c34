import { describe, expect, it } from 'vitest';
import { searchTerms } from './food-search.ts';

describe('searchTerms', () => {
  it.each([
    ['  Chicken,  BREAST ', ['chicken', 'breast']],
    ['chicken and the rice', ['chicken', 'rice']],
    ["tomato's (sauce) & 100%", ['tomato', 'sauce', '100']],
    ['Crème fraîche', ['crème', 'fraîche']],
    ['rice rice', ['rice']],
  ])('%j -> %j', (query, terms) => {
    expect(searchTerms(query)).toEqual(terms);
  });
});
