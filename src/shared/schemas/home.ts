import { z } from 'zod';
import { text } from './text.ts';
import { GOAL_CODES } from './meal-plans.ts';

/**
 * Home (SPEC §2) per role, and the addresses the shell links to: the welcome video per audience and the
 * sidebar's Book Demo link, which the admin sets on Settings.
 */

import { DEFAULT_SHELL_LINKS } from '../constants/home.ts';

export { DEFAULT_SHELL_LINKS };

function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const webLink = (what: string) =>
  text()
    .trim()
    .min(1, `Enter ${what}.`)
    .max(2_000, 'The link must be at most 2,000 characters.')
    .refine((link) => isWebLink(link), 'Enter a link that starts with http:// or https://.');

/** Settings: the shell's links. */
export const ZShellLinkSettings = z.object({
  welcomeVideoMember: webLink('the members’ welcome video'),
  welcomeVideoTrainer: webLink('the Health & Fitness Professionals’ welcome video'),
  welcomeVideoDietitian: webLink('the dietitians’ welcome video'),
  bookDemoUrl: webLink('the Book Demo link'),
});
export type ShellLinkSettings = z.infer<typeof ZShellLinkSettings>;

/** What the shell of one user links to: their audience's welcome video and the Book Demo link. */
export const ZShellLinks = z.object({ welcomeVideoUrl: text(), bookDemoUrl: text() });
export type ShellLinks = z.infer<typeof ZShellLinks>;

const ZRecipeCard = z.object({
  id: text(),
  name: text(),
  photo: z
    .object({ key: text(), url: text(), thumbUrl: text(), mediumUrl: text(), largeUrl: text() })
    .nullable(),
});
export type HomeRecipeCard = z.infer<typeof ZRecipeCard>;

export const ZHomeSummary = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('admin'),
    pendingUsers: z.number(),
    pendingFoods: z.number(),
    pendingRecipes: z.number(),
    openReports: z.number(),
    planRequests: z.number(),
  }),
  z.object({
    kind: z.literal('member'),
    goal: z.object({ goal: z.enum(GOAL_CODES), targetKj: z.number() }).nullable(),
    energyUnit: z.enum(['kJ', 'Cal']),
    savedCount: z.number(),
    saved: z.array(ZRecipeCard),
    newRecipes: z.array(ZRecipeCard),
  }),
  /** Professionals are sent on to their landing screen (SPEC §4); Home has nothing of theirs. */
  z.object({ kind: z.literal('professional') }),
]);
export type HomeSummary = z.infer<typeof ZHomeSummary>;

/** How many saved and new recipes the member's Home shows. */
export const HOME_RECIPE_CARDS = 6;
