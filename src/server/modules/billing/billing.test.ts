import { asc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pino from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import type { PlanInput } from '../../../shared/schemas/billing.ts';
import {
  billingPayments,
  billingSubscriptions,
  creditHistory,
  mailOutbox,
  mealPlans,
  pricingPlans,
  stripeEvents,
  users,
} from '../../db/schema/index.ts';
import { stripeWebhookRoutes } from '../../http/stripe-webhook.ts';
import { maybeStripe } from '../../integrations/stripe/client.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import type { FakeStripe } from '../../../../tests/support/fake-stripe.ts';
import { startBillingWorld, type BillingWorld } from '../../../../tests/support/stripe-billing.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { applyCustomer, readCustomer } from './sync.ts';

/**
 * Billing against the loopback fake of Stripe: the app's own SDK client pointed at it, its webhook route
 * listening on loopback for the fake's signed deliveries. Nothing of the app is mocked.
 */
let database: TestDatabase;
let fake: FakeStripe;
let services: TestServices;
let world: BillingWorld;
let webhookUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await startBillingWorld(database);
  ({ fake, services, webhookUrl } = world);
});

afterAll(async () => {
  await world?.close();
  await database?.close();
});

beforeEach(async () => {
  await resetDatabase(database.db);
  fake.setWebhook(webhookUrl, fake.webhookSecret);
});

const db = () => database.db;
const stripe = async () => (await maybeStripe(services.config))!;

async function as(
  role: 'admin' | 'member' | 'dietitian',
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await createUser(db(), { role, ...overrides });
  return { user, caller: callerFor(services, actorOf(user)) };
}

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

const token = (overrides: Partial<PlanInput> = {}): PlanInput =>
  monthly({
    title: 'Plan request',
    kind: 'token',
    recurring: null,
    priceCents: 1500,
    downloads: 2,
    meals: 0,
    tier: null,
    ...overrides,
  });

async function newPlan(input: PlanInput) {
  const { caller } = await as('admin');
  return (await caller.pricing.create(input)).plan;
}

function sessionOf(url: string): Stripe.Checkout.Session {
  const session = [...fake.state.checkoutSessions.values()].find((s) => s.url === url);
  if (!session) throw new Error(`no checkout session at ${url}`);
  return session;
}

async function userRow(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row!;
}

/** Everything billing changes for a user, without ids and times that differ between users. */
async function billingStateOf(userId: string) {
  const user = await userRow(userId);
  const history = await db()
    .select({ type: creditHistory.type, planName: creditHistory.planName })
    .from(creditHistory)
    .where(eq(creditHistory.userId, userId))
    .orderBy(asc(creditHistory.date), asc(creditHistory.type));
  const payments = await db()
    .select({
      kind: billingPayments.kind,
      planTitle: billingPayments.planTitle,
      amount: billingPayments.amountCents,
    })
    .from(billingPayments)
    .where(eq(billingPayments.userId, userId))
    .orderBy(asc(billingPayments.kind));
  const subs = await db()
    .select({
      status: billingSubscriptions.status,
      cancelAtPeriodEnd: billingSubscriptions.cancelAtPeriodEnd,
    })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId));
  const mails = await db()
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, user.email));
  return {
    mealSlots: user.mealSlots,
    downloadCredits: user.downloadCredits,
    freeTrial: user.freeTrial,
    expiredPopUp: user.expiredPopUp,
    hasTrialEnd: user.trialEnd !== null,
    hasReceivedEmail: user.hasReceivedEmail,
    showSubscriptionEndDate: user.showSubscriptionEndDate,
    history,
    payments,
    subs,
    mails: mails.map((m) => m.subject),
  };
}

