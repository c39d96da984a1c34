import { PROFESSIONALS, type Role } from '../access.ts';
import type { PlanKind, PriceTier, SubscriptionStatus } from '../schemas/billing.ts';

/**
 * SPEC §3, §4 and §6 entitlements as plain functions: the server enforces them, the browser previews them.
 * mealSlots and downloadCredits of -1 mean unlimited. See docs/decisions/021-billing-and-entitlements.md.
 */

export const UNLIMITED = -1;

export interface SubscriptionLike {
  status: SubscriptionStatus | string;
  currentPeriodEnd: Date | null;
}

/**
 * SPEC §4: active and trialing subscriptions are current; a canceled or past_due one still counts until
 * its period end has passed. Anything else (incomplete, unpaid, paused) is not.
 */
export function isSubscriptionCurrent(sub: SubscriptionLike | null | undefined, now: Date): boolean {
  if (!sub) return false;
  if (sub.status === 'active' || sub.status === 'trialing') return true;
  if (sub.status === 'canceled' || sub.status === 'past_due')
    return sub.currentPeriodEnd !== null && sub.currentPeriodEnd.getTime() > now.getTime();
  return false;
}

/** The calendar day of a moment in UTC, as yyyy-mm-dd (dates of the product are compared by day). */
export function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** SPEC §4: overdue when the due date is today or earlier. */
export function isOverdue(due: Date | null | undefined, now: Date): boolean {
  return due != null && dayOf(due) <= dayOf(now);
}

export interface EntitledUser {
  role: Role;
  mealSlots: number;
}

/**
 * SPEC §6 subscribed status: admin always; a member with a current subscription or meal slots (unlimited or
 * some left); a professional with unlimited meal slots (trial, student) or a current subscription.
 */
export function isSubscribed(
  user: EntitledUser,
  subscription: SubscriptionLike | null | undefined,
  now: Date,
): boolean {
  if (user.role === 'admin') return true;
  const current = isSubscriptionCurrent(subscription, now);
  if (user.role === 'member') return current || user.mealSlots !== 0;
  if (PROFESSIONALS.includes(user.role)) return current || user.mealSlots === UNLIMITED;
  return false;
}

/**
 * SPEC §6 price tiers. `tier` is the tier of the plan subscribed to (null with none). Unlimited (negative)
 * meal slots count as the moderate and super tiers, never as low; "moderate" is the moderate-or-super group
 * of the spec, so a super plan counts as moderate too.
 */
export function hasTier(
  user: { mealSlots: number; tier: PriceTier | null | undefined },
  wanted: PriceTier,
): boolean {
  const unlimited = user.mealSlots < 0;
  switch (wanted) {
    case 'low':
      return !unlimited && user.tier === 'low';
    case 'moderate':
      return unlimited || user.tier === 'moderate' || user.tier === 'super';
    case 'super':
      return unlimited || user.tier === 'super';
  }
}

/** May the user make one more meal plan, holding `used` plans now? (-1: unlimited.) */
export function hasFreeMealSlot(mealSlots: number, used: number): boolean {
  return mealSlots === UNLIMITED || used < mealSlots;
}

export interface Credits {
  mealSlots: number;
  downloadCredits: number;
}

export interface PlanGrant {
  kind: PlanKind;
  downloads: number;
  meals: number;
}

/**
 * SPEC §4 Payment: a subscription payment adds the plan's downloads to the credits (unlimited when the
 * plan grants 0) and sets the meal slots to the plan's meals. Unlimited credits left by a trial or a
 * student account do not carry over: the payment starts from 0. A one-off token adds its downloads and
 * meals on top of what the user has and never lowers anything.
 */
export function paymentGrant(current: Credits, plan: PlanGrant): Credits {
  const base = (n: number) => Math.max(n, 0);
  if (plan.kind === 'token') {
    const add = (have: number, more: number) => (have === UNLIMITED ? UNLIMITED : have + more);
    return {
      mealSlots: add(current.mealSlots, plan.meals),
      downloadCredits: add(current.downloadCredits, plan.downloads),
    };
  }
  return {
    mealSlots: plan.meals,
    downloadCredits: plan.downloads === 0 ? UNLIMITED : base(current.downloadCredits) + plan.downloads,
  };
}

export interface TrialFields {
  mealSlots: number;
  downloadCredits: number;
  freeTrial: boolean;
  expiredPopUp: boolean;
  trialEnd: Date;
}

/** SPEC §4: a trialing subscription sets unlimited slots and credits, the trial flags and its end. */
export function trialGrant(trialEnd: Date): TrialFields {
  return {
    mealSlots: UNLIMITED,
    downloadCredits: UNLIMITED,
    freeTrial: true,
    expiredPopUp: true,
    trialEnd,
  };
}

/** SPEC §4: at or after trial_end a free trial is over. */
export function isTrialExpired(user: { freeTrial: boolean; trialEnd: Date | null }, now: Date): boolean {
  return user.freeTrial && user.trialEnd !== null && user.trialEnd.getTime() <= now.getTime();
}

/** SPEC §4: a student stops being one when the graduation date (yyyy-mm-dd) is no longer in the future. */
export function isStudentExpired(user: { isStudent: boolean; gradDate: string | null }, now: Date): boolean {
  return user.isStudent && user.gradDate !== null && user.gradDate <= dayOf(now);
}

/** A student claim's graduation date is at most this many years ahead (issue 28: 2999 was taken). */
export const STUDENT_YEARS_AHEAD = 7;

/**
 * What is wrong with a claimed graduation date (yyyy-mm-dd), or null: it must be in the future (a date
 * today or earlier would expire at once, see isStudentExpired) and at most STUDENT_YEARS_AHEAD years from
 * today. Days are UTC days, as everywhere in billing; 29 February counts on to 1 March.
 */
export function gradDateProblem(gradDate: string, now: Date): 'notInFuture' | 'tooFarAhead' | null {
  const { earliest, latest } = gradDateRange(now);
  if (gradDate < earliest) return 'notInFuture';
  return gradDate > latest ? 'tooFarAhead' : null;
}

/** The first and last graduation dates (yyyy-mm-dd) a claim may give today: the form's date limits. */
export function gradDateRange(now: Date): { earliest: string; latest: string } {
  const day = (years: number, days: number) =>
    dayOf(new Date(Date.UTC(now.getUTCFullYear() + years, now.getUTCMonth(), now.getUTCDate() + days)));
  return { earliest: day(0, 1), latest: day(STUDENT_YEARS_AHEAD, 0) };
}

/** What an approved student claim grants (SPEC §5 and §9): unlimited slots and credits. */
export const STUDENT_CREDITS: Credits = { mealSlots: UNLIMITED, downloadCredits: UNLIMITED };

/** What an expired trial or studentship leaves: no slots, no credits. */
export const EXPIRED_CREDITS: Credits = { mealSlots: 0, downloadCredits: 0 };

/** Credit history's type for a change: more of either is an add, anything else a minus. */
export function creditChangeType(before: Credits, after: Credits): 'add' | 'minus' {
  const more = (b: number, a: number) => (a === UNLIMITED ? b !== UNLIMITED : b !== UNLIMITED && a > b);
  return more(before.mealSlots, after.mealSlots) || more(before.downloadCredits, after.downloadCredits)
    ? 'add'
    : 'minus';
}
