import { z } from 'zod';
import { text } from './text.ts';
import { messages } from '../messages.ts';

/**
 * Goals, client folders, meal plans and their meals (SPEC §3, §9): the constants both the planner screens
 * and the server read. The zod contracts of their calls join this file as the routers are built.
 */

import {
  CLIENT_NAME_MAX,
  CLIENT_PROMO_MAX,
  DEFAULT_FOLDER_KINDS,
  MAIN_MEAL_TYPES,
} from '../constants/meal-plans.ts';

export {
  CLIENT_NAME_MAX,
  CLIENT_PROMO_MAX,
  DEFAULT_FOLDER_KINDS,
  DEFAULT_FOLDER_NAMES,
  DEFAULT_MEAL_SERVES,
  GENDERS,
  GOAL_CODES,
  MAIN_MEAL_TYPES,
  PLAN_DAYS,
  PLAN_MEAL_TYPES,
  PLAN_REQUEST_STATUSES,
  RECIPE_PLAN_DAY,
  type DefaultFolderKind,
  type Gender,
  type GoalCode,
  type MainMealType,
  type PlanMealType,
  type PlanRequestStatus,
} from '../constants/meal-plans.ts';

// ----------------------------------------------------------------------------------------------------------
// Clients (SPEC §2 Clients, §3 Folder, §7 folders): the contracts of the clients router. A client is a
// folder of its professional's; the two default folders share the shape, with `kind` set.
// ----------------------------------------------------------------------------------------------------------

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
  /** The client record's allergies ("contains" tags) and foods to avoid (decision 064). */
  allergies: z.array(text()),
  avoidWords: z.array(text()),
  /** The member's account linked to the professional and filed under this client, or null. */
  linkedAccount: z.object({ name: text(), email: text() }).nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ClientFolder = z.infer<typeof ZClientFolder>;
