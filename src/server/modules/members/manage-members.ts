import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/access.ts';
import { badRequest, notFound } from '../../app-error.ts';
import { forgetUser } from '../../auth/session-cache.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';

export interface MembersContext {
  db: Database;
  actor: Actor;
}

/** A pending account becomes active; approving an active one changes nothing and says the same. */
export async function approveMember(ctx: MembersContext, userId: string): Promise<void> {
  const [row] = await ctx.db
    .update(users)
    .set({ status: 'active', updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw notFound('userNotFound');
  forgetUser(userId); // their open sessions see the new status at once
}

/** An admin cannot demote themselves: the product could be left with no admin at all. */
export async function setMemberRole(ctx: MembersContext, userId: string, role: Role): Promise<void> {
  if (userId === ctx.actor.id) throw badRequest('cannotChangeOwnRole');
  const [row] = await ctx.db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw notFound('userNotFound');
  forgetUser(userId); // their open sessions get the new role at once
}
