import { and, eq } from 'drizzle-orm';
import type { TagKind, TagSelection } from '../../../shared/schemas/tags.ts';
import type { Database } from '../../db/client.ts';
import { userTagSelections } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';
import { listTags } from './list-tags.ts';

interface SelectionContext {
  db: Database;
  actor: Actor;
}

async function storedSelection(db: Database, userId: string, kind: TagKind): Promise<string[]> {
  const [row] = await db
    .select({ tags: userTagSelections.tags })
    .from(userTagSelections)
    .where(and(eq(userTagSelections.userId, userId), eq(userTagSelections.kind, kind)));
  return row?.tags ?? [];
}

/**
 * The names of `names` that are tags the actor may see, spelled and ordered as the tag list has them. A
 * tag unpublished or taken from the actor's role since it was chosen drops out here.
 */
async function visibleOf(ctx: SelectionContext, kind: TagKind, names: readonly string[]): Promise<string[]> {
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  const visible = await listTags(ctx.db, ctx.actor, kind);
  return visible.filter((tag) => wanted.has(tag.name.toLowerCase())).map((tag) => tag.name);
}

/** The signed-in user's chosen tags of one kind, as far as they may still see them. */
export async function mySelection(ctx: SelectionContext, kind: TagKind): Promise<TagSelection> {
  const stored = await storedSelection(ctx.db, ctx.actor.id, kind);
  return { kind, tags: await visibleOf(ctx, kind, stored) };
}

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((name) => set.has(name));
}

/**
 * SPEC §5: saves the user's choice of tags of one kind only when it differs from the stored one (as a set:
 * the order they were ticked in is not a change). Names that are not tags the user may see are left out.
 */
export async function saveSelection(
  ctx: SelectionContext,
  kind: TagKind,
  names: readonly string[],
): Promise<{ changed: boolean; tags: string[] }> {
  const chosen = await visibleOf(ctx, kind, names);
  const stored = await storedSelection(ctx.db, ctx.actor.id, kind);
  if (sameTags(stored, chosen)) return { changed: false, tags: chosen };
  const now = new Date();
  await ctx.db
    .insert(userTagSelections)
    .values({ userId: ctx.actor.id, kind, tags: chosen, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [userTagSelections.userId, userTagSelections.kind],
      set: { tags: chosen, updatedAt: now },
    });
  return { changed: true, tags: chosen };
}
