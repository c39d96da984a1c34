import { MAX_UNIT_WORDS, sizeOf, unitOf, UNITS, type SizeWord, type UnitId } from './units.ts';

/**
 * Reads one ingredient line as recipes write them ("1 1/2 cups all-purpose flour, sifted", "2-3 cloves
 * garlic", "½ tsp salt", "## Cake"): the amount, the unit, the food's words, and what was set aside. Pure:
 * matching the food and its measure is the importer's (match-ingredient.ts).
 */

/** `quantity` of `unit`; a null unit is a count of whole things ("3 eggs"). */
export interface Amount {
  quantity: number;
  unit: UnitId | null;
}

/** An amount in brackets beside the main one: "(1 stick)", "(16 ounces)", "(3 ounces each)". */
export interface AlternativeAmount extends Amount {
  /** The bracket gives the amount of each of the main amount's things ("2 packages (3 ounces each)"). */
  each: boolean;
}

export interface ParsedIngredient {
  kind: 'ingredient';
  /** Null when the line gives no number ("Sugar", "salt and pepper to taste"); 0 stays 0. */
  amount: Amount | null;
  /** Further amounts added to the main one: "3/4 cup + 2 tablespoons". */
  extra: Amount[];
  alternatives: AlternativeAmount[];
  /** A size the count names: "2 large eggs". */
  size: SizeWord | null;
  /** The food as written, without amounts, notes and preparation after a comma. */
  food: string;
  /** What was set aside: preparation and notes ("separated", "softened", "optional"). */
  details: string[];
  /** "to taste": no amount to weigh. */
  toTaste: boolean;
  /** How the line was read where it was not plain, for the report ("2-3 read as 2.5"). */
  notes: string[];
}

export interface ParsedHeader {
  kind: 'header';
  title: string;
}

export type ParsedLine = ParsedIngredient | ParsedHeader;

const UNICODE_FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅐': '1/7',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅑': '1/9',
  '⅒': '1/10',
};
const UNICODE_FRACTION_PATTERN = new RegExp(`(\\d?)\\s*([${Object.keys(UNICODE_FRACTIONS).join('')}])`, 'g');

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  a: 1,
  an: 1,
};

/** A number as recipes write it: "1 1/2", "1-1/2", "3/4", "1.5", ".5", "2". */
const NUMBER = String.raw`(?:\d+(?:\s+|-)\d+\s*\/\s*\d+|\d+\s*\/\s*\d+|\d+(?:\.\d+)?|\.\d+)`;
const RANGE_SEPARATOR = String.raw`\s*(?:-|–|—|to|or)\s*`;
const AMOUNT_PATTERN = new RegExp(`^(${NUMBER})(?:${RANGE_SEPARATOR}(${NUMBER}))?`, 'i');

/** Words between a quantity and its unit that say nothing the importer can use ("1 heaping tbsp"). */
const UNIT_MODIFIERS = new Set([
  'additional',
  'heaping',
  'heaped',
  'level',
  'rounded',
  'scant',
  'generous',
  'good',
  'full',
  'whole',
  'extra',
  'more',
]);

/** Words of packaging that follow a weight ("16 ounce jar peanut butter"): the weight says it all. */
const CONTAINER_UNITS = new Set<UnitId>([
  'can',
  'jar',
  'bottle',
  'carton',
  'container',
  'package',
  'packet',
  'envelope',
  'box',
  'bag',
]);

/** Count units that also end a food's name ("4 garlic cloves", "2 celery stalks"). */
const TRAILING_COUNT_UNITS = new Set<UnitId>([
  'clove',
  'stalk',
  'sprig',
  'leaf',
  'slice',
  'strip',
  'stick',
  'fillet',
]);

/** One word that only describes the next part ("sweetened, condensed milk", "boneless, skinned breasts"). */
const LONE_MODIFIERS = new Set([
  'frozen',
  'fresh',
  'dry',
  'hot',
  'cold',
  'warm',
  'raw',
  'ripe',
  'lean',
  'plain',
  'light',
  'dark',
  'sweet',
  'sour',
  'whole',
  'small',
  'large',
  'medium',
  'boneless',
  'skinless',
  'seedless',
]);

/** A first alternative of one word that qualifies the second's food ("fresh or frozen cranberries"). */
const QUALIFYING_ALTERNATIVES = new Set([
  'fresh',
  'frozen',
  'canned',
  'dried',
  'dry',
  'light',
  'regular',
  'lowfat',
  'low-fat',
  'nonfat',
  'skim',
  'quick',
  'sweet',
  'salted',
  'unsalted',
  'white',
  'brown',
  'red',
  'green',
  'yellow',
  'black',
  'whole',
  'plain',
  'hot',
  'mild',
  'cooked',
  'raw',
  'heavy',
  'large',
  'small',
  'medium',
  'miniature',
  'mini',
  'chopped',
  'diced',
  'sliced',
  'minced',
  'grated',
  'shredded',
  'crushed',
  'chicken',
  'beef',
  'pork',
  'veal',
  'lamb',
  'turkey',
  'fish',
  'vegetable',
]);

