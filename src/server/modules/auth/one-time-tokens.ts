import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authTokens } from '../../db/schema/index.ts';

export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** A requested change of address waits this long for its link to be opened (the address changes then). */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** The row's id: a leaked table holds no usable link. */
function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** Issues a single-use link token (160 random bits) for `email`; returns the token, which is never stored. */
export async function issueToken(
  db: Database,
  grant: { userId: string; email: string; purpose: TokenPurpose; ttlMs: number },
  now: Date,
): Promise<string> {
  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
  await db.insert(authTokens).values({
    id: hashToken(token),
    userId: grant.userId,
    email: grant.email,
    purpose: grant.purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + grant.ttlMs),
  });
  return token;
}

/**
 * Uses a token up: marks it used and returns who it was for, or null when it is unknown, used, expired or
 * for another purpose. One conditional update, so two requests racing with the same link cannot both win.
 */
export async function consumeToken(
  db: Database,
  purpose: TokenPurpose,
  token: string,
  now: Date,
): Promise<{ userId: string; email: string } | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.id, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId, email: authTokens.email });
  return row ?? null;
}

/** Ends every outstanding token of one purpose for a user (older reset links die once the password changed). */
export async function retireTokens(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}
