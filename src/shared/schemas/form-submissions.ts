import { z } from 'zod';
import { ACTIVITY_LEVEL_KEYS } from '../nutrition/goal-options.ts';
import { ZRecordChange } from './clients.ts';
import { GENDERS, GOAL_CODES, MAIN_MEAL_TYPES } from './meal-plans.ts';

/**
 * What a public form brought that waits for the professional (decision 059): a form never changes a client
 * folder nor takes a meal slot by itself; the professional accepts it (then it applies) or dismisses it.
 */
export const FORM_SUBMISSION_KINDS = ['intake', 'recipe', 'promo'] as const;
export type FormSubmissionKind = (typeof FORM_SUBMISSION_KINDS)[number];

/** /form: the measures and choices the client gave, and the energy target worked out from them. */
export const ZIntakeAnswers = z.object({
  kind: z.literal('intake'),
  weightKg: z.number(),
  heightCm: z.number(),
  age: z.number(),
  gender: z.enum(GENDERS),
  activity: z.enum(ACTIVITY_LEVEL_KEYS),
  goal: z.enum(GOAL_CODES),
  mainMeals: z.array(z.enum(MAIN_MEAL_TYPES)),
  snacks: z.number(),
  avoid: z.string(),
  /** The allergies ticked on the form ("contains" tags); forms sent before issue 29 have none. */
  allergies: z.array(z.string()).default([]),
  energyTargetKj: z.number(),
});

/** /recipeform: a recipe eBook asked for. */
export const ZRecipeAnswers = z.object({ kind: z.literal('recipe'), avoid: z.string() });

/** /promoform: a lead of the promo eBook, whose title becomes the folder's promo. */
export const ZPromoAnswers = z.object({
  kind: z.literal('promo'),
  promo: z.string(),
  phone: z.string(),
  goal: z.string(),
});

export const ZFormAnswers = z.discriminatedUnion('kind', [ZIntakeAnswers, ZRecipeAnswers, ZPromoAnswers]);
export type FormAnswers = z.infer<typeof ZFormAnswers>;

/** A submission waiting on one of the professional's clients. */
export const ZFormSubmission = z.object({
  id: z.string(),
  folderId: z.string(),
  /** The folder's client name, as the professional keeps it. */
  client: z.string(),
  /** The name and e-mail the form was sent with. */
  name: z.string(),
  email: z.string(),
  /** Whether the form made the folder (a new prospective client) rather than matched an existing one. */
  newClient: z.boolean(),
  answers: ZFormAnswers,
  createdAt: z.date(),
  /**
   * What accepting would change on the client's record (decision 064): each field with its value now and
   * the form's. Empty when the form brings nothing new for it.
   */
  recordChanges: z.array(ZRecordChange),
  /** Whether the client's record holds anything yet: an empty one simply takes the form's answers. */
  recordHasValues: z.boolean(),
});
export type FormSubmission = z.infer<typeof ZFormSubmission>;

export const ZFormSubmissionIdInput = z.object({ id: z.uuid() });

export const ZFormSubmissionAccepted = z.object({
  /** The plan the submission made, if it makes one. */
  planId: z.string().nullable(),
  /** The fields of the client's record it changed. */
  recordFields: z.array(z.string()),
  messageKey: z.literal('formSubmissionAccepted'),
});
