import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZLoginInput } from '../../../shared/schemas/auth.ts';
import { AppError } from '../../app-error.ts';
import { clearRateLimit, consumeRateLimit, isRateLimited } from '../../auth/rate-limit.ts';
import { users } from '../../db/schema/index.ts';
import type { Context } from '../../trpc/context.ts';
import { LOGIN_FAILURES_PER_ACCOUNT, loginAttemptsPerIp, passwordMatches } from './credentials.ts';
import { signedIn, type SignedIn } from './me.ts';
import { openSession } from './sign-in.ts';

/** Signs in with e-mail address and password. Pending accounts may sign in: they see the pending screen. */
export async function login(
  ctx: Context,
  input: z.infer<typeof ZLoginInput>,
  now = new Date(),
): Promise<SignedIn<'loggedIn'>> {
  const { email, password } = input;
  const withinIpLimit = await consumeRateLimit(ctx.db, loginAttemptsPerIp(ctx.config), ctx.ip, now);
  if (!withinIpLimit || (await isRateLimited(ctx.db, LOGIN_FAILURES_PER_ACCOUNT, email, now))) {
    ctx.log.warn({ email, ip: ctx.ip }, 'login refused: too many attempts');
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyLoginAttempts');
  }

  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  const matches = await passwordMatches(user, password);
  if (!user || !matches) {
    // Counted for unknown addresses too, so the answer never tells whether an account exists.
    await consumeRateLimit(ctx.db, LOGIN_FAILURES_PER_ACCOUNT, email, now);
    ctx.log.warn({ email, ip: ctx.ip }, 'login failed');
    throw new AppError('UNAUTHORIZED', 'invalidCredentials');
  }

  await clearRateLimit(ctx.db, LOGIN_FAILURES_PER_ACCOUNT, email);
  const session = await ctx.db.transaction((tx) => openSession(tx, ctx, user.id, now));
  ctx.sessionCookie.set(session.token, session.expiresAt);
  return signedIn(user, 'loggedIn');
}
