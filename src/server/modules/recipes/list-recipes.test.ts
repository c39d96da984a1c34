import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { settings } from '../../db/schema/index.ts';
import { signedIn, useRecipesTestEnvironment } from './test-support.ts';

const env = useRecipesTestEnvironment();

/** Sets a recipe's updatedAt to an exact Postgres time (microseconds, which a JavaScript Date cannot hold). */
async function setUpdatedAt(id: string, time: string) {
  await env.database.db.execute(sql`update recipes set updated_at = ${time}::timestamptz where id = ${id}`);
}

describe('recipes.list: the catalogue', () => {
  it('pages by the Settings’ limit, newest change first, without repeating or skipping a recipe', async () => {
    const { db } = env.database;
    await db.insert(settings).values({ id: 1, recipePageLimit: 3 });
    const member = await signedIn(env, 'member');
    const made = [];
    for (let i = 0; i < 11; i += 1) {
      const recipe = await createRecipe(db, { name: `Recipe ${i}` });
      // Pairs share a time to the microsecond (the id orders them); others differ only in the microseconds.
      const micro = String(Math.floor(i / 2)).padStart(6, '0');
      await setUpdatedAt(recipe.id, `2026-03-01T08:00:00.${micro}Z`);
      made.push(recipe);
    }
    await createRecipe(db, { name: 'Private', isPrivate: true });
    await createRecipe(db, { name: 'Pending', status: 'pending' });

    const seen: string[] = [];
    let cursor = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof member.caller.recipes.list>> = await member.caller.recipes.list({
        cursor,
      });
      pages += 1;
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor && pages < 10);

    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(seen.length);
    const expected = [...made]
      .map((recipe, i) => ({ id: recipe.id, micro: Math.floor(i / 2) }))
      .sort((a, b) => b.micro - a.micro || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    expect(seen).toEqual(expected);
  });

  it('shows every recipe on one page when the limit is 0, and takes a limit from the screen', async () => {
    const { db } = env.database;
    await db.insert(settings).values({ id: 1, recipePageLimit: 0 });
    const member = await signedIn(env, 'member');
    for (let i = 0; i < 5; i += 1) await createRecipe(db);
    const all = await member.caller.recipes.list({});
    expect(all.items).toHaveLength(5);
    expect(all.nextCursor).toBeNull();
    const two = await member.caller.recipes.list({ limit: 2 });
    expect(two.items).toHaveLength(2);
    expect(two.nextCursor).not.toBeNull();
  });

  it('tells each viewer of the same page which recipes they saved, and shows an admin the same catalogue', async () => {
    const { db } = env.database;
    const member = await signedIn(env, 'member');
    const dietitian = await signedIn(env, 'dietitian');
    const admin = await signedIn(env, 'admin');
    const soup = await createRecipe(db, { name: 'Soup' });
    const salad = await createRecipe(db, { name: 'Salad' });
    await createRecipe(db, { name: 'Private', isPrivate: true });
    await createRecipe(db, { name: 'Pending', status: 'pending' });
    await member.caller.recipes.save({ recipeId: soup.id });
    await dietitian.caller.recipes.save({ recipeId: salad.id });

    const savedIn = async (viewer: typeof member) =>
      Object.fromEntries((await viewer.caller.recipes.list({})).items.map((r) => [r.name, r.isSaved]));
    expect(await savedIn(member)).toEqual({ Soup: true, Salad: false });
    expect(await savedIn(dietitian)).toEqual({ Soup: false, Salad: true });
    expect(await savedIn(admin)).toEqual({ Soup: false, Salad: false });
    // The next page after a cursor is read for its viewer too.
    const first = await member.caller.recipes.list({ limit: 1 });
    const next = await member.caller.recipes.list({ limit: 1, cursor: first.nextCursor });
    expect([...first.items, ...next.items].map((r) => [r.name, r.isSaved]).sort()).toEqual([
      ['Salad', false],
      ['Soup', true],
    ]);
  });

  it('filters by meal time (a snack slot finds snacks), meal tags and nutrition tags, all present or none', async () => {
    const { db } = env.database;
    const member = await signedIn(env, 'member');
    const make = (
      name: string,
      values: { mealTimes?: string[]; tags?: string[]; nutritionTags?: string[] },
    ) => createRecipe(db, { name, ...values });
    await make('Bliss balls', {
      mealTimes: ['snack'],
      tags: ['Vegan', 'Vegetarian'],
      nutritionTags: ['Nuts'],
    });
    await make('Hummus', { mealTimes: ['snack', 'lunch'], tags: ['Vegan'], nutritionTags: [] });
    await make('Omelette', {
      mealTimes: ['breakfast'],
      tags: ['Vegetarian'],
      nutritionTags: ['Egg', 'Dairy'],
    });
    await make('Fish tacos', {
      mealTimes: ['dinner'],
      tags: ['Pescatarian'],
      nutritionTags: ['Seafood', 'Gluten'],
    });

    const names = async (input: Parameters<typeof member.caller.recipes.list>[0]) =>
      (await member.caller.recipes.list(input)).items.map((r) => r.name).sort();
    expect(await names({ mealTime: 'snack2' })).toEqual(['Bliss balls', 'Hummus']);
    expect(await names({ mealTime: 'snack' })).toEqual(['Bliss balls', 'Hummus']);
    expect(await names({ mealTime: 'lunch' })).toEqual(['Hummus']);
    expect(await names({ tags: ['Vegan', 'Vegetarian'] })).toEqual(['Bliss balls']);
    expect(await names({ nutritionTags: ['Egg', 'Dairy'] })).toEqual(['Omelette']);
    expect(await names({ excludeNutritionTags: ['Nuts', 'Gluten'] })).toEqual(['Hummus', 'Omelette']);
    expect(await names({ mealTime: 'snack4', excludeNutritionTags: ['Nuts'] })).toEqual(['Hummus']);
  });

  it('filters by energy per serve, bounds included', async () => {
    const { db } = env.database;
    const member = await signedIn(env, 'member');
    for (const [name, energyKjPerServe] of [
      ['Light', 400],
      ['Middle', 1000],
      ['Heavy', 2500],
    ] as const) {
      await createRecipe(db, { name, energyKjPerServe });
    }
    const names = async (input: Parameters<typeof member.caller.recipes.list>[0]) =>
      (await member.caller.recipes.list(input)).items.map((r) => r.name).sort();
    expect(await names({ energyMinKj: 400, energyMaxKj: 1000 })).toEqual(['Light', 'Middle']);
    expect(await names({ energyMinKj: 1000.5 })).toEqual(['Heavy']);
    expect(await names({ energyMaxKj: 399 })).toEqual([]);
  });
});

