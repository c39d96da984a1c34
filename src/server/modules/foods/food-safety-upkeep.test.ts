import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { BULK_CHUNK_SIZE } from '../../../shared/schemas/foods.ts';
import { classifyFood, FOOD_RULES_VERSION } from '../../../shared/safety/food-rules.ts';
import { appliedUpkeep, foods, recipes } from '../../db/schema/index.ts';
import {
  applyFoodRules,
  applyFoodRulesAtStart,
  appliedFoodRulesVersion,
  FOOD_RULES_UPKEEP,
} from './food-safety-upkeep.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  // Empties applied_upkeep too.
  await resetDatabase(database.db);
});

const factsOf = async (id: string) => {
  const [row] = await database.db
    .select({
      tags: foods.tags,
      dietFlags: foods.dietFlags,
      tagsSetBy: foods.tagsSetBy,
      updatedAt: foods.updatedAt,
    })
    .from(foods)
    .where(eq(foods.id, id));
  return row!;
};

describe('applying the food rule table at start', () => {
  it("brings stale foods and their recipes up to date once, keeps a person's tags, and records the version", async () => {
    // Tags as an older table (or none) left them.
    const butter = await createFood(database.db, {
      name: 'Butter, salted',
      src: 'SR28',
      sourceGroup: '0100',
    });
    const almondMilk = await createFood(database.db, {
      name: 'Almond milk',
      src: 'Custom',
      tags: ['Dairy', 'Nuts'],
      dietFlags: ['animal'],
    });
    const tuna = await createFood(database.db, {
      name: 'Fish, tuna, light, canned in water, drained solids',
      src: 'SR28',
      sourceGroup: '1500',
      tags: ['Seafood'],
      dietFlags: ['fish', 'animal'],
    });
    // A person said this one is safe as it is: the rules never touch it.
    const ownPeanutBar = await createFood(database.db, {
      name: 'Peanut butter bar',
      src: 'Custom',
      tags: [],
      tagsSetBy: 'person',
    });
    const recipe = await createRecipe(
      database.db,
      { name: 'Buttered toast', derivedTags: [], nutritionTags: ['Vegetarian'] },
      [{ food: butter, quantity: 10 }],
    );
    const tunaBefore = await factsOf(tuna.id);

    const result = await applyFoodRules(database.db);
    expect(result).toEqual({ version: FOOD_RULES_VERSION, foods: 2, recipes: 1 });
    expect(await factsOf(butter.id)).toMatchObject({
      tags: ['Dairy'],
      dietFlags: ['animal'],
      tagsSetBy: 'rules',
    });
    expect(await factsOf(almondMilk.id)).toMatchObject({ tags: ['Nuts'], dietFlags: [], tagsSetBy: 'rules' });
    // Already right: not written.
    expect(await factsOf(tuna.id)).toEqual(tunaBefore);
    expect(await factsOf(ownPeanutBar.id)).toMatchObject({ tags: [], dietFlags: [], tagsSetBy: 'person' });
    const [toast] = await database.db.select().from(recipes).where(eq(recipes.id, recipe.id));
    expect(toast).toMatchObject({ derivedTags: ['Dairy'], nutritionTags: ['Vegetarian', 'Dairy'] });
    expect(await appliedFoodRulesVersion(database.db)).toBe(FOOD_RULES_VERSION);

    // The next start finds the version applied and does nothing, even to a food made stale meanwhile.
    await database.db.update(foods).set({ tags: [] }).where(eq(foods.id, butter.id));
    const butterBefore = await factsOf(butter.id);
    expect(await applyFoodRules(database.db)).toBeNull();
    expect(await factsOf(butter.id)).toEqual(butterBefore);

    // A newer table runs again: the stale food is put right, the rest is left as it is.
    expect(await applyFoodRules(database.db, { version: FOOD_RULES_VERSION + 1 })).toEqual({
      version: FOOD_RULES_VERSION + 1,
      foods: 1,
      recipes: 0,
    });
    expect((await factsOf(butter.id)).tags).toEqual(['Dairy']);
    expect(await applyFoodRules(database.db, { version: FOOD_RULES_VERSION + 1 })).toBeNull();
  });

  it(`goes through every food in chunks of ${BULK_CHUNK_SIZE}`, { timeout: 60_000 }, async () => {
    const names = ['Cheese, cheddar', 'Egg, whole, raw, fresh', 'Honey', 'Tofu, raw, firm'];
    const count = BULK_CHUNK_SIZE * 2 + 3;
    const rows = await database.db
      .insert(foods)
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `${names[i % names.length]} ${i}`,
          src: 'Test',
          sourceKey: `chunk-${i}`,
          status: 'published' as const,
        })),
      )
      .returning({ id: foods.id, name: foods.name });

    expect(await applyFoodRules(database.db)).toMatchObject({ foods: count });
    const after = await database.db
      .select({ name: foods.name, tags: foods.tags, dietFlags: foods.dietFlags })
      .from(foods)
      .where(
        inArray(
          foods.id,
          rows.map((r) => r.id),
        ),
      );
    expect(after).toHaveLength(count);
    for (const food of after) {
      const rules = classifyFood({ name: food.name, group: null, src: 'Test' });
      expect({ tags: food.tags, dietFlags: food.dietFlags }).toEqual({
        tags: rules.contains,
        dietFlags: rules.dietFlags,
      });
      expect(food.tags.length + food.dietFlags.length).toBeGreaterThan(0);
    }
  });

  it('stops between chunks when the server is stopping, leaving the version unrecorded for the next start', async () => {
    const butter = await createFood(database.db, {
      name: 'Butter, salted',
      src: 'SR28',
      sourceGroup: '0100',
    });
    expect(await applyFoodRules(database.db, { stopping: () => true })).toBeNull();
    expect(await appliedFoodRulesVersion(database.db)).toBe(0);
    expect((await factsOf(butter.id)).tags).toEqual([]);

    // At start it logs what it did, and a failure is logged, not thrown.
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    await applyFoodRulesAtStart(database.db, log);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'applied the food rule table to the foods and recipes', foods: 1 }),
    ]);
    await database.db.delete(appliedUpkeep).where(eq(appliedUpkeep.name, FOOD_RULES_UPKEEP));
    await applyFoodRulesAtStart(database.db, log, {
      stopping: () => {
        throw new Error('boom');
      },
    });
    expect(lines.at(-1)).toMatchObject({
      level: 50,
      msg: 'could not apply the food rule table; it will be tried again at the next start',
    });
  });
});
