import { customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * Login sessions (Lucia's design): the cookie holds `{id}.{secret}`; only the secret's SHA-256 is kept,
 * so a leaked table cannot be replayed. A row is revoked by deleting it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    secretHash: bytea().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Slides forward while the session is used; the session ends when it passes. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The session ends here however active it is. */
    absoluteExpiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
