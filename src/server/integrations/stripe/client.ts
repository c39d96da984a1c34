import type Stripe from 'stripe';
import { AppError } from '../../app-error.ts';
import type { Config } from '../../config.ts';

/**
 * The one Stripe SDK client of a configuration, its API base taken from STRIPE_API_URL (Stripe's by
 * default; a loopback fake in tests and local demos). Built on first use and kept per configuration; the
 * SDK itself is loaded then too, so a server that takes no payment never loads it.
 */
const clients = new WeakMap<Config['stripe'], Promise<Stripe>>();

export function stripeConfigured(config: Config): boolean {
  return config.stripe.secretKey !== undefined;
}

/** The client, or null when STRIPE_SECRET_KEY is not set. */
export async function maybeStripe(config: Config): Promise<Stripe | null> {
  const { secretKey, apiUrl } = config.stripe;
  if (!secretKey) return null;
  let client = clients.get(config.stripe);
  if (!client) {
    // The promise is kept, not the client: calls that come while the SDK loads share the one client.
    client = createClient(secretKey, apiUrl);
    clients.set(config.stripe, client);
    client.catch(() => clients.delete(config.stripe));
  }
  return client;
}

async function createClient(secretKey: string, apiUrl: string): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new StripeSdk(secretKey, {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'mealplanner' },
  });
}

/** The client; without STRIPE_SECRET_KEY the user reads "Online payment is not set up". */
export async function stripeFor(config: Config): Promise<Stripe> {
  const client = await maybeStripe(config);
  if (!client) throw new AppError('BAD_REQUEST', 'paymentNotSetUp');
  return client;
}

/** Metadata `app` on every product, price, customer and session the app makes (SPEC §3). */
export const STRIPE_APP_TAG = 'mealplanner';
