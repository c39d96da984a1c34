import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { ROLES, type Role } from '../../../shared/access.ts';
import type { IngredientPortion, MeasurementUnit } from '../../../shared/schemas/foods.ts';
import { ingredientPortions, ingredients, measurements } from '../../db/schema/index.ts';

let database: TestDatabase;
let services: TestServices;
beforeAll(async () => {
  database = await createTestDatabase();
  services = await startTestServices(database);
});
afterAll(async () => {
  await services.close();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database.db);
});

async function searchAs(role: Role, food: string) {
  const user = await createUser(database.db, { role });
  return callerFor(services, actorOf(user)).ingredients.search({ food });
}

async function addIngredient(name: string, portions: IngredientPortion[]) {
  const [row] = await database.db.insert(ingredients).values({ name }).returning();
  if (portions.length > 0) {
    await database.db
      .insert(ingredientPortions)
      .values(portions.map((p, position) => ({ ...p, ingredientId: row!.id, position })));
  }
  return row!;
}

function unit(description: string, grams: number, mls = 0): MeasurementUnit {
  return { description, grams, mls, derivation: 'Analysed', measureDerivationDescription: '' };
}

const OATS = [
  { name: 'Cup', unit: 'cup', val: 90 },
  { name: 'Tablespoon', unit: 'tbsp', val: 10 },
];

describe('ingredients.search: the portion library', () => {
  it.each(ROLES)('gives a %s the portions of a library ingredient by name, ignoring case', async (role) => {
    await addIngredient('Rolled oats', OATS);
    expect(await searchAs(role, '  ROLLED   oats ')).toEqual(OATS);
  });

  it('still finds the ingredient with one letter missing or wrong', async () => {
    await addIngredient('Rolled oats', OATS);
    await addIngredient('Apple', [{ name: 'Medium', unit: 'apple', val: 150 }]);
    expect(await searchAs('member', 'Roled oats')).toEqual(OATS);
    expect(await searchAs('member', 'rolled oast')).toEqual(OATS);
    expect(await searchAs('member', 'apole')).toEqual([{ name: 'Medium', unit: 'apple', val: 150 }]);
  });

  it('matches a full food name by what comes before its first comma', async () => {
    await addIngredient('Apple', [{ name: 'Medium', unit: 'apple', val: 150 }]);
    expect(await searchAs('dietitian', 'Apple, red delicious, unpeeled, raw')).toEqual([
      { name: 'Medium', unit: 'apple', val: 150 },
    ]);
  });

  it('prefers the library to a food of the same name, and an exact name to a close one', async () => {
    await addIngredient('Banana', [{ name: 'Medium', unit: 'banana', val: 120 }]);
    await addIngredient('Bananas', [{ name: 'Bunch', unit: 'bunch', val: 600 }]);
    await createFood(database.db, { name: 'Banana' }, [{ name: 'Small', unit: 'banana', weight: 90 }]);
    expect(await searchAs('member', 'banana')).toEqual([{ name: 'Medium', unit: 'banana', val: 120 }]);
  });

  it('answers no portions, not an error, when nothing is close', async () => {
    await addIngredient('Rolled oats', OATS);
    await createFood(database.db, { name: 'Cheddar cheese' }, [{ name: 'Slice', unit: 'slice', weight: 21 }]);
    expect(await searchAs('member', 'kohlrabi')).toEqual([]);
  });
});

