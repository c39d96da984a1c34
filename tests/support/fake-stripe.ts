/**
 * A stateful fake of the Stripe API on loopback, for tests, browser tests and a local demo.
 *
 * It speaks Stripe's wire protocol (form-encoded requests with bracket nesting, Bearer secret key, JSON
 * objects of the SDK's pinned API version, Stripe-shaped errors), serves a hosted checkout page and a
 * billing portal a browser can click through, and POSTs events to a webhook URL signed with the SDK's own
 * `generateTestHeaderString`, retrying on non-2xx. Nothing of the app is mocked: point the app's Stripe
 * client at `fake.url` (see `stripeClientFor`) and its webhook at the app.
 *
 * Time is the fake's own clock (`now` plus whatever `advanceClock` added): trials end, periods renew and
 * cancellations take effect only when the clock is advanced, emitting the events Stripe would.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  decodeForm,
  invalidParam,
  missingParam,
  noSuch,
  Params,
  StripeApiError,
  type FormMap,
} from './fake-stripe-form.ts';
import {
  checkoutLineItem,
  checkoutSessionObject,
  customerObject,
  invoiceObject,
  invoicePaymentObject,
  listOf,
  newId,
  paymentIntentObject,
  paymentMethodObject,
  planOf,
  portalSessionObject,
  priceObject,
  productObject,
  refundObject,
  subscriptionItemObject,
  subscriptionObject,
  type CardDetails,
  type InvoiceLineInput,
  type Metadata,
} from './fake-stripe-objects.ts';
import {
  checkoutPage,
  invoicePage,
  invoicePdf,
  portalPage,
  type CheckoutLine,
  type InvoiceDocument,
} from './fake-stripe-pages.ts';

export interface FakeStripeOptions {
  /** 0 (the default) = any free port. */
  port?: number;
  /** Where events are POSTed, e.g. http://127.0.0.1:3000/api/stripe/webhook; none = events are only recorded. */
  webhookUrl?: string;
  /** The whsec_... used to sign deliveries; a random one when not given. */
  webhookSecret?: string;
  /** The secret key the fake accepts; a random sk_test_... when not given. */
  secretKey?: string;
  /** The fake's base clock in ms (default Date.now); `advanceClock` moves the fake's time ahead of it. */
  now?: () => number;
}

export interface DeliveryAttempt {
  /** The HTTP status the webhook answered, or null when it could not be reached. */
  status: number | null;
  error?: string;
  /** Wall-clock ms of the attempt. */
  at: number;
}

export interface Delivery {
  eventId: string;
  type: string;
  attempts: DeliveryAttempt[];
  /** True once one attempt was answered 2xx. */
  delivered: boolean;
  redelivery: boolean;
}

export interface FakeStripeState {
  customers: Map<string, Stripe.Customer>;
  products: Map<string, Stripe.Product>;
  prices: Map<string, Stripe.Price>;
  checkoutSessions: Map<string, Stripe.Checkout.Session>;
  subscriptions: Map<string, Stripe.Subscription>;
  invoices: Map<string, Stripe.Invoice>;
  paymentMethods: Map<string, Stripe.PaymentMethod>;
  paymentIntents: Map<string, Stripe.PaymentIntent>;
  portalSessions: Map<string, Stripe.BillingPortal.Session>;
  invoicePayments: Map<string, Stripe.InvoicePayment>;
  refunds: Map<string, Stripe.Refund>;
}

export interface FakeStripe {
  /** http://127.0.0.1:PORT: the app's STRIPE_API_URL. */
  url: string;
  /** The sk_test_... the fake accepts (it checks Authorization: Bearer). */
  secretKey: string;
  /** The whsec_... deliveries are signed with. */
  webhookSecret: string;
  setWebhook(url: string | null, secret?: string): void;
  /** What the hosted page's Pay button does: completes the session (a card saved unless withoutCard) and
   *  emits the events Stripe would, in Stripe's order; resolves once they were delivered. */
  completeCheckout(sessionId: string, opts?: { withoutCard?: boolean }): Promise<void>;
  /** Moves the clock: trials end, periods renew, cancellations take effect; emits and delivers the events. */
  advanceClock(seconds: number): Promise<void>;
  /** The fake's current time in Unix seconds. */
  now(): number;
  /** The next payment of this customer fails (card declined). */
  failNextPayment(customerId: string): void;
  /** Every event the fake made, oldest first, as sent. */
  events(): Stripe.Event[];
  /** Every webhook delivery with its attempts, oldest first. */
  deliveries(): Delivery[];
  /** Sends a recorded event once more, freshly signed (replay and duplicate tests). */
  redeliver(eventId: string): Promise<{ status: number }>;
  /** Resolves once every event made so far has been delivered (or given up on). */
  settle(): Promise<void>;
  /** Raw state for assertions; the objects are live, do not change them. */
  state: FakeStripeState;
  close(): Promise<void>;
}

/** The SDK client pointed at a base URL: the app builds its client the same way from STRIPE_API_URL. */
export function stripeClientFor(baseUrl: string, secretKey: string): Stripe {
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  });
}

export async function startFakeStripe(opts: FakeStripeOptions = {}): Promise<FakeStripe> {
  const fake = new FakeStripeServer(opts);
  await fake.listen(opts.port ?? 0);
  return fake;
}

const DAY = 24 * 60 * 60;
/** Waits between attempts when the webhook answers non-2xx: short, so tests stay fast. */
const RETRY_DELAYS_MS = [50, 200, 500];
const TRIAL_WILL_END_NOTICE = 3 * DAY;

/** Stripe's test cards (https://docs.stripe.com/testing) that the fake understands. */
const DECLINED_CARDS: Record<string, string> = {
  '4000000000000002': 'generic_decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
};
/** Attaches fine, but every later charge fails (Stripe's 4000 0000 0000 0341). */
const CHARGE_FAILS_CARD = '4000000000000341';
/** Stripe's magic payment method ids, usable in attach, customers.create and subscriptions.create. */
const MAGIC_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeCustomerFail: CHARGE_FAILS_CARD,
  pm_card_visa_chargeDeclined: '4000000000000002',
};

interface SessionTerms {
  lines: Stripe.LineItem[];
  trialDays: number | null;
  missingPaymentMethod: Stripe.Subscription.TrialSettings.EndBehavior.MissingPaymentMethod;
  subscriptionMetadata: Metadata;
  paymentIntentMetadata: Metadata;
}

interface RequestContext {
  params: Params;
  match: RegExpExecArray;
  requestId: string;
  idempotencyKey: string | null;
}

type Json = Record<string, unknown>;
type Handler = (ctx: RequestContext) => Json | Promise<Json>;

interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}
type PageHandler = (match: RegExpExecArray, form: FormMap) => PageResponse | Promise<PageResponse>;

type CardDecline = { code: string; declineCode: string; message: string };

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6/.test(number)) return 'discover';
  return 'unknown';
}

