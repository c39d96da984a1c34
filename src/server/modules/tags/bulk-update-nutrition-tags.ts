import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { BULK_CHUNK_SIZE } from '../../../shared/schemas/foods.ts';
import type { ZNutritionTagBulkUpdate } from '../../../shared/schemas/tags.ts';
import type { Database } from '../../db/client.ts';
import { tags } from '../../db/schema/index.ts';

/**
 * SPEC §7 nutritionTags batch set: publishes, unpublishes or sets the roles of the chosen nutrition tags,
 * BULK_CHUNK_SIZE tags per transaction. Neither field changes which recipes carry a tag, so no recipe is
 * touched. Ids of tags that no longer exist (or are meal tags) are passed over; returns how many changed.
 */
export async function bulkUpdateNutritionTags(
  ctx: { db: Database },
  input: z.output<typeof ZNutritionTagBulkUpdate>,
): Promise<{ count: number }> {
  const ids = [...new Set(input.ids)];
  let count = 0;
  for (let start = 0; start < ids.length; start += BULK_CHUNK_SIZE) {
    const chunk = ids.slice(start, start + BULK_CHUNK_SIZE);
    const updated = await ctx.db.transaction((tx) =>
      tx
        .update(tags)
        .set({ ...input.changes, updatedAt: new Date() })
        .where(and(eq(tags.kind, 'nutrition'), inArray(tags.id, chunk)))
        .returning({ id: tags.id }),
    );
    count += updated.length;
  }
  return { count };
}
