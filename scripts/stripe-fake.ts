/**
 * `npm run stripe:fake`: the test suite's fake Stripe API, standalone, for a local demo without a Stripe
 * account. It listens on STRIPE_FAKE_PORT (12111), forwards signed webhooks to
 * `${APP_URL}/api/stripe/webhook` with STRIPE_WEBHOOK_SECRET, and reads commands on stdin to move its
 * clock (trials ending, renewals) and to make the next payment fail.
 */
import readline from 'node:readline';
import { startFakeStripe } from '../tests/support/fake-stripe.ts';

function portFrom(value: string | undefined): number {
  if (value === undefined || value === '') return 12111;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`STRIPE_FAKE_PORT must be a port number (1-65535), got "${value}"`);
    process.exit(1);
  }
  return port;
}

function appUrlFrom(value: string | undefined): string {
  const fallback = `http://localhost:${process.env.PORT || 3000}`;
  const url = (value || fallback).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(url)) {
    console.error(`APP_URL must be an http(s) URL, got "${url}"`);
    process.exit(1);
  }
  return url;
}

/** "30d", "12h", "90m", "45s" or plain seconds. */
function seconds(text: string): number | null {
  const match = /^(\d+)([dhms]?)$/.exec(text.trim());
  if (!match) return null;
  const unit = { d: 86_400, h: 3_600, m: 60, s: 1, '': 1 }[match[2] as 'd' | 'h' | 'm' | 's' | ''];
  return Number(match[1]) * unit;
}

const port = portFrom(process.env.STRIPE_FAKE_PORT);
const webhookUrl = `${appUrlFrom(process.env.APP_URL)}/api/stripe/webhook`;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET || 'whsec_local_fake_stripe';
const secretKey = process.env.STRIPE_SECRET_KEY?.startsWith('sk_test_')
  ? process.env.STRIPE_SECRET_KEY
  : 'sk_test_local_fake_stripe';

const fake = await startFakeStripe({ port, webhookUrl, webhookSecret, secretKey });

console.log(`Fake Stripe API on ${fake.url}, sending webhooks to ${webhookUrl}

Start the app with:
  STRIPE_API_URL=${fake.url} STRIPE_SECRET_KEY=${fake.secretKey} STRIPE_WEBHOOK_SECRET=${fake.webhookSecret} npm start

Commands: advance <30d|12h|90m|45s>, fail <customer id>, events, deliveries, help, quit`);

const help = `advance <n>[d|h|m|s]  move the fake's clock: trials end, subscriptions renew or end, events are sent
fail <cus_...>        the customer's next payment is declined
events                the last 20 events the fake made
deliveries            the last 20 webhook deliveries and the status codes the app answered
quit                  stop`;

const lines = readline.createInterface({ input: process.stdin, terminal: false });
lines.on('line', (line) => {
  const [command = '', argument = ''] = line.trim().split(/\s+/);
  void (async () => {
    switch (command) {
      case '':
        return;
      case 'advance': {
        const amount = seconds(argument);
        if (amount === null) return console.log('advance takes an amount like 30d, 12h, 90m or 45s');
        await fake.advanceClock(amount);
        return console.log(`The fake's clock is now ${new Date(fake.now() * 1000).toISOString()}`);
      }
      case 'fail':
        fake.failNextPayment(argument);
        return console.log(`The next payment of ${argument} will be declined`);
      case 'events':
        for (const e of fake.events().slice(-20)) {
          console.log(`${new Date(e.created * 1000).toISOString()}  ${e.id}  ${e.type}`);
        }
        return;
      case 'deliveries':
        for (const d of fake.deliveries().slice(-20)) {
          console.log(`${d.eventId}  ${d.type}  ${d.attempts.map((a) => a.status ?? a.error).join(', ')}`);
        }
        return;
      case 'help':
        return console.log(help);
      case 'quit':
      case 'exit':
        return shutdown();
      default:
        return console.log(`Unknown command "${command}". ${help}`);
    }
  })().catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
});

async function shutdown() {
  lines.close();
  await fake.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
