import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AFCD_MILK_DENSITY,
  AFCD_SOLIDS,
  loadWorkbook,
  makeAfcdWorkbook,
  makeSr28Zip,
  makeTemplateWorkbook,
} from '../../../../tests/factories/food-files.ts';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import type { TestDatabase } from '../../../../tests/setup/test-db.ts';
import {
  startImportTestApp,
  waitForImport,
  type ImportTestApp,
} from '../../../../tests/support/import-test-app.ts';
import { callerFor, contextFor, type TestServices } from '../../../../tests/support/services.ts';
import { ROLES, type Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { describeEnergyOutlier, checkEnergy } from '../../../shared/nutrition/energy-check.ts';
import { BULK_CHUNK_SIZE } from '../../../shared/schemas/foods.ts';
import {
  foodCategories,
  foodImports,
  foodPortions,
  foods,
  recipes,
  uploads,
  type UserRow,
} from '../../db/schema/index.ts';
import { FOOD_TEMPLATE_PATH, foodImportTemplateRoutes } from '../../http/food-import-template.ts';
import { LocalStorage } from '../../integrations/storage/local-storage.ts';
import { registerFoodImportWorker } from '../../jobs/food-imports.ts';
import { createCallerFactory } from '../../trpc/init.ts';
import { appRouter } from '../../trpc/router.ts';
import { parseTemplateWorkbook } from './template-parser.ts';
import { runFoodImport } from './run-food-import.ts';
import { writeFoodRows } from './write-foods.ts';

let harness: ImportTestApp;
let database: TestDatabase;
let services: TestServices;
let app: FastifyInstance;
let admin: UserRow;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  harness = await startImportTestApp({
    folder: 'excel',
    uploadMaxBytes: 20 * 1024 * 1024,
    registerWorker: registerFoodImportWorker,
    templateRoutes: foodImportTemplateRoutes,
  });
  ({ database, services, app } = harness);
});
afterAll(() => harness.close());
beforeEach(async () => {
  admin = await harness.resetWithAdmin();
});

const createCaller = createCallerFactory(appRouter);
const adminCaller = () => callerFor(services, actorOf(admin));
const upload = (data: Buffer, filename: string) => harness.upload(data, filename);
const waitForFoodImport = (importId: string) =>
  waitForImport(() => adminCaller().foodImports.get({ id: importId }));

async function importFile(data: Buffer, filename: string, kind?: 'afcd' | 'sr28' | 'template') {
  const uploadId = await upload(data, filename);
  const started = await adminCaller().foodImports.start({ uploadId, ...(kind ? { kind } : {}) });
  expect(messages[started.messageKey]).toBe('The file is being imported.');
  return { uploadId, started, result: await waitForFoodImport(started.importId) };
}

const foodByKey = async (src: string, sourceKey: string) => {
  const [food] = await database.db
    .select()
    .from(foods)
    .where(and(eq(foods.src, src), eq(foods.sourceKey, sourceKey)));
  return food;
};
const portionsOf = (foodId: string) =>
  database.db
    .select()
    .from(foodPortions)
    .where(eq(foodPortions.foodId, foodId))
    .orderBy(foodPortions.position);

