import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import { ZSupportMessageInput } from '../../../shared/schemas/support.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { sendSupportMessage } from './send-support-message.ts';

/** Support (SPEC §2, every role): the contact form. */
export const supportRouter = router({
  send: procedureFor(access.support)
    .input(ZSupportMessageInput)
    .output(z.object({ messageKey: z.literal('supportMessageSent') }))
    .mutation(({ ctx, input }) => sendSupportMessage(ctx, input)),
});
