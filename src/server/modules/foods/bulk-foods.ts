import { and, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BULK_CHUNK_SIZE, type ZFoodBulkUpdate } from '../../../shared/schemas/foods.ts';
import type { Database } from '../../db/client.ts';
import { foods, mealCustomIngredients, recipeIngredients } from '../../db/schema/index.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Actor } from '../../trpc/context.ts';
import { refreshRecipeTagsForFoods } from '../recipes/derived-tags.ts';
import { factsChanged, ruleTableFacts } from './food-facts.ts';
import { queueApprovalMail } from './review-food.ts';
import { assertCategoryExists } from './save-food.ts';

export interface BulkContext {
  db: Database;
  jobs: Jobs;
  actor: Actor;
}

/** SPEC §7 batch writes: at most BULK_CHUNK_SIZE rows per transaction, one transaction after another. */
function chunksOf(ids: readonly string[]): string[][] {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += BULK_CHUNK_SIZE) {
    chunks.push(unique.slice(start, start + BULK_CHUNK_SIZE));
  }
  return chunks;
}

/**
 * Sets the status and/or category of the selected foods (the admin's), or hands their tags and diet facts
 * back to the rule table. Publishing pending foods approves them, so their creators get "Food approved" as
 * with a single approval. Returns how many foods changed; ids of foods that no longer exist are passed over.
 */
export async function bulkUpdateFoods(
  ctx: BulkContext,
  input: z.output<typeof ZFoodBulkUpdate>,
): Promise<{ count: number }> {
  const { changes } = input;
  if (changes.categoryId) await assertCategoryExists(ctx.db, changes.categoryId);
  let count = 0;
  for (const ids of chunksOf(input.ids)) {
    count += await ctx.db.transaction(async (tx) => {
      const approved =
        changes.status === 'published'
          ? await tx
              .select({ name: foods.name, createdBy: foods.createdBy })
              .from(foods)
              .where(and(inArray(foods.id, ids), ne(foods.status, 'published')))
              .for('update')
          : [];
      const updated = await tx
        .update(foods)
        .set({ ...changes, updatedAt: new Date() })
        .where(inArray(foods.id, ids))
        .returning({ id: foods.id });
      for (const food of approved) await queueApprovalMail(tx, ctx, food);
      if (changes.tagsSetBy === 'rules') await applyRuleTable(tx, ids);
      return updated.length;
    });
  }
  return { count };
}

/**
 * Works the tags and diet facts of the given foods out again with the rule table (one update for the lot),
 * and the derived tags of the recipes that use those whose facts changed, in the caller's transaction.
 */
async function applyRuleTable(tx: Database, ids: readonly string[]): Promise<void> {
  const rows = await tx
    .select({
      id: foods.id,
      name: foods.name,
      group: foods.sourceGroup,
      src: foods.src,
      tags: foods.tags,
      dietFlags: foods.dietFlags,
    })
    .from(foods)
    .where(inArray(foods.id, [...ids]))
    .for('update');
  const changed = rows.flatMap((row) => {
    const facts = ruleTableFacts(row.name, row);
    return factsChanged(row, facts) ? [{ id: row.id, tags: facts.tags, diet_flags: facts.dietFlags }] : [];
  });
  if (changed.length === 0) return;
  await tx.execute(sql`
    update ${foods} set tags = v.tags, diet_flags = v.diet_flags
    from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as v(id uuid, tags text[], diet_flags text[])
    where ${foods.id} = v.id`);
  await refreshRecipeTagsForFoods(
    tx,
    changed.map((row) => row.id),
  );
}

/**
 * Deletes the selected foods with their portions, chunk by chunk, leaving those that recipes use (see
 * deleteFood). Returns how many were deleted.
 */
export async function bulkDeleteFoods(
  ctx: { db: Database },
  input: { ids: readonly string[] },
): Promise<{ count: number }> {
  const usedInRecipes = ctx.db
    .select({ foodId: recipeIngredients.foodId })
    .from(recipeIngredients)
    .where(eq(recipeIngredients.foodId, foods.id));
  const usedInCustomMeals = ctx.db
    .select({ foodId: mealCustomIngredients.foodId })
    .from(mealCustomIngredients)
    .where(eq(mealCustomIngredients.foodId, foods.id));
  let count = 0;
  for (const ids of chunksOf(input.ids)) {
    const deleted = await ctx.db.transaction((tx) =>
      tx
        .delete(foods)
        .where(and(inArray(foods.id, ids), notExists(usedInRecipes), notExists(usedInCustomMeals)))
        .returning({ id: foods.id }),
    );
    count += deleted.length;
  }
  return { count };
}
