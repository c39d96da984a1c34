import { matchWords } from '../planning/ingredient-match.ts';

/**
 * A client's safety, shared by every place a meal can reach them (issue 29, decision 061): what a food
 * contains, what a recipe contains because of its foods, which diet tags its foods contradict, and which of
 * a client's allergies and avoided foods a meal goes against. Pure functions: the server enforces them
 * (generation, the picker, plan reads, the shopping list, the PDF, the public page), the browser shows them.
 */

/**
 * The "contains" nutrition tags (SPEC §9's Gluten, Wheat, Dairy, Egg, Nuts, Seafood, Soy, with Peanuts and
 * Sesame, which the AU/NZ, EU and US allergen lists all name). Nuts means tree nuts: peanuts are legumes
 * and carry Peanuts. Seafood covers fish, crustacea and molluscs.
 */
export const CONTAINS_TAGS = [
  'Gluten',
  'Wheat',
  'Dairy',
  'Egg',
  'Nuts',
  'Peanuts',
  'Seafood',
  'Soy',
  'Sesame',
] as const;
export type ContainsTag = (typeof CONTAINS_TAGS)[number];

export function isContainsTag(tag: string): tag is ContainsTag {
  return (CONTAINS_TAGS as readonly string[]).includes(tag);
}

/**
 * What else a food is, beyond its allergens, that a diet tag depends on. `meat` is the flesh of a land animal
 * or bird (or a stock, fat or gelatine made from it); `animal` is any animal product (dairy, egg, honey
 * included): what a vegan leaves out; `grain` cereals (wheat, rice, oats, corn ...); `legume` beans, lentils,
 * peas, peanuts and soy.
 */
export const FOOD_DIET_FLAGS = [
  'meat',
  'pork',
  'fish',
  'shellfish',
  'animal',
  'alcohol',
  'grain',
  'legume',
] as const;
export type FoodDietFlag = (typeof FOOD_DIET_FLAGS)[number];

export function isFoodDietFlag(flag: string): flag is FoodDietFlag {
  return (FOOD_DIET_FLAGS as readonly string[]).includes(flag);
}

/** What a food is, as the safety rules read it: its name and what its flags say. */
export interface FoodSafetyFacts {
  name: string;
  contains: readonly string[];
  dietFlags: readonly string[];
}

/** The "contains" tags a recipe carries because of its foods, in CONTAINS_TAGS order. */
export function derivedContains(foods: readonly Pick<FoodSafetyFacts, 'contains'>[]): ContainsTag[] {
  const found = new Set(foods.flatMap((food) => food.contains));
  return CONTAINS_TAGS.filter((tag) => found.has(tag));
}

/**
 * The meal tags (SPEC §9) a food can contradict, and how: a recipe with any food that has one of the flags
 * or "contains" tags is not that diet. Mediterranean and Anti-inflammatory are ways of eating, not rules a
 * single food breaks, and are not checked.
 */
export const DIET_TAG_RULES: Record<
  string,
  { flags: readonly FoodDietFlag[]; contains: readonly ContainsTag[] }
> = {
  Vegetarian: { flags: ['meat', 'fish', 'shellfish'], contains: ['Seafood'] },
  Vegan: { flags: ['meat', 'fish', 'shellfish', 'animal'], contains: ['Seafood', 'Dairy', 'Egg'] },
  Pescatarian: { flags: ['meat'], contains: [] },
  Halal: { flags: ['pork', 'alcohol'], contains: [] },
  'Paleo friendly': { flags: ['grain', 'legume'], contains: ['Dairy', 'Gluten', 'Wheat', 'Peanuts', 'Soy'] },
};

/** Why a food breaks a diet tag, for the message: the first flag or tag of the rule the food has. */
const FLAG_WORDS: Record<FoodDietFlag, string> = {
  meat: 'meat',
  pork: 'pork',
  fish: 'fish',
  shellfish: 'shellfish',
  animal: 'an animal product',
  alcohol: 'alcohol',
  grain: 'a grain',
  legume: 'a legume',
};

export interface DietConflict {
  /** The diet (meal) tag. */
  tag: string;
  /** The food's name. */
  food: string;
  /** What the food is that the diet leaves out: "meat", "pork", "Dairy" ... */
  reason: string;
}

/** Each diet tag of `tags` that a food of the recipe contradicts, with the first such food. */
export function dietConflicts(tags: readonly string[], foods: readonly FoodSafetyFacts[]): DietConflict[] {
  const conflicts: DietConflict[] = [];
  for (const tag of tags) {
    const rule = DIET_TAG_RULES[tag];
    if (!rule) continue;
    for (const food of foods) {
      const flag = rule.flags.find((f) => food.dietFlags.includes(f));
      const contained = flag ? undefined : rule.contains.find((c) => food.contains.includes(c));
      if (flag || contained) {
        conflicts.push({ tag, food: food.name, reason: flag ? FLAG_WORDS[flag] : contained! });
        break;
      }
    }
  }
  return conflicts;
}

/** "Vegetarian: Chicken, breast, raw is meat." */
export function dietConflictText(conflict: DietConflict): string {
  return `${conflict.tag}: ${conflict.food} is ${conflict.reason}.`;
}

/** What a client must not be served: allergies (as "contains" tags) and foods avoided, as words. */
export interface ClientConstraints {
  allergies: readonly string[];
  avoidWords: readonly string[];
}

export const NO_CONSTRAINTS: ClientConstraints = { allergies: [], avoidWords: [] };

export function hasConstraints(constraints: ClientConstraints): boolean {
  return (
    constraints.allergies.length > 0 || constraints.avoidWords.some((word) => matchWords(word).length > 0)
  );
}

