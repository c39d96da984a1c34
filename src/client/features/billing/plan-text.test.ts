import { describe, expect, it } from 'vitest';
import { centsOf, grantLines, periodLabel, priceText, priceWithPeriod } from './plan-text.ts';

describe('prices', () => {
  it.each([
    ['29', 2900],
    ['29.5', 2950],
    ['29.95', 2995],
    ['$1,299.00', 129900],
    [' 0.50 ', 50],
  ])('reads "%s" as %i cents', (typed, cents) => {
    expect(centsOf(typed)).toBe(cents);
  });
  it.each(['', 'abc', '29.999', '-5', '1.2.3'])('refuses "%s"', (typed) => {
    expect(centsOf(typed)).toBeNaN();
  });
  it('shows them again as typed and with their period', () => {
    expect(priceText(2950)).toBe('29.50');
    const monthly = {
      kind: 'subscription',
      recurring: 'monthly',
      priceCents: 1950,
      currency: 'aud',
    } as const;
    expect(priceWithPeriod(monthly)).toBe('A$19.50 / month');
    expect(priceWithPeriod({ ...monthly, recurring: 'yearly' })).toBe('A$19.50 / year');
    expect(priceWithPeriod({ ...monthly, kind: 'token', recurring: null })).toBe('A$19.50');
    expect(periodLabel({ kind: 'token', recurring: null })).toBe('One-off token');
  });
});

describe('what a plan grants', () => {
  it('a subscription with 0 downloads grants unlimited downloads', () => {
    expect(grantLines({ kind: 'subscription', meals: 20, downloads: 0 })).toEqual([
      '20 meal plan slots',
      'Unlimited downloads',
    ]);
    expect(grantLines({ kind: 'subscription', meals: 1, downloads: 1 })).toEqual([
      '1 meal plan slot',
      '1 download',
    ]);
  });
  it('a token adds to what the user has', () => {
    expect(grantLines({ kind: 'token', meals: 1, downloads: 2 })).toEqual([
      '1 meal plan slot added',
      '2 downloads added',
    ]);
  });
});
