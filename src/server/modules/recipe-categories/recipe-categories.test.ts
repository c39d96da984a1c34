import { eq } from 'drizzle-orm';
import { ZodError } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { ROLES, type Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import type { NutrientValues } from '../../../shared/nutrition/nutrient-amounts.ts';
import { foodCategories, recipeCategories, recipes } from '../../db/schema/index.ts';

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

async function callerAs(role: Role) {
  const user = await createUser(database.db, { role });
  return callerFor(services, actorOf(user));
}

async function categoryRow(id: string) {
  const [row] = await database.db.select().from(recipeCategories).where(eq(recipeCategories.id, id));
  return row;
}

const servingValues: NutrientValues = {
  energyKj: 2000,
  protein: 20,
  fat: 10,
  carbohydrate: 50,
  sugars: 5,
  fibre: 6,
  sodium: 400,
};

async function insertRecipe(categoryId: string | null) {
  const [row] = await database.db
    .insert(recipes)
    .values({ name: 'Test recipe', servingValues, categoryId })
    .returning();
  return row!;
}

describe('recipeCategories: who may use it', () => {
  it.each(ROLES.filter((role) => role !== 'admin'))(
    'refuses a %s everything, and changes nothing',
    async (role) => {
      const admin = await callerAs('admin');
      const { id } = await admin.recipeCategories.add({ name: 'Soups' });
      const caller = await callerAs(role);
      const calls = [
        caller.recipeCategories.list(),
        caller.recipeCategories.add({ name: 'Salads' }),
        caller.recipeCategories.rename({ id, name: 'Broths' }),
        caller.recipeCategories.delete({ id }),
      ];
      for (const call of calls) await expect(call).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await categoryRow(id)).toMatchObject({ name: 'Soups' });
      expect(await database.db.$count(recipeCategories)).toBe(1);
    },
  );
});

describe('recipeCategories.list', () => {
  it('lists by name ignoring case, with how many recipes each has', async () => {
    const admin = await callerAs('admin');
    const soups = await admin.recipeCategories.add({ name: 'soups' });
    const breakfasts = await admin.recipeCategories.add({ name: 'Breakfasts' });
    await admin.recipeCategories.add({ name: 'Salads' });
    await insertRecipe(soups.id);
    await insertRecipe(soups.id);
    await insertRecipe(breakfasts.id);
    await insertRecipe(null);
    // Food categories are another list.
    await database.db.insert(foodCategories).values({ name: 'Fruit' });

    expect((await admin.recipeCategories.list()).map((c) => [c.name, c.recipeCount])).toEqual([
      ['Breakfasts', 1],
      ['Salads', 0],
      ['soups', 2],
    ]);
  });
});

describe('recipeCategories.add', () => {
  it('adds a category and says "Category saved"', async () => {
    const admin = await callerAs('admin');
    const result = await admin.recipeCategories.add({ name: '  Soups  ' });
    expect(messages[result.messageKey]).toBe('Category saved');
    expect(await categoryRow(result.id)).toMatchObject({ name: 'Soups' });
  });

  it('refuses a name that exists with other capitals', async () => {
    const admin = await callerAs('admin');
    await admin.recipeCategories.add({ name: 'Soups' });
    await expect(admin.recipeCategories.add({ name: 'SOUPS' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: messages.categoryNameTaken,
    });
    expect(await database.db.$count(recipeCategories)).toBe(1);
  });

  it('refuses a blank name with the field error', async () => {
    const admin = await callerAs('admin');
    const refusal = await admin.recipeCategories.add({ name: ' ' }).catch((err: unknown) => err);
    expect(refusal).toMatchObject({ code: 'BAD_REQUEST' });
    const cause = (refusal as { cause: unknown }).cause as ZodError;
    expect(cause).toBeInstanceOf(ZodError);
    expect(cause.issues.map((i) => [i.path, i.message])).toEqual([[['name'], 'Enter the category name.']]);
  });
});

describe('recipeCategories.rename', () => {
  it('renames, keeps its recipes, and says "Category successfully updated"', async () => {
    const admin = await callerAs('admin');
    const { id } = await admin.recipeCategories.add({ name: 'Soup' });
    const recipe = await insertRecipe(id);
    const result = await admin.recipeCategories.rename({ id, name: 'Soups and broths' });
    expect(messages[result.messageKey]).toBe('Category successfully updated');
    expect((await categoryRow(id))?.name).toBe('Soups and broths');
    const [row] = await database.db.select().from(recipes).where(eq(recipes.id, recipe.id));
    expect(row?.categoryId).toBe(id);
  });

  it('lets a category change only its capitals, and refuses another category’s name', async () => {
    const admin = await callerAs('admin');
    const { id } = await admin.recipeCategories.add({ name: 'soups' });
    await admin.recipeCategories.add({ name: 'Salads' });
    await admin.recipeCategories.rename({ id, name: 'Soups' });
    await expect(admin.recipeCategories.rename({ id, name: 'salads' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: messages.categoryNameTaken,
    });
    expect((await categoryRow(id))?.name).toBe('Soups');
  });

  it('answers "Category not found." for an id that is not there', async () => {
    const admin = await callerAs('admin');
    await expect(
      admin.recipeCategories.rename({ id: crypto.randomUUID(), name: 'Soups' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: messages.categoryNotFound });
  });
});

describe('recipeCategories.delete', () => {
  it('deletes the category and keeps its recipes, with no category, saying "Category deleted"', async () => {
    const admin = await callerAs('admin');
    const { id } = await admin.recipeCategories.add({ name: 'Soups' });
    const recipe = await insertRecipe(id);
    const result = await admin.recipeCategories.delete({ id });
    expect(messages[result.messageKey]).toBe('Category deleted');
    expect(await categoryRow(id)).toBeUndefined();
    const [row] = await database.db.select().from(recipes).where(eq(recipes.id, recipe.id));
    expect(row).toMatchObject({ name: 'Test recipe', categoryId: null });
    await expect(admin.recipeCategories.delete({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: messages.categoryNotFound,
    });
  });
});
