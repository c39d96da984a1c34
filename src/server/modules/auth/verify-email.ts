import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZVerifyEmailInput } from '../../../shared/schemas/auth.ts';
import { badRequest } from '../../app-error.ts';
import { users } from '../../db/schema/index.ts';
import type { Context } from '../../trpc/context.ts';
import { fileLinkByProvenAddress } from '../clients/client-links.ts';
import { consumeToken } from './one-time-tokens.ts';

/**
 * Marks the address verified when the link is valid and the account still has the address it was sent to.
 * A link to a professional waiting to be filed is then filed under the client with that address, if there
 * is exactly one (decision 055).
 */
export async function verifyEmail(
  ctx: Context,
  input: z.infer<typeof ZVerifyEmailInput>,
  now = new Date(),
): Promise<{ messageKey: 'emailVerified' }> {
  await ctx.db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'email_verification', input.token, now);
    if (!token) throw badRequest('linkInvalid');
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, token.userId), eq(users.email, token.email)))
      .returning({ id: users.id });
    if (!verified) throw badRequest('linkInvalid');
    await fileLinkByProvenAddress(tx, verified.id);
  });
  return { messageKey: 'emailVerified' };
}
