import { describe, expect, it } from 'vitest';
import { creditCoveredUntil, creditCovers, DOWNLOAD_CREDIT_DAYS } from './download-credit.ts';

const day = 24 * 60 * 60 * 1000;
const takenAt = new Date('2026-01-01T10:00:00Z');
const at = (days: number) => new Date(takenAt.getTime() + days * day);

describe('what a download credit covers (decision 057)', () => {
  it.each([
    ['no credit ever taken', null, false, 0, false],
    ['the same day', takenAt, false, 0, true],
    ['a changed plan a day before the end', takenAt, false, DOWNLOAD_CREDIT_DAYS - 1, true],
    ['a changed plan at the end', takenAt, false, DOWNLOAD_CREDIT_DAYS, false],
    ['an unchanged plan long after', takenAt, true, 400, true],
  ] as const)('%s', (_, lastCreditAt, versionDownloadedSinceCredit, days, covered) => {
    expect(creditCovers({ lastCreditAt, versionDownloadedSinceCredit }, at(days))).toBe(covered);
  });

  it('covers DOWNLOAD_CREDIT_DAYS days', () => {
    expect(creditCoveredUntil(takenAt)).toEqual(at(30));
  });
});
