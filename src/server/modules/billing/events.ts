import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { stripeEvents, users } from '../../db/schema/index.ts';
import type { Jobs } from '../../jobs/jobs.ts';
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
  log: Pick<Logger, 'info' | 'warn'>;
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
 * a failure records nothing and Stripe's retry applies it. A handler error propagates (the route answers
 * 5xx and Stripe retries).
 */
export async function handleStripeEvent(deps: EventDeps, event: Stripe.Event): Promise<EventOutcome> {
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
  const snapshot = await readCustomer(deps.stripe, customerId);
  return deps.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event))) return 'duplicate' as const;
    const known = await applyCustomer(tx, { jobs: deps.jobs }, snapshot);
    if (!known) deps.log.warn({ eventId: event.id, customerId }, 'stripe event for a customer of no user');
    return known ? ('applied' as const) : ('unknown-customer' as const);
  });
}
