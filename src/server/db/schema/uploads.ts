import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A file kept in storage (SPEC §3 Upload: file name, type, size, created). */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Storage key, `{folder}/{timestamp}_{name}`; image variants sit beside it with a prefix. */
    key: text().notNull().unique(),
    folder: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_folder_created_idx').on(t.folder, t.createdAt)],
);

export type UploadRow = typeof uploads.$inferSelect;
