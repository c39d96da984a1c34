import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FoodListItem, FoodStatus } from '../../../shared/schemas/foods.ts';
import type { Database } from '../../db/client.ts';
import { foodCategories, foods, recipeIngredients, recipes, users } from '../../db/schema/index.ts';
import { withSynonyms } from './food-synonyms.ts';
import { foodsVisibleTo, type FoodViewer } from './visibility.ts';

/** More words than this in a query add nothing a person would notice, only work. */
const MAX_TERMS = 8;
/** Words shorter than this are matched by prefix only: trigram similarity means little for them. */
const TYPO_TOLERANT_MIN_LENGTH = 4;
/**
 * How alike (pg_trgm word_similarity) a typed word and a word of the name must be to count as a typo of
 * it. pg_trgm's default, 0.6, misses one-letter slips such as "chiken" (0.5) and "yoghurt" for "yogurt".
 */
const TYPO_SIMILARITY = 0.5;
/**
 * When nothing at all matches, the search tries again this much looser, which also finds most swapped or
 * replaced letters ("bisucit", "tomdto"). Looser from the start, it would fill every search with noise.
 */
const LOOSE_TYPO_SIMILARITY = 0.3;

/**
 * Postgres's English stop words (tsearch_data/english.stop): the full-text index leaves them out of every
 * food, so a query word that is one ("chicken and rice") is not required to match.
 */
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is ' +
    'are was were be been being have has had having do does did doing a an the and but if or because as ' +
    'until while of at by for with about against between into through during before after above below to ' +
    'from up down in out on off over under again further then once here there when where why how all any ' +
    'both each few more most other some such no nor not only own same so than too very s t can will just ' +
    'don should now'
  ).split(' '),
);

/** The words of a query as the search uses them: lower case, letters and digits only, no stop words. */
export function searchTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !STOP_WORDS.has(word));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

const nameLower = sql`lower(${foods.name})`;

/**
 * All the words, each as a prefix ("chick" finds chicken), stemmed as the index is ("apples" finds apple).
 * As a subquery it is parsed once per search: the driver's prepared statements get generic plans, in which
 * a bare to_tsquery($1) would be parsed again for every row it is compared with.
 */
function prefixQuery(terms: readonly string[]): SQL {
  return sql`(select to_tsquery('english', ${terms.map((term) => `${term}:*`).join(' & ')}))`;
}

/**
 * A food matches a word when the word, or a word it begins, is in its name or alternate words (full-text
 * index), or when the word is a near spelling of a word of its name (trigram index), so one letter wrong
 * still finds it.
 */
function termMatches(term: string): SQL {
  const byWord = sql`${foods.search} @@ ${prefixQuery([term])}`;
  if (term.length < TYPO_TOLERANT_MIN_LENGTH) return byWord;
  return sql`(${byWord} or ${term} <% ${nameLower})`;
}

/**
 * Words that mark a food as made from another, or as a form a cook seldom means by the bare word: "rice"
 * should find rice before rice crackers, rice flour and rice bran, "lemon" lemons before lemon peel. A
 * word the user typed is never held against a food ("rice flour" finds the flour first).
 */
const PROCESSED_WORDS = (
  'dried dehydrated powder powdered flour bran crackers cracker chips crisps breaded battered fried canned ' +
  'frozen juice juices nectar concentrate babyfood baby formula infant toddler snacks snack candies candy ' +
  'cookies cookie cake cakes pie pies pudding puddings mix substitute imitation meatless pickled soup soups ' +
  'sauce gravy oil paste syrup dressing spread bar bars cereal cereals sticks tenders nuggets patties ' +
  'restaurant fast foods entree dinner meal sandwich salad glazed candied flavored sweetened instant ' +
  'ready leaves sprouted seeds smoked cured sausage loaf deli sliced roasted rotisserie seasoned ' +
  'prepackaged dry buttermilk butter fermented sour cultured vegetables fruit bread pastry danish buns bagels ' +
  'muffins rolls toasted'
).split(' ');

/** Parts of a plant or an animal that are not what the bare word means: "Lemon peel", "Potatoes, raw, skin". */
const PART_WORDS = 'peel rind skin zest giblets liver heart kidney tongue bone bones'.split(' ');

/** The words of `list` the user did not type (in the singular or the plural). */
function untypedWords(list: readonly string[], terms: readonly string[]): string[] {
  const singular = (word: string) => word.replace(/e?s$/, '');
  const typed = new Set(terms.flatMap((term) => [term, singular(term)]));
  return list.filter((word) => !typed.has(word) && !typed.has(singular(word)));
}

