import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { DEMO_FREE_OF_TAGS, DEMO_RECIPES } from '../../db/demo-recipes.ts';
import { dietConflicts, dietConflictText, derivedContains } from '../../../shared/safety/client-safety.ts';
import {
  foods,
  ingredients,
  recipeIngredients,
  recipes,
  tags,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { variantKeys } from '../../integrations/storage/keys.ts';
import { LocalStorage } from '../../integrations/storage/local-storage.ts';
import { seedDemoFoods } from '../food-imports/sr28-demo-foods.ts';
import { searchIngredient } from '../ingredients/search-ingredient.ts';
import { seedDemoIngredients } from '../ingredients/seed-demo-ingredients.ts';
import {
  demoPictureKey,
  restoreDemoPictures,
  type DemoPictureSource,
} from './demo-pictures/demo-picture-files.ts';
import { seedDemoRecipes } from './seed-demo-recipes.ts';

let database: TestDatabase;
let services: TestServices;
beforeAll(async () => {
  database = await createTestDatabase();
  services = await startTestServices(database);
  await resetDatabase(database.db);
  await seedDemoFoods(database.db);
}, 120_000);
afterAll(async () => {
  await services.close();
  await database.close();
});

const ctx = () => ({
  db: database.db,
  jobs: services.jobs,
  storage: services.storage,
  log: pino({ level: 'silent' }),
});

describe('the demo recipe catalogue', () => {
  it('leaves a catalogue that has any recipe alone', async () => {
    await createUser(database.db, { role: 'admin' });
    const own = await createRecipe(database.db, { name: 'Our own porridge' });
    expect(await seedDemoRecipes(ctx())).toBeNull();
    expect(await database.db.$count(recipes)).toBe(1);
    await database.db.delete(recipes).where(eq(recipes.id, own.id));
  });

  it(
    'adds every demo recipe once, published, by the first admin, through the recipe save',
    { timeout: 120_000 },
    async () => {
      const [admin] = await database.db.select().from(users).where(eq(users.role, 'admin'));

      expect(await seedDemoRecipes(ctx())).toBe(DEMO_RECIPES.length);
      expect(await database.db.$count(recipes)).toBe(DEMO_RECIPES.length);
      expect(await database.db.$count(recipes, eq(recipes.status, 'published'))).toBe(DEMO_RECIPES.length);
      expect(await database.db.$count(recipes, eq(recipes.userId, admin!.id))).toBe(DEMO_RECIPES.length);
      const ingredientCount = DEMO_RECIPES.reduce((n, r) => n + r.ingredients.length, 0);
      expect(await database.db.$count(recipeIngredients)).toBe(ingredientCount);

      const first = DEMO_RECIPES[0]!;
      const [stored] = await database.db.select().from(recipes).where(eq(recipes.name, first.name));
      expect(stored).toMatchObject({ mealTimes: first.mealTimes, tags: first.tags, methods: first.methods });
      expect(stored!.energyKjPerServe).toBeGreaterThan(0);

      // A restart adds nothing.
      expect(await seedDemoRecipes(ctx())).toBeNull();
      expect(await database.db.$count(recipes)).toBe(DEMO_RECIPES.length);
    },
  );

  it("stores derived tags from the real foods that are the demo file's contains tags, and no meal tag they contradict", async () => {
    // Seeded by the test above. The foods' tags are the rule table's (the SR28 importer classifies them).
    const rows = await database.db
      .select({ id: recipes.id, name: recipes.name, tags: recipes.tags, derivedTags: recipes.derivedTags })
      .from(recipes);
    expect(rows).toHaveLength(DEMO_RECIPES.length);
    const byName = new Map(rows.map((row) => [row.name, row]));
    const facts = await database.db
      .select({
        recipeId: recipeIngredients.recipeId,
        name: foods.name,
        contains: foods.tags,
        dietFlags: foods.dietFlags,
      })
      .from(recipeIngredients)
      .innerJoin(foods, eq(foods.id, recipeIngredients.foodId));
    const differences: string[] = [];
    for (const recipe of DEMO_RECIPES) {
      const row = byName.get(recipe.name)!;
      const recipeFoods = facts.filter((fact) => fact.recipeId === row.id);
      const derived = derivedContains(recipeFoods);
      if (derived.join() !== row.derivedTags.join()) {
        differences.push(
          `${recipe.name}: stored derived ${row.derivedTags.join(', ')}, foods give ${derived.join(', ')}`,
        );
      }
      if (row.derivedTags.join() !== recipe.nutritionTags.join()) {
        differences.push(
          `${recipe.name}: foods give ${row.derivedTags.join(', ') || 'none'}, demo file says ${recipe.nutritionTags.join(', ') || 'none'}`,
        );
      }
      for (const conflict of dietConflicts(recipe.tags, recipeFoods)) {
        differences.push(`${recipe.name}: ${dietConflictText(conflict)}`);
      }
      if (row.tags.join() !== recipe.tags.join()) {
        differences.push(
          `${recipe.name}: stored meal tags ${row.tags.join(', ')}, demo file ${recipe.tags.join(', ')}`,
        );
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('the demo Ingredients library', () => {
  it("names the demo recipes' foods by their heads with their SR28 portions, once", async () => {
    const added = await seedDemoIngredients(database.db);
    expect(added).toBeGreaterThan(40);
    expect(await database.db.$count(ingredients, eq(ingredients.name, 'Bananas'))).toBe(1);
    const bananas = await searchIngredient(database.db, actorOf(await createUser(database.db)), 'Bananas');
    expect(bananas).toEqual([
      expect.objectContaining({ name: 'cup, mashed', val: 225 }),
      expect.objectContaining({ name: 'cup, sliced', val: 150 }),
    ]);
    // A restart adds nothing, and an admin's library is left alone.
    expect(await seedDemoIngredients(database.db)).toBe(0);
    expect(await database.db.$count(ingredients)).toBe(added);
  });
});

describe('the demo pictures and "free of" tags', () => {
  const folders: string[] = [];
  const storageFolder = () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'demo-seed-pictures-'));
    folders.push(folder);
    return new LocalStorage(folder);
  };
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it(
    "shows each demo recipe's picture as an upload of the admin, and tags what it is free of",
    { timeout: 120_000 },
    async () => {
      await database.db.delete(recipes).where(isNotNull(recipes.id));
      const [admin] = await database.db.select().from(users).where(eq(users.role, 'admin'));
      // The files themselves are demo-picture-files.test.ts's business; here, what the seed records.
      const pictures: DemoPictureSource = async (recipe) => ({
        key: demoPictureKey(recipe),
        size: 1000 + recipe.name.length,
        contentType: 'image/webp',
        fileName: `${recipe.name.length}.webp`,
      });

      expect(await seedDemoRecipes(ctx(), { pictures })).toBe(DEMO_RECIPES.length);
      const stored = await database.db
        .select({ name: recipes.name, photoKey: recipes.photoKey, nutritionTags: recipes.nutritionTags })
        .from(recipes);
      expect(stored).toHaveLength(DEMO_RECIPES.length);
      const byName = new Map(stored.map((row) => [row.name, row]));
      for (const recipe of DEMO_RECIPES) {
        const row = byName.get(recipe.name)!;
        expect(row.photoKey, recipe.name).toBe(demoPictureKey(recipe));
        expect(row.nutritionTags, recipe.name).toEqual(
          expect.arrayContaining([...recipe.nutritionTags, ...recipe.freeOfTags]),
        );
      }
      const photoUploads = await database.db
        .select()
        .from(uploads)
        .where(and(eq(uploads.folder, 'recipes'), eq(uploads.createdBy, admin!.id)));
      expect(photoUploads).toHaveLength(DEMO_RECIPES.length);
      expect(photoUploads.every((upload) => upload.contentType === 'image/webp' && upload.size > 1000)).toBe(
        true,
      );

      // The "free of" names are on the recipes only: the "Free from" filter already finds the same recipes,
      // and a "Gluten free" tag would be offered there as "Free from: Gluten free".
      for (const name of Object.keys(DEMO_FREE_OF_TAGS)) {
        expect(await database.db.$count(tags, eq(tags.name, name)), name).toBe(0);
      }
      expect(await database.db.$count(recipes, isNull(recipes.photoKey))).toBe(0);
    },
  );

  it('copies the pictures the recipes show into a new data folder once, from the build', async () => {
    const shipped = storageFolder();
    const tiny = Buffer.from('RIFF....WEBP');
    for (const recipe of DEMO_RECIPES) {
      const key = demoPictureKey(recipe);
      for (const k of [key, ...Object.values(variantKeys(key))]) await shipped.put(k, tiny, 'image/webp');
    }
    const storage = storageFolder();
    const deps = { db: database.db, storage, log: pino({ level: 'silent' }), shipped };

    expect(await restoreDemoPictures(deps)).toBe(DEMO_RECIPES.length);
    for (const recipe of DEMO_RECIPES.slice(0, 5)) {
      const key = demoPictureKey(recipe);
      for (const k of [key, ...Object.values(variantKeys(key))]) {
        const file = await storage.get(k);
        expect(file?.contentType, k).toBe('image/webp');
        file?.body.destroy();
      }
    }
    // The next start finds them there; a build without pictures (running from the sources) has none to copy.
    expect(await restoreDemoPictures(deps)).toBe(0);
    expect(await restoreDemoPictures({ ...deps, storage: storageFolder(), shipped: undefined })).toBe(0);
  });
});
