import { asc, gt, inArray, sql } from 'drizzle-orm';
import {
  checkNutritionTagRules,
  isRuleGovernedTag,
  type NutritionTagWithRules,
} from '../../../shared/nutrition/nutrition-tag-rules.ts';
import { BULK_CHUNK_SIZE } from '../../../shared/schemas/foods.ts';
import type { Database } from '../../db/client.ts';
import { recipes } from '../../db/schema/index.ts';

/**
 * Puts a rule-governed nutrition tag on exactly the recipes its rules match and takes it off the others,
 * a page of recipes at a time, inside the caller's transaction. Runs whenever such a tag is saved, so
 * recipes agree with the rules the admin sees without waiting for their next save. Recipes keep their
 * `updatedAt`: a rule change is not an edit, and must not reorder the catalogue. Does nothing for a tag
 * set by hand.
 */
export async function retagRecipes(tx: Database, tag: NutritionTagWithRules): Promise<void> {
  if (!isRuleGovernedTag(tag)) return;
  const lowerName = tag.name.toLowerCase();
  let after: string | null = null;
  for (;;) {
    const page = await tx
      .select({
        id: recipes.id,
        mealTimes: recipes.mealTimes,
        perServe: recipes.servingValues,
        per100g: recipes.servingValuesPerHundredGram,
        nutritionTags: recipes.nutritionTags,
      })
      .from(recipes)
      .where(after === null ? undefined : gt(recipes.id, after))
      .orderBy(asc(recipes.id))
      .limit(BULK_CHUNK_SIZE);
    const gaining: string[] = [];
    const losing: string[] = [];
    for (const recipe of page) {
      const applies = checkNutritionTagRules(tag.rules, recipe).applies;
      const carries = recipe.nutritionTags.some((name) => name.toLowerCase() === lowerName);
      if (applies && !carries) gaining.push(recipe.id);
      if (!applies && carries) losing.push(recipe.id);
    }
    if (gaining.length > 0) {
      await tx
        .update(recipes)
        .set({ nutritionTags: sql`array_append(${recipes.nutritionTags}, ${tag.name}::text)` })
        .where(inArray(recipes.id, gaining));
    }
    if (losing.length > 0) {
      // Ignoring case, like the check above; `with ordinality` keeps the other tags in their order.
      await tx
        .update(recipes)
        .set({
          nutritionTags: sql`array(select t from unnest(${recipes.nutritionTags}) with ordinality as u(t, i) where lower(t) <> ${lowerName} order by i)`,
        })
        .where(inArray(recipes.id, losing));
    }
    if (page.length < BULK_CHUNK_SIZE) return;
    after = page.at(-1)!.id;
  }
}
