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
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  FOOD_IMPORT_KINDS,
  FOOD_REPORT_STATUSES,
  FOOD_STATUSES,
  type FoodImportReport,
  type MeasurementUnit,
} from '../../../shared/schemas/foods.ts';
import { IMPORT_STATUSES } from '../../../shared/schemas/uploads.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** SPEC §3 Food category: admins keep the list; a food names at most one. */
export const foodCategories = pgTable(
  'food_categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    active: boolean().notNull().default(true),
    addedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('food_categories_name_key').on(sql`lower(${t.name})`)],
);

/**
 * The part of the food search's ranking (decision 032) that reads only the food's name, stored so a search
 * does not run these regular expressions on every match: raw or fresh +1.5 (not "fresh-refrigerated"),
 * whole or plain +0.5 (not "whole wheat"), SR28's standard entry +1 ("all commercial varieties", "year round
 * average", "commercially prepared"), a regional entry -1.5 ("(Alaska Native)"), a brand in capitals -2.
 */
function PLAIN_NAME_SCORE(name: AnyPgColumn): SQL {
  const lower = sql`lower(${name})`;
  const score = (pattern: string, points: number, on: SQL = lower) =>
    sql`(case when ${on} ~ ${sql.raw(`'${pattern}'`)} then ${sql.raw(String(points))} else 0 end)`;
  return sql`(${sql.join(
    [
      score(String.raw`\m(raw|fresh)\M(?!-)`, 1.5),
      score(String.raw`\m(whole|plain)\M(?![- ](wheat|grain|milk))`, 0.5),
      score(
        String.raw`\m(all (commercial )?varieties|year round average|generic|commercially prepared|all-purpose)\M`,
        1,
      ),
      score(String.raw`\m(alaska native|navajo|hopi|apache|plains indians|shoshone|bannock)\M`, -1.5),
      score(String.raw`[[:upper:]]{3,}`, -2, sql`${name}`),
    ],
    sql` + `,
  )})`;
}

/**
 * SPEC §3 Food. Nutrients are per 100 g; null means the source did not give a value (not zero).
 * `src` says where the food came from: 'Custom' for a professional's or admin's own, else the dataset
 * ('AFCD', 'SR28', 'Template'); with `sourceKey` (AFCD Public Food Key, SR28 NDB number) it makes
 * re-importing the same file find the same row.
 */
