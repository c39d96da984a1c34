import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { stripeFor } from '../integrations/stripe/client.ts';
import { closeStripeCustomer } from '../modules/billing/close-customer.ts';
import type { Jobs } from './jobs.ts';

/**
 * The `stripe-customer-close` job: a deleted member's Stripe billing that could not be ended while they
 * were deleted (Stripe out of reach) is ended here, retried with backoff until Stripe answers.
 */
export async function registerStripeCustomerWorker(
  jobs: Jobs,
  deps: { config: Config; log: Logger },
): Promise<void> {
  await jobs.work('stripe-customer-close', async ({ customerId }) => {
    const { cancelled } = await closeStripeCustomer(await stripeFor(deps.config), customerId);
    deps.log.info({ customerId, cancelled }, "a deleted member's Stripe customer was closed");
  });
}
