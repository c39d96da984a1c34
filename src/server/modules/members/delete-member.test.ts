import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import type { FakeStripe } from '../../../../tests/support/fake-stripe.ts';
import { startBillingWorld, type BillingWorld } from '../../../../tests/support/stripe-billing.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import type { PlanInput } from '../../../shared/schemas/billing.ts';
import {
  billingCheckouts,
  billingPayments,
  billingSubscriptions,
  folders,
  goals,
  mealPlans,
  meals,
  pricingPlans,
  users,
} from '../../db/schema/index.ts';
import { maybeStripe } from '../../integrations/stripe/client.ts';
import { registerStripeCustomerWorker } from '../../jobs/stripe-customers.ts';

/**
 * Deleting a member ends their billing (issue 28 point 10, SPEC §7 "delete user with goal, meals and
 * subscription"; "delete customers/{userId}"): their subscription is cancelled at Stripe and the customer
 * deleted, at once, or by a retried job when Stripe cannot be reached then.
 */
let database: TestDatabase;
let fake: FakeStripe;
let services: TestServices;
let world: BillingWorld;

const stripeEnv = (apiUrl: string) => ({
  STRIPE_SECRET_KEY: fake.secretKey,
  STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
  STRIPE_API_URL: apiUrl,
});

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

const monthly: PlanInput = {
  title: 'Practice monthly',
  kind: 'subscription',
  recurring: 'monthly',
  priceCents: 4900,
  currency: 'aud',
  downloads: 10,
  meals: 5,
  tier: 'moderate',
  active: true,
};

/** A dietitian with a goal, a plan with meals, a trialing subscription and an open checkout. */
async function subscribedMember() {
  const admin = callerFor(services, actorOf(await createUser(db(), { role: 'admin' })));
  const { plan } = await admin.pricing.create(monthly);
  const user = await createUser(db(), { role: 'dietitian' });
  const caller = callerFor(services, actorOf(user));
  await db().insert(goals).values({
    userId: user.id,
    goal: 'g1',
    weightKg: 70,
    heightCm: 170,
    gender: 'female',
    age: 35,
    physicalActivityLevel: 1.5,
  });
  await createMealPlan(db(), user, {}, [{ recipe: null }, { recipe: null }]);
  const { url } = await caller.billing.startCheckout({ planId: plan.id });
  const session = [...fake.state.checkoutSessions.values()].find((s) => s.url === url)!;
  await fake.completeCheckout(session.id);
  const [row] = await db().select().from(users).where(eq(users.id, user.id));
  const customer = row!.stripeCustomerId!;
  const subscription = [...fake.state.subscriptions.values()].find((s) => s.customer === customer)!;
  expect(subscription.status).toBe('trialing');
  expect(await db().$count(billingSubscriptions, eq(billingSubscriptions.userId, user.id))).toBe(1);
  // A checkout left open (made at Stripe), which must not be payable after the deletion.
  const [priced] = await db().select().from(pricingPlans).where(eq(pricingPlans.id, plan.id));
  await (await maybeStripe(services.config))!.checkout.sessions.create({
    mode: 'subscription',
    customer,
    line_items: [{ price: priced!.stripePriceId!, quantity: 1 }],
    success_url: 'http://app.test/subscription',
  });
  return { admin, user, customer, subscription };
}

/** How many rows of each of the member's tables are left. */
async function rowsLeft(userId: string) {
  return {
    users: await db().$count(users, eq(users.id, userId)),
    goals: await db().$count(goals, eq(goals.userId, userId)),
    folders: await db().$count(folders, eq(folders.userId, userId)),
    mealPlans: await db().$count(mealPlans, eq(mealPlans.userId, userId)),
    meals: await db().$count(meals, eq(meals.userId, userId)),
    subscriptions: await db().$count(billingSubscriptions, eq(billingSubscriptions.userId, userId)),
    payments: await db().$count(billingPayments, eq(billingPayments.userId, userId)),
    checkouts: await db().$count(billingCheckouts, eq(billingCheckouts.userId, userId)),
  };
}
const nothingLeft = {
  users: 0,
  goals: 0,
  folders: 0,
  mealPlans: 0,
  meals: 0,
  subscriptions: 0,
  payments: 0,
  checkouts: 0,
};

function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) return resolve();
      if (Date.now() > deadline) return reject(new Error('timed out'));
      setTimeout(tick, 100);
    };
    tick();
  });
}

async function deadUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('deleting a member with a subscription', () => {
  it('cancels it at Stripe, deletes the customer, and their goal, plans, meals and subscription go too', async () => {
    const { admin, user, customer, subscription } = await subscribedMember();
    const before = await rowsLeft(user.id);
    expect(before).toMatchObject({
      users: 1,
      goals: 1,
      mealPlans: 1,
      meals: 2,
      subscriptions: 1,
      payments: 1,
    });

    expect((await admin.members.delete({ userId: user.id })).messageKey).toBe('userDeleted');
    await fake.settle();

    expect(fake.state.subscriptions.get(subscription.id)!.status).toBe('canceled');
    expect(fake.state.customers.has(customer)).toBe(false);
    const sessions = [...fake.state.checkoutSessions.values()].filter((s) => s.customer === customer);
    expect(sessions.map((s) => s.status).sort()).toEqual(['complete', 'expired']);
    expect(await rowsLeft(user.id)).toEqual(nothingLeft);
  });

  it('with Stripe out of reach, still deletes the member and ends the billing from a job once Stripe answers', async () => {
    const { user, customer, subscription } = await subscribedMember();
    const offline = await startTestServices(database, stripeEnv(await deadUrl()));
    try {
      const admin = callerFor(offline, actorOf(await createUser(db(), { role: 'admin' })));
      expect((await admin.members.delete({ userId: user.id })).messageKey).toBe('userDeleted');
      expect(await rowsLeft(user.id)).toEqual(nothingLeft);
      // Nothing reached Stripe: the subscription still runs, until the job gets through.
      expect(fake.state.subscriptions.get(subscription.id)!.status).toBe('trialing');

      await registerStripeCustomerWorker(services.jobs, {
        config: services.config,
        log: pino({ level: 'silent' }),
      });
      await until(() => !fake.state.customers.has(customer));
      expect(fake.state.subscriptions.get(subscription.id)!.status).toBe('canceled');
    } finally {
      await offline.close();
    }
  });
});
