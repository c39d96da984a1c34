/**
 * Builders for the objects the fake Stripe API returns, typed with the installed SDK's own types (stripe@23,
 * API version 2026-10-28) so every field sits where that API version puts it: a subscription's period on
 * its items, an invoice's subscription under `parent.subscription_details`, and so on.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export type Metadata = Record<string, string>;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Stripe-looking ids: a type prefix and 24 random characters, e.g. `cus_Qh3...`. */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let out = '';
  for (const b of bytes) out += ID_ALPHABET[b % ID_ALPHABET.length];
  return `${prefix}_${out}`;
}

export function decimal(amount: number): Stripe.Decimal {
  return Stripe.Decimal.from(String(amount));
}

export function listOf<T>(data: T[], url: string, hasMore = false): Stripe.ApiList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

export function customerObject(input: {
  created: number;
  email: string | null;
  name: string | null;
  phone: string | null;
  description: string | null;
  metadata: Metadata;
}): Stripe.Customer {
  return {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: input.created,
    currency: null,
    customer_account: null,
    default_source: null,
    delinquent: false,
    description: input.description,
    discount: null,
    email: input.email,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: input.metadata,
    name: input.name,
    next_invoice_sequence: 1,
    phone: input.phone,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function productObject(input: {
  id?: string;
  created: number;
  name: string;
  active: boolean;
  description: string | null;
  metadata: Metadata;
}): Stripe.Product {
  return {
    id: input.id ?? newId('prod'),
    object: 'product',
    active: input.active,
    created: input.created,
    default_price: null,
    description: input.description,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: input.metadata,
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: input.created,
    url: null,
  };
}

export function priceObject(input: {
  created: number;
  product: string;
  currency: string;
  unitAmount: number;
  recurring: { interval: Stripe.Price.Recurring.Interval; intervalCount: number } | null;
  active: boolean;
  nickname: string | null;
  lookupKey: string | null;
  metadata: Metadata;
}): Stripe.Price {
  return {
    id: newId('price'),
    object: 'price',
    active: input.active,
    billing_scheme: 'per_unit',
    created: input.created,
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey,
    metadata: input.metadata,
    nickname: input.nickname,
    product: input.product,
    recurring: input.recurring
      ? {
          interval: input.recurring.interval,
          interval_count: input.recurring.intervalCount,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: input.recurring ? 'recurring' : 'one_time',
    unit_amount: input.unitAmount,
    unit_amount_decimal: decimal(input.unitAmount),
  };
}

/** The legacy `plan` every subscription item still carries, derived from its recurring price. */
export function planOf(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export function checkoutLineItem(
  price: Stripe.Price,
  quantity: number,
  description: string,
): Stripe.LineItem {
  const amount = (price.unit_amount ?? 0) * quantity;
  return {
    id: newId('li'),
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: price.currency,
    description,
    metadata: {},
    price,
    quantity,
  };
}

export function checkoutSessionObject(input: {
  created: number;
  mode: Stripe.Checkout.Session.Mode;
  customer: string | null;
  customerEmail: string | null;
  currency: string;
  amountTotal: number;
  successUrl: string | null;
  cancelUrl: string | null;
  metadata: Metadata;
  allowPromotionCodes: boolean | null;
  paymentMethodCollection: Stripe.Checkout.Session.PaymentMethodCollection | null;
  customerCreation: Stripe.Checkout.Session.CustomerCreation | null;
  clientReferenceId: string | null;
  baseUrl: string;
}): Stripe.Checkout.Session {
  const id = newId('cs_test');
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: input.allowPromotionCodes,
    allowed_payment_method_types: null,
    amount_subtotal: input.amountTotal,
    amount_total: input.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: input.created,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: input.customer,
    customer_account: null,
    customer_creation: input.customerCreation,
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.created + 24 * 60 * 60,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: input.metadata,
    mode: input.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: input.paymentMethodCollection,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `${input.baseUrl}/checkout/${id}`,
    wallet_options: null,
  };
}

export function subscriptionItemObject(input: {
  created: number;
  subscription: string;
  price: Stripe.Price;
  quantity: number;
  periodStart: number;
  periodEnd: number;
}): Stripe.SubscriptionItem {
  return {
    id: newId('si'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: input.created,
    current_period_end: input.periodEnd,
    current_period_start: input.periodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(input.price),
    price: input.price,
    quantity: input.quantity,
    subscription: input.subscription,
    tax_rates: [],
  };
}

export function subscriptionObject(input: {
  id: string;
  created: number;
  customer: string;
  currency: string;
  items: Stripe.SubscriptionItem[];
  status: Stripe.Subscription.Status;
  trialStart: number | null;
  trialEnd: number | null;
  billingCycleAnchor: number;
  defaultPaymentMethod: string | null;
  metadata: Metadata;
  missingPaymentMethod: Stripe.Subscription.TrialSettings.EndBehavior.MissingPaymentMethod;
}): Stripe.Subscription {
  return {
    id: input.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: input.billingCycleAnchor,
    billing_cycle_anchor_config: null,
    billing_mode: {
      flexible: { proration_discounts: 'included' },
      type: 'flexible',
      updated_at: input.created,
    },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: listOf(input.items, `/v1/subscription_items?subscription=${input.id}`),
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: input.created,
    status: input.status,
    test_clock: null,
    transfer_data: null,
    trial_end: input.trialEnd,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: input.missingPaymentMethod },
    },
    trial_start: input.trialStart,
  };
}

export interface InvoiceLineInput {
  description: string;
  amount: number;
  quantity: number;
  price: Stripe.Price;
  periodStart: number;
  periodEnd: number;
  subscriptionItem: string | null;
  proration: boolean;
}

export function invoiceObject(input: {
  created: number;
  customer: Stripe.Customer;
  subscription: Stripe.Subscription | null;
  billingReason: Stripe.Invoice.BillingReason;
  currency: string;
  lines: InvoiceLineInput[];
  periodStart: number;
  periodEnd: number;
  baseUrl: string;
}): Stripe.Invoice {
  const id = newId('in');
  const total = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const subscriptionId = input.subscription?.id ?? null;
  const lines: Stripe.InvoiceLineItem[] = input.lines.map((line) => ({
    id: newId('il'),
    object: 'line_item',
    amount: line.amount,
    currency: input.currency,
    description: line.description,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: id,
    livemode: false,
    metadata: {},
    parent: line.subscriptionItem
      ? {
          type: 'subscription_item_details',
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: line.proration,
            proration_details: { credited_items: null },
            subscription: subscriptionId,
            subscription_item: line.subscriptionItem,
          },
        }
      : null,
    period: { start: line.periodStart, end: line.periodEnd },
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: line.price.id, product: String(line.price.product) },
      unit_amount_decimal: line.price.unit_amount_decimal,
    },
    quantity: line.quantity,
    quantity_decimal: decimal(line.quantity),
    subscription: subscriptionId,
    subtotal: line.amount,
    taxes: [],
  }));
  const customer = input.customer;
  const sequence = customer.next_invoice_sequence ?? 1;
  customer.next_invoice_sequence = sequence + 1;
  return {
    id,
    object: 'invoice',
    account_country: 'AU',
    account_name: 'Fake Stripe test account',
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created: input.created,
    currency: input.currency,
    custom_fields: null,
    customer: customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: customer.email,
    customer_name: customer.name ?? null,
    customer_phone: customer.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `${input.baseUrl}/invoices/${id}`,
    invoice_pdf: `${input.baseUrl}/invoices/${id}/pdf`,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: listOf(lines, `/v1/invoices/${id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: `${customer.invoice_prefix ?? 'FAKE'}-${String(sequence).padStart(4, '0')}`,
    on_behalf_of: null,
    parent: input.subscription
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: {
            metadata: { ...input.subscription.metadata },
            subscription: input.subscription.id,
          },
        }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: input.periodEnd,
    period_start: input.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
}

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  name: string | null;
}

export function paymentMethodObject(input: {
  created: number;
  customer: string | null;
  card: CardDetails;
}): Stripe.PaymentMethod {
  return {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: null, email: null, name: input.card.name, phone: null, tax_id: null },
    card: {
      brand: input.card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: input.card.brand,
      exp_month: input.card.expMonth,
      exp_year: input.card.expYear,
      fingerprint: randomBytes(8).toString('hex'),
      funding: 'credit',
      generated_from: null,
      last4: input.card.last4,
      networks: { available: [input.card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: input.created,
    customer: input.customer,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

export function paymentIntentObject(input: {
  created: number;
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string | null;
  description: string | null;
  metadata: Metadata;
  receiptEmail: string | null;
}): Stripe.PaymentIntent {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    confirmation_method: 'automatic',
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    description: input.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: input.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: input.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_confirmation',
    transfer_group: null,
  };
}

export function portalSessionObject(input: {
  created: number;
  customer: string;
  returnUrl: string | null;
  baseUrl: string;
}): Stripe.BillingPortal.Session {
  const id = newId('bps');
  return {
    id,
    object: 'billing_portal.session',
    configuration: 'bpc_fake_default',
    created: input.created,
    customer: input.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: input.returnUrl,
    url: `${input.baseUrl}/portal/${id}`,
  };
}

/** A paid invoice's payment (API 2025-03-31 on: an invoice names its payment intents through these). */
export function invoicePaymentObject(input: {
  created: number;
  invoice: string;
  paymentIntent: string;
  amount: number;
  currency: string;
}): Stripe.InvoicePayment {
  return {
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: input.amount,
    amount_requested: input.amount,
    created: input.created,
    currency: input.currency,
    invoice: input.invoice,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: input.paymentIntent },
    status: 'paid',
    status_transitions: { canceled_at: null, paid_at: input.created },
  };
}

/** A card refund, which Stripe's test mode settles at once. */
export function refundObject(input: {
  created: number;
  amount: number;
  currency: string;
  charge: string | null;
  paymentIntent: string;
  customer: string | null;
  paymentMethod: string | null;
  reason: Stripe.Refund.Reason | null;
  metadata: Metadata;
}): Stripe.Refund {
  return {
    id: newId('re'),
    object: 'refund',
    amount: input.amount,
    balance_transaction: newId('txn'),
    charge: input.charge,
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    } as Stripe.Refund.DestinationDetails,
    metadata: input.metadata,
    payment_intent: input.paymentIntent,
    payment_method: input.paymentMethod,
    reason: input.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}
