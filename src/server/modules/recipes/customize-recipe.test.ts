import { describe, expect, it } from 'vitest';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { messages } from '../../../shared/messages.ts';
import { pantryFood, recipeInput, recipeRow, signedIn, useRecipesTestEnvironment } from './test-support.ts';

const env = useRecipesTestEnvironment();

/** Dana's published porridge: 80 g oats, 1 cup of milk, honey; and what the editor shows of it. */
async function danasPorridge() {
  const dana = await signedIn(env, 'dietitian');
  const oats = await pantryFood(env, 'Rolled oats');
  const milk = await pantryFood(env, 'Milk');
  const honey = await pantryFood(env, 'Honey');
  const recipe = await createRecipe(
    env.database.db,
    {
      userId: dana.user.id,
      name: 'Porridge',
      description: 'Warm and simple.',
      mealTimes: ['breakfast'],
      methods: ['Simmer the oats in the milk.'],
      tags: ['Vegetarian'],
      numberOfServes: 2,
    },
    [
      { food: oats, quantity: 80 },
      { food: milk, quantity: 1, portion: milk.portions[0]! },
      { food: honey, quantity: 20 },
    ],
  );
  const asEdited = recipeInput(
    [
      { foodId: oats.id, quantity: 80 },
      { foodId: milk.id, portionId: milk.portions[0]!.id, quantity: 1 },
      { foodId: honey.id, quantity: 20 },
    ],
    {
      name: 'Porridge',
      description: 'Warm and simple.',
      mealTimes: ['breakfast'],
      methods: ['Simmer the oats in the milk.'],
      tags: ['Vegetarian'],
      numberOfServes: 2,
    },
  );
  return { dana, recipe, asEdited, oats, milk, honey };
}

describe('recipes.customize', () => {
  it('copies a recipe with the changes into a request of the customiser’s, saying what changed', async () => {
    const { dana, recipe, asEdited, oats, milk } = await danasPorridge();
    const nina = await signedIn(env, 'nutritionist');
    const berries = await pantryFood(env, 'Blueberries');

    const result = await nina.caller.recipes.customize({
      id: recipe.id,
      ...asEdited,
      name: 'Berry porridge',
      methods: [...asEdited.methods, 'Top with the berries.'],
      tags: ['Vegetarian', 'Anti-inflammatory'],
      ingredients: [
        { foodId: oats.id, quantity: 60 },
        { foodId: milk.id, portionId: milk.portions[0]!.id, quantity: 1 },
        { foodId: berries.id, quantity: 50 },
      ],
    });
    expect(messages[result.messageKey]).toBe('Successfully customized the recipe!');

    const copy = (await recipeRow(env, result.id))!;
    expect(copy).toMatchObject({
      name: 'Berry porridge',
      status: 'requested',
      isPrivate: false,
      userId: nina.user.id,
      isCustomized: true,
      customizedById: nina.user.id,
      customizedByName: `${nina.user.firstName} ${nina.user.lastName}`,
      customizedByRole: 'nutritionist',
      customizedByEmail: nina.user.email,
      oldId: recipe.id,
      totalGrams: 60 + 250 + 50,
    });
    expect(copy.newData).toEqual({
      ingredients: ['Rolled oats (60 g)', 'Blueberries (50 g)'],
      methods: ['Top with the berries.'],
      tags: ['Anti-inflammatory'],
      name: 'Berry porridge',
    });
    expect(copy.removedData).toEqual({
      ingredients: ['Rolled oats (80 g)', 'Honey (20 g)'],
      name: 'Porridge',
    });

    // The original is untouched, and the request is the customiser's and the admins' to see.
    expect(await recipeRow(env, recipe.id)).toMatchObject({
      name: 'Porridge',
      status: 'published',
      oldId: null,
    });
    await expect(dana.caller.recipes.get({ id: result.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await nina.caller.recipes.mine()).items.map((r) => r.id)).toEqual([result.id]);
    const admin = await signedIn(env, 'admin');
    expect((await admin.caller.recipes.byStatus({ status: 'requested' })).items.map((r) => r.id)).toEqual([
      result.id,
    ]);
  });

  it('says only the serves were customised when nothing else changed', async () => {
    const { recipe, asEdited } = await danasPorridge();
    const member = await signedIn(env, 'member');
    const result = await member.caller.recipes.customize({ id: recipe.id, ...asEdited, numberOfServes: 4 });
    expect(messages[result.messageKey]).toBe('Successfully customized the serves!');
    const copy = (await recipeRow(env, result.id))!;
    expect(copy).toMatchObject({ numberOfServes: 4, status: 'requested', newData: {}, removedData: {} });
    const original = (await recipeRow(env, recipe.id))!;
    expect(copy.energyKjPerServe).toBeCloseTo(original.energyKjPerServe / 2, 9);
  });

  it('keeps a copy of a pending recipe pending, and a copy of a my recipe private and published', async () => {
    const { dana, asEdited } = await danasPorridge();
    const pending = await createRecipe(env.database.db, { userId: dana.user.id, status: 'pending' });
    const mine = await createRecipe(env.database.db, { userId: dana.user.id, isPrivate: true });
    const fromPending = await dana.caller.recipes.customize({ id: pending.id, ...asEdited });
    const fromMine = await dana.caller.recipes.customize({ id: mine.id, ...asEdited });
    expect(await recipeRow(env, fromPending.id)).toMatchObject({ status: 'pending', isCustomized: true });
    expect(await recipeRow(env, fromMine.id)).toMatchObject({
      status: 'published',
      isPrivate: true,
      isCustomized: true,
    });
  });

  it('publishes an admin’s copy of a published recipe at once: there is no one else to ask', async () => {
    const { recipe, asEdited } = await danasPorridge();
    const admin = await signedIn(env, 'admin');
    const copy = await admin.caller.recipes.customize({
      id: recipe.id,
      ...asEdited,
      name: 'Porridge, less honey',
    });
    expect(await recipeRow(env, copy.id)).toMatchObject({
      status: 'published',
      isPrivate: false,
      isCustomized: true,
      oldId: recipe.id,
    });
    expect((await admin.caller.recipes.byStatus({ status: 'requested' })).items).toEqual([]);
    expect(await recipeRow(env, recipe.id)).toMatchObject({ name: 'Porridge', status: 'published' });
  });

  it("says another user's private recipe does not exist, and still asks for an ingredient", async () => {
    const { dana, recipe, asEdited } = await danasPorridge();
    const secret = await createRecipe(env.database.db, { userId: dana.user.id, isPrivate: true });
    const nina = await signedIn(env, 'nutritionist');
    await expect(nina.caller.recipes.customize({ id: secret.id, ...asEdited })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: `Recipe ${secret.id} does not exist`,
    });
    await expect(
      nina.caller.recipes.customize({ id: recipe.id, ...asEdited, ingredients: [] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: messages.addOneIngredient });
  });
});
