import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * Characters PostgreSQL cannot store in text: U+0000, and UTF-16 surrogates without their pair (not
 * Unicode at all, so there is no UTF-8 for them). Either would reach the database as an error or as a
 * silently changed value, so every text input refuses them up front.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnsavableCharacters(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/**
 * The string of every input schema: `text()` where one would write `z.string()`, with the same methods
 * after it (`text().trim().max(80)`). A test walks every procedure's input and fails on a string that
 * does not come from here (src/server/text-inputs.test.ts).
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((v) => !hasUnsavableCharacters(v), { message: messages.textUnsavable });
}
