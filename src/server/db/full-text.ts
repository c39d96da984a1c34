import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** A search's words: each as typed, or a misspelt word given as the spellings it may stand for. */
export type SearchWords = readonly (string | readonly string[])[];

/**
 * All the words, each as a prefix ("pancake" finds pancakes), stemmed as the index is; a word given with
 * its corrections matches any of them. A plain to_tsquery of the parameter: the searches that use it plan
 * each query with its words (`plan_cache_mode = force_custom_plan`), so Postgres folds it to a constant
 * and knows how common the words are.
 */
export function prefixQuery(terms: SearchWords): SQL {
  const clause = (term: string | readonly string[]) =>
    typeof term === 'string' ? `${term}:*` : `(${term.map((word) => `${word}:*`).join(' | ')})`;
  return sql`to_tsquery('english', ${terms.map(clause).join(' & ')})`;
}

/**
 * How the following queries of the transaction may read a table. The planner cannot tell how many rows a
 * combination of prefix words has (it guesses a handful when half the table has them), so a search that
 * has counted its matches tells it: rare words are read from the full-text (bitmap) index and sorted;
 * common ones by walking the sort's index, checking each row, until a page is full.
 */
export type ReadPath = 'fullTextIndex' | 'sortIndex' | 'any';

const SETTINGS: Record<ReadPath, Record<'indexscan' | 'bitmapscan' | 'seqscan' | 'sort', 'on' | 'off'>> = {
  fullTextIndex: { indexscan: 'off', bitmapscan: 'on', seqscan: 'off', sort: 'on' },
  sortIndex: { indexscan: 'on', bitmapscan: 'off', seqscan: 'off', sort: 'off' },
  any: { indexscan: 'on', bitmapscan: 'on', seqscan: 'on', sort: 'on' },
};

export async function readThrough(tx: Database, path: ReadPath): Promise<void> {
  const { indexscan, bitmapscan, seqscan, sort } = SETTINGS[path];
  await tx.execute(
    sql`select set_config('enable_indexscan', ${indexscan}, true), set_config('enable_bitmapscan', ${bitmapscan}, true),
      set_config('enable_seqscan', ${seqscan}, true), set_config('enable_sort', ${sort}, true)`,
  );
}
