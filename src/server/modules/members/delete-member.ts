import { and, eq, inArray, isNotNull, ne, notInArray, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import { badRequest, notFound } from '../../app-error.ts';
import { forgetUser } from '../../auth/session-cache.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { recipes, uploads, users } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { maybeStripe } from '../../integrations/stripe/client.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { closeStripeCustomer } from '../billing/close-customer.ts';
import type { Actor } from '../../trpc/context.ts';
import { deleteFilesAfterCommit } from '../users/stored-files.ts';

export interface DeleteMemberContext {
  db: Database;
  storage: Storage;
  log: Logger;
  actor: Actor;
  config: Config;
  jobs: Pick<Jobs, 'send'>;
}

/** The attempt made while the admin waits: short, no retries; the job does the patient work. */
const INLINE_STRIPE = { timeout: 8_000, maxNetworkRetries: 0 } as const;

/**
 * Ends the member's billing at Stripe before their rows go (SPEC §7 "delete customers/{userId}"): their
 * subscriptions cancelled and the customer deleted. True when done; false when Stripe could not be reached
 * (or is not configured), and the deletion queues the `stripe-customer-close` job, which retries.
 */
async function closeBilling(ctx: DeleteMemberContext, customerId: string): Promise<boolean> {
  const stripe = await maybeStripe(ctx.config);
  if (!stripe) {
    ctx.log.error({ customerId }, 'a deleted member has a Stripe customer but STRIPE_SECRET_KEY is not set');
    return false;
  }
  try {
    await closeStripeCustomer(stripe, customerId, INLINE_STRIPE);
    return true;
  } catch (err) {
    ctx.log.warn({ err, customerId }, "a deleted member's Stripe billing is left to the job: Stripe failed");
    return false;
  }
}

/**
 * What a user owns beyond the rows that go with theirs by a cascading foreign key (sessions, login
 * records, credit history, auth tokens). Each step deletes its rows inside the deletion's transaction and
 * returns the storage keys of files that nothing refers to any more. A table added later whose rows are a
 * user's (goal, plans and their meals, subscription) adds its step here.
 */
type OwnedDataStep = (tx: Database, userId: string) => Promise<string[]>;

const OWNED_DATA: readonly OwnedDataStep[] = [
  // Their my recipes and the recipes still waiting for review go; their published recipes stay in the
  // catalogue, others' plans and saved lists using them, with no owner.
  async (tx, userId) => {
    const rows = await tx
      .delete(recipes)
      .where(
        and(eq(recipes.userId, userId), or(eq(recipes.isPrivate, true), ne(recipes.status, 'published'))),
      )
      .returning({ photoKey: recipes.photoKey });
    const keys = rows.flatMap((r) => (r.photoKey === null ? [] : [r.photoKey]));
    if (keys.length === 0) return [];
    // A customised copy someone else owns may show the same photo.
    const stillShown = await tx
      .select({ key: recipes.photoKey })
      .from(recipes)
      .where(inArray(recipes.photoKey, keys));
    return keys.filter((key) => !stillShown.some((row) => row.key === key));
  },
  // Uploads only lose their owner by foreign key; a deleted user's files go with them, but for the photos
  // of recipes that stay.
  async (tx, userId) => {
    const shown = tx.select({ key: recipes.photoKey }).from(recipes).where(isNotNull(recipes.photoKey));
    const rows = await tx
      .delete(uploads)
      .where(and(eq(uploads.createdBy, userId), notInArray(uploads.key, shown)))
      .returning({ key: uploads.key });
    return rows.map((r) => r.key);
  },
];

/**
 * Deletes another user and everything that is theirs: their Stripe billing ended, rows in one transaction
 * (goal, plans and meals, subscription mirror and payments go by cascading keys), then their files.
 */
export async function deleteMember(ctx: DeleteMemberContext, userId: string): Promise<void> {
  if (userId === ctx.actor.id) throw badRequest('cannotDeleteYourself');
  const [found] = await ctx.db
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  if (!found) throw notFound('userNotFound');
  // Outside the transaction: on the embedded PGlite a transaction holds the whole database.
  const closed = found.customerId !== null && (await closeBilling(ctx, found.customerId));
  const fileKeys = await ctx.db.transaction(async (tx) => {
    // Locked first, as a profile image change does, so the two take their locks in the same order.
    const [user] = await tx
      .select({ photo: users.photo, customerId: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound('userNotFound');
    // Billing not ended above (or a customer made meanwhile) is ended by a job that retries: the user
    // goes now, and their subscription does not go on billing.
    if (user.customerId !== null && !(closed && user.customerId === found.customerId))
      await ctx.jobs.send('stripe-customer-close', { customerId: user.customerId }, { db: tx });
    // The photo is always the user's own (users.setPhoto takes only their uploads), even if its upload row
    // has gone. The custom logo goes only through the uploads step: a student's logo is their
    // organisation's, shared with others, and stays.
    const keys = user.photo === null ? [] : [user.photo];
    for (const step of OWNED_DATA) keys.push(...(await step(tx, userId)));
    await tx.delete(users).where(eq(users.id, userId));
    forgetUser(userId);
    return keys;
  });
  forgetUser(userId); // their sessions went with them: none is answered from memory
  await deleteFilesAfterCommit(ctx, fileKeys);
}
