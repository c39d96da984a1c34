import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startFakeStripe } from '../../support/fake-stripe.ts';
import { startPushService } from '../../support/push-service.ts';
import { createSmtpSink } from '../../support/smtp-sink.ts';
import { freePort, startBuiltApp } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app for Node's fetch (127.0.0.1). */
    baseUrl: string;
    /** The app's public address (APP_URL) for the browser: the origin its cookies, origin checks and
     * mailed links use. A name rather than an IP, because the mail templates only accept domain names. */
    appUrl: string;
    /** GET answers every mail the app has sent so far, as JSON (see support/mail.ts). */
    mailboxUrl: string;
    /** The fake Stripe API the app is pointed at (STRIPE_API_URL): its hosted checkout and portal pages. */
    stripeUrl: string;
    /** The loopback push service's port (tests/support/push-service.ts), for pushServiceClient. */
    pushServicePort: number;
  }
}

/**
 * One built app for the whole e2e run, on a free port with a fresh DATA_DIR (so the demo data is seeded),
 * sending its mail to a real SMTP server on loopback and its Stripe calls to the fake Stripe API on loopback
 * (tests/support/fake-stripe.ts), whose signed webhooks go to the app's /api/stripe/webhook. The tests run in
 * workers, so the received mail is served to them from here over a small HTTP endpoint.
 */
export default async function setup(project: TestProject) {
  const sink = createSmtpSink();
  await sink.start();
  const mailbox = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(sink.messages));
  });
  await new Promise<void>((resolve) => mailbox.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  // Chromium sends every *.localhost name to the loopback address by itself.
  const appUrl = `http://mealplanner.localhost:${port}`;
  const push = await startPushService();
  const stripe = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook` });
  const app = await startBuiltApp(
    {
      SMTP_URL: sink.url,
      APP_URL: appUrl,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      PUSH_ALLOWED_HOSTS: push.host,
    },
    port,
  );
  project.provide('baseUrl', app.url);
  project.provide('appUrl', appUrl);
  project.provide('mailboxUrl', `http://127.0.0.1:${(mailbox.address() as AddressInfo).port}`);
  project.provide('stripeUrl', stripe.url);
  project.provide('pushServicePort', Number(new URL(push.url).port));
  return async () => {
    const code = await app.stop();
    await new Promise<void>((resolve) => mailbox.close(() => resolve()));
    await sink.stop();
    await stripe.close();
    await push.close();
    if (code !== 0)
      throw new Error(`The app did not exit cleanly on SIGTERM (code ${code}):\n${app.output()}`);
  };
}
