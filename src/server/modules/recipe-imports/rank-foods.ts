import { isStopWord, nameWords } from './food-words.ts';

/**
 * Which of the foods found for an ingredient it most likely means, deterministically. Food databases name
 * foods most general first ("Wheat flour, white, all-purpose, enriched", "Cheese, cheddar", "Spices,
 * pepper, black"), so the food's kind is its first part (after a category such as "Spices"), and each
 * further part narrows it. A plain recipe word ("sugar", "milk", "eggs") means the plain food: the one
 * whose extra words are the defaults (granulated, whole, raw), not a processed or branded one. Pure.
 */

export interface FoodCandidate {
  id: string;
  name: string;
}

/** First parts that name a category, not the food: the food's kind is the part after it. */
const CATEGORY_PARTS = new Set([
  'spice',
  'leavening agent',
  'seed',
  'nut',
  'beverage',
  'alcoholic beverage',
  'sweetener',
  'salad dressing',
  'soup',
  'sauce',
  'candy',
  'topping',
]);

/** Words that say a food is the plain, everyday one of its kind. */
const PLAIN_WORDS = new Set([
  'raw',
  'fresh',
  'plain',
  'regular',
  'table',
  'granulated',
  'all',
  'purpose',
  'salted',
  'enriched',
  'ground',
  'mature',
]);

/** Words that make a recipe's plain word the plain food of its kind, for the common staples. */
const PLAIN_WORDS_FOR: Record<string, readonly string[]> = {
  milk: ['whole', 'fluid', '3', '25%', 'milkfat'],
  egg: ['whole'],
  flour: ['wheat', 'white', 'bleached'],
  sugar: ['white'],
  oil: ['vegetable', 'canola', 'salad', 'cooking'],
  pepper: ['black'],
  vanilla: ['extract'],
  soda: ['baking'],
  powder: ['baking', 'double', 'acting'],
  butter: ['stick'],
  cream: ['fluid'],
  onion: ['mature'],
  garlic: [],
  rice: ['white', 'long', 'grain'],
  cheese: ['cheddar'],
  yeast: ['baker', 'active', 'dry'],
  tomato: ['red', 'ripe', 'year', 'round', 'average'],
  mushroom: ['white'],
};

/** Words that make a food less likely to be what a recipe's plain word means, unless the line says them. */
const PROCESSED_WORDS = new Set([
  'baby',
  'infant',
  'toddler',
  'imitation',
  'substitute',
  'replacement',
  'dehydrated',
  'dried',
  'dry',
  'powder',
  'powdered',
  'mix',
  'cooked',
  'canned',
  'frozen',
  'reduced',
  'low',
  'lowfat',
  'nonfat',
  'free',
  'light',
  'lite',
  'diet',
  'instant',
  'fast',
  'food',
  'restaurant',
  'formulated',
  'fortified',
  'sweetened',
  'unsweetened',
  'flavored',
  'spread',
  'juice',
  'extract',
  'oil',
  'whipped',
  'condensed',
  'evaporated',
  'drink',
  'beverage',
  'candy',
  'dessert',
  'snack',
  'cereal',
  'cracker',
  'cookie',
  'human',
  'meatless',
  'entree',
  'glazed',
]);

/**
 * Orders `candidates` best first for an ingredient whose food words are `words` (searchWords of the line;
 * its last word is the food's kind, as in English noun phrases: "brown sugar", "cream cheese"). Ties end
 * on the shorter name, then the name, then the id, so the same foods always give the same answer.
 */
export function rankFoods<F extends FoodCandidate>(words: readonly string[], candidates: readonly F[]): F[] {
  const ranked = candidates.map((food) => ({ food, key: rankKey(words, food.name) }));
  ranked.sort((a, b) => {
    for (let i = 0; i < a.key.length; i += 1) {
      const difference = a.key[i]! - b.key[i]!;
      if (difference !== 0) return difference;
    }
    if (a.food.name !== b.food.name) return a.food.name < b.food.name ? -1 : 1;
    return a.food.id < b.food.id ? -1 : a.food.id > b.food.id ? 1 : 0;
  });
  return ranked.map((r) => r.food);
}

/**
 * Smaller is better, compared in order: not a brand product; the food's kind is the line's last word (its
 * first part, or the part after a category such as "Spices": 0; its second part: 1; elsewhere: 2); no word
 * of the line missing; not processed; fewest parts with words the line does not have; most plain words;
 * the shorter name. Exported for its tests.
 */
export function rankKey(words: readonly string[], name: string): number[] {
  const query = new Set(words);
  const head = words.at(-1) ?? '';
  const parts = nameParts(name);
  const all = new Set(parts.flat());
  const plain = new Set([...PLAIN_WORDS, ...(PLAIN_WORDS_FOR[head] ?? [])]);
  const isExtra = (word: string) => !query.has(word) && !plain.has(word);

  const brands = (name.match(/\b[A-Z][A-Z'’&-]{2,}/g) ?? []).flatMap((brand) => nameWords(brand));
  const branded = brands.some((brand) => !query.has(brand)) ? 1 : 0;
  const missing = words.filter((word) => !all.has(word)).length;
  // "Bacon and beef sticks" is a product made of foods, not the food.
  const combined = /\sand\s/i.test(name.split(',')[0] ?? '') && !query.has('and') ? 1 : 0;
  const processed = [...all].filter((word) => isExtra(word) && PROCESSED_WORDS.has(word)).length + combined;
  const extraParts = parts.filter((part) => part.some(isExtra)).length;
  const plainWords = [...all].filter((word) => plain.has(word) && !query.has(word)).length;
  return [branded, kindLevel(name, head), missing, processed, extraParts, -plainWords, name.length];
}

/** How many of rankKey's first places two foods must share to be as likely as each other. */
export const LIKELINESS_PLACES = 4;

/** Where the line's last word is in the name: 0 the food's kind, 1 its second part, 2 elsewhere or not. */
export function kindLevel(name: string, head: string): number {
  const parts = nameParts(name);
  const first = parts[0] ?? [];
  const kind = parts.length > 1 && CATEGORY_PARTS.has(first.join(' ')) ? [...first, ...parts[1]!] : first;
  if (kind.includes(head)) return 0;
  if (parts[1]?.includes(head)) return 1;
  return 2;
}

/**
 * A name's parts, each as its words. "Chicken, canned, no broth" is not broth: a part that says what the
 * food lacks names nothing it has, and is left out.
 */
function nameParts(name: string): string[][] {
  return name
    .split(',')
    .filter((part) => !/^\s*(?:no|without)\b/i.test(part))
    .map((part) => nameWords(part).filter((word) => !isStopWord(word)))
    .filter((part) => part.length > 0);
}
