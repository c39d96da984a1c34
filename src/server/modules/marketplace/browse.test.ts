import { describe, expect, it } from 'vitest';
import { MARKETPLACE_PAGE_SIZE } from '../../../shared/schemas/marketplace.ts';
import { signedIn, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { marketplaceListings } from '../../db/schema/index.ts';

const env = useTestEnvironment();
const LISTINGS = 1_100;

/**
 * Words on more than a thousand listings are read by walking the sort's index instead of the full-text
 * index (browse.ts DENSE_MATCHES): the pages must be the same as sorting every match would give.
 */
describe('a search whose words most listings have', () => {
  it('pages the matches in the order asked for, with filters, as a sort of every match would', async () => {
    const owner = await signedIn(env, 'dietitian');
    const rows = Array.from({ length: LISTINGS }, (_, i) => ({
      userId: owner.user.id,
      name: `Quinoa week ${i}`,
      description: i % 3 === 0 ? 'With salmon' : 'With lentils',
      searchText: `Quinoa week ${i} ${i % 3 === 0 ? 'salmon' : 'lentils'}`,
      mealTags: i % 2 === 0 ? ['Lunch'] : ['Dinner'],
      energyKjPerDay: 6_000 + ((i * 37) % 4_000),
      days: 7,
      ratingCount: 1,
      ratingSum: 1 + (i % 5),
      ratingAverage: 1 + (i % 5),
      copies: (i * 7) % 50,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    }));
    await env.database.db.insert(marketplaceListings).values(rows);
    const viewer = await signedIn(env, 'nutritionist');
    const page = async (input: object) =>
      (await viewer.caller.marketplace.search(input)).items.map((item) => item.name);

    type Row = (typeof rows)[number];
    const byNewest = (a: Row, b: Row) => b.createdAt.getTime() - a.createdAt.getTime();
    const expected = (keep: (row: Row) => boolean, order: (a: Row, b: Row) => number, from: number) =>
      rows
        .filter(keep)
        .sort((a, b) => order(a, b) || byNewest(a, b))
        .slice(from, from + MARKETPLACE_PAGE_SIZE)
        .map((row) => row.name);

    const all = () => true;
    const bestRated = (a: Row, b: Row) => b.ratingAverage - a.ratingAverage;
    expect(await page({ query: 'quinoa' })).toEqual(expected(all, bestRated, 0));
    expect(await page({ query: 'quinoa', cursor: 3 })).toEqual(
      expected(all, bestRated, 2 * MARKETPLACE_PAGE_SIZE),
    );
    expect(await page({ query: 'quinoa', sort: 'newest' })).toEqual(expected(all, () => 0, 0));
    expect(await page({ query: 'quinoa', sort: 'mostCopied' })).toEqual(
      expected(all, (a, b) => b.copies - a.copies, 0),
    );
    const lunchesOver8000 = (row: Row) => row.mealTags.includes('Lunch') && row.energyKjPerDay >= 8_000;
    expect(await page({ query: 'quinoa', mealTags: ['Lunch'], minEnergyKj: 8_000 })).toEqual(
      expected(lunchesOver8000, bestRated, 0),
    );
    // Two common words together: fewer than a thousand have both, read from the full-text index.
    const salmon = (row: Row) => row.description === 'With salmon';
    expect(await page({ query: 'quinoa salmon', sort: 'newest' })).toEqual(expected(salmon, () => 0, 0));
    // A misspelt common word is corrected and read the same way.
    expect(await page({ query: 'quinoq' })).toEqual(expected(all, bestRated, 0));
  });
});
