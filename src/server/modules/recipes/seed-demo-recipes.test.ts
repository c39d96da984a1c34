import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { DEMO_RECIPES } from '../../db/demo-recipes.ts';
import { ingredients, recipeIngredients, recipes, users } from '../../db/schema/index.ts';
import { seedDemoFoods } from '../food-imports/sr28-demo-foods.ts';
import { searchIngredient } from '../ingredients/search-ingredient.ts';
import { seedDemoIngredients } from '../ingredients/seed-demo-ingredients.ts';
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
