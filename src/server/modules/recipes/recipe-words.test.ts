import { describe, expect, it } from 'vitest';
import { allowedSlips, closestSpellings, slipsBetween } from './recipe-words.ts';

describe('slipsBetween', () => {
  it.each([
    ['chicken', 'chicken', 0],
    ['chiken', 'chicken', 1], // a letter dropped
    ['chickenn', 'chicken', 1], // a letter added
    ['chicpen', 'chicken', 1], // a letter changed
    ['chciken', 'chicken', 1], // two neighbours swapped
    ['tuan', 'tuna', 1],
    ['lasgna', 'lasagne', 2],
    ['ca', 'abc', 3], // optimal string alignment: a swapped pair is not edited again
    ['', 'abc', 3],
  ])('%s to %s is %i', (a, b, expected) => {
    expect(slipsBetween(a, b)).toBe(expected);
    expect(slipsBetween(b, a)).toBe(expected);
  });
});

describe('closestSpellings', () => {
  it('allows one slip in words of up to five letters and two in longer ones', () => {
    expect([4, 5, 6, 12].map(allowedSlips)).toEqual([1, 1, 2, 2]);
    expect(closestSpellings('tuan', ['tuna', 'turn', 'tan'])).toEqual(['tan', 'tuna', 'turn']);
    expect(closestSpellings('tofo', ['tomato', 'tofu'])).toEqual(['tofu']);
    expect(closestSpellings('lasgna', ['lasagne', 'lasagna', 'lagoon'])).toEqual(['lasagna']);
    expect(closestSpellings('lasgne', ['lasagne', 'lasagna'])).toEqual(['lasagne']);
  });

  it('keeps only the closest, and nothing beyond the allowed slips', () => {
    expect(closestSpellings('beaf', ['beef', 'bean', 'leaf', 'brief'])).toEqual(['bean', 'beef', 'leaf']);
    expect(closestSpellings('pizza', ['pasta', 'piece'])).toEqual([]);
    expect(closestSpellings('carrot', [])).toEqual([]);
  });
});
