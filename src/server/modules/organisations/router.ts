import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  ZOrganisation,
  ZOrganisationIdInput,
  ZOrganisationInput,
} from '../../../shared/schemas/organisations.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { addOrganisation, deleteOrganisation, listOrganisationsForAdmin } from './organisations.ts';

const admin = procedureFor(access.organisations);

/** SPEC §2 Organisations (admin) and §7 organisations: list, add (with logo and colour), delete. */
export const organisationsRouter = router({
  list: admin.output(z.array(ZOrganisation)).query(({ ctx }) => listOrganisationsForAdmin(ctx.db)),

  add: admin
    .input(ZOrganisationInput)
    .output(z.object({ id: z.string(), messageKey: z.literal('organisationAdded') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await addOrganisation(ctx, input)),
      messageKey: 'organisationAdded' as const,
    })),

  delete: admin
    .input(ZOrganisationIdInput)
    .output(z.object({ messageKey: z.literal('organisationDeleted') }))
    .mutation(async ({ ctx, input }) => {
      await deleteOrganisation(ctx, input.id);
      return { messageKey: 'organisationDeleted' as const };
    }),
});
