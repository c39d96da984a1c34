import { TRPCError } from '@trpc/server';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FIXTURE_FOODS,
  FIXTURE_JSON_LD,
  makeRecipeTemplate,
} from '../../../../tests/factories/recipe-files.ts';
import { createFood } from '../../../../tests/factories/foods.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import type { TestDatabase } from '../../../../tests/setup/test-db.ts';
import {
  startImportTestApp,
  waitForImport,
  type ImportTestApp,
} from '../../../../tests/support/import-test-app.ts';
import { callerFor, type TestServices } from '../../../../tests/support/services.ts';
import { multipartBody } from '../../../../tests/support/upload-fixtures.ts';
import { messages } from '../../../shared/messages.ts';
import { recipeNutrition } from '../../../shared/nutrition/recipe-nutrition.ts';
import { foods, recipeImports, recipeIngredients, recipes, type UserRow } from '../../db/schema/index.ts';
import { RECIPE_TEMPLATE_PATH, recipeImportTemplateRoutes } from '../../http/recipe-import-template.ts';
import { registerRecipeImportWorker } from '../../jobs/recipe-imports.ts';

let harness: ImportTestApp;
let database: TestDatabase;
let services: TestServices;
let app: FastifyInstance;
let admin: UserRow;
let foodIds: Record<keyof typeof FIXTURE_FOODS, string>;

beforeAll(async () => {
  harness = await startImportTestApp({
    folder: 'recipe-imports',
    uploadMaxBytes: 5 * 1024 * 1024,
    registerWorker: registerRecipeImportWorker,
    templateRoutes: recipeImportTemplateRoutes,
  });
  ({ database, services, app } = harness);
});
afterAll(() => harness.close());
beforeEach(async () => {
  admin = await harness.resetWithAdmin();
  const entries = await Promise.all(
    Object.entries(FIXTURE_FOODS).map(async ([key, { name, nutrients, portions }]) => {
      const food = await createFood(database.db, { name, ...nutrients }, [...portions]);
      return [key, food.id] as const;
    }),
  );
  foodIds = Object.fromEntries(entries) as typeof foodIds;
});

const adminCaller = () => callerFor(services, actorOf(admin));
const upload = (data: Buffer, filename: string) => harness.upload(data, filename);
const waitForRecipeImport = (importId: string) =>
  waitForImport(() => adminCaller().recipeImports.get({ id: importId }));

async function importFile(data: Buffer, filename: string) {
  const uploadId = await upload(data, filename);
  const started = await adminCaller().recipeImports.start({ uploadId });
  expect(messages[started.messageKey]).toBe('The file is being imported.');
  return { uploadId, started, result: await waitForRecipeImport(started.importId) };
}

const fixtureFile = () => Buffer.from(JSON.stringify(FIXTURE_JSON_LD, null, 2));

async function recipeNamed(name: string) {
  const [recipe] = await database.db.select().from(recipes).where(eq(recipes.name, name));
  const ingredients = await database.db
    .select()
    .from(recipeIngredients)
    .where(eq(recipeIngredients.recipeId, recipe!.id))
    .orderBy(asc(recipeIngredients.position));
  return { ...recipe!, ingredients };
}

/** The nutrition the shared engine gives the stored ingredients, as every save computes it. */
async function engineNutrition(recipe: Awaited<ReturnType<typeof recipeNamed>>) {
  const foodRows = await database.db.select().from(foods);
  const byId = new Map(foodRows.map((food) => [food.id, food]));
  return recipeNutrition({
    numberOfServes: recipe.numberOfServes,
    ingredients: recipe.ingredients.map((i) => ({ per100g: byId.get(i.foodId)!, grams: i.grams })),
  });
}

