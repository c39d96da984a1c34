import { asc, eq } from 'drizzle-orm';
import type { ZodError } from 'zod';
import { describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { recipeNutrition } from '../../../shared/nutrition/recipe-nutrition.ts';
import { messages } from '../../../shared/messages.ts';
import { foods, recipeCategories, recipeIngredients, recipes, tags, uploads } from '../../db/schema/index.ts';
import {
  pantryFood,
  recipeInput,
  recipePhotoUpload,
  recipeRow,
  signedIn,
  useRecipesTestEnvironment,
} from './test-support.ts';

const env = useRecipesTestEnvironment();

async function fieldErrorsOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ code: 'BAD_REQUEST' });
  return (error as { cause: ZodError }).cause.issues.map((issue) => ({
    path: issue.path,
    message: issue.message,
  }));
}

describe('recipes.create', () => {
  it("keeps a dietitian's recipe pending, with the nutrition the shared engine gives its ingredients", async () => {
    const dana = await signedIn(env, 'dietitian');
    const oats = await pantryFood(env, 'Rolled oats', { energyKj: 1590, protein: 12.5, sodium: 5 });
    const milk = await pantryFood(env, 'Milk, full cream', { energyKj: 270, protein: 3.4, fibre: null });
    const cup = milk.portions[0]!;

    const honey = await pantryFood(env, 'Honey', { protein: 0.3 });

    const result = await dana.caller.recipes.create(
      recipeInput([
        { foodId: oats.id, quantity: 80 },
        { foodId: milk.id, portionId: cup.id, quantity: 1.5 },
        { foodId: honey.id, measure: 'Kg', quantity: 0.02 },
      ]),
    );
    expect(messages[result.messageKey]).toBe('Recipe successfully added.');

    const row = (await recipeRow(env, result.id))!;
    expect(row).toMatchObject({
      status: 'pending',
      isPrivate: false,
      userId: dana.user.id,
      numberOfServes: 2,
    });
    const stored = await env.database.db
      .select()
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, result.id))
      .orderBy(asc(recipeIngredients.position));
    expect(stored.map(({ measure, quantity, grams }) => ({ measure, quantity, grams }))).toEqual([
      { measure: 'gram', quantity: 80, grams: 80 },
      { measure: 'Cup', quantity: 1.5, grams: 375 },
      { measure: 'Kg', quantity: 0.02, grams: 20 },
    ]);

    const expected = recipeNutrition({
      numberOfServes: 2,
      ingredients: [
        { per100g: oats, grams: 80 },
        { per100g: milk, grams: 375 },
        { per100g: honey, grams: 20 },
      ],
    });
    expect(row.energyKjPerServe).toBe(expected.perServe.energyKj);
    expect(row.servingValues).toEqual(expected.perServe);
    expect(row.servingValuesPerHundredGram).toEqual(expected.per100g);
    expect(row.totalGrams).toBe(475);
    expect(row.searchText).toContain('Rolled oats');
    expect(row.searchText).toContain('Milk, full cream');
    expect(row.searchText).toContain('Vegetarian');

    const page = await dana.caller.recipes.get({ id: result.id });
    expect(page.ingredients).toMatchObject([
      { foodName: 'Rolled oats', portionId: null, measure: 'gram', quantity: 80, grams: 80 },
      {
        foodName: 'Milk, full cream',
        portionId: cup.id,
        portionName: 'Cup',
        portionUnit: 'cup',
        portionWeight: 250,
        grams: 375,
      },
      { foodName: 'Honey', measure: 'Kg', grams: 20 },
    ]);
    expect(page).toMatchObject({
      status: 'pending',
      ownerName: `${dana.user.firstName} ${dana.user.lastName}`,
    });
  });

  it("publishes the admin's recipe, and a my recipe of any role, at once", async () => {
    const admin = await signedIn(env, 'admin');
    const member = await signedIn(env, 'member');
    const food = await pantryFood(env, 'Banana');
    const byAdmin = await admin.caller.recipes.create(recipeInput([{ foodId: food.id, quantity: 120 }]));
    const mine = await member.caller.recipes.create({
      ...recipeInput([{ foodId: food.id, quantity: 120 }]),
      isPrivate: true,
    });
    expect(await recipeRow(env, byAdmin.id)).toMatchObject({ status: 'published', isPrivate: false });
    expect(await recipeRow(env, mine.id)).toMatchObject({
      status: 'published',
      isPrivate: true,
      userId: member.user.id,
    });
  });

  it('asks for at least one ingredient', async () => {
    const { caller } = await signedIn(env, 'nutritionist');
    await expect(caller.recipes.create(recipeInput([]))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please add at least one ingredient.',
    });
    expect(await env.database.db.$count(recipes)).toBe(0);
  });

  it('refuses the same food twice, naming the second', async () => {
    const { caller } = await signedIn(env, 'dietitian');
    const food = await pantryFood(env, 'Spinach');
    const other = await pantryFood(env, 'Feta');
    const issues = await fieldErrorsOf(
      caller.recipes.create(
        recipeInput([
          { foodId: food.id, quantity: 50 },
          { foodId: other.id, quantity: 20 },
          { foodId: food.id, quantity: 30 },
        ]),
      ),
    );
    expect(issues).toEqual([
      { path: ['ingredients', 2, 'foodId'], message: 'This food is already in the recipe.' },
    ]);
    expect(await env.database.db.$count(recipes)).toBe(0);
  });

  it('refuses a food the cook cannot see, and a portion of another food', async () => {
    const dana = await signedIn(env, 'dietitian');
    const nina = await signedIn(env, 'nutritionist');
    const ninasFood = await createFood(env.database.db, {
      name: 'Nina’s crackers',
      status: 'pending',
      src: 'Custom',
      createdBy: nina.user.id,
    });
    const hidden = await createFood(env.database.db, { status: 'hidden' });
    for (const food of [ninasFood, hidden]) {
      await expect(
        dana.caller.recipes.create(recipeInput([{ foodId: food.id, quantity: 10 }])),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', message: messages.foodNotFound });
    }

    const rice = await pantryFood(env, 'Rice');
    const milk = await pantryFood(env, 'Milk');
    await expect(
      dana.caller.recipes.create(
        recipeInput([{ foodId: rice.id, portionId: milk.portions[0]!.id, quantity: 1 }]),
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Choose one of the food’s own portions.' });

    // Her own pending food is hers to cook with.
    const own = await createFood(env.database.db, {
      status: 'pending',
      src: 'Custom',
      createdBy: dana.user.id,
    });
    await expect(
      dana.caller.recipes.create(recipeInput([{ foodId: own.id, quantity: 10 }])),
    ).resolves.toMatchObject({ messageKey: 'recipeAdded' });
    expect(await env.database.db.$count(recipes)).toBe(1);
  });

  it('files the recipe under a category that exists, and refuses one that does not', async () => {
    const { caller } = await signedIn(env, 'dietitian');
    const food = await pantryFood(env, 'Carrot');
    await expect(
      caller.recipes.create(
        recipeInput([{ foodId: food.id, quantity: 100 }], { categoryId: crypto.randomUUID() }),
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: messages.categoryNotFound });
    const [soups] = await env.database.db.insert(recipeCategories).values({ name: 'Soups' }).returning();
    const { id } = await caller.recipes.create(
      recipeInput([{ foodId: food.id, quantity: 100 }], { categoryId: soups!.id }),
    );
    expect((await caller.recipes.get({ id })).categoryId).toBe(soups!.id);
  });

  it('stores markup and template syntax exactly as typed', async () => {
    const { caller } = await signedIn(env, 'member');
    const food = await pantryFood(env, 'Tomato');
    const xss = '<img src=x onerror=alert(1)>';
    const { id } = await caller.recipes.create(
      recipeInput([{ foodId: food.id, quantity: 100 }], {
        name: `${xss} {{7*7}}`,
        description: '<script>alert("x")</script> & ${7*7} {{constructor.constructor("alert(1)")()}}',
        methods: [xss, '{{7*7}}'],
        video: 'https://video.example/watch?v=1&t=2',
      }),
    );
    const recipe = await caller.recipes.get({ id });
    expect(recipe.name).toBe(`${xss} {{7*7}}`);
    expect(recipe.description).toBe(
      '<script>alert("x")</script> & ${7*7} {{constructor.constructor("alert(1)")()}}',
    );
    expect(recipe.methods).toEqual([xss, '{{7*7}}']);
    expect(recipe.video).toBe('https://video.example/watch?v=1&t=2');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<b>x</b>',
    'ftp://files.example/a.mp4',
    'not a link',
  ])('refuses %s as the video, with a field error', async (video) => {
    const { caller } = await signedIn(env, 'dietitian');
    const food = await pantryFood(env, 'Kale');
    const issues = await fieldErrorsOf(
      caller.recipes.create(recipeInput([{ foodId: food.id, quantity: 100 }], { video })),
    );
    expect(issues).toEqual([
      { path: ['video'], message: 'Enter a video link that starts with http:// or https://.' },
    ]);
    expect(await env.database.db.$count(recipes)).toBe(0);
  });

  it("adds the nutrition tags the tags' rules give, and drops a chosen one they do not", async () => {
    await env.database.db.insert(tags).values([
      {
        kind: 'nutrition',
        name: 'High protein',
        roles: ['member'],
        rules: { hundred: { nutrient: 'protein', condition: 'gte', amount: 10 } },
      },
      {
        kind: 'nutrition',
        name: 'Low sodium',
        roles: ['member'],
        rules: { hundred: { nutrient: 'sodium', condition: 'lt', amount: 50 } },
      },
      { kind: 'nutrition', name: 'Gluten', roles: ['member'], switchToBool: true },
    ]);
    const { caller } = await signedIn(env, 'dietitian');
    const chicken = await pantryFood(env, 'Chicken breast', { protein: 23, sodium: 70 });
    const { id } = await caller.recipes.create(
      recipeInput([{ foodId: chicken.id, quantity: 200 }], { nutritionTags: ['Gluten', 'Low sodium'] }),
    );
    expect((await recipeRow(env, id))!.nutritionTags).toEqual(['Gluten', 'High protein']);
  });
});

describe('recipes.update', () => {
  it('sends a published recipe its owner edits back to pending, with the new contents', async () => {
    const dana = await signedIn(env, 'dietitian');
    const recipe = await createRecipe(env.database.db, { userId: dana.user.id, status: 'published' });
    const lentils = await pantryFood(env, 'Lentils');
    const result = await dana.caller.recipes.update({
      id: recipe.id,
      ...recipeInput([{ foodId: lentils.id, quantity: 300 }], { name: 'Lentil soup', numberOfServes: 3 }),
    });
    expect(messages[result.messageKey]).toBe('Recipe was successfully updated.');
    const row = (await recipeRow(env, recipe.id))!;
    expect(row).toMatchObject({ name: 'Lentil soup', status: 'pending', totalGrams: 300, numberOfServes: 3 });
    expect(row.updatedAt.getTime()).toBeGreaterThan(recipe.updatedAt.getTime());
    const page = await dana.caller.recipes.get({ id: recipe.id });
    expect(page.ingredients.map((i) => i.foodName)).toEqual(['Lentils']);
  });

  it('keeps the status when an admin edits, and a my recipe published whoever edits it', async () => {
    const admin = await signedIn(env, 'admin');
    const member = await signedIn(env, 'member');
    const food = await pantryFood(env, 'Apple');
    const published = await createRecipe(env.database.db, { userId: member.user.id });
    const pending = await createRecipe(env.database.db, { userId: member.user.id, status: 'pending' });
    const mine = await createRecipe(env.database.db, { userId: member.user.id, isPrivate: true });
    const input = recipeInput([{ foodId: food.id, quantity: 150 }]);
    await admin.caller.recipes.update({ id: published.id, ...input });
    await admin.caller.recipes.update({ id: pending.id, ...input });
    await member.caller.recipes.update({ id: mine.id, ...input });
    expect((await recipeRow(env, published.id))!.status).toBe('published');
    expect((await recipeRow(env, pending.id))!.status).toBe('pending');
    expect(await recipeRow(env, mine.id)).toMatchObject({ status: 'published', isPrivate: true });
  });

  it("refuses to change someone else's published recipe, and does not admit their private one exists", async () => {
    const owner = await signedIn(env, 'dietitian');
    const other = await signedIn(env, 'naturopath');
    const food = await pantryFood(env, 'Pear');
    const published = await createRecipe(env.database.db, { userId: owner.user.id, name: 'Poached pears' });
    const secret = await createRecipe(env.database.db, { userId: owner.user.id, isPrivate: true });
    const input = recipeInput([{ foodId: food.id, quantity: 150 }], { name: 'Mine now' });
    await expect(other.caller.recipes.update({ id: published.id, ...input })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(other.caller.recipes.update({ id: secret.id, ...input })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: `Recipe ${secret.id} does not exist`,
    });
    expect((await recipeRow(env, published.id))!.name).toBe('Poached pears');
  });

  it('keeps a food the recipe already has even after it was hidden', async () => {
    const dana = await signedIn(env, 'dietitian');
    const food = await pantryFood(env, 'Discontinued muesli');
    const recipe = await createRecipe(env.database.db, { userId: dana.user.id, isPrivate: true }, [
      { food, quantity: 60 },
    ]);
    await env.database.db.update(foods).set({ status: 'hidden' }).where(eq(foods.id, food.id));
    await expect(
      dana.caller.recipes.update({
        id: recipe.id,
        ...recipeInput([{ foodId: food.id, quantity: 90 }]),
      }),
    ).resolves.toMatchObject({ id: recipe.id });
    expect((await recipeRow(env, recipe.id))!.totalGrams).toBe(90);
  });
});

describe('recipe photos', () => {
  it("takes the cook's own upload, refuses another user's, and deletes a replaced photo once unused", async () => {
    const dana = await signedIn(env, 'dietitian');
    const nina = await signedIn(env, 'nutritionist');
    const food = await pantryFood(env, 'Beetroot');
    const first = await recipePhotoUpload(env, dana.user.id, 'first.png');
    const ninas = await recipePhotoUpload(env, nina.user.id, 'ninas.png');

    await expect(
      dana.caller.recipes.create(recipeInput([{ foodId: food.id, quantity: 100 }], { photoKey: ninas })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: messages.recipePhotoNotFound });

    const { id } = await dana.caller.recipes.create(
      recipeInput([{ foodId: food.id, quantity: 100 }], { photoKey: first }),
    );
    expect((await dana.caller.recipes.get({ id })).photo).toEqual({
      key: first,
      url: `/files/${first}`,
      thumbUrl: `/files/${first.replace('recipes/', 'recipes/thumb_').replace('.png', '.webp')}`,
      mediumUrl: `/files/${first.replace('recipes/', 'recipes/medium_').replace('.png', '.webp')}`,
      largeUrl: `/files/${first.replace('recipes/', 'recipes/large_').replace('.png', '.webp')}`,
    });

    // An admin edits without touching the photo: it is the recipe's, so it stays.
    const admin = await signedIn(env, 'admin');
    await admin.caller.recipes.update({
      id,
      ...recipeInput([{ foodId: food.id, quantity: 100 }], { photoKey: first }),
    });

    const second = await recipePhotoUpload(env, dana.user.id, 'second.png');
    await dana.caller.recipes.update({
      id,
      ...recipeInput([{ foodId: food.id, quantity: 100 }], { photoKey: second }),
    });
    expect((await recipeRow(env, id))!.photoKey).toBe(second);
    expect(await env.database.db.$count(uploads, eq(uploads.key, first))).toBe(0);
    expect(await env.services.storage.get(first)).toBeNull();
    expect(await env.services.storage.get(second)).not.toBeNull();
  });
});
