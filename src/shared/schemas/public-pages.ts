import { z } from 'zod';
import { messages } from '../messages.ts';
import { ACTIVITY_LEVEL_KEYS } from '../nutrition/goal-options.ts';
import { NUTRIENT_KEYS } from '../nutrition/nutrients.ts';
import { ZEmail } from './auth.ts';
import { GOAL_LIMITS } from './goals.ts';
import { GENDERS, GOAL_CODES, MAIN_MEAL_TYPES, PLAN_MEAL_TYPES } from './meal-plans.ts';
import { ZClientSafety, ZMealConflict } from './safety.ts';
import { CONTAINS_TAGS } from '../safety/client-safety.ts';
import { text } from './text.ts';

/**
 * Public pages (SPEC §2 public routes): shared eBook links, the client forms and the pages around them.
 * Every public answer carries only what its page shows. See docs/decisions/025-public-links-and-client-forms.md.
 */

/** A professional's form handle: a slug of their name and ten unguessable characters (`jane-doe-k3j9...`). */
export const FORM_HANDLE_MAX = 80;
export const ZFormHandle = text({ message: 'Not found.' }).trim().min(1).max(FORM_HANDLE_MAX);
export const ZFormHandleInput = z.object({ handle: ZFormHandle });

export const ZPlanLinkInput = z.object({ planId: z.uuid(), on: z.boolean() });
export const ZPlanLink = z.object({ on: z.boolean(), path: z.string() });
export type PlanLink = z.infer<typeof ZPlanLink>;

export const ZSharedIdInput = z.object({ id: z.uuid() });

/** The professional's branding, as every public page shows it. */
export const ZBranding = z.object({
  name: z.string(),
  organisation: z.string().nullable(),
  logoUrl: z.string().nullable(),
  brandColor: z.string(),
});
export type Branding = z.infer<typeof ZBranding>;

export const ZSharedRecipe = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  photoUrl: z.string().nullable(),
  numberOfServes: z.number(),
  energyKjPerServe: z.number(),
  /** Nutrition per serve (SPEC nutrient keys; energy in kJ). */
  perServe: z.partialRecord(z.enum(NUTRIENT_KEYS), z.number()),
  ingredients: z.array(z.object({ name: z.string(), quantity: z.number(), unit: z.string() })),
  methods: z.array(z.string()),
});
export type SharedRecipe = z.infer<typeof ZSharedRecipe>;

/** A plan whose public link is on: its own words and meals, nothing of its folder but the client's name. */
export const ZSharedPlan = z.object({
  id: z.string(),
  name: z.string(),
  recipePlan: z.boolean(),
  description: z.string(),
  client: z.string(),
  energyTargetKj: z.number().nullable(),
  /** The slugs the page's address should carry (SPEC §2 generated links); the page corrects a wrong one. */
  path: z.string(),
  branding: ZBranding,
  hideInstructions: z.boolean(),
  meals: z.array(
    z.object({
      day: z.number(),
      mealType: z.enum(PLAN_MEAL_TYPES),
      position: z.number(),
      serves: z.number(),
      recipeId: z.string(),
      /** How the meal goes against the client's record (issue 29); empty when it is safe. */
      conflicts: z.array(ZMealConflict),
    }),
  ),
  recipes: z.array(ZSharedRecipe),
  /** The client's allergies, intolerances and avoided foods, as the professional's plan shows them. */
  clientSafety: ZClientSafety,
});
export type SharedPlan = z.infer<typeof ZSharedPlan>;

export const ZSharedSingleRecipe = ZSharedRecipe;

/** A professional a client may choose on /dietitian-form-selector: name, organisation, logo and form handle. */
export const ZFormOwner = ZBranding.extend({ handle: z.string() });
export type FormOwner = z.infer<typeof ZFormOwner>;

export const ZFindProfessionalsInput = z.object({
  // Three letters at least: the start of a name, not a way to list every professional's form.
  query: text().trim().min(3, 'Type at least three letters of the name.').max(100),
});

export const ZPrivacyContact = z.object({ name: z.string().nullable(), email: z.string().nullable() });

