import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
/**
 * How many of the newest recipes with every word are ranked for relevance. Ranking reads every match, so
 * a word in a third of the catalogue ("carrot") would rank tens of thousands of rows; only the newest few
 * hundred are ranked, and pages past them are read on demand.
 */
const RANKED_CANDIDATES = 400;

const nameLower = sql`lower(${recipes.name})`;

/**
 * All the words, each as a prefix ("pancake" finds pancakes), stemmed as the index is. A plain
 * to_tsquery of the parameter: searches plan each query with its words (see searchRecipes), so Postgres
 * folds it to a constant and knows how common the words are.
 */
function prefixQuery(terms: readonly string[]): SQL {
  return sql`to_tsquery('english', ${terms.map((term) => `${term}:*`).join(' & ')})`;
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
 * generated `search` column, ranked by ts_rank; when no recipe has every word as typed, pg_trgm typo
 * tolerance on the name, so "lasgne" still finds Lasagne.
 */
export async function searchRecipes(
  db: Database,
  viewer: RecipeViewer,
  input: z.output<typeof ZRecipeSearchInput>,
): Promise<NumberedPage> {
  const terms = searchTerms(input.query);
  const page = input.cursor ?? 1;
  if (terms.length === 0) return { items: [], nextCursor: null };
  const where = and(recipesVisibleTo(viewer), scopeCondition(viewer, input.scope));
  const typoTolerant = terms.some((term) => term.length >= TYPO_TOLERANT_MIN_LENGTH);
  return db.transaction(async (tx) => {
    // A plan for these words, not a generic one: how to find a word in a third of the recipes (walk the
    // catalogue newest first) differs from how to find a rare one (its index entries), and a prepared
    // statement's generic plan cannot tell them apart.
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    // Every page of one search reads the same way: by the words as typed when any recipe has them all,
    // else through typos, so page 2 of a misspelt search follows its page 1.
    if (!typoTolerant || (await hasEveryWord(tx, where, terms))) {
      return searchByWords(tx, viewer, where, terms, page);
    }
    const found = await searchWith(tx, viewer, where, terms, page, TYPO_SIMILARITY);
    if (found.items.length > 0 || page > 1) return found;
    return searchWith(tx, viewer, where, terms, page, LOOSE_TYPO_SIMILARITY);
  });
}

async function hasEveryWord(
  db: Database,
  where: SQL | undefined,
  terms: readonly string[],
): Promise<boolean> {
  const [found] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(where, sql`${recipes.search} @@ ${prefixQuery(terms)}`))
    .limit(1);
  return found !== undefined;
}

/** Recipes with every word (or a word it begins), the newest RANKED_CANDIDATES ranked by ts_rank. */
async function searchByWords(
  db: Database,
  viewer: RecipeViewer,
  where: SQL | undefined,
  terms: readonly string[],
  page: number,
): Promise<NumberedPage> {
  const everyWord = prefixQuery(terms);
  const candidates = db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(where, sql`${recipes.search} @@ ${everyWord}`))
    .orderBy(desc(recipes.updatedAt), desc(recipes.id))
    .limit(Math.max(RANKED_CANDIDATES, page * RECIPE_LIST_PAGE_SIZE + 1));
  const rows = await selectRecipeListItems(db, viewer)
    .where(inArray(recipes.id, candidates))
    .orderBy(desc(sql`ts_rank(${recipes.search}, ${everyWord})`), desc(recipes.updatedAt), desc(recipes.id))
    .limit(RECIPE_LIST_PAGE_SIZE + 1)
    .offset((page - 1) * RECIPE_LIST_PAGE_SIZE);
  return numberedPage(rows.map(toListItem), page);
}

/**
 * Recipes where each word is in the recipe or is a near spelling of a word of its name, the closest
 * spellings first. The trigram threshold is a setting of the session, so it is set in the caller's
 * transaction for that transaction alone.
 */
async function searchWith(
  tx: Database,
  viewer: RecipeViewer,
  where: SQL | undefined,
  terms: readonly string[],
  page: number,
  typoSimilarity: number,
): Promise<NumberedPage> {
  await tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(typoSimilarity)}, true)`,
  );
  const rows = await selectRecipeListItems(tx, viewer)
    .where(and(where, ...terms.map(termMatches)))
    .orderBy(
      desc(sql`word_similarity(${terms.join(' ')}, ${nameLower})`),
      desc(recipes.updatedAt),
      desc(recipes.id),
    )
    .limit(RECIPE_LIST_PAGE_SIZE + 1)
    .offset((page - 1) * RECIPE_LIST_PAGE_SIZE);
  return numberedPage(rows.map(toListItem), page);
}