describe('importing the AFCD workbook', () => {
  it('adds every food of the per-100 g sheet with the workbook values, and reports every row', async () => {
    const { started, result } = await importFile(
      await makeAfcdWorkbook(),
      'AFCD Release 2 - Nutrient file.xlsx',
    );
    expect(started.kind).toBe('afcd');
    expect(result).toMatchObject({
      status: 'done',
      kind: 'afcd',
      processed: 7,
      total: 7,
      added: 4,
      updated: 0,
      unchanged: 0,
      skipped: 3,
      flagged: 1,
      error: null,
    });

    const cardamom = await foodByKey('AFCD', 'F002258');
    expect(cardamom).toMatchObject({
      name: 'Cardamom seed, dried, ground',
      status: 'published',
      createdBy: null,
      categoryId: null,
      energyKj: 1236,
      protein: 10.8,
      fat: 6.7,
      carbohydrate: 34.4,
      sugars: 4.4,
      fibre: 28,
      sodium: 18,
      energyOutlier: false,
    });
    const milk = await foodByKey('AFCD', AFCD_SOLIDS.milk.key);
    expect(milk?.energyKj).toBe(266);
    expect(await portionsOf(milk!.id)).toMatchObject([{ name: 'mL', unit: 'mL', weight: AFCD_MILK_DENSITY }]);
    expect(await database.db.$count(foods, eq(foods.src, 'AFCD'))).toBe(4);
  });

  it('imports a food whose energy is far from its macros, marked, and lists it as flagged with the reason', async () => {
    const { started } = await importFile(await makeAfcdWorkbook(), 'afcd.xlsx');
    const shiraz = await foodByKey('AFCD', AFCD_SOLIDS.shiraz.key);
    expect(shiraz?.energyOutlier).toBe(true);
    const flagged = await adminCaller().foodImports.report({ id: started.importId, filter: 'flagged' });
    const check = checkEnergy({ energyKj: 342, protein: 0.2, fat: 0, carbohydrate: 0.2, fibre: 0 })!;
    expect(flagged).toMatchObject({ total: 1, page: 1 });
    expect(flagged.items).toEqual([
      {
        row: 3,
        sheet: 'All solids & liquids per 100g',
        name: 'Wine, red, shiraz',
        outcome: 'added',
        reason: describeEnergyOutlier(check),
        flagged: true,
      },
    ]);
  });

  it('reports skipped rows with why, filtered by outcome', async () => {
    const { started } = await importFile(await makeAfcdWorkbook(), 'afcd.xlsx');
    const skipped = await adminCaller().foodImports.report({ id: started.importId, filter: 'skipped' });
    expect(skipped.items.map((r) => [r.name, r.reason])).toEqual([
      ['Biscuit, with a trace of sugar', 'Total sugars (g) is not a number: “tr”'],
      ['Mystery food without a key', 'No Public Food Key'],
      [
        'Cordial, only per 100 mL',
        'Given per 100 mL only: no per 100 g row with this Public Food Key to import it from',
      ],
    ]);
    const all = await adminCaller().foodImports.report({ id: started.importId });
    expect(all.total).toBe(7);
    expect(all.items.filter((r) => r.outcome === 'added')).toHaveLength(4);
  });

  it('changes nothing when the same file is imported again: all unchanged, no updatedAt moved', async () => {
    const data = await makeAfcdWorkbook();
    await importFile(data, 'afcd.xlsx');
    const before = await database.db.select().from(foods).orderBy(foods.sourceKey);
    const portionsBefore = await database.db.select().from(foodPortions).orderBy(foodPortions.id);

    const { result } = await importFile(data, 'afcd again.xlsx');
    expect(result).toMatchObject({
      status: 'done',
      added: 0,
      updated: 0,
      unchanged: 4,
      skipped: 3,
      flagged: 1,
    });
    expect(await database.db.select().from(foods).orderBy(foods.sourceKey)).toEqual(before);
    expect(await database.db.select().from(foodPortions).orderBy(foodPortions.id)).toEqual(portionsBefore);
  });

  it("updates a changed food, keeping an admin's category, status and own portions", async () => {
    await importFile(await makeAfcdWorkbook({ liquids: [] }), 'afcd.xlsx');
    const milk = (await foodByKey('AFCD', AFCD_SOLIDS.milk.key))!;
    const [dairy] = await database.db.insert(foodCategories).values({ name: 'Dairy' }).returning();
    await database.db
      .update(foods)
      .set({ categoryId: dairy!.id, status: 'hidden' })
      .where(eq(foods.id, milk.id));
    await database.db
      .insert(foodPortions)
      .values({ foodId: milk.id, name: 'glass', unit: 'glass', weight: 250 });

    const { result } = await importFile(
      await makeAfcdWorkbook({ solids: [{ ...AFCD_SOLIDS.milk, protein: 3.5 }] }),
      'afcd corrected.xlsx',
    );
    expect(result).toMatchObject({ added: 0, updated: 1, unchanged: 0 });
    const updated = (await foodByKey('AFCD', AFCD_SOLIDS.milk.key))!;
    expect(updated).toMatchObject({ protein: 3.5, categoryId: dairy!.id, status: 'hidden' });
    expect(updated.updatedAt.getTime()).toBeGreaterThan(milk.updatedAt.getTime());
    expect((await portionsOf(milk.id)).map((p) => p.name).sort()).toEqual(['glass', 'mL']);
  });
});

