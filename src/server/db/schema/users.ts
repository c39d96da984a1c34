import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../shared/access.ts';
import { DEFAULT_BRAND_COLOR } from '../../../shared/brand.ts';

const roleList = ROLES.map((r) => `'${r}'`).join(', ');

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed; unique. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    role: text({ enum: ROLES }).notNull().default('member'),
    status: text({ enum: ['pending', 'active'] }).notNull().default('active'),
    energyUnit: text({ enum: ['kJ', 'Cal'] }).notNull().default('kJ'),
    /** -1 means unlimited. */
    mealSlots: integer().notNull().default(0),
    /** -1 means unlimited. */
    downloadCredits: integer().notNull().default(0),
    freeTrial: boolean().notNull().default(false),
    trialEnd: timestamp({ withTimezone: true }),
    freeTrialPopUp: boolean().notNull().default(true),
    expiredPopUp: boolean().notNull().default(false),
    isStudent: boolean().notNull().default(false),
    gradDate: date(),
    secondaryRole: text({ enum: ROLES }),
    brandColor: text().notNull().default(DEFAULT_BRAND_COLOR),
    photo: text(),
    registeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_role_check', sql.raw(`role in (${roleList})`)),
    check('users_secondary_role_check', sql.raw(`secondary_role is null or secondary_role in (${roleList})`)),
    check('users_status_check', sql`${t.status} in ('pending', 'active')`),
    check('users_energy_unit_check', sql`${t.energyUnit} in ('kJ', 'Cal')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
