/**
 * The job queues and their payloads. Payloads carry ids; handlers re-read the rows and are safe to run
 * twice (DESIGN.md).
 */
export interface QueuePayloads {
  /** Deliver one row of mail_outbox. */
  mail: { outboxId: string };
  /** Make the thumb_, medium_ and large_ WebP variants of an uploaded image. */
  thumbnails: { key: string };
  /** Import the foods of one uploaded food file (a row of food_imports). */
  'food-imports': { importId: string };
  /** Import the recipes of one uploaded recipe file (a row of recipe_imports). */
  'recipe-imports': { importId: string };
  /** Send one push notification (a row of push_notifications) to the devices of its roles. */
  'push-notification': { notificationId: string };
  /** Hourly sweep: free trials whose trial_end has passed (SPEC §4). */
  'trial-expiry': Record<string, never>;
  /** Hourly sweep: students whose graduation date has come (SPEC §4). */
  'student-expiry': Record<string, never>;
  /** Hourly, on the embedded PGlite only: vacuum and analyze its tables (it has no autovacuum). */
  'database-upkeep': Record<string, never>;
  /** End a deleted member's billing at Stripe: cancel their subscriptions, delete the customer. */
  'stripe-customer-close': { customerId: string };
}

export type QueueName = keyof QueuePayloads;

export interface QueuePolicy {
  retryLimit: number;
  /** Seconds before the first retry; doubled on each further retry when `retryBackoff` is set. */
  retryDelay: number;
  retryBackoff: boolean;
  /** Seconds a job may run before it counts as failed. */
  expireInSeconds: number;
}

export const QUEUES: Record<QueueName, QueuePolicy> = {
  mail: { retryLimit: 10, retryDelay: 15, retryBackoff: true, expireInSeconds: 120 },
  thumbnails: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 },
  // A retry only follows a process that died mid-import (the handler records its own failures); it carries
  // on after the last chunk that committed.
  'food-imports': { retryLimit: 2, retryDelay: 10, retryBackoff: false, expireInSeconds: 900 },
  // Likewise: a retry carries on after the last recipe that committed.
  'recipe-imports': { retryLimit: 2, retryDelay: 10, retryBackoff: false, expireInSeconds: 1800 },
  // A retry skips every device already tried (push_deliveries), so nobody gets the message twice.
  'push-notification': { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 900 },
  // Sweeps are idempotent; a failed one is simply tried again, and the next hour's catches anything left.
  'trial-expiry': { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 600 },
  'student-expiry': { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 600 },
  // The next hour's run does the same work: a failed one is not tried again.
  'database-upkeep': { retryLimit: 0, retryDelay: 60, retryBackoff: false, expireInSeconds: 1800 },
  // A member's subscription must not go on billing: tried for about a day and a half (60 s doubling), then
  // dead-lettered (kept 30 days) for someone to look at; each failure is logged.
  'stripe-customer-close': { retryLimit: 11, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 },
};

/** Where a job goes after its last retry fails: `<queue>__dead`, kept for inspection and replay. */
export const deadLetterQueue = (queue: QueueName) => `${queue}__dead`;
