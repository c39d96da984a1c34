import { and, desc, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { isOverdue, isSubscribed, isSubscriptionCurrent } from '../../../shared/billing/entitlements.ts';
import {
  FREE_TRIAL_DAYS,
  type Card,
  type Invoice,
  type MySubscription,
  type Subscription,
  type SubscriptionStatus,
} from '../../../shared/schemas/billing.ts';
import { AppError, notFound } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  billingSubscriptions,
  mealPlans,
  pricingPlans,
  users,
  type BillingSubscriptionRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { STRIPE_APP_TAG, stripeConfigured, stripeFor } from '../../integrations/stripe/client.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Actor } from '../../trpc/context.ts';
import { openCheckout } from './open-checkout.ts';
import { findPlan, listPlans, syncPlanToStripe } from './pricing.ts';
import { applyCustomer, currentSubscriptionOf, periodEndOf, readCustomer } from './sync.ts';

/** Everything here acts on the signed-in user's own customer: no input names another user's. */
export interface BillingContext {
  db: Database;
  config: Config;
  jobs: Pick<Jobs, 'send'>;
  actor: Pick<Actor, 'id'>;
}

async function me(ctx: BillingContext): Promise<UserRow> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.actor.id));
  if (!user) throw notFound('userNotFound');
  return user;
}

/** The user's subscription as last synced from Stripe (the newest one still running, else the newest). */
export async function currentMirror(
  db: Database,
  userId: string,
): Promise<(BillingSubscriptionRow & { planTitle: string | null; tier: string | null }) | null> {
  const rows = await db
    .select({ sub: billingSubscriptions, planTitle: pricingPlans.title, tier: pricingPlans.tier })
    .from(billingSubscriptions)
    .leftJoin(pricingPlans, eq(pricingPlans.id, billingSubscriptions.planId))
    .where(eq(billingSubscriptions.userId, userId))
    .orderBy(desc(billingSubscriptions.createdAt));
  const current = currentSubscriptionOf(
    rows.map((r) => ({ ...r, status: r.sub.status, created: r.sub.createdAt.getTime() })),
  );
  return current ? { ...current.sub, planTitle: current.planTitle, tier: current.tier } : null;
}

/** SPEC §6 subscribed status of a user, from the row and the synced subscription. */
export async function subscribedStatus(db: Database, user: UserRow, now = new Date()): Promise<boolean> {
  return isSubscribed(user, await currentMirror(db, user.id), now);
}

export async function mySubscription(ctx: BillingContext, now = new Date()): Promise<MySubscription> {
  const user = await me(ctx);
  const [plans, mirror, [any]] = await Promise.all([
    listPlans(ctx.db, ctx.config, true),
    currentMirror(ctx.db, user.id),
    ctx.db
      .select({ id: billingSubscriptions.id })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, user.id))
      .limit(1),
  ]);
  const subscription: Subscription | null = mirror && {
    id: mirror.id,
    status: mirror.status as SubscriptionStatus,
    planId: mirror.planId,
    planTitle: mirror.planTitle,
    currentPeriodEnd: mirror.currentPeriodEnd,
    cancelAtPeriodEnd: mirror.cancelAtPeriodEnd,
    trialEnd: mirror.trialEnd,
    current: isSubscriptionCurrent(mirror, now),
    overdue: isOverdue(mirror.currentPeriodEnd, now) && mirror.status !== 'canceled',
  };
  return {
    configured: stripeConfigured(ctx.config),
    plans,
    subscription,
    subscribed: isSubscribed(user, mirror, now),
    trialAvailable: any === undefined,
    mealSlots: user.mealSlots,
    downloadCredits: user.downloadCredits,
    freeTrial: user.freeTrial,
    trialEnd: user.trialEnd,
    subscriptionEndDate: user.subscriptionEndDate,
    showSubscriptionEndDate: user.showSubscriptionEndDate,
  };
}

/** The user's Stripe customer, made once (two requests at once both end with the same one). */
async function ensureCustomer(ctx: BillingContext, stripe: Stripe, user: UserRow): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create(
    {
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      metadata: { app: STRIPE_APP_TAG, userId: user.id },
    },
    { idempotencyKey: `customer-${user.id}` },
  );
  await ctx.db
    .update(users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  return (await me(ctx)).stripeCustomerId!;
}

