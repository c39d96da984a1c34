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