describe('recipes.search', () => {
  it('finds a recipe by a misspelt name, by an ingredient, by a word of its description, best match first', async () => {
    const { db } = env.database;
    const member = await signedIn(env, 'member');
    const chickpeas = await createFood(db, { name: 'Chickpeas, canned' });
    await createRecipe(db, { name: 'Vegetable lasagne', description: 'Layers of pasta and ricotta.' });
    await createRecipe(db, { name: 'Roast pumpkin salad' }, [{ food: chickpeas, quantity: 200 }]);
    await createRecipe(db, { name: 'Chickpea curry' }, [{ food: chickpeas, quantity: 400 }]);
    await createRecipe(db, { name: 'Lasagne for later', isPrivate: true, userId: member.user.id });

    const names = async (query: string) =>
      (await member.caller.recipes.search({ query })).items.map((r) => r.name);
    expect(await names('lasgne')).toEqual(['Vegetable lasagne']);
    expect(await names('vegetable lasagna')).toEqual(['Vegetable lasagne']);
    expect(await names('ricotta')).toEqual(['Vegetable lasagne']);
    expect(await names('chickpea')).toEqual(['Chickpea curry', 'Roast pumpkin salad']);
    expect(await names('the and')).toEqual([]);
    // Misspelt words are corrected to the words recipes have: swapped, dropped and changed letters.
    expect(await names('chikpea cury')).toEqual(['Chickpea curry']);
    expect(await names('pumpkin salda')).toEqual(['Roast pumpkin salad']);
    expect(await names('ricota lasagen')).toEqual(['Vegetable lasagne']);
    expect(await names('xylophone')).toEqual([]);
    expect(await names('lasgne xylophone')).toEqual([]);

    const mine = await member.caller.recipes.search({ query: 'lasagne', scope: 'mine' });
    expect(mine.items.map((r) => r.name)).toEqual(['Lasagne for later']);
  });

  it('pages through many results', async () => {
    const { db } = env.database;
    const member = await signedIn(env, 'member');
    for (let i = 0; i < 30; i += 1) await createRecipe(db, { name: `Banana bread ${i}` });
    const first = await member.caller.recipes.search({ query: 'banana' });
    expect(first.items).toHaveLength(24);
    expect(first.nextCursor).toBe(2);
    const second = await member.caller.recipes.search({ query: 'banana', cursor: first.nextCursor });
    expect(second.items).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((r) => r.id)).size).toBe(30);
  });
});
