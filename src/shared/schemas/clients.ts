import { z } from 'zod';
import { ROLES } from '../access.ts';
import { text } from './text.ts';

/**
 * Client IDs and companies (SPEC §3 Client and Company, decision 034): the contracts of the clientLinks,
 * myProfessional and companies routers, and the client ID's format, which the screens and the server share.
 */

// ---- client IDs -------------------------------------------------------------------------------------------

/** A client ID is 16 hex digits, shown in groups of four: "3F9A-0C21-7D4E-B815". */
const CLIENT_ID_DIGITS = 16;

/** "3F9A0C217D4EB815" -> "3F9A-0C21-7D4E-B815". */
export function formatClientId(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * What a member typed, as the stored code: spaces and dashes dropped, capitals, and the letter O read as
 * zero (said aloud or copied from a letterhead, they look alike). Null when it cannot be a client ID at all.
 */
export function normaliseClientId(typed: string): string | null {
  const code = typed
    .replace(/[\s\-–—.]/g, '')
    .toUpperCase()
    .replace(/O/g, '0');
  return new RegExp(`^[0-9A-F]{${CLIENT_ID_DIGITS}}$`).test(code) ? code : null;
}

export const ZMyClientId = z.object({ clientId: text() });

export const ZLinkInput = z.object({
  clientId: text({ message: 'Enter your professional’s client ID.' })
    .trim()
    .min(1, 'Enter your professional’s client ID.')
    .max(40, 'A client ID is 16 letters and digits, like 3F9A-0C21-7D4E-B815.'),
});
export type LinkInput = z.input<typeof ZLinkInput>;

/** A plan of the member's folder whose public link the professional turned on. */
export const ZSharedPlanCard = z.object({
  id: z.string(),
  name: text(),
  recipePlan: z.boolean(),
  path: text(),
  updatedAt: z.date(),
});
export type SharedPlanCard = z.infer<typeof ZSharedPlanCard>;

/**
 * The member's side of the link: who they are linked to, since when, whether the professional has filed it
 * under a client yet (decision 055: until then nothing is shared), and what they shared.
 */
export const ZMyProfessional = z
  .object({
    professional: z.object({ name: text(), email: text(), role: z.enum(ROLES) }),
    linkedAt: z.date(),
    filed: z.boolean(),
    sharedPlans: z.array(ZSharedPlanCard),
  })
  .nullable();
export type MyProfessional = z.infer<typeof ZMyProfessional>;

/**
 * The professional's side: one linked account, whether its address is verified, and the client folder it
 * is filed under (null: waiting for the professional to file or refuse it).
 */
export const ZClientLink = z.object({
  id: z.string(),
  name: text(),
  email: text(),
  emailVerified: z.boolean(),
  linkedAt: z.date(),
  folderId: z.string().nullable(),
  folderName: text().nullable(),
});
export type ClientLink = z.infer<typeof ZClientLink>;

export const ZClientLinkIdInput = z.object({ id: z.uuid() });
export const ZFileClientLinkInput = z.object({ id: z.uuid(), folderId: z.uuid().nullable() });

// ---- companies --------------------------------------------------------------------------------------------

export const COMPANY_NAME_MAX = 100;

const companyName = text({ message: 'Enter the company’s name.' })
  .trim()
  .min(1, 'Enter the company’s name.')
  .max(COMPANY_NAME_MAX, `The name must be at most ${COMPANY_NAME_MAX} characters.`);

export const ZCompanyInput = z.object({ name: companyName });
export const ZCompanyRenameInput = z.object({ id: z.uuid(), name: companyName });
export const ZCompanyIdInput = z.object({ id: z.uuid() });

export const ZCompany = z.object({
  id: z.string(),
  name: text(),
  /** The professional's client folders naming it. */
  clientCount: z.number(),
  createdAt: z.date(),
});
export type Company = z.infer<typeof ZCompany>;
