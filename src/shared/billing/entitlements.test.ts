import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../access.ts';
import {
  creditChangeType,
  gradDateProblem,
  hasFreeMealSlot,
  hasTier,
  isOverdue,
  isStudentExpired,
  isSubscribed,
  isSubscriptionCurrent,
  isTrialExpired,
  paymentGrant,
  trialGrant,
  type SubscriptionLike,
} from './entitlements.ts';

const now = new Date('2026-03-10T12:00:00Z');
const later = new Date('2026-03-20T00:00:00Z');
const earlier = new Date('2026-03-01T00:00:00Z');
const sub = (status: string, currentPeriodEnd: Date | null = later): SubscriptionLike => ({
  status,
  currentPeriodEnd,
});

describe('isSubscriptionCurrent (SPEC §4)', () => {
  it.each([
    ['active', later, true],
    ['trialing', later, true],
    ['active', earlier, true],
    ['canceled', later, true],
    ['canceled', earlier, false],
    ['canceled', null, false],
    ['past_due', later, true],
    ['past_due', earlier, false],
    ['incomplete', later, false],
    ['unpaid', later, false],
  ] as const)('%s until %s is current: %s', (status, end, current) => {
    expect(isSubscriptionCurrent(sub(status, end), now)).toBe(current);
  });

  it('a period ending this very moment is over', () => {
    expect(isSubscriptionCurrent(sub('canceled', now), now)).toBe(false);
  });

  it('no subscription is not current', () => {
    expect(isSubscriptionCurrent(null, now)).toBe(false);
  });
});

describe('isOverdue (SPEC §4: due today or earlier)', () => {
  it.each([
    [new Date('2026-03-10T23:59:00Z'), true],
    [new Date('2026-03-10T00:00:00Z'), true],
    [earlier, true],
    [new Date('2026-03-11T00:00:00Z'), false],
    [null, false],
  ])('due %s: %s', (due, overdue) => {
    expect(isOverdue(due, now)).toBe(overdue);
  });
});

describe('isSubscribed per role (SPEC §6)', () => {
  const professionals: Role[] = ['dietitian', 'personal_trainer', 'nutritionist', 'naturopath'];
  type Row = [Role, number, SubscriptionLike | null, boolean];
  const table: Row[] = [
    ['admin', 0, null, true],
    ['admin', 5, sub('canceled', earlier), true],
    ['member', 0, null, false],
    ['member', 3, null, true],
    ['member', -1, null, true],
    ['member', 0, sub('active'), true],
    ['member', 0, sub('canceled', later), true],
    ['member', 0, sub('canceled', earlier), false],
    ['member', 0, sub('past_due', earlier), false],
    ...professionals.flatMap((role): Row[] => [
      [role, 0, null, false],
      // Meal slots alone (not unlimited) do not make a professional subscribed.
      [role, 3, null, false],
      [role, -1, null, true],
      [role, 0, sub('active'), true],
      [role, 0, sub('trialing'), true],
      [role, 3, sub('past_due', later), true],
      [role, 3, sub('past_due', earlier), false],
      [role, 0, sub('canceled', earlier), false],
      [role, 0, sub('incomplete'), false],
    ]),
  ];
  it.each(table)('%s with mealSlots %s and %o: %s', (role, mealSlots, subscription, subscribed) => {
    expect(isSubscribed({ role, mealSlots }, subscription, now)).toBe(subscribed);
  });

  it('covers every role', () => {
    expect(new Set(table.map(([role]) => role))).toEqual(new Set(ROLES));
  });
});

describe('hasTier (SPEC §6: negative slots count as moderate and super, not low)', () => {
  it.each([
    [-1, null, { low: false, moderate: true, super: true }],
    [-1, 'low', { low: false, moderate: true, super: true }],
    [0, null, { low: false, moderate: false, super: false }],
    [3, 'low', { low: true, moderate: false, super: false }],
    [3, 'moderate', { low: false, moderate: true, super: false }],
    [3, 'super', { low: false, moderate: true, super: true }],
  ] as const)('mealSlots %s on a %s plan', (mealSlots, tier, expected) => {
    expect({
      low: hasTier({ mealSlots, tier }, 'low'),
      moderate: hasTier({ mealSlots, tier }, 'moderate'),
      super: hasTier({ mealSlots, tier }, 'super'),
    }).toEqual(expected);
  });
});

