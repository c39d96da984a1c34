import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_FOLDER_KINDS,
  GENDERS,
  GOAL_CODES,
  PLAN_MEAL_TYPES,
  PLAN_REQUEST_STATUSES,
  type PlanMealType,
} from '../../../shared/schemas/meal-plans.ts';
import { ACTIVITY_LEVEL_KEYS } from '../../../shared/nutrition/goal-options.ts';
import { PROMO_SOURCES } from '../../../shared/schemas/promo-ebook.ts';
import type { RecordLastChange } from '../../../shared/schemas/clients.ts';
import type { NutrientValues } from '../../../shared/nutrition/nutrient-amounts.ts';
import type { MacroTargetSpec } from '../../../shared/planning/macro-targets.ts';
import { PLAN_VERSION_REASONS, type PlanSnapshot } from '../../../shared/schemas/plan-versions.ts';
import { ingredientLineColumns, recipes } from './recipes.ts';
import { users } from './users.ts';

/**
 * SPEC §3 Goal, one per user: what the energy calculator reads (src/shared/nutrition) and the member's
 * custom targets. Energy is stored in kJ; the screens show the user's unit.
 */
export const goals = pgTable(
  'goals',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goal: text({ enum: GOAL_CODES }).notNull(),
    weightKg: doublePrecision().notNull(),
    heightCm: doublePrecision().notNull(),
    gender: text({ enum: GENDERS }).notNull(),
    age: integer().notNull(),
    /** The physical activity level the resting energy is multiplied by. */
    physicalActivityLevel: doublePrecision().notNull(),
    mainMeals: text()
      .array()
      .notNull()
      .default(sql`'{breakfast,lunch,dinner}'::text[]`),
    snacks: integer().notNull().default(0),
    /** A daily target the user set by hand, replacing the calculated one. */
    customTargetKj: doublePrecision(),
    /** Custom energy per main meal and per snack, replacing the shares of SPEC §9. */
    customMainKj: doublePrecision(),
    customSnackKj: doublePrecision(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goals_user_key').on(t.userId),
    check('goals_snacks_range', sql`${t.snacks} between 0 and 4`),
  ],
);

/**
 * SPEC §3 Company (decision 034): a corporate client of a professional's, whose staff are client folders
 * naming it. Each professional's own; names unique per professional, ignoring case.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_user_name_key').on(t.userId, sql`lower(${t.name})`)],
);

export type CompanyRow = typeof companies.$inferSelect;

/**
 * SPEC §3 Folder: a professional's client, holding that client's plans. Every professional also has the
 * two default folders of SPEC §9, told apart by `kind` (null for a client's folder).
 */
export const folders = pgTable(
  'folders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: DEFAULT_FOLDER_KINDS }),
    client: text().notNull(),
    email: text().notNull().default(''),
    promo: text().notNull().default(''),
    mainMeals: text()
      .array()
      .notNull()
      .default(sql`'{breakfast,lunch,dinner}'::text[]`),
    snacks: integer().notNull().default(0),
    /** The company the client works for (decision 034); always one of the folder owner's. */
    companyId: uuid().references(() => companies.id, { onDelete: 'set null' }),
    /*
     * The client record (issue 29, decision 061): what the client said in an intake form and what the
     * professional keeps of it. Measures feed "Calculate for the client"; allergies ("contains" tags of
     * src/shared/safety) and avoided words apply to every plan of the folder.
     */
    weightKg: doublePrecision(),
    heightCm: doublePrecision(),
    /** The birth date when known; else `age` as the client gave it, on `recordUpdatedAt`. */
    birthDate: date({ mode: 'string' }),
    age: smallint(),
    /** The day the client gave `age` (decision 064): the age counts on from it. */
    ageOn: date({ mode: 'string' }),
    gender: text({ enum: GENDERS }),
    activity: text({ enum: ACTIVITY_LEVEL_KEYS }),
    goal: text({ enum: GOAL_CODES }),
    allergies: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    intolerances: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Foods to avoid as words ("mushrooms", "coriander"), matched against recipe and food names. */
    avoidWords: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferences: text().notNull().default(''),
    notes: text().notNull().default(''),
    recordUpdatedAt: timestamp({ withTimezone: true }),
    /** What the record's last change (at `recordUpdatedAt`) changed, and who made it (decision 064). */
    recordLastChange: jsonb().$type<RecordLastChange>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('folders_company_idx').on(t.companyId),
    index('folders_user_client_idx').on(t.userId, sql`lower(${t.client})`),
    uniqueIndex('folders_user_kind_key')
      .on(t.userId, t.kind)
      .where(sql`${t.kind} is not null`),
    check('folders_snacks_range', sql`${t.snacks} between 0 and 4`),
  ],
);

