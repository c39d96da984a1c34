import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitBuckets } from '../db/schema/index.ts';

/** At most `max` events per `windowMs` for one subject (an IP address, an e-mail address, a user id). */
export interface RateLimit {
  /** Keeps the buckets of different limits apart: the key is `${name}:${subject}`. */
  name: string;
  max: number;
  windowMs: number;
}

const keyOf = (limit: RateLimit, subject: string) => `${limit.name}:${subject}`;

/**
 * Counts one event and says whether it is still within the limit. Fixed windows in Postgres: one upsert,
 * so instances sharing the database share the count and concurrent requests never lose an increment.
 */
export async function consumeRateLimit(
  db: Database,
  limit: RateLimit,
  subject: string,
  now = new Date(),
): Promise<boolean> {
  return (await countRateLimitEvent(db, limit, subject, now)) <= limit.max;
}

/** Counts one event and returns how many the subject's window now holds, this one included. */
export async function countRateLimitEvent(
  db: Database,
  limit: RateLimit,
  subject: string,
  now = new Date(),
): Promise<number> {
  const nextResetAt = new Date(now.getTime() + limit.windowMs);
  // Inside ON CONFLICT the table's name refers to the existing row; a window that has passed starts over.
  const expired = sql`${rateLimitBuckets.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key: keyOf(limit, subject), count: 1, resetAt: nextResetAt })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
        resetAt: sql`case when ${expired} then ${nextResetAt.toISOString()}::timestamptz else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({ count: rateLimitBuckets.count });
  return row!.count;
}

/** How many events the subject's current window holds (0 once the window has passed). */
export async function rateLimitCount(
  db: Database,
  limit: RateLimit,
  subject: string,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ count: rateLimitBuckets.count })
    .from(rateLimitBuckets)
    .where(and(eq(rateLimitBuckets.key, keyOf(limit, subject)), gt(rateLimitBuckets.resetAt, now)));
  return row?.count ?? 0;
}

/** Whether the limit is already used up, without counting anything. */
export async function isRateLimited(
  db: Database,
  limit: RateLimit,
  subject: string,
  now = new Date(),
): Promise<boolean> {
  return (await rateLimitCount(db, limit, subject, now)) >= limit.max;
}

/** Forgets the count of one subject (a successful login ends its run of failures). */
export async function clearRateLimit(db: Database, limit: RateLimit, subject: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, keyOf(limit, subject)));
}

/** Forgets the counts of every subject that starts with `prefix` (all the addresses of one account). */
export async function clearRateLimitsStartingWith(
  db: Database,
  limit: RateLimit,
  prefix: string,
): Promise<void> {
  const escaped = keyOf(limit, prefix).replace(/[\\%_]/g, (c) => `\\${c}`);
  await db.delete(rateLimitBuckets).where(like(rateLimitBuckets.key, `${escaped}%`));
}
