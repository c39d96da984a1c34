import {
  TAG_RULE_CONDITION_SYMBOLS,
  TAG_RULE_SCOPE_LABELS,
  TAG_RULE_SCOPES,
  type TagRule,
  type TagRuleCondition,
  type TagRules,
  type TagRuleScope,
} from '../schemas/tags.ts';
import type { RecipeMealTime } from '../schemas/recipes.ts';
import { roundForDisplay } from './display.ts';
import type { NutrientValues } from './nutrient-amounts.ts';
import { NUTRIENT_INFO } from './nutrients.ts';

/**
 * The automatic tagging rules of nutrition tags (SPEC §3 main/snack/hundred with their condition and
 * amount), applied to a recipe's stored nutrition on every save. The browser runs the same functions to
 * preview the tags a recipe will get.
 *
 * How a tag's rules combine:
 * - A rule applies to a recipe only where it makes sense: the main rule to a breakfast, lunch or dinner
 *   recipe, per serve; the snack rule to a snack or dessert recipe, per serve; the hundred rule to any
 *   recipe whose weight is known, per 100 g. A recipe with no meal time is judged by the hundred rule alone.
 * - The tag applies when ANY rule that applies matches. Each rule is the threshold for one way the recipe is
 *   eaten, so a recipe that is both a lunch and a snack earns the tag by meeting either threshold, and an
 *   admin who wants a tag only on main meals simply gives it no snack or hundred rule.
 * - A tag with no rule that applies (no rules at all, or none for this recipe's meal times) does not apply.
 * - A value is compared as the recipe's label shows it (display.ts: 0.1 g, whole mg, whole kJ), so the
 *   explanation never reads "20 g ≥ 20 g" for a sum that came to 19.9999.
 *
 * A tag whose rules govern it (isRuleGovernedTag) is on a recipe exactly when its rules say so; every other
 * nutrition tag (switchToBool, or no rules) is set by hand in the recipe editor.
 */

/** What the rules read of a recipe: its nutrition as stored and the meal times it suits. */
export interface RecipeNutritionForTags {
  perServe: NutrientValues;
  /** Null when the recipe's weight is 0 g (nothing to divide). */
  per100g: NutrientValues | null;
  /** Values of RECIPE_MEAL_TIMES; anything else is ignored. */
  mealTimes: readonly string[];
}

/** A nutrition tag as the rules need it. */
export interface NutritionTagWithRules {
  name: string;
  rules: TagRules;
  switchToBool: boolean;
}

/** One rule that applied to the recipe, and what it found. */
export interface TagRuleCheck {
  scope: TagRuleScope;
  matches: boolean;
  /** E.g. "Protein 24.1 g per serve ≥ 20 g (main meal rule)". */
  explanation: string;
}

export interface NutritionTagVerdict {
  applies: boolean;
  /** The matching rules' explanations when the tag applies, otherwise why it does not; one line. */
  explanation: string;
  /** Every rule that applied to the recipe, in the order main, snack, hundred. */
  checks: TagRuleCheck[];
}

export interface RuleDerivedTag {
  name: string;
  explanation: string;
}

const MAIN_MEAL_TIMES: readonly RecipeMealTime[] = ['breakfast', 'lunch', 'dinner'];
const SNACK_MEAL_TIMES: readonly RecipeMealTime[] = ['snack', 'desert'];

export const NO_RULE_APPLIES = 'No rule of this tag applies to this recipe.';

/** The values a rule of `scope` compares, or null when the rule does not apply to this recipe. */
function valuesFor(scope: TagRuleScope, recipe: RecipeNutritionForTags): NutrientValues | null {
  const suits = (times: readonly string[]) => recipe.mealTimes.some((time) => times.includes(time));
  switch (scope) {
    case 'main':
      return suits(MAIN_MEAL_TIMES) ? recipe.perServe : null;
    case 'snack':
      return suits(SNACK_MEAL_TIMES) ? recipe.perServe : null;
    case 'hundred':
      return recipe.per100g;
  }
}

