/**
 * The units an ingredient line may be measured in, and the words that name them. Weights convert to grams
 * exactly; volumes convert only to other volumes (US customary measures, as the USDA portions and most
 * schema.org recipes use them), never to grams without a portion of the food that says what a volume
 * weighs; counts ("clove", "can") are matched to a food's portion of the same name or not at all.
 */

export type UnitKind = 'weight' | 'volume' | 'count';

export interface UnitDef {
  kind: UnitKind;
  /** How the unit reads after a quantity ("cup", "tbsp"). */
  label: string;
  /** Grams in one, for weights; millilitres in one, for volumes. */
  size?: number;
}

const UNIT_TABLE = {
  g: { kind: 'weight', label: 'g', size: 1 },
  kg: { kind: 'weight', label: 'kg', size: 1000 },
  mg: { kind: 'weight', label: 'mg', size: 0.001 },
  oz: { kind: 'weight', label: 'oz', size: 28.349523125 },
  lb: { kind: 'weight', label: 'lb', size: 453.59237 },
  ml: { kind: 'volume', label: 'mL', size: 1 },
  cl: { kind: 'volume', label: 'cL', size: 10 },
  dl: { kind: 'volume', label: 'dL', size: 100 },
  l: { kind: 'volume', label: 'L', size: 1000 },
  tsp: { kind: 'volume', label: 'tsp', size: 4.92892159375 },
  tbsp: { kind: 'volume', label: 'tbsp', size: 14.78676478125 },
  floz: { kind: 'volume', label: 'fl oz', size: 29.5735295625 },
  cup: { kind: 'volume', label: 'cup', size: 236.5882365 },
  pint: { kind: 'volume', label: 'pint', size: 473.176473 },
  quart: { kind: 'volume', label: 'quart', size: 946.352946 },
  gallon: { kind: 'volume', label: 'gallon', size: 3785.411784 },
  pinch: { kind: 'count', label: 'pinch' },
  dash: { kind: 'count', label: 'dash' },
  drop: { kind: 'count', label: 'drop' },
  handful: { kind: 'count', label: 'handful' },
  clove: { kind: 'count', label: 'clove' },
  can: { kind: 'count', label: 'can' },
  jar: { kind: 'count', label: 'jar' },
  bottle: { kind: 'count', label: 'bottle' },
  carton: { kind: 'count', label: 'carton' },
  container: { kind: 'count', label: 'container' },
  package: { kind: 'count', label: 'package' },
  packet: { kind: 'count', label: 'packet' },
  envelope: { kind: 'count', label: 'envelope' },
  box: { kind: 'count', label: 'box' },
  bag: { kind: 'count', label: 'bag' },
  slice: { kind: 'count', label: 'slice' },
  stick: { kind: 'count', label: 'stick' },
  piece: { kind: 'count', label: 'piece' },
  bunch: { kind: 'count', label: 'bunch' },
  head: { kind: 'count', label: 'head' },
  stalk: { kind: 'count', label: 'stalk' },
  sprig: { kind: 'count', label: 'sprig' },
  leaf: { kind: 'count', label: 'leaf' },
  square: { kind: 'count', label: 'square' },
  loaf: { kind: 'count', label: 'loaf' },
  roll: { kind: 'count', label: 'roll' },
  scoop: { kind: 'count', label: 'scoop' },
  strip: { kind: 'count', label: 'strip' },
  cube: { kind: 'count', label: 'cube' },
  fillet: { kind: 'count', label: 'fillet' },
  link: { kind: 'count', label: 'link' },
  sheet: { kind: 'count', label: 'sheet' },
  ear: { kind: 'count', label: 'ear' },
  pat: { kind: 'count', label: 'pat' },
  unit: { kind: 'count', label: 'unit' },
} as const satisfies Record<string, UnitDef>;

export type UnitId = keyof typeof UNIT_TABLE;
export const UNITS: Readonly<Record<UnitId, UnitDef>> = UNIT_TABLE;

/**
 * Words for each unit, compared in lower case without a final full stop, except the few whose case
 * matters: in recipes a capital "T" is a tablespoon and a small "t" a teaspoon.
 */
