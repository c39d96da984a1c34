import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  ZApproveMemberInput,
  ZInviteInput,
  ZMemberIdInput,
  ZMembersListInput,
  ZMembersPage,
  ZSetRoleInput,
} from '../../../shared/schemas/users.ts';
import { ZGrantCreditsInput, ZMemberCredits } from '../../../shared/schemas/billing.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { grantCredits, memberCredits } from '../billing/grants.ts';
import { deleteMember } from './delete-member.ts';
import { inviteDietitian } from './invite-dietitian.ts';
import { countPendingMembers, listMembers } from './list-members.ts';
import { approveMember, setMemberRole } from './manage-members.ts';

const admin = procedureFor(access.members);

/** The admin's Members screen: every procedure here is the admin's alone. */
export const membersRouter = router({
  list: admin
    .input(ZMembersListInput)
    .output(ZMembersPage)
    .query(({ ctx, input }) => listMembers(ctx.db, input)),

  pendingCount: admin.output(z.number()).query(({ ctx }) => countPendingMembers(ctx.db)),

  approve: admin
    .input(ZApproveMemberInput)
    .output(z.object({ messageKey: z.literal('accountApproved') }))
    .mutation(async ({ ctx, input }) => {
      await approveMember(ctx, input.userId, input.studentClaim);
      return { messageKey: 'accountApproved' as const };
    }),

  setRole: admin
    .input(ZSetRoleInput)
    .output(z.object({ messageKey: z.literal('userRoleUpdated') }))
    .mutation(async ({ ctx, input }) => {
      await setMemberRole(ctx, input.userId, input.role);
      return { messageKey: 'userRoleUpdated' as const };
    }),

  delete: admin
    .input(ZMemberIdInput)
    .output(z.object({ messageKey: z.literal('userDeleted') }))
    .mutation(async ({ ctx, input }) => {
      await deleteMember(ctx, input.userId);
      return { messageKey: 'userDeleted' as const };
    }),

  /** A member's meal slots and download credits, for the grant form. */
  credits: admin
    .input(ZMemberIdInput)
    .output(ZMemberCredits)
    .query(({ ctx, input }) => memberCredits(ctx.db, input.userId)),

  /** Sets a member's meal slots and/or download credits (-1 unlimited); written to credit history. */
  grantCredits: admin
    .input(ZGrantCreditsInput)
    .output(ZMemberCredits.extend({ messageKey: z.literal('creditsUpdated') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await grantCredits(ctx.db, input)),
      messageKey: 'creditsUpdated' as const,
    })),

  invite: admin
    .input(ZInviteInput)
    .output(z.object({ inviteId: z.string(), messageKey: z.literal('invitationSent') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await inviteDietitian(ctx, input.email)),
      messageKey: 'invitationSent' as const,
    })),
});
