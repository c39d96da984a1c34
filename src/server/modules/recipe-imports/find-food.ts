import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { foodPortions, foods } from '../../db/schema/index.ts';
import { nameWords, searchWords } from './food-words.ts';
import { kindLevel, LIKELINESS_PLACES, rankFoods, rankKey, type FoodCandidate } from './rank-foods.ts';
import type { FoodPortion } from './resolve-measure.ts';

/** Foods read for one search before ranking; the database orders them so the likely ones come first. */
const CANDIDATE_LIMIT = 200;
/** Of the foods as likely as the best, how many are offered to the measure (best first). */
const CHOICES = 10;
/** How alike (pg_trgm word_similarity) a misspelt last word must be to a word of a food's name. */
const TYPO_SIMILARITY = 0.8;
/** Shorter words are too short for trigrams to say anything. */
const TYPO_MIN_LENGTH = 5;

type Candidate = FoodCandidate & { alternateWords: string };

/** Whether the food's name or alternate words have every word (compared as nameWords makes them). */
function hasWords(food: Candidate, words: readonly string[]): boolean {
  const own = new Set(nameWords(`${food.name} ${food.alternateWords}`));
  return words.every((word) => own.has(word));
}

export interface FoodWithPortions {
  id: string;
  name: string;
  portions: FoodPortion[];
}

export interface FoodChoices {
  /** The most likely foods, best first, each as likely as the first: the measure picks among them. */
  foods: FoodWithPortions[];
  /** The line's search words, and those the foods were found by (fewer when some were left out). */
  words: string[];
  matchedWords: string[];
  /** Found by a near spelling of the last word, not by the words themselves. */
  bySpelling: boolean;
}

/**
 * Finds the published foods an ingredient line may name, through the foods' full-text index (the `search`
 * column the food search reads: name and alternate words, English stemming, so "tomatoes" finds
 * "Tomatoes, red"). All the line's words first; when no food has them all, the first word is left out, and
 * again, down to the last word alone (in English the last word says what the food is: "cold unsalted
 * butter" is butter); then a near spelling of the last word (pg_trgm). The candidates are ranked by
 * rankFoods. Answers are kept for the whole import: a cookbook asks for salt many times.
 */
export class FoodFinder {
  private readonly found = new Map<string, FoodChoices | null>();
  private readonly portions = new Map<string, FoodPortion[]>();

  constructor(private readonly db: Database) {}

  async find(food: string): Promise<FoodChoices | null> {
    const words = searchWords(food);
    if (words.length === 0) return null;
    const key = words.join(' ');
    if (this.found.has(key)) return this.found.get(key)!;
    const result = await this.search(words);
    this.found.set(key, result);
    return result;
  }

  private async search(words: string[]): Promise<FoodChoices | null> {
    const head = words.at(-1)!;
    for (let start = 0; start < words.length; start += 1) {
      const used = words.slice(start);
      // The index stems ("salted" is "salt"): a food must have the words themselves, so "salt" is not
      // "Butter, salted". With words left out, only a food whose kind is the last word will do: "pear
      // halves" is not "Cream, half and half".
      const candidates = (await this.candidates(used, head)).filter(
        (food) => hasWords(food, used) && (start === 0 || kindLevel(food.name, head) === 0),
      );
      if (candidates.length > 0) {
        return {
          foods: await this.likeliest(words, candidates),
          words,
          matchedWords: used,
          bySpelling: false,
        };
      }
    }
    if (head.length >= TYPO_MIN_LENGTH) {
      const candidates = await this.nearSpellings(head);
      if (candidates.length > 0) {
        return { foods: await this.likeliest(words, candidates), words, matchedWords: [], bySpelling: true };
      }
    }
    return null;
  }

  /** Published foods with every word, those with the last word in their first two parts first. */
  private async candidates(words: readonly string[], head: string): Promise<Candidate[]> {
    const query = sql`plainto_tsquery('english', ${words.join(' ')})`;
    const headQuery = sql`plainto_tsquery('english', ${head})`;
    return this.db
      .select({ id: foods.id, name: foods.name, alternateWords: foods.alternateWords })
      .from(foods)
      .where(and(eq(foods.status, 'published'), sql`${foods.search} @@ ${query}`))
      .orderBy(
        sql`(to_tsvector('english', split_part(${foods.name}, ',', 1) || ' ' || split_part(${foods.name}, ',', 2)) @@ ${headQuery}) desc`,
        asc(sql`length(${foods.name})`),
        asc(foods.name),
        asc(foods.id),
      )
      .limit(CANDIDATE_LIMIT);
  }

  /** Foods whose kind (first part) has a word spelt nearly like the last word ("tomatoe", "chiken"). */
  private async nearSpellings(head: string): Promise<FoodCandidate[]> {
    return rowsOf<FoodCandidate>(
      await this.db.execute(sql`
        select ${foods.id} as id, ${foods.name} as name from ${foods}
        where ${foods.status} = 'published' and ${head} <% lower(${foods.name})
          and word_similarity(${head}, split_part(lower(${foods.name}), ',', 1)) >= ${TYPO_SIMILARITY}
        order by word_similarity(${head}, split_part(lower(${foods.name}), ',', 1)) desc, length(${foods.name}), ${foods.name}, ${foods.id}
        limit ${CANDIDATE_LIMIT}`),
    );
  }

  /** The best food and those as likely as it, with their portions. */
  private async likeliest(
    words: readonly string[],
    candidates: FoodCandidate[],
  ): Promise<FoodWithPortions[]> {
    const ranked = rankFoods(words, candidates);
    const best = rankKey(words, ranked[0]!.name).slice(0, LIKELINESS_PLACES);
    const likely = ranked
      .filter((food) => {
        const key = rankKey(words, food.name);
        return best.every((place, i) => key[i] === place);
      })
      .slice(0, CHOICES);
    await this.loadPortions(likely.map((food) => food.id));
    return likely.map((food) => ({ id: food.id, name: food.name, portions: this.portions.get(food.id)! }));
  }

  private async loadPortions(foodIds: readonly string[]): Promise<void> {
    const missing = foodIds.filter((id) => !this.portions.has(id));
    if (missing.length === 0) return;
    const rows = await this.db
      .select({
        foodId: foodPortions.foodId,
        id: foodPortions.id,
        name: foodPortions.name,
        unit: foodPortions.unit,
        weight: foodPortions.weight,
      })
      .from(foodPortions)
      .where(inArray(foodPortions.foodId, missing))
      .orderBy(asc(foodPortions.position), asc(foodPortions.name), asc(foodPortions.id));
    for (const id of missing) this.portions.set(id, []);
    for (const { foodId, ...portion } of rows) this.portions.get(foodId)!.push(portion);
  }
}
