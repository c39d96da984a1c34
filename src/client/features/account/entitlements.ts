import { ROLE_LABELS } from '../../../shared/access.ts';
import {
  isSubscribed,
  isSubscriptionCurrent,
  type SubscriptionLike,
} from '../../../shared/billing/entitlements.ts';
import type { Me } from '../../../shared/schemas/auth.ts';

type Entitled = Pick<Me, 'role' | 'mealSlots' | 'freeTrial' | 'isStudent' | 'trialEnd' | 'expiredPopUp'>;

/** The user's subscription as the header needs it: status, period end and the plan's title. */
export type HeaderSubscription = SubscriptionLike & { planTitle: string | null };

/**
 * Whether the header shows the subscription as active: SPEC §6 subscribed status (src/shared/billing), the
 * rule the server enforces, from the synced subscription (billing.mySubscription) when the screen has it.
 */
export function hasActiveSubscription(
  user: Entitled,
  subscription: SubscriptionLike | null | undefined,
  now: Date,
): boolean {
  return isSubscribed(user, subscription, now);
}

/** The plan chip: what the user is on, in the words of their subscription's plan where there is one. */
export function planLabel(
  user: Entitled,
  subscription: HeaderSubscription | null | undefined,
  now: Date,
): string {
  if (user.role === 'admin') return ROLE_LABELS.admin;
  if (user.isStudent) return 'Student';
  if (subscription && isSubscriptionCurrent(subscription, now)) {
    if (subscription.status === 'trialing') return 'Free trial';
    return subscription.planTitle ?? 'Subscribed';
  }
  if (user.freeTrial) return 'Free trial';
  // Unlimited slots an administrator gave (or the demo accounts have), without a subscription.
  if (user.mealSlots < 0) return 'Unlimited access';
  return 'No plan';
}

/** The meal-slot chip: -1 means unlimited (SPEC §3). */
export function mealSlotsLabel(mealSlots: number): string {
  return mealSlots < 0 ? 'Unlimited' : String(mealSlots);
}

/**
 * SPEC §4: the free-trial-expired dialog opens when expiredPopUp is set and the trial has ended (trial_end
 * passed; the expiry job may not have cleared freeTrial yet), unless a subscription is running again.
 */
export function showsTrialExpired(
  user: Entitled,
  subscription: SubscriptionLike | null | undefined,
  now: Date,
): boolean {
  if (user.role === 'admin' || !user.expiredPopUp || user.trialEnd === null) return false;
  if (user.trialEnd.getTime() > now.getTime()) return false;
  return !(subscription && subscription.status !== 'trialing' && isSubscriptionCurrent(subscription, now));
}
