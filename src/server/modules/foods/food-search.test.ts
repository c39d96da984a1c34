import { describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { FOODS_PAGE_SIZE, PENDING_FOODS_PAGE_SIZE } from '../../../shared/schemas/foods.ts';
import { foodCategories, foods } from '../../db/schema/index.ts';
import { signedIn, useFoodsTestEnvironment } from './test-support.ts';

const env = useFoodsTestEnvironment();

const PANTRY: { name: string; alternateWords?: string }[] = [
  { name: 'Chicken, breast, meat only, raw' },
  { name: 'Chicken, thigh, skin on, roasted' },
  { name: 'Soup, chicken noodle, canned' },
  { name: 'Chicken fried rice, takeaway' },
  { name: 'Broccoli, raw' },
  { name: 'Broccoli, boiled, drained' },
  { name: 'Soup, broccoli and cheese' },
  { name: 'Capsicum, red, raw', alternateWords: 'bell pepper, red pepper' },
  { name: 'Yogurt, Greek style, plain' },
  { name: 'Rice, white, boiled' },
  { name: 'Beef, mince, lean, raw' },
  { name: 'Beetroot, canned, drained' },
];

async function stockPantry() {
  await env.database.db.insert(foods).values(
    PANTRY.map((food, index) => ({
      ...food,
      status: 'published' as const,
      src: 'Test',
      sourceKey: `P${index}`,
    })),
  );
}

async function namesFor(query: string) {
  const { caller } = await signedIn(env, 'admin');
  return (await caller.foods.list({ query })).items.map((food) => food.name);
}

describe('food search', () => {
  it('finds a food with one letter wrong: "chiken breast", "brocoli", "yoghurt", "bannana"', async () => {
    await stockPantry();
    await createFood(env.database.db, { name: 'Banana, raw' });
    expect((await namesFor('chiken breast'))[0]).toBe('Chicken, breast, meat only, raw');
    expect(await namesFor('brocoli')).toEqual(
      expect.arrayContaining(['Broccoli, raw', 'Broccoli, boiled, drained']),
    );
    expect(await namesFor('yoghurt')).toEqual(['Yogurt, Greek style, plain']);
    expect(await namesFor('bannana')).toEqual(['Banana, raw']);
  });

  it('finds a swapped or replaced letter too, looking more loosely when nothing matches: "bisucit", "tomdto"', async () => {
    await stockPantry();
    await createFood(env.database.db, { name: 'Biscuit, plain, sweet' });
    await createFood(env.database.db, { name: 'Tomato, raw' });
    expect(await namesFor('bisucit')).toContain('Biscuit, plain, sweet');
    expect(await namesFor('tomdto')).toContain('Tomato, raw');
  });

  it('puts the best match first: every word as typed, then the plain food before what is made from it', async () => {
    await stockPantry();
    expect(await namesFor('broccoli')).toEqual([
      'Broccoli, raw',
      'Broccoli, boiled, drained',
      'Soup, broccoli and cheese',
    ]);
    expect(await namesFor('broccoli raw')).toEqual(['Broccoli, raw']);
    for (const query of ['chicken', 'chiken']) {
      const names = await namesFor(query);
      expect(names[0]).toBe('Chicken, breast, meat only, raw');
      expect(names.at(-1)).toBe('Soup, chicken noodle, canned');
    }
  });

  it('matches a word by its beginning, alternate words, plural forms, and skips words such as "and"', async () => {
    await stockPantry();
    expect(await namesFor('chick')).toHaveLength(4);
    expect(await namesFor('bell pepper')).toEqual(['Capsicum, red, raw']);
    expect(await namesFor('capsicums')).toEqual(['Capsicum, red, raw']);
    expect(await namesFor('chicken and rice')).toEqual(['Chicken fried rice, takeaway']);
    expect(await namesFor('beetroot')).toEqual(['Beetroot, canned, drained']);
    expect(await namesFor("it's (100%) & | ! 'sauce':*")).toEqual([]);
    expect(await namesFor('the')).toEqual([]);
  });

  it('filters by category, with or without a query', async () => {
    const [soups] = await env.database.db.insert(foodCategories).values({ name: 'Soups' }).returning();
    await stockPantry();
    const soup = await createFood(env.database.db, { name: 'Soup, pumpkin', categoryId: soups!.id });
    await createFood(env.database.db, { name: 'Soup, minestrone', categoryId: soups!.id });
    const { caller } = await signedIn(env, 'admin');
    const all = await caller.foods.list({ categoryId: soups!.id });
    expect(all.items.map((food) => food.name)).toEqual(['Soup, minestrone', 'Soup, pumpkin']);
    expect(all.items[1]).toMatchObject({ id: soup.id, categoryName: 'Soups' });
    const pumpkin = await caller.foods.list({ categoryId: soups!.id, query: 'pumpkn' });
    expect(pumpkin.items.map((food) => food.name)).toEqual(['Soup, pumpkin']);
  });

  it('pages published foods 100 at a time by name, and pending foods 20 at a time', async () => {
    await env.database.db.insert(foods).values(
      Array.from({ length: FOODS_PAGE_SIZE + 5 }, (_, i) => ({
        name: `Food ${String(i).padStart(3, '0')}`,
        status: 'published' as const,
        src: 'Test',
        sourceKey: `F${i}`,
      })),
    );
    await env.database.db.insert(foods).values(
      Array.from({ length: PENDING_FOODS_PAGE_SIZE + 1 }, (_, i) => ({
        name: `Pending ${String(i).padStart(2, '0')}`,
        status: 'pending' as const,
      })),
    );
    const { caller } = await signedIn(env, 'admin');
    const first = await caller.foods.list({});
    expect(first).toMatchObject({ page: 1, pageSize: 100, total: 105 });
    expect(first.items[0]!.name).toBe('Food 000');
    expect(first.items).toHaveLength(100);
    const second = await caller.foods.list({ page: 2 });
    expect(second.items.map((food) => food.name)).toEqual([
      'Food 100',
      'Food 101',
      'Food 102',
      'Food 103',
      'Food 104',
    ]);
    expect(await caller.foods.list({ page: 3 })).toMatchObject({ items: [], total: 105 });

    const pending = await caller.foods.list({ status: 'pending' });
    expect(pending).toMatchObject({ pageSize: 20, total: 21 });
    expect(pending.items).toHaveLength(20);
    expect((await caller.foods.list({ status: 'pending', page: 2 })).items.map((f) => f.name)).toEqual([
      'Pending 20',
    ]);
  });

  it('gives the recipe builder a few best matches with their portions, never a hidden food', async () => {
    const { caller } = await signedIn(env, 'member');
    const oats = await createFood(env.database.db, { name: 'Oats, rolled' }, [
      { name: 'cup', unit: 'cup', weight: 90 },
      { name: 'tablespoon', unit: 'tbsp', weight: 6 },
    ]);
    await createFood(env.database.db, { name: 'Oat milk' });
    await createFood(env.database.db, { name: 'Oat bran, hidden', status: 'hidden' });
    const found = await caller.foods.search({ query: 'oats', limit: 1 });
    expect(found.map((food) => food.id)).toEqual([oats.id]);
    expect(found[0]!.portions.map((portion) => portion.name)).toEqual(['cup', 'tablespoon']);
    expect((await caller.foods.search({ query: 'oat' })).map((food) => food.name)).toEqual([
      'Oats, rolled',
      'Oat milk',
    ]);
  });
});
