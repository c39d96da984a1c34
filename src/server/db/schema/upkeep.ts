import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which version of a start-up upkeep the database has had (decision 062): the food rule table's
 * ('food-rules', FOOD_RULES_VERSION) reclassifies the foods whenever the rules are newer than this.
 */
export const appliedUpkeep = pgTable('applied_upkeep', {
  name: text().primaryKey(),
  version: integer().notNull(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
