/**
 * SPEC §5: with ingredient tags set, a recipe qualifies when at least one tag matches the recipe's name or
 * one of its ingredients' names. A tag matches when its words appear, in order and next to each other, as
 * whole words of the name, ignoring case, accents, punctuation and a plural ending: "egg" matches "Eggs,
 * scrambled" and "Egg, whole, raw" but not "Eggplant"; "oat" does not match "Goat cheese"; "sweet potato"
 * matches "Baked sweet potatoes" but not "Potato, sweet". Plain substrings would let "pea" pick peanuts,
 * peaches, pears and chickpeas, and "rice" licorice; the price is that "nut" does not pick "hazelnuts".
 */

/** The words of a name as the match compares them. */
export function matchWords(text: string): string[] {
  const plain = ASCII.test(text) ? text : text.normalize('NFD').replace(/\p{M}+/gu, '');
  return plain
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map(singular);
}

/** Printable ASCII: nothing to strip accents from. */
const ASCII = /^[\t\n\r -~]*$/;

/**
 * One form for a word and its plural, applied alike to tags and names, so it only has to agree with itself
 * (it is not a dictionary word): berries and berry -> berri, cookies and cookie -> cooki, tomatoes ->
 * tomato, peaches -> peach, eggs -> egg; words ending in ss or us (glass, hummus, couscous) keep their s.
 */
function singular(word: string): string {
  let w = word;
  if (w.length > 3 && w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.length > 4 && /(?:oes|ches|shes|sses|xes|zzes)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ie')) return w.slice(0, -1);
  if (w.length > 2 && w.endsWith('y')) return `${w.slice(0, -1)}i`;
  return w;
}

/**
 * A matcher for a plan's ingredient tags, built once and used on every recipe. A tag without any word
 * (blank, punctuation only) is ignored; with no usable tag at all, every recipe matches.
 */
export function ingredientTagMatcher(
  ingredientTags: readonly string[],
): (recipeName: string, ingredientNames: readonly string[]) => boolean {
  const tags = ingredientTags.map(matchWords).filter((words) => words.length > 0);
  if (tags.length === 0) return () => true;
  const needles = tags.map((words) => ` ${words.join(' ')} `);
  // A word's reduced form starts with all but the last letter of the word as written, so a name that can
  // match contains that much of the tag's first word: a cheap test that spares most names the word split.
  const clues = tags.map((words) => words[0]!.slice(0, -1));
  const answers = new Map<string, boolean>(); // ingredient names repeat across recipes
  const matches = (name: string): boolean => {
    let answer = answers.get(name);
    if (answer === undefined) {
      const lower = name.toLowerCase();
      if (ASCII.test(name) && !clues.some((clue) => lower.includes(clue))) {
        answer = false;
      } else {
        const haystack = ` ${matchWords(name).join(' ')} `;
        answer = needles.some((needle) => haystack.includes(needle));
      }
      answers.set(name, answer);
    }
    return answer;
  };
  return (recipeName, ingredientNames) => matches(recipeName) || ingredientNames.some(matches);
}
