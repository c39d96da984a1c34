import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/access.ts';
import { hasActiveSubscription, mealSlotsLabel, planLabel, showsTrialExpired } from './entitlements.ts';

const now = new Date('2026-03-10T12:00:00Z');
const past = new Date('2026-03-09T12:00:00Z');
const future = new Date('2026-03-11T12:00:00Z');

function user(role: Role, over: Partial<Parameters<typeof planLabel>[0]> = {}) {
  return {
    role,
    mealSlots: 0,
    freeTrial: false,
    isStudent: false,
    trialEnd: null,
    expiredPopUp: false,
    ...over,
  };
}
const sub = (status: string, currentPeriodEnd: Date | null = future, planTitle: string | null = 'Pro') => ({
  status,
  currentPeriodEnd,
  planTitle,
});

describe('the header chips', () => {
  it.each([
    ['admin', user('admin'), null, 'Admin', true],
    ['a professional with nothing', user('dietitian'), null, 'No plan', false],
    [
      'a professional with slots but no subscription',
      user('dietitian', { mealSlots: 3 }),
      null,
      'No plan',
      false,
    ],
    ['a member with slots', user('member', { mealSlots: 3 }), null, 'No plan', true],
    [
      'unlimited slots given by an admin',
      user('dietitian', { mealSlots: -1 }),
      null,
      'Unlimited access',
      true,
    ],
    ['a student', user('nutritionist', { mealSlots: -1, isStudent: true }), null, 'Student', true],
    [
      'a trialing subscriber',
      user('dietitian', { mealSlots: -1, freeTrial: true }),
      sub('trialing'),
      'Free trial',
      true,
    ],
    ['an active subscriber', user('naturopath', { mealSlots: 20 }), sub('active'), 'Pro', true],
    ['cancelled, period not over', user('dietitian', { mealSlots: 20 }), sub('canceled'), 'Pro', true],
    ['cancelled, period over', user('dietitian', { mealSlots: 20 }), sub('canceled', past), 'No plan', false],
    [
      'past due, period over',
      user('personal_trainer', { mealSlots: 5 }),
      sub('past_due', past),
      'No plan',
      false,
    ],
  ] as const)('%s', (_, who, subscription, label, active) => {
    expect(planLabel(who, subscription, now)).toBe(label);
    expect(hasActiveSubscription(who, subscription, now)).toBe(active);
  });

  it('counts -1 meal slots as unlimited', () => {
    expect(mealSlotsLabel(-1)).toBe('Unlimited');
    expect(mealSlotsLabel(4)).toBe('4');
  });
});

describe('the free-trial-expired dialog', () => {
  const expired = user('dietitian', { expiredPopUp: true, trialEnd: past, freeTrial: true });
  it.each([
    ['the trial ended and the flag is set', expired, null, true],
    ['the trial has not ended yet', { ...expired, trialEnd: future }, sub('trialing'), false],
    ['the flag was cleared', { ...expired, expiredPopUp: false }, null, false],
    ['no trial at all', { ...expired, trialEnd: null }, null, false],
    ['the trial turned into a paid subscription', expired, sub('active'), false],
    ['the trial subscription ended without a card', expired, sub('canceled', past), true],
    ['an admin', { ...expired, role: 'admin' as const }, null, false],
  ] as const)('%s', (_, who, subscription, shows) => {
    expect(showsTrialExpired(who, subscription, now)).toBe(shows);
  });
});
