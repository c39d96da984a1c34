import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INGREDIENTS_PAGE_SIZE,
  type Ingredient,
  type ZIngredientListInput,
  type ZIngredientPage,
} from '../../../shared/schemas/foods.ts';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { ingredientPortions, ingredients } from '../../db/schema/index.ts';
import { NAME_MATCH_THRESHOLD } from './search-ingredient.ts';

type IngredientPage = z.infer<typeof ZIngredientPage>;

/** A typed fragment matches itself: '%', '_' and '\' are not wildcards. */
function escapeLike(text: string): string {
  return text.replaceAll(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The Ingredients screen: 50 a page by name; with a query, the names containing it or close to it (one
 * letter wrong), those containing it first, then the closest.
 */
export async function listIngredients(
  db: Database,
  input: z.output<typeof ZIngredientListInput>,
): Promise<IngredientPage> {
  const page = input.cursor ?? 1;
  const query = input.query.toLowerCase();
  const lowerName = sql`lower(${ingredients.name})`;
  const contains = sql`${lowerName} like ${`%${escapeLike(query)}%`}`;
  const similarity = sql`similarity(${lowerName}, ${query})`;
  const where = query ? or(contains, sql`${similarity} >= ${NAME_MATCH_THRESHOLD}`) : undefined;
  const order = query
    ? [sql`${contains} desc`, sql`${similarity} desc`, asc(lowerName), asc(ingredients.id)]
    : [asc(lowerName), asc(ingredients.id)];
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(ingredients)
      .where(where)
      .orderBy(...order)
      .limit(INGREDIENTS_PAGE_SIZE)
      .offset((page - 1) * INGREDIENTS_PAGE_SIZE),
    db.$count(ingredients, where),
  ]);
  const portions = await portionsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      portions: portions.get(row.id) ?? [],
      updatedAt: row.updatedAt,
    })),
    total,
    nextCursor: page * INGREDIENTS_PAGE_SIZE < total ? page + 1 : null,
  };
}

/** One ingredient with its portions in their order, for its editor. */
export async function getIngredient(db: Database, id: string): Promise<Ingredient> {
  const [row] = await db.select().from(ingredients).where(eq(ingredients.id, id));
  if (!row) throw notFound();
  const portions = await portionsOf(db, [row.id]);
  return { id: row.id, name: row.name, portions: portions.get(row.id) ?? [], updatedAt: row.updatedAt };
}

async function portionsOf(db: Database, ids: string[]): Promise<Map<string, Ingredient['portions']>> {
  const byIngredient = new Map<string, Ingredient['portions']>();
  if (ids.length === 0) return byIngredient;
  const rows = await db
    .select({
      ingredientId: ingredientPortions.ingredientId,
      name: ingredientPortions.name,
      unit: ingredientPortions.unit,
      val: ingredientPortions.val,
    })
    .from(ingredientPortions)
    .where(inArray(ingredientPortions.ingredientId, ids))
    .orderBy(asc(ingredientPortions.position), asc(ingredientPortions.name));
  for (const { ingredientId, ...portion } of rows) {
    const list = byIngredient.get(ingredientId) ?? [];
    list.push(portion);
    byIngredient.set(ingredientId, list);
  }
  return byIngredient;
}