/** Adds `count` intervals to a Unix time the way Stripe bills: calendar months, clamped to month ends. */
export function addInterval(from: number, interval: string, count: number): number {
  const date = new Date(from * 1000);
  if (interval === 'day') return from + count * DAY;
  if (interval === 'week') return from + count * 7 * DAY;
  const months = interval === 'year' ? 12 * count : count;
  const day = date.getUTCDate();
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

class FakeStripeServer implements FakeStripe {
  url = '';
  secretKey: string;
  webhookSecret: string;
  state: FakeStripeState = {
    customers: new Map(),
    products: new Map(),
    prices: new Map(),
    checkoutSessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    paymentMethods: new Map(),
    paymentIntents: new Map(),
    portalSessions: new Map(),
    invoicePayments: new Map(),
    refunds: new Map(),
  };

  private webhookUrl: string | null;
  private readonly baseClock: () => number;
  private offsetMs = 0;
  private readonly server: http.Server;
  private readonly deletedCustomers = new Set<string>();
  private readonly sessionTerms = new Map<string, SessionTerms>();
  private readonly failNext = new Set<string>();
  /** Payment methods made from a card that attaches but whose charges fail. */
  private readonly failingPaymentMethods = new Set<string>();
  private readonly trialWillEndSent = new Set<string>();
  private readonly idempotent = new Map<string, { status: number; body: Json }>();
  private readonly eventLog: Stripe.Event[] = [];
  private readonly deliveryLog: Delivery[] = [];
  private readonly queue: Stripe.Event[] = [];
  private pumping: Promise<void> | null = null;
  private readonly routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
  private readonly pages: { method: string; pattern: RegExp; handler: PageHandler }[] = [];

  constructor(opts: FakeStripeOptions) {
    this.secretKey = opts.secretKey ?? newId('sk_test_fake');
    this.webhookSecret = opts.webhookSecret ?? newId('whsec');
    this.webhookUrl = opts.webhookUrl ?? null;
    this.baseClock = opts.now ?? Date.now;
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
    this.registerRoutes();
    this.registerPages();
  }

  async listen(port: number): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await this.settle();
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  // ---------------------------------------------------------------- clock, events, webhooks

  now(): number {
    return Math.floor((this.baseClock() + this.offsetMs) / 1000);
  }

  private setNow(unixSeconds: number): void {
    this.offsetMs = unixSeconds * 1000 - this.baseClock();
  }

  setWebhook(url: string | null, secret?: string): void {
    this.webhookUrl = url;
    if (secret) this.webhookSecret = secret;
  }

  failNextPayment(customerId: string): void {
    this.customer(customerId);
    this.failNext.add(customerId);
  }

  events(): Stripe.Event[] {
    return this.eventLog.map(clone);
  }

  deliveries(): Delivery[] {
    return this.deliveryLog.map(clone);
  }

  private emit(
    type: Stripe.Event.Type,
    object: { object: string },
    previousAttributes?: Record<string, unknown>,
    requestId: string | null = null,
  ): void {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.now(),
      data: previousAttributes
        ? { object: clone(object), previous_attributes: clone(previousAttributes) }
        : { object: clone(object) },
      livemode: false,
      pending_webhooks: this.webhookUrl ? 1 : 0,
      request: { id: requestId, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
    this.eventLog.push(event);
    if (this.webhookUrl) {
      this.queue.push(event);
      this.pump();
    }
  }

  /** Delivers queued events one at a time, in the order made, without blocking the API server. */
  private pump(): void {
    if (this.pumping) return;
    this.pumping = (async () => {
      try {
        while (this.queue.length > 0) await this.deliver(this.queue.shift()!);
      } finally {
        this.pumping = null;
        if (this.queue.length > 0) this.pump();
      }
    })();
  }

  async settle(): Promise<void> {
    while (this.pumping) await this.pumping;
  }

  private async deliver(event: Stripe.Event): Promise<void> {
    const url = this.webhookUrl;
    const record: Delivery = {
      eventId: event.id,
      type: event.type,
      attempts: [],
      delivered: false,
      redelivery: false,
    };
    this.deliveryLog.push(record);
    if (!url) return;
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
      const result = await this.post(url, event);
      record.attempts.push(result);
      if (result.status !== null && result.status >= 200 && result.status < 300) {
        record.delivered = true;
        event.pending_webhooks = 0;
        return;
      }
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay !== undefined) await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  async redeliver(eventId: string): Promise<{ status: number }> {
    const event = this.eventLog.find((e) => e.id === eventId);
    if (!event) throw new Error(`The fake Stripe made no event ${eventId}`);
    if (!this.webhookUrl) throw new Error('The fake Stripe has no webhook URL to redeliver to');
    const result = await this.post(this.webhookUrl, event);
    this.deliveryLog.push({
      eventId,
      type: event.type,
      attempts: [result],
      delivered: result.status !== null && result.status < 300 && result.status >= 200,
      redelivery: true,
    });
    if (result.status === null) throw new Error(`Redelivery of ${eventId} failed: ${result.error}`);
    return { status: result.status };
  }

  /** One signed POST, as Stripe sends it: pretty-printed JSON and a Stripe-Signature over the raw body. */
  private post(url: string, event: Stripe.Event): Promise<DeliveryAttempt> {
    const payload = JSON.stringify(event, null, 2);
    // Signed with wall-clock time like Stripe, so the receiver's tolerance check holds after advanceClock.
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
    const at = Date.now();
    return new Promise((resolve) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          agent: false,
          timeout: 10_000,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(payload),
            'stripe-signature': signature,
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, at }));
          res.on('error', (error) => resolve({ status: res.statusCode ?? null, error: error.message, at }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (error) => resolve({ status: null, error: error.message, at }));
      req.end(payload);
    });
  }

  // ---------------------------------------------------------------- lookups

  private customer(id: string, param = 'customer'): Stripe.Customer {
    const customer = this.state.customers.get(id);
    if (!customer) throw noSuch('customer', id, param);
    return customer;
  }

  private product(id: string, param = 'product'): Stripe.Product {
    const product = this.state.products.get(id);
    if (!product) throw noSuch('product', id, param);
    return product;
  }

  private price(id: string, param = 'price'): Stripe.Price {
    const price = this.state.prices.get(id);
    if (!price) throw noSuch('price', id, param);
    return price;
  }

  private subscription(id: string, param = 'id'): Stripe.Subscription {
    const subscription = this.state.subscriptions.get(id);
    if (!subscription) throw noSuch('subscription', id, param);
    return subscription;
  }

  private session(id: string): Stripe.Checkout.Session {
    const session = this.state.checkoutSessions.get(id);
    if (!session) throw noSuch('checkout.session', id);
    return session;
  }

  private paymentMethod(id: string, param = 'payment_method'): Stripe.PaymentMethod {
    const pm = this.state.paymentMethods.get(id);
    if (!pm) throw noSuch('PaymentMethod', id, param);
    return pm;
  }

  /** Any stored object by id, for `expand[]`. */
  private byId(id: string): unknown {
    for (const map of Object.values(this.state) as Map<string, unknown>[]) {
      const found = map.get(id);
      if (found) return found;
    }
    return undefined;
  }

  private productName(price: Stripe.Price): string {
    const productId = typeof price.product === 'string' ? price.product : price.product.id;
    return this.state.products.get(productId)?.name ?? productId;
  }

  // ---------------------------------------------------------------- cards and payments

  private cardFromNumber(
    number: string,
    expMonth: number,
    expYear: number,
    name: string | null,
  ): CardDetails {
    return { brand: cardBrand(number), last4: number.slice(-4), expMonth, expYear, name };
  }

  /** Validates a card as Stripe's card form does; a declined test card fails here, before anything is saved. */
  private readCard(form: { number: string; expiry: string; name: string | null }): {
    card: CardDetails;
    number: string;
  } {
    const number = form.number.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
      throw new StripeApiError(402, 'card_error', 'Your card number is invalid.', 'invalid_number', 'number');
    }
    const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry);
    const month = expiry ? Number(expiry[1]) : 0;
    const year = expiry ? (expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
    const nowDate = new Date(this.now() * 1000);
    const expired =
      year < nowDate.getUTCFullYear() ||
      (year === nowDate.getUTCFullYear() && month < nowDate.getUTCMonth() + 1);
    if (month < 1 || month > 12 || expired) {
      throw new StripeApiError(
        402,
        'card_error',
        "Your card's expiration date is invalid.",
        'invalid_expiry_month',
        'exp_month',
      );
    }
    const decline = DECLINED_CARDS[number];
    if (decline) {
      throw new StripeApiError(
        402,
        'card_error',
        'Your card was declined.',
        'card_declined',
        undefined,
        decline,
      );
    }
    return { card: this.cardFromNumber(number, month, year, form.name), number };
  }

  private createPaymentMethod(
    card: CardDetails,
    number: string,
    customer: string | null,
  ): Stripe.PaymentMethod {
    const pm = paymentMethodObject({ created: this.now(), customer, card });
    this.state.paymentMethods.set(pm.id, pm);
    if (number === CHARGE_FAILS_CARD) this.failingPaymentMethods.add(pm.id);
    return pm;
  }

  private attach(pm: Stripe.PaymentMethod, customerId: string, requestId: string | null = null): void {
    pm.customer = customerId;
    this.emit('payment_method.attached', pm, undefined, requestId);
  }

  /** A magic test id (pm_card_visa ...) makes a fresh payment method, as Stripe does; other ids must exist. */
  private resolvePaymentMethod(id: string, param: string): Stripe.PaymentMethod {
    const magic = MAGIC_PAYMENT_METHODS[id];
    if (magic) {
      const year = new Date(this.now() * 1000).getUTCFullYear() + 3;
      if (DECLINED_CARDS[magic]) {
        throw new StripeApiError(
          402,
          'card_error',
          'Your card was declined.',
          'card_declined',
          param,
          DECLINED_CARDS[magic],
        );
      }
      return this.createPaymentMethod(this.cardFromNumber(magic, 12, year, null), magic, null);
    }
    return this.paymentMethod(id, param);
  }

  /** Whether a charge of this customer on this payment method goes through. */
  private charge(customerId: string | null, paymentMethodId: string | null): CardDecline | null {
    if (!paymentMethodId) {
      return {
        code: 'payment_method_missing',
        declineCode: '',
        message: 'The customer has no payment method.',
      };
    }
    if (customerId && this.failNext.delete(customerId)) {
      return { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };
    }
    if (this.failingPaymentMethods.has(paymentMethodId)) {
      return { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };
    }
    return null;
  }

  private defaultPaymentMethodOf(subscription: Stripe.Subscription): string | null {
    const own = subscription.default_payment_method;
    if (own) return typeof own === 'string' ? own : own.id;
    const customer = this.state.customers.get(String(subscription.customer));
    const fallback = customer?.invoice_settings.default_payment_method;
    if (!fallback) return null;
    return typeof fallback === 'string' ? fallback : fallback.id;
  }

  // ---------------------------------------------------------------- invoices

  private createInvoice(
    customer: Stripe.Customer,
    subscription: Stripe.Subscription | null,
    reason: Stripe.Invoice.BillingReason,
    lines: InvoiceLineInput[],
    periodStart: number,
    periodEnd: number,
  ): Stripe.Invoice {
    const invoice = invoiceObject({
      created: this.now(),
      customer,
      subscription,
      billingReason: reason,
      currency: lines[0]?.price.currency ?? 'usd',
      lines,
      periodStart,
      periodEnd,
      baseUrl: this.url,
    });
    this.state.invoices.set(invoice.id, invoice);
    if (subscription) subscription.latest_invoice = invoice.id;
    this.emit('invoice.created', invoice);
    invoice.status = 'open';
    invoice.status_transitions.finalized_at = this.now();
    invoice.effective_at = this.now();
    invoice.webhooks_delivered_at = this.now();
    this.emit('invoice.finalized', invoice);
    return invoice;
  }

  /** Attempts an open invoice: a $0 invoice is paid at once; otherwise a payment intent charges the card. */
  private payInvoice(invoice: Stripe.Invoice, paymentMethodId: string | null): boolean {
    const customerId = String(invoice.customer);
    invoice.attempted = true;
    invoice.attempt_count += 1;
    if (invoice.amount_due > 0) {
      const intent = paymentIntentObject({
        created: this.now(),
        amount: invoice.amount_due,
        currency: invoice.currency,
        customer: customerId,
        paymentMethod: paymentMethodId,
        description:
          invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
        metadata: {},
        receiptEmail: null,
      });
      this.state.paymentIntents.set(intent.id, intent);
      this.emit('payment_intent.created', intent);
      const decline = this.charge(customerId, paymentMethodId);
      if (decline) {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'card_error',
          code: decline.code,
          decline_code: decline.declineCode || undefined,
          message: decline.message,
        } as Stripe.PaymentIntent.LastPaymentError;
        this.emit('payment_intent.payment_failed', intent);
        invoice.next_payment_attempt = null;
        this.emit('invoice.payment_failed', invoice);
        return false;
      }
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = newId('ch');
      this.emit('payment_intent.succeeded', intent);
      const payment = invoicePaymentObject({
        created: this.now(),
        invoice: invoice.id,
        paymentIntent: intent.id,
        amount: intent.amount,
        currency: intent.currency,
      });
      this.state.invoicePayments.set(payment.id, payment);
    }
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.status_transitions.paid_at = this.now();
    invoice.default_payment_method = paymentMethodId;
    this.emit('invoice.paid', invoice);
    this.emit('invoice.payment_succeeded', invoice);
    return true;
  }

  private invoiceDocument(invoice: Stripe.Invoice): InvoiceDocument {
    return {
      number: invoice.number ?? invoice.id,
      status: invoice.status ?? 'draft',
      customerEmail: invoice.customer_email,
      created: invoice.created,
      periodStart: invoice.period_start,
      periodEnd: invoice.period_end,
      lines: invoice.lines.data.map((l) => ({ description: l.description ?? '', amount: l.amount })),
      total: invoice.total,
      amountPaid: invoice.amount_paid,
      currency: invoice.currency,
    };
  }

  // ---------------------------------------------------------------- subscriptions

  private startSubscription(input: {
    customer: Stripe.Customer;
    items: { price: Stripe.Price; quantity: number }[];
    trialEnd: number | null;
    paymentMethod: string | null;
    metadata: Metadata;
    missingPaymentMethod: Stripe.Subscription.TrialSettings.EndBehavior.MissingPaymentMethod;
    requestId: string | null;
  }): { subscription: Stripe.Subscription; invoice: Stripe.Invoice; paid: boolean } {
    const now = this.now();
    const id = newId('sub');
    const items = input.items.map(({ price, quantity }) => {
      const recurring = price.recurring;
      if (!recurring) throw invalidParam('items', `The price ${price.id} is not recurring.`);
      const periodEnd = input.trialEnd ?? addInterval(now, recurring.interval, recurring.interval_count);
      return subscriptionItemObject({
        created: now,
        subscription: id,
        price,
        quantity,
        periodStart: now,
        periodEnd,
      });
    });
    const subscription = subscriptionObject({
      id,
      created: now,
      customer: input.customer.id,
      currency: input.items[0]!.price.currency,
      items,
      status: input.trialEnd ? 'trialing' : 'incomplete',
      trialStart: input.trialEnd ? now : null,
      trialEnd: input.trialEnd,
      billingCycleAnchor: input.trialEnd ?? now,
      defaultPaymentMethod: input.paymentMethod,
      metadata: input.metadata,
      missingPaymentMethod: input.missingPaymentMethod,
    });
    if (!input.trialEnd) subscription.status = 'active';
    this.state.subscriptions.set(id, subscription);
    this.emit('customer.subscription.created', subscription, undefined, input.requestId);
    const lines = items.map((item) => this.lineFor(item, input.trialEnd !== null));
    const invoice = this.createInvoice(input.customer, subscription, 'subscription_create', lines, now, now);
    const paid = this.payInvoice(invoice, input.paymentMethod);
    if (!paid) {
      const previous = { status: subscription.status };
      subscription.status = 'incomplete';
      this.emit('customer.subscription.updated', subscription, previous);
    }
    return { subscription, invoice, paid };
  }

  private lineFor(item: Stripe.SubscriptionItem, trial: boolean): InvoiceLineInput {
    const quantity = item.quantity ?? 1;
    const name = this.productName(item.price);
    return {
      description: trial ? `Trial period for ${name}` : `${quantity} × ${name}`,
      amount: trial ? 0 : (item.price.unit_amount ?? 0) * quantity,
      quantity,
      price: item.price,
      periodStart: item.current_period_start,
      periodEnd: item.current_period_end,
      subscriptionItem: item.id,
      proration: false,
    };
  }

  private periodEnd(subscription: Stripe.Subscription): number {
    return Math.min(...subscription.items.data.map((i) => i.current_period_end));
  }

  private endSubscription(
    subscription: Stripe.Subscription,
    reason: Stripe.Subscription.CancellationDetails.Reason | null,
  ): void {
    const now = this.now();
    subscription.status = 'canceled';
    subscription.ended_at = now;
    subscription.canceled_at = subscription.canceled_at ?? now;
    subscription.cancellation_details = {
      ...(subscription.cancellation_details ?? { comment: null, feedback: null, feedback_option: null }),
      reason: subscription.cancellation_details?.reason ?? reason,
    };
    this.emit('customer.subscription.deleted', subscription);
  }

  /** Starts the next period of each item and bills it; failure leaves the subscription past_due. */
  private renew(subscription: Stripe.Subscription, fromTrial: boolean): void {
    const previous: Record<string, unknown> = { items: clone(subscription.items) };
    if (fromTrial) previous.status = subscription.status;
    for (const item of subscription.items.data) {
      const start = item.current_period_end;
      const recurring = item.price.recurring!;
      item.current_period_start = start;
      item.current_period_end = addInterval(start, recurring.interval, recurring.interval_count);
    }
    if (fromTrial) {
      subscription.status = 'active';
      subscription.billing_cycle_anchor = subscription.trial_end ?? subscription.billing_cycle_anchor;
    }
    this.emit('customer.subscription.updated', subscription, previous);
    const customer = this.customer(String(subscription.customer));
    const lines = subscription.items.data.map((item) => this.lineFor(item, false));
    const first = subscription.items.data[0]!;
    const invoice = this.createInvoice(
      customer,
      subscription,
      'subscription_cycle',
      lines,
      first.current_period_start,
      first.current_period_end,
    );
    const paid = this.payInvoice(invoice, this.defaultPaymentMethodOf(subscription));
    const status: Stripe.Subscription.Status = paid ? 'active' : 'past_due';
    if (subscription.status !== status) {
      const before = { status: subscription.status };
      subscription.status = status;
      this.emit('customer.subscription.updated', subscription, before);
    }
  }

  private endTrial(subscription: Stripe.Subscription): void {
    const hasCard = this.defaultPaymentMethodOf(subscription) !== null;
    const behavior = subscription.trial_settings?.end_behavior.missing_payment_method ?? 'create_invoice';
    if (hasCard || behavior === 'create_invoice') {
      this.renew(subscription, true);
      return;
    }
    if (behavior === 'cancel') {
      this.endSubscription(subscription, null);
      return;
    }
    const previous = { status: subscription.status };
    subscription.status = 'paused';
    this.emit('customer.subscription.paused', subscription);
    this.emit('customer.subscription.updated', subscription, previous);
  }

  /** The earliest thing due for a subscription: [when, what], or null. */
  private nextDue(subscription: Stripe.Subscription): [number, () => void] | null {
    const candidates: [number, () => void][] = [];
    const status = subscription.status;
    if (
      status === 'canceled' ||
      status === 'incomplete_expired' ||
      status === 'paused' ||
      status === 'incomplete'
    ) {
      return null;
    }
    if (status === 'trialing' && subscription.trial_end) {
      const notice = subscription.trial_end - TRIAL_WILL_END_NOTICE;
      if (!this.trialWillEndSent.has(subscription.id) && notice > subscription.created) {
        candidates.push([
          notice,
          () => {
            this.trialWillEndSent.add(subscription.id);
            this.emit('customer.subscription.trial_will_end', subscription);
          },
        ]);
      }
    }
    if (subscription.cancel_at)
      candidates.push([
        subscription.cancel_at,
        () => this.endSubscription(subscription, 'cancellation_requested'),
      ]);
    if (status === 'trialing' && subscription.trial_end) {
      candidates.push([subscription.trial_end, () => this.endTrial(subscription)]);
    } else if (status === 'active' || status === 'past_due' || status === 'unpaid') {
      candidates.push([this.periodEnd(subscription), () => this.renew(subscription, false)]);
    }
    candidates.sort((a, b) => a[0] - b[0]);
    return candidates[0] ?? null;
  }

  async advanceClock(seconds: number): Promise<void> {
    if (!(seconds >= 0)) throw new Error('advanceClock takes a number of seconds >= 0');
    const target = this.now() + Math.floor(seconds);
    for (let guard = 0; guard < 100_000; guard++) {
      let earliest: [number, () => void] | null = null;
      for (const subscription of this.state.subscriptions.values()) {
        const due = this.nextDue(subscription);
        if (due && due[0] <= target && (!earliest || due[0] < earliest[0])) earliest = due;
      }
      if (!earliest) break;
      if (earliest[0] > this.now()) this.setNow(earliest[0]);
      earliest[1]();
    }
    this.setNow(target);
    await this.settle();
  }

  // ---------------------------------------------------------------- checkout completion

  async completeCheckout(sessionId: string, opts: { withoutCard?: boolean } = {}): Promise<void> {
    const card = opts.withoutCard
      ? null
      : this.readCard({ number: '4242424242424242', expiry: '12 / 34', name: null });
    this.complete(this.session(sessionId), card, null);
    await this.settle();
  }

  private cardOptional(session: Stripe.Checkout.Session): boolean {
    const terms = this.sessionTerms.get(session.id);
    return (
      session.mode === 'subscription' &&
      session.payment_method_collection === 'if_required' &&
      (terms?.trialDays ?? 0) > 0
    );
  }

  /** What happens when the customer pays on the hosted page, in the order Stripe emits the events. */
  private complete(
    session: Stripe.Checkout.Session,
    card: { card: CardDetails; number: string } | null,
    email: string | null,
  ): void {
    if (session.status !== 'open') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `This Checkout Session is ${session.status}.`,
        'checkout_session_not_open',
      );
    }
    if (!card && !this.cardOptional(session)) {
      throw new StripeApiError(
        402,
        'card_error',
        'A card is needed to complete this checkout.',
        'payment_method_missing',
      );
    }
    const terms = this.sessionTerms.get(session.id)!;
    let customer = session.customer ? this.customer(String(session.customer)) : null;
    const customerEmail = customer?.email ?? session.customer_email ?? email;
    const dueNow = session.mode === 'subscription' && terms.trialDays ? 0 : (session.amount_total ?? 0);
    if (dueNow > 0 && card) {
      // A declined first payment leaves the session open and saves nothing, as on Stripe's page.
      if (customer && this.failNext.delete(customer.id)) {
        throw new StripeApiError(
          402,
          'card_error',
          'Your card was declined.',
          'card_declined',
          undefined,
          'generic_decline',
        );
      }
      if (card.number === CHARGE_FAILS_CARD) {
        throw new StripeApiError(
          402,
          'card_error',
          'Your card was declined.',
          'card_declined',
          undefined,
          'generic_decline',
        );
      }
    }
    if (!customer && (session.mode === 'subscription' || session.customer_creation === 'always')) {
      customer = customerObject({
        created: this.now(),
        email: customerEmail,
        name: card?.card.name ?? null,
        phone: null,
        description: null,
        metadata: {},
      });
      this.state.customers.set(customer.id, customer);
      this.emit('customer.created', customer);
    }
    let pm: Stripe.PaymentMethod | null = null;
    if (card) {
      pm = this.createPaymentMethod(card.card, card.number, customer?.id ?? null);
      if (customer) this.attach(pm, customer.id);
    }
    session.customer = customer?.id ?? null;
    session.customer_details = {
      address: null,
      business_name: null,
      email: customerEmail,
      individual_name: null,
      name: card?.card.name ?? customer?.name ?? null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
    if (session.mode === 'subscription') {
      const trialEnd = terms.trialDays ? this.now() + terms.trialDays * DAY : null;
      const { subscription, invoice } = this.startSubscription({
        customer: customer!,
        items: terms.lines.map((l) => ({ price: l.price!, quantity: l.quantity ?? 1 })),
        trialEnd,
        paymentMethod: pm?.id ?? null,
        metadata: terms.subscriptionMetadata,
        missingPaymentMethod: terms.missingPaymentMethod,
        requestId: null,
      });
      session.subscription = subscription.id;
      session.invoice = invoice.id;
      session.payment_status = invoice.amount_paid > 0 ? 'paid' : 'no_payment_required';
    } else {
      const intent = paymentIntentObject({
        created: this.now(),
        amount: session.amount_total ?? 0,
        currency: session.currency ?? 'usd',
        customer: customer?.id ?? null,
        paymentMethod: pm?.id ?? null,
        description: null,
        metadata: terms.paymentIntentMetadata,
        receiptEmail: customerEmail,
      });
      this.state.paymentIntents.set(intent.id, intent);
      this.emit('payment_intent.created', intent);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = newId('ch');
      this.emit('payment_intent.succeeded', intent);
      session.payment_intent = intent.id;
      session.payment_status = 'paid';
    }
    session.status = 'complete';
    this.emit('checkout.session.completed', session);
  }

  // ---------------------------------------------------------------- HTTP

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');

    if (!url.pathname.startsWith('/v1/')) {
      for (const page of this.pages) {
        const match = page.method === method ? page.pattern.exec(url.pathname) : null;
        if (!match) continue;
        try {
          const out = await page.handler(match, decodeForm(method === 'GET' ? url.search.slice(1) : body));
          res.writeHead(out.status, out.headers);
          res.end(out.body);
        } catch (error) {
          const status = error instanceof StripeApiError ? error.status : 500;
          res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
          res.end(error instanceof Error ? error.message : String(error));
        }
        return;
      }
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }

    const requestId = newId('req');
    const send = (status: number, json: Json) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': requestId,
        'stripe-version': Stripe.API_VERSION,
      });
      res.end(JSON.stringify(json, null, 2));
    };

    const auth = req.headers.authorization ?? '';
    // Bearer is what the SDK sends; Basic with the key as user name is what `curl -u sk_test_...:` sends.
    const key = auth.startsWith('Bearer ')
      ? auth.slice('Bearer '.length)
      : auth.startsWith('Basic ')
        ? Buffer.from(auth.slice('Basic '.length), 'base64').toString('utf8').split(':')[0]!
        : '';
    if (!key) {
      send(401, {
        error: {
          type: 'invalid_request_error',
          message:
            'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
        },
      });
      return;
    }
    if (key !== this.secretKey) {
      send(401, {
        error: {
          type: 'invalid_request_error',
          code: 'api_key_invalid',
          message: `Invalid API Key provided: ${key.slice(0, 8)}***`,
        },
      });
      return;
    }

    const idempotencyKey =
      method === 'POST' ? ((req.headers['idempotency-key'] as string | undefined) ?? null) : null;
    const cacheKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : null;
    const cached = cacheKey ? this.idempotent.get(cacheKey) : undefined;
    if (cached) {
      send(cached.status, cached.body);
      return;
    }

    const raw = method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body;
    let status = 200;
    let json: Json;
    try {
      const route = this.routes.find((r) => r.method === method && r.pattern.test(url.pathname));
      if (!route) {
        throw new StripeApiError(
          404,
          'invalid_request_error',
          `Unrecognized request URL (${method}: ${url.pathname}). The fake Stripe does not implement this endpoint yet: add it in tests/support/fake-stripe.ts.`,
        );
      }
      const params = new Params(decodeForm(raw));
      const match = route.pattern.exec(url.pathname)!;
      json = await route.handler({ params, match, requestId, idempotencyKey });
      json = this.expand(clone(json), params.strings('expand'));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      json = error.body();
    }
    if (cacheKey) this.idempotent.set(cacheKey, { status, body: json });
    send(status, json);
  }

  /** Applies `expand[]` paths (e.g. `subscription`, `data.customer`, `line_items`) to a response copy. */
  private expand(json: Json, paths: string[]): Json {
    for (const path of paths) this.expandAt(json, path.split('.'));
    return json;
  }

  private expandAt(target: unknown, segments: string[]): void {
    if (!target || typeof target !== 'object') return;
    if (Array.isArray(target)) {
      for (const item of target) this.expandAt(item, segments);
      return;
    }
    const container = target as Record<string, unknown>;
    const [head, ...rest] = segments;
    if (!head) return;
    if (rest.length === 0) {
      if (head === 'line_items' && container.object === 'checkout.session') {
        const lines = this.sessionTerms.get(String(container.id))?.lines ?? [];
        container.line_items = clone(
          listOf(lines, `/v1/checkout/sessions/${String(container.id)}/line_items`),
        );
        return;
      }
      const value = container[head];
      const lookup = (id: unknown) => {
        if (typeof id !== 'string') return id;
        const found = this.byId(id);
        return found ? clone(found) : id;
      };
      container[head] = Array.isArray(value) ? value.map(lookup) : lookup(value);
      return;
    }
    const next = container[head];
    if (typeof next === 'string') {
      const found = this.byId(next);
      if (found) container[head] = clone(found);
    }
    this.expandAt(container[head], rest);
  }

  private list<T extends { id: string; created: number }>(
    items: Iterable<T>,
    params: Params,
    url: string,
  ): Json {
    // Stripe lists newest first; among equal timestamps the later-made object comes first.
    const all = [...items].reverse().sort((a, b) => b.created - a.created);
    let start = 0;
    let end = all.length;
    const after = params.str('starting_after');
    const before = params.str('ending_before');
    if (after) {
      const index = all.findIndex((x) => x.id === after);
      if (index < 0) throw invalidParam('starting_after', `No such object: '${after}'`);
      start = index + 1;
    }
    if (before) {
      const index = all.findIndex((x) => x.id === before);
      if (index < 0) throw invalidParam('ending_before', `No such object: '${before}'`);
      end = index;
    }
    const limit = params.int('limit') ?? 10;
    if (limit < 1 || limit > 100) throw invalidParam('limit', 'Invalid limit: must be between 1 and 100');
    const window = all.slice(start, end);
    const page = before ? window.slice(-limit) : window.slice(0, limit);
    return listOf(page, url, window.length > page.length) as unknown as Json;
  }

  private route(method: string, path: string, handler: Handler): void {
    const pattern = new RegExp(`^${path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
    this.routes.push({ method, pattern, handler });
  }

  private registerRoutes(): void {
    const id = (ctx: RequestContext) => decodeURIComponent(ctx.match.groups!.id!);
    const json = (value: object) => value as unknown as Json;

    // Customers
    this.route('POST', '/v1/customers', (ctx) => {
      const p = ctx.params;
      const customer = customerObject({
        created: this.now(),
        email: p.str('email') ?? null,
        name: p.str('name') ?? null,
        phone: p.str('phone') ?? null,
        description: p.str('description') ?? null,
        metadata: p.metadata('metadata') ?? {},
      });
      const pmId = p.str('payment_method');
      const pm = pmId ? this.resolvePaymentMethod(pmId, 'payment_method') : null;
      this.state.customers.set(customer.id, customer);
      this.emit('customer.created', customer, undefined, ctx.requestId);
      if (pm) this.attach(pm, customer.id, ctx.requestId);
      const defaultPm = p.obj('invoice_settings')?.str('default_payment_method');
      if (defaultPm) customer.invoice_settings.default_payment_method = this.paymentMethod(defaultPm).id;
      return json(customer);
    });
    this.route('GET', '/v1/customers/search', (ctx) => {
      const query = ctx.params.requiredStr('query');
      const clauses = [...query.matchAll(/(\w+)(?:\['([^']+)'\])?\s*:\s*'([^']*)'/g)];
      if (clauses.length === 0) throw invalidParam('query', `Unsupported search query: ${query}`);
      const found = [...this.state.customers.values()].filter((c) =>
        clauses.every(([, field, key, value]) => {
          if (field === 'metadata' && key) return c.metadata[key] === value;
          if (field === 'email') return c.email === value;
          if (field === 'name') return c.name === value;
          if (field === 'phone') return c.phone === value;
          throw invalidParam('query', `Unsupported search field: ${field}`);
        }),
      );
      const limit = ctx.params.int('limit') ?? 10;
      return {
        object: 'search_result',
        data: found.reverse().slice(0, limit),
        has_more: found.length > limit,
        next_page: null,
        url: '/v1/customers/search',
      };
    });
    this.route('GET', '/v1/customers/:id', (ctx) => {
      if (this.deletedCustomers.has(id(ctx))) return { id: id(ctx), object: 'customer', deleted: true };
      return json(this.customer(id(ctx), 'id'));
    });
    this.route('POST', '/v1/customers/:id', (ctx) => {
      const customer = this.customer(id(ctx), 'id');
      const p = ctx.params;
      const before = clone(customer);
      const previous: Record<string, unknown> = {};
      const set = <K extends keyof Stripe.Customer>(key: K, value: Stripe.Customer[K] | undefined) => {
        if (value === undefined) return;
        previous[key] = before[key];
        customer[key] = value;
      };
      set('email', p.has('email') ? p.str('email') || null : undefined);
      set('name', p.has('name') ? p.str('name') || null : undefined);
      set('phone', p.has('phone') ? p.str('phone') || null : undefined);
      set('description', p.has('description') ? p.str('description') || null : undefined);
      set('metadata', p.metadata('metadata', customer.metadata));
      const defaultPm = p.obj('invoice_settings')?.str('default_payment_method');
      if (defaultPm !== undefined) {
        const pm = defaultPm
          ? this.paymentMethod(defaultPm, 'invoice_settings[default_payment_method]')
          : null;
        if (pm && pm.customer !== customer.id) {
          throw invalidParam(
            'invoice_settings[default_payment_method]',
            `The payment method ${pm.id} is not attached to customer ${customer.id}.`,
          );
        }
        set('invoice_settings', { ...customer.invoice_settings, default_payment_method: pm?.id ?? null });
      }
      if (Object.keys(previous).length > 0) this.emit('customer.updated', customer, previous, ctx.requestId);
      return json(customer);
    });
    this.route('DELETE', '/v1/customers/:id', (ctx) => {
      const customer = this.customer(id(ctx), 'id');
      for (const subscription of this.state.subscriptions.values()) {
        if (subscription.customer === customer.id && subscription.status !== 'canceled') {
          this.endSubscription(subscription, 'cancellation_requested');
        }
      }
      this.state.customers.delete(customer.id);
      this.deletedCustomers.add(customer.id);
      this.emit('customer.deleted', customer, undefined, ctx.requestId);
      return { id: customer.id, object: 'customer', deleted: true };
    });
    this.route('GET', '/v1/customers', (ctx) => {
      const email = ctx.params.str('email');
      const customers = [...this.state.customers.values()].filter((c) => !email || c.email === email);
      return this.list(customers, ctx.params, '/v1/customers');
    });
    this.route('GET', '/v1/customers/:id/payment_methods', (ctx) => {
      const customer = this.customer(id(ctx), 'customer');
      const type = ctx.params.str('type');
      const methods = [...this.state.paymentMethods.values()].filter(
        (pm) => pm.customer === customer.id && (!type || pm.type === type),
      );
      return this.list(methods, ctx.params, `/v1/customers/${customer.id}/payment_methods`);
    });
    this.route('GET', '/v1/customers/:id/payment_methods/:pm', (ctx) => {
      const customer = this.customer(id(ctx), 'customer');
      const pm = this.paymentMethod(decodeURIComponent(ctx.match.groups!.pm!), 'payment_method');
      if (pm.customer !== customer.id) throw noSuch('PaymentMethod', pm.id, 'payment_method');
      return json(pm);
    });

    // Products
    this.route('POST', '/v1/products', (ctx) => {
      const p = ctx.params;
      const productId = p.str('id');
      if (productId && this.state.products.has(productId)) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `Product already exists.`,
          'resource_already_exists',
          'id',
        );
      }
      const product = productObject({
        id: productId,
        created: this.now(),
        name: p.requiredStr('name'),
        active: p.bool('active') ?? true,
        description: p.str('description') ?? null,
        metadata: p.metadata('metadata') ?? {},
      });
      this.state.products.set(product.id, product);
      this.emit('product.created', product, undefined, ctx.requestId);
      return json(product);
    });
    this.route('GET', '/v1/products/:id', (ctx) => json(this.product(id(ctx), 'id')));
    this.route('POST', '/v1/products/:id', (ctx) => {
      const product = this.product(id(ctx), 'id');
      const p = ctx.params;
      const previous: Record<string, unknown> = {};
      const name = p.str('name');
      if (name !== undefined) {
        if (!name) throw missingParam('name');
        previous.name = product.name;
        product.name = name;
      }
      const active = p.bool('active');
      if (active !== undefined) {
        previous.active = product.active;
        product.active = active;
      }
      if (p.has('description')) {
        previous.description = product.description;
        product.description = p.str('description') || null;
      }
      const metadata = p.metadata('metadata', product.metadata);
      if (metadata) {
        previous.metadata = product.metadata;
        product.metadata = metadata;
      }
      const defaultPrice = p.str('default_price');
      if (defaultPrice !== undefined) {
        previous.default_price = product.default_price;
        product.default_price = defaultPrice ? this.price(defaultPrice, 'default_price').id : null;
      }
      product.updated = this.now();
      this.emit('product.updated', product, previous, ctx.requestId);
      return json(product);
    });
    this.route('DELETE', '/v1/products/:id', (ctx) => {
      const product = this.product(id(ctx), 'id');
      if ([...this.state.prices.values()].some((price) => price.product === product.id)) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'This product cannot be deleted because it has one or more user-created prices.',
          'product_has_prices',
        );
      }
      this.state.products.delete(product.id);
      this.emit('product.deleted', product, undefined, ctx.requestId);
      return { id: product.id, object: 'product', deleted: true };
    });
    this.route('GET', '/v1/products', (ctx) => {
      const active = ctx.params.bool('active');
      const ids = ctx.params.strings('ids');
      const products = [...this.state.products.values()].filter(
        (product) =>
          (active === undefined || product.active === active) &&
          (ids.length === 0 || ids.includes(product.id)),
      );
      return this.list(products, ctx.params, '/v1/products');
    });

    // Prices
    this.route('POST', '/v1/prices', (ctx) => {
      const p = ctx.params;
      let productId = p.str('product');
      const productData = p.obj('product_data');
      if (!productId && productData) {
        const product = productObject({
          created: this.now(),
          name: productData.requiredStr('name'),
          active: productData.bool('active') ?? true,
          description: null,
          metadata: productData.metadata('metadata') ?? {},
        });
        this.state.products.set(product.id, product);
        this.emit('product.created', product, undefined, ctx.requestId);
        productId = product.id;
      }
      if (!productId) throw missingParam('product');
      const product = this.product(productId);
      const unitAmount = p.int('unit_amount');
      if (unitAmount === undefined) throw missingParam('unit_amount');
      if (unitAmount < 0) throw invalidParam('unit_amount', 'Invalid unit_amount: must be at least 0');
      const recurring = p.obj('recurring');
      const interval = recurring?.oneOf('interval', ['day', 'week', 'month', 'year'] as const);
      if (recurring && !interval) throw missingParam('recurring[interval]');
      const lookupKey = p.str('lookup_key') ?? null;
      const price = priceObject({
        created: this.now(),
        product: product.id,
        currency: p.requiredStr('currency').toLowerCase(),
        unitAmount,
        recurring: interval ? { interval, intervalCount: recurring?.int('interval_count') ?? 1 } : null,
        active: p.bool('active') ?? true,
        nickname: p.str('nickname') ?? null,
        lookupKey,
        metadata: p.metadata('metadata') ?? {},
      });
      if (lookupKey) {
        const holder = [...this.state.prices.values()].find((other) => other.lookup_key === lookupKey);
        if (holder && !p.bool('transfer_lookup_key')) {
          throw invalidParam('lookup_key', `A price (${holder.id}) already uses that lookup key.`);
        }
        if (holder) holder.lookup_key = null;
      }
      this.state.prices.set(price.id, price);
      this.emit('price.created', price, undefined, ctx.requestId);
      return json(price);
    });
    this.route('GET', '/v1/prices/:id', (ctx) => json(this.price(id(ctx), 'id')));
    this.route('POST', '/v1/prices/:id', (ctx) => {
      const price = this.price(id(ctx), 'id');
      const p = ctx.params;
      const previous: Record<string, unknown> = {};
      const active = p.bool('active');
      if (active !== undefined) {
        previous.active = price.active;
        price.active = active;
      }
      if (p.has('nickname')) {
        previous.nickname = price.nickname;
        price.nickname = p.str('nickname') || null;
      }
      if (p.has('lookup_key')) {
        previous.lookup_key = price.lookup_key;
        price.lookup_key = p.str('lookup_key') || null;
      }
      const metadata = p.metadata('metadata', price.metadata);
      if (metadata) {
        previous.metadata = price.metadata;
        price.metadata = metadata;
      }
      if (p.has('unit_amount') || p.has('currency') || p.has('recurring')) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'Received unknown parameters: prices cannot change their amount, currency or interval once created.',
          'parameter_unknown',
        );
      }
      this.emit('price.updated', price, previous, ctx.requestId);
      return json(price);
    });
    this.route('GET', '/v1/prices', (ctx) => {
      const p = ctx.params;
      const product = p.str('product');
      const active = p.bool('active');
      const type = p.str('type');
      const currency = p.str('currency');
      const lookupKeys = p.strings('lookup_keys');
      const interval = p.obj('recurring')?.str('interval');
      const prices = [...this.state.prices.values()].filter(
        (price) =>
          (!product || price.product === product) &&
          (active === undefined || price.active === active) &&
          (!type || price.type === type) &&
          (!currency || price.currency === currency) &&
          (lookupKeys.length === 0 || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key))) &&
          (!interval || price.recurring?.interval === interval),
      );
      return this.list(prices, p, '/v1/prices');
    });

    // Checkout sessions
    this.route('POST', '/v1/checkout/sessions', (ctx) => this.createSession(ctx));
    this.route('GET', '/v1/checkout/sessions/:id', (ctx) => json(this.session(id(ctx))));
    this.route('GET', '/v1/checkout/sessions/:id/line_items', (ctx) => {
      const session = this.session(id(ctx));
      return this.list(
        this.sessionTerms.get(session.id)?.lines.map((line, i) => ({ ...line, created: -i })) ?? [],
        ctx.params,
        `/v1/checkout/sessions/${session.id}/line_items`,
      );
    });
    this.route('POST', '/v1/checkout/sessions/:id/expire', (ctx) => {
      const session = this.session(id(ctx));
      if (session.status !== 'open') {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `This Checkout Session is ${session.status}.`,
          'checkout_session_not_open',
        );
      }
      session.status = 'expired';
      session.url = null;
      this.emit('checkout.session.expired', session, undefined, ctx.requestId);
      return json(session);
    });
    this.route('GET', '/v1/checkout/sessions', (ctx) => {
      const p = ctx.params;
      const customer = p.str('customer');
      const subscription = p.str('subscription');
      const paymentIntent = p.str('payment_intent');
      const status = p.str('status');
      const sessions = [...this.state.checkoutSessions.values()].filter(
        (s) =>
          (!customer || s.customer === customer) &&
          (!subscription || s.subscription === subscription) &&
          (!paymentIntent || s.payment_intent === paymentIntent) &&
          (!status || s.status === status),
      );
      return this.list(sessions, p, '/v1/checkout/sessions');
    });

    // Subscriptions
    this.route('POST', '/v1/subscriptions', (ctx) => {
      const p = ctx.params;
      const customer = this.customer(p.requiredStr('customer'));
      const items = p.list('items').map((item) => ({
        price: this.price(item.requiredStr('price'), 'items[0][price]'),
        quantity: item.int('quantity') ?? 1,
      }));
      if (items.length === 0) throw missingParam('items');
      const trialDays = p.int('trial_period_days');
      const trialEndParam = p.str('trial_end');
      const trialEnd =
        trialEndParam && trialEndParam !== 'now'
          ? Number(trialEndParam)
          : trialDays
            ? this.now() + trialDays * DAY
            : null;
      const pmId = p.str('default_payment_method');
      const pm = pmId ? this.resolvePaymentMethod(pmId, 'default_payment_method') : null;
      if (pm && !pm.customer) this.attach(pm, customer.id, ctx.requestId);
      const behavior =
        p
          .obj('trial_settings')
          ?.obj('end_behavior')
          ?.oneOf('missing_payment_method', ['cancel', 'create_invoice', 'pause'] as const) ??
        'create_invoice';
      const { subscription } = this.startSubscription({
        customer,
        items,
        trialEnd,
        paymentMethod: pm?.id ?? this.defaultPaymentMethodOfCustomer(customer),
        metadata: p.metadata('metadata') ?? {},
        missingPaymentMethod: behavior,
        requestId: ctx.requestId,
      });
      return json(subscription);
    });
    this.route('GET', '/v1/subscriptions/:id', (ctx) => json(this.subscription(id(ctx))));
    this.route('POST', '/v1/subscriptions/:id', (ctx) =>
      this.updateSubscription(this.subscription(id(ctx)), ctx),
    );
    this.route('DELETE', '/v1/subscriptions/:id', (ctx) => {
      const subscription = this.subscription(id(ctx));
      if (subscription.status === 'canceled') {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `A canceled subscription can only update its cancellation_details and metadata.`,
          'resource_missing',
        );
      }
      const details = ctx.params.obj('cancellation_details');
      if (details) {
        subscription.cancellation_details = {
          ...subscription.cancellation_details!,
          comment: details.str('comment') ?? null,
          feedback:
            (details.str('feedback') as Stripe.Subscription.CancellationDetails.Feedback | undefined) ?? null,
        };
      }
      this.endSubscription(subscription, 'cancellation_requested');
      return json(subscription);
    });
    this.route('GET', '/v1/subscriptions', (ctx) => {
      const p = ctx.params;
      const customer = p.str('customer');
      const price = p.str('price');
      const status = p.str('status');
      const subscriptions = [...this.state.subscriptions.values()].filter(
        (s) =>
          (!customer || s.customer === customer) &&
          (!price || s.items.data.some((item) => item.price.id === price)) &&
          (status === 'all'
            ? true
            : status
              ? s.status === status
              : s.status !== 'canceled' && s.status !== 'incomplete_expired'),
      );
      return this.list(subscriptions, p, '/v1/subscriptions');
    });

    // Invoices
    this.route('GET', '/v1/invoices/:id', (ctx) => {
      const invoice = this.state.invoices.get(id(ctx));
      if (!invoice) throw noSuch('invoice', id(ctx));
      return json(invoice);
    });
    this.route('GET', '/v1/invoices', (ctx) => {
      const p = ctx.params;
      const customer = p.str('customer');
      const subscription = p.str('subscription');
      const status = p.str('status');
      const invoices = [...this.state.invoices.values()].filter(
        (invoice) =>
          (!customer || invoice.customer === customer) &&
          (!subscription || invoice.parent?.subscription_details?.subscription === subscription) &&
          (!status || invoice.status === status),
      );
      return this.list(invoices, p, '/v1/invoices');
    });

    // Payment methods
    this.route('GET', '/v1/payment_methods/:id', (ctx) => json(this.paymentMethod(id(ctx), 'id')));
    this.route('GET', '/v1/payment_methods', (ctx) => {
      const customer = ctx.params.str('customer');
      const type = ctx.params.str('type');
      const methods = [...this.state.paymentMethods.values()].filter(
        (pm) => (!customer || pm.customer === customer) && (!type || pm.type === type),
      );
      return this.list(methods, ctx.params, '/v1/payment_methods');
    });
    this.route('POST', '/v1/payment_methods/:id/attach', (ctx) => {
      const customer = this.customer(ctx.params.requiredStr('customer'));
      const pm = this.resolvePaymentMethod(id(ctx), 'payment_method');
      if (pm.customer && pm.customer !== customer.id) {
        throw invalidParam('payment_method', 'This PaymentMethod is already attached to another customer.');
      }
      if (!pm.customer) this.attach(pm, customer.id, ctx.requestId);
      return json(pm);
    });
    this.route('POST', '/v1/payment_methods/:id/detach', (ctx) => {
      const pm = this.paymentMethod(id(ctx), 'payment_method');
      if (!pm.customer)
        throw invalidParam('payment_method', 'The payment method is not attached to a customer.');
      const previous = { customer: pm.customer };
      pm.customer = null;
      this.emit('payment_method.detached', pm, previous, ctx.requestId);
      return json(pm);
    });

    // Payment intents
    this.route('GET', '/v1/payment_intents/:id', (ctx) => {
      const intent = this.state.paymentIntents.get(id(ctx));
      if (!intent) throw noSuch('payment_intent', id(ctx));
      return json(intent);
    });
    this.route('GET', '/v1/payment_intents', (ctx) => {
      const customer = ctx.params.str('customer');
      const intents = [...this.state.paymentIntents.values()].filter(
        (pi) => !customer || pi.customer === customer,
      );
      return this.list(intents, ctx.params, '/v1/payment_intents');
    });

    // Invoice payments: how an invoice names the payment intents that paid it
    this.route('GET', '/v1/invoice_payments/:id', (ctx) => {
      const payment = this.state.invoicePayments.get(id(ctx));
      if (!payment) throw noSuch('invoice_payment', id(ctx));
      return json(payment);
    });
    this.route('GET', '/v1/invoice_payments', (ctx) => {
      const p = ctx.params;
      const invoice = p.str('invoice');
      const status = p.str('status');
      const intent = p.obj('payment')?.str('payment_intent');
      const payments = [...this.state.invoicePayments.values()].filter(
        (payment) =>
          (!invoice || payment.invoice === invoice) &&
          (!status || payment.status === status) &&
          (!intent || payment.payment.payment_intent === intent),
      );
      return this.list(payments, p, '/v1/invoice_payments');
    });

    // Refunds: card refunds, settled at once as in test mode
    this.route('POST', '/v1/refunds', (ctx) => this.createRefund(ctx));
    this.route('GET', '/v1/refunds/:id', (ctx) => {
      const refund = this.state.refunds.get(id(ctx));
      if (!refund) throw noSuch('refund', id(ctx));
      return json(refund);
    });
    this.route('GET', '/v1/refunds', (ctx) => {
      const intent = ctx.params.str('payment_intent');
      const charge = ctx.params.str('charge');
      const refunds = [...this.state.refunds.values()].filter(
        (r) => (!intent || r.payment_intent === intent) && (!charge || r.charge === charge),
      );
      return this.list(refunds, ctx.params, '/v1/refunds');
    });

    // Billing portal
    this.route('POST', '/v1/billing_portal/sessions', (ctx) => {
      const customer = this.customer(ctx.params.requiredStr('customer'));
      const session = portalSessionObject({
        created: this.now(),
        customer: customer.id,
        returnUrl: ctx.params.str('return_url') ?? null,
        baseUrl: this.url,
      });
      this.state.portalSessions.set(session.id, session);
      return json(session);
    });

    // Events
    this.route('GET', '/v1/events/:id', (ctx) => {
      const event = this.eventLog.find((e) => e.id === id(ctx));
      if (!event) throw noSuch('event', id(ctx));
      return json(event);
    });
    this.route('GET', '/v1/events', (ctx) => {
      const type = ctx.params.str('type');
      const types = ctx.params.strings('types');
      const matches = (eventType: string) => {
        const wanted = type ? [type, ...types] : types;
        if (wanted.length === 0) return true;
        return wanted.some((t) => (t.endsWith('*') ? eventType.startsWith(t.slice(0, -1)) : eventType === t));
      };
      return this.list(
        this.eventLog.filter((e) => matches(e.type)),
        ctx.params,
        '/v1/events',
      );
    });
  }

  private defaultPaymentMethodOfCustomer(customer: Stripe.Customer): string | null {
    const pm = customer.invoice_settings.default_payment_method;
    if (!pm) return null;
    return typeof pm === 'string' ? pm : pm.id;
  }

  /** A refund of a succeeded payment intent (named, or found by its charge), up to what is left of it. */
  private createRefund(ctx: RequestContext): Json {
    const p = ctx.params;
    const intentId = p.str('payment_intent');
    const chargeId = p.str('charge');
    if (!intentId && !chargeId) throw missingParam('payment_intent');
    const intent = intentId
      ? this.state.paymentIntents.get(intentId)
      : [...this.state.paymentIntents.values()].find((pi) => pi.latest_charge === chargeId);
    if (!intent) {
      throw intentId
        ? noSuch('payment_intent', intentId, 'payment_intent')
        : noSuch('charge', chargeId!, 'charge');
    }
    if (intent.status !== 'succeeded') {
      throw invalidParam(
        'payment_intent',
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      );
    }
    const refunded = [...this.state.refunds.values()]
      .filter((r) => r.payment_intent === intent.id && r.status === 'succeeded')
      .reduce((sum, r) => sum + r.amount, 0);
    const left = intent.amount_received - refunded;
    if (left <= 0) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Charge ${String(intent.latest_charge)} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    const amount = p.int('amount') ?? left;
    if (amount < 1) throw invalidParam('amount', 'Invalid amount: must be at least 1.');
    if (amount > left) {
      throw invalidParam(
        'amount',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      );
    }
    const refund = refundObject({
      created: this.now(),
      amount,
      currency: intent.currency,
      charge: typeof intent.latest_charge === 'string' ? intent.latest_charge : null,
      paymentIntent: intent.id,
      customer: typeof intent.customer === 'string' ? intent.customer : null,
      paymentMethod: typeof intent.payment_method === 'string' ? intent.payment_method : null,
      reason: p.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer'] as const) ?? null,
      metadata: p.metadata('metadata') ?? {},
    });
    this.state.refunds.set(refund.id, refund);
    this.emit('refund.created', refund, undefined, ctx.requestId);
    return refund as unknown as Json;
  }

  private createSession(ctx: RequestContext): Json {
    const p = ctx.params;
    const mode = p.oneOf('mode', ['payment', 'subscription', 'setup'] as const);
    if (!mode) throw missingParam('mode');
    if (mode === 'setup') throw invalidParam('mode', 'The fake Stripe does not implement setup mode yet.');
    const successUrl = p.str('success_url') ?? null;
    if (!successUrl) throw missingParam('success_url');
    const items = p.list('line_items');
    if (items.length === 0) throw missingParam('line_items');
    const lines = items.map((item, i) => {
      const price = this.price(item.requiredStr('price'), `line_items[${i}][price]`);
      if (!price.active)
        throw invalidParam(`line_items[${i}][price]`, `The price ${price.id} is not active.`);
      if (mode === 'subscription' && !price.recurring) {
        throw invalidParam(`line_items[${i}][price]`, 'In subscription mode, every price must be recurring.');
      }
      if (mode === 'payment' && price.recurring) {
        throw invalidParam(
          `line_items[${i}][price]`,
          'You must use mode subscription for recurring prices; payment mode takes one-time prices only.',
        );
      }
      const quantity = item.int('quantity') ?? 1;
      return checkoutLineItem(price, quantity, this.productName(price));
    });
    const currency = lines[0]!.currency;
    const customerId = p.str('customer');
    const customer = customerId ? this.customer(customerId) : null;
    const customerEmail = p.str('customer_email') ?? null;
    if (customer && customerEmail) {
      throw invalidParam(
        'customer_email',
        'You may only specify one of these parameters: customer, customer_email.',
      );
    }
    const subscriptionData = p.obj('subscription_data');
    if (subscriptionData && mode !== 'subscription') {
      throw invalidParam('subscription_data', 'subscription_data can only be used in subscription mode.');
    }
    const trialDays = subscriptionData?.int('trial_period_days') ?? null;
    if (trialDays !== null && trialDays < 1) {
      throw invalidParam('subscription_data[trial_period_days]', 'trial_period_days must be at least 1.');
    }
    const missingPaymentMethod =
      subscriptionData
        ?.obj('trial_settings')
        ?.obj('end_behavior')
        ?.oneOf('missing_payment_method', ['cancel', 'create_invoice', 'pause'] as const) ?? 'create_invoice';
    const paymentMethodCollection =
      p.oneOf('payment_method_collection', ['always', 'if_required'] as const) ?? 'always';
    const customerCreation = p.oneOf('customer_creation', ['always', 'if_required'] as const) ?? null;
    const session = checkoutSessionObject({
      created: this.now(),
      mode,
      customer: customer?.id ?? null,
      customerEmail: customer ? null : customerEmail,
      currency,
      amountTotal: lines.reduce((sum, line) => sum + line.amount_total, 0),
      successUrl,
      cancelUrl: p.str('cancel_url') ?? null,
      metadata: p.metadata('metadata') ?? {},
      allowPromotionCodes: p.bool('allow_promotion_codes') ?? null,
      paymentMethodCollection: mode === 'subscription' ? paymentMethodCollection : 'always',
      customerCreation: mode === 'payment' ? (customerCreation ?? 'if_required') : null,
      clientReferenceId: p.str('client_reference_id') ?? null,
      baseUrl: this.url,
    });
    this.state.checkoutSessions.set(session.id, session);
    this.sessionTerms.set(session.id, {
      lines,
      trialDays,
      missingPaymentMethod,
      subscriptionMetadata: subscriptionData?.metadata('metadata') ?? {},
      paymentIntentMetadata: p.obj('payment_intent_data')?.metadata('metadata') ?? {},
    });
    return session as unknown as Json;
  }

  private updateSubscription(subscription: Stripe.Subscription, ctx: RequestContext): Json {
    const p = ctx.params;
    if (
      subscription.status === 'canceled' &&
      Object.keys(p.raw).some((k) => k !== 'metadata' && k !== 'cancellation_details' && k !== 'expand')
    ) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const previous: Record<string, unknown> = {};
    const remember = (key: keyof Stripe.Subscription) => {
      if (!(key in previous)) previous[key] = clone(subscription[key]);
    };
    const now = this.now();

    const cancelAtPeriodEnd = p.bool('cancel_at_period_end');
    if (cancelAtPeriodEnd !== undefined && cancelAtPeriodEnd !== subscription.cancel_at_period_end) {
      remember('cancel_at_period_end');
      remember('cancel_at');
      remember('canceled_at');
      remember('cancellation_details');
      subscription.cancel_at_period_end = cancelAtPeriodEnd;
      subscription.cancel_at = cancelAtPeriodEnd ? this.periodEnd(subscription) : null;
      subscription.canceled_at = cancelAtPeriodEnd ? now : null;
      subscription.cancellation_details = {
        ...subscription.cancellation_details!,
        reason: cancelAtPeriodEnd ? 'cancellation_requested' : null,
      };
    }
    if (p.has('cancel_at')) {
      const cancelAt = p.str('cancel_at') ? p.int('cancel_at')! : null;
      remember('cancel_at');
      subscription.cancel_at = cancelAt;
      subscription.cancel_at_period_end = cancelAt !== null && cancelAt === this.periodEnd(subscription);
      subscription.canceled_at = cancelAt ? now : null;
    }
    const metadata = p.metadata('metadata', subscription.metadata);
    if (metadata) {
      remember('metadata');
      subscription.metadata = metadata;
    }
    const details = p.obj('cancellation_details');
    if (details) {
      remember('cancellation_details');
      subscription.cancellation_details = {
        ...subscription.cancellation_details!,
        comment: details.str('comment') ?? subscription.cancellation_details?.comment ?? null,
        feedback:
          (details.str('feedback') as Stripe.Subscription.CancellationDetails.Feedback | undefined) ??
          subscription.cancellation_details?.feedback ??
          null,
      };
    }
    const pmId = p.str('default_payment_method');
    if (pmId !== undefined) {
      remember('default_payment_method');
      const pm = pmId ? this.resolvePaymentMethod(pmId, 'default_payment_method') : null;
      if (pm && !pm.customer) this.attach(pm, String(subscription.customer), ctx.requestId);
      subscription.default_payment_method = pm?.id ?? null;
    }

    const proration =
      p.oneOf('proration_behavior', ['always_invoice', 'create_prorations', 'none'] as const) ??
      'create_prorations';
    const prorations: InvoiceLineInput[] = [];
    const itemChanges = p.list('items');
    if (itemChanges.length > 0) remember('items');
    itemChanges.forEach((change, i) => {
      const itemId = change.str('id');
      const priceId = change.str('price');
      const quantity = change.int('quantity');
      if (!itemId) {
        if (!priceId) throw missingParam(`items[${i}][price]`);
        const price = this.price(priceId, `items[${i}][price]`);
        const first = subscription.items.data[0]!;
        subscription.items.data.push(
          subscriptionItemObject({
            created: now,
            subscription: subscription.id,
            price,
            quantity: quantity ?? 1,
            periodStart: first.current_period_start,
            periodEnd: first.current_period_end,
          }),
        );
        return;
      }
      const item = subscription.items.data.find((candidate) => candidate.id === itemId);
      if (!item) throw noSuch('subscription item', itemId, `items[${i}][id]`);
      if (change.bool('deleted')) {
        subscription.items.data = subscription.items.data.filter((candidate) => candidate !== item);
        return;
      }
      const oldPrice = item.price;
      const oldQuantity = item.quantity ?? 1;
      const newPrice = priceId ? this.price(priceId, `items[${i}][price]`) : oldPrice;
      const newQuantity = quantity ?? oldQuantity;
      if (!newPrice.recurring)
        throw invalidParam(`items[${i}][price]`, `The price ${newPrice.id} is not recurring.`);
      if (newPrice.recurring.interval !== oldPrice.recurring?.interval) {
        // A new interval restarts the billing period now, as Stripe does.
        item.current_period_start = now;
        item.current_period_end = addInterval(
          now,
          newPrice.recurring.interval,
          newPrice.recurring.interval_count,
        );
      }
      item.price = newPrice;
      item.plan = planOf(newPrice);
      item.quantity = newQuantity;
      if (subscription.status === 'active' && proration !== 'none') {
        const span = item.current_period_end - item.current_period_start;
        const remaining = span > 0 ? Math.max(0, item.current_period_end - now) / span : 0;
        const unused = -Math.round((oldPrice.unit_amount ?? 0) * oldQuantity * remaining);
        const remainingCost = Math.round((newPrice.unit_amount ?? 0) * newQuantity * remaining);
        const base = {
          quantity: newQuantity,
          periodStart: now,
          periodEnd: item.current_period_end,
          subscriptionItem: item.id,
          proration: true,
        };
        prorations.push(
          {
            ...base,
            description: `Unused time on ${this.productName(oldPrice)}`,
            amount: unused,
            price: oldPrice,
          },
          {
            ...base,
            description: `Remaining time on ${this.productName(newPrice)}`,
            amount: remainingCost,
            price: newPrice,
          },
        );
      }
    });
    if (itemChanges.length > 0 && subscription.items.data.length === 0) {
      throw invalidParam('items', 'A subscription needs at least one item.');
    }
    if (subscription.cancel_at_period_end) subscription.cancel_at = this.periodEnd(subscription);

    if (p.str('trial_end') === 'now' && subscription.status === 'trialing') {
      remember('trial_end');
      remember('status');
      subscription.trial_end = now;
      for (const item of subscription.items.data) item.current_period_end = now;
    }

    if (Object.keys(previous).length > 0)
      this.emit('customer.subscription.updated', subscription, previous, ctx.requestId);

    if (prorations.length > 0 && proration === 'always_invoice') {
      const total = prorations.reduce((sum, line) => sum + line.amount, 0);
      const customer = this.customer(String(subscription.customer));
      if (total > 0) {
        const invoice = this.createInvoice(
          customer,
          subscription,
          'subscription_update',
          prorations,
          now,
          now,
        );
        if (!this.payInvoice(invoice, this.defaultPaymentMethodOf(subscription))) {
          const before = { status: subscription.status };
          subscription.status = 'past_due';
          this.emit('customer.subscription.updated', subscription, before);
        }
      } else if (total < 0) {
        const before = { balance: customer.balance };
        customer.balance += total;
        this.emit('customer.updated', customer, before);
      }
    }
    if (
      subscription.status === 'trialing' &&
      subscription.trial_end !== null &&
      subscription.trial_end <= now
    ) {
      this.endTrial(subscription);
    }
    return subscription as unknown as Json;
  }

  // ---------------------------------------------------------------- hosted pages

  private registerPages(): void {
    const html = (body: string, status = 200): PageResponse => ({
      status,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body,
    });
    const redirect = (location: string): PageResponse => ({ status: 303, headers: { location }, body: '' });

    const checkoutInput = (session: Stripe.Checkout.Session, error?: string) => {
      const terms = this.sessionTerms.get(session.id)!;
      const lines: CheckoutLine[] = terms.lines.map((line) => ({
        name: line.description ?? '',
        amount: line.amount_total,
        currency: line.currency,
        quantity: line.quantity ?? 1,
        interval: line.price?.recurring?.interval ?? null,
      }));
      return {
        sessionId: session.id,
        lines,
        trialDays: terms.trialDays,
        cardOptional: this.cardOptional(session),
        cancelUrl: session.cancel_url,
        status: (session.status ?? 'open') as 'open' | 'complete' | 'expired',
        error,
      };
    };

    this.pages.push({
      method: 'GET',
      pattern: /^\/checkout\/(?<id>[^/]+)$/,
      handler: (match) => html(checkoutPage(checkoutInput(this.session(match.groups!.id!)))),
    });
    this.pages.push({
      method: 'POST',
      pattern: /^\/checkout\/(?<id>[^/]+)\/pay$/,
      handler: async (match, form) => {
        const session = this.session(match.groups!.id!);
        const field = (key: string) => (typeof form[key] === 'string' ? form[key] : '');
        try {
          const card =
            field('without_card') === 'true'
              ? null
              : this.readCard({
                  number: field('card_number'),
                  expiry: field('card_expiry'),
                  name: field('card_name') || null,
                });
          this.complete(session, card, field('email') || null);
        } catch (error) {
          if (!(error instanceof StripeApiError)) throw error;
          return html(checkoutPage(checkoutInput(session, error.message)), error.status);
        }
        // Webhooks reach the app before the browser does, so the success page sees the new state.
        await this.settle();
        return redirect((session.success_url ?? '/').replace('{CHECKOUT_SESSION_ID}', session.id));
      },
    });

    const portalSession = (match: RegExpExecArray) => {
      const session = this.state.portalSessions.get(match.groups!.id!);
      if (!session) throw noSuch('billing_portal.session', match.groups!.id!);
      return session;
    };
    const portalSubscription = (session: Stripe.BillingPortal.Session, form: FormMap) => {
      const subscription = this.subscription(String(form.subscription ?? ''), 'subscription');
      if (subscription.customer !== session.customer)
        throw noSuch('subscription', subscription.id, 'subscription');
      return subscription;
    };
    const portalFormContext = (form: FormMap): RequestContext => ({
      params: new Params(form),
      match: /x/.exec('x')!,
      requestId: newId('req'),
      idempotencyKey: null,
    });

    this.pages.push({
      method: 'GET',
      pattern: /^\/portal\/(?<id>[^/]+)$/,
      handler: (match, query) => {
        const session = portalSession(match);
        const customer = this.customer(session.customer);
        const current = [...this.state.subscriptions.values()].filter(
          (s) => s.customer === customer.id && s.status !== 'canceled' && s.status !== 'incomplete_expired',
        );
        // The card shown is the one the next payment uses: the customer's default, else the subscription's.
        const defaultPm =
          this.defaultPaymentMethodOfCustomer(customer) ??
          current.map((s) => this.defaultPaymentMethodOf(s)).find((pm) => pm !== null) ??
          null;
        const card = defaultPm ? this.state.paymentMethods.get(defaultPm)?.card : undefined;
        const subscriptions = current.map((s) => {
          const item = s.items.data[0]!;
          return {
            id: s.id,
            name: this.productName(item.price),
            status: s.status,
            amount: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
            currency: item.price.currency,
            interval: item.price.recurring?.interval ?? 'month',
            periodEnd: item.current_period_end,
            cancelAtPeriodEnd: s.cancel_at_period_end,
          };
        });
        return html(
          portalPage({
            sessionId: session.id,
            customerEmail: customer.email,
            returnUrl: session.return_url,
            subscriptions,
            card: card
              ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
              : null,
            notice: typeof query.notice === 'string' ? query.notice : undefined,
          }),
        );
      },
    });
    const portalAction = (
      path: string,
      act: (session: Stripe.BillingPortal.Session, form: FormMap) => string,
    ) =>
      this.pages.push({
        method: 'POST',
        pattern: new RegExp(`^/portal/(?<id>[^/]+)/${path}$`),
        handler: async (match, form) => {
          const session = portalSession(match);
          const notice = act(session, form);
          await this.settle();
          return redirect(`/portal/${session.id}?notice=${encodeURIComponent(notice)}`);
        },
      });
    portalAction('cancel', (session, form) => {
      const subscription = portalSubscription(session, form);
      this.updateSubscription(subscription, portalFormContext({ cancel_at_period_end: 'true' }));
      return 'Your subscription will be canceled at the end of the period.';
    });
    portalAction('renew', (session, form) => {
      const subscription = portalSubscription(session, form);
      this.updateSubscription(subscription, portalFormContext({ cancel_at_period_end: 'false' }));
      return 'Your subscription has been renewed.';
    });
    portalAction('payment-method', (session, form) => {
      const field = (key: string) => (typeof form[key] === 'string' ? form[key] : '');
      const customer = this.customer(session.customer);
      const { card, number } = this.readCard({
        number: field('card_number'),
        expiry: field('card_expiry'),
        name: null,
      });
      const pm = this.createPaymentMethod(card, number, null);
      this.attach(pm, customer.id);
      const before = { invoice_settings: clone(customer.invoice_settings) };
      customer.invoice_settings = { ...customer.invoice_settings, default_payment_method: pm.id };
      this.emit('customer.updated', customer, before);
      for (const subscription of this.state.subscriptions.values()) {
        if (subscription.customer !== customer.id || subscription.status === 'canceled') continue;
        this.updateSubscription(subscription, portalFormContext({ default_payment_method: pm.id }));
        const latest = subscription.latest_invoice
          ? this.state.invoices.get(String(subscription.latest_invoice))
          : undefined;
        // A past-due subscription retries its open invoice with the new card, as Stripe's portal does.
        if (
          subscription.status === 'past_due' &&
          latest?.status === 'open' &&
          this.payInvoice(latest, pm.id)
        ) {
          const previous = { status: subscription.status };
          subscription.status = 'active';
          this.emit('customer.subscription.updated', subscription, previous);
        }
      }
      return 'Your card has been updated.';
    });

    const invoiceOf = (match: RegExpExecArray) => {
      const invoice = this.state.invoices.get(match.groups!.id!);
      if (!invoice) throw noSuch('invoice', match.groups!.id!);
      return invoice;
    };
    this.pages.push({
      method: 'GET',
      pattern: /^\/invoices\/(?<id>[^/]+)$/,
      handler: (match) => {
        const invoice = invoiceOf(match);
        return html(invoicePage(this.invoiceDocument(invoice), invoice.invoice_pdf ?? ''));
      },
    });
    this.pages.push({
      method: 'GET',
      pattern: /^\/invoices\/(?<id>[^/]+)\/pdf$/,
      handler: (match) => {
        const invoice = invoiceOf(match);
        return {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `inline; filename="Invoice-${invoice.number ?? invoice.id}.pdf"`,
          },
          body: invoicePdf(this.invoiceDocument(invoice)),
        };
      },
    });
  }
}