describe('importing SR28', () => {
  it('reads the zip of ABBREV.txt and FOOD_DES.txt, telling its kind from the content', async () => {
    const { started, result } = await importFile(await makeSr28Zip(), 'sr28abbr.zip');
    expect(started.kind).toBe('sr28');
    expect(result).toMatchObject({ status: 'done', added: 3, skipped: 0 });
    const butter = (await foodByKey('SR28', '01001'))!;
    expect(butter).toMatchObject({
      name: 'Butter, salted',
      alternateWords: 'Salted butter',
      energyKj: 2999.93,
      fat: 81.11,
      sodium: 643,
      status: 'published',
    });
    expect((await portionsOf(butter.id)).map(({ name, unit, weight }) => ({ name, unit, weight }))).toEqual([
      { name: 'pat (1" sq, 1/3" high)', unit: 'pat', weight: 5 },
      { name: 'tbsp', unit: 'tbsp', weight: 14.2 },
    ]);
  });
});

describe('importing the food template', () => {
  const rows = (protein: number) => [
    ['Rolled oats', 'Grains', 'porridge oats', 'cup', 1, 1590, protein, 8, 60, 1, 10, 5, 'cup', 'cup', 90],
    ['Mystery bar', 'Snacks', null, null, null, 1800, 5, 20, 50, 30, 2, 100],
  ];

  it('adds foods by name, with the category it names, and updates the same food when imported again', async () => {
    const [grains] = await database.db.insert(foodCategories).values({ name: 'Grains' }).returning();
    const { result, started } = await importFile(
      await makeTemplateWorkbook(rows(13)),
      'my foods.xlsx',
      'template',
    );
    expect(result).toMatchObject({ status: 'done', added: 2, skipped: 0 });
    const oats = (await foodByKey('Template', 'rolled oats'))!;
    expect(oats).toMatchObject({
      name: 'Rolled oats',
      categoryId: grains!.id,
      alternateWords: 'porridge oats',
      defaultMeasurement: 'cup',
      defaultWeight: 1,
      protein: 13,
      createdBy: admin.id,
      status: 'published',
    });
    const report = await adminCaller().foodImports.report({ id: started.importId });
    expect(report.items.find((r) => r.name === 'Mystery bar')?.reason).toBe(
      'No category “Snacks”: imported without one',
    );

    const again = await importFile(await makeTemplateWorkbook(rows(14)), 'my foods v2.xlsx', 'template');
    expect(again.result).toMatchObject({ added: 0, updated: 1, unchanged: 1 });
    expect(await database.db.$count(foods, eq(foods.src, 'Template'))).toBe(2);
    expect((await foodByKey('Template', 'rolled oats'))?.protein).toBe(14);
  });

  it('leaves foods of other sources with the same name alone', async () => {
    const custom = await createFood(database.db, { name: 'Rolled oats', src: 'Custom', sourceKey: null });
    await importFile(await makeTemplateWorkbook(rows(13)), 'my foods.xlsx');
    const [kept] = await database.db.select().from(foods).where(eq(foods.id, custom.id));
    expect(kept).toMatchObject({ protein: custom.protein, updatedAt: custom.updatedAt });
  });

  it('is downloadable by an admin only, as an .xlsx whose header row the importer reads', async () => {
    const res = await app.inject({ method: 'GET', url: FOOD_TEMPLATE_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toBe('attachment; filename="food-import-template.xlsx"');
    const workbook = await loadWorkbook(res.rawPayload);
    expect(workbook.getWorksheet('Foods')?.getRow(1).getCell(1).value).toBe('Name');
    expect(await parseTemplateWorkbook(res.rawPayload)).toEqual([]);

    for (const role of ROLES.filter((r) => r !== 'admin')) {
      harness.actor = { id: admin.id, role };
      const refused = await app.inject({ method: 'GET', url: FOOD_TEMPLATE_PATH });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ messageKey: 'notAllowed' });
    }
    harness.actor = null;
    expect((await app.inject({ method: 'GET', url: FOOD_TEMPLATE_PATH })).statusCode).toBe(401);
  });
});

