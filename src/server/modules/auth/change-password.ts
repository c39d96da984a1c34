import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZChangePasswordInput } from '../../../shared/schemas/auth.ts';
import { hashPassword } from '../../auth/password.ts';
import { invalidateUserSessions } from '../../auth/sessions.ts';
import { users } from '../../db/schema/index.ts';
import {
  refuseCommonPassword,
  signedInUser,
  verifyCurrentPassword,
  type SignedInContext,
} from './credentials.ts';
import { retireTokens } from './one-time-tokens.ts';

/**
 * Changes the password after re-authentication (SPEC §5). The user's other sessions end; the one they are
 * using stays, so they are not signed out of the page they are on.
 */
export async function changePassword(
  ctx: SignedInContext,
  input: z.infer<typeof ZChangePasswordInput>,
  now = new Date(),
): Promise<{ messageKey: 'passwordUpdated' }> {
  const user = await signedInUser(ctx);
  await verifyCurrentPassword(ctx, user, input.currentPassword, now);
  await refuseCommonPassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await retireTokens(tx, user.id, 'password_reset', now);
    await invalidateUserSessions(tx, user.id, ctx.sessionId ?? undefined);
  });
  return { messageKey: 'passwordUpdated' };
}
