import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * What the plan held, as a hash of its document's content (paper, brand and energy unit left out):
     * what a credit bought is told by it (decision 057). Null on records older than the column.
     */
    version: text(),
    /** For a guest's download of a shared plan, a hash of the guest's address and the plan; else null. */
    guest: text(),
  },
  (t) => [
    index('meal_downloads_creator_idx').on(t.creatorId, t.dateDownloaded),
    index('meal_downloads_plan_idx').on(t.planId),
    // One record per guest, plan version and (UTC) day however often they download it (issue 28); a
    // version is new only when the owner changes the plan.
    uniqueIndex('meal_downloads_guest_version_day_idx')
      .on(t.planId, t.guest, t.version, sql`((${t.dateDownloaded} at time zone 'UTC')::date)`)
      .where(sql`${t.guest} is not null`),
  ],
);

export type MealDownloadRow = typeof mealDownloads.$inferSelect;
