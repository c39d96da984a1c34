import { z } from 'zod';
import { ROLES } from '../access.ts';
import { messages } from '../messages.ts';
import { appLink } from '../push-message.ts';
import { text } from './text.ts';

/** A browser's PushSubscription as `toJSON()` gives it: SPEC §3 tokenId. */
export const ZPushSubscriptionInput = z.object({
  endpoint: text().trim().min(1).max(2000),
  keys: z.object({
    p256dh: text().trim().min(1).max(200),
    auth: text().trim().min(1).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;

export const ZPushEndpointInput = z.object({ endpoint: text().trim().min(1).max(2000) });

/** What the admin writes (SPEC §3 Push notification draft: selected roles, message; plus a link). */
export const ZNotificationContent = z.object({
  title: text().trim().min(1, 'Please enter a title').max(80, 'At most 80 characters'),
  body: text().trim().max(240, 'At most 240 characters'),
  link: text()
    .trim()
    .max(500)
    .refine((v) => v === '' || appLink(v) === v, { message: 'A path of this app, such as /recipes' }),
  roles: z.array(z.enum(ROLES)).min(1, messages.notificationNeedsRole).max(ROLES.length),
});
export type NotificationContent = z.infer<typeof ZNotificationContent>;

export const ZNotificationIdInput = z.object({ id: z.uuid() });

/** Saves a new draft (no id) or changes one. */
export const ZSaveDraftInput = ZNotificationContent.extend({ id: z.uuid().optional() });

export const ZNotification = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  roles: z.array(z.enum(ROLES)),
  status: z.enum(['draft', 'sending', 'sent']),
  updatedAt: z.date(),
  sentAt: z.date().nullable(),
  /** Devices tried, and how many took the message, once sending started. */
  devices: z.number(),
  delivered: z.number(),
});
export type NotificationItem = z.infer<typeof ZNotification>;
