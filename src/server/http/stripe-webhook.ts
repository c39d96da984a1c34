import type { FastifyPluginAsync } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { maybeStripe } from '../integrations/stripe/client.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { handleStripeEvent, isPermanentEventError } from '../modules/billing/events.ts';

export interface StripeWebhookOptions {
  db: Database;
  jobs: Jobs;
  config: Config;
  log: Logger;
}

/** Stripe's default tolerance: a signature older than five minutes is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * POST /api/stripe/webhook. The body is kept raw (a content-type parser scoped to this plugin) because
 * the signature covers the exact bytes. Unsigned or badly signed: 400 and nothing changes. Verified:
 * handled at most once (src/server/modules/billing/events.ts); an event that can never be applied
 * (malformed, or naming an object Stripe does not have) is a 400, any other failure a 500 so Stripe
 * retries.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookOptions> = async (app, opts) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post('/api/stripe/webhook', { config: { rateLimit: false } }, async (req, reply) => {
    const stripe = await maybeStripe(opts.config);
    const secret = opts.config.stripe.webhookSecret;
    if (!stripe || !secret) {
      req.log.warn('stripe webhook called but STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET is not set');
      return reply.code(400).send({ error: 'Online payment is not set up.' });
    }
    const signature = req.headers['stripe-signature'];
    const body = req.body;
    if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
      return reply.code(400).send({ error: 'Missing Stripe signature.' });
    }
    let event: unknown;
    try {
      event = stripe.webhooks.constructEvent(body, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
    } catch {
      return reply.code(400).send({ error: 'Bad Stripe signature.' });
    }
    // Only for the log: a signed body need not be an event at all.
    const about = {
      eventId: (event as { id?: unknown } | null)?.id,
      type: (event as { type?: unknown } | null)?.type,
    };
    try {
      const outcome = await handleStripeEvent(
        { db: opts.db, jobs: opts.jobs, stripe, log: req.log as unknown as Logger },
        event,
      );
      req.log.info({ ...about, outcome }, 'stripe event');
      return reply.code(200).send({ received: true });
    } catch (err) {
      if (isPermanentEventError(err)) {
        req.log.error({ err, ...about }, 'stripe event can never be applied; answered 400');
        return reply.code(400).send({ error: 'The event cannot be applied.' });
      }
      req.log.error({ err, ...about }, 'stripe event failed; Stripe will retry');
      return reply.code(500).send({ error: 'The event could not be applied.' });
    }
  });
};
