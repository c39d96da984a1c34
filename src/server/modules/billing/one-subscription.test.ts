import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlanInput } from '../../../shared/schemas/billing.ts';
import { billingPayments, creditHistory, mailOutbox, pricingPlans, users } from '../../db/schema/index.ts';
import { maybeStripe } from '../../integrations/stripe/client.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, type TestServices } from '../../../../tests/support/services.ts';
import type { FakeStripe } from '../../../../tests/support/fake-stripe.ts';
import { startBillingWorld, type BillingWorld } from '../../../../tests/support/stripe-billing.ts';

/**
 * One live subscription per user (issue 28 point 6): parallel checkouts share one Checkout session, and a
 * second subscription that gets paid anyway (a session made before, or elsewhere) is cancelled at Stripe,
 * refunded when it was charged, and grants nothing.
 */
let database: TestDatabase;
let fake: FakeStripe;
let services: TestServices;
let world: BillingWorld;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await startBillingWorld(database);
  ({ fake, services } = world);
});

afterAll(async () => {
  await world?.close();
  await database?.close();
});

beforeEach(async () => {
  await resetDatabase(database.db);
});

const db = () => database.db;
const stripe = async () => (await maybeStripe(services.config))!;

const monthly = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  title: 'Practice monthly',
  kind: 'subscription',
  recurring: 'monthly',
  priceCents: 4900,
  currency: 'aud',
  downloads: 10,
  meals: 5,
  tier: 'moderate',
  active: true,
  ...overrides,
});

async function newPlan(input: PlanInput) {
  const admin = callerFor(services, actorOf(await createUser(db(), { role: 'admin' })));
  return (await admin.pricing.create(input)).plan;
}

async function dietitian() {
  const user = await createUser(db(), { role: 'dietitian', mealSlots: 0, downloadCredits: 0 });
  return { user, caller: callerFor(services, actorOf(user)) };
}

function sessionAt(url: string): Stripe.Checkout.Session {
  const session = [...fake.state.checkoutSessions.values()].find((s) => s.url === url);
  if (!session) throw new Error(`no checkout session at ${url}`);
  return session;
}

const sessionsOf = (userId: string) =>
  [...fake.state.checkoutSessions.values()].filter((s) => s.client_reference_id === userId);

async function customerOf(userId: string) {
  const [row] = await db().select().from(users).where(eq(users.id, userId));
  return row!;
}

describe('one open checkout per user', () => {
  it('three checkouts started at once give one Checkout session', async () => {
    const plan = await newPlan(monthly());
    const { user, caller } = await dietitian();
    const urls = await Promise.all(
      [1, 2, 3].map(() => caller.billing.startCheckout({ planId: plan.id }).then((r) => r.url)),
    );
    expect(new Set(urls).size).toBe(1);
    expect(sessionsOf(user.id).map((s) => s.status)).toEqual(['open']);
  });

  it('reuses the open session for the same plan, and replaces it (expired at Stripe) for another', async () => {
    const plan = await newPlan(monthly());
    const other = await newPlan(monthly({ title: 'Practice plus', priceCents: 7900 }));
    const { user, caller } = await dietitian();

    const first = (await caller.billing.startCheckout({ planId: plan.id })).url;
    const firstId = sessionAt(first).id;
    expect((await caller.billing.startCheckout({ planId: plan.id })).url).toBe(first);

    const second = (await caller.billing.startCheckout({ planId: other.id })).url;
    expect(second).not.toBe(first);
    // Stripe empties an expired session's url.
    expect(fake.state.checkoutSessions.get(firstId)).toMatchObject({ status: 'expired', url: null });
    expect(sessionAt(second).status).toBe('open');

    // A session that ended at Stripe (expired there) is not handed out again.
    await (await stripe()).checkout.sessions.expire(sessionAt(second).id);
    const third = (await caller.billing.startCheckout({ planId: other.id })).url;
    expect(third).not.toBe(second);
    expect(
      sessionsOf(user.id)
        .filter((s) => s.status === 'open')
        .map((s) => s.url),
    ).toEqual([third]);
  });
});

