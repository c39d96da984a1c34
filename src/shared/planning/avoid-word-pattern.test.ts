import { describe, expect, it } from 'vitest';
import { avoidWordMatcher } from '../safety/client-safety.ts';
import { avoidWordPattern, patternSubject, writtenForms } from './avoid-word-pattern.ts';

const NAMES = [
  'Mushrooms, white, raw',
  'Mushroom risotto',
  'Creamy mushroom-and-leek pie',
  'Coriander (cilantro) leaves, raw',
  'Spices, coriander seed',
  'Eggs, scrambled',
  'Egg, whole, raw',
  'Eggplant, raw',
  'Berries, mixed',
  'Strawberry jam',
  'Blueberry muffin',
  'Cookies, chocolate chip',
  'Tomatoes, red, ripe',
  'Baked sweet potatoes',
  'Potato, sweet',
  'Peaches, canned',
  'Jalapeño peppers',
  'Hummus, commercial',
  'Goat cheese',
  'Prawn & mushroom laksa',
  'Champignons',
];
const WORDS = [
  ['mushrooms'],
  ['coriander'],
  ['egg'],
  ['berry'],
  ['cookie'],
  ['tomato'],
  ['sweet potato'],
  ['peach'],
  ['jalapeno'],
  ['hummus'],
  ['oat'],
  ['Mushroom', '  ', 'sweet potatoes', 'Jalapeños'],
];

describe('avoidWordPattern', () => {
  it.each(WORDS)('matches the same names as avoidWordMatcher: %s', (...words) => {
    const pattern = new RegExp(avoidWordPattern(words)!);
    const matcher = avoidWordMatcher(words);
    for (const name of NAMES) {
      expect([name, pattern.test(patternSubject(name))]).toEqual([name, matcher(name).length > 0]);
    }
  });

  it('is null when no word has a letter or digit', () => {
    expect(avoidWordPattern([])).toBeNull();
    expect(avoidWordPattern([' ', '--'])).toBeNull();
  });

  it('writes each word in every form the plural folding reads as it', () => {
    expect(writtenForms('berri')).toEqual(expect.arrayContaining(['berry', 'berries', 'berri']));
    expect(writtenForms('tomato')).toEqual(expect.arrayContaining(['tomato', 'tomatoes', 'tomatos']));
    expect(writtenForms('hummus')).toEqual(['hummus']);
  });
});
