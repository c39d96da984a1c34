import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZIngredientSaveInput } from '../../../shared/schemas/foods.ts';
import { conflict, notFound } from '../../app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/client.ts';
import { ingredientPortions, ingredients } from '../../db/schema/index.ts';

/**
 * Creates an ingredient (no id) or replaces one's name and portions (id), in one transaction. Names are
 * unique ignoring case: "An ingredient with this name already exists." for the name field.
 */
export async function saveIngredient(
  db: Database,
  input: z.output<typeof ZIngredientSaveInput>,
  now = new Date(),
): Promise<{ id: string; messageKey: 'ingredientSaved' }> {
  try {
    const id = await db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: ingredients.id })
        .from(ingredients)
        .where(
          and(
            eq(sql`lower(${ingredients.name})`, input.name.toLowerCase()),
            input.id ? ne(ingredients.id, input.id) : undefined,
          ),
        );
      if (clash) throw conflict('ingredientNameTaken');
      const [row] = input.id
        ? await tx
            .update(ingredients)
            .set({ name: input.name, updatedAt: now })
            .where(eq(ingredients.id, input.id))
            .returning({ id: ingredients.id })
        : await tx
            .insert(ingredients)
            .values({ name: input.name, createdAt: now, updatedAt: now })
            .returning({ id: ingredients.id });
      if (!row) throw notFound();
      await tx.delete(ingredientPortions).where(eq(ingredientPortions.ingredientId, row.id));
      if (input.portions.length > 0) {
        await tx
          .insert(ingredientPortions)
          .values(
            input.portions.map((portion, position) => ({ ...portion, ingredientId: row.id, position })),
          );
      }
      return row.id;
    });
    return { id, messageKey: 'ingredientSaved' };
  } catch (err) {
    // Two editors saving the same new name at once: the unique index decides, with the same answer.
    if (isUniqueViolation(err)) throw conflict('ingredientNameTaken');
    throw err;
  }
}