/** A plan that can be bought now, put in step with Stripe first if it was saved without a key. */
async function purchasablePlan(ctx: BillingContext, planId: string, kind: 'subscription' | 'token') {
  let plan = await findPlan(ctx.db, planId).catch(() => {
    throw new AppError('NOT_FOUND', 'planNotFound');
  });
  if (!plan.active || plan.kind !== kind) throw new AppError('BAD_REQUEST', 'planNotAvailable');
  if (!plan.stripePriceId) plan = await syncPlanToStripe(ctx.db, ctx.config, plan);
  return plan;
}

/**
 * Stripe Checkout for a subscription (SPEC §7 checkout_sessions). The 7-day trial is for a first
 * subscription only, and ends the subscription when no card was given by then. A user has one open
 * checkout: asking again hands out the same session (openCheckout).
 */
export async function startCheckout(ctx: BillingContext, planId: string): Promise<{ url: string }> {
  const stripe = await stripeFor(ctx.config);
  const plan = await purchasablePlan(ctx, planId, 'subscription');
  const user = await me(ctx);
  const customer = await ensureCustomer(ctx, stripe, user);
  const existing = await stripe.subscriptions.list({ customer, status: 'all', limit: 100 });
  if (existing.data.some((s) => ['active', 'trialing', 'past_due'].includes(s.status)))
    throw new AppError('CONFLICT', 'alreadySubscribed');
  const firstSubscription = existing.data.length === 0;
  const metadata = { app: STRIPE_APP_TAG, userId: user.id, planId: plan.id };
  const url = await openCheckout(
    ctx.db,
    stripe,
    user.id,
    { priceId: plan.stripePriceId!, trial: firstSubscription },
    (idempotencyKey) =>
      stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer,
          client_reference_id: user.id,
          line_items: [{ price: plan.stripePriceId!, quantity: 1 }],
          allow_promotion_codes: true,
          success_url: `${ctx.config.appUrl}/subscription?checkout=success`,
          cancel_url: `${ctx.config.appUrl}/subscription?checkout=cancelled`,
          metadata,
          subscription_data: {
            metadata,
            ...(firstSubscription
              ? {
                  trial_period_days: FREE_TRIAL_DAYS,
                  trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
                }
              : {}),
          },
          ...(firstSubscription ? { payment_method_collection: 'if_required' as const } : {}),
        },
        { idempotencyKey },
      ),
  );
  return { url };
}

/** A one-off token purchase; back to the meal plans with request=success|failed (SPEC §2). */
export async function buyToken(
  ctx: BillingContext,
  planId: string,
  mealPlanId: string | undefined,
): Promise<{ url: string }> {
  const stripe = await stripeFor(ctx.config);
  if (mealPlanId) {
    const [own] = await ctx.db
      .select({ id: mealPlans.id })
      .from(mealPlans)
      .where(and(eq(mealPlans.id, mealPlanId), eq(mealPlans.userId, ctx.actor.id)));
    if (!own) throw notFound('noMealPlan');
  }
  const plan = await purchasablePlan(ctx, planId, 'token');
  const user = await me(ctx);
  const customer = await ensureCustomer(ctx, stripe, user);
  const metadata: Record<string, string> = {
    app: STRIPE_APP_TAG,
    token: 'true',
    stamp: 'true',
    userId: user.id,
    planId: plan.id,
    ...(mealPlanId ? { mealPlanId } : {}),
  };
  const back = (request: string) =>
    `${ctx.config.appUrl}/meal-plans?request=${request}${mealPlanId ? `&mealplan=${mealPlanId}` : ''}`;
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    customer,
    client_reference_id: user.id,
    line_items: [{ price: plan.stripePriceId!, quantity: 1 }],
    allow_promotion_codes: true,
    success_url: back('success'),
    cancel_url: back('failed'),
    metadata,
    payment_intent_data: { metadata },
  });
  if (!session.url) throw new AppError('BAD_REQUEST', 'planNotAvailable');
  return { url: session.url };
}

async function ownCustomer(ctx: BillingContext): Promise<string | null> {
  return (await me(ctx)).stripeCustomerId;
}

/** SPEC §7 customerPortal: Stripe's billing portal, back to /subscription. */
export async function openPortal(ctx: BillingContext): Promise<{ url: string }> {
  const stripe = await stripeFor(ctx.config);
  const customer = await ownCustomer(ctx);
  if (!customer) throw new AppError('BAD_REQUEST', 'noSubscription');
  const session = await stripe.billingPortal.sessions.create({
    customer,
    return_url: `${ctx.config.appUrl}/subscription`,
  });
  return { url: session.url };
}

