import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { paymentGrant, trialGrant } from '../../../shared/billing/entitlements.ts';
import type { Database } from '../../db/client.ts';
import {
  billingPayments,
  billingSubscriptions,
  mealPlans,
  pricingPlans,
  users,
  type PricingPlanRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { queueMail } from '../../integrations/mail/outbox.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { changeEntitlements } from './credits.ts';
import { planOfPrice } from './pricing.ts';
import { isRefused, refusedInvoiceIds } from './second-subscriptions.ts';

/**
 * Billing state is never taken from a webhook's payload: whatever the event, the customer's subscriptions,
 * paid invoices and one-off payments are re-read from Stripe (`readCustomer`) and applied (`applyCustomer`),
 * each payment once by its id. So duplicated, replayed and out-of-order events all end in the state Stripe
 * holds now.
 */
export interface CustomerSnapshot {
  customerId: string;
  subscriptions: Stripe.Subscription[];
  paidInvoices: Stripe.Invoice[];
  tokenPayments: Stripe.PaymentIntent[];
}

export async function readCustomer(stripe: Stripe, customerId: string): Promise<CustomerSnapshot> {
  const [subscriptions, paidInvoices, intents] = await Promise.all([
    stripe.subscriptions
      .list({ customer: customerId, status: 'all', limit: 100 })
      .autoPagingToArray({ limit: 1000 }),
    stripe.invoices
      .list({ customer: customerId, status: 'paid', limit: 100 })
      .autoPagingToArray({ limit: 1000 }),
    stripe.paymentIntents.list({ customer: customerId, limit: 100 }).autoPagingToArray({ limit: 1000 }),
  ]);
  return {
    customerId,
    subscriptions,
    paidInvoices,
    tokenPayments: intents.filter((pi) => pi.status === 'succeeded' && pi.metadata?.token === 'true'),
  };
}

const unix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** In the 2026 API the period lives on the subscription item. */
export function periodEndOf(sub: Stripe.Subscription): Date | null {
  return unix(sub.items.data[0]?.current_period_end);
}

export function priceIdOf(sub: Stripe.Subscription): string | null {
  return sub.items.data[0]?.price.id ?? null;
}

/** The subscription that is the user's: the newest one still running, else the newest of all. */
export function currentSubscriptionOf<T extends { status: string; created: number }>(subs: T[]): T | null {
  const newest = [...subs].sort((a, b) => b.created - a.created);
  return newest.find((s) => ['active', 'trialing', 'past_due'].includes(s.status)) ?? newest[0] ?? null;
}

function invoicePriceId(invoice: Stripe.Invoice): string | null {
  for (const line of invoice.lines?.data ?? []) {
    const price = line.pricing?.price_details?.price;
    if (price) return typeof price === 'string' ? price : price.id;
  }
  return null;
}

export interface ApplyDeps {
  jobs: Pick<Jobs, 'send'>;
}

/** Records a payment id; true only the first time, so its grant is applied once. */
async function recordPayment(tx: Database, row: typeof billingPayments.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(billingPayments)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: billingPayments.id });
  return inserted.length > 0;
}

/**
 * Applies what Stripe holds for one customer to its user, inside the caller's transaction. Returns false
 * when no user has this customer (a customer made outside the app).
 */
