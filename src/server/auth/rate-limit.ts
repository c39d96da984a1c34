import { and, eq, gt, sql } from 'drizzle-orm';
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
  return row!.count <= limit.max;
}

/** Whether the limit is already used up, without counting anything. */
export async function isRateLimited(
  db: Database,
  limit: RateLimit,
  subject: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimitBuckets.count })
    .from(rateLimitBuckets)
    .where(and(eq(rateLimitBuckets.key, keyOf(limit, subject)), gt(rateLimitBuckets.resetAt, now)));
  return row !== undefined && row.count >= limit.max;
}

/** Forgets the count of one subject (a successful login ends its run of failures). */
export async function clearRateLimit(db: Database, limit: RateLimit, subject: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, keyOf(limit, subject)));
}
