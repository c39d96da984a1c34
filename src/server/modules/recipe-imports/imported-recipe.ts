import type { RecipeMealTime } from '../../../shared/schemas/recipes.ts';
import { formatNumber } from './ingredient-line.ts';

/**
 * A recipe as a recipe file gives it, read into the app's terms but not yet saved: the readers (JSON-LD,
 * the template) make these, the import job saves them.
 */
export interface ImportedRecipe {
  name: string;
  description: string;
  /** An http(s) link, or ''. */
  video: string;
  mealTimes: RecipeMealTime[];
  methods: string[];
  numberOfServes: number;
  /** The ingredient lines as written, section headers included; blank lines left out. */
  ingredientLines: string[];
  /** What the reader had to decide about the recipe, for the report ("Yield “TODO” not a number: 1 serve"). */
  notes: string[];
}

/**
 * A file that is not a recipe file the importer can read, or holds no recipe: the import fails with this
 * message for the admin.
 */
export class RecipeFileError extends Error {
  override readonly name = 'RecipeFileError';
}

/** The limits of a saved recipe (src/shared/schemas/recipes.ts), which an imported one is fitted to. */
export const RECIPE_LIMITS = {
  name: 200,
  description: 10_000,
  video: 2_000,
  methods: 100,
  method: 5_000,
  serves: 1_000,
} as const;

/** Whitespace runs (line breaks included) become one space; ends trimmed. */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  deg: '°',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

/**
 * Text as a person reads it: HTML entities decoded ("&amp;" is "&", as recipe sites write them into
 * JSON-LD) and tags dropped. Nothing is ever shown as HTML; this only stops "&amp;" showing as such.
 */
export function plainText(value: string): string {
  return value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (entity, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X'))
        return safeCodePoint(Number.parseInt(code.slice(2), 16)) ?? entity;
      if (code.startsWith('#')) return safeCodePoint(Number.parseInt(code.slice(1), 10)) ?? entity;
      return ENTITIES[code.toLowerCase()] ?? entity;
    });
}

function safeCodePoint(code: number): string | null {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
}

/** Cuts text to `max` characters, saying so in `notes`. */
export function fitText(text: string, max: number, what: string, notes: string[]): string {
  if (text.length <= max) return text;
  notes.push(`The ${what} was cut to ${max.toLocaleString('en')} characters.`);
  return text.slice(0, max).trimEnd();
}

/** The link if it is an http(s) one, else ''. */
export function webLink(value: string): string {
  const text = value.trim();
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? text : '';
  } catch {
    return '';
  }
}

/** Words of a category or keyword that clearly name a meal time (SPEC §9: dessert is stored `desert`). */
const MEAL_TIME_WORDS: Record<string, RecipeMealTime> = {
  breakfast: 'breakfast',
  brunch: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  supper: 'dinner',
  entree: 'dinner',
  entrees: 'dinner',
  'main course': 'dinner',
  'main courses': 'dinner',
  'main dish': 'dinner',
  'main dishes': 'dinner',
  mains: 'dinner',
  dessert: 'desert',
  desserts: 'desert',
  desert: 'desert',
  deserts: 'desert',
  snack: 'snack',
  snacks: 'snack',
};

/**
 * The meal times that categories and keywords name ("Breakfast", "Desserts", "Main course"; "Entrees" is
 * a main course, so dinner). Words that name no meal ("Salads", "Breads", "Sides") give none.
 */
export function mealTimesOf(labels: readonly string[]): RecipeMealTime[] {
  const times = new Set<RecipeMealTime>();
  for (const label of labels) {
    for (const part of label.split(/[,;/|]/)) {
      const key = collapseSpaces(part).toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
      const time = MEAL_TIME_WORDS[key];
      if (time) times.add(time);
    }
  }
  return [...times];
}

/** A yield that is plainly a number of serves: "8", "8 servings", "Serves 4", "Makes 6 portions". */
const PLAIN_YIELD =
  /^(?:(?:serves|makes|yield:?)\s+)?\d+(?:\.\d+)?(?:\s+(?:serves?|servings?|portions?|people|persons?))?$/i;

/**
 * The number of serves a yield gives: 8, "8 servings", "Serves 4-6" (5, said in a note), "65 balls"
 * (65, said), ["8", "8 servings"]. Unreadable ("TODO", nothing, 0) is 1, said in a note.
 */
export function servesOf(values: readonly (string | number)[], notes: string[]): number {
  for (const value of values) {
    if (typeof value === 'number') {
      if (Number.isFinite(value) && value > 0) return fitServes(value, notes);
      continue;
    }
    const text = collapseSpaces(plainText(value));
    const match = /(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?/.exec(text);
    if (!match) continue;
    const low = Number(match[1]);
    const high = match[2] === undefined ? null : Number(match[2]);
    const serves = high !== null && high > low ? (low + high) / 2 : low;
    if (!(serves > 0)) continue;
    if (high !== null && high > low) {
      notes.push(`The yield “${text}” was read as ${formatNumber(serves)} serves, the middle of its range.`);
    } else if (!PLAIN_YIELD.test(text)) {
      notes.push(`The yield “${text}” was read as ${formatNumber(serves)} serves.`);
    }
    return fitServes(serves, notes);
  }
  const shown = values.map((value) => `“${collapseSpaces(String(value))}”`).join(', ');
  notes.push(
    values.length === 0
      ? 'The file gives no yield: the recipe makes 1 serve until you change it.'
      : `The yield ${shown} is not a number of serves: the recipe makes 1 serve until you change it.`,
  );
  return 1;
}

function fitServes(serves: number, notes: string[]): number {
  if (serves <= RECIPE_LIMITS.serves) return serves;
  notes.push(
    `The yield of ${formatNumber(serves)} is more than ${RECIPE_LIMITS.serves} serves: ${RECIPE_LIMITS.serves} were kept.`,
  );
  return RECIPE_LIMITS.serves;
}

/** The steps of a method, fitted to the recipe's limits (at most 100 steps of 5,000 characters). */
export function fitMethods(steps: readonly string[], notes: string[]): string[] {
  const kept = steps.map((step) => collapseSpaces(step)).filter((step) => step !== '');
  let methods = kept;
  if (kept.length > RECIPE_LIMITS.methods) {
    const last = kept.slice(RECIPE_LIMITS.methods - 1).join(' ');
    methods = [...kept.slice(0, RECIPE_LIMITS.methods - 1), last];
    notes.push(
      `The method had ${kept.length} steps: the steps from ${RECIPE_LIMITS.methods} on were joined into one.`,
    );
  }
  return methods.map((step, index) =>
    fitText(step, RECIPE_LIMITS.method, `method’s step ${index + 1}`, notes),
  );
}
