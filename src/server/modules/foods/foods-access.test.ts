import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { messages } from '../../../shared/messages.ts';
import { foods, mailOutbox } from '../../db/schema/index.ts';
import { foodInput, signedIn, useFoodsTestEnvironment } from './test-support.ts';

const env = useFoodsTestEnvironment();

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Food not found.' };
const REFUSED = { code: 'FORBIDDEN', message: messages.notAllowed };

async function foodRow(id: string) {
  const [row] = await env.database.db.select().from(foods).where(eq(foods.id, id));
  return row;
}

describe('foods: who sees which food', () => {
  it("hides one professional's pending food from another: get, search, list, edit, approve, hide and delete by id", async () => {
    const dana = await signedIn(env, 'dietitian');
    const nina = await signedIn(env, 'nutritionist');
    const { id } = await dana.caller.foods.create(foodInput({ name: 'Dana’s quinoa crackers' }));

    await expect(nina.caller.foods.get({ id })).rejects.toMatchObject(NOT_FOUND);
    await expect(nina.caller.foods.update({ id, ...foodInput({ name: 'Mine now' }) })).rejects.toMatchObject(
      NOT_FOUND,
    );
    await expect(nina.caller.foods.approve({ id })).rejects.toMatchObject(NOT_FOUND);
    await expect(nina.caller.foods.hide({ id })).rejects.toMatchObject(NOT_FOUND);
    await expect(nina.caller.foods.delete({ id })).rejects.toMatchObject(NOT_FOUND);
    expect(await nina.caller.foods.search({ query: 'quinoa crackers' })).toEqual([]);
    expect((await nina.caller.foods.list({ status: 'pending' })).items).toEqual([]);
    expect((await nina.caller.foods.list({ status: 'pending', query: 'quinoa' })).total).toBe(0);
    expect(await nina.caller.foods.pendingCount()).toBe(0);

    // Nothing changed, and the owner still sees it as it was.
    expect(await foodRow(id)).toMatchObject({ name: 'Dana’s quinoa crackers', status: 'pending' });
    expect((await dana.caller.foods.get({ id })).name).toBe('Dana’s quinoa crackers');
    expect((await dana.caller.foods.list({ status: 'pending' })).items.map((f) => f.id)).toEqual([id]);
    expect((await dana.caller.foods.search({ query: 'quinoa' })).map((f) => f.id)).toEqual([id]);
    expect(await dana.caller.foods.pendingCount()).toBe(1);
  });

  it('shows the admin every food, in every tab, and counts every pending food for the badge', async () => {
    const admin = await signedIn(env, 'admin');
    const dana = await signedIn(env, 'dietitian');
    const noah = await signedIn(env, 'naturopath');
    await dana.caller.foods.create(foodInput({ name: 'Seed loaf' }));
    await noah.caller.foods.create(foodInput({ name: 'Kelp crisps' }));
    const hidden = await createFood(env.database.db, { name: 'Old muesli bar', status: 'hidden' });

    expect(await admin.caller.foods.pendingCount()).toBe(2);
    const pending = await admin.caller.foods.list({ status: 'pending' });
    expect(pending.items.map((f) => f.name)).toEqual(['Kelp crisps', 'Seed loaf']);
    expect(pending.items[0]).toMatchObject({
      src: 'Custom',
      createdByName: noah.user.firstName + ' ' + noah.user.lastName,
    });
    const hiddenTab = await admin.caller.foods.list({ status: 'hidden' });
    expect(hiddenTab.items.map((f) => f.id)).toEqual([hidden.id]);
    expect((await admin.caller.foods.get({ id: hidden.id })).status).toBe('hidden');
  });

  it("shows a professional their own hidden food, and no one else's", async () => {
    const dana = await signedIn(env, 'dietitian');
    const nina = await signedIn(env, 'nutritionist');
    const own = await createFood(env.database.db, {
      name: 'Dana’s bar',
      status: 'hidden',
      src: 'Custom',
      createdBy: dana.user.id,
    });
    await createFood(env.database.db, { name: 'Imported, hidden', status: 'hidden' });
    expect((await dana.caller.foods.list({ status: 'hidden' })).items.map((f) => f.id)).toEqual([own.id]);
    expect((await nina.caller.foods.list({ status: 'hidden' })).items).toEqual([]);
    await expect(nina.caller.foods.get({ id: own.id })).rejects.toMatchObject(NOT_FOUND);
  });

  it('lets a professional change and delete their own food while it is pending, and nothing else', async () => {
    const dana = await signedIn(env, 'dietitian');
    const { id } = await dana.caller.foods.create(foodInput({ name: 'Oat slice' }));
    const updated = await dana.caller.foods.update({ id, ...foodInput({ name: 'Oat and date slice' }) });
    expect(messages[updated.messageKey]).toBe('Food saved');
    expect(await foodRow(id)).toMatchObject({ name: 'Oat and date slice', status: 'pending' });

    // Approving is the admin's, even for their own food.
    await expect(dana.caller.foods.approve({ id })).rejects.toMatchObject(REFUSED);
    await expect(dana.caller.foods.hide({ id })).rejects.toMatchObject(REFUSED);
    expect((await foodRow(id))?.status).toBe('pending');

    // Published foods, the admin's imports and their own once approved, are the admin's to change.
    const published = await createFood(env.database.db, { name: 'Apple, raw' });
    await expect(
      dana.caller.foods.update({ id: published.id, ...foodInput({ name: 'Apple' }) }),
    ).rejects.toMatchObject(REFUSED);
    await expect(dana.caller.foods.delete({ id: published.id })).rejects.toMatchObject(REFUSED);
    expect((await foodRow(published.id))?.name).toBe('Apple, raw');
    await env.database.db.update(foods).set({ status: 'published' }).where(eq(foods.id, id));
    await expect(dana.caller.foods.update({ id, ...foodInput() })).rejects.toMatchObject(REFUSED);
    await expect(dana.caller.foods.delete({ id })).rejects.toMatchObject(REFUSED);

    const second = await dana.caller.foods.create(foodInput({ name: 'Second try' }));
    const deleted = await dana.caller.foods.delete({ id: second.id });
    expect(messages[deleted.messageKey]).toBe('Food deleted');
    expect(await foodRow(second.id)).toBeUndefined();
  });

  it.each(['member', 'personal_trainer'] as const)(
    'refuses the Foods screen to a %s, yet lets them search published foods with portions for a recipe',
    async (role) => {
      const { caller } = await signedIn(env, role);
      const dana = await signedIn(env, 'dietitian');
      const banana = await createFood(env.database.db, { name: 'Banana, raw' }, [
        { name: 'medium', unit: 'banana', weight: 118 },
      ]);
      const pending = await dana.caller.foods.create(foodInput({ name: 'Banana bread, Dana’s' }));
      await createFood(env.database.db, { name: 'Banana chips, hidden', status: 'hidden' });

      const refused = [
        caller.foods.list({}),
        caller.foods.pendingCount(),
        caller.foods.create(foodInput()),
        caller.foods.update({ id: banana.id, ...foodInput() }),
        caller.foods.approve({ id: pending.id }),
        caller.foods.hide({ id: banana.id }),
        caller.foods.delete({ id: banana.id }),
        caller.foods.bulkUpdate({ ids: [banana.id], changes: { status: 'hidden' } }),
        caller.foods.bulkDelete({ ids: [banana.id] }),
      ];
      for (const call of refused) await expect(call).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await foodRow(banana.id)).toMatchObject({ name: 'Banana, raw', status: 'published' });
      expect(await env.database.db.$count(foods)).toBe(3);
      expect(await env.database.db.$count(mailOutbox)).toBe(1);

      const found = await caller.foods.search({ query: 'banana' });
      expect(found.map((f) => f.name)).toEqual(['Banana, raw']);
      expect(found[0]!.portions).toEqual([
        { id: banana.portions[0]!.id, name: 'medium', unit: 'banana', weight: 118 },
      ]);
      expect((await caller.foods.get({ id: banana.id })).portions).toHaveLength(1);
      await expect(caller.foods.get({ id: pending.id })).rejects.toMatchObject(NOT_FOUND);
    },
  );

  it('answers "Food not found." for a food that does not exist', async () => {
    const admin = await signedIn(env, 'admin');
    const id = crypto.randomUUID();
    await expect(admin.caller.foods.get({ id })).rejects.toMatchObject(NOT_FOUND);
    await expect(admin.caller.foods.update({ id, ...foodInput() })).rejects.toMatchObject(NOT_FOUND);
    await expect(admin.caller.foods.approve({ id })).rejects.toMatchObject(NOT_FOUND);
    await expect(admin.caller.foods.hide({ id })).rejects.toMatchObject(NOT_FOUND);
    await expect(admin.caller.foods.delete({ id })).rejects.toMatchObject(NOT_FOUND);
  });
});