const OPTIONAL_WORDS = /\b(?:optional|if desired|as needed|as required|or more|or less)\b/gi;
const TO_TASTE = /\b(?:to taste|as desired)\b/i;

/** Reads one ingredient line; see ParsedLine. Blank lines are not ingredient lines: filter them first. */
export function parseIngredientLine(original: string): ParsedLine {
  const text = normaliseLine(original);
  const header = headerOf(text);
  if (header !== null) return { kind: 'header', title: header };

  const parsed: ParsedIngredient = {
    kind: 'ingredient',
    amount: null,
    extra: [],
    alternatives: [],
    size: null,
    food: '',
    details: [],
    toTaste: false,
    notes: [],
  };

  let rest = text;
  let unitText = '';
  const leading = readAmount(rest, { wordsNeedUnit: true });
  if (leading) {
    parsed.amount = { quantity: leading.quantity, unit: null };
    if (leading.note) parsed.notes.push(leading.note);
    ({ rest, unitText } = readAfterQuantity(leading.rest, parsed));
  }
  readFood(rest, unitText, parsed);
  return parsed;
}

/** NFKC, unicode fractions as "1/2", one space between words, no bullet in front, no full stop after. */
export function normaliseLine(original: string): string {
  return original
    .replace(UNICODE_FRACTION_PATTERN, (_match, whole: string, fraction: string) =>
      whole ? `${whole} ${UNICODE_FRACTIONS[fraction]}` : ` ${UNICODE_FRACTIONS[fraction]}`,
    )
    .normalize('NFKC')
    .replace(/\u2044/g, '/')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-*•▢▪◦·]\s*(?=\S)/, '')
    .replace(/(?<=[\p{L})])\.$/u, '')
    .trim();
}

/**
 * A section header, not an ingredient: "## Cake", "For the sauce:", "Frosting:", "For the filling".
 * Returns the title, or null for an ingredient line.
 */
export function headerOf(text: string): string | null {
  const hashes = /^#+\s*(.*)$/.exec(text);
  if (hashes) return hashes[1]!.trim();
  if (/^\d/.test(text)) return null;
  const colon = /^(.+?):$/.exec(text);
  if (colon) return colon[1]!.trim();
  if (/^for the\s+\S/i.test(text) && text.split(' ').length <= 6 && !/\d/.test(text)) return text;
  return null;
}

interface ReadAmount {
  quantity: number;
  rest: string;
  note: string | null;
}

/**
 * The number at the start of `text` (with a range read as its middle, said in `note`), and what follows.
 * Number words ("two", "a") count only before a unit when `wordsNeedUnit`, so "a pinch" is 1 pinch and
 * "An apple" is left to the food.
 */
function readAmount(text: string, options: { wordsNeedUnit: boolean }): ReadAmount | null {
  const match = AMOUNT_PATTERN.exec(text);
  if (match) {
    const low = numberValue(match[1]!);
    const high = match[2] === undefined ? null : numberValue(match[2]);
    let rest = text.slice(match[0].length);
    // Glued units ("500g", "2tbsp") are read by the unit step, which needs the space.
    if (/^[a-z]/i.test(rest)) rest = ` ${rest}`;
    if (high !== null && high > low) {
      const middle = (low + high) / 2;
      return {
        quantity: middle,
        rest: rest.trim(),
        note: `The range ${match[1]!.trim()}–${match[2]!.trim()} was read as ${formatNumber(middle)}, its middle.`,
      };
    }
    if (high !== null) {
      // "1-1/2" is one and a half, which the pattern took as a range: 1 and then 1/2.
      return { quantity: low + high, rest: rest.trim(), note: null };
    }
    return { quantity: low, rest: rest.trim(), note: null };
  }
  const word = /^([a-z]+)\s+(.*)$/i.exec(text);
  if (word) {
    const value = NUMBER_WORDS[word[1]!.toLowerCase()];
    if (value === undefined) return null;
    const next = word[2]!;
    if (options.wordsNeedUnit && !startsWithUnitOrSize(next) && !/^dozen\b/i.test(next)) return null;
    return { quantity: value, rest: next, note: null };
  }
  return null;
}

function startsWithUnitOrSize(text: string): boolean {
  const words = text.split(' ');
  if (sizeOf(words[0] ?? '') !== null) return true;
  for (let count = MAX_UNIT_WORDS; count >= 1; count -= 1) {
    if (words.length >= count && unitOf(words.slice(0, count).join(' ')) !== null) return true;
  }
  return false;
}

