import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { sessions, users } from '../db/schema/index.ts';
import {
  cachedSession,
  forgetSession,
  forgetUser,
  rememberSession,
  type CachedSession,
} from './session-cache.ts';

/** Cookie life of SPEC §9: a session unused for 7 days ends. */
export const SESSION_INACTIVITY_MS = 7 * 24 * 60 * 60 * 1000;
/** However active, a session ends after 30 days and the user logs in again. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'session';

function randomToken(bytes: number): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(bytes)));
}

function hashSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret));
}

export interface NewSession {
  /** The cookie value: shown once, never stored. */
  token: string;
  id: string;
  expiresAt: Date;
}

export async function createSession(
  db: Database,
  userId: string,
  meta: { ip?: string | undefined; userAgent?: string | undefined } = {},
  now = new Date(),
): Promise<NewSession> {
  const id = randomToken(15);
  const secret = randomToken(20);
  const absoluteExpiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const expiresAt = new Date(now.getTime() + SESSION_INACTIVITY_MS);
  await db.insert(sessions).values({
    id,
    secretHash: hashSecret(secret),
    userId,
    createdAt: now,
    expiresAt,
    absoluteExpiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token: `${id}.${secret}`, id, expiresAt };
}

export interface ValidSession {
  sessionId: string;
  expiresAt: Date;
  /** True when the expiry moved forward and the cookie should be sent again. */
  renewed: boolean;
  /** What the request knows of its user: who they are, their role and status. */
  user: CachedSession['actor'];
}

export interface ValidateOptions {
  /**
   * How long (ms) a session read from the database may be answered from this process's memory
   * (SESSION_CACHE_SECONDS; 0, the default here, reads the database every time). Decision 031.
   */
  cacheMs?: number;
}

/** A session and what its requests need of its user, by id: read by every signed-in request not in memory. */
const sessionById = preparedFor((db) =>
  db
    .select({
      userId: sessions.userId,
      secretHash: sessions.secretHash,
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      actor: {
        id: users.id,
        email: users.email,
        role: users.role,
        status: users.status,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_by_id'),
);

/** The session and user of a cookie token, or null; renews the expiry once half of it has passed. */
export async function validateSessionToken(
  db: Database,
  token: string,
  now = new Date(),
  { cacheMs = 0 }: ValidateOptions = {},
): Promise<ValidSession | null> {
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 64) return null;
  let session = cachedSession(id, cacheMs);
  if (!session) {
    const readAt = performance.now();
    const [row] = await sessionById(db).execute({ id });
    if (!row) return null;
    session = row;
    rememberSession(id, session, readAt, cacheMs);
  }
  if (!constantTimeEqual(hashSecret(secret), session.secretHash)) return null;
  const t = now.getTime();
  if (t >= session.expiresAt.getTime() || t >= session.absoluteExpiresAt.getTime()) {
    forgetSession(id);
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let expiresAt = session.expiresAt;
  let renewed = false;
  if (expiresAt.getTime() - t < SESSION_INACTIVITY_MS / 2) {
    expiresAt = new Date(Math.min(t + SESSION_INACTIVITY_MS, session.absoluteExpiresAt.getTime()));
    // The remembered copy moves first, so requests arriving meanwhile do not write the same renewal.
    session.expiresAt = expiresAt;
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    renewed = true;
  }
  return { sessionId: id, expiresAt, renewed, user: session.actor };
}

export async function invalidateSession(db: Database, sessionId: string): Promise<void> {
  forgetSession(sessionId);
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  forgetSession(sessionId);
}

/** Ends every session of a user, or every one but `exceptSessionId` (the one changing the password). */
export async function invalidateUserSessions(
  db: Database,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  forgetUser(userId);
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
  forgetUser(userId);
}
