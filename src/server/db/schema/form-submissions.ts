import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FORM_SUBMISSION_KINDS, type FormAnswers } from '../../../shared/schemas/form-submissions.ts';
import { folders } from './meal-plans.ts';
import { users } from './users.ts';

/**
 * What a public form brought for one of a professional's clients, waiting for the professional to accept
 * or dismiss it (decision 059). One waits per client and kind of form: a newer one replaces it.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    kind: text({ enum: FORM_SUBMISSION_KINDS }).notNull(),
    name: text().notNull(),
    email: text().notNull(),
    newClient: boolean().notNull().default(false),
    answers: jsonb().$type<FormAnswers>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('form_submissions_folder_kind_key').on(t.folderId, t.kind),
    index('form_submissions_user_idx').on(t.userId, t.createdAt),
  ],
);

export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
