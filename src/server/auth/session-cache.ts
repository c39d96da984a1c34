// A short in-process memory of valid sessions, so a signed-in request does not read the sessions and users
// tables every time (decision 031). What it holds is never trusted past `ttlMs`, and is dropped at once
// when this process signs the session out, revokes the user's sessions, or changes or deletes the user.
// Another instance's revocation reaches this one within `ttlMs` (SESSION_CACHE_SECONDS), its bound.

import type { Role } from '../../shared/access.ts';

/** What a session check needs of the session and its user; the secret is compared again every time. */
export interface CachedSession {
  userId: string;
  secretHash: Uint8Array;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  actor: {
    id: string;
    email: string;
    role: Role;
    status: 'pending' | 'active';
    firstName: string;
    lastName: string;
  };
}

interface Entry {
  session: CachedSession;
  /** performance.now() when read from the database. */
  readAt: number;
}

/** The most sessions remembered; the oldest go first. */
const MAX_ENTRIES = 10_000;
/** No cache entry outlives this, whatever the setting says. */
const MAX_TTL_MS = 60_000;

const entries = new Map<string, Entry>();
/**
 * Sessions and users changed lately, with when the change was made (performance.now()). For a while after
 * a change nothing of theirs is remembered: a request that read the row just before the change (or before
 * the change's transaction committed) must not put the old row back for a whole `ttlMs`.
 */
const changedSessions = new Map<string, number>();
const changedUsers = new Map<string, number>();

function recentlyChanged(map: Map<string, number>, key: string, now: number): boolean {
  const at = map.get(key);
  if (at === undefined) return false;
  if (now - at < MAX_TTL_MS) return true;
  map.delete(key);
  return false;
}

function prune(map: Map<string, number>, now: number): void {
  if (map.size < 1_000) return;
  for (const [key, at] of map) if (now - at >= MAX_TTL_MS) map.delete(key);
}

/** The remembered session of `sessionId`, if read from the database less than `ttlMs` ago. */
export function cachedSession(sessionId: string, ttlMs: number): CachedSession | null {
  if (ttlMs <= 0) return null;
  const entry = entries.get(sessionId);
  if (!entry) return null;
  if (performance.now() - entry.readAt >= Math.min(ttlMs, MAX_TTL_MS)) {
    entries.delete(sessionId);
    return null;
  }
  return entry.session;
}

/**
 * Remembers a session just read from the database, unless it or its user changed in the last minute (the
 * read may have seen the row before the change, or before the change's transaction committed).
 */
export function rememberSession(
  sessionId: string,
  session: CachedSession,
  readAt: number,
  ttlMs: number,
): void {
  if (ttlMs <= 0) return;
  const now = performance.now();
  if (recentlyChanged(changedSessions, sessionId, now) || recentlyChanged(changedUsers, session.userId, now))
    return;
  entries.delete(sessionId);
  entries.set(sessionId, { session, readAt });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
}

/** Forgets one session (signed out, expired). */
export function forgetSession(sessionId: string): void {
  const now = performance.now();
  entries.delete(sessionId);
  changedSessions.set(sessionId, now);
  prune(changedSessions, now);
}

/** Forgets every session of a user: their sessions were revoked, or their name, email, role or status changed, or they were deleted. */
export function forgetUser(userId: string): void {
  const now = performance.now();
  for (const [id, entry] of entries) if (entry.session.userId === userId) entries.delete(id);
  changedUsers.set(userId, now);
  prune(changedUsers, now);
}

/** How many sessions are remembered (for tests). */
export function cachedSessionCount(): number {
  return entries.size;
}
