import { eq } from 'drizzle-orm';
import { ZodError } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { FOOD_EDITORS, ROLES, type Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { BULK_CHUNK_SIZE } from '../../../shared/schemas/foods.ts';
import { foodCategories, foods } from '../../db/schema/index.ts';

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
  const [row] = await database.db.select().from(foodCategories).where(eq(foodCategories.id, id));
  return row;
}

describe('foodCategories: who may use it', () => {
  it.each(ROLES.filter((role) => role !== 'admin'))(
    'refuses every change to a %s, and changes nothing',
    async (role) => {
      const admin = await callerAs('admin');
      const { id } = await admin.foodCategories.add({ name: 'Fruit' });
      const caller = await callerAs(role);
      const calls = [
        caller.foodCategories.add({ name: 'Vegetables' }),
        caller.foodCategories.rename({ id, name: 'Berries' }),
        caller.foodCategories.delete({ id }),
        caller.foodCategories.bulkUpdate({ updates: [{ id, active: false }] }),
      ];
      for (const call of calls) await expect(call).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await categoryRow(id)).toMatchObject({ name: 'Fruit', active: true });
      expect(await database.db.$count(foodCategories)).toBe(1);
    },
  );

  it('lets the food editors list categories for their picker, and refuses a member and a trainer', async () => {
    const admin = await callerAs('admin');
    await admin.foodCategories.add({ name: 'Fruit' });
    for (const role of FOOD_EDITORS) {
      const caller = await callerAs(role);
      expect((await caller.foodCategories.list()).map((c) => c.name)).toEqual(['Fruit']);
    }
    for (const role of ['member', 'personal_trainer'] as const) {
      const caller = await callerAs(role);
      await expect(caller.foodCategories.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('foodCategories.list', () => {
  it('lists by name ignoring case, with how many foods each has', async () => {
    const admin = await callerAs('admin');
    const meat = await admin.foodCategories.add({ name: 'meat' });
    const fruit = await admin.foodCategories.add({ name: 'Fruit' });
    await admin.foodCategories.add({ name: 'Confectionery' });
    await createFood(database.db, { categoryId: fruit.id });
    await createFood(database.db, { categoryId: fruit.id, status: 'pending' });
    await createFood(database.db, { categoryId: meat.id });
    await createFood(database.db);

    const list = await admin.foodCategories.list();
    expect(list.map((c) => [c.name, c.foodCount])).toEqual([
      ['Confectionery', 0],
      ['Fruit', 2],
      ['meat', 1],
    ]);
  });

  it('offers inactive categories to the admin who asks for them, never to a professional', async () => {
    const admin = await callerAs('admin');
    const { id } = await admin.foodCategories.add({ name: 'Old stuff' });
    await admin.foodCategories.add({ name: 'Fruit' });
    await admin.foodCategories.bulkUpdate({ updates: [{ id, active: false }] });

    expect((await admin.foodCategories.list()).map((c) => c.name)).toEqual(['Fruit']);
    const all = await admin.foodCategories.list({ includeInactive: true });
    expect(all.map((c) => [c.name, c.active])).toEqual([
      ['Fruit', true],
      ['Old stuff', false],
    ]);
    const dietitian = await callerAs('dietitian');
    expect((await dietitian.foodCategories.list({ includeInactive: true })).map((c) => c.name)).toEqual([
      'Fruit',
    ]);
  });
});

describe('foodCategories.add', () => {
  it('adds an active category and says "Successfully added food category"', async () => {
    const admin = await callerAs('admin');
    const result = await admin.foodCategories.add({ name: '  Fruit  ' });
    expect(messages[result.messageKey]).toBe('Successfully added food category');
    expect(await categoryRow(result.id)).toMatchObject({ name: 'Fruit', active: true });
  });

  it('refuses a name that exists with other capitals, as a conflict on the name', async () => {
    const admin = await callerAs('admin');
    await admin.foodCategories.add({ name: 'Fruit' });
    await expect(admin.foodCategories.add({ name: 'FRUIT' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: messages.categoryNameTaken,
    });
    expect(await database.db.$count(foodCategories)).toBe(1);
  });

  it('refuses a blank name with the field error', async () => {
    const admin = await callerAs('admin');
    const refusal = await admin.foodCategories.add({ name: '   ' }).catch((err: unknown) => err);
    expect(refusal).toMatchObject({ code: 'BAD_REQUEST' });
    // A ZodError cause is what the error formatter turns into field errors for the form.
    const cause = (refusal as { cause: unknown }).cause;
    expect(cause).toBeInstanceOf(ZodError);
    expect((cause as ZodError).issues.map((i) => [i.path, i.message])).toEqual([
      [['name'], 'Enter the category name.'],
    ]);
  });
});

describe('foodCategories.rename', () => {
  it('renames and says "Category successfully updated"', async () => {
    const admin = await callerAs('admin');
    const { id } = await admin.foodCategories.add({ name: 'Fruits' });
    const result = await admin.foodCategories.rename({ id, name: 'Fruit' });
    expect(messages[result.messageKey]).toBe('Category successfully updated');
    expect((await categoryRow(id))?.name).toBe('Fruit');
  });

  it('lets a category change only its capitals, and refuses another category’s name', async () => {
    const admin = await callerAs('admin');
    const { id } = await admin.foodCategories.add({ name: 'fruit' });
    await admin.foodCategories.add({ name: 'Meat' });
    await admin.foodCategories.rename({ id, name: 'Fruit' });
    await expect(admin.foodCategories.rename({ id, name: 'meat' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: messages.categoryNameTaken,
    });
    expect((await categoryRow(id))?.name).toBe('Fruit');
  });

  it('answers "Category not found." for an id that is not there', async () => {
    const admin = await callerAs('admin');
    await expect(
      admin.foodCategories.rename({ id: crypto.randomUUID(), name: 'Fruit' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: messages.categoryNotFound });
  });
});

describe('foodCategories.delete', () => {
  it('deletes the category and keeps its foods, with no category', async () => {
    const admin = await callerAs('admin');
    const { id } = await admin.foodCategories.add({ name: 'Fruit' });
    const apple = await createFood(database.db, { name: 'Apple', categoryId: id });
    const result = await admin.foodCategories.delete({ id });
    expect(messages[result.messageKey]).toBe('Category deleted');
    expect(await categoryRow(id)).toBeUndefined();
    const [food] = await database.db.select().from(foods).where(eq(foods.id, apple.id));
    expect(food).toMatchObject({ name: 'Apple', categoryId: null });
  });

  it('answers "Category not found." the second time', async () => {
    const admin = await callerAs('admin');
    const { id } = await admin.foodCategories.add({ name: 'Fruit' });
    await admin.foodCategories.delete({ id });
    await expect(admin.foodCategories.delete({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: messages.categoryNotFound,
    });
  });
});

describe('foodCategories.bulkUpdate', () => {
  it('deactivates more than one chunk of categories and says "Category saved"', async () => {
    const admin = await callerAs('admin');
    const count = BULK_CHUNK_SIZE + 20;
    const rows = await database.db
      .insert(foodCategories)
      .values(Array.from({ length: count }, (_, i) => ({ name: `Category ${i}` })))
      .returning({ id: foodCategories.id });
    const result = await admin.foodCategories.bulkUpdate({
      updates: rows.map((r) => ({ id: r.id, active: false })),
    });
    expect(result).toEqual({ updated: count, messageKey: 'categorySaved' });
    expect(messages[result.messageKey]).toBe('Category saved');
    expect(await database.db.$count(foodCategories, eq(foodCategories.active, false))).toBe(count);
  });

  it('renames several categories and reactivates another in one call', async () => {
    const admin = await callerAs('admin');
    const fruits = await admin.foodCategories.add({ name: 'Fruits' });
    const vegies = await admin.foodCategories.add({ name: 'Vegies' });
    const old = await admin.foodCategories.add({ name: 'Snacks' });
    await admin.foodCategories.bulkUpdate({ updates: [{ id: old.id, active: false }] });
    await admin.foodCategories.bulkUpdate({
      updates: [
        { id: fruits.id, name: 'Fruit' },
        { id: vegies.id, name: 'Vegetables' },
        { id: old.id, active: true },
      ],
    });
    const list = await admin.foodCategories.list({ includeInactive: true });
    expect(list.map((c) => [c.name, c.active])).toEqual([
      ['Fruit', true],
      ['Snacks', true],
      ['Vegetables', true],
    ]);
  });

  it('refuses renames that would give two categories one name, and changes none of them', async () => {
    const admin = await callerAs('admin');
    const a = await admin.foodCategories.add({ name: 'A' });
    const b = await admin.foodCategories.add({ name: 'B' });
    await admin.foodCategories.add({ name: 'Taken' });
    for (const updates of [
      [
        { id: a.id, name: 'Same' },
        { id: b.id, name: 'same' },
      ],
      [
        { id: a.id, active: false },
        { id: b.id, name: 'TAKEN' },
      ],
    ]) {
      await expect(admin.foodCategories.bulkUpdate({ updates })).rejects.toMatchObject({
        code: 'CONFLICT',
        message: messages.categoryNameTaken,
      });
    }
    expect(await categoryRow(a.id)).toMatchObject({ name: 'A', active: true });
    expect(await categoryRow(b.id)).toMatchObject({ name: 'B', active: true });
  });

  it('refuses an unknown id with "Category not found." and changes nothing', async () => {
    const admin = await callerAs('admin');
    const a = await admin.foodCategories.add({ name: 'A' });
    await expect(
      admin.foodCategories.bulkUpdate({
        updates: [
          { id: a.id, active: false },
          { id: crypto.randomUUID(), active: false },
        ],
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: messages.categoryNotFound });
    expect((await categoryRow(a.id))?.active).toBe(true);
  });
});