/** A POST to the webhook as Stripe would make it, signed with `secret` at `timestamp` (Unix seconds). */
async function post(payload: string, signature: string | null) {
  const res = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body: payload,
  });
  return res.status;
}
const sign = (payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

describe('pricing kept in step with Stripe', () => {
  it('creates, reprices, deactivates, reorders and deletes plans with their Stripe product and price', async () => {
    const { caller } = await as('admin');
    const { plan, messageKey } = await caller.pricing.create(monthly());
    expect(messageKey).toBe('planCreated');
    expect(plan).toMatchObject({ title: 'Practice monthly', purchasable: true, order: 0 });

    const stored = await stripeIdsOf(plan.id);
    const product = fake.state.products.get(stored.productId!)!;
    expect(product).toMatchObject({
      name: 'Practice monthly',
      active: true,
      metadata: { app: 'mealplanner' },
    });
    const price = fake.state.prices.get(stored.priceId!)!;
    expect(price).toMatchObject({ unit_amount: 4900, currency: 'aud', recurring: { interval: 'month' } });

    // A new price is a new Stripe price; the old one is deactivated (prices are immutable).
    const repriced = await caller.pricing.update({
      planId: plan.id,
      plan: monthly({ title: 'Pro', priceCents: 5900 }),
    });
    expect(repriced.messageKey).toBe('planUpdated');
    const after = await stripeIdsOf(plan.id);
    expect(after.priceId).not.toBe(stored.priceId);
    expect(fake.state.prices.get(stored.priceId!)!.active).toBe(false);
    expect(fake.state.prices.get(after.priceId!)!.unit_amount).toBe(5900);
    expect(fake.state.products.get(after.productId!)!.name).toBe('Pro');

    const tokenPlan = (await caller.pricing.create(token())).plan;
    const tokenIds = await stripeIdsOf(tokenPlan.id);
    expect(fake.state.products.get(tokenIds.productId!)!.metadata).toMatchObject({
      token: 'true',
      stamp: 'true',
    });
    expect(fake.state.prices.get(tokenIds.priceId!)!.recurring).toBeNull();

    expect((await caller.pricing.setActive({ planId: plan.id, active: false })).messageKey).toBe(
      'planStatusUpdated',
    );
    expect(fake.state.products.get(after.productId!)!.active).toBe(false);

    expect((await caller.pricing.reorder({ planIds: [tokenPlan.id, plan.id] })).messageKey).toBe(
      'planSortingSuccessful',
    );
    expect((await caller.pricing.list()).map((p) => p.id)).toEqual([tokenPlan.id, plan.id]);
    await expect(caller.pricing.reorder({ planIds: [plan.id] })).rejects.toMatchObject({
      message: messages.planOrderMismatch,
    });

    expect((await caller.pricing.delete({ planId: tokenPlan.id })).messageKey).toBe('planDeleted');
    expect(fake.state.products.get(tokenIds.productId!)!.active).toBe(false);
    expect((await caller.pricing.list()).map((p) => p.id)).toEqual([plan.id]);
  });
});

async function stripeIdsOf(planId: string) {
  const [row] = await db().select().from(pricingPlans).where(eq(pricingPlans.id, planId));
  return { productId: row!.stripeProductId, priceId: row!.stripePriceId };
}

describe('subscribing', () => {
  it('a first subscription starts with the 7-day trial, then the paid period grants the plan', async () => {
    const plan = await newPlan(monthly());
    const other = await newPlan(
      monthly({ title: 'Practice plus', priceCents: 7900, meals: 12, downloads: 0 }),
    );
    const { user, caller } = await as('dietitian', { firstName: 'Dana' });

    expect(await caller.billing.mySubscription()).toMatchObject({
      configured: true,
      subscription: null,
      subscribed: false,
      trialAvailable: true,
    });
    const { url } = await caller.billing.startCheckout({ planId: plan.id });
    const session = sessionOf(url);
    expect(session).toMatchObject({
      mode: 'subscription',
      allow_promotion_codes: true,
      payment_method_collection: 'if_required',
      success_url: 'http://app.test/subscription?checkout=success',
      cancel_url: 'http://app.test/subscription?checkout=cancelled',
      client_reference_id: user.id,
    });

    await fake.completeCheckout(session.id);
    const trialing = await userRow(user.id);
    expect(trialing).toMatchObject({
      freeTrial: true,
      expiredPopUp: true,
      mealSlots: -1,
      downloadCredits: -1,
    });
    const days = (trialing.trialEnd!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const view = await caller.billing.mySubscription();
    expect(view).toMatchObject({ subscribed: true, trialAvailable: false });
    expect(view.subscription).toMatchObject({
      status: 'trialing',
      planId: plan.id,
      planTitle: 'Practice monthly',
    });

    // The one-time thank-you mail, greeting by first name.
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.map((m) => [m.template, m.subject, m.data])).toEqual([
      ['thankYou', 'Thank you!', { firstName: 'Dana' }],
    ]);

    // A second checkout is refused: change the plan instead.
    await expect(caller.billing.startCheckout({ planId: plan.id })).rejects.toMatchObject({
      message: messages.alreadySubscribed,
    });

    // The trial ends with a card on file: the first paid invoice grants the plan.
    await fake.advanceClock(8 * 86_400);
    expect(await userRow(user.id)).toMatchObject({ freeTrial: false, mealSlots: 5, downloadCredits: 10 });
    expect((await caller.billing.mySubscription()).subscription).toMatchObject({ status: 'active' });
    const invoices = await caller.billing.invoices();
    const paid = invoices.find((i) => i.status === 'paid' && i.total === 4900);
    expect(paid?.pdfUrl).toMatch(/^http/);
    expect(await caller.billing.cards()).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242' })]);

    // Change of plan: the item's price swapped; the next payment sets slots to the new plan's.
    expect((await caller.billing.changePlan({ planId: other.id })).messageKey).toBe('subscriptionUpdated');
    expect((await caller.billing.mySubscription()).subscription).toMatchObject({ planId: other.id });

    // Cancel at period end: the end date and the banner flag are stored on the user.
    const cancelled = await caller.billing.cancel();
    expect(cancelled.messageKey).toBe('subscriptionCancelled');
    expect(cancelled.subscriptionEndDate).toBeInstanceOf(Date);
    await fake.settle();
    expect(await userRow(user.id)).toMatchObject({
      showSubscriptionEndDate: true,
      subscriptionEndDate: cancelled.subscriptionEndDate,
    });
    expect((await caller.billing.mySubscription()).subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      current: true,
    });

    // Stripe delivering every event once more changes nothing.
    const before = await billingStateOf(user.id);
    const customer = (await userRow(user.id)).stripeCustomerId;
    for (const event of fake.events().filter((e) => customerOf(e) === customer)) {
      expect((await fake.redeliver(event.id)).status).toBe(200);
    }
    expect(await billingStateOf(user.id)).toEqual(before);
    expect(before.mails).toEqual(['Thank you!']);
  });

  it('a token purchase pays for a plan request once, back on the meal plans page', async () => {
    const plan = await newPlan(token());
    const { user, caller } = await as('dietitian', { mealSlots: 2, downloadCredits: 1 });
    const mealPlan = await createMealPlan(db(), user);
    const { url } = await caller.billing.buyToken({ planId: plan.id, mealPlanId: mealPlan.id });
    const session = sessionOf(url);
    expect(session.mode).toBe('payment');
    expect(session.success_url).toBe(`http://app.test/meal-plans?request=success&mealplan=${mealPlan.id}`);
    expect(session.cancel_url).toBe(`http://app.test/meal-plans?request=failed&mealplan=${mealPlan.id}`);
    expect(session.metadata).toMatchObject({ token: 'true', mealPlanId: mealPlan.id });

    await fake.completeCheckout(session.id);
    expect(await userRow(user.id)).toMatchObject({
      mealSlots: 2,
      downloadCredits: 3,
      hasReceivedEmail: true,
    });
    const [requested] = await db().select().from(mealPlans).where(eq(mealPlans.id, mealPlan.id));
    expect(requested!.requestStatus).toBe('requesting');

    // Another user's meal plan cannot be paid for (nor learnt about).
    const { caller: stranger } = await as('dietitian');
    await expect(
      stranger.billing.buyToken({ planId: plan.id, mealPlanId: mealPlan.id }),
    ).rejects.toMatchObject({
      message: messages.noMealPlan,
    });
  });
});

