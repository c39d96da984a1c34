/**
 * Words of food names, as the importer compares an ingredient line with the foods: lower case, accents and
 * apostrophes gone, hyphenated words in their parts, plurals made singular. Pure.
 */

/** Postgres's English stop words that turn up in food names; the full-text index leaves them out. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'for',
  'in',
  'into',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'without',
  'all',
  'about',
]);

/**
 * Words of an ingredient line that say how it is prepared or served, not what food it is: left out of the
 * search ("2 eggs, lightly beaten" is eggs).
 */
const PREPARATION_WORDS = new Set([
  'additional',
  'beaten',
  'boiling',
  'hot',
  'piece',
  'boned',
  'broken',
  'chilled',
  'chopped',
  'coarsely',
  'cold',
  'cored',
  'crumbled',
  'cubed',
  'cut',
  'diced',
  'divided',
  'drained',
  'finely',
  'firmly',
  'freshly',
  'grated',
  'halved',
  'hulled',
  'large',
  'lightly',
  'lukewarm',
  'mashed',
  'medium',
  'melted',
  'minced',
  'optional',
  'packed',
  'peeled',
  'pitted',
  'pressed',
  'real',
  'room',
  'rinsed',
  'seeded',
  'shelled',
  'shredded',
  'sifted',
  'skinned',
  'sliced',
  'slightly',
  'small',
  'softened',
  'temperature',
  'thawed',
  'thick',
  'thin',
  'thinly',
  'toasted',
  'trimmed',
  'unbeaten',
  'warm',
  'well',
  'fresh',
]);

/** "Tomatoes" -> "tomato", "berries" -> "berry", "leaves" -> "leaf", "glass" stays. */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (/(?:ss|us|is|ous)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ves') && word.length > 4) return `${word.slice(0, -3)}f`;
  if (/(?:ches|shes|xes|sses|zes|oes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Every word of a text in the form compared: lower case, no accents or apostrophes, singular. */
export function nameWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9%]+/)
    .filter((word) => word !== '')
    .map(singular);
}

/**
 * Recipe words food databases spell otherwise (USDA's names are American): the line's words are read as
 * the database's.
 */
const SYNONYMS: readonly [RegExp, string][] = [
  [/\bconfectioner(?:s)?\b/g, 'powdered'],
  [/\bicing sugar\b/g, 'powdered sugar'],
  [/\b(?:caster|superfine|white) sugar\b/g, 'granulated sugar'],
  [/\bplain flour\b/g, 'all purpose flour'],
  [/\bself raising\b/g, 'self rising'],
  [/\bcorn ?flour\b/g, 'cornstarch'],
  [/\bcorn meal\b/g, 'cornmeal'],
  [/\bcapsicum\b/g, 'sweet pepper'],
  [/\b(?:green|spring) onion\b/g, 'scallion'],
  [/\bsoda\b/g, 'baking soda'],
  [/\bbaking baking\b/g, 'baking'],
  [/\boatmeal\b/g, 'oats'],
];

/** The words of an ingredient's food that identify it: no stop words, no preparation, no repeats. */
export function searchWords(food: string): string[] {
  let text = nameWords(food).join(' ');
  for (const [pattern, replacement] of SYNONYMS) text = text.replace(pattern, replacement);
  const words = text
    .split(' ')
    .filter(
      (word) => word !== '' && !STOP_WORDS.has(word) && !PREPARATION_WORDS.has(word) && !/^\d/.test(word),
    );
  return [...new Set(words)];
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}