describe('importing schema.org JSON-LD', () => {
  it('creates every recipe of the file, counting as it goes, and reports every line', async () => {
    const { started, result } = await importFile(fixtureFile(), 'family recipes.jsonld');
    expect(started.kind).toBe('jsonld');
    expect(result).toMatchObject({
      status: 'done',
      kind: 'jsonld',
      processed: 3,
      total: 3,
      recipesCreated: 3,
      recipesPublished: 1,
      recipesInError: 2,
      linesMatched: 7,
      linesUnmatched: 6,
      sectionHeaders: 2,
      error: null,
    });
    expect(result.finishedAt).toBeInstanceOf(Date);
    expect(await database.db.$count(recipes)).toBe(3);
  });

  it('publishes a recipe whose lines all matched, owned by the admin, nutrition as the engine gives it', async () => {
    await importFile(fixtureFile(), 'family.json');
    const oats = await recipeNamed('Overnight oats');
    expect(oats).toMatchObject({
      status: 'published',
      errors: [],
      userId: admin.id,
      isPrivate: false,
      description: 'Soaked oats for a quick breakfast.',
      video: 'https://videos.example/oats.mp4',
      mealTimes: ['breakfast'],
      methods: ['Mix everything in a jar.', 'Leave in the fridge overnight.'],
      numberOfServes: 2,
    });
    expect(
      oats.ingredients.map(({ foodId, measure, quantity, grams }) => ({ foodId, measure, quantity, grams })),
    ).toEqual([
      { foodId: foodIds.oats, measure: 'cup', quantity: 1, grams: 81 },
      { foodId: foodIds.milk, measure: 'cup', quantity: 1.5, grams: 366 },
      // 2 tsp through the brown sugar's packed cup: 2 × 4.93 mL / 236.59 mL × 220 g.
      { foodId: foodIds.brownSugar, measure: 'gram', quantity: 9.17, grams: 9.17 },
      { foodId: foodIds.sugar, measure: 'gram', quantity: 12.6, grams: 12.6 },
    ]);
    const nutrition = await engineNutrition(oats);
    expect(oats.servingValues).toEqual(nutrition.perServe);
    expect(oats.servingValuesPerHundredGram).toEqual(nutrition.per100g);
    expect(oats.energyKjPerServe).toBe(nutrition.perServe.energyKj);
    expect(oats.totalGrams).toBeCloseTo(81 + 366 + 9.17 + 12.6, 6);
  });

  it('saves a recipe with unmatched lines in error, keeping the matched ones and listing the others', async () => {
    await importFile(fixtureFile(), 'family.json');
    const omelette = await recipeNamed('Garlic cheese omelette');
    expect(omelette).toMatchObject({ status: 'error', numberOfServes: 1, mealTimes: ['lunch'] });
    expect(omelette.methods).toEqual([
      'Omelette: Melt the butter.',
      'Cook the eggs with the garlic and cheese.',
    ]);
    expect(omelette.errors).toEqual([
      '“2 cloves garlic, crushed”: Garlic, raw has no “clove” portion (its portions: tsp).',
      '“1 cup grated cheddar”: Cheese, cheddar has no cup or other volume portion, so cups cannot be weighed (it has no portions).',
      '“Salt and pepper to taste”: No amount: “to taste”.',
      '“1 tsp unicorn dust”: No published food matches “unicorn dust”.',
    ]);
    expect(omelette.ingredients.map(({ foodId, grams }) => ({ foodId, grams }))).toEqual([
      { foodId: foodIds.egg, grams: 150 },
      { foodId: foodIds.butter, grams: 14.2 },
      { foodId: foodIds.cheese, grams: 113.4 },
    ]);
    const nutrition = await engineNutrition(omelette);
    expect(omelette.servingValues).toEqual(nutrition.perServe);

    // No line matched: the recipe is still created, in error, with no ingredient.
    const punch = await recipeNamed('Mystery punch');
    expect(punch).toMatchObject({ status: 'error', numberOfServes: 10, totalGrams: 0, methods: ['Stir.'] });
    expect(punch.ingredients).toEqual([]);
    expect(punch.errors).toEqual([
      '“2 cups dragonfruit nectar”: No published food matches “dragonfruit nectar”.',
      '“Ice”: No amount given.',
    ]);
  });

  it('pages the report: unmatched lines with their recipe, the notes, everything in file order', async () => {
    const { started } = await importFile(fixtureFile(), 'family.json');
    const caller = adminCaller();
    const omelette = await recipeNamed('Garlic cheese omelette');
    const unmatched = await caller.recipeImports.report({ id: started.importId });
    expect(unmatched).toMatchObject({ total: 6, page: 1, pageSize: 50 });
    expect(unmatched.items.map((l) => [l.recipeNumber, l.lineNumber, l.line, l.reason])).toEqual([
      [2, 4, '2 cloves garlic, crushed', 'noMeasure'],
      [2, 6, '1 cup grated cheddar', 'noMeasure'],
      [2, 7, 'Salt and pepper to taste', 'noQuantity'],
      [2, 8, '1 tsp unicorn dust', 'noFood'],
      [3, 2, '2 cups dragonfruit nectar', 'noFood'],
      [3, 3, 'Ice', 'noQuantity'],
    ]);
    expect(unmatched.items[0]).toMatchObject({
      recipeName: 'Garlic cheese omelette',
      recipeId: omelette.id,
      recipeStatus: 'error',
      foodName: 'Garlic, raw',
      outcome: 'unmatched',
    });

    const notes = await caller.recipeImports.report({ id: started.importId, filter: 'notes' });
    expect(notes.items.map((l) => [l.recipeName, l.line, l.message])).toEqual([
      [
        'Overnight oats',
        '2 teaspoons brown sugar',
        '2 tsp = 0.04 of the food’s “cup, packed” portion (220 g).',
      ],
      ['Overnight oats', '1 Tbsp sugar', '1 tbsp = 3 of the food’s “tsp” portion (4.2 g).'],
      [
        'Garlic cheese omelette',
        '',
        'The yield “TODO” is not a number of serves: the recipe makes 1 serve until you change it.',
      ],
      ['Garlic cheese omelette', '3 eggs, beaten', 'Counted as large (the food’s “large” portion).'],
      ['Garlic cheese omelette', '4 oz cheddar cheese, grated', '4 oz = 113.4 g.'],
    ]);

    const all = await caller.recipeImports.report({ id: started.importId, filter: 'all' });
    expect(all.total).toBe(15 + 1);
    const matched = await caller.recipeImports.report({ id: started.importId, filter: 'matched' });
    expect(matched.items.map((l) => [l.line, l.foodName, l.amount])).toContainEqual([
      '1 1/2 cups milk',
      'Milk, whole, fluid',
      '1.5 cup',
    ]);
  });

  it('publishes an error recipe once the admin saves it fixed, clearing its errors', async () => {
    await importFile(fixtureFile(), 'family.json');
    const punch = await recipeNamed('Mystery punch');
    await adminCaller().recipes.update({
      id: punch.id,
      name: punch.name,
      numberOfServes: 10,
      ingredients: [{ foodId: foodIds.milk, measure: 'gram', quantity: 500 }],
    });
    expect(await recipeNamed('Mystery punch')).toMatchObject({ status: 'published', errors: [] });
  });

  it('answers the same import when started again, so no recipe is created twice', async () => {
    const { uploadId, started } = await importFile(fixtureFile(), 'family.json');
    const again = await adminCaller().recipeImports.start({ uploadId });
    expect(again.importId).toBe(started.importId);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await database.db.$count(recipes)).toBe(3);
    expect(await database.db.$count(recipeImports)).toBe(1);
  });

  it('fails half-way with the reason, keeps what it saved, and carries on when started again', async () => {
    // A recipe that cannot be saved: the database refuses it, as a real failure half-way would.
    await database.db.execute(sql`
      create function refuse_punch() returns trigger language plpgsql as $$
      begin
        if new.name = 'Mystery punch' then raise exception 'punch refused'; end if;
        return new;
      end $$`);
    await database.db.execute(
      sql`create trigger refuse_punch before insert on recipes for each row execute function refuse_punch()`,
    );
    try {
      const { uploadId, result } = await importFile(fixtureFile(), 'family.json');
      expect(result).toMatchObject({
        status: 'failed',
        error: 'Something went wrong. Please try again',
        processed: 2,
        total: 3,
        recipesCreated: 2,
        recipesPublished: 1,
        recipesInError: 1,
        linesMatched: 7,
        linesUnmatched: 4,
        sectionHeaders: 1,
      });
      expect(
        (await database.db.select({ name: recipes.name }).from(recipes)).map((r) => r.name).sort(),
      ).toEqual(['Garlic cheese omelette', 'Overnight oats']);
      const page = await adminCaller().recipeImports.list();
      expect(page.items[0]).toMatchObject({ id: uploadId, lastImport: { status: 'failed', processed: 2 } });

      await database.db.execute(sql`drop trigger refuse_punch on recipes`);
      const restarted = await adminCaller().recipeImports.start({ uploadId });
      const finished = await waitForRecipeImport(restarted.importId);
      expect(finished).toMatchObject({
        status: 'done',
        error: null,
        processed: 3,
        recipesCreated: 3,
        linesMatched: 7,
        linesUnmatched: 6,
        sectionHeaders: 2,
      });
      expect(await database.db.$count(recipes)).toBe(3);
    } finally {
      await database.db.execute(sql`drop trigger if exists refuse_punch on recipes`);
      await database.db.execute(sql`drop function if exists refuse_punch()`);
    }
  });

  it('refuses to start a file with no recipe, saying why', async () => {
    const uploadId = await upload(Buffer.from(JSON.stringify({ '@type': 'Person', name: 'Cook' })), 'p.json');
    await expect(adminCaller().recipeImports.start({ uploadId })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'This file cannot be imported. The file has no schema.org Recipe: each recipe needs "@type": "Recipe".',
    });
  });
});

