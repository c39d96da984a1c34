import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FoodCategory } from '../../../shared/schemas/foods.ts';
import type { Database } from '../../db/client.ts';
import { foodCategories, foods } from '../../db/schema/index.ts';

export interface ListCategoriesOptions {
  /** Include deactivated categories too (the admin's Categories screen); pickers see active ones only. */
  includeInactive: boolean;
}

/** Every category by name (case-insensitive), with how many foods name it. */
export async function listCategories(db: Database, options: ListCategoriesOptions): Promise<FoodCategory[]> {
  const foodCounts = db
    .select({ categoryId: foods.categoryId, foodCount: count().as('food_count') })
    .from(foods)
    .groupBy(foods.categoryId)
    .as('food_counts');
  const rows = await db
    .select({
      id: foodCategories.id,
      name: foodCategories.name,
      active: foodCategories.active,
      foodCount: sql<number>`coalesce(${foodCounts.foodCount}, 0)::int`,
      createdAt: foodCategories.createdAt,
      updatedAt: foodCategories.updatedAt,
    })
    .from(foodCategories)
    .leftJoin(foodCounts, eq(foodCounts.categoryId, foodCategories.id))
    .where(and(options.includeInactive ? undefined : eq(foodCategories.active, true)))
    .orderBy(asc(sql`lower(${foodCategories.name})`), asc(foodCategories.id));
  return rows.map((row) => ({ ...row, foodCount: Number(row.foodCount) }));
}
