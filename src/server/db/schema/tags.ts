import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '../../../shared/access.ts';
import { NUTRITION_TAG_GROUPS, TAG_KINDS, type TagRules } from '../../../shared/schemas/tags.ts';
import { users } from './users.ts';

/**
 * SPEC §3 Tag: meal tags and nutrition tags in one table, told apart by `kind`. Recipes, plans and users
 * name tags by `name` (as the product shows them), so a name is unique within its kind.
 */
export const tags = pgTable(
  'tags',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: TAG_KINDS }).notNull(),
    name: text().notNull(),
    published: boolean().notNull().default(true),
    /** The roles that see the tag; admins see every tag. */
    roles: text().array().$type<Role[]>().notNull(),
    /** Nutrition tags only: which list of SPEC §9 the tag belongs to. */
    nutritionGroup: text({ enum: NUTRITION_TAG_GROUPS }),
    /** Nutrition tags only: the automatic tagging rules applied to a recipe on every save. */
    rules: jsonb().$type<TagRules>().notNull().default({}),
    /** SPEC §3 switchToBool: the tag is a yes/no flag set by hand rather than by its rules. */
    switchToBool: boolean().notNull().default(false),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_kind_name_key').on(t.kind, sql`lower(${t.name})`)],
);

/** SPEC §3 per-user tag selection: the tags of each kind a user has chosen to filter by. */
export const userTagSelections = pgTable(
  'user_tag_selections',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: TAG_KINDS }).notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tag_selections_user_kind_key').on(t.userId, t.kind)],
);

export type TagRow = typeof tags.$inferSelect;
