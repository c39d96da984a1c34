import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZLoginInput } from '../../../shared/schemas/auth.ts';
import { AppError } from '../../app-error.ts';
import { consumeRateLimit } from '../../auth/rate-limit.ts';
import { users } from '../../db/schema/index.ts';
import type { Context } from '../../trpc/context.ts';
import {
  consumeLoginAttemptOfPair,
  countLoginFailure,
  failureDelayMs,
  forgetLoginAttemptsOfPair,
  loginAttemptsPerIp,
  passwordMatches,
  sleep,
  type Sleep,
} from './credentials.ts';
import { signedIn, type SignedIn } from './me.ts';
import { openSession } from './sign-in.ts';

/**
 * Signs in with e-mail address and password. Pending accounts may sign in: they see the pending screen.
 * Guessing is slowed where it happens (decision 017): an address that keeps getting one account's
 * password wrong is refused for that account, wrong answers come back later the more an account collects,
 * and the owner's right password from another address is never held back.
 */
export async function login(
  ctx: Context,
  input: z.infer<typeof ZLoginInput>,
  now = new Date(),
  wait: Sleep = sleep,
): Promise<SignedIn<'loggedIn'>> {
  const { email, password } = input;
  const withinIpLimit = await consumeRateLimit(ctx.db, loginAttemptsPerIp(ctx.config), ctx.ip, now);
  // Refused before the password is checked: past the limit the answer must not tell a right guess.
  if (!withinIpLimit || !(await consumeLoginAttemptOfPair(ctx, email, now))) {
    ctx.log.warn({ email, ip: ctx.ip }, 'login refused: too many attempts');
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyLoginAttempts');
  }

  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  const matches = await passwordMatches(user, password);
  if (!user || !matches) {
    // Counted for unknown addresses too, so the answer never tells whether an account exists.
    const failures = await countLoginFailure(ctx, email, now);
    ctx.log.warn({ email, ip: ctx.ip, failures }, 'login failed');
    await wait(failureDelayMs(failures));
    throw new AppError('UNAUTHORIZED', 'invalidCredentials');
  }

  await forgetLoginAttemptsOfPair(ctx, email);
  const session = await ctx.db.transaction((tx) => openSession(tx, ctx, user.id, now));
  ctx.sessionCookie.set(session.token, session.expiresAt);
  return signedIn(user, 'loggedIn');
}
