import { z } from 'zod';
import { ZEmail } from './auth.ts';
import { CLIENT_PROMO_MAX } from './meal-plans.ts';
import { ZBranding, ZFormHandle, ZSharedRecipe, formBase } from './public-pages.ts';
import { ZRecipePhoto } from './recipes.ts';
import { text } from './text.ts';

/**
 * Automated eBook Settings (SPEC §2 PromoEbook, /promo-ebook): one promotional recipe eBook per
 * professional, its public page /promoebookpage/{firstLast}/{planName}?i={planId} and its lead form
 * /promoform/{name}. See docs/decisions/026-promo-ebook.md.
 */

/** How the promo eBook's recipes are picked: by hand, or drawn from meal and nutrition tags. */
export const PROMO_SOURCES = ['chosen', 'tags'] as const;
export type PromoSource = (typeof PROMO_SOURCES)[number];

/** The title is what a lead's client folder records as its promo (SPEC §3 Folder promo), so it fits there. */
export const PROMO_TITLE_MAX = CLIENT_PROMO_MAX;
export const PROMO_INTRO_MAX = 2000;
export const PROMO_RECIPES_MAX = 30;
export const PROMO_TAGS_MAX = 10;

/** The recipe plan's meal type the promo eBook's recipes are kept under (a recipe plan has no days). */
export const PROMO_MEAL_TYPE = 'lunch' as const;

const tagNames = z.array(text().trim().min(1).max(60)).max(PROMO_TAGS_MAX).default([]);

export const ZPromoEbookInput = z
  .object({
    title: text({ message: 'Enter a title.' })
      .trim()
      .min(1, 'Enter a title.')
      .max(PROMO_TITLE_MAX, `Keep the title to ${PROMO_TITLE_MAX} characters.`),
    introduction: text()
      .trim()
      .max(PROMO_INTRO_MAX, `Keep the introduction to ${PROMO_INTRO_MAX} characters.`)
      .default(''),
    source: z.enum(PROMO_SOURCES),
    mealTags: tagNames,
    nutritionTags: tagNames,
    recipeCount: z
      .number({ message: `Choose 1 to ${PROMO_RECIPES_MAX} recipes.` })
      .int(`Choose 1 to ${PROMO_RECIPES_MAX} recipes.`)
      .min(1, `Choose 1 to ${PROMO_RECIPES_MAX} recipes.`)
      .max(PROMO_RECIPES_MAX, `Choose 1 to ${PROMO_RECIPES_MAX} recipes.`)
      .default(6),
    /** Draw the recipes again even though the tags and count are unchanged. */
    redraw: z.boolean().default(false),
    pageOn: z.boolean(),
    formOn: z.boolean(),
  })
  .refine((input) => input.source !== 'tags' || input.mealTags.length + input.nutritionTags.length > 0, {
    path: ['mealTags'],
    message: 'Choose at least one meal tag or nutrition tag to draw recipes from.',
  })
  .refine((input) => !input.formOn || input.pageOn, {
    path: ['formOn'],
    message: 'Turn the public page on first: the lead form leads to it.',
  });
export type PromoEbookInput = z.input<typeof ZPromoEbookInput>;

export const ZPromoRecipe = z.object({
  mealId: z.string(),
  id: z.string(),
  name: z.string(),
  photo: ZRecipePhoto.nullable(),
  energyKjPerServe: z.number(),
});
export type PromoRecipe = z.infer<typeof ZPromoRecipe>;

/** The professional's promo eBook as the settings screen shows it. */
export const ZPromoEbook = z.object({
  id: z.string(),
  title: z.string(),
  introduction: z.string(),
  source: z.enum(PROMO_SOURCES),
  mealTags: z.array(z.string()),
  nutritionTags: z.array(z.string()),
  recipeCount: z.number(),
  pageOn: z.boolean(),
  formOn: z.boolean(),
  /** The public page's address, whether or not it is on. */
  pagePath: z.string(),
  /** The lead form's address; null until the professional has a form handle (decision 025). */
  formPath: z.string().nullable(),
  branding: ZBranding,
  recipes: z.array(ZPromoRecipe),
});
export type PromoEbook = z.infer<typeof ZPromoEbook>;

/** The public page: the eBook's own words and recipes and the professional's branding, nothing else. */
export const ZPromoEbookPage = z.object({
  id: z.string(),
  title: z.string(),
  introduction: z.string(),
  path: z.string(),
  branding: ZBranding,
  /** The lead form's address while it is on, so the page can invite the reader to get in touch. */
  formPath: z.string().nullable(),
  recipes: z.array(ZSharedRecipe),
});
export type PromoEbookPage = z.infer<typeof ZPromoEbookPage>;

/** What the lead form page shows before it is sent. */
export const ZPromoFormOwner = z.object({
  title: z.string(),
  introduction: z.string(),
  recipeCount: z.number(),
  branding: ZBranding,
});
export type PromoFormOwner = z.infer<typeof ZPromoFormOwner>;

export const ZPromoFormHandleInput = z.object({ handle: ZFormHandle });

const consentMessage = 'Tick the box to agree to be contacted.';

export const ZPromoFormInput = z.object({
  handle: formBase.handle,
  name: formBase.name,
  email: ZEmail,
  phone: text({ message: 'Enter the phone number as text.' })
    .trim()
    .max(30, 'Keep the phone number to 30 characters.')
    .regex(/^[0-9+()\-.\s]*$/, 'Enter a phone number with digits, spaces, +, ( ) and - only.')
    .default(''),
  goal: text({ message: 'Enter your goal as text.' })
    .trim()
    .max(500, 'Keep your goal to 500 characters.')
    .default(''),
  consent: z.literal(true, { message: consentMessage }),
  website: formBase.website,
});
export type PromoFormInput = z.input<typeof ZPromoFormInput>;

/** Where the lead goes next: the eBook's public page. */
export const ZPromoFormResult = z.object({ path: z.string() });