/** "1 1/2" -> 1.5, "3/4" -> 0.75, "1-1/2" -> 1.5, ".5" -> 0.5. */
function numberValue(text: string): number {
  const parts = text.trim().split(/\s+|-(?=\d+\s*\/)/);
  return parts.reduce((sum, part) => {
    const [numerator, denominator] = part.split('/').map((p) => Number(p.trim()));
    if (denominator === undefined) return sum + numerator!;
    return sum + (denominator === 0 ? 0 : numerator! / denominator);
  }, 0);
}

/** 2.5 -> "2.5", 0.3333 -> "0.33". */
export function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * After the quantity: "dozen", a size, a bracket, the unit (one or two words), "of", a container after a
 * weight, "+ 2 tablespoons". Returns the rest of the line (the food's part) and the unit as written.
 */
function readAfterQuantity(input: string, parsed: ParsedIngredient): { rest: string; unitText: string } {
  let rest = input;
  const amount = parsed.amount!;
  let unitRead = false;
  let unitText = '';
  for (let step = 0; step < 12; step += 1) {
    rest = rest.trim();
    const words = rest.split(' ');
    const first = words[0] ?? '';
    if (first === '') break;

    if (/^dozen$/i.test(first)) {
      amount.quantity *= 12;
      rest = words.slice(1).join(' ');
      continue;
    }
    if (/^x$/i.test(first) && /^\d/.test(words[1] ?? '')) {
      // "2 x 400 g cans": the multiplier, then the amount of each.
      const each = readAmount(words.slice(1).join(' '), { wordsNeedUnit: false });
      if (each) {
        const count = amount.quantity;
        amount.quantity = count * each.quantity;
        rest = each.rest;
        continue;
      }
    }
    if (!unitRead && parsed.size === null) {
      const twoWordSize = sizeOf(words.slice(0, 2).join(' '));
      if (twoWordSize) {
        parsed.size = twoWordSize;
        rest = words.slice(2).join(' ');
        continue;
      }
      const size = sizeOf(first.replace(/-sized$/i, ''));
      if (size) {
        parsed.size = size;
        rest = words.slice(/^sized$/i.test(words[1] ?? '') ? 2 : 1).join(' ');
        continue;
      }
    }
    if (rest.startsWith('(')) {
      const close = rest.indexOf(')');
      if (close > 0) {
        addBracket(rest.slice(1, close), parsed);
        rest = rest.slice(close + 1);
        continue;
      }
    }
    if (!unitRead) {
      const unit = leadingUnit(words);
      if (unit) {
        amount.unit = unit.unit;
        unitRead = true;
        unitText = words.slice(0, unit.words).join(' ');
        rest = words.slice(unit.words).join(' ');
        continue;
      }
      if (UNIT_MODIFIERS.has(first.toLowerCase()) && leadingUnit(words.slice(1))) {
        parsed.details.push(first.toLowerCase());
        rest = words.slice(1).join(' ');
        continue;
      }
    }
    if (unitRead && /^of$/i.test(first)) {
      rest = words.slice(1).join(' ');
      continue;
    }
    if (unitRead && amount.unit !== null && UNITS[amount.unit].kind !== 'count') {
      const container = unitOf(first);
      if (container && CONTAINER_UNITS.has(container) && words.length > 1) {
        rest = words.slice(1).join(' ');
        continue;
      }
    }
    if (/^(?:\+|plus)$/i.test(first)) {
      const more = readAmount(words.slice(1).join(' '), { wordsNeedUnit: false });
      const moreWords = more ? more.rest.split(' ') : [];
      const unit = more ? leadingUnit(moreWords) : null;
      if (more && unit) {
        parsed.extra.push({ quantity: more.quantity, unit: unit.unit });
        rest = moreWords.slice(unit.words).join(' ');
        continue;
      }
    }
    break;
  }
  return { rest: rest.trim(), unitText };
}

function leadingUnit(words: readonly string[]): { unit: UnitId; words: number } | null {
  for (let count = MAX_UNIT_WORDS; count >= 1; count -= 1) {
    if (words.length < count) continue;
    const unit = unitOf(words.slice(0, count).join(' '));
    if (unit) return { unit, words: count };
  }
  return null;
}

/**
 * A bracket's amount ("16 ounces", "about 2 2/3 pounds", "3 ounces each", "13 ounce can", "1 can"), else a
 * detail: an amount followed by other words ("2 cups of oatmeal may be substituted") is not one.
 */
function addBracket(inside: string, parsed: ParsedIngredient): void {
  const text = inside
    .trim()
    .replace(/^(?:about|approximately|approx\.?|around|roughly|~)\s*/i, '')
    .trim();
  const amount = readAmount(text, { wordsNeedUnit: true });
  if (amount) {
    const words = amount.rest === '' ? [] : amount.rest.split(' ');
    const unit = leadingUnit(words);
    const after = (unit ? words.slice(unit.words) : words).map((word) => word.toLowerCase());
    const container = after.length === 1 && CONTAINER_UNITS.has(unitOf(after[0]!) ?? 'g');
    if ((unit || words.length === 0) && (after.length === 0 || container || isEach(after))) {
      parsed.alternatives.push({
        quantity: amount.quantity,
        unit: unit?.unit ?? null,
        each: isEach(after),
      });
      if (amount.note) parsed.notes.push(amount.note);
      return;
    }
  }
  if (inside.trim() !== '') parsed.details.push(inside.trim());
}

function isEach(words: readonly string[]): boolean {
  return words.length === 1 && /^(?:each|apiece)$/.test(words[0]!);
}

/** The food's words: brackets and what follows a comma set aside, "or" alternatives, "to taste". */
function readFood(input: string, unitText: string, parsed: ParsedIngredient): void {
  let rest = input;
  // Brackets anywhere: amounts become alternatives, the rest details.
  rest = rest.replace(/\(([^()]*)\)/g, (_match, inside: string) => {
    addBracket(inside, parsed);
    return ' ';
  });
  rest = rest.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();

  if (TO_TASTE.test(rest)) {
    parsed.toTaste = true;
    rest = rest.replace(TO_TASTE, ' ').replace(/^[\s,;]+/, '');
  }
  rest = rest.replace(OPTIONAL_WORDS, (word) => {
    parsed.details.push(word.toLowerCase());
    return ' ';
  });

  // Notes follow a comma, a semicolon or a spaced dash; a lone describing word before a comma stays.
  const parts = rest.split(/\s*(?:[,;]|\s[-–—]\s)\s*/);
  let food = parts.shift() ?? '';
  while (parts.length > 0 && isLoneModifier(food)) food = `${food} ${parts.shift()}`;
  parsed.details.push(...parts.map((part) => part.trim()).filter(Boolean));

  food = food
    .replace(/\s+for\s+.*$/i, (phrase) => {
      parsed.details.push(phrase.trim());
      return '';
    })
    .replace(/^(?:of|the)\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.,;:]+$/, '')
    .replace(/\s+(?:or|and)$/i, '');

  food = chooseAlternative(food, parsed);

  const words = food.split(' ').filter(Boolean);
  const amount = parsed.amount;
  if (amount && amount.unit === null && words.length > 1) {
    const trailing = unitOf(words.at(-1)!);
    if (trailing && TRAILING_COUNT_UNITS.has(trailing)) {
      amount.unit = trailing;
      words.pop();
    }
  }
  // "2 rolls", "5 whole cloves": the unit word was the food.
  if (words.length === 0 && amount?.unit && UNITS[amount.unit].kind === 'count' && unitText !== '') {
    words.push(unitText);
    amount.unit = null;
  }
  parsed.food = words.join(' ');
}

