import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { hasUnsavableCharacters, text } from './text.ts';

describe('text()', () => {
  it.each([
    ['Plum tomato', false],
    ['', false],
    ['Crème brûlée 🍮 and 中文', false],
    ['Plum\u0000tomato', true],
    ['\uD83C', true],
    ['tail \uDF6E', true],
    ['\uDF6E\uD83C', true],
  ])('%j has characters PostgreSQL cannot store: %s', (value, expected) => {
    expect(hasUnsavableCharacters(value)).toBe(expected);
  });

  it('refuses them with the message, and keeps the methods of a string after it', () => {
    const name = text().trim().min(1).max(10);
    expect(name.parse('  Ana ')).toBe('Ana');
    const refused = name.safeParse('Ana\u0000');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([messages.textUnsavable]);
  });
});