describe('ingredients.search: falling back to the foods', () => {
  it("gives the best-matching food's portions when the library has no entry", async () => {
    await addIngredient('Rolled oats', OATS);
    await createFood(database.db, { name: 'Pumpkin, butternut, raw' }, [
      { name: 'Cup, diced', unit: 'cup', weight: 140 },
      { name: 'Wedge', unit: '', weight: 250 },
    ]);
    await createFood(database.db, { name: 'Soup, pumpkin' }, [{ name: 'Bowl', unit: 'bowl', weight: 300 }]);
    expect(await searchAs('member', 'pumpkin')).toEqual([
      { name: 'Cup, diced', unit: 'cup', val: 140 },
      { name: 'Wedge', unit: '', val: 250 },
    ]);
    expect(await searchAs('member', 'pumpkin soup')).toEqual([{ name: 'Bowl', unit: 'bowl', val: 300 }]);
  });

  it('lets a much closer food beat a weak library guess', async () => {
    await addIngredient('Apple', [{ name: 'Medium', unit: 'apple', val: 150 }]);
    await createFood(database.db, { name: 'Pineapple, raw' }, [{ name: 'Slice', unit: 'slice', weight: 85 }]);
    expect(await searchAs('member', 'pineapple')).toEqual([{ name: 'Slice', unit: 'slice', val: 85 }]);
  });

  it('skips a library entry without portions', async () => {
    await addIngredient('Kiwifruit', []);
    await createFood(database.db, { name: 'Kiwifruit, gold, raw' }, [{ name: 'Each', unit: '', weight: 85 }]);
    expect(await searchAs('member', 'Kiwifruit')).toEqual([{ name: 'Each', unit: '', val: 85 }]);
  });

  it('adds the household measures of an AFCD food, skipping 0 g units and names it already has', async () => {
    await createFood(
      database.db,
      { name: 'Mandarin, imperial, peeled, raw', src: 'AFCD', sourceKey: 'F005472' },
      [{ name: 'Segment', unit: 'segment', weight: 8 }],
    );
    await database.db.insert(measurements).values({
      publicFoodKey: 'F005472',
      units: [unit('1 medium', 75), unit('1 cup, segments', 0, 250), unit('segment', 9), unit('1 small', 55)],
    });
    expect(await searchAs('nutritionist', 'mandarin')).toEqual([
      { name: 'Segment', unit: 'segment', val: 8 },
      { name: '1 medium', unit: '', val: 75 },
      { name: '1 small', unit: '', val: 55 },
    ]);
  });

  it('uses the household measures of an AFCD food that has no portions of its own', async () => {
    await createFood(database.db, { name: 'Mandarin, raw', src: 'AFCD', sourceKey: 'F005473' });
    // A food with nothing to give does not take part, however close its name.
    await createFood(database.db, { name: 'Mandarin' });
    await database.db
      .insert(measurements)
      .values({ publicFoodKey: 'F005473', units: [unit('1 medium', 80)] });
    expect(await searchAs('member', 'Mandarin')).toEqual([{ name: '1 medium', unit: '', val: 80 }]);
  });

  it('reads a measurement only by the key of an AFCD food', async () => {
    await createFood(database.db, { name: 'Mandarin, raw', src: 'SR28', sourceKey: 'F005473' });
    await database.db
      .insert(measurements)
      .values({ publicFoodKey: 'F005473', units: [unit('1 medium', 80)] });
    expect(await searchAs('member', 'Mandarin')).toEqual([]);
  });

  it("uses the actor's own pending food, never another professional's, nor a hidden one", async () => {
    const dietitian = await createUser(database.db, { role: 'dietitian' });
    const other = await createUser(database.db, { role: 'naturopath' });
    await createFood(
      database.db,
      { name: 'Quinoa, cooked', status: 'pending', src: 'Custom', createdBy: other.id },
      [{ name: 'Cup', unit: 'cup', weight: 185 }],
    );
    await createFood(database.db, { name: 'Quinoa', status: 'hidden' }, [
      { name: 'Cup', unit: 'cup', weight: 170 },
    ]);
    const caller = callerFor(services, actorOf(dietitian));
    expect(await caller.ingredients.search({ food: 'quinoa' })).toEqual([]);

    await createFood(
      database.db,
      { name: 'Quinoa, red', status: 'pending', src: 'Custom', createdBy: dietitian.id },
      [{ name: 'Half cup', unit: 'cup', weight: 90 }],
    );
    expect(await caller.ingredients.search({ food: 'quinoa' })).toEqual([
      { name: 'Half cup', unit: 'cup', val: 90 },
    ]);
    // The admin builds on approved data too: someone else's pending food is not offered.
    expect(await searchAs('admin', 'quinoa')).toEqual([]);
  });

  it('refuses a guest', async () => {
    await expect(callerFor(services, null).ingredients.search({ food: 'apple' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
