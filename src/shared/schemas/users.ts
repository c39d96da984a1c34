import { z } from 'zod';
import { text } from './text.ts';
import { RECIPE_PAGE_LIMIT_MAX } from './recipes.ts';
import { ZDateString, ZEmail, ZGender, ZRole } from './auth.ts';

const optionalText = (max: number) => text().trim().max(max).nullable().optional();
const optionalUrl = text()
  .trim()
  .max(300)
  .refine(
    (v) => v === '' || /^https?:\/\/\S+$/i.test(v),
    'Enter a web address starting with http:// or https://.',
  )
  .nullable()
  .optional();

/**
 * The fields a user edits on their own Profile. Role, status, credits, slots and subscription fields are
 * not here on purpose: nobody sets those for themselves.
 */
export const ZProfileUpdate = z
  .object({
    firstName: text().trim().min(1, 'Enter your first name.').max(80),
    lastName: text().trim().min(1, 'Enter your last name.').max(80),
    gender: ZGender.nullable(),
    birthDate: ZDateString.nullable(),
    phone: optionalText(40),
    gym: optionalText(120),
    website: optionalUrl,
    facebook: optionalUrl,
    instagram: optionalUrl,
    regNum: optionalText(60),
    energyUnit: z.enum(['kJ', 'Cal']),
    brandColor: text().regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour like #97c81f.'),
  })
  .partial()
  .strict();

export const ZProfile = z.object({
  id: text(),
  email: text(),
  role: ZRole,
  firstName: text(),
  lastName: text(),
  gender: ZGender.nullable(),
  birthDate: text().nullable(),
  phone: text().nullable(),
  gym: text().nullable(),
  website: text().nullable(),
  facebook: text().nullable(),
  instagram: text().nullable(),
  regNum: text().nullable(),
  energyUnit: z.enum(['kJ', 'Cal']),
  brandColor: text(),
  photoUrl: text().nullable(),
  customLogoUrl: text().nullable(),
  emailVerified: z.boolean(),
});
export type Profile = z.infer<typeof ZProfile>;

/** A photo or logo already uploaded through POST /api/uploads (folder profilephotos or logos). */
export const ZSetUploadInput = z.object({ uploadId: z.uuid() });

export const ZCreditHistoryEntry = z.object({
  id: text(),
  type: z.enum(['add', 'minus']),
  date: z.date(),
  planName: text(),
});

/** Members (admin): 20 a page, newest registration first, filtered by role, status and e-mail. */
export const MEMBERS_PAGE_SIZE = 20;
export const ZMembersListInput = z.object({
  status: z.enum(['active', 'pending']).default('active'),
  role: ZRole.optional(),
  email: text().trim().max(254).optional(),
  /** The last row of the previous page: keyset paging on (registeredAt, id). */
  cursor: z.object({ registeredAt: z.date(), id: z.uuid() }).optional(),
});
export const ZMember = z.object({
  id: text(),
  email: text(),
  firstName: text(),
  lastName: text(),
  role: ZRole,
  status: z.enum(['pending', 'active']),
  isStudent: z.boolean(),
  /** A student's claim, for the admin approving it: where they study and when they graduate. */
  organisationName: text().nullable(),
  gradDate: text().nullable(),
  registeredAt: z.date(),
});
export const ZMembersPage = z.object({
  members: z.array(ZMember),
  nextCursor: z.object({ registeredAt: z.date(), id: text() }).nullable(),
});
export const ZMemberIdInput = z.object({ userId: z.uuid() });
/** Approving a pending account grants its student claim, if any, unless the admin refuses the claim. */
export const ZApproveMemberInput = ZMemberIdInput.extend({
  studentClaim: z.enum(['grant', 'refuse']).default('grant'),
});
export const ZSetRoleInput = z.object({ userId: z.uuid(), role: ZRole });
export const ZInviteInput = z.object({ email: ZEmail });

export const ZAccountSettings = z.object({ professionalApprovalRequired: z.boolean() });

/**
 * The rest of the Settings document (SPEC §3): who is told of new custom foods, and the recipe page limit
 * (0 means no limit).
 */
export const ZGeneralSettings = z.object({
  notificationRecipientEmail: z.union([z.literal('').transform(() => null), ZEmail]).nullable(),
  notificationRecipientName: text()
    .trim()
    .max(120, 'The name must be at most 120 characters.')
    .transform((name) => name || null)
    .nullable(),
  recipePageLimit: z
    .number({ message: 'Enter a number of recipes.' })
    .int('Enter a whole number of recipes.')
    .min(0, 'Enter 0 for no limit, or a number of recipes.')
    .max(RECIPE_PAGE_LIMIT_MAX, `Show at most ${RECIPE_PAGE_LIMIT_MAX} recipes a page.`),
});
export type GeneralSettings = z.output<typeof ZGeneralSettings>;
