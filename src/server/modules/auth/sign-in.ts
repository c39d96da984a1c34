import { createSession, invalidateSession, type NewSession } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { loginRecords } from '../../db/schema/index.ts';
import type { Context } from '../../trpc/context.ts';

/**
 * Starts a new session for a user who just proved who they are, and records the login (SPEC §3 Login
 * record). A session the request already carried is ended: every login gets a fresh token.
 * The caller sets the cookie once its transaction has committed.
 */
export async function openSession(
  db: Database,
  ctx: Pick<Context, 'ip' | 'userAgent' | 'sessionId'>,
  userId: string,
  now: Date,
): Promise<NewSession> {
  if (ctx.sessionId) await invalidateSession(db, ctx.sessionId);
  const userAgent = ctx.userAgent?.slice(0, 300) ?? null;
  const session = await createSession(db, userId, { ip: ctx.ip, userAgent: userAgent ?? undefined }, now);
  await db.insert(loginRecords).values({ userId, date: now, ip: ctx.ip, userAgent });
  return session;
}
