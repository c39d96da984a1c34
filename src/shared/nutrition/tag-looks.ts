import { DEFAULT_NUTRITION_TAGS, type NutritionTagGroup, type TagKind } from '../constants/tags.ts';

/**
 * How a recipe's tag reads on a card, the recipe page and the filters (issue 16 point 7). A tag named
 * "Gluten" in the "contains" group must never read as gluten free, so each kind has its own words and its
 * own look, and the words alone say which kind it is (colour and icon only repeat them):
 * - contains: an allergen, chemical or FODMAP the recipe has: "Contains gluten", "Moderate–high histamines";
 * - freeOf: a claim that the recipe is free of something: "Gluten free" (the tag's own name);
 * - claim: any other nutrition claim: "High protein";
 * - diet: a meal tag, a way of eating the recipe suits: "Halal", "Vegan".
 */
export type TagLookKind = 'contains' | 'freeOf' | 'claim' | 'diet';

export interface TagLook {
  kind: TagLookKind;
  /** The words a user reads: "Contains gluten". */
  label: string;
  /** What a "Contains" tag names ("gluten"), so several can read as one: "Contains gluten, wheat and soy". */
  contains?: string;
}

export interface TagForLook {
  kind: TagKind;
  name: string;
  /**
   * The nutrition tag's group from the tag list; null or undefined when the tag has none or the list is not
   * at hand (still loading, offline, a tag this role cannot see): then the SPEC §9 default names decide.
   */
  nutritionGroup?: NutritionTagGroup | null;
}

/** "Gluten free", "Dairy-free", "Free from nuts", "Free of soy". */
const SAYS_FREE = /(^|[\s-])free$|^free\s+(from|of)\b/i;
/** "Contains gluten", "Contain nuts": a name that already says it. */
const SAYS_CONTAINS = /^contains?\b/i;

const DEFAULT_GROUP_OF_NAME = new Map<string, NutritionTagGroup>(
  Object.entries(DEFAULT_NUTRITION_TAGS).flatMap(([group, names]) =>
    names.map((name) => [name.toLowerCase(), group as NutritionTagGroup] as const),
  ),
);

/** "Gluten" → "gluten", but an acronym keeps its capitals: "GOS" stays "GOS". */
function inSentence(name: string): string {
  const second = name.charAt(1);
  if (second !== '' && second === second.toUpperCase() && second !== second.toLowerCase()) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** The kind and words of one tag (pure: the browser and tests share it). */
export function tagLook(tag: TagForLook): TagLook {
  const name = tag.name.trim();
  if (tag.kind === 'meal') return { kind: 'diet', label: name };
  if (SAYS_FREE.test(name)) return { kind: 'freeOf', label: name };
  const group = tag.nutritionGroup ?? DEFAULT_GROUP_OF_NAME.get(name.toLowerCase()) ?? 'claim';
  switch (group) {
    case 'contains':
    case 'fodmap':
      return SAYS_CONTAINS.test(name)
        ? { kind: 'contains', label: name }
        : { kind: 'contains', label: `Contains ${inSentence(name)}`, contains: inSentence(name) };
    case 'moderateToHigh':
      return { kind: 'contains', label: `Moderate–high ${inSentence(name)}` };
    case 'claim':
      return { kind: 'claim', label: name };
  }
}

/** Looks of a recipe's tags in the order a reader needs them: contains first, then free of, claims, diets. */
const KIND_ORDER: readonly TagLookKind[] = ['contains', 'freeOf', 'claim', 'diet'];

export function recipeTagLooks(
  recipe: { tags: readonly string[]; nutritionTags: readonly string[] },
  groups?: ReadonlyMap<string, NutritionTagGroup | null>,
): TagLook[] {
  const looks = [
    ...recipe.nutritionTags.map((name) =>
      tagLook({ kind: 'nutrition', name, nutritionGroup: groups?.get(name) }),
    ),
    ...recipe.tags.map((name) => tagLook({ kind: 'meal', name })),
  ];
  return KIND_ORDER.flatMap((kind) => looks.filter((look) => look.kind === kind));
}

/**
 * The looks as a card shows them: every "Contains X" in one look, "Contains gluten, wheat and soy", so a
 * recipe with several allergens keeps one line for them and room for its other tags.
 */
export function withContainsJoined(looks: readonly TagLook[]): TagLook[] {
  const joined = looks.filter((look) => look.contains !== undefined);
  if (joined.length < 2) return [...looks];
  const names = joined.map((look) => look.contains!);
  const list = `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  const rest = looks.filter((look) => look.contains === undefined);
  return [{ kind: 'contains', label: `Contains ${list}` }, ...rest];
}