function compare(value: number, condition: TagRuleCondition, amount: number): boolean {
  switch (condition) {
    case 'lt':
      return value < amount;
    case 'lte':
      return value <= amount;
    case 'gt':
      return value > amount;
    case 'gte':
      return value >= amount;
  }
}

function checkRule(scope: TagRuleScope, rule: TagRule, values: NutrientValues): TagRuleCheck {
  const shown = roundForDisplay(rule.nutrient, values[rule.nutrient]);
  const matches = compare(shown, rule.condition, rule.amount);
  const { label, unit } = NUTRIENT_INFO[rule.nutrient];
  const { rule: ruleName, basis } = TAG_RULE_SCOPE_LABELS[scope];
  const comparison = `${matches ? '' : 'is not '}${TAG_RULE_CONDITION_SYMBOLS[rule.condition]} ${rule.amount} ${unit}`;
  return {
    scope,
    matches,
    explanation: `${label} ${shown} ${unit} ${basis} ${comparison} (${ruleName})`,
  };
}

/** A rule as the tag lists show it: "Protein ≥ 20 g per serve (main meal rule)". */
export function describeTagRule(scope: TagRuleScope, rule: TagRule): string {
  const { label, unit } = NUTRIENT_INFO[rule.nutrient];
  const { rule: ruleName, basis } = TAG_RULE_SCOPE_LABELS[scope];
  return `${label} ${TAG_RULE_CONDITION_SYMBOLS[rule.condition]} ${rule.amount} ${unit} ${basis} (${ruleName})`;
}

/** Whether a nutrition tag's rules put it on a recipe, and why. */
export function checkNutritionTagRules(rules: TagRules, recipe: RecipeNutritionForTags): NutritionTagVerdict {
  const checks: TagRuleCheck[] = [];
  for (const scope of TAG_RULE_SCOPES) {
    const rule = rules[scope];
    const values = rule ? valuesFor(scope, recipe) : null;
    if (rule && values) checks.push(checkRule(scope, rule, values));
  }
  const matching = checks.filter((check) => check.matches);
  const applies = matching.length > 0;
  const explained = applies ? matching : checks;
  return {
    applies,
    explanation:
      explained.length > 0 ? explained.map((check) => check.explanation).join('; ') : NO_RULE_APPLIES,
    checks,
  };
}

/** A tag its rules put on and take off recipes; any other nutrition tag is set by hand. */
export function isRuleGovernedTag(tag: NutritionTagWithRules): boolean {
  return !tag.switchToBool && TAG_RULE_SCOPES.some((scope) => tag.rules[scope] !== undefined);
}

/** The rule-governed tags (of `tags`, in their order) that a recipe's nutrition earns, each with why. */
export function ruleDerivedNutritionTags(
  tags: readonly NutritionTagWithRules[],
  recipe: RecipeNutritionForTags,
): RuleDerivedTag[] {
  const derived: RuleDerivedTag[] = [];
  for (const tag of tags) {
    if (!isRuleGovernedTag(tag)) continue;
    const verdict = checkNutritionTagRules(tag.rules, recipe);
    if (verdict.applies) derived.push({ name: tag.name, explanation: verdict.explanation });
  }
  return derived;
}

/**
 * A recipe's nutrition tags on save: the hand-set tags the editor chose, then the tags the rules give.
 * A chosen tag that its rules govern is dropped (names compared ignoring case): the rules decide it.
 */
export function withRuleDerivedTags(
  chosen: readonly string[],
  tags: readonly NutritionTagWithRules[],
  recipe: RecipeNutritionForTags,
): { nutritionTags: string[]; derived: RuleDerivedTag[] } {
  const governed = new Set(tags.filter(isRuleGovernedTag).map((tag) => tag.name.toLowerCase()));
  const derived = ruleDerivedNutritionTags(tags, recipe);
  const seen = new Set<string>();
  const nutritionTags: string[] = [];
  for (const name of [
    ...chosen.filter((n) => !governed.has(n.toLowerCase())),
    ...derived.map((d) => d.name),
  ]) {
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    nutritionTags.push(name);
  }
  return { nutritionTags, derived };
}
