import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { makeRecipeTemplate } from '../../../../tests/factories/recipe-files.ts';
import { RecipeFileError } from './imported-recipe.ts';
import { detectRecipeFileKind } from './read-recipe-file.ts';
import { readJsonLd } from './read-json-ld.ts';
import { buildRecipeTemplate, readRecipeTemplate, recipeTemplateHeaders } from './recipe-template.ts';

const recipe = (fields: Record<string, unknown>) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Porridge',
  recipeIngredient: ['1 cup rolled oats'],
  ...fields,
});
const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('readJsonLd: where the recipes are', () => {
  it('reads an array, a single object and a @graph, passing over nodes of other types', () => {
    expect(readJsonLd(json([recipe({ name: 'A' }), recipe({ name: 'B' })])).map((r) => r.name)).toEqual([
      'A',
      'B',
    ]);
    expect(readJsonLd(json(recipe({ name: 'Only' }))).map((r) => r.name)).toEqual(['Only']);
    const page = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', name: 'Our blog' },
        { '@type': ['Recipe', 'NewsArticle'], name: 'Soup', recipeIngredient: ['1 L stock'] },
        { '@type': 'Person', name: 'Cook' },
      ],
    };
    expect(readJsonLd(json(page)).map((r) => r.name)).toEqual(['Soup']);
  });

  it('refuses a file that is not JSON, or has no Recipe, with the reason', () => {
    expect(() => readJsonLd(Buffer.from('<html>'))).toThrow(RecipeFileError);
    expect(() => readJsonLd(json({ '@type': 'Person' }))).toThrow(
      'The file has no schema.org Recipe: each recipe needs "@type": "Recipe".',
    );
  });
});

describe('readJsonLd: the fields of a recipe', () => {
  it('reads instructions given as text, strings, HowToStep and HowToSection', () => {
    const [recipeFromText] = readJsonLd(
      json(recipe({ recipeInstructions: 'Boil the water.\nStir in the oats.' })),
    );
    expect(recipeFromText!.methods).toEqual(['Boil the water.', 'Stir in the oats.']);
    const [sectioned] = readJsonLd(
      json(
        recipe({
          recipeInstructions: [
            { '@type': 'HowToStep', text: 'Heat the oven.' },
            {
              '@type': 'HowToSection',
              name: 'For the sauce',
              itemListElement: [
                { '@type': 'HowToStep', text: 'Melt the butter.' },
                { '@type': 'HowToStep', text: 'Whisk in the flour.' },
              ],
            },
            'Serve hot.',
          ],
        }),
      ),
    );
    expect(sectioned!.methods).toEqual([
      'Heat the oven.',
      'For the sauce: Melt the butter.',
      'Whisk in the flour.',
      'Serve hot.',
    ]);
  });

  it.each([
    [4, 4, []],
    ['8 servings', 8, []],
    ['Serves 6', 6, []],
    [['12', '12 muffins'], 12, []],
    ['4-6 servings', 5, ['The yield “4-6 servings” was read as 5 serves, the middle of its range.']],
    ['65 balls', 65, ['The yield “65 balls” was read as 65 serves.']],
    [
      'TODO',
      1,
      ['The yield “TODO” is not a number of serves: the recipe makes 1 serve until you change it.'],
    ],
    [undefined, 1, ['The file gives no yield: the recipe makes 1 serve until you change it.']],
  ])('reads the yield %j as %d serves', (recipeYield, serves, notes) => {
    const [read] = readJsonLd(json(recipe({ recipeYield })));
    expect(read!.numberOfServes).toBe(serves);
    expect(read!.notes).toEqual(notes);
  });

  it('takes meal times only from categories and keywords that clearly name one', () => {
    const read = (fields: Record<string, unknown>) => readJsonLd(json(recipe(fields)))[0]!.mealTimes;
    expect(read({ recipeCategory: 'Breakfast' })).toEqual(['breakfast']);
    expect(read({ recipeCategory: ['Desserts', 'Snacks'] })).toEqual(['desert', 'snack']);
    expect(read({ recipeCategory: 'Entrees', keywords: 'quick, dinner, family' })).toEqual(['dinner']);
    expect(read({ recipeCategory: 'Salads', keywords: 'summer, lunchbox' })).toEqual([]);
  });

  it('keeps a video link only when it is http(s), from a URL or a VideoObject', () => {
    const read = (video: unknown) => readJsonLd(json(recipe({ video })))[0]!.video;
    expect(read('https://videos.example/porridge')).toBe('https://videos.example/porridge');
    expect(read({ '@type': 'VideoObject', contentUrl: 'http://videos.example/p.mp4' })).toBe(
      'http://videos.example/p.mp4',
    );
    expect(read('javascript:alert(1)')).toBe('');
  });

  it('decodes entities, drops blank lines and names a recipe that has none', () => {
    const [read] = readJsonLd(
      json({
        '@type': 'Recipe',
        description: 'Mac &amp; cheese',
        recipeIngredient: ['2 cups macaroni', '  ', '1 cup cheddar &amp; colby'],
      }),
    );
    expect(read).toMatchObject({
      name: 'Imported recipe 1',
      description: 'Mac & cheese',
      ingredientLines: ['2 cups macaroni', '1 cup cheddar & colby'],
      notes: [
        'The recipe has no name: it was called “Imported recipe 1”.',
        'The file gives no yield: the recipe makes 1 serve until you change it.',
      ],
    });
  });
});

