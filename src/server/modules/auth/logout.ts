import { invalidateSession } from '../../auth/sessions.ts';
import type { Context } from '../../trpc/context.ts';

/** Ends the request's session on the server, not only in the browser, and clears the cookie. */
export async function logout(ctx: Context): Promise<{ messageKey: 'loggedOut' }> {
  if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
  ctx.sessionCookie.clear();
  return { messageKey: 'loggedOut' };
}
