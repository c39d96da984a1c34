import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeForm } from './fake-stripe-form.ts';
import { addInterval, startFakeStripe, stripeClientFor, type FakeStripe } from './fake-stripe.ts';

const DAY = 24 * 60 * 60;
const SECRET = 'whsec_fake_stripe_test_secret';

/** A webhook endpoint like the app's: verifies each delivery with the SDK and answers 400 on a bad one. */
interface Receiver {
  url: string;
  verified: Stripe.Event[];
  rejected: { signature: string; reason: string }[];
  /** Answer 500 to the next `count` deliveries. */
  failNext(count: number): void;
  close(): Promise<void>;
}

async function startReceiver(secret: string): Promise<Receiver> {
  const verified: Stripe.Event[] = [];
  const rejected: { signature: string; reason: string }[] = [];
  let failures = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const signature = String(req.headers['stripe-signature'] ?? '');
      if (failures > 0) {
        failures--;
        res.writeHead(500).end();
        return;
      }
      try {
        verified.push(Stripe.webhooks.constructEvent(raw, signature, secret, 300));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      } catch (error) {
        rejected.push({ signature, reason: (error as Error).message });
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`,
    verified,
    rejected,
    failNext(count) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function ofType<T extends Stripe.Event['type']>(events: Stripe.Event[], type: T) {
  return events.filter((e): e is Extract<Stripe.Event, { type: T }> => e.type === type);
}

describe('decodeForm', () => {
  it('nests brackets into objects and indexed or empty brackets into lists', () => {
    const body = new URLSearchParams({
      mode: 'subscription',
      'line_items[0][price]': 'price_a',
      'line_items[0][quantity]': '2',
      'line_items[1][price]': 'price_b',
      'subscription_data[trial_settings][end_behavior][missing_payment_method]': 'cancel',
      'metadata[userId]': '42',
      'expand[]': 'line_items',
      'expand[1]': 'subscription',
      '__proto__[polluted]': 'yes',
    }).toString();
    expect(decodeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_a', quantity: '2' }, { price: 'price_b' }],
      subscription_data: { trial_settings: { end_behavior: { missing_payment_method: 'cancel' } } },
      metadata: { userId: '42' },
      expand: ['line_items', 'subscription'],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('addInterval', () => {
  it('bills calendar months and clamps to the end of shorter months', () => {
    const jan31 = Date.UTC(2027, 0, 31, 12) / 1000;
    expect(new Date(addInterval(jan31, 'month', 1) * 1000).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(new Date(addInterval(jan31, 'year', 1) * 1000).toISOString()).toBe('2028-01-31T12:00:00.000Z');
    expect(addInterval(jan31, 'week', 2)).toBe(jan31 + 14 * DAY);
  });
});

describe('fake Stripe API through the real SDK', () => {
  let fake: FakeStripe;
  let receiver: Receiver;
  let stripe: Stripe;
  let monthly: Stripe.Price;
  let oneOff: Stripe.Price;

  beforeAll(async () => {
    receiver = await startReceiver(SECRET);
    fake = await startFakeStripe({ webhookUrl: receiver.url, webhookSecret: SECRET });
    stripe = stripeClientFor(fake.url, fake.secretKey);
    const product = await stripe.products.create({ name: 'Pro plan', metadata: { app: 'mealplanner' } });
    monthly = await stripe.prices.create({
      product: product.id,
      currency: 'aud',
      unit_amount: 1500,
      recurring: { interval: 'month' },
    });
    const credits = await stripe.products.create({ name: '10 download credits' });
    oneOff = await stripe.prices.create({ product: credits.id, currency: 'aud', unit_amount: 900 });
  });

  afterAll(async () => {
    await fake.close();
    await receiver.close();
  });

  beforeEach(async () => {
    await fake.settle();
    receiver.verified.length = 0;
    receiver.rejected.length = 0;
  });

  afterEach(() => fake.setWebhook(receiver.url, SECRET));

  async function trialCheckout(
    customer: Stripe.Customer,
    endBehavior: 'cancel' | 'create_invoice' = 'cancel',
  ) {
    return stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: monthly.id, quantity: 1 }],
      success_url: 'http://127.0.0.1:3000/subscription?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:3000/subscription',
      allow_promotion_codes: true,
      metadata: { userId: 'user-1', planId: 'plan-pro' },
      payment_method_collection: 'if_required',
      subscription_data: {
        trial_period_days: 7,
        metadata: { planId: 'plan-pro' },
        trial_settings: { end_behavior: { missing_payment_method: endBehavior } },
      },
    });
  }

  async function subscribedCustomer(opts: { withoutCard?: boolean; trial?: boolean } = {}) {
    const customer = await stripe.customers.create({ email: `c${Date.now()}${Math.random()}@example.com` });
    const session = opts.trial
      ? await trialCheckout(customer)
      : await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customer.id,
          line_items: [{ price: monthly.id, quantity: 1 }],
          success_url: 'http://127.0.0.1:3000/ok',
        });
    await fake.completeCheckout(session.id, { withoutCard: opts.withoutCard });
    const completed = await stripe.checkout.sessions.retrieve(session.id);
    return { customer, session: completed, subscriptionId: String(completed.subscription) };
  }

  it('lists and filters products, prices and customers, with pagination', async () => {
    const products = await stripe.products.list({ active: true });
    expect(products.data.map((p) => p.name)).toEqual(['10 download credits', 'Pro plan']);
    const prices = await stripe.prices.list({ product: monthly.product as string });
    expect(prices.data).toHaveLength(1);
    expect(prices.data[0]).toMatchObject({ id: monthly.id, type: 'recurring', unit_amount: 1500 });
    expect(prices.data[0]!.recurring).toMatchObject({ interval: 'month', interval_count: 1 });
    expect(String(prices.data[0]!.unit_amount_decimal)).toBe('1500');

    await stripe.prices.update(oneOff.id, { metadata: { credits: '10' } });
    expect((await stripe.prices.retrieve(oneOff.id)).metadata).toEqual({ credits: '10' });

    const email = `pager-${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) await stripe.customers.create({ email, name: `Pager ${i}` });
    const all = await stripe.customers.list({ email, limit: 2 }).autoPagingToArray({ limit: 10 });
    expect(all.map((c) => c.name)).toEqual(['Pager 2', 'Pager 1', 'Pager 0']);
    const updated = await stripe.customers.update(all[0]!.id, { metadata: { userId: '7' } });
    expect(updated.metadata).toEqual({ userId: '7' });
    const found = await stripe.customers.search({ query: "metadata['userId']:'7'" });
    expect(found.data.map((c) => c.id)).toEqual([all[0]!.id]);
    await stripe.customers.del(all[0]!.id);
    expect(await stripe.customers.retrieve(all[0]!.id)).toMatchObject({ deleted: true });
  });

  it('answers unknown ids, bad params and bad keys with Stripe-shaped errors', async () => {
    await expect(stripe.customers.retrieve('cus_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_nope'",
    });
    await expect(
      stripe.checkout.sessions.create({ mode: 'subscription', success_url: 'http://x/ok' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'line_items' });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: monthly.id, quantity: 1 }],
        success_url: 'http://x/ok',
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items[0][price]' });
    const wrongKey = stripeClientFor(fake.url, 'sk_test_wrong');
    await expect(wrongKey.customers.list()).rejects.toMatchObject({ type: 'StripeAuthenticationError' });
  });

  it('completes a trial checkout without a card and sends every event signed, in order', async () => {
    const customer = await stripe.customers.create({ email: 'trial@example.com', name: 'Tri Al' });
    const session = await trialCheckout(customer);
    expect(session.url).toBe(`${fake.url}/checkout/${session.id}`);
    expect(session).toMatchObject({ status: 'open', payment_status: 'unpaid', mode: 'subscription' });

    const page = await fetch(session.url!);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('Pro plan');
    expect(html).toContain('7 days free');
    expect(html).toContain('Start trial without a card');

    await fake.completeCheckout(session.id, { withoutCard: true });

    const types = receiver.verified.map((e) => e.type);
    expect(types).toEqual([
      'customer.created',
      'customer.subscription.created',
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
      'checkout.session.completed',
    ]);
    expect(receiver.rejected).toEqual([]);

    const completed = ofType(receiver.verified, 'checkout.session.completed')[0]!.data.object;
    expect(completed).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'no_payment_required',
      customer: customer.id,
      metadata: { userId: 'user-1', planId: 'plan-pro' },
      mode: 'subscription',
    });
    const subscription = await stripe.subscriptions.retrieve(String(completed.subscription), {
      expand: ['latest_invoice'],
    });
    expect(subscription.status).toBe('trialing');
    expect(subscription.metadata).toEqual({ planId: 'plan-pro' });
    expect(subscription.default_payment_method).toBeNull();
    expect(subscription.trial_end).toBe(subscription.trial_start! + 7 * DAY);
    expect(subscription.items.data[0]!.current_period_end).toBe(subscription.trial_end);
    expect(subscription.items.data[0]!.price.id).toBe(monthly.id);
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ amount_paid: 0, status: 'paid', billing_reason: 'subscription_create' });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);

    const expanded = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['line_items', 'subscription'],
    });
    expect(expanded.line_items?.data[0]).toMatchObject({ quantity: 1, amount_total: 1500 });
    expect((expanded.subscription as Stripe.Subscription).id).toBe(subscription.id);

    // The snapshot in invoice.created is the draft, as Stripe sends it; the stored one has moved on.
    expect(ofType(receiver.verified, 'invoice.created')[0]!.data.object.status).toBe('draft');
  });

  it('ends a trial with a card: the subscription becomes active and the first period is paid', async () => {
    const { subscriptionId } = await subscribedCustomer({ trial: true });
    receiver.verified.length = 0;

    await fake.advanceClock(7 * DAY + 60);

    const types = receiver.verified.map((e) => e.type);
    expect(types[0]).toBe('customer.subscription.trial_will_end');
    const paid = ofType(receiver.verified, 'invoice.paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.data.object).toMatchObject({ amount_paid: 1500, billing_reason: 'subscription_cycle' });
    expect(paid[0]!.data.object.parent?.subscription_details?.subscription).toBe(subscriptionId);
    const updated = ofType(receiver.verified, 'customer.subscription.updated')[0]!;
    expect(updated.data.previous_attributes).toMatchObject({ status: 'trialing' });
    expect(updated.data.object.status).toBe('active');
    expect(types).toContain('payment_intent.succeeded');

    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    expect(subscription.status).toBe('active');
    const item = subscription.items.data[0]!;
    expect(item.current_period_start).toBe(subscription.trial_end);
    expect(item.current_period_end).toBe(addInterval(subscription.trial_end!, 'month', 1));
  });

  it('ends a trial without a card by canceling, when the session asked for it', async () => {
    const { subscriptionId } = await subscribedCustomer({ trial: true, withoutCard: true });
    receiver.verified.length = 0;

    await fake.advanceClock(8 * DAY);

    const deleted = ofType(receiver.verified, 'customer.subscription.deleted');
    expect(deleted.map((e) => e.data.object.id)).toEqual([subscriptionId]);
    expect(ofType(receiver.verified, 'invoice.paid')).toEqual([]);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    const live = await stripe.subscriptions.list({ customer: deleted[0]!.data.object.customer as string });
    expect(live.data).toEqual([]);
    const all = await stripe.subscriptions.list({
      customer: deleted[0]!.data.object.customer as string,
      status: 'all',
    });
    expect(all.data.map((s) => s.id)).toEqual([subscriptionId]);
  });

  it('cancels at period end: the subscription stays until the period ends, then is deleted', async () => {
    const { subscriptionId } = await subscribedCustomer();
    const updated = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    const periodEnd = updated.items.data[0]!.current_period_end;
    expect(updated).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: periodEnd });
    await fake.settle();
    expect(
      ofType(receiver.verified, 'customer.subscription.updated').at(-1)!.data.previous_attributes,
    ).toMatchObject({
      cancel_at_period_end: false,
    });

    await fake.advanceClock(periodEnd - fake.now() - 60);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('active');
    await fake.advanceClock(120);
    const deleted = ofType(receiver.verified, 'customer.subscription.deleted');
    expect(deleted.map((e) => e.data.object.id)).toEqual([subscriptionId]);
    expect(deleted[0]!.data.object).toMatchObject({ status: 'canceled', ended_at: periodEnd });
  });

  it('fails the next renewal when asked: invoice.payment_failed and past_due', async () => {
    const { customer, subscriptionId } = await subscribedCustomer();
    fake.failNextPayment(customer.id);
    receiver.verified.length = 0;

    await fake.advanceClock(32 * DAY);

    const failed = ofType(receiver.verified, 'invoice.payment_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.data.object).toMatchObject({ status: 'open', attempt_count: 1, amount_paid: 0 });
    expect(ofType(receiver.verified, 'customer.subscription.updated').at(-1)!.data.object.status).toBe(
      'past_due',
    );
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('past_due');
    const invoices = await stripe.invoices.list({ subscription: subscriptionId });
    expect(invoices.data.map((i) => i.status)).toEqual(['open', 'paid']);
  });

  it('takes a one-off payment: checkout.session.completed paid and payment_intent.succeeded', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer_email: 'buyer@example.com',
      line_items: [{ price: oneOff.id, quantity: 2 }],
      success_url: 'http://127.0.0.1:3000/credits?session={CHECKOUT_SESSION_ID}',
      metadata: { userId: 'user-2', planId: 'credits-10' },
      payment_intent_data: { metadata: { userId: 'user-2' } },
    });
    expect(session.amount_total).toBe(1800);

    await fake.completeCheckout(session.id);

    const types = receiver.verified.map((e) => e.type);
    expect(types).toEqual([
      'payment_intent.created',
      'payment_intent.succeeded',
      'checkout.session.completed',
    ]);
    const completed = ofType(receiver.verified, 'checkout.session.completed')[0]!.data.object;
    expect(completed).toMatchObject({
      payment_status: 'paid',
      mode: 'payment',
      metadata: { userId: 'user-2', planId: 'credits-10' },
      customer: null,
      customer_details: { email: 'buyer@example.com' },
    });
    const intent = await stripe.paymentIntents.retrieve(String(completed.payment_intent));
    expect(intent).toMatchObject({ status: 'succeeded', amount: 1800, metadata: { userId: 'user-2' } });
    await expect(fake.completeCheckout(session.id)).rejects.toThrow(/complete/);
  });

  it("names a paid invoice's payment intent through invoice payments, and refunds it once", async () => {
    const { customer, session } = await subscribedCustomer();
    const invoiceId = String(session.invoice);
    const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid' });
    expect(payments.data).toHaveLength(1);
    const payment = payments.data[0]!;
    expect(payment).toMatchObject({
      amount_paid: 1500,
      invoice: invoiceId,
      payment: { type: 'payment_intent' },
    });
    const intentId = String(payment.payment.payment_intent);
    expect((await stripe.paymentIntents.retrieve(intentId)).customer).toBe(customer.id);

    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 1600 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'amount',
    });
    const part = await stripe.refunds.create({ payment_intent: intentId, amount: 500, reason: 'duplicate' });
    expect(part).toMatchObject({ object: 'refund', amount: 500, status: 'succeeded', reason: 'duplicate' });
    const rest = await stripe.refunds.create({ payment_intent: intentId });
    expect(rest.amount).toBe(1000);
    await expect(stripe.refunds.create({ payment_intent: intentId })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    const listed = await stripe.refunds.list({ payment_intent: intentId });
    expect(listed.data.map((r) => r.amount)).toEqual([1000, 500]);
    await fake.settle();
    expect(ofType(receiver.verified, 'refund.created')).toHaveLength(2);
  });

  it('pays through the hosted page like a browser: the form posts, then 303 to success_url', async () => {
    const customer = await stripe.customers.create({ email: 'browser@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: monthly.id, quantity: 1 }],
      success_url: 'http://127.0.0.1:3000/done?session={CHECKOUT_SESSION_ID}',
    });
    const form = (number: string) =>
      new URLSearchParams({
        card_number: number,
        card_expiry: '12 / 34',
        card_cvc: '123',
        card_name: 'Bo Wser',
      });
    const declined = await fetch(`${session.url}/pay`, {
      method: 'POST',
      body: form('4000 0000 0000 0002'),
      redirect: 'manual',
    });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    const paid = await fetch(`${session.url}/pay`, {
      method: 'POST',
      body: form('4242 4242 4242 4242'),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:3000/done?session=${session.id}`);
    // Delivered before the redirect, so the app's success page already knows.
    expect(receiver.verified.map((e) => e.type)).toContain('checkout.session.completed');

    const cards = await stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(cards.data[0]!.card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2034,
    });
    expect(cards.data[0]!.billing_details.name).toBe('Bo Wser');
    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(completed.payment_status).toBe('paid');
    expect((completed.subscription as Stripe.Subscription).default_payment_method).toBe(cards.data[0]!.id);
  });

  it('serves invoices with a hosted page and a real PDF', async () => {
    const { customer } = await subscribedCustomer();
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data).toHaveLength(1);
    const invoice = invoices.data[0]!;
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 1500, customer_email: customer.email });
    expect(invoice.number).toMatch(/^[0-9A-F]{8}-0001$/);
    const pdf = await fetch(invoice.invoice_pdf!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(`Invoice ${invoice.number}`);
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const hosted = await fetch(invoice.hosted_invoice_url!);
    expect(await hosted.text()).toContain(invoice.number!);
  });

  it('opens a billing portal whose buttons change the subscription and card, with events', async () => {
    const { customer, subscriptionId } = await subscribedCustomer();
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://127.0.0.1:3000/subscription',
    });
    expect(portal.url).toBe(`${fake.url}/portal/${portal.id}`);
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('href="http://127.0.0.1:3000/subscription">Return to app</a>');
    expect(page).toContain('visa ending in 4242');

    receiver.verified.length = 0;
    const cancel = await fetch(`${portal.url}/cancel`, {
      method: 'POST',
      body: new URLSearchParams({ subscription: subscriptionId }),
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
    expect(
      ofType(receiver.verified, 'customer.subscription.updated')[0]!.data.object.cancel_at_period_end,
    ).toBe(true);

    await fetch(`${portal.url}/payment-method`, {
      method: 'POST',
      body: new URLSearchParams({
        card_number: '5555 5555 5555 4444',
        card_expiry: '11 / 33',
        card_cvc: '123',
      }),
      redirect: 'manual',
    });
    expect(receiver.verified.map((e) => e.type)).toEqual(
      expect.arrayContaining(['payment_method.attached', 'customer.updated']),
    );
    const methods = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(methods.data.map((pm) => pm.card?.last4)).toEqual(['4444', '4242']);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).default_payment_method).toBe(
      methods.data[0]!.id,
    );
  });

  it('changes a subscription price with an immediate prorated invoice', async () => {
    const { subscriptionId } = await subscribedCustomer();
    const yearly = await stripe.prices.create({
      product: monthly.product as string,
      currency: 'aud',
      unit_amount: 3000,
      recurring: { interval: 'month' },
    });
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    const updated = await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: current.items.data[0]!.id, price: yearly.id }],
      proration_behavior: 'always_invoice',
    });
    expect(updated.items.data[0]!.price.id).toBe(yearly.id);
    expect(updated.items.data[0]!.plan.amount).toBe(3000);
    const invoices = await stripe.invoices.list({ subscription: subscriptionId });
    expect(invoices.data[0]).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    expect(invoices.data[0]!.amount_paid).toBeGreaterThan(1400);
    expect(invoices.data[0]!.amount_paid).toBeLessThanOrEqual(1500);
  });

  it('retries a delivery the webhook refused, records attempts, and redelivers on request', async () => {
    receiver.failNext(2);
    const customer = await stripe.customers.create({ email: 'retry@example.com' });
    await fake.settle();
    const delivery = fake.deliveries().find((d) => d.type === 'customer.created' && d.attempts.length > 1)!;
    expect(delivery.attempts.map((a) => a.status)).toEqual([500, 500, 200]);
    expect(delivery.delivered).toBe(true);
    expect(receiver.verified.map((e) => e.id)).toEqual([delivery.eventId]);

    const again = await fake.redeliver(delivery.eventId);
    expect(again.status).toBe(200);
    expect(receiver.verified.map((e) => e.id)).toEqual([delivery.eventId, delivery.eventId]);
    const event = await stripe.events.retrieve(delivery.eventId);
    expect((event.data.object as Stripe.Customer).id).toBe(customer.id);
    const listed = await stripe.events.list({ type: 'customer.created', limit: 1 });
    expect(listed.data[0]!.id).toBe(delivery.eventId);
  });

  it('does not deadlock when the webhook handler calls back into the fake', async () => {
    // A handler like the app's: on checkout.session.completed it re-reads the subscription from Stripe
    // and writes to it (which makes another event) before it answers.
    const callbacks: string[] = [];
    const handler = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        void (async () => {
          const event = Stripe.webhooks.constructEvent(
            Buffer.concat(chunks),
            String(req.headers['stripe-signature']),
            SECRET,
            300,
          );
          callbacks.push(event.type);
          if (event.type === 'checkout.session.completed') {
            const subscription = await stripe.subscriptions.retrieve(String(event.data.object.subscription));
            await stripe.subscriptions.update(subscription.id, { metadata: { seen: 'yes' } });
          }
          res.writeHead(200).end();
        })();
      });
    });
    await new Promise<void>((resolve) => handler.listen(0, '127.0.0.1', resolve));
    fake.setWebhook(`http://127.0.0.1:${(handler.address() as AddressInfo).port}/hook`, SECRET);
    try {
      const customer = await stripe.customers.create({ email: 'callback@example.com' });
      const session = await trialCheckout(customer);
      await fake.completeCheckout(session.id);
      expect(callbacks.slice(-2)).toEqual(['checkout.session.completed', 'customer.subscription.updated']);
      const subscription = await stripe.subscriptions.retrieve(
        String((await stripe.checkout.sessions.retrieve(session.id)).subscription),
      );
      expect(subscription.metadata).toEqual({ planId: 'plan-pro', seen: 'yes' });
    } finally {
      await new Promise<void>((resolve) => {
        handler.close(() => resolve());
        handler.closeAllConnections();
      });
    }
  });

  it('lets the receiver detect a bad signature', async () => {
    fake.setWebhook(receiver.url, 'whsec_not_the_receivers_secret');
    await stripe.customers.create({ email: 'forged@example.com' });
    await fake.settle();
    expect(receiver.verified).toEqual([]);
    expect(receiver.rejected.length).toBe(4);
    expect(receiver.rejected[0]!.reason).toMatch(/No signatures found matching the expected signature/);
    const delivery = fake.deliveries().at(-1)!;
    expect(delivery).toMatchObject({ delivered: false });
    expect(delivery.attempts.map((a) => a.status)).toEqual([400, 400, 400, 400]);

    // A tampered body fails too, with the genuine header.
    const event = fake.events().at(-1)!;
    const payload = JSON.stringify(event, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect(() =>
      Stripe.webhooks.constructEvent(payload.replace('forged', 'other'), header, SECRET, 300),
    ).toThrow(/signature/);
  });
});
