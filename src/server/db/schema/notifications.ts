import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../shared/access.ts';
import { users } from './users.ts';

/**
 * SPEC §3 User.tokenId, one per device: a browser's push subscription (decision 029). The endpoint is the
 * subscription's identity; the same browser subscribing for another user moves the row to that user.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

const roleList = ROLES.map((r) => `'${r}'`).join(', ');

/** SPEC §3 Push notification draft (selected roles, message), and the same row once sent. */
export const pushNotifications = pgTable(
  'push_notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    body: text().notNull().default(''),
    /** A path of this app, opened when the notification is clicked. */
    link: text().notNull().default('/'),
    roles: text({ enum: ROLES }).array().notNull(),
    status: text({ enum: ['draft', 'sending', 'sent'] })
      .notNull()
      .default('draft'),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('push_notifications_status_idx').on(t.status, t.updatedAt),
    check('push_notifications_status_check', sql`${t.status} in ('draft', 'sending', 'sent')`),
    check('push_notifications_roles_check', sql.raw(`roles <@ array[${roleList}]::text[]`)),
  ],
);

/**
 * One row per notification and subscription, written before the push is sent: a job run again skips
 * every subscription already tried, so nobody gets a message twice (at most once, decision 029).
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationId: uuid()
      .notNull()
      .references(() => pushNotifications.id, { onDelete: 'cascade' }),
    /** The endpoint, not the subscription's id: a gone subscription's row is deleted, its record stays. */
    endpoint: text().notNull(),
    status: text({ enum: ['sending', 'sent', 'gone', 'failed'] })
      .notNull()
      .default('sending'),
    detail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.endpoint] })],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushNotificationRow = typeof pushNotifications.$inferSelect;
