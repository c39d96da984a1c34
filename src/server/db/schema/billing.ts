import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLAN_INTERVALS, PLAN_KINDS, PRICE_TIERS } from '../../../shared/schemas/billing.ts';
import { users } from './users.ts';

/**
 * SPEC §3 Plan (pricing): what Pricing sells. Each plan is kept in step with one Stripe product and its
 * current price; a price change makes a new Stripe price (prices are immutable there).
 */
export const pricingPlans = pgTable(
  'pricing_plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    active: boolean().notNull().default(true),
    order: integer().notNull().default(0),
    kind: text({ enum: PLAN_KINDS }).notNull().default('subscription'),
    /** null: a one-off purchase. */
    recurring: text({ enum: PLAN_INTERVALS }),
    priceCents: integer().notNull(),
    currency: text().notNull().default('aud'),
    downloads: integer().notNull().default(0),
    meals: integer().notNull().default(0),
    tier: text({ enum: PRICE_TIERS }),
    stripeProductId: text(),
    stripePriceId: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pricing_plans_order_idx').on(t.order, t.createdAt),
    uniqueIndex('pricing_plans_stripe_price_unique').on(t.stripePriceId),
    check('pricing_plans_kind_check', sql`${t.kind} in ('subscription', 'token')`),
    check(
      'pricing_plans_recurring_check',
      sql`(${t.kind} = 'token' and ${t.recurring} is null) or (${t.kind} = 'subscription' and ${t.recurring} in ('monthly', 'yearly'))`,
    ),
    check(
      'pricing_plans_amounts_check',
      sql`${t.priceCents} >= 0 and ${t.downloads} >= 0 and ${t.meals} >= 0`,
    ),
  ],
);
export type PricingPlanRow = typeof pricingPlans.$inferSelect;

/**
 * Earlier Stripe prices of a plan: a subscription started on an old price still names its plan (and tier)
 * after the admin changed the price.
 */
export const pricingPlanPrices = pgTable(
  'pricing_plan_prices',
  {
    stripePriceId: text().primaryKey(),
    planId: uuid()
      .notNull()
      .references(() => pricingPlans.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pricing_plan_prices_plan_idx').on(t.planId)],
);

/** A mirror of each Stripe subscription of our customers, rewritten from Stripe on every webhook. */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    /** Stripe's sub_... id. */
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text().notNull(),
    status: text().notNull(),
    stripePriceId: text(),
    planId: uuid().references(() => pricingPlans.id, { onDelete: 'set null' }),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    trialEnd: timestamp({ withTimezone: true }),
    /** Stripe's `created`: the newest subscription is the user's subscription. */
    createdAt: timestamp({ withTimezone: true }).notNull(),
    syncedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_subscriptions_user_idx').on(t.userId, t.createdAt)],
);
export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;

/** Every Stripe event id applied (SPEC: each applied at most once), written with the event's effects. */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * SPEC §3 payments: each grant applied once, keyed by the provider's id (in_... for a subscription
 * invoice, pi_... for a one-off purchase, trial:sub_... for a trial's start).
 */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['subscription', 'token', 'trial'] }).notNull(),
    planId: uuid().references(() => pricingPlans.id, { onDelete: 'set null' }),
    planTitle: text().notNull(),
    amountCents: integer().notNull().default(0),
    currency: text(),
    mealPlanId: uuid(),
    appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_payments_user_idx').on(t.userId, t.appliedAt)],
);

/**
 * A user's one open subscription checkout (decision 058). Parallel requests take this row's lock in turn
 * and share `attemptKey`, the idempotency key of the Stripe call that makes the session, so they all get
 * the same session; new terms (another price, or the trial no longer due) take a new key and expire the
 * old session at Stripe.
 */
export const billingCheckouts = pgTable('billing_checkouts', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  attemptKey: text().notNull(),
  stripePriceId: text().notNull(),
  trial: boolean().notNull(),
  /** Stripe's cs_... id once made; null while the first request of these terms is making it. */
  sessionId: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
