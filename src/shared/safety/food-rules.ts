import type { ContainsTag, FoodDietFlag } from './client-safety.ts';
import { CONTAINS_TAGS, FOOD_DIET_FLAGS } from './client-safety.ts';

/** The rule table's version: raise it whenever a rule changes, so start-up upkeep reclassifies the foods. */
export const FOOD_RULES_VERSION = 1;

export interface FoodToClassify {
  name: string;
  /** The dataset's own food group code (SR28 FdGrp_Cd "1500", AFCD classification "24701"); null for custom. */
  group: string | null;
  src?: string;
}

export interface FoodClassification {
  contains: ContainsTag[];
  dietFlags: FoodDietFlag[];
}

// A first, rough table (replaced below by the full one).
const RULES: { pattern: RegExp; contains?: ContainsTag[]; flags?: FoodDietFlag[] }[] = [
  { pattern: /\b(milk|cheese|butter|cream|yogh?urt|ghee|whey|casein)\b/, contains: ['Dairy'], flags: ['animal'] },
  { pattern: /\beggs?\b/, contains: ['Egg'], flags: ['animal'] },
  { pattern: /\b(wheat|flour|bread|pasta)\b/, contains: ['Wheat', 'Gluten'], flags: ['grain'] },
  { pattern: /\bpeanuts?\b/, contains: ['Peanuts'], flags: ['legume'] },
  { pattern: /\b(almond|cashew|walnut|hazelnut|pecan|pistachio|macadamia)s?\b/, contains: ['Nuts'] },
  { pattern: /\b(fish|tuna|salmon|cod|prawns?|shrimp|crab|lobster)\b/, contains: ['Seafood'], flags: ['fish', 'animal'] },
  { pattern: /\b(soy|soya|tofu)\b/, contains: ['Soy'], flags: ['legume'] },
  { pattern: /\b(sesame|tahini)\b/, contains: ['Sesame'] },
  { pattern: /\b(beef|lamb|chicken|turkey|veal)\b/, flags: ['meat', 'animal'] },
  { pattern: /\b(pork|ham|bacon)\b/, flags: ['meat', 'pork', 'animal'] },
];

/** What a food contains and what it is, from its name and its dataset's group. */
export function classifyFood(food: FoodToClassify): FoodClassification {
  const name = food.name.toLowerCase();
  const contains = new Set<ContainsTag>();
  const flags = new Set<FoodDietFlag>();
  for (const rule of RULES) {
    if (!rule.pattern.test(name)) continue;
    for (const tag of rule.contains ?? []) contains.add(tag);
    for (const flag of rule.flags ?? []) flags.add(flag);
  }
  return {
    contains: CONTAINS_TAGS.filter((tag) => contains.has(tag)),
    dietFlags: FOOD_DIET_FLAGS.filter((flag) => flags.has(flag)),
  };
}
