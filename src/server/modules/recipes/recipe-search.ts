import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  RECIPE_LIST_PAGE_SIZE,
  type RecipeSearchScope,
  type ZRecipeSearchInput,
} from '../../../shared/schemas/recipes.ts';
import type { Database } from '../../db/client.ts';
import { prefixQuery, readThrough } from '../../db/full-text.ts';
import { recipes } from '../../db/schema/index.ts';
import { searchTerms } from '../foods/food-search.ts';
import { pickerSafety, withConflicts, type PickerSafety } from '../meal-plans/plan-picker.ts';
import { inCatalogue, mineOf, numberedPage, type NumberedPage } from './list-recipes.ts';
import { selectRecipeListItems, toListItem } from './recipe-rows.ts';
import { correctedTerms } from './recipe-words.ts';
import { recipesVisibleTo, reviewsRecipes, type RecipeViewer } from './visibility.ts';

/** Words shorter than this are matched by prefix only: a typo of a three-letter word is another word. */
const TYPO_TOLERANT_MIN_LENGTH = 4;
/**
 * How many of the newest recipes with every word are ranked for relevance. Ranking reads every match, so
 * a word in a third of the catalogue ("carrot") would rank tens of thousands of rows; only the newest few
 * hundred are ranked, and pages past them are read on demand.
 */
const RANKED_CANDIDATES = 200;
/**
 * From this many recipes with the words on, they are common enough that walking the catalogue newest
 * first finds the newest RANKED_CANDIDATES of them sooner than reading them all from the index.
 */
const DENSE_MATCHES = 1_000;

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
 * generated `search` column, ranked by ts_rank. When no recipe has every word as typed, each word no
 * recipe has is corrected to the nearest words recipes do have (the `recipe_words` lexicon, by trigram
 * and edit distance), so "lasgne" still finds Lasagne, and the search runs again with them. For a plan's
 * picker (`forPlanId`), the plan owner's own private and unreviewed recipes are searched too, and what goes
 * against the plan's client record is left out before the words are counted and ranked, or with
 * `showConflicting` marked on each recipe (plan-picker.ts).
 */
export async function searchRecipes(
  db: Database,
  viewer: RecipeViewer,
  input: z.output<typeof ZRecipeSearchInput>,
): Promise<NumberedPage> {
  const safety = await pickerSafety(db, viewer, input);
  const found = await searchPage(db, viewer, input, safety);
  return { ...found, items: await withConflicts(db, found.items, safety) };
}

async function searchPage(
  db: Database,
  viewer: RecipeViewer,
  input: z.output<typeof ZRecipeSearchInput>,
  safety: PickerSafety | null,
): Promise<NumberedPage> {
  const terms = searchTerms(input.query);
  const page = input.cursor ?? 1;
  if (terms.length === 0) return { items: [], nextCursor: null };
  // A plan's picker searches what the plan may hold: its owner's own private and unreviewed recipes too.
  const scope =
    safety && input.scope === 'catalogue'
      ? safety.offered
      : and(scopeCondition(viewer, input.scope), safety?.offered);
  const where = and(recipesVisibleTo(viewer), scope, safety?.exclude);
  const typoTolerant = terms.some((term) => term.length >= TYPO_TOLERANT_MIN_LENGTH);
  return db.transaction(async (tx) => {
    // A plan for these words, not a generic one: how to find a word in a third of the recipes (walk the
    // catalogue newest first) differs from how to find a rare one (its index entries), and a prepared
    // statement's generic plan cannot tell them apart.
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    // Every page of one search reads the same way: by the words as typed when any recipe has them all,
    // else through corrections, so page 2 of a misspelt search follows its page 1.
    const asTyped = await countMatches(tx, where, terms);
    if (asTyped > 0 || !typoTolerant) return searchByWords(tx, viewer, where, terms, asTyped, page);
    const corrected = await correctedTerms(tx, terms, TYPO_TOLERANT_MIN_LENGTH);
    if (!corrected?.some((term) => typeof term !== 'string')) return { items: [], nextCursor: null };
    const matches = await countMatches(tx, where, corrected);
    return searchByWords(tx, viewer, where, corrected, matches, page);
  });
}

/**
 * How many recipes have every word, counted up to DENSE_MATCHES, through the full-text index alone. The
 * planner cannot know how many recipes a combination of words has ("chicken beef": none, though each word
 * is common), and when it guesses many it walks the whole catalogue looking for the first; the index
 * answers "none" or "a few" at once.
 */
async function countMatches(
  tx: Database,
  where: SQL | undefined,
  terms: readonly (string | readonly string[])[],
): Promise<number> {
  await readThrough(tx, 'fullTextIndex');
  const matching = tx
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(where, sql`${recipes.search} @@ ${prefixQuery(terms)}`))
    .limit(DENSE_MATCHES)
    .as('matching');
  const [row] = await tx.select({ count: count() }).from(matching);
  await readThrough(tx, 'any');
  return row?.count ?? 0;
}

/**
 * Recipes with every word (or a word it begins, or for a corrected word one of its spellings), the newest
 * RANKED_CANDIDATES ranked by ts_rank. `matches` is countMatches' answer: when the words are common, the
 * newest recipes with them are found by walking the catalogue newest first; when they are rarer, through
 * the full-text index, where a walk would read most of the catalogue before it found enough.
 */
async function searchByWords(
  db: Database,
  viewer: RecipeViewer,
  where: SQL | undefined,
  terms: readonly (string | readonly string[])[],
  matches: number,
  page: number,
): Promise<NumberedPage> {
  if (matches === 0) return { items: [], nextCursor: null };
  const everyWord = prefixQuery(terms);
  await readThrough(db, matches < DENSE_MATCHES ? 'fullTextIndex' : 'any');
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
  await readThrough(db, 'any');
  return numberedPage(rows.map(toListItem), page);
}