describe('a second live subscription', () => {
  /** A Checkout session made straight at Stripe for the user's customer, as one made before the fix was. */
  async function sessionAtStripe(customer: string, userId: string, priceId: string, trial: boolean) {
    const session = await (
      await stripe()
    ).checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: userId,
      line_items: [{ price: priceId, quantity: 1 }],
      success_url: 'http://app.test/subscription?checkout=success',
      ...(trial
        ? {
            subscription_data: { trial_period_days: 7 },
            payment_method_collection: 'if_required' as const,
          }
        : {}),
    });
    return session.id;
  }

  it('is cancelled at Stripe, refunded when it was charged, and grants nothing', async () => {
    const plan = await newPlan(monthly());
    const { user, caller } = await dietitian();
    const { url } = await caller.billing.startCheckout({ planId: plan.id });
    const customer = (await customerOf(user.id)).stripeCustomerId!;
    const priceId = await priceOf(plan.id);
    // Two more sessions of the same customer, open at the same time as the app's.
    const trialSession = await sessionAtStripe(customer, user.id, priceId, true);
    const paidSession = await sessionAtStripe(customer, user.id, priceId, false);

    await fake.completeCheckout(sessionAt(url).id);
    const granted = await customerOf(user.id);
    expect(granted).toMatchObject({ mealSlots: -1, downloadCredits: -1, freeTrial: true });
    const kept = (await caller.billing.mySubscription()).subscription!;
    expect(kept.status).toBe('trialing');

    await fake.completeCheckout(trialSession);
    await fake.completeCheckout(paidSession);
    await fake.settle();

    const subscriptions = [...fake.state.subscriptions.values()].filter((s) => s.customer === customer);
    expect(subscriptions).toHaveLength(3);
    expect(subscriptions.filter((s) => s.status !== 'canceled').map((s) => s.id)).toEqual([kept.id]);

    // The charged one's first payment went back; the trial cost nothing, so nothing to give back.
    const paidSub = fake.state.checkoutSessions.get(paidSession)!.subscription as string;
    const paidInvoice = [...fake.state.invoices.values()].find(
      (i) => i.parent?.subscription_details?.subscription === paidSub && i.amount_paid > 0,
    )!;
    expect(paidInvoice.amount_paid).toBe(4900);
    const refunds = await (await stripe()).refunds.list({ limit: 100 });
    expect(refunds.data.map((r) => [r.amount, r.status, r.reason])).toEqual([
      [4900, 'succeeded', 'duplicate'],
    ]);

    // Nothing was granted twice: the first trial stands, alone in the payments and the credit history.
    expect(await customerOf(user.id)).toMatchObject({
      mealSlots: -1,
      downloadCredits: -1,
      freeTrial: true,
      trialEnd: granted.trialEnd,
    });
    const payments = await db().select().from(billingPayments).where(eq(billingPayments.userId, user.id));
    expect(payments.map((p) => p.kind)).toEqual(['trial']);
    expect(await db().$count(creditHistory, eq(creditHistory.userId, user.id))).toBe(1);
    expect(await db().$count(mailOutbox, eq(mailOutbox.to, user.email))).toBe(1);
    expect((await caller.billing.mySubscription()).subscription).toMatchObject({
      id: kept.id,
      status: 'trialing',
    });

    // Stripe sending every event once more changes nothing.
    const before = await customerOf(user.id);
    for (const event of fake.events()) await fake.redeliver(event.id);
    expect(await customerOf(user.id)).toEqual(before);
    expect((await (await stripe()).refunds.list({ limit: 100 })).data).toHaveLength(1);
  });
});

async function priceOf(planId: string): Promise<string> {
  const [row] = await db().select().from(pricingPlans).where(eq(pricingPlans.id, planId));
  return row!.stripePriceId!;
}