export const foods = pgTable(
  'foods',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    status: text({ enum: FOOD_STATUSES }).notNull().default('pending'),
    src: text().notNull().default('Custom'),
    sourceKey: text(),
    createdBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    categoryId: uuid().references(() => foodCategories.id, { onDelete: 'set null' }),
    /**
     * The dataset's own food group: SR28's food group code ("1100"), AFCD's classification ("24701"). It
     * places the food in a shop's aisle on a shopping list (decision 037); null for other foods.
     */
    sourceGroup: text(),
    /** Other names the food is searched by, comma separated as typed ("capsicum, bell pepper"). */
    alternateWords: text().notNull().default(''),
    /** The portion a recipe starts with when the food is added: a portion name, or 'gram'. */
    defaultMeasurement: text().notNull().default('gram'),
    /** Quantity of the default measurement, e.g. 100 (g) or 1 (cup). */
    defaultWeight: doublePrecision().notNull().default(100),
    energyKj: doublePrecision(),
    protein: doublePrecision(),
    fat: doublePrecision(),
    carbohydrate: doublePrecision(),
    sugars: doublePrecision(),
    fibre: doublePrecision(),
    /** mg per 100 g. */
    sodium: doublePrecision(),
    /** Set when the declared energy is far from what the macros imply (checked at import and on save). */
    energyOutlier: boolean().notNull().default(false),
    /**
     * The "contains" tags of the food (CONTAINS_TAGS of src/shared/safety: Gluten, Dairy, Peanuts ...), from
     * which recipes derive theirs (issue 29, decision 061).
     */
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What else the food is that a diet tag reads (FOOD_DIET_FLAGS: meat, pork, fish, animal ...). */
    dietFlags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Who set `tags` and `dietFlags`: 'rules' (the food rule table, src/shared/safety/food-rules.ts, applied
     * again whenever it changes) or 'person' (an admin or the food's owner, never overwritten by the rules).
     */
    tagsSetBy: text({ enum: ['rules', 'person'] })
      .notNull()
      .default('rules'),
    search: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('english', ${foods.name} || ' ' || replace(${foods.alternateWords}, ',', ' '))`,
    ),
    /** How plain a food its name says it is, whatever the search: see `PLAIN_NAME_SCORE`. */
    nameScore: doublePrecision()
      .notNull()
      .generatedAlwaysAs((): SQL => PLAIN_NAME_SCORE(foods.name)),
    /** The name's words, lower case as written ("Rice crackers" -> {rice, crackers}), for the ranking. */
    nameWords: text()
      .array()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`regexp_split_to_array(lower(${foods.name}), '[^[:alnum:]]+')`),
    /** The stemmed words of the name's first and second comma-separated parts ("Fish", "salmon"). */
    headWords: text()
      .array()
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`tsvector_to_array(to_tsvector('english', split_part(lower(${foods.name}), ',', 1)))`,
      ),
    secondWords: text()
      .array()
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`tsvector_to_array(to_tsvector('english', split_part(lower(${foods.name}), ',', 2)))`,
      ),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('foods_source_key').on(t.src, t.sourceKey),
    // Lists sort by lower(name), so capitalised brand names do not come first under the C collation.
    index('foods_status_name_idx').on(t.status, sql`lower(${t.name})`),
    index('foods_created_by_idx').on(t.createdBy),
    index('foods_search_idx').using('gin', t.search),
    index('foods_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('foods_default_weight_positive', sql`${t.defaultWeight} > 0`),
  ],
);

/** SPEC §3 Food portions: `weight` grams in one `unit` of the portion ("1 cup" = 250 g). */
export const foodPortions = pgTable(
  'food_portions',
  {
    id: uuid().primaryKey().defaultRandom(),
    foodId: uuid()
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    unit: text().notNull().default(''),
    weight: doublePrecision().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('food_portions_food_name_key').on(t.foodId, sql`lower(${t.name})`),
    check('food_portions_weight_positive', sql`${t.weight} > 0`),
  ],
);

/** SPEC §3 Food report: any user tells the admins something is wrong with a food. */
export const foodReports = pgTable(
  'food_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    foodId: uuid()
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    status: text({ enum: FOOD_REPORT_STATUSES }).notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('food_reports_status_created_idx').on(t.status, t.createdAt)],
);

/**
 * The ingredient portion library (SPEC §7 `ingredients/{name}/portions`, `apis-searchIngredient`): household
 * portions by ingredient name, kept in our own data in place of the outside service the original used.
 */
export const ingredients = pgTable(
  'ingredients',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ingredients_name_key').on(sql`lower(${t.name})`),
    index('ingredients_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** `val` grams in one `unit` of the portion named `name`. */
export const ingredientPortions = pgTable(
  'ingredient_portions',
  {
    id: uuid().primaryKey().defaultRandom(),
    ingredientId: uuid()
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    unit: text().notNull().default(''),
    val: doublePrecision().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('ingredient_portions_name_key').on(t.ingredientId, sql`lower(${t.name})`),
    check('ingredient_portions_val_positive', sql`${t.val} > 0`),
  ],
);

/** SPEC §3 Measurement: household measures of one AFCD food, by its Public Food Key. */
export const measurements = pgTable('measurements', {
  id: uuid().primaryKey().defaultRandom(),
  publicFoodKey: text().notNull().unique(),
  units: jsonb()
    .$type<MeasurementUnit[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One food file imported through Upload Excel: what it was, how far the import got, and its per-row report.
 * Deleting the upload deletes its import record; the foods it brought in stay.
 */
export const foodImports = pgTable(
  'food_imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    uploadId: uuid().references(() => uploads.id, { onDelete: 'cascade' }),
    kind: text({ enum: FOOD_IMPORT_KINDS }).notNull(),
    status: text({ enum: IMPORT_STATUSES }).notNull().default('queued'),
    /** Rows read so far and rows in the file, for the progress bar. */
    processed: integer().notNull().default(0),
    total: integer().notNull().default(0),
    added: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    flagged: integer().notNull().default(0),
    report: jsonb().$type<FoodImportReport>(),
    error: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('food_imports_created_idx').on(t.createdAt)],
);

export type FoodRow = typeof foods.$inferSelect;
export type FoodPortionRow = typeof foodPortions.$inferSelect;
export type FoodCategoryRow = typeof foodCategories.$inferSelect;
export type IngredientRow = typeof ingredients.$inferSelect;
export type MeasurementRow = typeof measurements.$inferSelect;
export type FoodImportRow = typeof foodImports.$inferSelect;