describe('importing the recipe template', () => {
  it('downloads the template, and imports a filled-in one the same way', async () => {
    const res = await app.inject({ method: 'GET', url: RECIPE_TEMPLATE_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="recipe-import-template.xlsx"');

    const data = await makeRecipeTemplate([
      {
        name: 'Sweet porridge',
        serves: '2',
        mealTimes: 'Breakfast',
        rows: [
          ['1 cup rolled oats', 'Simmer the oats in the milk.'],
          ['2 cups milk', 'Sweeten.'],
          ['1 tsp sugar', ''],
        ],
      },
      {
        name: 'Plain eggs',
        serves: '1',
        rows: [
          ['2 large eggs', 'Boil.'],
          ['1 pinch salt', ''],
        ],
      },
    ]);
    const { started, result } = await importFile(data, 'recipes.xlsx');
    expect(started.kind).toBe('template');
    expect(result).toMatchObject({
      status: 'done',
      recipesCreated: 2,
      recipesPublished: 1,
      recipesInError: 1,
      linesMatched: 4,
      linesUnmatched: 1,
    });
    expect(await recipeNamed('Sweet porridge')).toMatchObject({
      status: 'published',
      mealTimes: ['breakfast'],
      methods: ['Simmer the oats in the milk.', 'Sweeten.'],
      numberOfServes: 2,
    });
    expect((await recipeNamed('Plain eggs')).errors).toEqual([
      '“1 pinch salt”: No published food matches “salt”.',
    ]);
  });
});

describe('who may import recipes', () => {
  it('refuses everyone but the admins: uploads, the template and the procedures', async () => {
    const dietitian = await createUser(database.db, { role: 'dietitian' });
    harness.actor = { id: dietitian.id, role: 'dietitian' };
    const { payload, headers } = multipartBody({ filename: 'r.json', data: fixtureFile() });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/uploads?folder=recipe-imports',
      payload,
      headers,
    });
    expect(refused.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: RECIPE_TEMPLATE_PATH })).statusCode).toBe(403);

    harness.actor = { id: admin.id, role: 'admin' };
    const uploadId = await upload(fixtureFile(), 'r.json');
    const caller = callerFor(services, actorOf(dietitian));
    await expect(caller.recipeImports.start({ uploadId })).rejects.toSatisfy(
      (error: unknown) => error instanceof TRPCError && error.code === 'FORBIDDEN',
    );
    expect(await database.db.$count(recipeImports)).toBe(0);
  });

  it('keeps the folder to recipe files: JSON text or a workbook', async () => {
    const { payload, headers } = multipartBody({
      filename: 'notes.txt',
      data: Buffer.from('not json at all'),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/uploads?folder=recipe-imports',
      payload,
      headers,
    });
    expect(res.statusCode).toBe(415);
  });
});
