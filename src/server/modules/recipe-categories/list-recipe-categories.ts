import { asc, count, eq, sql } from 'drizzle-orm';
import type { RecipeCategory } from '../../../shared/schemas/recipe-categories.ts';
import type { Database } from '../../db/client.ts';
import { recipeCategories, recipes } from '../../db/schema/index.ts';

/** Every recipe category by name (ignoring case), with how many recipes are filed under it. */
export async function listRecipeCategories(db: Database): Promise<RecipeCategory[]> {
  const recipeCounts = db
    .select({ categoryId: recipes.categoryId, recipeCount: count().as('recipe_count') })
    .from(recipes)
    .groupBy(recipes.categoryId)
    .as('recipe_counts');
  const rows = await db
    .select({
      id: recipeCategories.id,
      name: recipeCategories.name,
      recipeCount: sql<number>`coalesce(${recipeCounts.recipeCount}, 0)::int`,
      createdAt: recipeCategories.createdAt,
      updatedAt: recipeCategories.updatedAt,
    })
    .from(recipeCategories)
    .leftJoin(recipeCounts, eq(recipeCounts.categoryId, recipeCategories.id))
    .orderBy(asc(sql`lower(${recipeCategories.name})`), asc(recipeCategories.id));
  return rows.map((row) => ({ ...row, recipeCount: Number(row.recipeCount) }));
}
