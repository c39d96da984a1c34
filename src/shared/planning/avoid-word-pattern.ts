import { matchWords } from './ingredient-match.ts';

/**
 * A client's avoided words (client-safety.ts: whole words, in order, ignoring case, accents, punctuation and
 * plurals) as one regular expression over a name lowered and stripped of accents, so the database can leave
 * out what they match before it pages (the picker) or samples (generation). The expression keeps to what
 * PostgreSQL's and JavaScript's regular expressions read alike. It is the same rule as avoidWordMatcher for
 * names in Latin letters; the server still checks each recipe it hands out with mealConflicts.
 */

/** Outside a word, as matchWords splits a name (its letters and digits, after accents are stripped). */
const GAP = '[^a-z0-9]';

/**
 * Every way a word can be written that matchWords reads as `word` (its singular form): `word`, or a form
 * step two of the folding made (berri <- berry, cooki <- cookie), each as is, with "s" or with "es". The
 * candidates cover every inverse of the folding; those it does not fold back to `word` are dropped.
 */
export function writtenForms(word: string): string[] {
  const stems = new Set([word]);
  if (word.endsWith('i')) {
    stems.add(`${word.slice(0, -1)}y`);
    stems.add(`${word}e`);
  }
  const forms = [...stems].flatMap((stem) => [stem, `${stem}s`, `${stem}es`]);
  return [...new Set(forms)].filter((form) => {
    const folded = matchWords(form);
    return folded.length === 1 && folded[0] === word;
  });
}

/** The expression, or null when no word has any letter or digit (nothing is avoided). */
export function avoidWordPattern(words: readonly string[]): string | null {
  const phrases = words
    .map(matchWords)
    .filter((phrase) => phrase.length > 0)
    .map((phrase) => phrase.map((word) => `(${writtenForms(word).join('|')})`).join(`${GAP}+`));
  if (phrases.length === 0) return null;
  return `(^|${GAP})(${[...new Set(phrases)].join('|')})(${GAP}|$)`;
}

/** A name as the expression reads it: lower case, accents stripped (SQL: lower(unaccent(name))). */
export function patternSubject(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}
