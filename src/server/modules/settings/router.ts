import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import { ZShellLinkSettings } from '../../../shared/schemas/home.ts';
import { ZAccountSettings, ZGeneralSettings } from '../../../shared/schemas/users.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import {
  readAccountSettings,
  readGeneralSettings,
  readShellLinkSettings,
  updateAccountSettings,
  updateGeneralSettings,
  updateShellLinkSettings,
} from './account-settings.ts';

const admin = procedureFor(access.settings);

/** The admin's Settings screen. */
export const settingsRouter = router({
  account: admin.output(ZAccountSettings).query(({ ctx }) => readAccountSettings(ctx.db)),

  updateAccount: admin
    .input(ZAccountSettings)
    .output(z.object({ settings: ZAccountSettings, messageKey: z.literal('settingsUpdated') }))
    .mutation(async ({ ctx, input }) => ({
      settings: await updateAccountSettings(ctx.db, input),
      messageKey: 'settingsUpdated' as const,
    })),

  general: admin.output(ZGeneralSettings).query(({ ctx }) => readGeneralSettings(ctx.db)),

  updateGeneral: admin
    .input(ZGeneralSettings)
    .output(z.object({ settings: ZGeneralSettings, messageKey: z.literal('settingsUpdated') }))
    .mutation(async ({ ctx, input }) => ({
      settings: await updateGeneralSettings(ctx.db, input),
      messageKey: 'settingsUpdated' as const,
    })),

  /** The welcome videos per audience and the sidebar's Book Demo link. */
  links: admin.output(ZShellLinkSettings).query(({ ctx }) => readShellLinkSettings(ctx.db)),

  updateLinks: admin
    .input(ZShellLinkSettings)
    .output(z.object({ settings: ZShellLinkSettings, messageKey: z.literal('settingsUpdated') }))
    .mutation(async ({ ctx, input }) => ({
      settings: await updateShellLinkSettings(ctx.db, input),
      messageKey: 'settingsUpdated' as const,
    })),
});