/** One of the part words, unless the name says the food is with or without it ("with skin", "skin on"). */
function partOnlyPattern(parts: readonly string[]): string {
  return String.raw`(?<!with |without |no |and )\m(${parts.join('|')})\M(?! on| and)`;
}

/**
 * How plainly a food is what the words name, as a dietitian reads a food list (higher first):
 * - the words as whole words, not only as the start of longer ones ("egg" is not "eggplant");
 * - the name's head is the words: its first part holds nothing else ("Lemons, raw" for "lemon", "Chicken,
 *   ... breast" for "chicken breast"), or its first part is a group and the second holds the words
 *   ("Fish, salmon, ...", "Nuts, almonds");
 * - raw or fresh over cooked, whole foods over what is made from them, generic over brands (the parts
 *   read from the name alone are stored with the food: `foods.nameScore`);
 * - the foods this user has put in their own recipes, then foods the catalogue's recipes use.
 */
function plainness(terms: readonly string[], viewer: FoodViewer): SQL {
  const typed = terms.join(' ');
  const queryLexemes = sql`(select tsvector_to_array(to_tsvector('english', ${typed})))`;
  const firstLexemes = sql`(select tsvector_to_array(to_tsvector('english', ${terms[0]!})))`;
  const partIsTheWords = (part: SQL) => sql`(${part} <@ ${queryLexemes} and ${part} && ${queryLexemes})`;
  const head = sql`case when ${partIsTheWords(sql`${foods.headWords}`)}
    then (case when ${partIsTheWords(sql`${foods.secondWords}`)} then 3 else 2 end)
    when ${partIsTheWords(sql`${foods.secondWords}`)} then 1.5 else 0 end`;
  const wholeWords = sql`${foods.search} @@ (select plainto_tsquery('english', ${typed}))`;
  const processed = untypedWords(PROCESSED_WORDS, terms);
  const parts = untypedWords(PART_WORDS, terms);
  // The regular expression, which tells "Lemon peel" from "Lemons, without peel", runs only on names that
  // hold one of the words at all.
  const partOnly = sql`${foods.nameWords} && ${textArray(parts)} and ${nameLower} ~ ${partOnlyPattern(parts)}`;
  // The user's own foods are worked out once per search (a hashed subplan), not probed for every row: a
  // food in thousands of recipes would otherwise be scanned for the one recipe of this user.
  const mine = sql`${foods.id} in (select ${recipeIngredients.foodId} from ${recipeIngredients}
    join ${recipes} on ${recipes.id} = ${recipeIngredients.recipeId} where ${recipes.userId} = ${viewer.id})`;
  const inCatalogue = sql`exists (select 1 from ${recipeIngredients} join ${recipes} on ${recipes.id} = ${recipeIngredients.recipeId}
    where ${recipeIngredients.foodId} = ${foods.id} and ${recipes.status} = 'published' and not ${recipes.isPrivate})`;
  return sql`(
    (case when ${wholeWords} then 3 else 0 end)
    + (${head})
    + (case when ${foods.headWords} && ${firstLexemes} then 1 else 0 end)
    + ${foods.nameScore}
    - (case when ${foods.nameWords} && ${textArray(processed)} then 1.5 else 0 end)
    - (case when ${partOnly} then 1.5 else 0 end)
    + (case when ${mine} then 3 when ${inCatalogue} then 1 else 0 end)
  )`;
}

/** A list of words as one text[] parameter. */
function textArray(words: readonly string[]): SQL {
  return sql`${`{${words.join(',')}}`}::text[]`;
}

/**
 * Best matches first: foods that have every word as typed before those found only through a typo, then
 * the plainest (see `plainness`), then, among typo matches, names whose first part is nearest the first
 * word ("chiken": "Chicken, wing" before "Curry, chicken") and names nearest the whole query, then
 * shorter names. The similarities, dearer than the rest, are worked out only for typo matches.
 */
function relevance(terms: readonly string[], viewer: FoodViewer): SQL[] {
  const everyWord = sql`${foods.search} @@ ${prefixQuery(terms)}`;
  const typoOnly = (similarity: SQL) => sql`case when ${everyWord} then 1 else ${similarity} end desc`;
  return [
    sql`${everyWord} desc`,
    sql`${plainness(terms, viewer)} desc`,
    typoOnly(sql`word_similarity(${terms[0]!}, split_part(${nameLower}, ',', 1))`),
    typoOnly(sql`word_similarity(${terms.join(' ')}, ${nameLower})`),
    sql`length(${foods.name})`,
  ];
}