function customerOf(event: Stripe.Event): string | null {
  const object = event.data.object as {
    customer?: string | { id: string } | null;
    object?: string;
    id?: string;
  };
  if (object.object === 'customer') return object.id ?? null;
  const c = object.customer;
  return c == null ? null : typeof c === 'string' ? c : c.id;
}

describe('the webhook', () => {
  /** A trial checkout and a token purchase whose events were made but not delivered. */
  async function undeliveredPurchases() {
    const subscription = await newPlan(monthly());
    const tokenPlan = await newPlan(token());
    const { user, caller } = await as('dietitian', { mealSlots: 0, downloadCredits: 0 });
    fake.setWebhook(null);
    const start = fake.events().length;
    await fake.completeCheckout(
      sessionOf((await caller.billing.startCheckout({ planId: subscription.id })).url).id,
    );
    await fake.completeCheckout(sessionOf((await caller.billing.buyToken({ planId: tokenPlan.id })).url).id);
    fake.setWebhook(webhookUrl, fake.webhookSecret);
    return { user, caller, events: fake.events().slice(start) };
  }

  it('duplicated and out-of-order deliveries end in the state of one clean delivery', async () => {
    const clean = await undeliveredPurchases();
    for (const event of clean.events) expect((await fake.redeliver(event.id)).status).toBe(200);
    const expected = await billingStateOf(clean.user.id);
    expect(expected).toMatchObject({
      mealSlots: -1,
      downloadCredits: -1,
      freeTrial: true,
      mails: ['Thank you!'],
    });
    expect(expected.payments.map((p) => p.kind).sort()).toEqual(['token', 'trial']);

    const messy = await undeliveredPurchases();
    const reversed = [...messy.events].reverse();
    for (const event of [...reversed, ...reversed, messy.events[0]!]) {
      expect((await fake.redeliver(event.id)).status).toBe(200);
    }
    expect(await billingStateOf(messy.user.id)).toEqual(expected);
    // Each event id is recorded once, however often it came.
    const recorded = (await db().select().from(stripeEvents)).map((e) => e.id);
    expect(new Set(recorded).size).toBe(recorded.length);
    expect(recorded).toEqual(expect.arrayContaining(messy.events.map((e) => e.id)));
  });

  it('refuses unsigned, badly signed and replayed requests with 400 and changes nothing', async () => {
    const { user, events } = await undeliveredPurchases();
    const before = await billingStateOf(user.id);
    const eventsBefore = await db().$count(stripeEvents);
    const completed = events.find((e) => e.type === 'checkout.session.completed')!;
    const payload = JSON.stringify(completed);

    expect(await post(payload, null)).toBe(400);
    expect(await post(payload, sign(payload, 'whsec_not_the_secret'))).toBe(400);
    expect(await post(payload, sign(payload, fake.webhookSecret, Math.floor(Date.now() / 1000) - 301))).toBe(
      400,
    );
    expect(await post(`${payload} `, sign(payload, fake.webhookSecret))).toBe(400);
    expect(await billingStateOf(user.id)).toEqual(before);
    expect(await db().$count(stripeEvents)).toBe(eventsBefore);

    expect(await post(payload, sign(payload, fake.webhookSecret))).toBe(200);
    expect(await billingStateOf(user.id)).not.toEqual(before);
    expect(await db().$count(stripeEvents)).toBe(eventsBefore + 1);
  });

  it('acknowledges other event types, and answers 400 for an event naming an object Stripe does not have', async () => {
    const ignored = JSON.stringify({
      id: 'evt_ignored_1',
      object: 'event',
      type: 'customer.tax_id.created',
      data: { object: { id: 'txi_1' } },
    });
    expect(await post(ignored, sign(ignored, fake.webhookSecret))).toBe(200);

    const broken = JSON.stringify({
      id: 'evt_broken_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_does_not_exist' } },
    });
    expect(await post(broken, sign(broken, fake.webhookSecret))).toBe(400);
    const ids = (await db().select().from(stripeEvents)).map((e) => e.id);
    expect(ids).toEqual(['evt_ignored_1']);
  });

  it('applies a payment id once, however often the customer is applied', async () => {
    const { user } = await undeliveredPurchases();
    const customer = (await userRow(user.id)).stripeCustomerId!;
    const snapshot = await readCustomer(await stripe(), customer);
    for (let i = 0; i < 3; i++) {
      await db().transaction((tx) => applyCustomer(tx, { jobs: services.jobs }, snapshot));
    }
    // The trial's unlimited stays; the token's 2 downloads did not pile up on top of anything.
    const state = await billingStateOf(user.id);
    expect(state.payments.map((p) => p.kind).sort()).toEqual(['token', 'trial']);
    expect(state.history).toHaveLength(1);
    expect(state.mails).toEqual(['Thank you!']);

    const { user: payer, caller } = await as('dietitian', { mealSlots: 1, downloadCredits: 1 });
    const tokenPlan = await newPlan(token({ title: 'Downloads' }));
    fake.setWebhook(null);
    await fake.completeCheckout(sessionOf((await caller.billing.buyToken({ planId: tokenPlan.id })).url).id);
    const payerSnapshot = await readCustomer(await stripe(), (await userRow(payer.id)).stripeCustomerId!);
    await db().transaction((tx) => applyCustomer(tx, { jobs: services.jobs }, payerSnapshot));
    await db().transaction((tx) => applyCustomer(tx, { jobs: services.jobs }, payerSnapshot));
    expect(await userRow(payer.id)).toMatchObject({ mealSlots: 1, downloadCredits: 3 });
  });
});

