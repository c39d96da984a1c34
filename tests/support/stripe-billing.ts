import Fastify from 'fastify';
import pino from 'pino';
import { stripeWebhookRoutes } from '../../src/server/http/stripe-webhook.ts';
import type { TestDatabase } from '../setup/test-db.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';
import { startTestServices, type TestServices } from './services.ts';

export interface BillingWorld {
  fake: FakeStripe;
  /** The app's services, their Stripe client pointed at the fake. */
  services: TestServices;
  /** Where the app's webhook route listens on loopback; the fake delivers its signed events there. */
  webhookUrl: string;
  close(): Promise<void>;
}

/**
 * What a billing test runs against: the loopback fake of Stripe, the app's real services configured for it,
 * and the app's own webhook route listening for the fake's signed deliveries. Nothing of the app is mocked.
 */
export async function startBillingWorld(database: TestDatabase): Promise<BillingWorld> {
  const fake = await startFakeStripe();
  const services = await startTestServices(database, {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
  });
  const webhook = Fastify();
  await webhook.register(stripeWebhookRoutes, {
    db: database.db,
    jobs: services.jobs,
    config: services.config,
    log: pino({ level: 'silent' }),
  });
  const webhookUrl = `${await webhook.listen({ port: 0, host: '127.0.0.1' })}/api/stripe/webhook`;
  fake.setWebhook(webhookUrl, fake.webhookSecret);
  return {
    fake,
    services,
    webhookUrl,
    async close() {
      await webhook.close();
      await services.close();
      await fake.close();
    },
  };
}