/**
 * SPEC §3 Client {nutrition_professional, createdAt} (decision 034): a member's account linked to their
 * professional by the professional's client ID. One professional per member; the professional may file
 * the link under one of their client folders (at most one link per folder), whose shared plans the
 * member then sees.
 */
export const clientLinks = pgTable(
  'client_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The professional's client folder this account is; always one of the professional's. */
    folderId: uuid().references(() => folders.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_links_member_key').on(t.memberId),
    index('client_links_professional_idx').on(t.professionalId, t.createdAt),
    uniqueIndex('client_links_folder_key')
      .on(t.folderId)
      .where(sql`${t.folderId} is not null`),
  ],
);

export type ClientLinkRow = typeof clientLinks.$inferSelect;

/**
 * SPEC §3 Meal plan: a seven-day plan (or, with `recipePlan`, a list of recipes without days) in a
 * folder. It keeps its own goal copy (energy target, main meals, snacks, dessert) and the tags automatic
 * generation must respect: meal tags and nutrition claims every recipe carries, tags no recipe may carry,
 * and ingredient tags of which each recipe matches one.
 */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    recipePlan: boolean().notNull().default(false),
    requestStatus: text({ enum: PLAN_REQUEST_STATUSES }).notNull().default('empty'),
    /**
     * SPEC §3 promo: '' for a client's plan; on the professional's promo eBook (Automated eBook Settings,
     * a recipe plan, at most one per user), how its recipes are picked: 'chosen' or 'tags' (decision 026).
     */
    promo: text({ enum: ['', ...PROMO_SOURCES] })
      .notNull()
      .default(''),
    /** The promo eBook's lead form (/promoform/{name}) is on. */
    promoForm: boolean().notNull().default(false),
    /** How many recipes the promo eBook draws from its tags. */
    promoRecipeCount: smallint().notNull().default(0),
    description: text().notNull().default(''),
    /** The last generation could not fill every slot. */
    noMeals: boolean().notNull().default(false),
    /** Serves per meal type (SPEC serving_breakfast ... serving_snack4); a missing type is 1. */
    servings: jsonb().$type<Partial<Record<PlanMealType, number>>>().notNull().default({}),
    energyTargetKj: doublePrecision(),
    /**
     * Protein, fat and carbohydrate targets and a fibre minimum as the professional set them (grams, % of
     * energy, g/kg); null for none (issue 30, src/shared/planning/macro-targets.ts turns them into grams).
     */
    macroTargets: jsonb().$type<MacroTargetSpec>(),
    mainMeals: text()
      .array()
      .notNull()
      .default(sql`'{breakfast,lunch,dinner}'::text[]`),
    snacks: integer().notNull().default(0),
    dessert: boolean().notNull().default(false),
    mealTags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    nutritionTags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    avoidTags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ingredientTags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    downloads: integer().notNull().default(0),
    hasDownloaded: boolean().notNull().default(false),
    hasTakenCredit: boolean().notNull().default(false),
    /** SPEC §3 link: the plan's public eBook page is on; off (the default), its id answers "not found". */
    publicLink: boolean().notNull().default(false),
    /** SPEC §3 fromForm: the plan was made by a client's form (/form, /recipeform). */
    fromForm: boolean().notNull().default(false),
    /**
     * The marketplace listing a copied plan came from (decision 027): its owner rates the plan through it.
     * No foreign key: a listing whose owner was deleted leaves the id behind, and rating the copy then
     * answers "Invalid plan reference".
     */
    copiedFromListingId: uuid(),
    /** What the professional asked the admin team for when buying a meal plan request (SPEC §4). */
    requestBrief: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meal_plans_folder_idx').on(t.folderId, t.createdAt),
    index('meal_plans_user_idx').on(t.userId, t.createdAt),
    index('meal_plans_request_status_idx')
      .on(t.requestStatus, t.updatedAt)
      .where(sql`${t.requestStatus} <> 'empty'`),
    uniqueIndex('meal_plans_one_promo_key')
      .on(t.userId)
      .where(sql`${t.promo} <> ''`),
    check('meal_plans_snacks_range', sql`${t.snacks} between 0 and 4`),
  ],
);

