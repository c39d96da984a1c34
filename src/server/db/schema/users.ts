import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../../../shared/access.ts';
import { DEFAULT_BRAND_COLOR } from '../../../shared/brand.ts';
import { RECIPE_PAGE_SIZE_DEFAULT } from '../../../shared/schemas/recipes.ts';
import { DEFAULT_SHELL_LINKS } from '../../../shared/schemas/home.ts';

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
    status: text({ enum: ['pending', 'active'] })
      .notNull()
      .default('active'),
    energyUnit: text({ enum: ['kJ', 'Cal'] })
      .notNull()
      .default('kJ'),
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
    /** Storage key of the profile photo (profilephotos/...). */
    photo: text(),
    gender: text({ enum: ['female', 'male', 'other'] }),
    birthDate: date(),
    phone: text(),
    gym: text(),
    website: text(),
    facebook: text(),
    instagram: text(),
    /** Professional registration number (dietitians, nutritionists, naturopaths). */
    regNum: text(),
    /** Storage key of a professional's own logo for eBooks. */
    customLogo: text(),
    organisationId: uuid().references((): AnyPgColumn => organisations.id, { onDelete: 'set null' }),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    subscriptionEndDate: timestamp({ withTimezone: true }),
    showSubscriptionEndDate: boolean().notNull().default(false),
    /** Push notification token of the user's device. */
    tokenId: text(),
    hasReceivedEmail: boolean().notNull().default(false),
    /** The user's Stripe customer (cus_...), made at their first checkout. */
    stripeCustomerId: text(),
    recipePlanDescription: text(),
    hideInstructions: boolean().notNull().default(false),
    appEbookDefault: boolean().notNull().default(false),
    allowGenerate: boolean().notNull().default(true),
    /** The public handle of the professional's client forms (/form/{formHandle}): name slug + random suffix. */
    formHandle: text(),
    /**
     * SPEC §3 Client: the client ID a professional gives their clients to link their accounts (decision 034):
     * 16 upper-case hex digits (64 random bits), made with the row and never changed. Every account has one;
     * only a professional's links anything.
     */
    clientCode: text()
      .notNull()
      .default(
        sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8) || substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))`,
      ),
    registeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_stripe_customer_unique').on(t.stripeCustomerId),
    uniqueIndex('users_form_handle_unique').on(t.formHandle),
    uniqueIndex('users_client_code_unique').on(t.clientCode),
    check('users_role_check', sql.raw(`role in (${roleList})`)),
    check('users_secondary_role_check', sql.raw(`secondary_role is null or secondary_role in (${roleList})`)),
    check('users_status_check', sql`${t.status} in ('pending', 'active')`),
    check('users_energy_unit_check', sql`${t.energyUnit} in ('kJ', 'Cal')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** Organisations (SPEC §3): a student's school or a practice group, whose logo and colour its students get. */
export const organisations = pgTable('organisations', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  /** Storage key of the logo (logos/...). */
  logo: text(),
  hexCode: text().notNull().default(DEFAULT_BRAND_COLOR),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** An admin's invitation of a dietitian (SPEC §3 Invite); used once, by the invited address. */
export const invites = pgTable(
  'invites',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    role: text({ enum: ROLES }).notNull().default('dietitian'),
    status: text({ enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('invites_email_idx').on(t.email)],
);

/** Every successful login (SPEC §3 Login record). */
export const loginRecords = pgTable(
  'login_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('login_records_user_date_idx').on(t.userId, t.date)],
);

/** Download credits added or taken (SPEC §3 creditHistory), shown in the header's Credits History. */
export const creditHistory = pgTable(
  'credit_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: ['add', 'minus'] }).notNull(),
    planName: text().notNull(),
    date: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_history_user_date_idx').on(t.userId, t.date)],
);

/**
 * Single-use, expiring links mailed to a user: password reset, e-mail verification and the confirmation
 * of a change of address. Only a hash of the token is kept; a verification carries the address being
 * verified, a change the address the account changes to once the link is opened.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['password_reset', 'email_verification', 'email_change'] }).notNull(),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** Fixed-window counters for rate limits that must hold across instances (login, password reset). */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

/** The one Settings document (SPEC §3). */
export const settings = pgTable(
  'settings',
  {
    id: integer().primaryKey().default(1),
    notificationRecipientEmail: text(),
    notificationRecipientName: text(),
    /** Recipes per page of the catalogue; 0 means no limit. */
    recipePageLimit: integer().notNull().default(RECIPE_PAGE_SIZE_DEFAULT),
    /** When on, new professional registrations wait as pending until an admin approves them. */
    professionalApprovalRequired: boolean().notNull().default(false),
    /** The welcome video dialog's address per audience (SPEC §2: member, personal_trainer, otherwise dietitian). */
    welcomeVideoMember: text().notNull().default(DEFAULT_SHELL_LINKS.welcomeVideoMember),
    welcomeVideoTrainer: text().notNull().default(DEFAULT_SHELL_LINKS.welcomeVideoTrainer),
    welcomeVideoDietitian: text().notNull().default(DEFAULT_SHELL_LINKS.welcomeVideoDietitian),
    /** The sidebar's external Book Demo link. */
    bookDemoUrl: text().notNull().default(DEFAULT_SHELL_LINKS.bookDemoUrl),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('settings_single_row_check', sql`${t.id} = 1`)],
);
