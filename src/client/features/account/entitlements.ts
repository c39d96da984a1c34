import { ROLE_LABELS } from '../../../shared/access.ts';
import type { Me } from '../../../shared/schemas/auth.ts';

type Entitled = Pick<Me, 'role' | 'mealSlots' | 'freeTrial' | 'isStudent'>;

/**
 * Whether the header shows the subscription as active. Until billing lands this is only what the user row
 * says: unlimited meal slots (students, trials) or a running free trial. The billing issue replaces this
 * with the subscribed-status rule of SPEC §6 (an active provider subscription), ideally in src/shared/billing.
 */
export function hasActiveSubscription(user: Entitled): boolean {
  return user.role === 'admin' || user.mealSlots === -1 || user.freeTrial;
}

/** The plan chip: what the user is on. */
export function planLabel(user: Entitled): string {
  if (user.isStudent) return 'Student';
  if (user.freeTrial) return 'Free trial';
  return ROLE_LABELS[user.role];
}

/** The meal-slot chip: -1 means unlimited (SPEC §3). */
export function mealSlotsLabel(mealSlots: number): string {
  return mealSlots < 0 ? 'Unlimited' : String(mealSlots);
}
