import { eq } from 'drizzle-orm';
import { AppError, badRequest, notFound } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import { isCommonPassword } from '../../auth/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import {
  clearRateLimit,
  clearRateLimitsStartingWith,
  consumeRateLimit,
  countRateLimitEvent,
  type RateLimit,
} from '../../auth/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import type { Actor, Context } from '../../trpc/context.ts';

const MINUTE = 60 * 1000;

/**
 * Login attempts on one account from one address since its last right password (keyed `email|ip`, the
 * typed address known or not): past these, that address may not try that account for the rest of the
 * window. Other addresses, the owner's among them, are not affected (decision 017). Attempts rather than
 * failures are counted, in one upsert before the password is checked, so parallel requests cannot slip
 * past the limit; a right password starts the count over.
 */
export const LOGIN_ATTEMPTS_PER_ACCOUNT_AND_IP: RateLimit = {
  name: 'login-pair',
  max: 10,
  windowMs: 15 * MINUTE,
};
/**
 * Wrong passwords for one account from anywhere. Never a lock: past a few, every further wrong answer is
 * held back a little longer (`failureDelayMs`), which slows the guesser and never the owner, whose right
 * password is answered at once.
 */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimit = {
  name: 'login-failures',
  max: Number.MAX_SAFE_INTEGER,
  windowMs: 15 * MINUTE,
};
const FAILURES_BEFORE_DELAY = 3;
const MAX_FAILURE_DELAY_MS = 5000;

/** How long to hold back the answer to the account's `failures`-th wrong password in its window. */
export function failureDelayMs(failures: number): number {
  if (failures <= FAILURES_BEFORE_DELAY) return 0;
  return Math.min(250 * 2 ** (failures - FAILURES_BEFORE_DELAY - 1), MAX_FAILURE_DELAY_MS);
}

/** Waits; tests pass one that records instead. */
export type Sleep = (ms: number) => Promise<void>;
export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const pairKey = (email: string, ip: string) => `${email}|${ip}`;

/** Counts an attempt on the account from this address; false when that address has used up its tries. */
export function consumeLoginAttemptOfPair(ctx: Context, email: string, now: Date): Promise<boolean> {
  return consumeRateLimit(ctx.db, LOGIN_ATTEMPTS_PER_ACCOUNT_AND_IP, pairKey(email, ctx.ip), now);
}

/** Counts a wrong password for the account (from anywhere) and returns the window's count. */
export function countLoginFailure(ctx: Context, email: string, now: Date): Promise<number> {
  return countRateLimitEvent(ctx.db, LOGIN_FAILURES_PER_ACCOUNT, email, now);
}

/** A right password from this address forgives its earlier attempts. */
export function forgetLoginAttemptsOfPair(ctx: Context, email: string): Promise<void> {
  return clearRateLimit(ctx.db, LOGIN_ATTEMPTS_PER_ACCOUNT_AND_IP, pairKey(email, ctx.ip));
}

/** A completed password reset proves the owner: every count against the account starts over. */
export async function forgetLoginFailuresOfAccount(db: Database, email: string): Promise<void> {
  await clearRateLimit(db, LOGIN_FAILURES_PER_ACCOUNT, email);
  await clearRateLimitsStartingWith(db, LOGIN_ATTEMPTS_PER_ACCOUNT_AND_IP, `${email}|`);
}

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

export async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw badRequest('commonPassword');
}

/** The signed-in user's row; the session outliving its user is a race with an admin's delete. */
export async function signedInUser(ctx: SignedInContext): Promise<UserRow> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.actor.id));
  if (!user) throw notFound('userNotFound');
  return user;
}

/**
 * Re-authentication for changing the e-mail address or password (SPEC §5). Failures count against the
 * same limits as failed logins: a stolen session must not become a way to guess the password.
 */
export async function verifyCurrentPassword(
  ctx: Context,
  user: UserRow,
  password: string,
  now: Date,
): Promise<void> {
  if (!(await consumeLoginAttemptOfPair(ctx, user.email, now))) {
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyLoginAttempts');
  }
  if (!(await passwordMatches(user, password))) {
    await countLoginFailure(ctx, user.email, now);
    ctx.log.warn({ userId: user.id, ip: ctx.ip }, 'current password wrong');
    throw badRequest('currentPasswordWrong');
  }
  await forgetLoginAttemptsOfPair(ctx, user.email);
}
