import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ZInviteInfo } from '../../../shared/schemas/auth.ts';
import { text } from '../../../shared/schemas/text.ts';
import { notFound } from '../../app-error.ts';
import { invites } from '../../db/schema/index.ts';
import type { Context } from '../../trpc/context.ts';

/** The link's id as typed or mangled by a mail client: anything but a real invite is "no longer valid". */
export const ZInviteQuery = z.object({ inviteId: text().max(100) });

/** What /register?invite= fills in: the invited address and role, while the invite is unused. */
export async function getInvite(
  ctx: Pick<Context, 'db'>,
  input: z.infer<typeof ZInviteQuery>,
): Promise<z.infer<typeof ZInviteInfo>> {
  if (!z.uuid().safeParse(input.inviteId).success) throw notFound('inviteInvalid');
  const [invite] = await ctx.db
    .select({ email: invites.email, role: invites.role })
    .from(invites)
    .where(and(eq(invites.id, input.inviteId), eq(invites.status, 'pending')));
  if (!invite) throw notFound('inviteInvalid');
  return invite;
}
