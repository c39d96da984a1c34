import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The mail collection of SPEC §7: every message the app sends is a row here first. The `mail` job
 * delivers it and marks it sent, so a row is never delivered twice and nothing is lost while SMTP is down.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    template: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    subject: text().notNull(),
    status: text({ enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** How it went out: the SMTP server's message id, or 'log' when no SMTP_URL is set. */
    deliveredVia: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
