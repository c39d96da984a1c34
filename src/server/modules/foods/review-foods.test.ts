import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { messages } from '../../../shared/messages.ts';
import { BULK_CHUNK_SIZE } from '../../../shared/schemas/foods.ts';
import { foodCategories, foodPortions, foods, mailOutbox } from '../../db/schema/index.ts';
import { foodInput, signedIn, useFoodsTestEnvironment } from './test-support.ts';

const env = useFoodsTestEnvironment();

async function foodRow(id: string) {
  const [row] = await env.database.db.select().from(foods).where(eq(foods.id, id));
  return row;
}

async function mailsOf(template: string) {
  return env.database.db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.template, template))
    .orderBy(asc(mailOutbox.to));
}

/** `count` published foods straight into the table, as an import would leave them. */
async function manyFoods(count: number, overrides: Partial<typeof foods.$inferInsert> = {}) {
  const rows = await env.database.db
    .insert(foods)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Bulk food ${i}`,
        status: 'published' as const,
        src: 'Test',
        sourceKey: `B${i}`,
        ...overrides,
      })),
    )
    .returning({ id: foods.id });
  return rows.map((row) => row.id);
}

describe('foods.approve and foods.hide', () => {
  it('publishes a pending food with "Food approved" and mails its creator once', async () => {
    const admin = await signedIn(env, 'admin');
    const dana = await signedIn(env, 'dietitian');
    const { id } = await dana.caller.foods.create(foodInput({ name: 'Chia pudding' }));

    const result = await admin.caller.foods.approve({ id });
    expect(messages[result.messageKey]).toBe('Food approved');
    expect((await foodRow(id))?.status).toBe('published');
    expect(await mailsOf('foodApproved')).toEqual([
      { to: dana.user.email, subject: 'Food approved: Chia pudding' },
    ]);
    expect(await admin.caller.foods.pendingCount()).toBe(0);

    // Approving it again changes nothing and mails nobody.
    await admin.caller.foods.approve({ id });
    expect(await mailsOf('foodApproved')).toHaveLength(1);
    // Now published, every role finds it for a recipe.
    const member = await signedIn(env, 'member');
    expect((await member.caller.foods.search({ query: 'chia pudding' })).map((f) => f.id)).toEqual([id]);
  });

  it('hides a food with "Food hidden": out of the published list and the recipe builder, on the Hidden tab', async () => {
    const admin = await signedIn(env, 'admin');
    const food = await createFood(env.database.db, { name: 'Margarine, old recipe' });
    const result = await admin.caller.foods.hide({ id: food.id });
    expect(messages[result.messageKey]).toBe('Food hidden');
    expect((await admin.caller.foods.list({ query: 'margarine' })).items).toEqual([]);
    expect((await admin.caller.foods.list({ status: 'hidden' })).items.map((f) => f.id)).toEqual([food.id]);
    const dana = await signedIn(env, 'dietitian');
    expect(await dana.caller.foods.search({ query: 'margarine' })).toEqual([]);
    await expect(dana.caller.foods.get({ id: food.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('foods.delete', () => {
  it('deletes any food for the admin, with its portions', async () => {
    const admin = await signedIn(env, 'admin');
    const food = await createFood(env.database.db, { name: 'Scone' }, [
      { name: 'scone', unit: '', weight: 60 },
    ]);
    const result = await admin.caller.foods.delete({ id: food.id });
    expect(messages[result.messageKey]).toBe('Food deleted');
    expect(await foodRow(food.id)).toBeUndefined();
    expect(await env.database.db.$count(foodPortions)).toBe(0);
  });

  it('keeps a food that a recipe uses, saying to hide it instead', async () => {
    const admin = await signedIn(env, 'admin');
    const food = await createFood(env.database.db, { name: 'Rolled oats' });
    await createRecipe(env.database.db, { name: 'Porridge' }, [{ food, quantity: 50 }]);
    await expect(admin.caller.foods.delete({ id: food.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: messages.foodUsedInRecipes,
    });
    expect(await foodRow(food.id)).toBeDefined();
  });
});

describe('foods.bulkUpdate and foods.bulkDelete', () => {
  it(`updates more than ${BULK_CHUNK_SIZE} foods in chunks: "Foods updated" with how many changed`, async () => {
    const admin = await signedIn(env, 'admin');
    const [fruit] = await env.database.db.insert(foodCategories).values({ name: 'Fruit' }).returning();
    const ids = await manyFoods(BULK_CHUNK_SIZE * 2 + 3);
    const untouched = await createFood(env.database.db, { name: 'Not selected' });

    const result = await admin.caller.foods.bulkUpdate({
      ids: [...ids, crypto.randomUUID()],
      changes: { status: 'hidden', categoryId: fruit!.id },
    });
    expect(messages[result.messageKey]).toBe('Foods updated');
    expect(result.count).toBe(ids.length);
    expect(
      await env.database.db.$count(
        foods,
        and(inArray(foods.id, ids), eq(foods.status, 'hidden'), eq(foods.categoryId, fruit!.id)),
      ),
    ).toBe(ids.length);
    expect(await foodRow(untouched.id)).toMatchObject({ status: 'published', categoryId: null });
    expect((await admin.caller.foods.list({ status: 'hidden' })).total).toBe(ids.length);

    // Clearing the category leaves the status alone.
    await admin.caller.foods.bulkUpdate({ ids: ids.slice(0, 2), changes: { categoryId: null } });
    expect(await foodRow(ids[0]!)).toMatchObject({ status: 'hidden', categoryId: null });
  });

  it('approves pending foods in bulk, mailing each creator "Food approved"', async () => {
    const admin = await signedIn(env, 'admin');
    const dana = await signedIn(env, 'dietitian');
    const noah = await signedIn(env, 'naturopath');
    const first = await dana.caller.foods.create(foodInput({ name: 'Dana’s dukkah' }));
    const second = await noah.caller.foods.create(foodInput({ name: 'Noah’s tonic' }));
    const published = await createFood(env.database.db, { name: 'Already out', createdBy: dana.user.id });

    await admin.caller.foods.bulkUpdate({
      ids: [first.id, second.id, published.id],
      changes: { status: 'published' },
    });
    expect((await mailsOf('foodApproved')).map((mail) => mail.subject).sort()).toEqual([
      'Food approved: Dana’s dukkah',
      'Food approved: Noah’s tonic',
    ]);
    expect(await admin.caller.foods.pendingCount()).toBe(0);
  });

  it(`deletes more than ${BULK_CHUNK_SIZE} foods in chunks: "Foods deleted" with how many went`, async () => {
    const admin = await signedIn(env, 'admin');
    const ids = await manyFoods(BULK_CHUNK_SIZE + 7);
    const kept = await createFood(env.database.db, { name: 'Kept' });
    const result = await admin.caller.foods.bulkDelete({ ids });
    expect(messages[result.messageKey]).toBe('Foods deleted');
    expect(result.count).toBe(ids.length);
    expect(await env.database.db.$count(foods)).toBe(1);
    expect(await foodRow(kept.id)).toBeDefined();
  });

  it('deletes in bulk only the foods no recipe uses', async () => {
    const admin = await signedIn(env, 'admin');
    const [unused, used] = await manyFoods(2);
    const usedFood = (await foodRow(used!))!;
    await createRecipe(env.database.db, { name: 'Bulk soup' }, [{ food: usedFood }]);
    const result = await admin.caller.foods.bulkDelete({ ids: [unused!, used!] });
    expect(result.count).toBe(1);
    expect(await foodRow(unused!)).toBeUndefined();
    expect(await foodRow(used!)).toBeDefined();
  });

  it.each(['dietitian', 'nutritionist', 'naturopath'] as const)(
    'refuses bulk changes to a %s, even of their own foods',
    async (role) => {
      const { caller } = await signedIn(env, role);
      const { id } = await caller.foods.create(foodInput());
      await expect(
        caller.foods.bulkUpdate({ ids: [id], changes: { status: 'published' } }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(caller.foods.bulkDelete({ ids: [id] })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect((await foodRow(id))?.status).toBe('pending');
    },
  );
});