describe("another user's billing", () => {
  it('is unreachable: invoices, cards, subscription, portal and cancel are always the caller’s own', async () => {
    const plan = await newPlan(monthly());
    const { caller: owner } = await as('dietitian');
    await fake.completeCheckout(sessionOf((await owner.billing.startCheckout({ planId: plan.id })).url).id);
    expect((await owner.billing.mySubscription()).subscription).not.toBeNull();
    expect(await owner.billing.cards()).toHaveLength(1);

    const { caller: other } = await as('member');
    expect(await other.billing.invoices()).toEqual([]);
    expect(await other.billing.cards()).toEqual([]);
    expect((await other.billing.mySubscription()).subscription).toBeNull();
    await expect(other.billing.portal()).rejects.toMatchObject({ message: messages.noSubscription });
    await expect(other.billing.cancel()).rejects.toMatchObject({ message: messages.noSubscription });
    expect((await owner.billing.mySubscription()).subscription?.cancelAtPeriodEnd).toBe(false);
  });
});

describe('admin grants (Members)', () => {
  it('sets meal slots and download credits and writes credit history', async () => {
    const { caller } = await as('admin');
    const { user } = await as('member');
    expect(await caller.members.grantCredits({ userId: user.id, mealSlots: 3, downloadCredits: -1 })).toEqual(
      {
        mealSlots: 3,
        downloadCredits: -1,
        messageKey: 'creditsUpdated',
      },
    );
    await caller.members.grantCredits({ userId: user.id, mealSlots: 1 });
    expect(await caller.members.credits({ userId: user.id })).toEqual({ mealSlots: 1, downloadCredits: -1 });
    const history = await callerFor(services, actorOf(user)).users.creditHistory();
    expect(history.map((h) => [h.type, h.planName]).sort()).toEqual([
      ['add', 'Admin grant'],
      ['minus', 'Admin grant'],
    ]);
  });
});

