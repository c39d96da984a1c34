import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ZEmail, type ZRequestPasswordResetInput } from '../../../shared/schemas/auth.ts';
import { AppError, badRequest, notFound } from '../../app-error.ts';
import { consumeRateLimit, type RateLimit } from '../../auth/rate-limit.ts';
import { users } from '../../db/schema/index.ts';
import { queueMail } from '../../integrations/mail/outbox.ts';
import type { Context } from '../../trpc/context.ts';
import { issueToken, PASSWORD_RESET_TTL_MS } from './one-time-tokens.ts';

const HOUR = 60 * 60 * 1000;
export const RESET_REQUESTS_PER_EMAIL: RateLimit = { name: 'reset-email', max: 5, windowMs: HOUR };
export const RESET_REQUESTS_PER_IP: RateLimit = { name: 'reset-ip', max: 20, windowMs: HOUR };

/**
 * Mails a link to choose a new password. The form sends whatever was typed, and each way it can go wrong
 * has the specification's own message (SPEC §8), "no account" included.
 */
export async function requestPasswordReset(
  ctx: Context,
  input: z.infer<typeof ZRequestPasswordResetInput>,
  now = new Date(),
): Promise<{ messageKey: 'resetEmailSent' }> {
  if (input.email.trim() === '') throw badRequest('emailRequired');
  const parsed = ZEmail.safeParse(input.email);
  if (!parsed.success) throw badRequest('resetInvalidEmail');
  const email = parsed.data;

  // Counted before the lookup: the "no account" answer must not become a free way to list addresses.
  if (
    !(await consumeRateLimit(ctx.db, RESET_REQUESTS_PER_IP, ctx.ip, now)) ||
    !(await consumeRateLimit(ctx.db, RESET_REQUESTS_PER_EMAIL, email, now))
  ) {
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
  }

  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user) throw notFound('resetNoUser');

  try {
    await ctx.db.transaction(async (tx) => {
      const token = await issueToken(
        tx,
        { userId: user.id, email: user.email, purpose: 'password_reset', ttlMs: PASSWORD_RESET_TTL_MS },
        now,
      );
      await queueMail(tx, ctx.jobs, {
        to: user.email,
        template: 'passwordReset',
        data: {
          firstName: user.firstName,
          link: `${ctx.config.appUrl}/confirm-reset-password?token=${token}`,
        },
      });
    });
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'password reset mail could not be queued');
    // A message key as the error's message: the error formatter shows its text (SPEC §8 "else ...").
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'resetFailed', cause: err });
  }
  return { messageKey: 'resetEmailSent' };
}