export async function applyCustomer(
  tx: Database,
  deps: ApplyDeps,
  snapshot: CustomerSnapshot,
  now: Date = new Date(),
): Promise<boolean> {
  const [user] = await tx
    .select()
    .from(users)
    .where(eq(users.stripeCustomerId, snapshot.customerId))
    .for('update');
  if (!user) return false;

  // The mirror of every subscription, for the Subscription screen and the subscribed status.
  const plans = new Map<string, PricingPlanRow | null>();
  const planFor = async (priceId: string | null) => {
    if (!priceId) return null;
    if (!plans.has(priceId)) plans.set(priceId, await planOfPrice(tx, priceId));
    return plans.get(priceId)!;
  };
  for (const sub of snapshot.subscriptions) {
    const priceId = priceIdOf(sub);
    const plan = await planFor(priceId);
    const values = {
      userId: user.id,
      customerId: snapshot.customerId,
      status: sub.status,
      stripePriceId: priceId,
      planId: plan?.id ?? null,
      currentPeriodEnd: periodEndOf(sub),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      trialEnd: unix(sub.trial_end),
      createdAt: new Date(sub.created * 1000),
      syncedAt: now,
    };
    await tx
      .insert(billingSubscriptions)
      .values({ id: sub.id, ...values })
      .onConflictDoUpdate({ target: billingSubscriptions.id, set: values });
  }

  let purchased = false;
  // A refused second subscription (second-subscriptions.ts) is never the user's and grants nothing.
  const current = currentSubscriptionOf(snapshot.subscriptions.filter((s) => !isRefused(s)));
  const refusedInvoices = refusedInvoiceIds(snapshot);

  // SPEC §4: a trialing subscription sets unlimited slots and credits and the trial flags, once.
  if (current?.status === 'trialing' && current.trial_end) {
    const plan = await planFor(priceIdOf(current));
    const title = plan?.title ?? 'Free trial';
    if (
      await recordPayment(tx, {
        id: `trial:${current.id}`,
        userId: user.id,
        kind: 'trial',
        planId: plan?.id ?? null,
        planTitle: title,
      })
    ) {
      await changeEntitlements(tx, user.id, trialGrant(new Date(current.trial_end * 1000)), title, now);
      purchased = true;
    }
  }

  // SPEC §4 Payment: each paid invoice once, oldest first: downloads add credits, slots set to the plan's.
  const paid = [...snapshot.paidInvoices]
    .filter((invoice) => invoice.amount_paid > 0 && !refusedInvoices.has(invoice.id!))
    .sort((a, b) => a.created - b.created);
  for (const invoice of paid) {
    const plan = await planFor(invoicePriceId(invoice));
    const title = plan?.title ?? 'Subscription';
    const first = await recordPayment(tx, {
      id: invoice.id!,
      userId: user.id,
      kind: 'subscription',
      planId: plan?.id ?? null,
      planTitle: title,
      amountCents: invoice.amount_paid,
      currency: invoice.currency,
    });
    if (!first) continue;
    purchased = true;
    if (plan) {
      await changeEntitlements(
        tx,
        user.id,
        (before) => ({ ...paymentGrant(before, { ...plan, kind: 'subscription' }), freeTrial: false }),
        title,
        now,
      );
    }
  }

  // One-off token purchases (Checkout in payment mode), by payment intent id.
  for (const intent of [...snapshot.tokenPayments].sort((a, b) => a.created - b.created)) {
    const planId = intent.metadata.planId ?? null;
    const [plan] = planId ? await tx.select().from(pricingPlans).where(eq(pricingPlans.id, planId)) : [];
    const mealPlanId = intent.metadata.mealPlanId || null;
    const title = plan?.title ?? 'Token';
    const first = await recordPayment(tx, {
      id: intent.id,
      userId: user.id,
      kind: 'token',
      planId: plan?.id ?? null,
      planTitle: title,
      amountCents: intent.amount_received,
      currency: intent.currency,
      mealPlanId: mealPlanId && /^[0-9a-f-]{36}$/i.test(mealPlanId) ? mealPlanId : null,
    });
    if (!first) continue;
    purchased = true;
    if (plan && (plan.downloads > 0 || plan.meals > 0))
      await changeEntitlements(
        tx,
        user.id,
        (before) => paymentGrant(before, { ...plan, kind: 'token' }),
        title,
        now,
      );
    if (mealPlanId && /^[0-9a-f-]{36}$/i.test(mealPlanId)) {
      // The token paid for the plan's request (SPEC §4 requestStatus: empty -> requesting).
      await tx
        .update(mealPlans)
        .set({ requestStatus: 'requesting', updatedAt: now })
        .where(
          and(
            eq(mealPlans.id, mealPlanId),
            eq(mealPlans.userId, user.id),
            eq(mealPlans.requestStatus, 'empty'),
          ),
        );
    }
  }

  await settleUserFlags(tx, user, current, now);

  // SPEC §7: the one-time thank-you email after a first purchase, with the purchase.
  if (purchased && !user.hasReceivedEmail) {
    await tx.update(users).set({ hasReceivedEmail: true }).where(eq(users.id, user.id));
    await queueMail(tx, deps.jobs, {
      to: user.email,
      template: 'thankYou',
      data: { firstName: user.firstName },
    });
  }
  return true;
}

/**
 * The trial ends early when the subscription is paid for; the banner's end date follows a cancellation at
 * period end (and goes away when the subscription is resumed in the portal).
 */
async function settleUserFlags(
  tx: Database,
  user: UserRow,
  current: Stripe.Subscription | null,
  now: Date,
): Promise<void> {
  const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
  if (!fresh || !current) return;
  const set: Partial<UserRow> = {};
  if (current.status === 'active' && fresh.freeTrial) set.freeTrial = false;
  const periodEnd = periodEndOf(current);
  const ending = current.cancel_at_period_end || current.status === 'canceled';
  const endDate = current.status === 'canceled' ? (unix(current.ended_at) ?? periodEnd) : periodEnd;
  if (ending && endDate) {
    set.subscriptionEndDate = endDate;
    set.showSubscriptionEndDate = endDate.getTime() > now.getTime();
  } else if (!ending && fresh.showSubscriptionEndDate) {
    set.showSubscriptionEndDate = false;
  }
  if (Object.keys(set).length > 0)
    await tx
      .update(users)
      .set({ ...set, updatedAt: now })
      .where(eq(users.id, user.id));
}
