import { eq } from 'drizzle-orm';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { ingredients } from '../../db/schema/index.ts';

/** Deletes an ingredient with its portions; a search for its name then falls back to the foods. */
export async function deleteIngredient(
  db: Database,
  id: string,
): Promise<{ messageKey: 'ingredientDeleted' }> {
  const [row] = await db.delete(ingredients).where(eq(ingredients.id, id)).returning({ id: ingredients.id });
  if (!row) throw notFound();
  return { messageKey: 'ingredientDeleted' };
}
