import { z } from 'zod';
import { text } from './text.ts';
import { messages } from '../messages.ts';

/**
 * Goals, client folders, meal plans and their meals (SPEC §3, §9): the constants both the planner screens
 * and the server read. The zod contracts of their calls join this file as the routers are built.
 */

/** A plan's slots per day (SPEC §9): dessert is stored `desert`; snack1..snack4 all take Snack recipes. */
export const PLAN_MEAL_TYPES = [
  'breakfast',
  'lunch',
  'dinner',
  'desert',
  'snack1',
  'snack2',
  'snack3',
  'snack4',
] as const;
export type PlanMealType = (typeof PLAN_MEAL_TYPES)[number];

/** The main meals a goal or plan may include; the rest count as snacks (dessert too). */
export const MAIN_MEAL_TYPES = ['breakfast', 'lunch', 'dinner'] as const;
export type MainMealType = (typeof MAIN_MEAL_TYPES)[number];

/** SPEC §9: a meal plan is seven days long. A recipe plan's meals have no day (stored as day 0). */
export const PLAN_DAYS = 7;
export const RECIPE_PLAN_DAY = 0;

/** SPEC §9: servings per meal type default to 1. */
export const DEFAULT_MEAL_SERVES = 1;

/** SPEC §3 requestStatus of a meal plan a client asked for through a form. */
export const PLAN_REQUEST_STATUSES = ['empty', 'requesting', 'approved', 'rejected'] as const;
export type PlanRequestStatus = (typeof PLAN_REQUEST_STATUSES)[number];

/**
 * SPEC §9 default folders every professional has: "Others" (id "1" in the original) and "copied plans"
 * (id "2"). Here they are ordinary folder rows told apart by `kind`, made the first time they are needed.
 */
export const DEFAULT_FOLDER_KINDS = ['others', 'copied'] as const;
export type DefaultFolderKind = (typeof DEFAULT_FOLDER_KINDS)[number];
export const DEFAULT_FOLDER_NAMES: Record<DefaultFolderKind, string> = {
  others: 'Others',
  copied: 'copied plans',
};

/** SPEC §3 Goal: the goal codes; g1 and g5 lose weight, g8 gains, the rest maintain (SPEC §9). */
export const GOAL_CODES = ['g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8', 'g9'] as const;
export type GoalCode = (typeof GOAL_CODES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

// ----------------------------------------------------------------------------------------------------------
// Clients (SPEC §2 Clients, §3 Folder, §7 folders): the contracts of the clients router. A client is a
// folder of its professional's; the two default folders share the shape, with `kind` set.
// ----------------------------------------------------------------------------------------------------------

export const CLIENT_NAME_MAX = 100;
export const CLIENT_PROMO_MAX = 50;
const CLIENT_EMAIL_MAX = 254;
const CLIENT_QUERY_MAX = 100;
/** SPEC §9 shares: 0 to 4 snacks a day (snack1..snack4). */
const CLIENT_SNACKS_MAX = 4;

const emailFormat = z.email();
const clientEmailMessage = 'The email address is not valid';
const clientSnacksMessage = `Choose 0 to ${CLIENT_SNACKS_MAX} snacks a day.`;

/** A new client: the name is required; email and promo may stay blank. E-mail is stored lower-cased. */
export const ZClientInput = z.object({
  client: text({ message: 'Enter the client’s name.' })
    .trim()
    .min(1, 'Enter the client’s name.')
    .max(CLIENT_NAME_MAX, `The name must be at most ${CLIENT_NAME_MAX} characters.`),
  email: text({ message: clientEmailMessage })
    .trim()
    .max(CLIENT_EMAIL_MAX, clientEmailMessage)
    .toLowerCase()
    .refine((email) => email === '' || emailFormat.safeParse(email).success, clientEmailMessage)
    .default(''),
  promo: text({ message: 'Enter the promo as text.' })
    .trim()
    .max(CLIENT_PROMO_MAX, `The promo must be at most ${CLIENT_PROMO_MAX} characters.`)
    .default(''),
  mainMeals: z
    .array(z.enum(MAIN_MEAL_TYPES, { message: messages.selectOneMainMeal }), {
      message: messages.selectOneMainMeal,
    })
    .min(1, messages.selectOneMainMeal)
    // Stored once each, in the day's order, whatever order they were ticked in.
    .transform((meals) => MAIN_MEAL_TYPES.filter((meal) => meals.includes(meal)))
    .default([...MAIN_MEAL_TYPES]),
  snacks: z
    .number({ message: clientSnacksMessage })
    .int(clientSnacksMessage)
    .min(0, clientSnacksMessage)
    .max(CLIENT_SNACKS_MAX, clientSnacksMessage)
    .default(0),
  /** The company the client works for (decision 034): one of the professional's own, or none. */
  companyId: z.uuid({ message: 'Choose one of your companies.' }).nullable().default(null),
});
export type ClientInput = z.input<typeof ZClientInput>;

/** The whole client as the edit dialog sends it. A default folder keeps its name, email and promo. */
export const ZClientUpdateInput = ZClientInput.extend({ id: z.uuid() });
export const ZClientIdInput = z.object({ id: z.uuid() });

/** Search by client name, email or promo, ignoring case; no query lists every folder. */
export const ZClientListInput = z
  .object({
    query: text().trim().max(CLIENT_QUERY_MAX).optional(),
    /** Only the clients of this company of the professional's. */
    companyId: z.uuid().optional(),
  })
  .optional();

export const ZClientFolder = z.object({
  id: text(),
  /** Null for a client's folder; 'others' or 'copied' for the default folders of SPEC §9. */
  kind: z.enum(DEFAULT_FOLDER_KINDS).nullable(),
  client: text(),
  email: text(),
  promo: text(),
  mainMeals: z.array(z.enum(MAIN_MEAL_TYPES)),
  snacks: z.number(),
  /** Plans in the folder, recipe plans included. */
  planCount: z.number(),
  /** Of which recipe plans (recipe eBooks). */
  recipePlanCount: z.number(),
  /** The client's company (decision 034), or null. */
  companyId: z.string().nullable(),
  company: text().nullable(),
  /** The member's account linked to the professional and filed under this client, or null. */
  linkedAccount: z.object({ name: text(), email: text() }).nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ClientFolder = z.infer<typeof ZClientFolder>;
