import { and, eq, lte, type SQL } from 'drizzle-orm';
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

/**
 * Changes every user matching `due` once: each in its own transaction, the condition checked again under the
 * row lock, so a second sweep running at the same time finds nothing left to do.
 */
async function sweep(
  db: Database,
  due: SQL | undefined,
  change: Parameters<typeof changeEntitlements>[2],
  reason: string,
  now: Date,
): Promise<number> {
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
      await changeEntitlements(tx, id, change, reason, now);
      return true;
    });
    if (done) changed += 1;
  }
  return changed;
}

/** At or after trial_end: freeTrial false, mealSlots and downloadCredits 0. Returns how many changed. */
export function expireTrials(db: Database, now: Date = new Date()): Promise<number> {
  const due = and(eq(users.freeTrial, true), lte(users.trialEnd, now));
  return sweep(db, due, { freeTrial: false, ...EXPIRED_CREDITS }, TRIAL_ENDED, now);
}

/** When gradDate is no longer in the future: isStudent false, mealSlots and downloadCredits 0. */
export function expireStudents(db: Database, now: Date = new Date()): Promise<number> {
  const due = and(eq(users.isStudent, true), lte(users.gradDate, dayOf(now)));
  return sweep(db, due, { isStudent: false, ...EXPIRED_CREDITS }, STUDENT_ENDED, now);
}