describe('what imported foods contain (the food rule table)', () => {
  const factsOf = async (src: string, key: string) => {
    const food = (await foodByKey(src, key))!;
    return { contains: food.tags, dietFlags: food.dietFlags, tagsSetBy: food.tagsSetBy };
  };

  it('gives AFCD, SR28 and template foods the tags and diet flags of classifyFood, set by the rules', async () => {
    await importFile(await makeAfcdWorkbook(), 'afcd.xlsx');
    expect(await factsOf('AFCD', AFCD_SOLIDS.milk.key)).toEqual({
      contains: ['Dairy'],
      dietFlags: ['animal'],
      tagsSetBy: 'rules',
    });
    expect(await factsOf('AFCD', AFCD_SOLIDS.shiraz.key)).toEqual({
      contains: [],
      dietFlags: ['animal', 'alcohol'],
      tagsSetBy: 'rules',
    });
    expect(await factsOf('AFCD', AFCD_SOLIDS.cardamom.key)).toEqual({
      contains: [],
      dietFlags: [],
      tagsSetBy: 'rules',
    });

    await importFile(await makeSr28Zip(), 'sr28abbr.zip');
    expect(await factsOf('SR28', '01001')).toMatchObject({ contains: ['Dairy'], dietFlags: ['animal'] });
    expect(await factsOf('SR28', '22996')).toMatchObject({
      contains: ['Gluten', 'Wheat', 'Dairy'],
      dietFlags: ['animal', 'grain'],
    });
    expect(await factsOf('SR28', '09522')).toMatchObject({ contains: [], dietFlags: [] });

    await importFile(
      await makeTemplateWorkbook([['Rolled oats', null, null, null, null, 1590, 13, 8, 60, 1, 10, 5]]),
      'my foods.xlsx',
      'template',
    );
    expect(await factsOf('Template', 'rolled oats')).toEqual({
      contains: ['Gluten'],
      dietFlags: ['grain'],
      tagsSetBy: 'rules',
    });
  });

  it("never overwrites a person's tags; puts the rules' back on a food they set, and its recipes follow", async () => {
    await importFile(await makeAfcdWorkbook({ liquids: [] }), 'afcd.xlsx');
    const milk = (await foodByKey('AFCD', AFCD_SOLIDS.milk.key))!;
    const cardamom = (await foodByKey('AFCD', AFCD_SOLIDS.cardamom.key))!;
    // An admin says the milk holds soy too; the cardamom's tags are stale rules' tags.
    await database.db
      .update(foods)
      .set({ tags: ['Dairy', 'Soy'], dietFlags: ['animal', 'legume'], tagsSetBy: 'person' })
      .where(eq(foods.id, milk.id));
    await database.db
      .update(foods)
      .set({ tags: ['Nuts'], dietFlags: ['meat'] })
      .where(eq(foods.id, cardamom.id));
    const recipe = await createRecipe(database.db, { nutritionTags: ['Nuts'], derivedTags: ['Nuts'] }, [
      { food: cardamom, quantity: 5 },
    ]);

    const { result } = await importFile(
      await makeAfcdWorkbook({
        solids: [AFCD_SOLIDS.cardamom, { ...AFCD_SOLIDS.milk, protein: 3.5 }],
        liquids: [],
      }),
      'afcd corrected.xlsx',
    );
    expect(result).toMatchObject({ updated: 2 });
    expect(await foodByKey('AFCD', AFCD_SOLIDS.milk.key)).toMatchObject({
      protein: 3.5,
      tags: ['Dairy', 'Soy'],
      dietFlags: ['animal', 'legume'],
      tagsSetBy: 'person',
    });
    expect(await foodByKey('AFCD', AFCD_SOLIDS.cardamom.key)).toMatchObject({
      tags: [],
      dietFlags: [],
      tagsSetBy: 'rules',
    });
    const [after] = await database.db.select().from(recipes).where(eq(recipes.id, recipe.id));
    expect(after).toMatchObject({ derivedTags: [], nutritionTags: [] });

    // Imported again as it is: nothing to change, the person's tags included.
    const again = await importFile(
      await makeAfcdWorkbook({
        solids: [AFCD_SOLIDS.cardamom, { ...AFCD_SOLIDS.milk, protein: 3.5 }],
        liquids: [],
      }),
      'afcd corrected again.xlsx',
    );
    expect(again.result).toMatchObject({ updated: 0 });
  });
});

