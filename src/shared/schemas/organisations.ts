import { z } from 'zod';
import { text } from './text.ts';

/** SPEC §2 Organisations (admin) and §7 organisations (list, add, delete): the schools and groups students
 * choose at registration, whose logo and colour go on their documents. */

export const ZHexCode = text().regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour like #97c81f.');

export const ZOrganisationInput = z.object({
  name: text()
    .trim()
    .min(1, 'Enter the organisation’s name.')
    .max(120, 'The name must be at most 120 characters.'),
  hexCode: ZHexCode,
  /** An image the admin uploaded to logos/; none keeps the organisation without a logo. */
  logoUploadId: z.uuid().optional(),
});
export type OrganisationInput = z.infer<typeof ZOrganisationInput>;

export const ZOrganisationIdInput = z.object({ id: z.uuid() });

export const ZOrganisation = z.object({
  id: text(),
  name: text(),
  hexCode: text(),
  logoUrl: text().nullable(),
  /** How many accounts belong to it (its students). */
  members: z.number(),
  createdAt: z.date(),
});
export type Organisation = z.infer<typeof ZOrganisation>;
