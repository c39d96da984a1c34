import type Stripe from 'stripe';

/** Per-request options of the Stripe SDK (a short timeout and no retries for an attempt made inline). */
export type StripeCallOptions = Stripe.RequestOptions;

const notFound = (err: unknown) => (err as { code?: unknown } | null)?.code === 'resource_missing';

/**
 * Ends a deleted member's billing at Stripe (SPEC §7 "delete customers/{userId}"): every subscription still
 * running is cancelled at once, open Checkout sessions expired (so none can start one after), and the
 * customer deleted. Safe to run again: a customer already deleted is done.
 */
export async function closeStripeCustomer(
  stripe: Stripe,
  customerId: string,
  options: StripeCallOptions = {},
): Promise<{ cancelled: string[] }> {
  try {
    const customer = await stripe.customers.retrieve(customerId, {}, options);
    if (customer.deleted) return { cancelled: [] };
  } catch (err) {
    if (notFound(err)) return { cancelled: [] };
    throw err;
  }
  const cancelled: string[] = [];
  const subscriptions = await stripe.subscriptions
    .list({ customer: customerId, status: 'all', limit: 100 }, options)
    .autoPagingToArray({ limit: 1000 });
  for (const sub of subscriptions) {
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') continue;
    await stripe.subscriptions.cancel(sub.id, { invoice_now: false, prorate: false }, options);
    cancelled.push(sub.id);
  }
  const open = await stripe.checkout.sessions
    .list({ customer: customerId, status: 'open', limit: 100 }, options)
    .autoPagingToArray({ limit: 1000 });
  for (const session of open) await stripe.checkout.sessions.expire(session.id, {}, options);
  try {
    await stripe.customers.del(customerId, {}, options);
  } catch (err) {
    if (!notFound(err)) throw err;
  }
  return { cancelled };
}
