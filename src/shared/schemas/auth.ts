import { z } from 'zod';
import { text } from './text.ts';
import { ROLES } from '../access.ts';
import { gradDateProblem, STUDENT_YEARS_AHEAD } from '../billing/entitlements.ts';

/** E-mail addresses are compared and stored lower-cased and trimmed. */
export const ZEmail = text()
  .trim()
  .min(1, 'Email address is required')
  .max(254, 'The email address is not valid')
  .pipe(z.email('The email address is not valid'))
  .transform((v) => v.toLowerCase());

/** NIST SP 800-63B: length is what counts; no composition rules (common passwords are refused server-side). */
export const ZPassword = text().min(8, 'Use at least 8 characters.').max(128, 'Use at most 128 characters.');

export const ZRole = z.enum(ROLES);
export const ZGender = z.enum(['female', 'male', 'other']);
/** A calendar date as the browser's date input gives it; impossible ones (2023-02-29) are refused here. */
export const ZDateString = z.iso.date({ message: 'Enter a date.' });

export const ZLoginInput = z.object({
  email: ZEmail,
  password: text().min(1, 'Enter your password.').max(128),
});

const ZNames = {
  firstName: text().trim().min(1, 'Enter your first name.').max(80),
  lastName: text().trim().min(1, 'Enter your last name.').max(80),
};

const ZNewAccount = z.object({
  ...ZNames,
  email: ZEmail,
  password: ZPassword,
  repeatPassword: text(),
  gender: ZGender.optional(),
  birthDate: ZDateString.optional(),
  phone: text().trim().max(40).optional(),
});

function passwordsMatch<T extends { password: string; repeatPassword: string }>(v: T) {
  return v.password === v.repeatPassword;
}
const mismatch = { message: 'The passwords do not match.', path: ['repeatPassword'] };

/** /register: a member (or the invited role with `inviteId`), optionally a student of an organisation. */
export const ZRegisterInput = ZNewAccount.extend({
  inviteId: z.uuid().optional(),
  isStudent: z.boolean().default(false),
  gradDate: ZDateString.optional(),
  organisationId: z.uuid().optional(),
})
  .refine(passwordsMatch, mismatch)
  .refine((v) => !v.isStudent || (v.gradDate && v.organisationId), {
    message: 'Students choose their organisation and graduation date.',
    path: ['gradDate'],
  })
  // Checked against the clock when parsed: on the server for the call, in the browser for the form.
  .refine((v) => !v.isStudent || !v.gradDate || gradDateProblem(v.gradDate, new Date()) !== 'notInFuture', {
    message: 'Enter a graduation date in the future.',
    path: ['gradDate'],
  })
  .refine((v) => !v.isStudent || !v.gradDate || gradDateProblem(v.gradDate, new Date()) !== 'tooFarAhead', {
    message: `Enter a graduation date at most ${STUDENT_YEARS_AHEAD} years from today.`,
    path: ['gradDate'],
  })
  // An invitation is an admin's choice of role; a student claim waits for an admin's approval.
  .refine((v) => !(v.inviteId && v.isStudent), {
    message: 'An invitation cannot be combined with a student claim.',
    path: ['isStudent'],
  });

/** /dietitian-registration: dietitian, nutritionist or naturopath, with a registration number. */
export const ZRegisterProfessionalInput = ZNewAccount.extend({
  role: z.enum(['dietitian', 'nutritionist', 'naturopath']),
  regNum: text().trim().min(1, 'Enter your registration number.').max(60),
  website: text().trim().max(200).optional(),
}).refine(passwordsMatch, mismatch);

/** /pt-registration: a personal trainer (Health & Fitness Professional). */
export const ZRegisterTrainerInput = ZNewAccount.extend({
  gym: text().trim().max(120).optional(),
}).refine(passwordsMatch, mismatch);

/** The reset form sends whatever was typed; the server answers with the spec's messages. */
export const ZRequestPasswordResetInput = z.object({ email: text().max(254) });
export const ZConfirmPasswordResetInput = z.object({
  token: text().min(1).max(200),
  password: ZPassword,
});
export const ZVerifyEmailInput = z.object({ token: text().min(1).max(200) });
export const ZChangeEmailInput = z.object({ currentPassword: text().min(1).max(128), newEmail: ZEmail });
export const ZChangePasswordInput = z
  .object({ currentPassword: text().min(1).max(128), newPassword: ZPassword, repeatPassword: text() })
  .refine((v) => v.newPassword === v.repeatPassword, mismatch);

/** Who is signed in, as the browser needs it for the shell (header chips, guards, sidebar). */
export const ZMe = z.object({
  id: text(),
  email: text(),
  role: ZRole,
  status: z.enum(['pending', 'active']),
  firstName: text(),
  lastName: text(),
  energyUnit: z.enum(['kJ', 'Cal']),
  mealSlots: z.number(),
  downloadCredits: z.number(),
  freeTrial: z.boolean(),
  trialEnd: z.date().nullable(),
  freeTrialPopUp: z.boolean(),
  expiredPopUp: z.boolean(),
  isStudent: z.boolean(),
  emailVerified: z.boolean(),
  subscriptionEndDate: z.date().nullable(),
  showSubscriptionEndDate: z.boolean(),
  brandColor: text(),
  photoUrl: text().nullable(),
});
export type Me = z.infer<typeof ZMe>;

export const ZInviteInfo = z.object({ email: text(), role: ZRole });
export const ZOrganisationOption = z.object({ id: text(), name: text() });
