import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../trpc/context.ts';
import { SESSION_COOKIE, validateSessionToken } from './sessions.ts';

/** Secure everywhere but plain-http localhost development. */
function isSecure(config: Config): boolean {
  return new URL(config.appUrl).protocol === 'https:';
}

/** What a procedure may do to the session cookie of the request it answers. */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export function sessionCookieFor(reply: FastifyReply, config: Config): SessionCookie {
  const base = { httpOnly: true, sameSite: 'lax', secure: isSecure(config), path: '/' } as const;
  return {
    set(token, expiresAt) {
      reply.setCookie(SESSION_COOKIE, token, { ...base, expires: expiresAt });
    },
    clear() {
      reply.clearCookie(SESSION_COOKIE, base);
    },
  };
}

export interface RequestSession {
  actor: Actor | null;
  sessionId: string | null;
}

/**
 * Reads the session cookie; renews it when its expiry slid forward, drops it when it is no longer valid.
 * `cacheMs`: how long a session checked lately may be answered from memory (SESSION_CACHE_SECONDS).
 */
export async function readRequestSession(
  req: FastifyRequest,
  cookie: SessionCookie,
  db: Database,
  cacheMs = 0,
): Promise<RequestSession> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return { actor: null, sessionId: null };
  const session = await validateSessionToken(db, token, new Date(), { cacheMs });
  if (!session) {
    cookie.clear();
    return { actor: null, sessionId: null };
  }
  if (session.renewed) cookie.set(token, session.expiresAt);
  const { user } = session;
  return {
    sessionId: session.sessionId,
    actor: {
      id: user.id,
      email: user.email,
      role: user.role,
      status: user.status,
      firstName: user.firstName,
      lastName: user.lastName,
    },
  };
}
