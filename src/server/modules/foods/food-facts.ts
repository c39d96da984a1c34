import { CONTAINS_TAGS, FOOD_DIET_FLAGS } from '../../../shared/safety/client-safety.ts';
import { classifyFood } from '../../../shared/safety/food-rules.ts';
import type { FoodInput, FoodTagsSetBy } from '../../../shared/schemas/foods.ts';

/** What a food contains and what else a diet tag reads of it, and who said so (issue 29, decision 061). */
export interface FoodFacts {
  tags: string[];
  dietFlags: string[];
  tagsSetBy: FoodTagsSetBy;
}

/** Where a food came from, as the rule table reads it: its dataset's group (null for a custom food). */
export interface FoodOrigin {
  group: string | null;
  src: string;
}

/**
 * The facts a save stores: the rule table's answer for the name when the editor leaves them to it, or the
 * person's choice, each list in its table's order without repeats, so two saves of the same choice compare
 * equal.
 */
export function foodFactsToSave(
  input: Pick<FoodInput, 'name' | 'tags' | 'dietFlags' | 'tagsSetBy'>,
  origin: FoodOrigin,
): FoodFacts {
  if (input.tagsSetBy === 'rules') return ruleTableFacts(input.name, origin);
  return {
    tags: CONTAINS_TAGS.filter((tag) => input.tags.includes(tag)),
    dietFlags: FOOD_DIET_FLAGS.filter((flag) => input.dietFlags.includes(flag)),
    tagsSetBy: 'person',
  };
}

/** The rule table's answer for a food of this name and origin. */
export function ruleTableFacts(name: string, origin: FoodOrigin): FoodFacts {
  const { contains, dietFlags } = classifyFood({ name, group: origin.group, src: origin.src });
  return {
    tags: CONTAINS_TAGS.filter((tag) => contains.includes(tag)),
    dietFlags: FOOD_DIET_FLAGS.filter((flag) => dietFlags.includes(flag)),
    tagsSetBy: 'rules',
  };
}

/** Whether what the food contains or is changed, so the recipes that use it must be worked out again. */
export function factsChanged(before: Pick<FoodFacts, 'tags' | 'dietFlags'>, after: FoodFacts): boolean {
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((value) => b.includes(value));
  return !same(before.tags, after.tags) || !same(before.dietFlags, after.dietFlags);
}
