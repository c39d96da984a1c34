import { and, arrayContains, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TagKind } from '../../../shared/schemas/tags.ts';
import type { Database } from '../../db/client.ts';
import { foods, recipes, userTagSelections } from '../../db/schema/index.ts';
import { refreshSearchText } from '../recipes/search-text.ts';

/**
 * Recipes, foods and user selections name tags by name, spelled as the tag list spells it (their saves
 * write the tag's own name), so a rename or a delete is one exact array operation on each of them. Meal
 * tags live in recipes' `tags` (and their search text); nutrition tags in recipes' `nutritionTags` and foods' `tags`. Run these
 * inside the tag's own transaction, so a tag and its uses never disagree.
 */
async function rewriteTagArrays(
  tx: Database,
  kind: TagKind,
  name: string,
  rewrite: (column: PgColumn) => SQL,
): Promise<void> {
  if (kind === 'meal') {
    const changed = await tx
      .update(recipes)
      .set({ tags: rewrite(recipes.tags) })
      .where(arrayContains(recipes.tags, [name]))
      .returning({ id: recipes.id });
    // Meal tags are words a recipe is searched by.
    if (changed.length > 0) {
      await refreshSearchText(
        tx,
        inArray(
          recipes.id,
          changed.map((recipe) => recipe.id),
        ),
      );
    }
  } else {
    await tx
      .update(recipes)
      .set({ nutritionTags: rewrite(recipes.nutritionTags) })
      .where(arrayContains(recipes.nutritionTags, [name]));
    await tx
      .update(foods)
      .set({ tags: rewrite(foods.tags) })
      .where(arrayContains(foods.tags, [name]));
  }
  await tx
    .update(userTagSelections)
    .set({ tags: rewrite(userTagSelections.tags), updatedAt: new Date() })
    .where(and(eq(userTagSelections.kind, kind), arrayContains(userTagSelections.tags, [name])));
}

/** Renames a tag in every recipe, food and user selection that names it. */
export function renameTagEverywhere(tx: Database, kind: TagKind, oldName: string, newName: string) {
  return rewriteTagArrays(
    tx,
    kind,
    oldName,
    (column) => sql`array_replace(${column}, ${oldName}, ${newName})`,
  );
}

/** Takes a deleted tag off every recipe, food and user selection that names it. */
export function removeTagEverywhere(tx: Database, kind: TagKind, name: string) {
  return rewriteTagArrays(tx, kind, name, (column) => sql`array_remove(${column}, ${name})`);
}
