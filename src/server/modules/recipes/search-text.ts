import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { foods, recipeIngredients, recipes } from '../../db/schema/index.ts';

/**
 * The text a recipe is searched by: its name, description, ingredient names and meal tags, a line each.
 * prepareRecipe writes it with every save; the same composition is kept here for the changes made
 * elsewhere that it depends on.
 */
export function searchTextOf(parts: {
  name: string;
  description: string;
  ingredientNames: readonly string[];
  tags: readonly string[];
}): string {
  return [parts.name, parts.description, ...parts.ingredientNames, ...parts.tags].join('\n');
}

/**
 * Writes searchText again, from the rows, for the recipes `where` picks: after a meal tag is renamed or
 * deleted, or a food renamed, so search finds recipes by the new names and not by the old ones. It
 * composes the text as searchTextOf does.
 */
export async function refreshSearchText(tx: Database, where: SQL): Promise<void> {
  const ingredientNames = sql`(
    select coalesce(array_agg(${foods.name} order by ${recipeIngredients.position}), '{}')
    from ${recipeIngredients} join ${foods} on ${foods.id} = ${recipeIngredients.foodId}
    where ${recipeIngredients.recipeId} = ${recipes.id})`;
  await tx
    .update(recipes)
    .set({
      searchText: sql`array_to_string(
        array[${recipes.name}, ${recipes.description}] || ${ingredientNames} || ${recipes.tags}, E'\n')`,
    })
    .where(where);
}
