import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { NutrientValues } from '../../../shared/nutrition/nutrient-amounts.ts';
import { RECIPE_REPORT_STATUSES, RECIPE_STATUSES } from '../../../shared/schemas/recipes.ts';
import { foodPortions, foods } from './foods.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** SPEC §2 Categories (admin): the recipe categories a recipe may be filed under. */
export const recipeCategories = pgTable(
  'recipe_categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recipe_categories_name_key').on(sql`lower(${t.name})`)],
);

/**
 * SPEC §3 Recipe and My recipe: one table, a my recipe being `isPrivate` (private to its owner and always
 * published). Nutrition is stored as the shared engine computes it on every save: `servingValues` per
 * serve, `servingValuesPerHundredGram` per 100 g, and the energy per serve again as a column for filters
 * and plan generation. `searchText` holds the name, description, ingredient names and tags that
 * full-text search reads, kept by the save.
 */
export const recipes = pgTable(
  'recipes',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** A video URL (http or https only). */
    video: text().notNull().default(''),
    /** Storage key of the photo; its thumb_, medium_ and large_ variants sit beside it. */
    photoKey: text(),
    mealTimes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    methods: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Meal tag names. */
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Nutrition tag names: those set by hand, those the tags' rules give, and the derived "contains" tags
     * (`derivedTags`), which a person cannot remove.
     */
    nutritionTags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The "contains" tags the recipe's foods give it (derivedContains of src/shared/safety), kept on every
     * save and whenever a food's tags change (issue 29, decision 061). Always within `nutritionTags`.
     */
    derivedTags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    numberOfServes: doublePrecision().notNull().default(1),
    servingValues: jsonb().$type<NutrientValues>().notNull(),
    servingValuesPerHundredGram: jsonb().$type<NutrientValues | null>(),
    energyKjPerServe: doublePrecision().notNull().default(0),
    totalGrams: doublePrecision().notNull().default(0),
    status: text({ enum: RECIPE_STATUSES }).notNull().default('pending'),
    /** The owner. */
    userId: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    categoryId: uuid().references(() => recipeCategories.id, { onDelete: 'set null' }),
    isPrivate: boolean().notNull().default(false),
    errors: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isCustomized: boolean().notNull().default(false),
    customizedById: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    customizedByName: text(),
    customizedByRole: text(),
    customizedByEmail: text(),
    /** The recipe a customised copy was made from. */
    oldId: uuid().references((): AnyPgColumn => recipes.id, { onDelete: 'set null' }),
    /** What the customisation added and removed, for the admin's review (SPEC §3 newData, removedData). */
    newData: jsonb().$type<Record<string, unknown>>(),
    removedData: jsonb().$type<Record<string, unknown>>(),
    searchText: text().notNull().default(''),
    search: tsvector().generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${recipes.searchText})`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The catalogue: published, not private, newest change first, paged by (updatedAt, id). Ascending
    // columns, read backwards: `order by ... desc` puts nulls first, which a `desc nulls last` index
    // (drizzle's .desc()) does not match, and the planner would sort the whole catalogue instead.
    index('recipes_catalogue_idx').on(t.status, t.isPrivate, t.updatedAt, t.id),
    index('recipes_user_idx').on(t.userId),
    index('recipes_customized_by_idx').on(t.customizedById),
    index('recipes_status_created_idx').on(t.status, t.createdAt, t.id),
    index('recipes_search_idx').using('gin', t.search),
    index('recipes_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('recipes_meal_times_idx').using('gin', t.mealTimes),
    index('recipes_tags_idx').using('gin', t.tags),
    index('recipes_nutrition_tags_idx').using('gin', t.nutritionTags),
    index('recipes_energy_idx').on(t.energyKjPerServe),
    // GET /files/recipes/... asks which recipes show a photo (src/server/http/file-access.ts): one probe per image.
    index('recipes_photo_key_idx').on(t.photoKey),
    check('recipes_serves_positive', sql`${t.numberOfServes} > 0`),
  ],
);

/**
 * One ingredient line as recipes store them (and customised meals, decision 043): `quantity` of a measure of
 * a food, its weight worked out on save, its place in the list. A fresh set of columns for each table.
 */
export function ingredientLineColumns() {
  return {
    foodId: uuid()
      .notNull()
      .references(() => foods.id, { onDelete: 'restrict' }),
    portionId: uuid().references(() => foodPortions.id, { onDelete: 'set null' }),
    measure: text().notNull().default('gram'),
    quantity: doublePrecision().notNull(),
    grams: doublePrecision().notNull(),
    position: integer().notNull().default(0),
  };
}

/**
 * SPEC §3 Recipe ingredients: `quantity` of a measure of a food. The measure is one of the food's own
 * portions (`portionId`) or a built-in one (`measure`: gram, Kg, L); `grams` is the weight the save worked
 * out. A food is in a recipe at most once. A food used in a recipe cannot be deleted.
 */
export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: uuid().primaryKey().defaultRandom(),
    recipeId: uuid()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    ...ingredientLineColumns(),
  },
  (t) => [
    uniqueIndex('recipe_ingredients_recipe_food_key').on(t.recipeId, t.foodId),
    index('recipe_ingredients_food_idx').on(t.foodId),
    check('recipe_ingredients_quantity', sql`${t.quantity} >= 0 and ${t.grams} >= 0`),
  ],
);

/** SPEC §3 Recipe comments: the admin's notes on a recipe, each ticked off when done. */
export const recipeComments = pgTable(
  'recipe_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    recipeId: uuid()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    done: boolean().notNull().default(false),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recipe_comments_recipe_idx').on(t.recipeId, t.createdAt)],
);

/** SPEC §3 User.savedRecipes: the recipes a user saved ("Recipe saved" / "Recipe removed from your saved recipes"). */
export const savedRecipes = pgTable(
  'saved_recipes',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: uuid()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recipeId] }), index('saved_recipes_recipe_idx').on(t.recipeId)],
);

/** SPEC §3 Recipe report: a user tells the admins something is wrong with a recipe. */
export const recipeReports = pgTable(
  'recipe_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    recipeId: uuid()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    status: text({ enum: RECIPE_REPORT_STATUSES }).notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('recipe_reports_status_created_idx').on(t.status, t.createdAt.desc())],
);

export type RecipeRow = typeof recipes.$inferSelect;
export type RecipeIngredientRow = typeof recipeIngredients.$inferSelect;

/**
 * The words recipes are searched by (of their `searchText`), for correcting a misspelt search word before
 * the full-text search: a small table with a trigram index, where a typo is found in a few milliseconds,
 * where matching it against every recipe's name would take hundreds. A trigger on recipes fills it
 * (migration 0012, which also gives the column the "C" collation a prefix lookup needs), so every way a
 * recipe is written keeps it. A word is never removed: one no recipe has any more only widens a
 * corrected search by a word that finds nothing.
 */
export const recipeWords = pgTable('recipe_words', { word: text().primaryKey() }, (t) => [
  index('recipe_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
