import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mealPlans } from './meal-plans.ts';
import { users } from './users.ts';

/**
 * SPEC §3 Meal download record, §7 mealDownloads: written when a meal plan's PDF is downloaded, with what
 * the plan held then (its main meals, snack count and recipes) and the subscription the user had. It
 * outlives the plan: deleting the plan leaves the record with no plan but its name.
 */
export const mealDownloads = pgTable(
  'meal_downloads',
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid().references(() => mealPlans.id, { onDelete: 'set null' }),
    planName: text().notNull(),
    mainMeals: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    snacks: integer().notNull().default(0),
    /** The ids of the plan's recipes when downloaded, each once. */
    recipes: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The user's Stripe subscription (sub_...) when downloaded, if they had one. */
    subscription: text(),
    /** Whether this download took a download credit (the plan's first download by a limited user). */
    tookCredit: boolean().notNull().default(false),
    dateDownloaded: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meal_downloads_creator_idx').on(t.creatorId, t.dateDownloaded),
    index('meal_downloads_plan_idx').on(t.planId),
  ],
);

export type MealDownloadRow = typeof mealDownloads.$inferSelect;
