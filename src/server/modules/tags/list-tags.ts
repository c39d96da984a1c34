import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import type { Tag, TagKind } from '../../../shared/schemas/tags.ts';
import type { Database } from '../../db/client.ts';
import { tags } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';

export const tagColumns = {
  id: tags.id,
  kind: tags.kind,
  name: tags.name,
  published: tags.published,
  roles: tags.roles,
  nutritionGroup: tags.nutritionGroup,
  rules: tags.rules,
  switchToBool: tags.switchToBool,
  createdAt: tags.createdAt,
  updatedAt: tags.updatedAt,
};

/**
 * SPEC §5: the tags of one kind an actor may see, by name ignoring case. An admin sees every tag; anyone
 * else only published tags whose roles include theirs.
 */
export async function listTags(db: Database, actor: Pick<Actor, 'role'>, kind: TagKind): Promise<Tag[]> {
  const visible =
    actor.role === 'admin'
      ? undefined
      : and(eq(tags.published, true), arrayContains(tags.roles, [actor.role]));
  return db
    .select(tagColumns)
    .from(tags)
    .where(and(eq(tags.kind, kind), visible))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
}
