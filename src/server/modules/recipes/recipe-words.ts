import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { recipeWords, type marketplaceWords } from '../../db/schema/index.ts';

/**
 * How alike (pg_trgm similarity) a known word must be to a typed one to be weighed as its correction: low,
 * because a swap in a short word ("tuan" for "tuna") shares few trigrams; the edit distance decides.
 */
const CORRECTION_SIMILARITY = 0.2;
/** The most alike known words weighed per typed word. */
const CORRECTION_CANDIDATES = 30;
/** The corrections kept per typed word: the closest, at most this many. */
const CORRECTIONS_KEPT = 5;

/** How many slips (a letter added, dropped, changed, or two neighbours swapped) a word of this length may have. */
export function allowedSlips(length: number): number {
  return length <= 5 ? 1 : 2;
}

/**
 * The number of slips between two words: the optimal string alignment distance, where adding, dropping or
 * changing a letter, or swapping two neighbouring letters, is one slip each.
 */
export function slipsBetween(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The closest of `candidates` to `term` within its allowed slips, closest first (then alphabetical). */
export function closestSpellings(term: string, candidates: readonly string[]): string[] {
  const limit = allowedSlips(term.length);
  const scored = candidates
    .map((word) => ({ word, slips: slipsBetween(term, word) }))
    .filter((candidate) => candidate.slips <= limit);
  if (scored.length === 0) return [];
  const fewest = Math.min(...scored.map((candidate) => candidate.slips));
  return scored
    .filter((candidate) => candidate.slips === fewest)
    .map((candidate) => candidate.word)
    .sort()
    .slice(0, CORRECTIONS_KEPT);
}

/**
 * Each typed word as the search should read it, by the words recipes have (`recipe_words`, or the
 * marketplace's `marketplace_words` as `lexicon`): a word that
 * begins a known word, or shorter than `minLength`, stands as typed; another becomes its closest known
 * spellings. Null when some word has neither, so no recipe can match them all. Run it in the search's
 * transaction: the trigram threshold is set for that transaction alone.
 */
export async function correctedTerms(
  tx: Database,
  terms: readonly string[],
  minLength: number,
  lexicon: typeof recipeWords | typeof marketplaceWords = recipeWords,
): Promise<(string | string[])[] | null> {
  await tx.execute(
    sql`select set_config('pg_trgm.similarity_threshold', ${String(CORRECTION_SIMILARITY)}, true)`,
  );
  const tolerant = terms.filter((term) => term.length >= minLength);
  // The terms are letters and digits only (searchTerms), so they make a plain array literal and a LIKE
  // pattern; the words' "C" collation (migration 0012) lets the pattern read the primary key's index.
  const rows = rowsOf<{ term: string; known: boolean; words: string[] | null }>(
    await tx.execute(sql`
      select t.term,
        exists (
          select from ${lexicon} w where w.word like t.term || '%'
        ) as known,
        array(
          select w.word from ${lexicon} w where w.word % t.term
          order by similarity(w.word, t.term) desc, w.word limit ${CORRECTION_CANDIDATES}
        ) as words
      from unnest(${`{${tolerant.join(',')}}`}::text[]) as t(term)`),
  );
  const byTerm = new Map(rows.map((row) => [row.term, row]));
  const corrected: (string | string[])[] = [];
  for (const term of terms) {
    const row = byTerm.get(term);
    if (!row || row.known) {
      corrected.push(term);
      continue;
    }
    const spellings = closestSpellings(term, row.words ?? []);
    if (spellings.length === 0) return null;
    corrected.push(spellings);
  }
  return corrected;
}
