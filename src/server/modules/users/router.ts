import { z } from 'zod';
import { ADMIN_AND_PROFESSIONALS, access } from '../../../shared/access.ts';
import {
  ZCreditHistoryEntry,
  ZProfile,
  ZProfileUpdate,
  ZSetUploadInput,
} from '../../../shared/schemas/users.ts';
import { authedProcedure, procedureFor, router } from '../../trpc/init.ts';
import { listCreditHistory } from './credit-history.ts';
import { setProfileImage } from './profile-images.ts';
import { dismissTrialExpired, dismissWelcome, getProfile, updateProfile } from './profile.ts';

const profileSaved = <K extends 'profileUpdated' | 'profilePhotoUpdated'>(messageKey: K) =>
  z.object({ profile: ZProfile, messageKey: z.literal(messageKey) });

/** The signed-in user's own account: every procedure here reads or writes the actor's row and no other. */
export const usersRouter = router({
  profile: procedureFor(access.profile)
    .output(ZProfile)
    .query(({ ctx }) => getProfile(ctx)),

  updateProfile: procedureFor(access.profile)
    .input(ZProfileUpdate)
    .output(profileSaved('profileUpdated'))
    .mutation(async ({ ctx, input }) => ({
      profile: await updateProfile(ctx, input),
      messageKey: 'profileUpdated' as const,
    })),

  setPhoto: procedureFor(access.profile)
    .input(ZSetUploadInput)
    .output(profileSaved('profilePhotoUpdated'))
    .mutation(async ({ ctx, input }) => ({
      profile: await setProfileImage(ctx, 'photo', input.uploadId),
      messageKey: 'profilePhotoUpdated' as const,
    })),

  /** A professional's own logo for their eBooks; there is no message of its own, so the profile's. */
  setLogo: procedureFor(ADMIN_AND_PROFESSIONALS)
    .input(ZSetUploadInput)
    .output(profileSaved('profileUpdated'))
    .mutation(async ({ ctx, input }) => ({
      profile: await setProfileImage(ctx, 'customLogo', input.uploadId),
      messageKey: 'profileUpdated' as const,
    })),

  /** Closing the welcome video dialog (SPEC §2) so it does not open again. */
  dismissWelcome: authedProcedure.output(z.void()).mutation(({ ctx }) => dismissWelcome(ctx)),
  dismissTrialExpired: authedProcedure.output(z.void()).mutation(({ ctx }) => dismissTrialExpired(ctx)),

  creditHistory: authedProcedure
    .output(z.array(ZCreditHistoryEntry))
    .query(({ ctx }) => listCreditHistory(ctx)),
});