describe('paymentGrant (SPEC §4 Payment)', () => {
  const plan = (downloads: number, meals: number, kind: 'subscription' | 'token' = 'subscription') => ({
    kind,
    downloads,
    meals,
  });
  it.each([
    [
      'adds downloads, sets slots',
      { mealSlots: 2, downloadCredits: 4 },
      plan(10, 5),
      { mealSlots: 5, downloadCredits: 14 },
    ],
    [
      'slots go down to the plan',
      { mealSlots: 9, downloadCredits: 0 },
      plan(1, 3),
      { mealSlots: 3, downloadCredits: 1 },
    ],
    [
      '0 downloads is unlimited',
      { mealSlots: 0, downloadCredits: 7 },
      plan(0, 5),
      { mealSlots: 5, downloadCredits: -1 },
    ],
    [
      'trial unlimited does not carry over',
      { mealSlots: -1, downloadCredits: -1 },
      plan(10, 5),
      { mealSlots: 5, downloadCredits: 10 },
    ],
    [
      'token adds both',
      { mealSlots: 2, downloadCredits: 1 },
      plan(3, 1, 'token'),
      { mealSlots: 3, downloadCredits: 4 },
    ],
    [
      'token keeps unlimited',
      { mealSlots: -1, downloadCredits: -1 },
      plan(3, 1, 'token'),
      { mealSlots: -1, downloadCredits: -1 },
    ],
  ])('%s', (_name, current, grantPlan, expected) => {
    expect(paymentGrant(current, grantPlan)).toEqual(expected);
  });
});

describe('trialGrant (SPEC §4)', () => {
  it('sets unlimited slots and credits, the flags and trial_end', () => {
    expect(trialGrant(later)).toEqual({
      mealSlots: -1,
      downloadCredits: -1,
      freeTrial: true,
      expiredPopUp: true,
      trialEnd: later,
    });
  });
});

describe('expiry (SPEC §4)', () => {
  it.each([
    [true, earlier, true],
    [true, now, true],
    [true, later, false],
    [false, earlier, false],
    [true, null, false],
  ])('trial %s ending %s is expired: %s', (freeTrial, trialEnd, expired) => {
    expect(isTrialExpired({ freeTrial, trialEnd }, now)).toBe(expired);
  });

  it.each([
    [true, '2026-03-09', true],
    [true, '2026-03-10', true],
    [true, '2026-03-11', false],
    [false, '2026-01-01', false],
    [true, null, false],
  ])('student %s graduating %s is expired: %s', (isStudent, gradDate, expired) => {
    expect(isStudentExpired({ isStudent, gradDate }, now)).toBe(expired);
  });

  it.each([
    ['2026-03-09', 'notInFuture'],
    ['2026-03-10', 'notInFuture'],
    ['2026-03-11', null],
    ['2029-03-10', null],
    ['2033-03-10', null],
    ['2033-03-11', 'tooFarAhead'],
    ['2034-03-10', 'tooFarAhead'],
    ['2999-06-30', 'tooFarAhead'],
  ] as const)('a claimed graduation on %s has problem %s', (gradDate, problem) => {
    expect(gradDateProblem(gradDate, now)).toBe(problem);
  });

  it('counts 7 years from 29 February to 1 March', () => {
    const leapDay = new Date('2028-02-29T08:00:00Z');
    expect(gradDateProblem('2035-03-01', leapDay)).toBeNull();
    expect(gradDateProblem('2035-03-02', leapDay)).toBe('tooFarAhead');
  });
});

describe('hasFreeMealSlot and creditChangeType', () => {
  it.each([
    [-1, 100, true],
    [3, 2, true],
    [3, 3, false],
    [0, 0, false],
  ])('slots %s with %s used: %s', (slots, used, free) => {
    expect(hasFreeMealSlot(slots, used)).toBe(free);
  });

  it.each([
    [{ mealSlots: 0, downloadCredits: 0 }, { mealSlots: -1, downloadCredits: -1 }, 'add'],
    [{ mealSlots: -1, downloadCredits: -1 }, { mealSlots: 0, downloadCredits: 0 }, 'minus'],
    [{ mealSlots: -1, downloadCredits: -1 }, { mealSlots: 5, downloadCredits: 10 }, 'minus'],
    [{ mealSlots: 2, downloadCredits: 3 }, { mealSlots: 2, downloadCredits: 8 }, 'add'],
    [{ mealSlots: 5, downloadCredits: 3 }, { mealSlots: 2, downloadCredits: 3 }, 'minus'],
  ] as const)('%o -> %o is %s', (before, after, type) => {
    expect(creditChangeType(before, after)).toBe(type);
  });
});
