import { z } from 'zod';
import { text } from './text.ts';

/**
 * What the screens read of a client's safety (issue 29, decision 061); the rules are in
 * src/shared/safety/client-safety.ts.
 */

/** One reason a meal goes against the client's record (MealConflict of client-safety.ts). */
export const ZMealConflict = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('allergen'), tag: text(), foods: z.array(text()) }),
  z.object({ kind: z.literal('avoid'), word: text(), foods: z.array(text()) }),
]);

/** What a plan's screens show of its client at all times: what they must not be served, and why. */
export const ZClientSafety = z.object({
  /** "Contains" tags the client is allergic to (CONTAINS_TAGS). */
  allergies: z.array(text()),
  /** Intolerances, as the record keeps them: shown, not enforced. */
  intolerances: z.array(text()),
  /** Foods avoided, as words ("mushrooms"). */
  avoidWords: z.array(text()),
});
export type ClientSafety = z.infer<typeof ZClientSafety>;

export const NO_CLIENT_SAFETY: ClientSafety = { allergies: [], intolerances: [], avoidWords: [] };
