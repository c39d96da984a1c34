// `npm run bench:recipes`: recipe search and the catalogue on 100,000 recipes on a real Postgres server
// (PG_URL, default the local one). Creates and drops a database of its own, fills it with generated
// recipes, runs searches of one and two words (some misspelt), searches of the most common word, and
// catalogue pages (first pages, later pages, filtered), through the functions the Recipes screen uses,
// then prints the latencies and records them in docs/benchmarks.md.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  RECIPE_MEAL_TIMES,
  ZRecipeListInput,
  ZRecipeSearchInput,
  type RecipeCursor,
} from '../src/shared/schemas/recipes.ts';
import { DEFAULT_MEAL_TAGS } from '../src/shared/schemas/tags.ts';
import { rowsOf } from '../src/server/db/client.ts';
import type { recipes } from '../src/server/db/schema/index.ts';
import { listCatalogue } from '../src/server/modules/recipes/list-recipes.ts';
import { searchRecipes } from '../src/server/modules/recipes/recipe-search.ts';
import type { RecipeViewer } from '../src/server/modules/recipes/visibility.ts';
import {
  DISHES,
  FLAVOURS,
  insertRecipes,
  MAINS,
  RECIPE_COUNT,
  randomSource,
  type Random,
} from './bench-recipe-library.ts';
import { machineDescription, ms, percentile, recordResult, withBenchDatabase } from './bench-support.ts';

const WARM_UP = 50;
const TARGETS = { words: 20, commonWord: 60, catalogue: 15 } as const;

