import {
  CONTAINS_TAGS,
  FOOD_DIET_FLAGS,
  isContainsTag,
  isFoodDietFlag,
  type ContainsTag,
  type FoodDietFlag,
} from '../../../shared/safety/client-safety.ts';
import { classifyFood } from '../../../shared/safety/food-rules.ts';
import type { FoodListItem, FoodTagsSetBy } from '../../../shared/schemas/foods.ts';

/*
 * The food editor's "What it contains" as data (issue 29): what the boxes start from and what they show. The
 * rule table is the one the server applies (src/shared/safety/food-rules.ts), so the preview is its answer.
 */

/** What the food editor holds of what a food contains and is, and who said so. */
export interface FoodFactsDraft {
  setBy: FoodTagsSetBy;
  tags: ContainsTag[];
  dietFlags: FoodDietFlag[];
}

/** Where the food came from, as the rule table reads it. */
export interface FoodOrigin {
  group: string | null;
  src: string;
}

/** The editor's start: the food's stored facts (only those of the lists), or the rule table's for a new one. */
export function factsDraftOf(
  food: Pick<FoodListItem, 'tags' | 'dietFlags' | 'tagsSetBy'> | null,
): FoodFactsDraft {
  if (!food) return { setBy: 'rules', tags: [], dietFlags: [] };
  return {
    setBy: food.tagsSetBy,
    tags: food.tags.filter(isContainsTag),
    dietFlags: food.dietFlags.filter(isFoodDietFlag),
  };
}

/** What the boxes show: the rule table's answer for the name while it decides, else the person's choice. */
export function shownFacts(draft: FoodFactsDraft, name: string, origin: FoodOrigin): FoodFactsDraft {
  if (draft.setBy === 'person') return draft;
  const { contains, dietFlags } = classifyFood({ name: name.trim(), group: origin.group, src: origin.src });
  return {
    setBy: 'rules',
    tags: CONTAINS_TAGS.filter((tag) => contains.includes(tag)),
    dietFlags: FOOD_DIET_FLAGS.filter((flag) => dietFlags.includes(flag)),
  };
}