/** One reason a meal goes against a client's record. */
export type MealConflict =
  { kind: 'allergen'; tag: string; foods: string[] } | { kind: 'avoid'; word: string; foods: string[] };

/** What a meal is, for the check: its name, its "contains" tags, and its foods. */
export interface MealForSafety {
  name: string;
  /** The recipe's "contains" tags (hand-set ones too): a tag here conflicts even when no food shows it. */
  contains: readonly string[];
  foods: readonly FoodSafetyFacts[];
}

/**
 * A matcher for avoided words, built once: a word matches a name when its words appear in order, whole,
 * ignoring case, accents and plurals ("mushrooms" matches "Mushrooms, white, raw" and "Mushroom risotto";
 * "egg" does not match "Eggplant"), the rule of SPEC §5's ingredient tags (ingredient-match.ts).
 */
export function avoidWordMatcher(words: readonly string[]): (name: string) => string[] {
  const needles = words
    .map((word) => ({ word: word.trim(), words: matchWords(word) }))
    .filter((entry) => entry.words.length > 0)
    .map((entry) => ({ word: entry.word, needle: ` ${entry.words.join(' ')} ` }));
  return (name) => {
    if (needles.length === 0) return [];
    const haystack = ` ${matchWords(name).join(' ')} `;
    return needles.filter((entry) => haystack.includes(entry.needle)).map((entry) => entry.word);
  };
}

/**
 * The conflicts of one meal with a client's record: each allergy the meal contains (with the foods that
 * bring it), and each avoided word its name or a food's name holds. Empty when the meal is safe.
 */
export function mealConflicts(constraints: ClientConstraints, meal: MealForSafety): MealConflict[] {
  const conflicts: MealConflict[] = [];
  for (const tag of constraints.allergies) {
    const foods = meal.foods.filter((food) => food.contains.includes(tag)).map((food) => food.name);
    if (foods.length > 0 || meal.contains.includes(tag)) conflicts.push({ kind: 'allergen', tag, foods });
  }
  const match = avoidWordMatcher(constraints.avoidWords);
  const byWord = new Map<string, string[]>();
  for (const word of match(meal.name)) byWord.set(word, []);
  for (const food of meal.foods) {
    for (const word of match(food.name)) byWord.set(word, [...(byWord.get(word) ?? []), food.name]);
  }
  for (const [word, foods] of byWord) conflicts.push({ kind: 'avoid', word, foods });
  return conflicts;
}

/** "Contains Peanuts (Peanut butter, smooth)" or "Avoided: mushrooms (Mushrooms, white, raw)". */
export function mealConflictText(conflict: MealConflict): string {
  const foods = conflict.foods.length > 0 ? ` (${conflict.foods.join(', ')})` : '';
  return conflict.kind === 'allergen'
    ? `Contains ${conflict.tag}${foods}`
    : `Avoided: ${conflict.word}${foods}`;
}

/**
 * Words of an intake answer that name an allergen as a whole ("peanuts", "shellfish", "coeliac"), and the
 * "contains" tag each stands for. Words that name one food ("almonds", "prawns") stay avoided words, which
 * match that food by name.
 */
const ALLERGEN_WORDS: readonly { words: string; tag: ContainsTag }[] = [
  { words: 'peanut', tag: 'Peanuts' },
  { words: 'tree nut', tag: 'Nuts' },
  { words: 'nut', tag: 'Nuts' },
  { words: 'shellfish', tag: 'Seafood' },
  { words: 'seafood', tag: 'Seafood' },
  { words: 'crustacean', tag: 'Seafood' },
  { words: 'crustacea', tag: 'Seafood' },
  { words: 'mollusc', tag: 'Seafood' },
  { words: 'fish', tag: 'Seafood' },
  { words: 'dairy', tag: 'Dairy' },
  { words: 'milk', tag: 'Dairy' },
  { words: 'egg', tag: 'Egg' },
  { words: 'gluten', tag: 'Gluten' },
  { words: 'coeliac', tag: 'Gluten' },
  { words: 'celiac', tag: 'Gluten' },
  { words: 'wheat', tag: 'Wheat' },
  { words: 'soy', tag: 'Soy' },
  { words: 'soya', tag: 'Soy' },
  { words: 'sesame', tag: 'Sesame' },
];

/**
 * Reads what a client typed under "foods to avoid" ("Peanuts (allergy), shellfish, mushrooms"): the parts
 * between commas, semicolons, slashes, new lines and " and ", with anything in brackets dropped. A part that
 * names an allergen as a whole becomes an allergy; the rest stay avoided words, as typed (trimmed).
 */
export function readAvoidAnswer(text: string): { allergies: ContainsTag[]; avoidWords: string[] } {
  const allergies = new Set<ContainsTag>();
  const avoidWords: string[] = [];
  const parts = text
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;/\n]|\band\b|&/i)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => matchWords(part).length > 0);
  for (const part of parts) {
    const words = ` ${matchWords(part).join(' ')} `;
    const allergen = ALLERGEN_WORDS.find((entry) => {
      const needle = matchWords(entry.words).join(' ');
      // The part is the allergen's word, perhaps with "allergy", "free", "intolerance" around it.
      const rest = words.replace(` ${needle} `, ' ').trim();
      return (
        words.includes(` ${needle} `) &&
        /^(?:(?:allerg\w*|intoleran\w*|free|no|product|all|any|sensitiv\w*)\s*)*$/.test(rest)
      );
    });
    if (allergen) allergies.add(allergen.tag);
    else if (!avoidWords.some((word) => word.toLowerCase() === part.toLowerCase())) avoidWords.push(part);
  }
  return { allergies: CONTAINS_TAGS.filter((tag) => allergies.has(tag)), avoidWords };
}