describe('foodImports.start', () => {
  it('refuses a file that is no food file, and one that is not the type chosen', async () => {
    const csv = await upload(Buffer.from('name,energy\nOats,1590\n'), 'foods.csv');
    await expect(adminCaller().foodImports.start({ uploadId: csv })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: messages.importFileUnreadable,
    });
    const afcd = await upload(await makeAfcdWorkbook(), 'afcd.xlsx');
    await expect(adminCaller().foodImports.start({ uploadId: afcd, kind: 'template' })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
        message: messages.importWrongKind,
      },
    );
    expect(await database.db.$count(foodImports)).toBe(0);
  });

  it('answers "Not found." for an unknown upload or one outside the excel folder', async () => {
    await expect(adminCaller().foodImports.start({ uploadId: crypto.randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const [photo] = await database.db
      .insert(uploads)
      .values({
        key: 'recipes/1_cake.png',
        folder: 'recipes',
        fileName: 'cake.png',
        contentType: 'image/png',
        size: 1,
      })
      .returning();
    await expect(adminCaller().foodImports.start({ uploadId: photo!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('records a file that fails while importing as failed, with the reason', async () => {
    const workbook = await makeAfcdWorkbook();
    const uploadId = await upload(workbook, 'afcd.xlsx');
    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, uploadId));
    // The file goes from storage after the import is accepted and before its job reads it. Deleting it
    // after start() raced the job's worker, so the procedure reads a storage of its own that still has
    // the file, while the job's storage no longer does.
    const acceptedDir = await mkdtemp(path.join(os.tmpdir(), 'mealplanner-accepted-'));
    const accepted = new LocalStorage(acceptedDir);
    await accepted.put(row!.key, workbook, XLSX);
    await services.storage.delete(row!.key);
    const caller = createCaller({ ...contextFor(services, actorOf(admin)), storage: accepted });
    const { importId } = await caller.foodImports.start({ uploadId });
    await rm(acceptedDir, { recursive: true, force: true });
    expect(await waitForFoodImport(importId)).toMatchObject({
      status: 'failed',
      error: 'The uploaded file is no longer there. Please upload it again.',
    });
  });
});

describe('the import job', () => {
  /** A template of `count` foods: more than one chunk of BULK_CHUNK_SIZE. */
  const manyFoods = (count: number) =>
    makeTemplateWorkbook(
      Array.from({ length: count }, (_, i) => [
        `Food ${i + 1}`,
        null,
        null,
        null,
        null,
        1000,
        10,
        10,
        27,
        5,
        3,
        100,
      ]),
    );

  it('writes a large file in chunks of 500 and counts them all', async () => {
    const { result } = await importFile(await manyFoods(1_100), 'many.xlsx');
    expect(result).toMatchObject({ status: 'done', processed: 1_100, total: 1_100, added: 1_100 });
    expect(await database.db.$count(foods, eq(foods.src, 'Template'))).toBe(1_100);
  });

  it('carries on after the last chunk that committed when it runs again after a crash, and does nothing once done', async () => {
    const data = await manyFoods(1_100);
    const uploadId = await upload(data, 'many.xlsx');
    // What a process that died after its first chunk leaves behind.
    const [job] = await database.db
      .insert(foodImports)
      .values({
        uploadId,
        kind: 'template',
        status: 'running',
        total: 1_100,
        processed: BULK_CHUNK_SIZE,
        createdBy: admin.id,
      })
      .returning();
    const firstChunk = (await parseTemplateWorkbook(data)).slice(0, BULK_CHUNK_SIZE);
    const outcomes = await database.db.transaction((tx) =>
      writeFoodRows(tx, { src: 'Template', createdBy: admin.id, categoryIds: new Map() }, firstChunk),
    );
    await database.db
      .update(foodImports)
      .set({ added: BULK_CHUNK_SIZE, report: { rows: outcomes } })
      .where(eq(foodImports.id, job!.id));

    const deps = { db: database.db, storage: services.storage, log: silent };
    await runFoodImport(deps, job!.id);
    const finished = await adminCaller().foodImports.get({ id: job!.id });
    expect(finished).toMatchObject({ status: 'done', processed: 1_100, added: 1_100, unchanged: 0 });
    expect((await adminCaller().foodImports.report({ id: job!.id })).total).toBe(1_100);
    expect(await database.db.$count(foods)).toBe(1_100);

    await runFoodImport(deps, job!.id);
    expect(await adminCaller().foodImports.get({ id: job!.id })).toEqual(finished);
  });
});

describe('foodImports.list and deleteUpload', () => {
  it('lists uploads newest first with file name, type, size, created and what the last import did', async () => {
    await importFile(await makeSr28Zip(), 'sr28abbr.zip');
    const csvId = await upload(Buffer.from('key,grams\nF000001,10\n'), 'measures.csv');
    const page = await adminCaller().foodImports.list();
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(page.items.map((u) => [u.fileName, u.contentType])).toEqual([
      ['measures.csv', 'text/csv; charset=utf-8'],
      ['sr28abbr.zip', 'application/zip'],
    ]);
    expect(page.items[0]).toMatchObject({
      id: csvId,
      lastImport: null,
      createdByName: `Admin ${admin.lastName}`,
    });
    expect(page.items[1]?.size).toBeGreaterThan(0);
    expect(page.items[1]?.lastImport).toMatchObject({ kind: 'sr28', status: 'done', added: 3 });
  });

  it('deletes the file and its import records, and the imported foods stay', async () => {
    const { uploadId } = await importFile(await makeSr28Zip(), 'sr28abbr.zip');
    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, uploadId));
    const result = await adminCaller().foodImports.deleteUpload({ uploadId });
    expect(messages[result.messageKey]).toBe('File deleted');
    expect(await services.storage.get(row!.key)).toBeNull();
    expect(await database.db.$count(uploads)).toBe(0);
    expect(await database.db.$count(foodImports)).toBe(0);
    expect(await database.db.$count(foods, eq(foods.src, 'SR28'))).toBe(3);
    await expect(adminCaller().foodImports.deleteUpload({ uploadId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('who may import foods', () => {
  it.each(ROLES.filter((r): r is Exclude<Role, 'admin'> => r !== 'admin'))(
    'refuses every procedure to a %s, and changes nothing',
    async (role) => {
      const { started, uploadId } = await importFile(await makeSr28Zip(), 'sr28abbr.zip');
      const user = await createUser(database.db, { role });
      const caller = callerFor(services, actorOf(user));
      const calls = [
        caller.foodImports.list(),
        caller.foodImports.start({ uploadId }),
        caller.foodImports.get({ id: started.importId }),
        caller.foodImports.report({ id: started.importId }),
        caller.foodImports.deleteUpload({ uploadId }),
      ];
      for (const call of calls) await expect(call).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await database.db.$count(uploads)).toBe(1);
      expect(await database.db.$count(foodImports)).toBe(1);
    },
  );
});
