import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  ZClientFolder,
  ZClientIdInput,
  ZClientInput,
  ZClientListInput,
  ZClientUpdateInput,
} from '../../../shared/schemas/meal-plans.ts';
import {
  ZClientLink,
  ZClientLinkIdInput,
  ZClientRecord,
  ZClientRecordInput,
  ZCompany,
  ZCompanyIdInput,
  ZCompanyInput,
  ZCompanyRenameInput,
  ZFileClientLinkInput,
  ZLinkInput,
  ZMyClientId,
  ZMyProfessional,
} from '../../../shared/schemas/clients.ts';
import {
  ZFormSubmission,
  ZFormSubmissionAccepted,
  ZFormSubmissionIdInput,
} from '../../../shared/schemas/form-submissions.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import {
  fileClientLink,
  linkToProfessional,
  listClientLinks,
  myClientId,
  myProfessional,
  removeClientLink,
  unlinkFromProfessional,
} from './client-links.ts';
import { readClientRecord, updateClientRecord } from './client-record.ts';
import { addCompany, deleteCompany, listCompanies, renameCompany } from './companies.ts';
import { acceptFormSubmission, dismissFormSubmission, listFormSubmissions } from './form-submissions.ts';
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
    .query(({ ctx, input }) =>
      listClientFolders(ctx.db, ctx.actor, {
        query: input?.query || undefined,
        companyId: input?.companyId,
      }),
    ),

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

  /** The client's record (decision 064): measures, allergies, intolerances, foods to avoid, notes. */
  record: professional
    .input(ZClientIdInput)
    .output(ZClientRecord)
    .query(({ ctx, input }) => readClientRecord(ctx.db, ctx.actor, input.id)),

  updateRecord: professional
    .input(ZClientRecordInput)
    .output(z.object({ fields: z.array(z.string()), messageKey: z.literal('clientUpdated') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await updateClientRecord(ctx.db, ctx.actor, input)),
      messageKey: 'clientUpdated' as const,
    })),

  /** What public forms brought, waiting for the professional to accept or dismiss (decision 059). */
  formSubmissions: professional
    .output(z.array(ZFormSubmission))
    .query(({ ctx }) => listFormSubmissions(ctx.db, ctx.actor)),

  acceptFormSubmission: professional
    .input(ZFormSubmissionIdInput)
    .output(ZFormSubmissionAccepted)
    .mutation(async ({ ctx, input }) => ({
      ...(await acceptFormSubmission(ctx.db, ctx.actor, input.id)),
      messageKey: 'formSubmissionAccepted' as const,
    })),

  dismissFormSubmission: professional
    .input(ZFormSubmissionIdInput)
    .output(z.object({ messageKey: z.literal('formSubmissionDismissed') }))
    .mutation(async ({ ctx, input }) => {
      await dismissFormSubmission(ctx.db, ctx.actor, input.id);
      return { messageKey: 'formSubmissionDismissed' as const };
    }),
});

const linkKeeper = procedureFor(access.clientLinks);

/**
 * A professional's client ID and the members' accounts linked with it (SPEC §3 Client, decision 034).
 * Links are found through the professional's id: another's is "not found".
 */
export const clientLinksRouter = router({
  myClientId: linkKeeper.output(ZMyClientId).query(({ ctx }) => myClientId(ctx.db, ctx.actor)),

  list: linkKeeper.output(z.array(ZClientLink)).query(({ ctx }) => listClientLinks(ctx.db, ctx.actor)),

  file: linkKeeper
    .input(ZFileClientLinkInput)
    .output(z.object({ messageKey: z.literal('clientLinkFiled') }))
    .mutation(async ({ ctx, input }) => {
      await fileClientLink(ctx.db, ctx.actor, input.id, input.folderId);
      return { messageKey: 'clientLinkFiled' as const };
    }),

  remove: linkKeeper
    .input(ZClientLinkIdInput)
    .output(z.object({ messageKey: z.literal('clientLinkRemoved') }))
    .mutation(async ({ ctx, input }) => {
      await removeClientLink(ctx.db, ctx.actor, input.id);
      return { messageKey: 'clientLinkRemoved' as const };
    }),
});

const member = procedureFor(access.myProfessional);

/** The member's side of the link: who their professional is, linking with a client ID, unlinking. */
export const myProfessionalRouter = router({
  get: member.output(ZMyProfessional).query(({ ctx }) => myProfessional(ctx.db, ctx.actor)),

  link: member
    .input(ZLinkInput)
    .output(z.object({ name: z.string(), messageKey: z.literal('clientLinked') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await linkToProfessional(ctx.db, ctx.actor, input.clientId)),
      messageKey: 'clientLinked' as const,
    })),

  unlink: member
    .output(z.object({ name: z.string(), messageKey: z.literal('clientUnlinked') }))
    .mutation(async ({ ctx }) => ({
      ...(await unlinkFromProfessional(ctx.db, ctx.actor)),
      messageKey: 'clientUnlinked' as const,
    })),
});

/** Companies (SPEC §3 Company, decision 034): the corporate clients whose staff are client folders. */
export const companiesRouter = router({
  list: professional.output(z.array(ZCompany)).query(({ ctx }) => listCompanies(ctx.db, ctx.actor)),

  add: professional
    .input(ZCompanyInput)
    .output(z.object({ id: z.string(), messageKey: z.literal('companyAdded') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await addCompany(ctx.db, ctx.actor, input.name)),
      messageKey: 'companyAdded' as const,
    })),

  rename: professional
    .input(ZCompanyRenameInput)
    .output(z.object({ messageKey: z.literal('companyRenamed') }))
    .mutation(async ({ ctx, input }) => {
      await renameCompany(ctx.db, ctx.actor, input.id, input.name);
      return { messageKey: 'companyRenamed' as const };
    }),

  delete: professional
    .input(ZCompanyIdInput)
    .output(z.object({ messageKey: z.literal('companyDeleted') }))
    .mutation(async ({ ctx, input }) => {
      await deleteCompany(ctx.db, ctx.actor, input.id);
      return { messageKey: 'companyDeleted' as const };
    }),
});