const UNIT_WORDS: Record<UnitId, readonly string[]> = {
  g: ['g', 'gram', 'grams', 'gm', 'gms', 'gr', 'grm', 'gramme', 'grammes'],
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes'],
  mg: ['mg', 'milligram', 'milligrams'],
  oz: ['oz', 'ozs', 'ounce', 'ounces'],
  lb: ['lb', 'lbs', 'pound', 'pounds'],
  ml: ['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'cc'],
  cl: ['cl', 'centilitre', 'centilitres', 'centiliter', 'centiliters'],
  dl: ['dl', 'decilitre', 'decilitres', 'deciliter', 'deciliters'],
  l: ['l', 'litre', 'litres', 'liter', 'liters', 'ltr', 'ltrs', 'lt'],
  tsp: ['tsp', 'tsps', 'tspn', 'tspns', 'teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls', 'ts'],
  tbsp: [
    'tbsp',
    'tbsps',
    'tbs',
    'tbl',
    'tbls',
    'tblsp',
    'tblspn',
    'tbspn',
    'tablespoon',
    'tablespoons',
    'tablespoonful',
    'tablespoonfuls',
  ],
  floz: ['fl oz', 'fl. oz', 'fl.oz', 'floz', 'fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces'],
  cup: ['cup', 'cups', 'c', 'cupful', 'cupfuls'],
  pint: ['pint', 'pints', 'pt', 'pts'],
  quart: ['quart', 'quarts', 'qt', 'qts'],
  gallon: ['gallon', 'gallons', 'gal', 'gals'],
  pinch: ['pinch', 'pinches'],
  dash: ['dash', 'dashes'],
  drop: ['drop', 'drops'],
  handful: ['handful', 'handfuls'],
  clove: ['clove', 'cloves'],
  can: ['can', 'cans', 'tin', 'tins'],
  jar: ['jar', 'jars'],
  bottle: ['bottle', 'bottles'],
  carton: ['carton', 'cartons'],
  container: ['container', 'containers', 'tub', 'tubs'],
  package: ['package', 'packages', 'pkg', 'pkgs', 'pack', 'packs', 'pkt'],
  packet: ['packet', 'packets', 'sachet', 'sachets'],
  envelope: ['envelope', 'envelopes'],
  box: ['box', 'boxes'],
  bag: ['bag', 'bags'],
  slice: ['slice', 'slices'],
  stick: ['stick', 'sticks'],
  piece: ['piece', 'pieces', 'pc', 'pcs'],
  bunch: ['bunch', 'bunches'],
  head: ['head', 'heads'],
  stalk: ['stalk', 'stalks'],
  sprig: ['sprig', 'sprigs'],
  leaf: ['leaf', 'leaves'],
  square: ['square', 'squares'],
  loaf: ['loaf', 'loaves'],
  roll: ['roll', 'rolls'],
  scoop: ['scoop', 'scoops'],
  strip: ['strip', 'strips'],
  cube: ['cube', 'cubes'],
  fillet: ['fillet', 'fillets', 'filet', 'filets'],
  link: ['link', 'links'],
  sheet: ['sheet', 'sheets'],
  ear: ['ear', 'ears'],
  pat: ['pat', 'pats'],
  unit: ['unit', 'units'],
};

/** Words whose case tells them apart, checked before the lower-case list. */
const CASE_SENSITIVE_WORDS: Record<string, UnitId> = { T: 'tbsp', Tb: 'tbsp', t: 'tsp' };

const BY_WORD = new Map<string, UnitId>();
for (const [unit, words] of Object.entries(UNIT_WORDS) as [UnitId, readonly string[]][]) {
  for (const word of words) BY_WORD.set(word, unit);
}

/** The longest unit name, in words ("fluid ounces" is two). */
export const MAX_UNIT_WORDS = 2;

/**
 * The unit a word (or two) names, or null. "Tbsp.", "tablespoons" and "T" are a tablespoon, "t" a
 * teaspoon; single letters other than those are units only where the caller expects a unit.
 */
export function unitOf(text: string): UnitId | null {
  const trimmed = text.trim().replace(/\.$/, '');
  const exact = CASE_SENSITIVE_WORDS[trimmed];
  if (exact) return exact;
  return BY_WORD.get(trimmed.toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

/** Size words a count of whole things may carry ("2 large eggs"), as food portions often name them. */
export const SIZE_WORDS = ['extra large', 'extra-large', 'jumbo', 'large', 'medium', 'small'] as const;
export type SizeWord = 'extra large' | 'jumbo' | 'large' | 'medium' | 'small';

export function sizeOf(text: string): SizeWord | null {
  const word = text.trim().toLowerCase().replace('-', ' ');
  return (SIZE_WORDS as readonly string[]).includes(word) ? (word as SizeWord) : null;
}
