import { z } from 'zod';
import { text } from './text.ts';
import { PROFESSIONALS, ROLES, type Role } from '../access.ts';
import { NUTRIENT_KEYS, type NutrientKey } from '../nutrition/nutrients.ts';
import { NUTRITION_TAG_GROUPS, TAG_KINDS, type NutritionTagGroup, type TagKind } from '../constants/tags.ts';

/**
 * Meal tags and nutrition tags (SPEC §3 Tag, §9): the constants both sides share and the contract between
 * the tag screens and the server.
 */

export {
  DEFAULT_MEAL_TAGS,
  DEFAULT_NUTRITION_TAGS,
  NUTRITION_TAG_GROUPS,
  TAG_KINDS,
  type NutritionTagGroup,
  type TagKind,
} from '../constants/tags.ts';

/** Who sees a new tag unless the admin says otherwise (SPEC §9 default tag roles). */
export const DEFAULT_TAG_ROLES: readonly Role[] = ['member', ...PROFESSIONALS];

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

export const TAG_KIND_LABELS: Record<TagKind, string> = { meal: 'Meal tag', nutrition: 'Nutrition tag' };

export const NUTRITION_TAG_GROUP_LABELS: Record<NutritionTagGroup, string> = {
  contains: 'Contains',
  moderateToHigh: 'Moderate to high',
  fodmap: 'FODMAP',
  claim: 'Nutrition claim',
};

/** How a condition reads in an explanation ("≥ 20 g") and in the rule editor's picker. */
export const TAG_RULE_CONDITION_SYMBOLS: Record<TagRuleCondition, string> = {
  lt: '<',
  lte: '≤',
  gt: '>',
  gte: '≥',
};
export const TAG_RULE_CONDITION_LABELS: Record<TagRuleCondition, string> = {
  lt: 'Less than',
  lte: 'At most',
  gt: 'More than',
  gte: 'At least',
};

/** What each rule is compared against, as the rule editor and the explanations name it. */
export const TAG_RULE_SCOPE_LABELS: Record<TagRuleScope, { rule: string; basis: string }> = {
  main: { rule: 'main meal rule', basis: 'per serve' },
  snack: { rule: 'snack rule', basis: 'per serve' },
  hundred: { rule: 'per 100 g rule', basis: 'per 100 g' },
};

const tagName = text()
  .trim()
  .min(1, 'Enter the tag name.')
  .max(60, 'The tag name must be at most 60 characters.');

/** The roles that see a tag, each once, in the order of ROLES (so an unchanged list compares equal). */
const ZTagRoles = z
  .array(z.enum(ROLES))
  .max(ROLES.length * 2)
  .transform((roles) => ROLES.filter((role) => roles.includes(role)));

export const ZTagRule = z.object({
  nutrient: z.enum(NUTRIENT_KEYS),
  condition: z.enum(TAG_RULE_CONDITIONS),
  amount: z
    .number({ message: 'Enter the amount.' })
    .finite('Enter the amount.')
    .min(0, 'Must be 0 or more.')
    .max(100_000, 'That is too large.'),
}) satisfies z.ZodType<TagRule>;

export const ZTagRules = z
  .object({ main: ZTagRule.optional(), snack: ZTagRule.optional(), hundred: ZTagRule.optional() })
  .strict() satisfies z.ZodType<TagRules>;

export const ZTagKindInput = z.object({ kind: z.enum(TAG_KINDS) });
export const ZTagIdInput = z.object({ id: z.uuid() });

/** A meal tag as the admin writes it. */
export const ZMealTagInput = z.object({
  name: tagName,
  published: z.boolean().default(true),
  roles: ZTagRoles.default([...DEFAULT_TAG_ROLES]),
});
export type MealTagInput = z.input<typeof ZMealTagInput>;
export const ZMealTagUpdate = ZMealTagInput.extend({ id: z.uuid() });

const nutritionTagFields = ZMealTagInput.extend({
  nutritionGroup: z.enum(NUTRITION_TAG_GROUPS).nullable().default(null),
  rules: ZTagRules.default({}),
  switchToBool: z.boolean().default(false),
});

/** A tag set by hand has no rules: the two would disagree about which recipes carry it. */
function handSetTagsHaveNoRules(tag: { switchToBool: boolean; rules: TagRules }, ctx: z.RefinementCtx) {
  if (tag.switchToBool && Object.values(tag.rules).some(Boolean)) {
    ctx.addIssue({
      code: 'custom',
      path: ['switchToBool'],
      message: 'A tag set by hand has no rules. Remove the rules or let the rules set it.',
    });
  }
}

/** A nutrition tag as the admin writes it: a meal tag's fields, its group and its automatic rules. */
export const ZNutritionTagInput = nutritionTagFields.superRefine(handSetTagsHaveNoRules);
export type NutritionTagInput = z.input<typeof ZNutritionTagInput>;
export const ZNutritionTagUpdate = nutritionTagFields
  .extend({ id: z.uuid() })
  .superRefine(handSetTagsHaveNoRules);

/** SPEC §7 nutritionTags batch set: publish, unpublish or set the roles of many tags at once. */
export const ZNutritionTagBulkUpdate = z.object({
  ids: z.array(z.uuid()).min(1, 'Choose at least one tag.').max(5_000),
  changes: z
    .object({ published: z.boolean(), roles: ZTagRoles })
    .partial()
    .refine((c) => c.published !== undefined || c.roles !== undefined, 'Choose what to change.'),
});

/** A tag as the lists show it. */
export const ZTag = z.object({
  id: text(),
  kind: z.enum(TAG_KINDS),
  name: text(),
  published: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  nutritionGroup: z.enum(NUTRITION_TAG_GROUPS).nullable(),
  rules: ZTagRules,
  switchToBool: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Tag = z.infer<typeof ZTag>;

/** A user's own choice of tags of one kind (SPEC §3 per-user tag selection), by tag name. */
export const ZTagSelection = z.object({ kind: z.enum(TAG_KINDS), tags: z.array(text()) });
export type TagSelection = z.infer<typeof ZTagSelection>;
export const ZTagSelectionInput = ZTagKindInput.extend({
  tags: z.array(text().trim().min(1).max(60)).max(200),
});
