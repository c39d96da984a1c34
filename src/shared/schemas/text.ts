import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * Characters PostgreSQL cannot store in text: U+0000, and UTF-16 surrogates without their pair (not
 * Unicode at all, so there is no UTF-8 for them). Either would reach the database as an error or as a
 * silently changed value, so every text input refuses them up front.
 */
export function hasUnsavableCharacters(value: string): boolean {
  // A loop rather than a regular expression with lookbehind, which older Safari cannot even parse.
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 0) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/**
 * The string of every input schema: `text()` where one would write `z.string()`, with the same methods
 * after it (`text().trim().max(80)`). A test walks every procedure's input and fails on a string that
 * does not come from here (src/server/text-inputs.test.ts).
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((v) => !hasUnsavableCharacters(v), { message: messages.textUnsavable });
}