/** The word the most catalogue recipes contain: the heaviest full-text search there is. */
function mostCommonWord(generated: readonly (typeof recipes.$inferInsert)[]): string {
  const counts = new Map<string, number>();
  for (const recipe of generated) {
    for (const word of new Set(recipe.searchText!.toLowerCase().match(/[a-z]{4,}/g) ?? [])) {
      if (word !== 'with') counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

function misspell(word: string, random: Random): string {
  const at = 1 + random.int(word.length - 2);
  return `${word.slice(0, at)}${word[at + 1] ?? ''}${word[at]}${word.slice(at + 2)}`;
}

/** Searches of one or two words from the names, a fifth of them with two letters swapped. */
function wordQueries(random: Random, count: number): { query: string; misspelt: boolean }[] {
  const single = [...FLAVOURS, ...MAINS, ...DISHES].filter((w) => /^[a-z-]+$/.test(w));
  return Array.from({ length: count }, (_, i) => {
    const first = random.pick(single);
    const misspelt = i % 5 === 0 && first.length >= 5;
    const typed = misspelt ? misspell(first, random) : first;
    const query = i % 2 === 0 ? typed : `${typed} ${random.pick(MAINS.filter((w) => !w.includes(' ')))}`;
    return { query, misspelt };
  });
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await fn();
  return [performance.now() - started, result];
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

const RESULTS_HEADER = [
  '## Recipe search and catalogue',
  '',
  '`npm run bench:recipes`: 100,000 generated recipes on a real Postgres server. Searches (`searchRecipes`,',
  'first page, as a member) of one or two words, a fifth misspelt; searches of the word most recipes',
  'contain; catalogue pages (`listCatalogue`, 24 a page: first pages, pages further on by cursor, and',
  'filtered by meal time and tag). Targets: p95 at most 20 ms for one or two words, 60 ms for the most',
  'common word, 15 ms for a catalogue page. "Misspelt found": the misspelt searches that found recipes.',
  '',
  'Load is the 1-minute load average when the queries started: other work on the machine slows them.',
  '',
  '| Date | Machine | Load | Postgres | Recipes | Words p50 | Words p95 | Common word p95 | Catalogue p50 | Catalogue p95 | Misspelt found |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];

async function main(): Promise<void> {
  await withBenchDatabase(async (database) => {
    const { db } = database;
    const random = randomSource(20_261_122);
    const loadStart = performance.now();
    const generated = await insertRecipes(db, random);
    console.log(`Inserted ${generated.length} recipes in ${ms(performance.now() - loadStart)}.`);

    const viewer: RecipeViewer = { id: crypto.randomUUID(), role: 'member' };
    const search = (query: string) =>
      searchRecipes(db, viewer, ZRecipeSearchInput.parse({ query, scope: 'catalogue' }));
    const catalogue = (input: object) => listCatalogue(db, viewer, ZRecipeListInput.parse(input));

    const queries = wordQueries(random, 300);
    const common = mostCommonWord(generated);
    for (let i = 0; i < WARM_UP; i += 1) {
      await search(queries[i]!.query);
      await catalogue({});
    }

    const [load] = os.loadavg();
    const wordTimes: number[] = [];
    let found = 0;
    const misspelt = { asked: 0, found: 0 };
    for (const { query, misspelt: isMisspelt } of queries.slice(WARM_UP)) {
      const [time, page] = await timed(() => search(query));
      wordTimes.push(time);
      if (page.items.length > 0) found += 1;
      if (isMisspelt) {
        misspelt.asked += 1;
        if (page.items.length > 0) misspelt.found += 1;
      }
    }
    const commonTimes: number[] = [];
    for (let i = 0; i < 100; i += 1) commonTimes.push((await timed(() => search(common)))[0]);

    const catalogueTimes: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      let cursor: RecipeCursor | null = null;
      for (let page = 0; page < 4; page += 1) {
        const [time, result] = await timed(() => catalogue({ cursor }));
        catalogueTimes.push(time);
        cursor = result.nextCursor;
      }
      const filter =
        i % 2 === 0
          ? { mealTime: random.pick(RECIPE_MEAL_TIMES) }
          : { tags: [random.pick(DEFAULT_MEAL_TAGS)] };
      catalogueTimes.push((await timed(() => catalogue(filter)))[0]);
    }

    const words = summary(wordTimes);
    const commonWord = summary(commonTimes);
    const pages = summary(catalogueTimes);
    console.log(
      `words        n=${words.n}  p50 ${ms(words.p50)}  p95 ${ms(words.p95)}  (${found} found something; ` +
        `misspelt ${misspelt.found} of ${misspelt.asked})`,
    );
    console.log(
      `common word  n=${commonWord.n}  "${common}"  p50 ${ms(commonWord.p50)}  p95 ${ms(commonWord.p95)}`,
    );
    console.log(`catalogue    n=${pages.n}  p50 ${ms(pages.p50)}  p95 ${ms(pages.p95)}`);

    const [version] = rowsOf<{ server_version: string }>(await db.execute(sql`show server_version`));
    const date = new Date().toISOString().slice(0, 10);
    await recordResult(
      RESULTS_HEADER,
      `| ${date} | ${machineDescription()} | ${load!.toFixed(1)} | ${version!.server_version.split(' ')[0]} | ${RECIPE_COUNT.toLocaleString('en')} | ${ms(words.p50)} | ${ms(words.p95)} | ${ms(commonWord.p95)} | ${ms(pages.p50)} | ${ms(pages.p95)} | ${misspelt.found} of ${misspelt.asked} |`,
    );
    const missed = [
      words.p95 > TARGETS.words ? `one or two words p95 ${ms(words.p95)} > ${TARGETS.words} ms` : null,
      commonWord.p95 > TARGETS.commonWord
        ? `most common word p95 ${ms(commonWord.p95)} > ${TARGETS.commonWord} ms`
        : null,
      pages.p95 > TARGETS.catalogue ? `catalogue p95 ${ms(pages.p95)} > ${TARGETS.catalogue} ms` : null,
    ].filter(Boolean);
    if (missed.length > 0) {
      console.error(`Over target: ${missed.join('; ')}.`);
      process.exitCode = 1;
    }
  });
}

await main();
