import { and, eq } from 'drizzle-orm';
import type { TagKind } from '../../../shared/schemas/tags.ts';
import { notFound } from '../../app-error.ts';
import { tags } from '../../db/schema/index.ts';
import type { TagsContext } from './save-tag.ts';
import { removeTagEverywhere } from './tag-names.ts';

/** Deletes a tag and takes it off every recipe, food and user selection, in one transaction. */
export async function deleteTag(ctx: TagsContext, kind: TagKind, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(tags)
      .where(and(eq(tags.id, id), eq(tags.kind, kind)))
      .returning({ name: tags.name });
    if (!row) throw notFound('tagNotFound');
    await removeTagEverywhere(tx, kind, row.name);
  });
}
