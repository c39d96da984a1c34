import { eq } from 'drizzle-orm';
import { creditChangeType, type Credits } from '../../../shared/billing/entitlements.ts';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { creditHistory, users, type UserRow } from '../../db/schema/index.ts';

/** Fields of the user that billing changes besides slots and credits. */
export interface EntitlementChange extends Partial<Credits> {
  freeTrial?: boolean;
  expiredPopUp?: boolean;
  trialEnd?: Date | null;
  isStudent?: boolean;
}

/**
 * The one place meal slots and download credits change (payments, trials, expiry, admin grants). It locks
 * the user row, writes the change and, when slots or credits moved, a credit-history row with the plan's
 * name. Run it inside the caller's transaction so the change and what caused it commit together.
 */
export async function changeEntitlements(
  tx: Database,
  userId: string,
  change: EntitlementChange | ((before: UserRow) => EntitlementChange),
  planName: string,
  now: Date = new Date(),
): Promise<{ before: UserRow; changed: boolean }> {
  const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!before) throw notFound('userNotFound');
  if (typeof change === 'function') change = change(before);
  const after: Credits = {
    mealSlots: change.mealSlots ?? before.mealSlots,
    downloadCredits: change.downloadCredits ?? before.downloadCredits,
  };
  const moved = after.mealSlots !== before.mealSlots || after.downloadCredits !== before.downloadCredits;
  await tx
    .update(users)
    .set({ ...change, ...after, updatedAt: now })
    .where(eq(users.id, userId));
  if (moved) {
    await tx.insert(creditHistory).values({
      userId,
      type: creditChangeType(before, after),
      planName,
      date: now,
    });
  }
  return { before, changed: moved };
}