/** One word before a comma that only describes what follows ("sweetened, condensed milk"). */
function isLoneModifier(text: string): boolean {
  const word = text.trim().toLowerCase();
  if (word.includes(' ')) return false;
  return LONE_MODIFIERS.has(word) || (word.length >= 5 && /[^e]ed$/.test(word));
}

/**
 * "butter or margarine" is butter; "fresh or frozen cranberries" is fresh cranberries and "chicken or
 * beef broth" chicken broth: a first alternative whose last word qualifies the second's food takes that
 * food. The alternative not taken is a detail.
 */
function chooseAlternative(food: string, parsed: ParsedIngredient): string {
  const match = /^(.+?)\s+or\s+(.+)$/i.exec(food);
  if (!match) return food;
  const [, first, second] = match as unknown as [string, string, string];
  const firstWords = first.split(' ');
  const secondWords = second.split(' ');
  const qualifies = QUALIFYING_ALTERNATIVES.has(firstWords.at(-1)!.toLowerCase());
  if (
    qualifies &&
    secondWords.length > 1 &&
    (firstWords.length === 1 || QUALIFYING_ALTERNATIVES.has(secondWords[0]!.toLowerCase()))
  ) {
    parsed.details.push(`or ${secondWords[0]}`);
    return [...firstWords, ...secondWords.slice(1)].join(' ');
  }
  parsed.details.push(`or ${second}`);
  return first;
}

/** "2 cup", "1.5 tbsp", "3" (a count), for the report. */
export function describeAmount(amount: Amount): string {
  const quantity = formatNumber(amount.quantity);
  return amount.unit === null ? quantity : `${quantity} ${UNITS[amount.unit].label}`;
}
