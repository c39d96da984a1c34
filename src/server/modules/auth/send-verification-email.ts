import { AppError } from '../../app-error.ts';
import { consumeRateLimit, type RateLimit } from '../../auth/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { queueMail } from '../../integrations/mail/outbox.ts';
import type { Context } from '../../trpc/context.ts';
import { signedInUser, type SignedInContext } from './credentials.ts';
import { EMAIL_VERIFICATION_TTL_MS, issueToken } from './one-time-tokens.ts';

/** Each one sends a mail: enough for a lost message or two, not enough to flood an inbox. */
export const VERIFICATION_MAILS_PER_USER: RateLimit = {
  name: 'verify-mail',
  max: 5,
  windowMs: 60 * 60 * 1000,
};

/**
 * Mails a link that verifies the user's current address. The Profile screen handles `?verify=`; the token
 * remembers the address, so a link to an address the user has since changed no longer verifies anything.
 */
export async function queueVerificationMail(
  db: Database,
  ctx: Pick<Context, 'jobs' | 'config'>,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  now: Date,
): Promise<void> {
  const token = await issueToken(
    db,
    { userId: user.id, email: user.email, purpose: 'email_verification', ttlMs: EMAIL_VERIFICATION_TTL_MS },
    now,
  );
  await queueMail(db, ctx.jobs, {
    to: user.email,
    template: 'verifyEmail',
    data: { firstName: user.firstName, link: `${ctx.config.appUrl}/profile?verify=${token}` },
  });
}

export async function sendVerificationEmail(
  ctx: SignedInContext,
  now = new Date(),
): Promise<{ messageKey: 'verificationEmailSent' }> {
  if (!(await consumeRateLimit(ctx.db, VERIFICATION_MAILS_PER_USER, ctx.actor.id, now))) {
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
  }
  const user = await signedInUser(ctx);
  await ctx.db.transaction((tx) => queueVerificationMail(tx, ctx, user, now));
  return { messageKey: 'verificationEmailSent' };
}
