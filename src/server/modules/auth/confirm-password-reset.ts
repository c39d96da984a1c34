import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZConfirmPasswordResetInput } from '../../../shared/schemas/auth.ts';
import { badRequest } from '../../app-error.ts';
import { hashPassword } from '../../auth/password.ts';
import { invalidateUserSessions } from '../../auth/sessions.ts';
import { users } from '../../db/schema/index.ts';
import type { Context } from '../../trpc/context.ts';
import { forgetLoginFailuresOfAccount, refuseCommonPassword } from './credentials.ts';
import { consumeToken, retireTokens } from './one-time-tokens.ts';

/**
 * Sets a new password from a reset link. Every session of the account ends: whoever knew the old password
 * is signed out everywhere. The account's failed-login counts start over: the owner has proved who they are.
 */
export async function confirmPasswordReset(
  ctx: Context,
  input: z.infer<typeof ZConfirmPasswordResetInput>,
  now = new Date(),
): Promise<{ messageKey: 'passwordResetSuccessful' }> {
  await refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'password_reset', input.token, now);
    if (!token) throw badRequest('linkInvalid');
    // A link mailed to an address the account no longer has is not the owner's to use.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, token.userId), eq(users.email, token.email)))
      .returning({ id: users.id, email: users.email });
    if (!user) throw badRequest('linkInvalid');
    await forgetLoginFailuresOfAccount(tx, user.email);
    await retireTokens(tx, user.id, 'password_reset', now);
    await invalidateUserSessions(tx, user.id);
  });
  return { messageKey: 'passwordResetSuccessful' };
}