describe('the recipe template', () => {
  it('is a workbook with the header row and an instructions sheet whose example reads back', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buildRecipeTemplate()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Recipes')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(recipeTemplateHeaders());
    const instructions = workbook.getWorksheet('Instructions')!;
    const text = (instructions.getColumn(1).values as unknown[]).join(' ');
    expect(text).toContain('One row per ingredient line');
  });

  it('reads recipes down the rows: a name starts one, rows below add lines and steps', async () => {
    const data = await makeRecipeTemplate([
      {
        name: 'Lemon cake',
        serves: '8',
        mealTimes: 'Dessert, Supper, Elevenses',
        description: 'Light',
        video: 'ftp://nope',
        rows: [
          ['## Cake', 'Heat the oven.'],
          ['2 cups flour', 'Mix.'],
          ['1 cup sugar', ''],
        ],
      },
      { name: 'Toast', serves: '', rows: [['1 slice bread', 'Toast it.']] },
    ]);
    expect(await detectRecipeFileKind(data)).toEqual({ kind: 'template' });
    const recipes = await readRecipeTemplate(data);
    expect(recipes).toEqual([
      {
        name: 'Lemon cake',
        description: 'Light',
        video: '',
        mealTimes: ['desert', 'dinner'],
        methods: ['Heat the oven.', 'Mix.'],
        numberOfServes: 8,
        ingredientLines: ['## Cake', '2 cups flour', '1 cup sugar'],
        notes: [
          '“Elevenses” is not a meal time (Breakfast, Lunch, Dinner, Dessert, Snack): left out.',
          'The video “ftp://nope” is not an http(s) link: left out.',
        ],
      },
      {
        name: 'Toast',
        description: '',
        video: '',
        mealTimes: [],
        methods: ['Toast it.'],
        numberOfServes: 1,
        ingredientLines: ['1 slice bread'],
        notes: ['The file gives no yield: the recipe makes 1 serve until you change it.'],
      },
    ]);
  });

  it('refuses a workbook without the template’s header, saying so', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRow(['Name', 'Energy (kJ)']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    await expect(readRecipeTemplate(data)).rejects.toThrow(
      'The workbook has no header row with “Recipe name” and “Ingredient”: use the recipe template.',
    );
    expect(await detectRecipeFileKind(data)).toMatchObject({ kind: null });
  });
});