/**
 * SPEC §3 Meal: one slot of a plan (day 1..7 and meal type; a recipe plan's meals have day 0 and are
 * ordered by `position`). A slot holds a recipe or is marked "no meal"; an empty slot has no row. A
 * deleted recipe leaves its slots empty.
 */
export const meals = pgTable(
  'meals',
  {
    id: uuid().primaryKey().defaultRandom(),
    planId: uuid()
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: smallint().notNull(),
    mealType: text({ enum: PLAN_MEAL_TYPES }).notNull(),
    position: integer().notNull().default(0),
    recipeId: uuid().references(() => recipes.id, { onDelete: 'cascade' }),
    noMeal: boolean().notNull().default(false),
    serves: doublePrecision().notNull().default(1),
    locked: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meals_slot_key').on(t.planId, t.day, t.mealType, t.position),
    index('meals_recipe_idx').on(t.recipeId),
    check('meals_day_range', sql`${t.day} between 0 and 7`),
    check('meals_serves_positive', sql`${t.serves} > 0`),
    check(
      'meals_recipe_or_no_meal',
      sql`(${t.noMeal} and ${t.recipeId} is null) or (not ${t.noMeal} and ${t.recipeId} is not null)`,
    ),
  ],
);

/**
 * SPEC §3 Meal customRecipes / customServesData (decision 043): the meal's recipe changed for this plan's
 * client only (ingredients swapped, removed or re-weighed, its serves, a note). The catalogue recipe stays
 * as it is; a row here makes every read of the plan use this version instead. It goes with its meal: a
 * meal removed or replaced takes it along, "Reset to original" deletes it.
 */
export const mealCustomisations = pgTable(
  'meal_customisations',
  {
    mealId: uuid()
      .primaryKey()
      .references(() => meals.id, { onDelete: 'cascade' }),
    /** The serves the customised ingredients make (the recipe's numberOfServes, customised). */
    numberOfServes: doublePrecision().notNull(),
    /** The professional's note to the client about this meal. */
    note: text().notNull().default(''),
    /** Worked out by the shared nutrition engine on save, as a recipe's are. */
    servingValues: jsonb().$type<NutrientValues>().notNull(),
    energyKjPerServe: doublePrecision().notNull(),
    totalGrams: doublePrecision().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('meal_customisations_serves_positive', sql`${t.numberOfServes} > 0`)],
);

/** The customised meal's ingredients, as a recipe's are stored (recipe_ingredients). */
export const mealCustomIngredients = pgTable(
  'meal_custom_ingredients',
  {
    id: uuid().primaryKey().defaultRandom(),
    mealId: uuid()
      .notNull()
      .references(() => mealCustomisations.mealId, { onDelete: 'cascade' }),
    ...ingredientLineColumns(),
  },
  (t) => [
    uniqueIndex('meal_custom_ingredients_meal_food_key').on(t.mealId, t.foodId),
    index('meal_custom_ingredients_food_idx').on(t.foodId),
    check('meal_custom_ingredients_quantity', sql`${t.quantity} >= 0 and ${t.grams} >= 0`),
  ],
);

/**
 * A plan's earlier versions (issue 30 point 5): before each generation, "Balance this day", restore or other
 * bulk change, the plan's meals (with their customisations) and settings as they were. Undo restores the
 * newest; a plan keeps its last PLAN_VERSIONS_KEPT. They go with the plan.
 */
export const mealPlanVersions = pgTable(
  'meal_plan_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    planId: uuid()
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What was about to change when this version was kept. */
    reason: text({ enum: PLAN_VERSION_REASONS }).notNull(),
    /** The day a "balanceDay" changed; null otherwise. */
    day: smallint(),
    /** How many meals with a recipe the version holds (for the list, without reading the snapshot). */
    mealCount: integer().notNull(),
    snapshot: jsonb().$type<PlanSnapshot>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meal_plan_versions_plan_idx').on(t.planId, t.createdAt)],
);

export type MealPlanVersionRow = typeof mealPlanVersions.$inferSelect;
export type GoalRow = typeof goals.$inferSelect;
export type FolderRow = typeof folders.$inferSelect;
export type MealPlanRow = typeof mealPlans.$inferSelect;
export type MealRow = typeof meals.$inferSelect;
