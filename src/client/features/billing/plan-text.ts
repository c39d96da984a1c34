import type { Plan, PlanInterval, PriceTier, SubscriptionStatus } from '../../../shared/schemas/billing.ts';

/** "A$29.00", "$9.50" (USD), "NZ$5.00": an amount in minor units (cents), its currency always recognisable. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/**
 * The cents of a price as typed ("29", "29.5", "$29.95", "1,299.00"); NaN when it is not an amount, so the
 * schema's own message says what is wrong.
 */
export function centsOf(typed: string): number {
  const cleaned = typed.replace(/[\s,$]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The price as the form shows it again: "29.00". */
export function priceText(cents: number): string {
  return (cents / 100).toFixed(2);
}

const INTERVAL_WORDS: Record<PlanInterval, { label: string; per: string }> = {
  monthly: { label: 'Monthly', per: 'month' },
  yearly: { label: 'Yearly', per: 'year' },
};

/** "Monthly", "Yearly" or "One-off token". */
export function periodLabel(plan: Pick<Plan, 'kind' | 'recurring'>): string {
  if (plan.kind === 'token' || plan.recurring === null) return 'One-off token';
  return INTERVAL_WORDS[plan.recurring].label;
}

/** "A$29.00 / month", or the bare price of a one-off. */
export function priceWithPeriod(plan: Pick<Plan, 'kind' | 'recurring' | 'priceCents' | 'currency'>): string {
  const price = formatMoney(plan.priceCents, plan.currency);
  if (plan.kind === 'token' || plan.recurring === null) return price;
  return `${price} / ${INTERVAL_WORDS[plan.recurring].per}`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * What a payment of the plan grants (SPEC §4 Payment): a subscription sets the meal slots to its meals and
 * adds its downloads (0 downloads: unlimited); a token adds both.
 */
export function grantLines(plan: Pick<Plan, 'kind' | 'meals' | 'downloads'>): string[] {
  const downloads =
    plan.downloads === 0 && plan.kind === 'subscription'
      ? 'Unlimited downloads'
      : plural(plan.downloads, 'download', 'downloads');
  const meals = plural(plan.meals, 'meal plan slot', 'meal plan slots');
  return plan.kind === 'token' ? [`${meals} added`, `${downloads} added`] : [meals, downloads];
}

export const TIER_LABELS: Record<PriceTier, string> = {
  low: 'Low tier',
  moderate: 'Moderate tier',
  super: 'Super tier',
};

type StatusLabel = { text: string; variant: 'success' | 'accent' | 'destructive' | 'secondary' };

const NOT_COMPLETED: StatusLabel = { text: 'Not completed', variant: 'secondary' };

const STATUS_LABELS: Record<SubscriptionStatus, StatusLabel> = {
  active: { text: 'Active', variant: 'success' },
  trialing: { text: 'Free trial', variant: 'accent' },
  past_due: { text: 'Payment overdue', variant: 'destructive' },
  canceled: { text: 'Cancelled', variant: 'secondary' },
  unpaid: { text: 'Unpaid', variant: 'destructive' },
  paused: { text: 'Paused', variant: 'secondary' },
  incomplete: NOT_COMPLETED,
  incomplete_expired: NOT_COMPLETED,
};

/** The words and badge colour of a subscription's status (SPEC §3). */
export function statusLabel(status: SubscriptionStatus): StatusLabel {
  return STATUS_LABELS[status];
}

/** The meal-slot and credit counts: -1 means unlimited (SPEC §3). */
export function countLabel(count: number): string {
  return count < 0 ? 'Unlimited' : String(count);
}