describe('without STRIPE_SECRET_KEY', () => {
  it('everything answers; billing says online payment is not set up; the webhook refuses', async () => {
    const plain = await startTestServices(database);
    try {
      const admin = callerFor(plain, actorOf(await createUser(db(), { role: 'admin' })));
      const { plan } = await admin.pricing.create(monthly());
      expect(plan.purchasable).toBe(false);
      const member = callerFor(plain, actorOf(await createUser(db(), { role: 'member' })));
      expect(await member.billing.mySubscription()).toMatchObject({
        configured: false,
        plans: [expect.objectContaining({ id: plan.id })],
      });
      expect(await member.billing.invoices()).toEqual([]);
      expect(await member.billing.cards()).toEqual([]);
      await expect(member.billing.startCheckout({ planId: plan.id })).rejects.toMatchObject({
        message: messages.paymentNotSetUp,
      });
      await expect(member.billing.portal()).rejects.toMatchObject({ message: messages.paymentNotSetUp });

      const app = Fastify();
      await app.register(stripeWebhookRoutes, {
        db: db(),
        jobs: plain.jobs,
        config: plain.config,
        log: pino({ level: 'silent' }),
      });
      const payload = JSON.stringify({ id: 'evt_1', type: 'invoice.paid', data: { object: { id: 'in_1' } } });
      const res = await app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload, 'whsec_x') },
        payload,
      });
      expect(res.statusCode).toBe(400);
      await app.close();
    } finally {
      await plain.close();
    }
  });
});
