import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  ZClientFolder,
  ZClientIdInput,
  ZClientInput,
  ZClientListInput,
  ZClientUpdateInput,
} from '../../../shared/schemas/meal-plans.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { getClientFolder, listClientFolders } from './list-clients.ts';
import { addClient, deleteClient, updateClient } from './manage-clients.ts';

const professional = procedureFor(access.clients);

/**
 * Clients (SPEC §2, §3 Folder, §7 folders): each user's own folders, a client's each plus the default
 * "Others" and "copied plans". Everything goes through the owner's id, so another user's folder is
 * "not found" (folders.ts), never "forbidden".
 */
export const clientsRouter = router({
  list: professional
    .input(ZClientListInput)
    .output(z.array(ZClientFolder))
    .query(({ ctx, input }) => listClientFolders(ctx.db, ctx.actor, input?.query || undefined)),

  get: professional
    .input(ZClientIdInput)
    .output(ZClientFolder)
    .query(({ ctx, input }) => getClientFolder(ctx.db, ctx.actor, input.id)),

  create: professional
    .input(ZClientInput)
    .output(z.object({ id: z.string(), messageKey: z.literal('clientAdded') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await addClient(ctx.db, ctx.actor, input)),
      messageKey: 'clientAdded' as const,
    })),

  update: professional
    .input(ZClientUpdateInput)
    .output(z.object({ messageKey: z.literal('clientUpdated') }))
    .mutation(async ({ ctx, input }) => {
      await updateClient(ctx.db, ctx.actor, input);
      return { messageKey: 'clientUpdated' as const };
    }),

  delete: professional
    .input(ZClientIdInput)
    .output(z.object({ deletedPlans: z.number(), messageKey: z.literal('folderDeleted') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await deleteClient(ctx.db, ctx.actor, input.id)),
      messageKey: 'folderDeleted' as const,
    })),
});
