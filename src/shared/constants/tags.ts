/**
 * Constants of tags, without zod: the recipe cards and filters import them, and zod loads only with the
 * screens that validate (decision 039). src/shared/schemas/tags.ts re-exports them.
 */

import { CONTAINS_TAGS } from '../safety/client-safety.ts';

export const TAG_KINDS = ['meal', 'nutrition'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** Nutrition tag groups of SPEC §9: allergens a recipe contains, chemicals it is moderate to high in, FODMAPs. */
export const NUTRITION_TAG_GROUPS = ['contains', 'moderateToHigh', 'fodmap', 'claim'] as const;
export type NutritionTagGroup = (typeof NUTRITION_TAG_GROUPS)[number];

export const DEFAULT_MEAL_TAGS = [
  'Vegetarian',
  'Vegan',
  'Pescatarian',
  'Halal',
  'Paleo friendly',
  'Mediterranean',
  'Anti-inflammatory',
] as const;

export const DEFAULT_NUTRITION_TAGS: Record<Exclude<NutritionTagGroup, 'claim'>, readonly string[]> = {
  contains: CONTAINS_TAGS,
  moderateToHigh: ['Histamines', 'Oxalates', 'Glutamates', 'Amines', 'Salicylates'],
  fodmap: ['GOS', 'Fructans', 'Fructose', 'Lactose', 'Sorbitol', 'Mannitol'],
};
