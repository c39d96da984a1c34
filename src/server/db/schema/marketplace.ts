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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LISTING_REPORT_STATUSES, LISTING_STATUSES } from '../../../shared/schemas/marketplace.ts';
import { PLAN_MEAL_TYPES, type PlanMealType } from '../../../shared/schemas/meal-plans.ts';
import { mealPlans } from './meal-plans.ts';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A meal plan on the marketplace (SPEC §3 addedToMarketplace, marketplaceName, marketplaceDesc,
 * totalRatings): a snapshot taken when the owner lists the plan, with its own meal rows, so later edits of
 * the source plan do not change what others preview and copy (decision 027). The source plan is kept for
 * the owner's "remove from the marketplace"; it is set null when that plan is deleted.
 *
 * `searchText` (name, description, tags and recipe names) feeds the generated `search` column; the
 * rating average is kept rounded to 2 decimals with every rating (3.5 without any), so sorting and
 * filtering by it read an index.
 */
export const marketplaceListings = pgTable(
  'marketplace_listings',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourcePlanId: uuid().references((): AnyPgColumn => mealPlans.id, { onDelete: 'set null' }),
    status: text({ enum: LISTING_STATUSES }).notNull().default('listed'),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** The source plan's goal copy at listing time, given to every copy. */
    energyTargetKj: doublePrecision(),
    mainMeals: text()
      .array()
      .notNull()
      .default(sql`'{breakfast,lunch,dinner}'::text[]`),
    snacks: integer().notNull().default(0),
    dessert: boolean().notNull().default(false),
    servings: jsonb().$type<Partial<Record<PlanMealType, number>>>().notNull().default({}),
    /** Meal tags any of its recipes carries. */
    mealTags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Nutrition tags every one of its recipes carries. */
    nutritionTags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The average energy of its days that have meals, kJ. */
    energyKjPerDay: doublePrecision().notNull().default(0),
    days: smallint().notNull().default(0),
    searchText: text().notNull().default(''),
    search: tsvector().generatedAlwaysAs(
      (): SQL => sql`to_tsvector('english', ${marketplaceListings.searchText})`,
    ),
    ratingCount: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
    ratingAverage: doublePrecision().notNull().default(3.5),
    copies: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp({ withTimezone: true }),
    removedById: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('marketplace_listings_search_idx').using('gin', t.search),
    index('marketplace_listings_meal_tags_idx').using('gin', t.mealTags),
    index('marketplace_listings_nutrition_tags_idx').using('gin', t.nutritionTags),
    index('marketplace_listings_newest_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'listed'`),
    index('marketplace_listings_rated_idx')
      .on(t.ratingAverage, t.createdAt, t.id)
      .where(sql`${t.status} = 'listed'`),
    index('marketplace_listings_copied_idx')
      .on(t.copies, t.createdAt, t.id)
      .where(sql`${t.status} = 'listed'`),
    index('marketplace_listings_user_idx').on(t.userId),
    uniqueIndex('marketplace_listings_source_listed_key')
      .on(t.sourcePlanId)
      .where(sql`${t.status} = 'listed'`),
    check('marketplace_listings_rating_range', sql`${t.ratingAverage} between 1 and 5`),
  ],
);

/** The meals of a listing's snapshot: the source plan's slots at listing time. */
export const marketplaceMeals = pgTable(
  'marketplace_meals',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    day: smallint().notNull(),
    mealType: text({ enum: PLAN_MEAL_TYPES }).notNull(),
    position: integer().notNull().default(0),
    recipeId: uuid().references(() => recipes.id, { onDelete: 'cascade' }),
    noMeal: boolean().notNull().default(false),
    serves: doublePrecision().notNull().default(1),
  },
  (t) => [
    index('marketplace_meals_listing_idx').on(t.listingId, t.day),
    index('marketplace_meals_recipe_idx').on(t.recipeId),
  ],
);

/** SPEC §3 Rating: one per user and listing, 1 to 5 with an optional comment. */
export const marketplaceRatings = pgTable(
  'marketplace_ratings',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    comment: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('marketplace_ratings_listing_user_key').on(t.listingId, t.userId),
    index('marketplace_ratings_user_idx').on(t.userId),
    check('marketplace_ratings_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A user's report of a marketplace listing (as recipe reports are, SPEC §3 Recipe report): pending until an
 * admin closes it or takes the listing down, which closes every pending report of that listing.
 */
export const marketplaceReports = pgTable(
  'marketplace_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    status: text({ enum: LISTING_REPORT_STATUSES }).notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('marketplace_reports_status_created_idx').on(t.status, t.createdAt.desc()),
    index('marketplace_reports_listing_idx').on(t.listingId),
  ],
);

/**
 * The words listings are searched by, for correcting a misspelt search word (as `recipe_words` does for
 * recipes, decision 013): a trigger on marketplace_listings fills it.
 */
export const marketplaceWords = pgTable('marketplace_words', { word: text().primaryKey() }, (t) => [
  index('marketplace_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

export type MarketplaceListingRow = typeof marketplaceListings.$inferSelect;
export type MarketplaceMealRow = typeof marketplaceMeals.$inferSelect;
