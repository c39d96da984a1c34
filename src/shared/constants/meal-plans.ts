/**
 * Constants of meal plans, their meals, goals and client folders, without zod: the planner's first render
 * imports them, and zod (about 25 KB gzip) loads only with the dialogs that validate (decision 039).
 * `schemas/meal-plans.ts`, `schemas/planner.ts` and `schemas/goals.ts` re-export them.
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

export const CLIENT_NAME_MAX = 100;
export const CLIENT_PROMO_MAX = 50;

/** Longest plan name. */
export const PLAN_NAME_MAX = 100;
/** Most serves of one meal. */
export const MEAL_SERVES_MAX = 20;
/** The most energy a plan's daily target can be, in kJ (a very large athlete's day is about 25,000 kJ). */
export const PLAN_ENERGY_MAX_KJ = 40_000;

/** The serves a meal type has in a plan: its setting, else SPEC §9's default of 1. */
export function servesOf(servings: Partial<Record<PlanMealType, number>>, mealType: PlanMealType): number {
  return servings[mealType] ?? DEFAULT_MEAL_SERVES;
}

/** Plausible adult measures: wide enough for anyone the adult formulas describe, narrow enough to catch a
 * slip of the keyboard (a height typed in metres, a weight in pounds beyond any person). */
export const GOAL_LIMITS = {
  weightKg: { min: 30, max: 300 },
  heightCm: { min: 100, max: 250 },
  age: { min: 18, max: 110 },
  physicalActivityLevel: { min: 1.2, max: 2.5 },
  snacks: { min: 0, max: 4 },
  customTargetKj: { min: 2000, max: 35000 },
  customMainKj: { min: 200, max: 15000 },
  customSnackKj: { min: 100, max: 8000 },
} as const;
