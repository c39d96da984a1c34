import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createFolder, createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { signedIn, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { recipes } from '../../db/schema/index.ts';

const env = useTestEnvironment();
const db = () => env.database.db;

/**
 * A small kitchen of real-sounding foods with their "contains" tags, and a client who is allergic to peanuts
 * and seafood and avoids mushrooms and coriander.
 */
async function kitchen() {
  const signed = await signedIn(env, 'dietitian', { downloadCredits: -1 });
  const food = (name: string, tags: string[] = []) => createFood(db(), { name, tags });
  const oats = await food('Oats, rolled');
  const milk = await food('Milk, cow, whole', ['Dairy']);
  const peanutButter = await food('Peanut butter, smooth style', ['Peanuts']);
  const banana = await food('Bananas, raw');
  const prawns = await food('Crustaceans, shrimp, raw', ['Seafood']);
  const rice = await food('Rice, white, long-grain, cooked');
  const mushrooms = await food('Mushrooms, white, raw');
  const coriander = await food('Coriander (cilantro) leaves, raw');
  const chicken = await food('Chicken, breast, meat only, raw');
  const spinach = await food('Spinach, raw');
  const folder = await createFolder(db(), signed.user, {
    client: 'Sam Lee',
    allergies: ['Peanuts', 'Seafood'],
    intolerances: ['Lactose'],
    avoidWords: ['mushrooms', 'Coriander'],
  });
  const recipe = (name: string, ingredients: { id: string }[], overrides = {}) =>
    createRecipe(
      db(),
      { name, mealTimes: ['breakfast', 'lunch', 'dinner'], ...overrides },
      ingredients.map((f) => ({ food: f as never, quantity: 100 })),
    );
  return {
    ...signed,
    folder,
    oats,
    milk,
    peanutButter,
    banana,
    prawns,
    rice,
    mushrooms,
    coriander,
    chicken,
    spinach,
    recipe,
  };
}

describe('a plan read carries the client record and each meal’s conflicts', () => {
  it('flags meals placed by hand against allergies and avoided words, and a recipe edited to conflict', async () => {
    const k = await kitchen();
    const peanutPorridge = await k.recipe('Peanut butter porridge', [k.oats, k.milk, k.peanutButter], {
      nutritionTags: ['Dairy', 'Peanuts'],
      derivedTags: ['Dairy', 'Peanuts'],
    });
    const prawnRice = await k.recipe('Garlic prawn rice', [k.prawns, k.rice, k.coriander]);
    const mushroomRisotto = await k.recipe('Mushroom risotto', [k.rice, k.spinach]);
    const chickenRice = await k.recipe('Chicken and rice', [k.chicken, k.rice]);
    const plan = await createMealPlan(db(), k.user, { folderId: k.folder.id }, [
      { recipe: peanutPorridge, day: 1, mealType: 'breakfast' },
      { recipe: prawnRice, day: 1, mealType: 'lunch' },
      { recipe: mushroomRisotto, day: 1, mealType: 'dinner' },
      { recipe: chickenRice, day: 2, mealType: 'dinner' },
      { recipe: null, day: 2, mealType: 'lunch' },
    ]);

    const read = await k.caller.mealPlans.get({ id: plan.id });
    expect(read.clientSafety).toEqual({
      allergies: ['Peanuts', 'Seafood'],
      intolerances: ['Lactose'],
      avoidWords: ['mushrooms', 'Coriander'],
    });
    const conflictsOf = (recipeId: string | null) =>
      read.meals.find((meal) => (meal.recipe?.id ?? null) === recipeId)!.conflicts;
    expect(conflictsOf(peanutPorridge.id)).toEqual([
      { kind: 'allergen', tag: 'Peanuts', foods: ['Peanut butter, smooth style'] },
    ]);
    // A food's own tag counts even when the recipe's tags do not show it.
    expect(conflictsOf(prawnRice.id)).toEqual([
      { kind: 'allergen', tag: 'Seafood', foods: ['Crustaceans, shrimp, raw'] },
      { kind: 'avoid', word: 'Coriander', foods: ['Coriander (cilantro) leaves, raw'] },
    ]);
    // The recipe's name holds the word, in the singular.
    expect(conflictsOf(mushroomRisotto.id)).toEqual([{ kind: 'avoid', word: 'mushrooms', foods: [] }]);
    expect(conflictsOf(chickenRice.id)).toEqual([]);
    expect(conflictsOf(null)).toEqual([]);

    // The chicken recipe edited to take mushrooms: the next read shows it, nothing was stored.
    await db()
      .update(recipes)
      .set({ name: 'Chicken, rice and mushrooms' })
      .where(eq(recipes.id, chickenRice.id));
    const again = await k.caller.mealPlans.get({ id: plan.id });
    expect(again.meals.find((meal) => meal.recipe?.id === chickenRice.id)!.conflicts).toEqual([
      { kind: 'avoid', word: 'mushrooms', foods: [] },
    ]);
  });

  it('judges a customised meal by its own ingredients: a swapped-in allergen flags it, a swapped-out one clears it', async () => {
    const k = await kitchen();
    const porridge = await k.recipe('Banana porridge', [k.oats, k.milk, k.banana], {
      nutritionTags: ['Dairy'],
      derivedTags: ['Dairy'],
    });
    const satay = await k.recipe('Chicken satay', [k.chicken, k.peanutButter, k.rice], {
      nutritionTags: ['Peanuts'],
      derivedTags: ['Peanuts'],
    });
    const plan = await createMealPlan(db(), k.user, { folderId: k.folder.id }, [
      { recipe: porridge, day: 1, mealType: 'breakfast' },
      { recipe: satay, day: 1, mealType: 'dinner' },
    ]);
    const [breakfast, dinner] = plan.meals;
    const before = await k.caller.mealPlans.get({ id: plan.id });
    expect(before.meals.map((meal) => meal.conflicts.length)).toEqual([0, 1]);

    // The banana swapped for peanut butter, in this client's porridge only.
    await k.caller.mealPlans.customiseMeal({
      planId: plan.id,
      mealId: breakfast!.id,
      numberOfServes: 1,
      note: '',
      ingredients: [
        { foodId: k.oats.id, quantity: 80 },
        { foodId: k.milk.id, quantity: 200 },
        { foodId: k.peanutButter.id, quantity: 20 },
      ],
    });
    // The satay made without its peanut butter, and with mushrooms.
    await k.caller.mealPlans.customiseMeal({
      planId: plan.id,
      mealId: dinner!.id,
      numberOfServes: 1,
      note: '',
      ingredients: [
        { foodId: k.chicken.id, quantity: 150 },
        { foodId: k.rice.id, quantity: 150 },
        { foodId: k.mushrooms.id, quantity: 50 },
      ],
    });
    const after = await k.caller.mealPlans.get({ id: plan.id });
    const byId = new Map(after.meals.map((meal) => [meal.id, meal.conflicts]));
    expect(byId.get(breakfast!.id)).toEqual([
      { kind: 'allergen', tag: 'Peanuts', foods: ['Peanut butter, smooth style'] },
    ]);
    expect(byId.get(dinner!.id)).toEqual([
      { kind: 'avoid', word: 'mushrooms', foods: ['Mushrooms, white, raw'] },
    ]);
    // The catalogue recipes are as they were: another plan with them reads the catalogue's conflicts.
    const other = await createMealPlan(db(), k.user, { folderId: k.folder.id }, [
      { recipe: porridge, day: 1, mealType: 'breakfast' },
    ]);
    expect((await k.caller.mealPlans.get({ id: other.id })).meals[0]!.conflicts).toEqual([]);
  });

  it('treats the plan’s own "Free from" contains tags as allergies, with an empty record', async () => {
    const k = await kitchen();
    const folder = await createFolder(db(), k.user);
    const porridge = await k.recipe('Porridge', [k.oats, k.milk]);
    const plan = await createMealPlan(
      db(),
      k.user,
      { folderId: folder.id, avoidTags: ['Dairy', 'Histamines'] },
      [{ recipe: porridge, day: 1, mealType: 'breakfast' }],
    );
    const read = await k.caller.mealPlans.get({ id: plan.id });
    expect(read.clientSafety).toEqual({ allergies: [], intolerances: [], avoidWords: [] });
    expect(read.meals[0]!.conflicts).toEqual([
      { kind: 'allergen', tag: 'Dairy', foods: ['Milk, cow, whole'] },
    ]);
  });
});
