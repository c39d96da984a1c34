import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { BULK_CHUNK_SIZE, type FoodCategoryBulkUpdate } from '../../../shared/schemas/foods.ts';
import { conflict, notFound } from '../../app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/client.ts';
import { foodCategories } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';

export interface CategoriesContext {
  db: Database;
  actor: Actor;
}

/** Names are unique ignoring case ("Fruit" and "fruit" are one category), as the unique index says. */
async function nameTaken(db: Database, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: foodCategories.id })
    .from(foodCategories)
    .where(
      and(
        eq(sql`lower(${foodCategories.name})`, name.toLowerCase()),
        exceptId ? ne(foodCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A new, active category; "Successfully added food category". */
export async function addCategory(ctx: CategoriesContext, name: string): Promise<{ id: string }> {
  // No target: the only unique constraint besides the key is lower(name), so a clash can only be the name.
  const [row] = await ctx.db
    .insert(foodCategories)
    .values({ name, addedBy: ctx.actor.id })
    .onConflictDoNothing()
    .returning({ id: foodCategories.id });
  if (!row) throw conflict('categoryNameTaken');
  return row;
}

/** Renames one category; the same name with other capitals is a rename too ("fruit" to "Fruit"). */
export async function renameCategory(ctx: CategoriesContext, id: string, name: string): Promise<void> {
  if (await nameTaken(ctx.db, name, id)) throw conflict('categoryNameTaken');
  let row: { id: string } | undefined;
  try {
    [row] = await ctx.db
      .update(foodCategories)
      .set({ name, updatedAt: new Date() })
      .where(eq(foodCategories.id, id))
      .returning({ id: foodCategories.id });
  } catch (err) {
    // Someone took the name between the check and the update.
    if (isUniqueViolation(err)) throw conflict('categoryNameTaken');
    throw err;
  }
  if (!row) throw notFound('categoryNotFound');
}

/** Deletes a category. Its foods stay, with no category (the foreign key sets it to null). */
export async function deleteCategory(ctx: CategoriesContext, id: string): Promise<void> {
  const [row] = await ctx.db
    .delete(foodCategories)
    .where(eq(foodCategories.id, id))
    .returning({ id: foodCategories.id });
  if (!row) throw notFound('categoryNotFound');
}

/**
 * SPEC §7 bulk category update: renames and (de)activations of many categories, written in transactions
 * of at most 500 rows. Everything is checked before the first write (every category exists, no two end
 * up with one name), so a refusal leaves every category as it was.
 */
export async function bulkUpdateCategories(
  ctx: CategoriesContext,
  input: FoodCategoryBulkUpdate,
): Promise<{ updated: number }> {
  const updates = new Map(input.updates.map((u) => [u.id, u]));
  const ids = [...updates.keys()];
  const existing = await ctx.db
    .select({ id: foodCategories.id, name: foodCategories.name })
    .from(foodCategories);
  const known = new Set(existing.map((c) => c.id));
  if (ids.some((id) => !known.has(id))) throw notFound('categoryNotFound');

  const finalNames = new Set<string>();
  for (const category of existing) {
    const name = (updates.get(category.id)?.name ?? category.name).toLowerCase();
    if (finalNames.has(name)) throw conflict('categoryNameTaken');
    finalNames.add(name);
  }

  const now = new Date();
  try {
    for (let start = 0; start < ids.length; start += BULK_CHUNK_SIZE) {
      const chunk = ids.slice(start, start + BULK_CHUNK_SIZE).map((id) => updates.get(id)!);
      await ctx.db.transaction(async (tx) => {
        // Most bulk actions set one field on every row: one statement per distinct change, not per row.
        const byActive = new Map<boolean, string[]>();
        for (const update of chunk) {
          if (update.name !== undefined) {
            await tx
              .update(foodCategories)
              .set({ name: update.name, updatedAt: now })
              .where(eq(foodCategories.id, update.id));
          }
          if (update.active !== undefined) {
            byActive.set(update.active, [...(byActive.get(update.active) ?? []), update.id]);
          }
        }
        for (const [active, activeIds] of byActive) {
          await tx
            .update(foodCategories)
            .set({ active, updatedAt: now })
            .where(inArray(foodCategories.id, activeIds));
        }
      });
    }
  } catch (err) {
    // Names swapped within one chunk, or a category added meanwhile under one of the new names.
    if (isUniqueViolation(err)) throw conflict('categoryNameTaken');
    throw err;
  }
  return { updated: ids.length };
}
