import { and, eq, lte } from 'drizzle-orm';
import { dayOf, EXPIRED_CREDITS } from '../../../shared/billing/entitlements.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { changeEntitlements } from './credits.ts';

/**
 * The scheduled sweeps of SPEC §4. Each finds the users whose trial or studentship is over and changes
 * each one in its own transaction, re-checking the condition under the row lock: run twice, or on two
 * instances at once, every user is changed exactly once. A missed run is caught up by the next.
 */

export const TRIAL_ENDED = 'Free trial ended';
export const STUDENT_ENDED = 'Student access ended';

/** At or after trial_end: freeTrial false, mealSlots and downloadCredits 0. Returns how many changed. */
export async function expireTrials(db: Database, now: Date = new Date()): Promise<number> {
  const due = and(eq(users.freeTrial, true), lte(users.trialEnd, now));
  const candidates = await db.select({ id: users.id }).from(users).where(due);
  let changed = 0;
  for (const { id } of candidates) {
    const done = await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), due))
        .for('update');
      if (!still) return false;
      await changeEntitlements(tx, id, { freeTrial: false, ...EXPIRED_CREDITS }, TRIAL_ENDED, now);
      return true;
    });
    if (done) changed += 1;
  }
  return changed;
}

/** When gradDate is no longer in the future: isStudent false, mealSlots and downloadCredits 0. */
export async function expireStudents(db: Database, now: Date = new Date()): Promise<number> {
  const due = and(eq(users.isStudent, true), lte(users.gradDate, dayOf(now)));
  const candidates = await db.select({ id: users.id }).from(users).where(due);
  let changed = 0;
  for (const { id } of candidates) {
    const done = await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), due))
        .for('update');
      if (!still) return false;
      await changeEntitlements(tx, id, { isStudent: false, ...EXPIRED_CREDITS }, STUDENT_ENDED, now);
      return true;
    });
    if (done) changed += 1;
  }
  return changed;
}
