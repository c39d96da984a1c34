import { describe, expect, it } from 'vitest';
import type { TagRules } from '../schemas/tags.ts';
import type { NutrientValues } from './nutrient-amounts.ts';
import {
  checkNutritionTagRules,
  describeTagRule,
  isRuleGovernedTag,
  NO_RULE_APPLIES,
  ruleDerivedNutritionTags,
  withRuleDerivedTags,
  type NutritionTagWithRules,
  type RecipeNutritionForTags,
} from './nutrition-tag-rules.ts';

const perServe: NutrientValues = {
  energyKj: 2100.4,
  protein: 24.12,
  fat: 12,
  carbohydrate: 40,
  sugars: 6.04,
  fibre: 8,
  sodium: 450.4,
};
const per100g: NutrientValues = {
  energyKj: 700,
  protein: 8.04,
  fat: 4,
  carbohydrate: 13.3,
  sugars: 2,
  fibre: 2.7,
  sodium: 150,
};

function recipe(
  mealTimes: string[],
  overrides: Partial<RecipeNutritionForTags> = {},
): RecipeNutritionForTags {
  return { perServe, per100g, mealTimes, ...overrides };
}

const highProtein: TagRules = {
  main: { nutrient: 'protein', condition: 'gte', amount: 20 },
  snack: { nutrient: 'protein', condition: 'gte', amount: 30 },
  hundred: { nutrient: 'protein', condition: 'gte', amount: 10 },
};

describe('describeTagRule', () => {
  it.each([
    [
      'main',
      { nutrient: 'protein', condition: 'gte', amount: 20 },
      'Protein ≥ 20 g per serve (main meal rule)',
    ],
    [
      'snack',
      { nutrient: 'energyKj', condition: 'lt', amount: 600 },
      'Energy < 600 kJ per serve (snack rule)',
    ],
    [
      'hundred',
      { nutrient: 'sodium', condition: 'lte', amount: 120 },
      'Sodium ≤ 120 mg per 100 g (per 100 g rule)',
    ],
    [
      'hundred',
      { nutrient: 'fibre', condition: 'gt', amount: 1.5 },
      'Fibre > 1.5 g per 100 g (per 100 g rule)',
    ],
  ] as const)('%s %j reads %j', (scope, rule, text) => {
    expect(describeTagRule(scope, rule)).toBe(text);
  });
});

describe('checkNutritionTagRules', () => {
  it.each([
    // [meal times, per 100 g known, applies, explanation]
    [['lunch'], true, true, 'Protein 24.1 g per serve ≥ 20 g (main meal rule)'],
    [['breakfast', 'dinner'], false, true, 'Protein 24.1 g per serve ≥ 20 g (main meal rule)'],
    [
      ['snack'],
      true,
      false,
      'Protein 24.1 g per serve is not ≥ 30 g (snack rule); Protein 8 g per 100 g is not ≥ 10 g (per 100 g rule)',
    ],
    // Dessert is stored `desert` and counts as a snack.
    [['desert'], false, false, 'Protein 24.1 g per serve is not ≥ 30 g (snack rule)'],
    // Any rule that applies and matches is enough: the recipe is a lunch as well as a snack.
    [['snack', 'lunch'], true, true, 'Protein 24.1 g per serve ≥ 20 g (main meal rule)'],
    // No meal time: only the hundred rule applies.
    [[], true, false, 'Protein 8 g per 100 g is not ≥ 10 g (per 100 g rule)'],
    [[], false, false, NO_RULE_APPLIES],
    [['something else'], false, false, NO_RULE_APPLIES],
  ] as const)(
    'a %j recipe (per 100 g known: %s): applies %s, %j',
    (mealTimes, known, applies, explanation) => {
      const verdict = checkNutritionTagRules(
        highProtein,
        recipe([...mealTimes], { per100g: known ? per100g : null }),
      );
      expect(verdict.applies).toBe(applies);
      expect(verdict.explanation).toBe(explanation);
    },
  );

  it.each([
    // [rule, applies, explanation]: each condition, each unit, and comparisons at the boundary
    [
      { nutrient: 'sodium', condition: 'lt', amount: 451 },
      true,
      'Sodium 450 mg per serve < 451 mg (main meal rule)',
    ],
    [
      { nutrient: 'sodium', condition: 'lt', amount: 450 },
      false,
      'Sodium 450 mg per serve is not < 450 mg (main meal rule)',
    ],
    [
      { nutrient: 'sodium', condition: 'lte', amount: 450 },
      true,
      'Sodium 450 mg per serve ≤ 450 mg (main meal rule)',
    ],
    [
      { nutrient: 'energyKj', condition: 'gt', amount: 2100 },
      false,
      'Energy 2100 kJ per serve is not > 2100 kJ (main meal rule)',
    ],
    [
      { nutrient: 'energyKj', condition: 'gte', amount: 2100 },
      true,
      'Energy 2100 kJ per serve ≥ 2100 kJ (main meal rule)',
    ],
    [
      { nutrient: 'sugars', condition: 'lte', amount: 6 },
      true,
      'Sugars 6 g per serve ≤ 6 g (main meal rule)',
    ],
    [
      { nutrient: 'fibre', condition: 'gt', amount: 7.5 },
      true,
      'Fibre 8 g per serve > 7.5 g (main meal rule)',
    ],
  ] as const)('%j: applies %s, %j', (rule, applies, explanation) => {
    const verdict = checkNutritionTagRules({ main: rule }, recipe(['dinner']));
    expect(verdict).toEqual({
      applies,
      explanation,
      checks: [{ scope: 'main', matches: applies, explanation }],
    });
  });

  it('compares the value as shown, so a sum of 19.99999 g meets "at least 20 g"', () => {
    const verdict = checkNutritionTagRules(
      { main: { nutrient: 'protein', condition: 'gte', amount: 20 } },
      recipe(['lunch'], { perServe: { ...perServe, protein: 19.99999 } }),
    );
    expect(verdict).toMatchObject({
      applies: true,
      explanation: 'Protein 20 g per serve ≥ 20 g (main meal rule)',
    });
  });

  it('lists every matching rule when several match', () => {
    const verdict = checkNutritionTagRules(
      {
        main: { nutrient: 'fibre', condition: 'gte', amount: 4 },
        hundred: { nutrient: 'fibre', condition: 'gte', amount: 1.5 },
      },
      recipe(['lunch']),
    );
    expect(verdict.explanation).toBe(
      'Fibre 8 g per serve ≥ 4 g (main meal rule); Fibre 2.7 g per 100 g ≥ 1.5 g (per 100 g rule)',
    );
    expect(verdict.checks.map((c) => [c.scope, c.matches])).toEqual([
      ['main', true],
      ['hundred', true],
    ]);
  });

  it('does not apply a tag without rules', () => {
    expect(checkNutritionTagRules({}, recipe(['lunch']))).toEqual({
      applies: false,
      explanation: NO_RULE_APPLIES,
      checks: [],
    });
  });
});

