import net from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEvents } from '../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-db.ts';
import { startFakeStripe, type FakeStripe } from '../../../tests/support/fake-stripe.ts';
import { startTestServices, type TestServices } from '../../../tests/support/services.ts';
import { stripeWebhookRoutes } from './stripe-webhook.ts';

/**
 * Issue 28 point 11: a correctly signed event that can never be applied answers 400 and is logged; a
 * failure that may pass (Stripe's API out of reach) stays a 500, so Stripe sends the event again.
 */
let database: TestDatabase;
let fake: FakeStripe;
const opened: { close(): Promise<void> }[] = [];
const WEBHOOK_SECRET = 'whsec_webhook_test';

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeStripe();
});

afterAll(async () => {
  for (const thing of opened.reverse()) await thing.close();
  await fake?.close();
  await database?.close();
});

/** The webhook route of an app whose Stripe API is at `apiUrl`, with the log lines it writes. */
async function webhookApp(
  apiUrl: string,
): Promise<{ app: FastifyInstance; logs: Record<string, unknown>[] }> {
  const services: TestServices = await startTestServices(database, {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: apiUrl,
  });
  opened.push(services);
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level: 'info' }, stream) as FastifyBaseLogger });
  await app.register(stripeWebhookRoutes, {
    db: database.db,
    jobs: services.jobs,
    config: services.config,
    log: pino({ level: 'silent' }),
  });
  opened.push(app);
  return { app, logs };
}

async function deliver(app: FastifyInstance, payload: string) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  return res.statusCode;
}

/** A loopback address where nothing listens: Stripe's API out of reach. */
async function deadUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('a signed webhook event', () => {
  it('that can never be applied answers 400, is logged, and records nothing', async () => {
    const { app, logs } = await webhookApp(fake.url);
    const malformed = [
      'null',
      '[]',
      '"evt_1"',
      JSON.stringify({ id: 'evt_no_type', data: { object: { id: 'in_1' } } }),
      JSON.stringify({ id: 'evt_no_data', type: 'invoice.paid' }),
      JSON.stringify({ id: 'evt_no_object', type: 'invoice.paid', data: {} }),
      JSON.stringify({ id: 'evt_object_id_number', type: 'invoice.paid', data: { object: { id: 42 } } }),
      JSON.stringify({
        id: 'evt_object_path',
        type: 'invoice.paid',
        data: { object: { id: '../customers' } },
      }),
      JSON.stringify({ id: 42, type: 'invoice.paid', data: { object: { id: 'in_1' } } }),
      // Well formed, but about an object Stripe does not have (or not of the event's kind).
      JSON.stringify({ id: 'evt_missing', type: 'invoice.paid', data: { object: { id: 'in_missing' } } }),
      JSON.stringify({
        id: 'evt_wrong_kind',
        type: 'customer.subscription.updated',
        data: { object: { id: 'cus_not_a_subscription' } },
      }),
    ];
    for (const payload of malformed) expect(await deliver(app, payload), payload).toBe(400);
    expect(await database.db.$count(stripeEvents)).toBe(0);
    const refused = logs.filter((l) => l.msg === 'stripe event can never be applied; answered 400');
    expect(refused).toHaveLength(malformed.length);
    expect(refused.every((l) => (l.level as number) >= 40)).toBe(true);
    expect(refused.at(-1)).toMatchObject({
      eventId: 'evt_wrong_kind',
      type: 'customer.subscription.updated',
    });

    // An event type the app does not handle is still acknowledged.
    const other = JSON.stringify({ id: 'evt_other', type: 'customer.tax_id.created', data: { object: {} } });
    expect(await deliver(app, other)).toBe(200);
  });

  it('that fails for a while (Stripe out of reach) answers 500, so Stripe retries it', async () => {
    const { app, logs } = await webhookApp(await deadUrl());
    const payload = JSON.stringify({
      id: 'evt_transient',
      object: 'event',
      type: 'invoice.paid',
      data: { object: { id: 'in_somewhere' } },
    });
    expect(await deliver(app, payload)).toBe(500);
    expect(logs.some((l) => l.msg === 'stripe event failed; Stripe will retry' && l.level === 50)).toBe(true);
    expect(await database.db.$count(stripeEvents, eq(stripeEvents.id, 'evt_transient'))).toBe(0);
  });
});
