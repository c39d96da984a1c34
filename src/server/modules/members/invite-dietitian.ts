import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/access.ts';
import { conflict } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { invites, users } from '../../db/schema/index.ts';
import { queueMail } from '../../integrations/mail/outbox.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Actor } from '../../trpc/context.ts';

export interface InviteContext {
  db: Database;
  jobs: Jobs;
  actor: Actor;
}

/** SPEC §4: an invite is created pending, for a dietitian. */
const INVITED_ROLE: Role = 'dietitian';

/**
 * Invites a dietitian by e-mail: the invite row and its mail (with the /register?invite= link) are written
 * together or not at all. An address that already has an account is refused ("User already exists").
 */
export async function inviteDietitian(ctx: InviteContext, email: string): Promise<{ inviteId: string }> {
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) throw conflict('userAlreadyExists');
    const [invite] = await tx
      .insert(invites)
      .values({ email, role: INVITED_ROLE, status: 'pending', createdBy: ctx.actor.id })
      .returning({ id: invites.id });
    const inviteId = invite!.id;
    await queueMail(tx, ctx.jobs, { to: email, template: 'invite', data: { inviteId, role: INVITED_ROLE } });
    return { inviteId };
  });
}
