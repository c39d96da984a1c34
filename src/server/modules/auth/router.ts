import { z } from 'zod';
import type { MessageKey } from '../../../shared/messages.ts';
import {
  ZChangeEmailInput,
  ZChangePasswordInput,
  ZConfirmPasswordResetInput,
  ZInviteInfo,
  ZLoginInput,
  ZMe,
  ZOrganisationOption,
  ZRegisterInput,
  ZRegisterProfessionalInput,
  ZRegisterTrainerInput,
  ZRequestPasswordResetInput,
  ZVerifyEmailInput,
} from '../../../shared/schemas/auth.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { changeEmail, confirmEmailChange } from './change-email.ts';
import { changePassword } from './change-password.ts';
import { confirmPasswordReset } from './confirm-password-reset.ts';
import { getInvite, ZInviteQuery } from './invite.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { getMe } from './me.ts';
import { listOrganisations } from './organisations.ts';
import { registerMember, registerProfessional, registerTrainer } from './register.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { sendVerificationEmail } from './send-verification-email.ts';
import { verifyEmail } from './verify-email.ts';

/** A signed-in result: the user, where the browser goes next, and the message to show. */
const signedInResult = <const K extends [MessageKey, ...MessageKey[]]>(...keys: K) =>
  z.object({ me: ZMe, redirectTo: z.string(), messageKey: z.enum(keys) });

/** The key of the message (SPEC §8) the browser shows when the mutation succeeds. */
const messageResult = <const K extends MessageKey>(key: K) => z.object({ messageKey: z.literal(key) });

const ZRegistered = signedInResult('registered', 'registeredPending');

export const authRouter = router({
  /** What the browser needs before anything else: who is signed in (pending accounts included). */
  me: publicProcedure.output(ZMe.nullable()).query(({ ctx }) => getMe(ctx)),
  login: publicProcedure
    .input(ZLoginInput)
    .output(signedInResult('loggedIn'))
    .mutation(({ ctx, input }) => login(ctx, input)),
  logout: publicProcedure.output(messageResult('loggedOut')).mutation(({ ctx }) => logout(ctx)),

  organisations: publicProcedure
    .output(z.array(ZOrganisationOption))
    .query(({ ctx }) => listOrganisations(ctx)),
  invite: publicProcedure
    .input(ZInviteQuery)
    .output(ZInviteInfo)
    .query(({ ctx, input }) => getInvite(ctx, input)),
  register: publicProcedure
    .input(ZRegisterInput)
    .output(ZRegistered)
    .mutation(({ ctx, input }) => registerMember(ctx, input)),
  registerProfessional: publicProcedure
    .input(ZRegisterProfessionalInput)
    .output(ZRegistered)
    .mutation(({ ctx, input }) => registerProfessional(ctx, input)),
  registerTrainer: publicProcedure
    .input(ZRegisterTrainerInput)
    .output(ZRegistered)
    .mutation(({ ctx, input }) => registerTrainer(ctx, input)),

  requestPasswordReset: publicProcedure
    .input(ZRequestPasswordResetInput)
    .output(messageResult('resetEmailSent'))
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input)),
  confirmPasswordReset: publicProcedure
    .input(ZConfirmPasswordResetInput)
    .output(messageResult('passwordResetSuccessful'))
    .mutation(({ ctx, input }) => confirmPasswordReset(ctx, input)),

  sendVerificationEmail: authedProcedure
    .output(messageResult('verificationEmailSent'))
    .mutation(({ ctx }) => sendVerificationEmail(ctx)),
  verifyEmail: publicProcedure
    .input(ZVerifyEmailInput)
    .output(messageResult('emailVerified'))
    .mutation(({ ctx, input }) => verifyEmail(ctx, input)),
  /** Mails a link to the new address; the address changes when it is opened (confirmEmailChange). */
  changeEmail: authedProcedure
    .input(ZChangeEmailInput)
    .output(z.object({ messageKey: z.enum(['emailChangeSent', 'emailUpdated']) }))
    .mutation(({ ctx, input }) => changeEmail(ctx, input)),
  confirmEmailChange: publicProcedure
    .input(ZVerifyEmailInput)
    .output(messageResult('emailUpdated'))
    .mutation(({ ctx, input }) => confirmEmailChange(ctx, input)),
  changePassword: authedProcedure
    .input(ZChangePasswordInput)
    .output(messageResult('passwordUpdated'))
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
});
