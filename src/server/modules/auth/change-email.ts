import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZChangeEmailInput, ZVerifyEmailInput } from '../../../shared/schemas/auth.ts';
import { AppError, badRequest, conflict } from '../../app-error.ts';
import { consumeRateLimit, type RateLimit } from '../../auth/rate-limit.ts';
import { forgetUser } from '../../auth/session-cache.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema/index.ts';
import { queueMail } from '../../integrations/mail/outbox.ts';
import type { Context } from '../../trpc/context.ts';
import { fileLinkByProvenAddress } from '../clients/client-links.ts';
import { signedInUser, verifyCurrentPassword, type SignedInContext } from './credentials.ts';
import { consumeToken, EMAIL_CHANGE_TTL_MS, issueToken, retireTokens } from './one-time-tokens.ts';

/** Each request mails a stranger's address: enough for a typo or two, not enough to flood anyone. */
export const EMAIL_CHANGE_MAILS_PER_USER: RateLimit = {
  name: 'email-change-mail',
  max: 5,
  windowMs: 60 * 60 * 1000,
};

/**
 * Asks to change the sign-in address, after re-authentication (SPEC §5). Nothing changes yet: a link goes
 * to the new address, and the address changes when it is opened (confirmEmailChange), so nobody takes an
 * address they cannot read (decision 055). A newer request retires the links of the older ones; re-entering
 * the current address changes nothing, keeps its verification and cancels a pending change.
 */
export async function changeEmail(
  ctx: SignedInContext,
  input: z.infer<typeof ZChangeEmailInput>,
  now = new Date(),
): Promise<{ messageKey: 'emailChangeSent' | 'emailUpdated' }> {
  const user = await signedInUser(ctx);
  await verifyCurrentPassword(ctx, user, input.currentPassword, now);
  if (input.newEmail === user.email) {
    await retireTokens(ctx.db, user.id, 'email_change', now);
    return { messageKey: 'emailUpdated' };
  }
  if (!(await consumeRateLimit(ctx.db, EMAIL_CHANGE_MAILS_PER_USER, user.id, now))) {
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
  }
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.newEmail), ne(users.id, user.id)));
  if (taken) throw conflict('userAlreadyExists');

  await ctx.db.transaction(async (tx) => {
    await retireTokens(tx, user.id, 'email_change', now);
    const token = await issueToken(
      tx,
      { userId: user.id, email: input.newEmail, purpose: 'email_change', ttlMs: EMAIL_CHANGE_TTL_MS },
      now,
    );
    await queueMail(tx, ctx.jobs, {
      to: input.newEmail,
      template: 'confirmEmailChange',
      data: { firstName: user.firstName, link: `${ctx.config.appUrl}/profile?confirmEmail=${token}` },
    });
  });
  return { messageKey: 'emailChangeSent' };
}

/**
 * The link of the change mail, opened: the account takes the new address, verified (the link proved it),
 * its links to the old address die, a link to a professional waiting to be filed may be filed under the
 * client with the new address, and the old address is told. Public, as verifyEmail: the token is the proof.
 */
export async function confirmEmailChange(
  ctx: Pick<Context, 'db' | 'jobs'>,
  input: z.infer<typeof ZVerifyEmailInput>,
  now = new Date(),
): Promise<{ messageKey: 'emailUpdated' }> {
  let userId: string;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const token = await consumeToken(tx, 'email_change', input.token, now);
      if (!token) throw badRequest('linkInvalid');
      const [before] = await tx.select().from(users).where(eq(users.id, token.userId)).for('update');
      if (!before) throw badRequest('linkInvalid');
      await tx
        .update(users)
        .set({ email: token.email, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, before.id));
      await retireTokens(tx, before.id, 'email_verification', now);
      await fileLinkByProvenAddress(tx, before.id);
      await queueMail(tx, ctx.jobs, {
        to: before.email,
        template: 'emailChanged',
        data: { firstName: before.firstName, newEmail: token.email },
      });
      return before.id;
    });
  } catch (err) {
    // Another account took the address after the link was sent.
    if (isUniqueViolation(err)) throw conflict('userAlreadyExists');
    throw err;
  }
  forgetUser(userId); // the address their sessions know
  return { messageKey: 'emailUpdated' };
}
