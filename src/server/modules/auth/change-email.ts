import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZChangeEmailInput } from '../../../shared/schemas/auth.ts';
import { conflict } from '../../app-error.ts';
import { forgetUser } from '../../auth/session-cache.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema/index.ts';
import { signedInUser, verifyCurrentPassword, type SignedInContext } from './credentials.ts';
import { queueVerificationMail } from './send-verification-email.ts';

/**
 * Changes the sign-in address after re-authentication (SPEC §5). The new address is unverified until the
 * link mailed to it is used.
 */
export async function changeEmail(
  ctx: SignedInContext,
  input: z.infer<typeof ZChangeEmailInput>,
  now = new Date(),
): Promise<{ messageKey: 'emailUpdated' }> {
  const user = await signedInUser(ctx);
  await verifyCurrentPassword(ctx, user, input.currentPassword, now);
  // Re-entering the current address changes nothing, and must not undo its verification.
  if (input.newEmail === user.email) return { messageKey: 'emailUpdated' };

  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.newEmail), ne(users.id, user.id)));
  if (taken) throw conflict('userAlreadyExists');
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ email: input.newEmail, emailVerifiedAt: null, updatedAt: now })
        .where(eq(users.id, user.id));
      await queueVerificationMail(tx, ctx, { ...user, email: input.newEmail }, now);
    });
    forgetUser(user.id); // the address their sessions know
  } catch (err) {
    // Someone registered the address between the check and the update.
    if (isUniqueViolation(err)) throw conflict('userAlreadyExists');
    throw err;
  }
  return { messageKey: 'emailUpdated' };
}