export interface FindFoodsOptions {
  /** Whose eyes: the visibility rule limits the rows to what they may see. */
  viewer: FoodViewer;
  /** The statuses to look in: one Foods tab, or published and pending for the recipe builder. */
  statuses: readonly FoodStatus[];
  /** Name and alternate words, typo tolerant; blank lists every food by name. */
  query: string;
  categoryId?: string | null;
  limit: number;
  offset: number;
}

export interface FoundFoods {
  items: FoodListItem[];
  /** How many foods match in all, for paging. */
  total: number;
}

/**
 * The food search of the Foods screen and the recipe builder: Postgres full-text search on the generated
 * `search` column (GIN) with pg_trgm typo tolerance on the name (GIN on lower(name)), limited to what the
 * viewer may see. The threshold of the trigram operator is a setting of the session, so the search runs in
 * a transaction that sets it for itself alone.
 */
export async function findFoods(db: Database, options: FindFoodsOptions): Promise<FoundFoods> {
  const query = options.query.trim();
  const terms = searchTerms(query);
  if (query !== '' && terms.length === 0) return { items: [], total: 0 };
  const typoTolerant = terms.some((term) => term.length >= TYPO_TOLERANT_MIN_LENGTH);
  return db.transaction(async (tx) => {
    // Words SR28 names otherwise ("capsicum", "prawns", "mince"): when no food has them as typed (a
    // similarity of 1 admits no typo), their SR28 words are searched instead, before typos would find
    // look-alike words ("beetroot" is near "root beer").
    const synonyms = withSynonyms(terms);
    if (synonyms && (await searchWith(tx, options, terms, 1, 1)).total === 0) {
      const bySynonym = await searchWith(tx, options, synonyms, TYPO_SIMILARITY);
      if (bySynonym.total > 0) return bySynonym;
    }
    const found = await searchWith(tx, options, terms, TYPO_SIMILARITY);
    if (found.total > 0 || !typoTolerant) return found;
    return searchWith(tx, options, terms, LOOSE_TYPO_SIMILARITY);
  });
}

/** One pass of the search, inside the caller's transaction (the trigram threshold is set for it alone). */
async function searchWith(
  tx: Database,
  options: FindFoodsOptions,
  terms: readonly string[],
  typoSimilarity: number,
  limit = options.limit,
): Promise<FoundFoods> {
  const where = and(
    foodsVisibleTo(options.viewer),
    inArray(foods.status, [...options.statuses]),
    options.categoryId ? eq(foods.categoryId, options.categoryId) : undefined,
    ...terms.map(termMatches),
  );
  // By name ignoring case, as people read a list, whatever the database's collation (PGlite's is C).
  const order = [
    ...(terms.length > 0 ? relevance(terms, options.viewer) : []),
    asc(nameLower),
    asc(foods.name),
    asc(foods.id),
  ];
  if (terms.length > 0) {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(typoSimilarity)}, true)`,
    );
  }
  // Ranking a page already visits every match, so counting them in the same query costs next to nothing.
  const rows = await selectFoodListItems(tx, { total: sql<number>`count(*) over ()` })
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(options.offset);
  const items = rows.map(({ total: _total, ...item }) => item);
  if (rows.length > 0) return { items, total: Number(rows[0]!.total) };
  // Past the last page no row carries the count.
  return { items, total: options.offset > 0 ? await tx.$count(foods, where) : 0 };
}

/** The columns of a food as the lists show it: the row, its category's name and its creator's name. */
const foodListColumns = {
  id: foods.id,
  name: foods.name,
  status: foods.status,
  src: foods.src,
  sourceGroup: foods.sourceGroup,
  categoryId: foods.categoryId,
  categoryName: foodCategories.name,
  alternateWords: foods.alternateWords,
  defaultMeasurement: foods.defaultMeasurement,
  defaultWeight: foods.defaultWeight,
  nutrients: {
    energyKj: foods.energyKj,
    protein: foods.protein,
    fat: foods.fat,
    carbohydrate: foods.carbohydrate,
    sugars: foods.sugars,
    fibre: foods.fibre,
    sodium: foods.sodium,
  },
  energyOutlier: foods.energyOutlier,
  tags: foods.tags,
  dietFlags: foods.dietFlags,
  tagsSetBy: foods.tagsSetBy,
  createdBy: foods.createdBy,
  createdByName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
  updatedAt: foods.updatedAt,
};

/** Foods as list rows: each with its category's name and its creator's name (and any `extra` columns). */
export function selectFoodListItems<E extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(
  db: Database,
  extra?: E,
) {
  return db
    .select({ ...foodListColumns, ...(extra as E) })
    .from(foods)
    .leftJoin(foodCategories, eq(foods.categoryId, foodCategories.id))
    .leftJoin(users, eq(foods.createdBy, users.id))
    .$dynamic();
}
