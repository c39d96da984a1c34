import { eq } from 'drizzle-orm';
import { AppError, badRequest, notFound } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import { isCommonPassword } from '../../auth/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { consumeRateLimit, isRateLimited, type RateLimit } from '../../auth/rate-limit.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import type { Actor, Context } from '../../trpc/context.ts';

const MINUTE = 60 * 1000;

/** Wrong passwords for one account (keyed by e-mail address, known or not) before it is locked for a while. */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimit = {
  name: 'login-failures',
  max: 10,
  windowMs: 15 * MINUTE,
};
/**
 * Login attempts, right or wrong, from one address: slows down guessing across many accounts. How many
 * is the configuration's LOGIN_ATTEMPTS_PER_IP (50 unless set).
 */
export function loginAttemptsPerIp(config: Pick<Config, 'loginAttemptsPerIp'>): RateLimit {
  return { name: 'login-ip', max: config.loginAttemptsPerIp, windowMs: 15 * MINUTE };
}

export type SignedInContext = Context & { actor: Actor };

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against the user's hash, or against a throwaway hash when there is no such user,
 * so that an unknown address takes as long to refuse as a wrong password and reveals nothing.
 */
export async function passwordMatches(user: UserRow | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  const matches = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  return user !== undefined && matches;
}

export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest('commonPassword');
}

/** The signed-in user's row; the session outliving its user is a race with an admin's delete. */
export async function signedInUser(ctx: SignedInContext): Promise<UserRow> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.actor.id));
  if (!user) throw notFound('userNotFound');
  return user;
}

/**
 * Re-authentication for changing the e-mail address or password (SPEC §5). Failures count against the
 * same limit as failed logins: a stolen session must not become a way to guess the password.
 */
export async function verifyCurrentPassword(
  ctx: Context,
  user: UserRow,
  password: string,
  now: Date,
): Promise<void> {
  if (await isRateLimited(ctx.db, LOGIN_FAILURES_PER_ACCOUNT, user.email, now)) {
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyLoginAttempts');
  }
  if (!(await passwordMatches(user, password))) {
    await consumeRateLimit(ctx.db, LOGIN_FAILURES_PER_ACCOUNT, user.email, now);
    ctx.log.warn({ userId: user.id, ip: ctx.ip }, 'current password wrong');
    throw badRequest('currentPasswordWrong');
  }
}