export const ZFormLink = z.object({ handle: z.string().nullable() });

// ----------------------------------------------------------------------------------------------------------
// The client forms. Every string through `text()`, every size capped; the honeypot `website` is a field no
// person sees: a filled one is a robot, answered with the same success and nothing stored.
// ----------------------------------------------------------------------------------------------------------

export const FORM_NAME_MAX = 100;
export const FORM_NOTE_MAX = 1000;

const nameMessage = 'Enter your name.';
const allergiesMessage = 'Tick the allergies from the list.';
const { weightKg, heightCm, age, snacks } = GOAL_LIMITS;

/** The fields every public form shares: whose form, the sender's name and e-mail, the honeypot. */
export const formBase = {
  handle: ZFormHandle,
  name: text({ message: nameMessage })
    .trim()
    .min(1, nameMessage)
    .max(FORM_NAME_MAX, `The name must be at most ${FORM_NAME_MAX} characters.`),
  // The account forms' rule: required, at most 254 characters, a real address, lower-cased.
  email: ZEmail,
  avoid: text({ message: 'Enter the foods to avoid as text.' })
    .trim()
    .max(FORM_NOTE_MAX, `Keep the foods to avoid to ${FORM_NOTE_MAX} characters.`)
    .default(''),
  website: text().max(200).default(''),
};

export const ZClientFormInput = z.object({
  ...formBase,
  weightKg: z
    .number({ message: `Enter your weight in kg, from ${weightKg.min} to ${weightKg.max}.` })
    .min(weightKg.min, `Enter your weight in kg, from ${weightKg.min} to ${weightKg.max}.`)
    .max(weightKg.max, `Enter your weight in kg, from ${weightKg.min} to ${weightKg.max}.`),
  heightCm: z
    .number({ message: `Enter your height in cm, from ${heightCm.min} to ${heightCm.max}.` })
    .min(heightCm.min, `Enter your height in cm, from ${heightCm.min} to ${heightCm.max}.`)
    .max(heightCm.max, `Enter your height in cm, from ${heightCm.min} to ${heightCm.max}.`),
  age: z
    .number({ message: `Enter an age from ${age.min} to ${age.max}.` })
    .int('Enter your age in whole years.')
    .min(age.min, `Enter an age from ${age.min} to ${age.max}.`)
    .max(age.max, `Enter an age from ${age.min} to ${age.max}.`),
  gender: z.enum(GENDERS, { message: 'Choose female or male.' }),
  activity: z.enum(ACTIVITY_LEVEL_KEYS, { message: 'Choose an activity level.' }),
  goal: z.enum(GOAL_CODES, { message: 'Choose a goal.' }),
  mainMeals: z
    .array(z.enum(MAIN_MEAL_TYPES, { message: messages.selectOneMainMeal }), {
      message: messages.selectOneMainMeal,
    })
    .min(1, messages.selectOneMainMeal)
    .transform((meals) => MAIN_MEAL_TYPES.filter((meal) => meals.includes(meal))),
  snacks: z
    .number({ message: `Choose ${snacks.min} to ${snacks.max} snacks a day.` })
    .int()
    .min(snacks.min, `Choose ${snacks.min} to ${snacks.max} snacks a day.`)
    .max(snacks.max, `Choose ${snacks.min} to ${snacks.max} snacks a day.`),
  /** The allergies ticked ("contains" tags of src/shared/safety), each once, in their order. */
  allergies: z
    .array(z.enum(CONTAINS_TAGS, { message: allergiesMessage }), { message: allergiesMessage })
    .max(CONTAINS_TAGS.length * 2, allergiesMessage)
    .transform((tags) => CONTAINS_TAGS.filter((tag) => tags.includes(tag)))
    .default([]),
});
export type ClientFormInput = z.input<typeof ZClientFormInput>;

export const ZRecipeFormInput = z.object({ ...formBase });
export type RecipeFormInput = z.input<typeof ZRecipeFormInput>;

export const ZFormResult = z.object({ messageKey: z.literal('formReceived') });
