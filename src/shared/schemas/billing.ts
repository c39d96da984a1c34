import { z } from 'zod';
import { text } from './text.ts';

/**
 * Pricing (admin) and Subscription (members and professionals): the inputs and outputs of the billing
 * procedures (src/server/modules/billing/router.ts). Money is in the currency's minor unit (cents).
 */

export const PLAN_KINDS = ['subscription', 'token'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export const PLAN_INTERVALS = ['monthly', 'yearly'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];
/** SPEC §6 price tiers: a property of a plan (none for token plans). */
export const PRICE_TIERS = ['low', 'moderate', 'super'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];
export const CURRENCIES = ['aud', 'usd', 'nzd', 'gbp', 'eur', 'cad'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** SPEC §9: a first subscription starts with a 7-day free trial. */
export const FREE_TRIAL_DAYS = 7;
/** SPEC §4, §9: the Subscription page reloads this long after a cancel or a change of plan. */
export const RELOAD_AFTER_CANCEL_MS = 1500;
export const RELOAD_AFTER_UPDATE_MS = 4500;

export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const count = (what: string) =>
  z
    .number({ message: `Enter a number of ${what}.` })
    .int(`Enter a whole number of ${what}.`)
    .min(0, `Enter 0 or more ${what}.`)
    .max(100_000, `Enter at most 100000 ${what}.`);

/** What an admin types on Pricing. `recurring` null is a one-off purchase (always for a token plan). */
export const ZPlanInput = z
  .object({
    title: text().trim().min(1, 'Enter a title.').max(120, 'The title must be at most 120 characters.'),
    kind: z.enum(PLAN_KINDS).default('subscription'),
    recurring: z.enum(PLAN_INTERVALS).nullable(),
    /** Minor units (cents); at least 0.50, Stripe's smallest charge in most currencies. */
    priceCents: z
      .number({ message: 'Enter a price.' })
      .int('Enter the price in cents.')
      .min(50, 'The price must be at least 0.50.')
      .max(99_999_999, 'The price is too high.'),
    currency: z.enum(CURRENCIES).default('aud'),
    /** Download credits a payment adds; 0 means unlimited (-1) (SPEC §4 Payment). */
    downloads: count('downloads'),
    /** Meal slots a payment sets. */
    meals: count('meal plans'),
    tier: z.enum(PRICE_TIERS).nullable().default(null),
    active: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'subscription' && p.recurring === null)
      ctx.addIssue({ code: 'custom', path: ['recurring'], message: 'Choose monthly or yearly.' });
    if (p.kind === 'token' && p.recurring !== null)
      ctx.addIssue({ code: 'custom', path: ['recurring'], message: 'A token is a one-off purchase.' });
  });
export type PlanInput = z.output<typeof ZPlanInput>;

export const ZPlanIdInput = z.object({ planId: z.uuid() });
export const ZPlanUpdateInput = z.object({ planId: z.uuid(), plan: ZPlanInput });
export const ZPlanSetActiveInput = z.object({ planId: z.uuid(), active: z.boolean() });
/** Every plan id in its new order (first shown first); ids missing or unknown are refused. */
export const ZPlanReorderInput = z.object({ planIds: z.array(z.uuid()).min(1).max(500) });

export const ZPlan = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(PLAN_KINDS),
  recurring: z.enum(PLAN_INTERVALS).nullable(),
  priceCents: z.number(),
  currency: z.string(),
  downloads: z.number(),
  meals: z.number(),
  tier: z.enum(PRICE_TIERS).nullable(),
  active: z.boolean(),
  order: z.number(),
  /** False while the plan is not (yet) in step with Stripe, e.g. saved with no STRIPE_SECRET_KEY. */
  purchasable: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Plan = z.infer<typeof ZPlan>;

export const ZSubscription = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The plan of the price subscribed to; null when that price is no longer one of our plans. */
  planId: z.string().nullable(),
  planTitle: z.string().nullable(),
  currentPeriodEnd: z.date().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  trialEnd: z.date().nullable(),
  /** SPEC §4: canceled or past_due still count until the period end. */
  current: z.boolean(),
  /** SPEC §4: the due date (period end) is today or earlier. */
  overdue: z.boolean(),
});
export type Subscription = z.infer<typeof ZSubscription>;

/** The Subscription screen in one query. */
export const ZMySubscription = z.object({
  /** STRIPE_SECRET_KEY is set: online payment works. When false the screen says "not set up". */
  configured: z.boolean(),
  /** Active plans, in Pricing order. */
  plans: z.array(ZPlan),
  subscription: ZSubscription.nullable(),
  /** SPEC §6 subscribed status, as the server enforces it. */
  subscribed: z.boolean(),
  /** Whether checkout would start with the 7-day trial (no subscription before). */
  trialAvailable: z.boolean(),
  mealSlots: z.number(),
  downloadCredits: z.number(),
  freeTrial: z.boolean(),
  trialEnd: z.date().nullable(),
  subscriptionEndDate: z.date().nullable(),
  showSubscriptionEndDate: z.boolean(),
});
export type MySubscription = z.infer<typeof ZMySubscription>;

export const ZInvoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  date: z.date(),
  /** Minor units. */
  total: z.number(),
  currency: z.string(),
  status: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof ZInvoice>;

export const ZCard = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
});
export type Card = z.infer<typeof ZCard>;

/** Where the browser goes next: Stripe Checkout or the billing portal. */
export const ZRedirect = z.object({ url: z.string() });

export const ZCheckoutInput = z.object({ planId: z.uuid() });
/** A one-off token purchase; with `mealPlanId` it pays for that plan's request (SPEC §2 MealplanRequests). */
export const ZBuyTokenInput = z.object({ planId: z.uuid(), mealPlanId: z.uuid().optional() });
export const ZChangePlanInput = z.object({ planId: z.uuid() });

export const ZCancelResult = z.object({
  messageKey: z.literal('subscriptionCancelled'),
  subscriptionEndDate: z.date().nullable(),
});

/**
 * Members (admin): set a user's meal slots and download credits to these values (-1 unlimited). A field
 * left out is unchanged; each change writes a credit-history row.
 */
export const ZGrantCreditsInput = z
  .object({
    userId: z.uuid(),
    mealSlots: z.number().int().min(-1).max(100_000).optional(),
    downloadCredits: z.number().int().min(-1).max(100_000).optional(),
  })
  .refine((g) => g.mealSlots !== undefined || g.downloadCredits !== undefined, {
    message: 'Enter meal slots or download credits.',
    path: ['mealSlots'],
  });
export const ZMemberCredits = z.object({ mealSlots: z.number(), downloadCredits: z.number() });