/** SPEC §7 getInvoices: the user's own invoices, newest first, with their PDF links. */
export async function listInvoices(ctx: BillingContext): Promise<Invoice[]> {
  const stripe = await stripeFor(ctx.config);
  const customer = await ownCustomer(ctx);
  if (!customer) return [];
  const invoices = await stripe.invoices.list({ customer, limit: 100 });
  return invoices.data
    .filter((i) => i.status !== 'draft')
    .sort((a, b) => b.created - a.created)
    .map((i) => ({
      id: i.id!,
      number: i.number ?? null,
      date: new Date(i.created * 1000),
      total: i.total,
      currency: i.currency,
      status: i.status ?? null,
      pdfUrl: i.invoice_pdf ?? null,
    }));
}

/** SPEC §7 listAllCards: the user's own saved cards. */
export async function listCards(ctx: BillingContext): Promise<Card[]> {
  const stripe = await stripeFor(ctx.config);
  const customer = await ownCustomer(ctx);
  if (!customer) return [];
  const methods = await stripe.customers.listPaymentMethods(customer, { type: 'card', limit: 100 });
  return methods.data
    .filter((pm) => pm.card)
    .map((pm) => ({
      id: pm.id,
      brand: pm.card!.brand,
      last4: pm.card!.last4,
      expMonth: pm.card!.exp_month,
      expYear: pm.card!.exp_year,
    }));
}

/** Re-reads the customer from Stripe and applies it now, so the page shows the change on reload. */
async function syncCustomer(ctx: BillingContext, stripe: Stripe, customerId: string): Promise<void> {
  const snapshot = await readCustomer(stripe, customerId);
  await ctx.db.transaction((tx) => applyCustomer(tx, { jobs: ctx.jobs }, snapshot));
}

/** The user's running subscription, read from Stripe. */
async function runningSubscription(ctx: BillingContext, stripe: Stripe): Promise<Stripe.Subscription> {
  const customer = await ownCustomer(ctx);
  if (!customer) throw new AppError('BAD_REQUEST', 'noSubscription');
  const subs = await stripe.subscriptions.list({ customer, limit: 100 });
  const current = currentSubscriptionOf(
    subs.data.filter((s) => ['active', 'trialing', 'past_due'].includes(s.status)),
  );
  if (!current) throw new AppError('BAD_REQUEST', 'noSubscription');
  return current;
}

/**
 * "Subscription updated!" (SPEC §7 updateSubscription): the item's price swapped for the new plan's, the
 * difference prorated on the next invoice, and a pending cancellation undone.
 */
export async function changePlan(ctx: BillingContext, planId: string): Promise<void> {
  const stripe = await stripeFor(ctx.config);
  const plan = await purchasablePlan(ctx, planId, 'subscription');
  const sub = await runningSubscription(ctx, stripe);
  const item = sub.items.data[0];
  if (!item) throw new AppError('BAD_REQUEST', 'noSubscription');
  if (item.price.id !== plan.stripePriceId) {
    await stripe.subscriptions.update(sub.id, {
      items: [{ id: item.id, price: plan.stripePriceId! }],
      proration_behavior: 'create_prorations',
      cancel_at_period_end: false,
      metadata: { ...sub.metadata, planId: plan.id },
    });
  } else if (sub.cancel_at_period_end) {
    await stripe.subscriptions.update(sub.id, { cancel_at_period_end: false });
  }
  await syncCustomer(ctx, stripe, String(sub.customer));
}

/**
 * "Subscription cancelled" (SPEC §7 cancelSubscription): at the period end, which is stored on the user
 * with the flag that shows the banner "You have an active subscription only until ...".
 */
export async function cancelSubscription(ctx: BillingContext): Promise<{ subscriptionEndDate: Date | null }> {
  const stripe = await stripeFor(ctx.config);
  const sub = await runningSubscription(ctx, stripe);
  const updated = sub.cancel_at_period_end
    ? sub
    : await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
  const end = periodEndOf(updated) ?? (updated.trial_end ? new Date(updated.trial_end * 1000) : null);
  await ctx.db
    .update(users)
    .set({ subscriptionEndDate: end, showSubscriptionEndDate: end !== null, updatedAt: new Date() })
    .where(eq(users.id, ctx.actor.id));
  await syncCustomer(ctx, stripe, String(updated.customer));
  return { subscriptionEndDate: end };
}
