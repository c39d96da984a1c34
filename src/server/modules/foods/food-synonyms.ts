/**
 * Words Australian (and British) cooks use for foods the USDA SR28 demo set names otherwise. A search that
 * finds nothing as typed is tried again with these (findFoods), so "capsicum" finds sweet peppers on the
 * SR28 set, while a database with the AFCD foods, which use the Australian words, finds them as typed.
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  capsicum: ['peppers', 'sweet'],
  capsicums: ['peppers', 'sweet'],
  prawn: ['shrimp'],
  prawns: ['shrimp'],
  mince: ['ground'],
  minced: ['ground'],
  rockmelon: ['cantaloupe'],
  courgette: ['zucchini'],
  courgettes: ['zucchini'],
  aubergine: ['eggplant'],
  aubergines: ['eggplant'],
  beetroot: ['beets'],
  silverbeet: ['chard'],
  rocket: ['arugula'],
  sultanas: ['raisins'],
  sultana: ['raisins'],
  icing: ['powdered'],
  wholemeal: ['whole', 'wheat'],
  biscuits: ['cookies'],
};

/**
 * The search's words with each known Australian word replaced by the SR28 words for it; null when no word
 * has a replacement (nothing to try again).
 */
export function withSynonyms(terms: readonly string[]): string[] | null {
  if (!terms.some((term) => SYNONYMS[term])) return null;
  return [...new Set(terms.flatMap((term) => SYNONYMS[term] ?? [term]))];
}
