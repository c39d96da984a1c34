import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { AppError } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { billingCheckouts } from '../../db/schema/index.ts';

/** What a subscription checkout sells: two requests with the same terms share one session. */
export interface CheckoutTerms {
  priceId: string;
  trial: boolean;
}

/** A session this close to Stripe's 24-hour expiry is replaced rather than handed out again. */
const MIN_SESSION_LIFE_SECONDS = 60 * 60;
/** Rounds before giving up when another request keeps changing the terms under this one. */
const ROUNDS = 3;

interface Claim {
  key: string;
  sessionId: string | null;
  /** A session of other terms, to expire at Stripe now that it is no longer the user's checkout. */
  retire: string | null;
}

/**
 * The user's checkout row, locked for a moment: the attempt key of these terms (a new one when the terms
 * changed, or when `staleKey`'s session proved unusable) and the session already made with it. The lock
 * is held only for these statements, never across a call to Stripe: on the embedded PGlite a transaction
 * holds the whole database.
 */
async function claim(db: Database, userId: string, terms: CheckoutTerms, staleKey: string | null) {
  return db.transaction(async (tx): Promise<Claim> => {
    const fresh = { attemptKey: randomUUID(), stripePriceId: terms.priceId, trial: terms.trial };
    await tx
      .insert(billingCheckouts)
      .values({ userId, ...fresh })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(billingCheckouts)
      .where(eq(billingCheckouts.userId, userId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'userNotFound');
    const same = row.stripePriceId === terms.priceId && row.trial === terms.trial;
    if (same && row.attemptKey !== staleKey)
      return { key: row.attemptKey, sessionId: row.sessionId, retire: null };
    await tx
      .update(billingCheckouts)
      .set({ ...fresh, sessionId: null, updatedAt: new Date() })
      .where(eq(billingCheckouts.userId, userId));
    // A stale session of the same terms was expired already by the request that found it unusable.
    return { key: fresh.attemptKey, sessionId: null, retire: same ? null : row.sessionId };
  });
}

/** Expires a session at Stripe; one that is already complete or expired is left as it is. */
async function expireSession(stripe: Stripe, sessionId: string): Promise<void> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
  } catch (err) {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.status === 'open') throw err;
  }
}

const usable = (session: Stripe.Checkout.Session, now: number) =>
  session.status === 'open' && session.url !== null && session.expires_at - now > MIN_SESSION_LIFE_SECONDS;

/**
 * The URL of the user's one open subscription checkout for these terms (issue 28 point 6, decision 058):
 * the open session of the same terms if there is one, else a new one, the session of other terms expired.
 * Requests at the same moment are put in line by the checkout row's lock and all call Stripe with the same
 * idempotency key, so Stripe makes one session and answers each of them with it.
 */
export async function openCheckout(
  db: Database,
  stripe: Stripe,
  userId: string,
  terms: CheckoutTerms,
  create: (idempotencyKey: string) => Promise<Stripe.Checkout.Session>,
): Promise<string> {
  let staleKey: string | null = null;
  for (let round = 0; round < ROUNDS; round++) {
    const { key, sessionId, retire } = await claim(db, userId, terms, staleKey);
    if (retire) await expireSession(stripe, retire);
    const now = Math.floor(Date.now() / 1000);
    if (sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (usable(session, now)) return session.url!;
      if (session.status === 'open') await expireSession(stripe, session.id);
      staleKey = key;
      continue;
    }
    const session = await create(`checkout-${key}`);
    const stored = await db
      .update(billingCheckouts)
      .set({ sessionId: session.id, updatedAt: new Date() })
      .where(and(eq(billingCheckouts.userId, userId), eq(billingCheckouts.attemptKey, key)))
      .returning({ userId: billingCheckouts.userId });
    if (stored.length === 0) {
      // Another request changed the terms meanwhile: its session is the user's checkout, not this one.
      await expireSession(stripe, session.id);
      staleKey = null;
      continue;
    }
    if (usable(session, now)) return session.url!;
    await expireSession(stripe, session.id);
    staleKey = key;
  }
  throw new AppError('CONFLICT', 'checkoutChanging');
}
