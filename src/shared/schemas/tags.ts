import { PROFESSIONALS, type Role } from '../access.ts';
import { NUTRIENT_KEYS, type NutrientKey } from '../nutrition/nutrients.ts';

/**
 * Meal tags and nutrition tags (SPEC §3 Tag, §9). The constants both sides share; the procedures' input
 * and output schemas join them here as the tags area grows.
 */

export const TAG_KINDS = ['meal', 'nutrition'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** Nutrition tag groups of SPEC §9: allergens a recipe contains, chemicals it is moderate to high in, FODMAPs. */
export const NUTRITION_TAG_GROUPS = ['contains', 'moderateToHigh', 'fodmap', 'claim'] as const;
export type NutritionTagGroup = (typeof NUTRITION_TAG_GROUPS)[number];

/** Who sees a new tag unless the admin says otherwise (SPEC §9 default tag roles). */
export const DEFAULT_TAG_ROLES: readonly Role[] = ['member', ...PROFESSIONALS];

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
  contains: ['Gluten', 'Wheat', 'Dairy', 'Egg', 'Nuts', 'Seafood', 'Soy'],
  moderateToHigh: ['Histamines', 'Oxalates', 'Glutamates', 'Amines', 'Salicylates'],
  fodmap: ['GOS', 'Fructans', 'Fructose', 'Lactose', 'Sorbitol', 'Mannitol'],
};

/** The comparison of an automatic tagging rule: the recipe's amount of the nutrient against `amount`. */
export const TAG_RULE_CONDITIONS = ['lt', 'lte', 'gt', 'gte'] as const;
export type TagRuleCondition = (typeof TAG_RULE_CONDITIONS)[number];

/**
 * One automatic tagging rule of a nutrition tag (SPEC §3: main/mainCondition/mainAmount and the snack and
 * hundred variants): the nutrient, compared per serve of a main meal, per serve of a snack, or per 100 g.
 */
export interface TagRule {
  nutrient: NutrientKey;
  condition: TagRuleCondition;
  amount: number;
}
export const TAG_RULE_SCOPES = ['main', 'snack', 'hundred'] as const;
export type TagRuleScope = (typeof TAG_RULE_SCOPES)[number];
export type TagRules = Partial<Record<TagRuleScope, TagRule>>;

export { NUTRIENT_KEYS };
