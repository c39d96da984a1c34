import { and, eq } from 'drizzle-orm';
import type { Role } from '../../../shared/access.ts';
import { DEFAULT_BRAND_COLOR } from '../../../shared/brand.ts';
import { EXPIRED_CREDITS, isStudentExpired, STUDENT_CREDITS } from '../../../shared/billing/entitlements.ts';
import { badRequest, notFound } from '../../app-error.ts';
import { forgetUser } from '../../auth/session-cache.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';
import { changeEntitlements } from '../billing/credits.ts';
import { STUDENT_ENDED } from '../billing/expiry.ts';

export interface MembersContext {
  db: Database;
  actor: Actor;
}

/** Credit history's name for what an approved student claim grants. */
export const STUDENT_APPROVED = 'Student access approved';

/**
 * A pending account becomes active; approving an active one changes nothing and says the same. A student
 * claim (registration leaves it pending) earns its unlimited slots and credits here, once: only the call
 * that turns the account from pending to active grants them, and only while the graduation date is still
 * ahead (one that passed while the account waited is dropped, as the student expiry sweep would). An admin
 * who doubts the claim approves the account and refuses the claim: a plain member remains.
 */
export async function approveMember(
  ctx: MembersContext,
  userId: string,
  studentClaim: 'grant' | 'refuse' = 'grant',
  now = new Date(),
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [approved] = await tx
      .update(users)
      .set({ status: 'active', updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.status, 'pending')))
      .returning({ isStudent: users.isStudent, gradDate: users.gradDate });
    if (!approved) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!exists) throw notFound('userNotFound');
      return;
    }
    if (!approved.isStudent) return;
    if (studentClaim === 'refuse') {
      // Nothing of the claim stays: no organisation, its colour, or graduation date.
      await tx
        .update(users)
        .set({ isStudent: false, gradDate: null, organisationId: null, brandColor: DEFAULT_BRAND_COLOR })
        .where(eq(users.id, userId));
    } else if (isStudentExpired(approved, now)) {
      await changeEntitlements(tx, userId, { isStudent: false, ...EXPIRED_CREDITS }, STUDENT_ENDED, now);
    } else {
      await changeEntitlements(tx, userId, STUDENT_CREDITS, STUDENT_APPROVED, now);
    }
  });
  forgetUser(userId); // their open sessions see the new status at once
}

/** An admin cannot demote themselves: the product could be left with no admin at all. */
export async function setMemberRole(ctx: MembersContext, userId: string, role: Role): Promise<void> {
  if (userId === ctx.actor.id) throw badRequest('cannotChangeOwnRole');
  const [row] = await ctx.db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw notFound('userNotFound');
  forgetUser(userId); // their open sessions get the new role at once
}
