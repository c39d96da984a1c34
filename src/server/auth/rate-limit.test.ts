import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../tests/setup/test-db.ts';
import { rateLimitBuckets } from '../db/schema/index.ts';
import { clearRateLimit, consumeRateLimit, isRateLimited, type RateLimit } from './rate-limit.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database.db);
});

const MINUTE = 60 * 1000;
const limit: RateLimit = { name: 'test', max: 3, windowMs: 15 * MINUTE };
const start = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

describe('rate limits', () => {
  it('allows max events per window, then refuses until the window has passed', async () => {
    const db = database.db;
    expect(await isRateLimited(db, limit, 'a', start)).toBe(false);
    for (let i = 0; i < 3; i += 1) expect(await consumeRateLimit(db, limit, 'a', at(i))).toBe(true);
    expect(await isRateLimited(db, limit, 'a', at(3))).toBe(true);
    expect(await consumeRateLimit(db, limit, 'a', at(14))).toBe(false);

    // The window is fixed from the first event: at 15 minutes it starts over.
    expect(await isRateLimited(db, limit, 'a', at(15))).toBe(false);
    expect(await consumeRateLimit(db, limit, 'a', at(15))).toBe(true);
    expect(await consumeRateLimit(db, limit, 'a', at(16))).toBe(true);
  });

  it('keeps subjects and limits apart', async () => {
    const db = database.db;
    const other: RateLimit = { ...limit, name: 'other' };
    for (let i = 0; i < 4; i += 1) await consumeRateLimit(db, limit, 'a', start);
    expect(await isRateLimited(db, limit, 'a', start)).toBe(true);
    expect(await isRateLimited(db, limit, 'b', start)).toBe(false);
    expect(await isRateLimited(db, other, 'a', start)).toBe(false);
  });

  it('forgets a subject when cleared', async () => {
    const db = database.db;
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(db, limit, 'a', start);
    await clearRateLimit(db, limit, 'a');
    expect(await isRateLimited(db, limit, 'a', start)).toBe(false);
    expect(await db.$count(rateLimitBuckets)).toBe(0);
  });

  it('loses no count when requests arrive together', async () => {
    const db = database.db;
    const wide: RateLimit = { ...limit, max: 10 };
    const results = await Promise.all(
      Array.from({ length: 15 }, () => consumeRateLimit(db, wide, 'a', start)),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    const [bucket] = await db.select().from(rateLimitBuckets);
    expect(bucket).toMatchObject({ key: 'test:a', count: 15 });
  });
});
