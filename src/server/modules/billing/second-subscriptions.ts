import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { billingSubscriptions } from '../../db/schema/index.ts';
import type { CustomerSnapshot } from './sync.ts';

/**
 * A user has one live subscription (issue 28 point 6, decision 058). One that goes live beside another (two
 * Checkout sessions paid, one made before the app kept one per user, or made outside the app) is refused:
 * marked in its metadata, cancelled at once at Stripe, and its payments refunded; applyCustomer grants
 * nothing for a refused subscription, whenever its events come.
 */
export const LIVE_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];
const REFUSED_KEY = 'refused';
const REFUSED_VALUE = 'second-subscription';

export const isRefused = (sub: Stripe.Subscription) => sub.metadata?.[REFUSED_KEY] === REFUSED_VALUE;

const invoiceSubscriptionId = (invoice: Stripe.Invoice) => {
  const sub = invoice.parent?.subscription_details?.subscription;
  return sub == null ? null : typeof sub === 'string' ? sub : sub.id;
};

/** The paid invoices of subscriptions that were refused: they grant nothing. */
export function refusedInvoiceIds(snapshot: CustomerSnapshot): Set<string> {
  const refused = new Set(snapshot.subscriptions.filter(isRefused).map((s) => s.id));
  return new Set(
    snapshot.paidInvoices
      .filter((invoice) => refused.has(invoiceSubscriptionId(invoice) ?? ''))
      .map((invoice) => invoice.id!),
  );
}

/**
 * The live subscriptions to refuse: all but one. The one kept is the one the app already knew as live
 * (its grant was applied), else the oldest; a refused one is never kept.
 */
function toRefuse(subscriptions: Stripe.Subscription[], knownLive: Set<string>): Stripe.Subscription[] {
  const live = subscriptions.filter((s) => LIVE_STATUSES.includes(s.status));
  const keep = live
    .filter((s) => !isRefused(s))
    .sort(
      (a, b) =>
        Number(knownLive.has(b.id)) - Number(knownLive.has(a.id)) ||
        a.created - b.created ||
        a.id.localeCompare(b.id),
    )[0];
  return live.filter((s) => s !== keep);
}

async function cancel(stripe: Stripe, sub: Stripe.Subscription): Promise<void> {
  if (!isRefused(sub))
    await stripe.subscriptions.update(sub.id, {
      metadata: { ...sub.metadata, [REFUSED_KEY]: REFUSED_VALUE },
    });
  try {
    await stripe.subscriptions.cancel(sub.id, { invoice_now: false, prorate: false });
  } catch (err) {
    // Cancelled meanwhile (by the customer, or by a delivery of another event): done.
    if ((await stripe.subscriptions.retrieve(sub.id)).status !== 'canceled') throw err;
  }
}

/** Gives back what a refused subscription's invoice took, once (a refund's idempotency key is the invoice). */
async function refund(stripe: Stripe, invoice: Stripe.Invoice): Promise<number> {
  const payments = await stripe.invoicePayments.list({ invoice: invoice.id!, status: 'paid', limit: 100 });
  let refunded = 0;
  for (const payment of payments.data) {
    const intent = payment.payment.payment_intent;
    if (!intent) continue;
    const intentId = typeof intent === 'string' ? intent : intent.id;
    const already = await stripe.refunds.list({ payment_intent: intentId, limit: 100 });
    const given = already.data
      .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
      .reduce((sum, r) => sum + r.amount, 0);
    const left = payment.amount_paid ?? payment.amount_requested;
    if (given >= left) continue;
    await stripe.refunds.create(
      {
        payment_intent: intentId,
        amount: left - given,
        reason: 'duplicate',
        metadata: { invoice: invoice.id!, subscription: invoiceSubscriptionId(invoice) ?? '' },
      },
      { idempotencyKey: `refund-second-subscription-${invoice.id}-${given}` },
    );
    refunded += left - given;
  }
  return refunded;
}

/**
 * Refuses every live subscription of the customer beyond its first, and refunds what refused ones were
 * paid. Returns true when it changed anything at Stripe (the caller reads the customer again).
 */
export async function refuseSecondSubscriptions(
  deps: { db: Database; stripe: Stripe; log: Pick<Logger, 'warn' | 'error'> },
  userId: string | null,
  snapshot: CustomerSnapshot,
): Promise<boolean> {
  const live = snapshot.subscriptions.filter((s) => LIVE_STATUSES.includes(s.status));
  const refusedPaid = refusedInvoiceIds(snapshot);
  if (live.length <= 1 && refusedPaid.size === 0) return false;

  const knownLive = new Set(
    userId && live.length > 1
      ? (
          await deps.db
            .select({ id: billingSubscriptions.id })
            .from(billingSubscriptions)
            .where(
              and(
                eq(billingSubscriptions.userId, userId),
                inArray(billingSubscriptions.status, [...LIVE_STATUSES]),
              ),
            )
        ).map((r) => r.id)
      : [],
  );
  let changed = false;
  for (const sub of toRefuse(snapshot.subscriptions, knownLive)) {
    await cancel(deps.stripe, sub);
    deps.log.warn(
      { customerId: snapshot.customerId, userId, subscriptionId: sub.id, status: sub.status },
      'a second live subscription of one customer was cancelled at Stripe',
    );
    changed = true;
  }
  if (changed) return true;
  // Payments of refused subscriptions (a first invoice may be paid after the refusal's cancel).
  for (const invoice of snapshot.paidInvoices.filter((i) => refusedPaid.has(i.id!) && i.amount_paid > 0)) {
    let amount: number;
    try {
      amount = await refund(deps.stripe, invoice);
    } catch (err) {
      // Stripe refusing the refund (not a passing failure) must not keep the customer's events from being
      // applied: the subscription is cancelled and grants nothing; the money is for someone to give back.
      if ((err as { type?: unknown } | null)?.type !== 'StripeInvalidRequestError') throw err;
      deps.log.error(
        { err, customerId: snapshot.customerId, userId, invoiceId: invoice.id },
        "a refused subscription's payment could not be refunded: refund it in Stripe's dashboard",
      );
      continue;
    }
    if (amount > 0) {
      deps.log.warn(
        { customerId: snapshot.customerId, userId, invoiceId: invoice.id, amount },
        "a refused subscription's payment was refunded",
      );
      changed = true;
    }
  }
  return changed;
}
