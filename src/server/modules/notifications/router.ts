import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  ZNotification,
  ZNotificationIdInput,
  ZPushEndpointInput,
  ZPushSubscriptionInput,
  ZSaveDraftInput,
} from '../../../shared/schemas/notifications.ts';
import { vapidKeys } from '../../integrations/push/vapid.ts';
import { authedProcedure, procedureFor, router } from '../../trpc/init.ts';
import { deleteDraft, listNotifications, saveDraft, sendNotification } from './drafts.ts';
import { isDeviceSubscribed, subscribeDevice, unsubscribeDevice } from './subscriptions.ts';

const admin = procedureFor(access.notifications);
/** Every signed-in user may allow notifications on their devices (Profile). */
const anyone = procedureFor(access.profile);

/** Web push (decision 029): devices' subscriptions, and the admin's Notifications screen. */
export const notificationsRouter = router({
  publicKey: authedProcedure
    .output(z.object({ publicKey: z.string() }))
    .query(async ({ ctx }) => ({ publicKey: (await vapidKeys(ctx.config)).publicKey })),

  subscribe: anyone
    .input(ZPushSubscriptionInput)
    .output(z.object({ messageKey: z.literal('notificationsAllowed') }))
    .mutation(async ({ ctx, input }) => {
      await subscribeDevice(ctx, input);
      return { messageKey: 'notificationsAllowed' as const };
    }),

  unsubscribe: anyone
    .input(ZPushEndpointInput)
    .output(z.object({ messageKey: z.literal('notificationsStopped') }))
    .mutation(async ({ ctx, input }) => {
      await unsubscribeDevice(ctx.db, ctx.actor, input.endpoint);
      return { messageKey: 'notificationsStopped' as const };
    }),

  isSubscribed: anyone
    .input(ZPushEndpointInput)
    .output(z.boolean())
    .query(({ ctx, input }) => isDeviceSubscribed(ctx.db, ctx.actor, input.endpoint)),

  list: admin.output(z.array(ZNotification)).query(({ ctx }) => listNotifications(ctx.db)),

  saveDraft: admin
    .input(ZSaveDraftInput)
    .output(z.object({ id: z.string(), messageKey: z.literal('notificationDraftSaved') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await saveDraft(ctx.db, ctx.actor, input)),
      messageKey: 'notificationDraftSaved' as const,
    })),

  deleteDraft: admin
    .input(ZNotificationIdInput)
    .output(z.object({ messageKey: z.literal('notificationDraftDeleted') }))
    .mutation(async ({ ctx, input }) => {
      await deleteDraft(ctx.db, input.id);
      return { messageKey: 'notificationDraftDeleted' as const };
    }),

  send: admin
    .input(ZSaveDraftInput)
    .output(z.object({ id: z.string(), messageKey: z.literal('notificationSent') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await sendNotification(ctx, input)),
      messageKey: 'notificationSent' as const,
    })),
});
