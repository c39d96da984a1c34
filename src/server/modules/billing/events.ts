import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { stripeEvents, users } from '../../db/schema/index.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { refuseSecondSubscriptions } from './second-subscriptions.ts';
import { applyCustomer, readCustomer } from './sync.ts';

/** The event types that change a user's billing; every other type is acknowledged and ignored. */
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'payment_intent.succeeded',
]);

export interface EventDeps {
  db: Database;
  jobs: Pick<Jobs, 'send'>;
  stripe: Stripe;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/**
 * An event that can never be applied, however often Stripe sends it: not shaped like an event, or naming
 * an object Stripe does not have. The webhook answers 400 for it, and 500 (Stripe retries) for anything
 * else, which may pass: the database or Stripe's API out of reach.
 */
export class UnusableStripeEvent extends Error {
  override name = 'UnusableStripeEvent';
}

/** Stripe's ids: letters, digits and underscores (never a path: they go into the API's URLs). */
const STRIPE_ID = /^[A-Za-z0-9_]{1,255}$/;

/** What the handler relies on in an event, checked before it is used. */
function checkShape(event: unknown): asserts event is Stripe.Event {
  const e = event as { id?: unknown; type?: unknown; data?: { object?: unknown } } | null;
  if (!e || typeof e !== 'object' || Array.isArray(e)) throw new UnusableStripeEvent('not an event object');
  if (typeof e.id !== 'string' || !STRIPE_ID.test(e.id)) throw new UnusableStripeEvent('no event id');
  if (typeof e.type !== 'string' || e.type.length === 0 || e.type.length > 255)
    throw new UnusableStripeEvent('no event type');
  const object = e.data && typeof e.data === 'object' ? e.data.object : undefined;
  if (!object || typeof object !== 'object' || Array.isArray(object))
    throw new UnusableStripeEvent('no data.object');
  if (HANDLED_EVENTS.has(e.type)) {
    const id = (object as { id?: unknown }).id;
    if (typeof id !== 'string' || !STRIPE_ID.test(id)) throw new UnusableStripeEvent('no data.object.id');
  }
}

/**
 * True for an error that a retry cannot mend: an unusable event, or Stripe refusing the request about its
 * object (it does not exist, or is not what the event says). Connection errors, Stripe's 5xx, rate limits
 * and database errors are worth retrying.
 */
export function isPermanentEventError(err: unknown): boolean {
  if (err instanceof UnusableStripeEvent) return true;
  const stripeError = err as { type?: unknown; statusCode?: unknown } | null;
  return (
    stripeError?.type === 'StripeInvalidRequestError' &&
    (stripeError.statusCode === 400 || stripeError.statusCode === 404)
  );
}

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown-customer';

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/**
 * Which customer an event is about, and (for a checkout) which user: read from Stripe by the object's id,
 * never from the payload, which may be stale or replayed.
 */
async function subjectOf(
  stripe: Stripe,
  event: Stripe.Event,
): Promise<{ customerId: string | null; userId: string | null }> {
  const objectId = (event.data.object as { id?: string }).id;
  if (!objectId) return { customerId: null, userId: null };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = await stripe.checkout.sessions.retrieve(objectId);
      return { customerId: idOf(session.customer), userId: session.client_reference_id ?? null };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { customerId: idOf((await stripe.subscriptions.retrieve(objectId)).customer), userId: null };
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return { customerId: idOf((await stripe.invoices.retrieve(objectId)).customer), userId: null };
    case 'payment_intent.succeeded':
      return { customerId: idOf((await stripe.paymentIntents.retrieve(objectId)).customer), userId: null };
    default:
      return { customerId: null, userId: null };
  }
}

async function recordEvent(tx: Database, event: Stripe.Event): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

/**
 * Applies one verified event at most once: its id is recorded in the same transaction as its effects, so
 * a failure records nothing and Stripe's retry applies it. A handler error propagates: the route answers
 * 400 for an event that can never be applied (isPermanentEventError), else 500 and Stripe retries.
 */
export async function handleStripeEvent(deps: EventDeps, event: unknown): Promise<EventOutcome> {
  checkShape(event);
  const [seen] = await deps.db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id));
  if (seen) return 'duplicate';

  if (!HANDLED_EVENTS.has(event.type)) {
    await recordEvent(deps.db, event);
    return 'ignored';
  }

  const { customerId, userId } = await subjectOf(deps.stripe, event);
  if (!customerId) {
    await recordEvent(deps.db, event);
    return 'ignored';
  }
  // A checkout names its user: link the customer if the app did not store it (e.g. a crash in between).
  if (userId && /^[0-9a-f-]{36}$/i.test(userId)) {
    const [user] = await deps.db
      .select({ customer: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, userId));
    if (user && user.customer === null)
      await deps.db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
  }
  // A customer of no user (made outside the app, or a deleted member's) is not read from Stripe at all.
  const [owner] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.stripeCustomerId, customerId));
  if (!owner) {
    await recordEvent(deps.db, event);
    deps.log.warn({ eventId: event.id, customerId }, 'stripe event for a customer of no user');
    return 'unknown-customer';
  }
  let snapshot = await readCustomer(deps.stripe, customerId);
  // One live subscription per user: a second one is cancelled and refunded before anything is applied.
  for (let pass = 0; pass < 3 && (await refuseSecondSubscriptions(deps, owner.id, snapshot)); pass++)
    snapshot = await readCustomer(deps.stripe, customerId);
  return deps.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event))) return 'duplicate' as const;
    const known = await applyCustomer(tx, { jobs: deps.jobs }, snapshot);
    if (!known) deps.log.warn({ eventId: event.id, customerId }, 'stripe event for a customer of no user');
    return known ? ('applied' as const) : ('unknown-customer' as const);
  });
}
