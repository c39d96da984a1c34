import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  RECIPE_LIST_PAGE_SIZE,
  type RecipeSearchScope,
  type ZRecipeSearchInput,
} from '../../../shared/schemas/recipes.ts';
import type { Database } from '../../db/client.ts';
import { recipes } from '../../db/schema/index.ts';
import { searchTerms } from '../foods/food-search.ts';
import { inCatalogue, mineOf, numberedPage, type NumberedPage } from './list-recipes.ts';
import { selectRecipeListItems, toListItem } from './recipe-rows.ts';
import { recipesVisibleTo, reviewsRecipes, type RecipeViewer } from './visibility.ts';

/** Words shorter than this are matched by prefix only: trigram similarity means little for them. */
const TYPO_TOLERANT_MIN_LENGTH = 4;
/**
 * How alike (pg_trgm word_similarity) a typed word and a word of the name must be to count as a typo of
 * it: pg_trgm's default, 0.6, misses one-letter slips such as "chiken" (0.5), as in the foods search.
 */
const TYPO_SIMILARITY = 0.5;
/** When nothing at all matches, the search tries again this much looser (swapped or replaced letters). */
const LOOSE_TYPO_SIMILARITY = 0.3;

const nameLower = sql`lower(${recipes.name})`;

/**
 * All the words, each as a prefix ("pancake" finds pancakes), stemmed as the index is. A subquery, so the
 * driver's generic plans parse it once per search rather than once per row.
 */
function prefixQuery(terms: readonly string[]): SQL {
  return sql`(select to_tsquery('english', ${terms.map((term) => `${term}:*`).join(' & ')}))`;
}

/**
 * A recipe matches a word when the word, or a word it begins, is in its name, description, ingredients
 * or meal tags (full-text), or when the word is a near spelling of a word of its name (trigram).
 */
function termMatches(term: string): SQL {
  const byWord = sql`${recipes.search} @@ ${prefixQuery([term])}`;
  if (term.length < TYPO_TOLERANT_MIN_LENGTH) return byWord;
  return sql`(${byWord} or ${term} <% ${nameLower})`;
}

/** Which recipes a scope searches, within what the viewer may see. */
function scopeCondition(viewer: RecipeViewer, scope: RecipeSearchScope): SQL | undefined {
  switch (scope) {
    case 'catalogue':
      return inCatalogue;
    case 'mine':
      return mineOf(viewer);
    case 'private':
      // SPEC §6: the admins search every user's my recipes; anyone else only their own.
      return reviewsRecipes(viewer)
        ? eq(recipes.isPrivate, true)
        : and(eq(recipes.isPrivate, true), eq(recipes.userId, viewer.id));
  }
}

/**
 * Recipe search (SPEC §7 "search indexes" for recipes and my recipes): Postgres full-text search on the
 * generated `search` column, ranked by ts_rank, with pg_trgm typo tolerance on the name, so "lasgne" still
 * finds Lasagne. The trigram threshold is a setting of the session, so the search runs in a transaction
 * that sets it for itself alone.
 */
export async function searchRecipes(
  db: Database,
  viewer: RecipeViewer,
  input: z.output<typeof ZRecipeSearchInput>,
): Promise<NumberedPage> {
  const terms = searchTerms(input.query);
  const page = input.cursor ?? 1;
  if (terms.length === 0) return { items: [], nextCursor: null };
  const typoTolerant = terms.some((term) => term.length >= TYPO_TOLERANT_MIN_LENGTH);
  return db.transaction(async (tx) => {
    const found = await searchWith(tx, viewer, input.scope, terms, page, TYPO_SIMILARITY);
    if (found.items.length > 0 || page > 1 || !typoTolerant) return found;
    return searchWith(tx, viewer, input.scope, terms, page, LOOSE_TYPO_SIMILARITY);
  });
}

async function searchWith(
  tx: Database,
  viewer: RecipeViewer,
  scope: RecipeSearchScope,
  terms: readonly string[],
  page: number,
  typoSimilarity: number,
): Promise<NumberedPage> {
  await tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(typoSimilarity)}, true)`,
  );
  const everyWord = prefixQuery(terms);
  const rows = await selectRecipeListItems(tx, viewer)
    .where(and(recipesVisibleTo(viewer), scopeCondition(viewer, scope), ...terms.map(termMatches)))
    .orderBy(
      // Recipes with every word as typed before those found only through a typo, best ranked first.
      desc(sql`${recipes.search} @@ ${everyWord}`),
      desc(sql`ts_rank(${recipes.search}, ${everyWord})`),
      desc(sql`word_similarity(${terms.join(' ')}, ${nameLower})`),
      desc(recipes.updatedAt),
      desc(recipes.id),
    )
    .limit(RECIPE_LIST_PAGE_SIZE + 1)
    .offset((page - 1) * RECIPE_LIST_PAGE_SIZE);
  return numberedPage(rows.map(toListItem), page);
}
