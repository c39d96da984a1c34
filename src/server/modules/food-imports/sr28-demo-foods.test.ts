import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { foodPortions, foods } from '../../db/schema/index.ts';
import { loadSr28Foods, seedDemoFoods } from './sr28-demo-foods.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database.db);
});

describe('the SR28 demo foods', () => {
  it(
    'load at first start: every SR28 food, published, with its household portions',
    { timeout: 120_000 },
    async () => {
      const summary = await seedDemoFoods(database.db);
      expect(summary).toMatchObject({ added: 8_789, updated: 0, unchanged: 0, skipped: 0 });
      expect(await database.db.$count(foods, eq(foods.src, 'SR28'))).toBe(8_789);
      expect(await database.db.$count(foods, eq(foods.status, 'published'))).toBe(8_789);
      const [butter] = await database.db.select().from(foods).where(eq(foods.sourceKey, '01001'));
      expect(butter).toMatchObject({ name: 'Butter, salted', energyKj: 2999.93, fat: 81.11, sodium: 643 });
      // Its SR28 food group (Dairy and Egg Products), which puts it in the shopping list's dairy aisle.
      expect(butter?.sourceGroup).toBe('0100');
      const portions = await database.db
        .select()
        .from(foodPortions)
        .where(eq(foodPortions.foodId, butter!.id));
      expect(portions.map((p) => [p.name, p.weight])).toEqual([
        ['pat (1" sq, 1/3" high)', 5],
        ['tbsp', 14.2],
      ]);

      // A restart finds foods and loads nothing; the loader run again (npm run db:seed-foods) changes nothing.
      expect(await seedDemoFoods(database.db)).toBeNull();
      expect(await loadSr28Foods(database.db)).toMatchObject({ added: 0, updated: 0, unchanged: 8_789 });
      expect(await database.db.$count(foods)).toBe(8_789);
    },
  );

  it('are not loaded into a database that already has foods', async () => {
    await createFood(database.db, { name: 'Our own oats', src: 'Custom', sourceKey: null });
    expect(await seedDemoFoods(database.db)).toBeNull();
    expect(await database.db.$count(foods)).toBe(1);
  });
});