const tags: NutritionTagWithRules[] = [
  { name: 'High protein', rules: highProtein, switchToBool: false },
  {
    name: 'Low sodium',
    rules: { hundred: { nutrient: 'sodium', condition: 'lte', amount: 120 } },
    switchToBool: false,
  },
  {
    name: 'High fibre',
    rules: { main: { nutrient: 'fibre', condition: 'gte', amount: 4 } },
    switchToBool: false,
  },
  { name: 'Gluten', rules: {}, switchToBool: true },
  // A hand-set tag's leftover rules are never read.
  { name: 'Dairy', rules: { main: { nutrient: 'fat', condition: 'gte', amount: 0 } }, switchToBool: true },
  { name: 'Sorbitol', rules: {}, switchToBool: false },
];

describe('isRuleGovernedTag', () => {
  it.each([
    ['High protein', true],
    ['Low sodium', true],
    ['Gluten', false],
    ['Dairy', false],
    ['Sorbitol', false],
  ])('%s: %s', (name, governed) => {
    expect(isRuleGovernedTag(tags.find((t) => t.name === name)!)).toBe(governed);
  });
});

describe('ruleDerivedNutritionTags', () => {
  it.each([
    // [meal times, tags the rules give]
    [['lunch'], ['High protein', 'High fibre']],
    [['snack'], []],
    [[], []],
  ])('a %j recipe gets %j', (mealTimes, names) => {
    expect(ruleDerivedNutritionTags(tags, recipe(mealTimes)).map((t) => t.name)).toEqual(names);
  });

  it('gives each tag with its explanation', () => {
    const lowSodiumRecipe = recipe(['snack'], { per100g: { ...per100g, sodium: 80 } });
    expect(ruleDerivedNutritionTags(tags, lowSodiumRecipe)).toEqual([
      { name: 'Low sodium', explanation: 'Sodium 80 mg per 100 g ≤ 120 mg (per 100 g rule)' },
    ]);
  });
});

describe('withRuleDerivedTags', () => {
  it('keeps the hand-set tags chosen, lets the rules decide theirs, and names each tag once', () => {
    const result = withRuleDerivedTags(
      ['Gluten', 'low sodium', 'High Protein', 'Sorbitol', 'gluten'],
      tags,
      recipe(['dinner']),
    );
    expect(result.nutritionTags).toEqual(['Gluten', 'Sorbitol', 'High protein', 'High fibre']);
    expect(result.derived.map((d) => d.name)).toEqual(['High protein', 'High fibre']);
  });
});
