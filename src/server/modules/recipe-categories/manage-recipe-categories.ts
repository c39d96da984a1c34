import { and, eq, ne, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/client.ts';
import { recipeCategories } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';

export interface RecipeCategoriesContext {
  db: Database;
  actor: Actor;
}

/** A new recipe category. Names are unique ignoring case, as the unique index on lower(name) says. */
export async function addRecipeCategory(ctx: RecipeCategoriesContext, name: string): Promise<{ id: string }> {
  // No target: the only unique constraint besides the key is lower(name), so a clash can only be the name.
  const [row] = await ctx.db
    .insert(recipeCategories)
    .values({ name, createdBy: ctx.actor.id })
    .onConflictDoNothing()
    .returning({ id: recipeCategories.id });
  if (!row) throw conflict('categoryNameTaken');
  return row;
}

/** Renames a category; its recipes keep it, since they point at it by id. Changing only capitals is fine. */
export async function renameRecipeCategory(
  ctx: RecipeCategoriesContext,
  id: string,
  name: string,
): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: recipeCategories.id })
    .from(recipeCategories)
    .where(and(eq(sql`lower(${recipeCategories.name})`, name.toLowerCase()), ne(recipeCategories.id, id)))
    .limit(1);
  if (taken) throw conflict('categoryNameTaken');
  let row: { id: string } | undefined;
  try {
    [row] = await ctx.db
      .update(recipeCategories)
      .set({ name, updatedAt: new Date() })
      .where(eq(recipeCategories.id, id))
      .returning({ id: recipeCategories.id });
  } catch (err) {
    // Someone took the name between the check and the update.
    if (isUniqueViolation(err)) throw conflict('categoryNameTaken');
    throw err;
  }
  if (!row) throw notFound('categoryNotFound');
}

/** Deletes a category. Its recipes stay, with no category (the foreign key sets it to null). */
export async function deleteRecipeCategory(ctx: RecipeCategoriesContext, id: string): Promise<void> {
  const [row] = await ctx.db
    .delete(recipeCategories)
    .where(eq(recipeCategories.id, id))
    .returning({ id: recipeCategories.id });
  if (!row) throw notFound('categoryNotFound');
}
