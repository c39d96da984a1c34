import ExcelJS from 'exceljs';
import {
  RECIPE_TEMPLATE_HEADERS,
  RECIPE_TEMPLATE_SHEET,
} from '../../src/server/modules/recipe-imports/recipe-template.ts';

/** A recipe as the template's rows write it: its first-row fields, then [ingredient, method step] rows. */
export interface TemplateRecipe {
  name: string;
  serves?: string;
  mealTimes?: string;
  description?: string;
  video?: string;
  rows: [ingredient: string, step: string][];
}

/** A filled-in recipe template (.xlsx), as an admin would upload it. */
export async function makeRecipeTemplate(recipes: readonly TemplateRecipe[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(RECIPE_TEMPLATE_SHEET);
  sheet.addRow(Object.values(RECIPE_TEMPLATE_HEADERS));
  for (const recipe of recipes) {
    recipe.rows.forEach(([ingredient, step], index) => {
      const first = index === 0;
      sheet.addRow([
        first ? recipe.name : '',
        first ? (recipe.serves ?? '') : '',
        first ? (recipe.mealTimes ?? '') : '',
        first ? (recipe.description ?? '') : '',
        first ? (recipe.video ?? '') : '',
        ingredient,
        step,
      ]);
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Foods for the import fixtures, in SR28's style of naming (kind first), with the portions the fixtures
 * measure by. Nutrients are per 100 g.
 */
export const FIXTURE_FOODS = {
  oats: {
    name: 'Cereals, oats, rolled, dry',
    nutrients: { energyKj: 1580, protein: 13, fat: 6.5, carbohydrate: 60, sugars: 1, fibre: 10, sodium: 6 },
    portions: [{ name: 'cup', unit: 'cup', weight: 81 }],
  },
  milk: {
    name: 'Milk, whole, fluid',
    nutrients: {
      energyKj: 255,
      protein: 3.2,
      fat: 3.3,
      carbohydrate: 4.7,
      sugars: 4.7,
      fibre: 0,
      sodium: 43,
    },
    portions: [{ name: 'cup', unit: 'cup', weight: 244 }],
  },
  sugar: {
    name: 'Sugars, granulated',
    nutrients: { energyKj: 1619, protein: 0, fat: 0, carbohydrate: 99.8, sugars: 99.8, fibre: 0, sodium: 1 },
    portions: [{ name: 'tsp', unit: 'tsp', weight: 4.2 }],
  },
  brownSugar: {
    name: 'Sugars, brown',
    nutrients: { energyKj: 1576, protein: 0.1, fat: 0, carbohydrate: 97, sugars: 97, fibre: 0, sodium: 28 },
    portions: [{ name: 'cup, packed', unit: 'cup', weight: 220 }],
  },
  egg: {
    name: 'Egg, whole, raw, fresh',
    nutrients: {
      energyKj: 598,
      protein: 12.6,
      fat: 9.5,
      carbohydrate: 0.7,
      sugars: 0.4,
      fibre: 0,
      sodium: 142,
    },
    portions: [{ name: 'large', unit: 'large', weight: 50 }],
  },
  butter: {
    name: 'Butter, salted',
    nutrients: {
      energyKj: 3000,
      protein: 0.9,
      fat: 81,
      carbohydrate: 0.1,
      sugars: 0.1,
      fibre: 0,
      sodium: 643,
    },
    portions: [{ name: 'tbsp', unit: 'tbsp', weight: 14.2 }],
  },
  garlic: {
    name: 'Garlic, raw',
    nutrients: { energyKj: 623, protein: 6.4, fat: 0.5, carbohydrate: 31, sugars: 1, fibre: 2.1, sodium: 17 },
    portions: [{ name: 'tsp', unit: 'tsp', weight: 2.8 }],
  },
  cheese: {
    name: 'Cheese, cheddar',
    nutrients: { energyKj: 1680, protein: 23, fat: 34, carbohydrate: 2, sugars: 0.3, fibre: 0, sodium: 650 },
    portions: [],
  },
} as const;

/**
 * Three invented recipes as schema.org JSON-LD in a @graph: one whose every line matches (published), one
 * with lines left out (error, matched ones kept), one with none that match (error, no ingredient).
 */
export const FIXTURE_JSON_LD = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Our family kitchen' },
    {
      '@type': 'Recipe',
      name: 'Overnight oats',
      description: 'Soaked oats for a quick breakfast.',
      recipeCategory: 'Breakfast',
      recipeYield: '2 servings',
      video: { '@type': 'VideoObject', contentUrl: 'https://videos.example/oats.mp4' },
      recipeIngredient: ['1 cup rolled oats', '1 1/2 cups milk', '2 teaspoons brown sugar', '1 Tbsp sugar'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Mix everything in a jar.' },
        { '@type': 'HowToStep', text: 'Leave in the fridge overnight.' },
      ],
    },
    {
      '@type': 'Recipe',
      name: 'Garlic cheese omelette',
      recipeCategory: 'Lunch',
      recipeYield: 'TODO',
      recipeIngredient: [
        '## Omelette',
        '3 eggs, beaten',
        '1 Tbsp butter',
        '2 cloves garlic, crushed',
        '4 oz cheddar cheese, grated',
        '1 cup grated cheddar',
        'Salt and pepper to taste',
        '1 tsp unicorn dust',
      ],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Omelette',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Melt the butter.' },
            { '@type': 'HowToStep', text: 'Cook the eggs with the garlic and cheese.' },
          ],
        },
      ],
    },
    {
      '@type': 'Recipe',
      name: 'Mystery punch',
      recipeYield: 10,
      recipeIngredient: ['For the punch:', '2 cups dragonfruit nectar', 'Ice'],
      recipeInstructions: 'Stir.',
    },
  ],
};
