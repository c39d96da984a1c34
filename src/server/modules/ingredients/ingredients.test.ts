import { eq } from 'drizzle-orm';
import type { ZodError } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { FOOD_EDITORS, ROLES, type Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { INGREDIENTS_PAGE_SIZE } from '../../../shared/schemas/foods.ts';
import { ingredientPortions, ingredients } from '../../db/schema/index.ts';

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
  return callerFor(services, actorOf(await createUser(database.db, { role })));
}

const OATS = {
  name: 'Rolled oats',
  portions: [
    { name: 'Cup', unit: 'cup', val: 90 },
    { name: 'Tablespoon', unit: 'tbsp', val: 10 },
  ],
};

async function issuesOf(call: Promise<unknown>) {
  const refusal = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(refusal).toMatchObject({ code: 'BAD_REQUEST' });
  return (refusal as { cause: ZodError }).cause.issues.map((i) => ({
    path: i.path.join('.'),
    message: i.message,
  }));
}

describe('ingredients: who may keep the library', () => {
  it.each(ROLES.filter((role) => !FOOD_EDITORS.includes(role)))(
    'refuses a %s every editing procedure, and changes nothing',
    async (role) => {
      const [row] = await database.db.insert(ingredients).values({ name: 'Apple' }).returning();
      const caller = await callerAs(role);
      for (const call of [
        caller.ingredients.list({}),
        caller.ingredients.get({ id: row!.id }),
        caller.ingredients.save(OATS),
        caller.ingredients.save({ ...OATS, id: row!.id }),
        caller.ingredients.delete({ id: row!.id }),
      ]) {
        await expect(call).rejects.toMatchObject({ code: 'FORBIDDEN' });
      }
      expect((await database.db.select().from(ingredients)).map((r) => r.name)).toEqual(['Apple']);
    },
  );
});

describe('ingredients.save, get and delete', () => {
  it.each(FOOD_EDITORS)('lets a %s add an ingredient with its portions in order', async (role) => {
    const caller = await callerAs(role);
    const result = await caller.ingredients.save({
      name: '  Rolled oats ',
      portions: [
        { name: ' Cup ', unit: ' cup ', val: 90 },
        { name: 'Tablespoon', unit: 'tbsp', val: 10 },
      ],
    });
    expect(messages[result.messageKey]).toBe('Ingredient saved');
    expect(await caller.ingredients.get({ id: result.id })).toMatchObject(OATS);
  });

  it('replaces the name and every portion on update', async () => {
    const caller = await callerAs('admin');
    const { id } = await caller.ingredients.save(OATS);
    await caller.ingredients.save({
      id,
      name: 'Oats, rolled',
      portions: [
        { name: 'Half cup', unit: 'cup', val: 45 },
        { name: 'Cup', unit: 'cup', val: 85 },
      ],
    });
    expect(await caller.ingredients.get({ id })).toMatchObject({
      name: 'Oats, rolled',
      portions: [
        { name: 'Half cup', unit: 'cup', val: 45 },
        { name: 'Cup', unit: 'cup', val: 85 },
      ],
    });
    expect(await database.db.$count(ingredientPortions)).toBe(2);
  });

  it('keeps names unique ignoring case, but lets an ingredient change the case of its own name', async () => {
    const caller = await callerAs('dietitian');
    const { id } = await caller.ingredients.save(OATS);
    const other = await caller.ingredients.save({ name: 'Oat bran', portions: [] });
    await expect(caller.ingredients.save({ ...OATS, name: 'ROLLED OATS' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An ingredient with this name already exists.',
    });
    await expect(
      caller.ingredients.save({ id: other.id, name: 'rolled Oats', portions: [] }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: messages.ingredientNameTaken,
    });
    await caller.ingredients.save({ ...OATS, id, name: 'Rolled Oats' });
    expect((await caller.ingredients.get({ id })).name).toBe('Rolled Oats');
    expect(await database.db.$count(ingredients)).toBe(2);
  });

  it('points at the field that is wrong', async () => {
    const caller = await callerAs('naturopath');
    expect(
      await issuesOf(
        caller.ingredients.save({
          name: ' ',
          portions: [
            { name: 'Cup', unit: 'cup', val: 90 },
            { name: 'Slice', unit: '', val: 0 },
          ],
        }),
      ),
    ).toEqual([
      { path: 'name', message: 'Enter the ingredient name.' },
      { path: 'portions.1.val', message: 'The weight must be more than 0 g.' },
    ]);
    expect(
      await issuesOf(
        caller.ingredients.save({
          name: 'Rice',
          portions: [
            { name: 'Cup', unit: 'cup', val: 90 },
            { name: 'cup', unit: '', val: 100 },
            { name: 'Gram', unit: 'g', val: 1 },
          ],
        }),
      ),
    ).toEqual([
      { path: 'portions.1.name', message: 'Each portion needs its own name.' },
      { path: 'portions.2.name', message: 'Each portion needs its own name.' },
    ]);
    expect(await database.db.$count(ingredients)).toBe(0);
  });

  it('deletes an ingredient with its portions', async () => {
    const caller = await callerAs('nutritionist');
    const { id } = await caller.ingredients.save(OATS);
    const result = await caller.ingredients.delete({ id });
    expect(messages[result.messageKey]).toBe('Ingredient deleted');
    expect(await database.db.$count(ingredientPortions, eq(ingredientPortions.ingredientId, id))).toBe(0);
    await expect(caller.ingredients.get({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.ingredients.delete({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.ingredients.save({ ...OATS, id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await database.db.$count(ingredients)).toBe(0);
  });
});

describe('ingredients.list', () => {
  it('pages the library by name, 50 at a time', async () => {
    const names = Array.from(
      { length: INGREDIENTS_PAGE_SIZE + 2 },
      (_, i) => `Ingredient ${String(i).padStart(2, '0')}`,
    );
    await database.db.insert(ingredients).values(names.toReversed().map((name) => ({ name })));
    const caller = await callerAs('admin');
    const first = await caller.ingredients.list({});
    expect(first).toMatchObject({ total: INGREDIENTS_PAGE_SIZE + 2, nextCursor: 2 });
    expect(first.items.map((i) => i.name)).toEqual(names.slice(0, INGREDIENTS_PAGE_SIZE));
    const second = await caller.ingredients.list({ cursor: first.nextCursor });
    expect(second.items.map((i) => i.name)).toEqual(names.slice(INGREDIENTS_PAGE_SIZE));
    expect(second.nextCursor).toBeNull();
  });

  it('finds names containing the words typed, then names one letter off', async () => {
    const caller = await callerAs('dietitian');
    await caller.ingredients.save(OATS);
    for (const name of ['Oat bran', 'Tomato', 'Potato', '100% juice'])
      await caller.ingredients.save({ name, portions: [] });

    const oats = await caller.ingredients.list({ query: 'OAT' });
    expect(oats.items.map((i) => i.name)).toEqual(['Oat bran', 'Rolled oats']);
    expect(oats.items[1]?.portions).toEqual(OATS.portions);
    expect(oats.total).toBe(2);

    const tomato = await caller.ingredients.list({ query: 'tomatoe' });
    expect(tomato.items[0]?.name).toBe('Tomato');
    expect((await caller.ingredients.list({ query: '%' })).items.map((i) => i.name)).toEqual(['100% juice']);
    expect(await caller.ingredients.list({ query: 'zzzz' })).toMatchObject({ items: [], total: 0 });
  });
});
