import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createFolder, createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { signedIn, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { messages } from '../../../shared/messages.ts';
import { mealConflicts } from '../../../shared/safety/client-safety.ts';
import { foods, recipeIngredients, recipes } from '../../db/schema/index.ts';

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

    // Moved by hand, the meal keeps its warning.
    const prawnMeal = read.meals.find((meal) => meal.recipe?.id === prawnRice.id)!;
    await k.caller.mealPlans.moveMeal({ planId: plan.id, mealId: prawnMeal.id, day: 3, mealType: 'dinner' });
    const moved = await k.caller.mealPlans.get({ id: plan.id });
    expect(moved.meals.find((meal) => meal.id === prawnMeal.id)).toMatchObject({
      day: 3,
      conflicts: [
        { kind: 'allergen', tag: 'Seafood' },
        { kind: 'avoid', word: 'Coriander' },
      ],
    });

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

describe('generation never places what the client must not be served', () => {
  it(
    'over 50 seeds, no placed meal conflicts (checked over the real foods) and the plans still fill; a locked one stays with its warning',
    { timeout: 180_000 },
    async () => {
      const k = await kitchen();
      const eggplant = await createFood(db(), { name: 'Eggplant, raw' });
      const tahini = await createFood(db(), { name: 'Seeds, sesame butter, tahini', tags: ['Sesame'] });
      const salmon = await createFood(db(), { name: 'Fish, salmon, Atlantic, raw', tags: ['Seafood'] });
      const corianderSeed = await createFood(db(), { name: 'Spices, coriander seed' });
      const safeFoods = [k.oats, k.banana, k.rice, k.chicken, k.spinach, eggplant, tahini, k.milk];
      // Ways a recipe can go against the record: an allergen its foods carry (with or without the recipe's
      // tag), an avoided word in a food's name (any plural) or only in the recipe's name.
      const unsafe: { name: string; foods: { id: string }[]; nutritionTags?: string[] }[] = [
        { name: 'Peanut butter toast', foods: [k.peanutButter, k.banana], nutritionTags: ['Peanuts'] },
        { name: 'Satay bowl', foods: [k.rice, k.chicken, k.peanutButter] },
        { name: 'Prawn fried rice', foods: [k.prawns, k.rice] },
        { name: 'Baked fish', foods: [salmon, k.spinach], nutritionTags: ['Seafood'] },
        { name: 'Creamy rice', foods: [k.rice, k.mushrooms] },
        { name: 'Mushroom omelette', foods: [k.spinach] },
        { name: 'Green rice', foods: [k.rice, k.coriander] },
        { name: 'Spiced chicken', foods: [k.chicken, corianderSeed] },
        { name: 'Tagged only', foods: [k.oats], nutritionTags: ['Seafood'] },
      ];
      const mealTimes = [
        ['breakfast', 2300],
        ['lunch', 2350],
        ['dinner', 2400],
        ['snack', 600],
      ] as const;
      for (const [mealTime, energyKj] of mealTimes) {
        for (let i = 0; i < 10; i++) {
          await createRecipe(
            db(),
            {
              name: `Safe ${mealTime} ${i + 1}`,
              mealTimes: [mealTime],
              energyKjPerServe: energyKj + (i % 5) * 20,
            },
            [safeFoods[i % safeFoods.length]!, safeFoods[(i + 3) % safeFoods.length]!].map((food) => ({
              food: food as never,
            })),
          );
        }
        for (const [i, recipe] of unsafe.entries()) {
          await createRecipe(
            db(),
            {
              name: `${recipe.name} (${mealTime})`,
              mealTimes: [mealTime],
              energyKjPerServe: energyKj + (i % 5) * 20,
              nutritionTags: recipe.nutritionTags ?? [],
            },
            recipe.foods.map((food) => ({ food: food as never })),
          );
        }
      }
      const plan = await createMealPlan(db(), k.user, { folderId: k.folder.id });
      await k.caller.mealPlans.updateSettings({
        id: plan.id,
        energyTargetKj: 8400,
        mainMeals: ['breakfast', 'lunch', 'dinner'],
        snacks: 2,
        dessert: false,
      });
      const constraints = { allergies: ['Peanuts', 'Seafood'], avoidWords: ['mushrooms', 'Coriander'] };
      const safetyOf = async (recipeId: string) => {
        const [recipe] = await db().select().from(recipes).where(eq(recipes.id, recipeId));
        const rows = await db()
          .select({ name: foods.name, contains: foods.tags, dietFlags: foods.dietFlags })
          .from(recipeIngredients)
          .innerJoin(foods, eq(foods.id, recipeIngredients.foodId))
          .where(eq(recipeIngredients.recipeId, recipeId));
        return mealConflicts(constraints, {
          name: recipe!.name,
          contains: recipe!.nutritionTags,
          foods: rows,
        });
      };
      const verdicts = new Map<string, number>();
      for (let seed = 1; seed <= 50; seed++) {
        const result = await k.caller.mealPlans.generate({ planId: plan.id, seed });
        expect(result).toMatchObject({ filled: 35, unfilled: [], messageKey: 'mealsAdded' });
        const read = await k.caller.mealPlans.get({ id: plan.id });
        expect(read.meals).toHaveLength(35);
        for (const meal of read.meals) {
          expect(meal.conflicts).toEqual([]);
          const id = meal.recipe!.id;
          if (!verdicts.has(id)) verdicts.set(id, (await safetyOf(id)).length);
          expect(meal.recipe!.name.startsWith('Safe')).toBe(true);
        }
      }
      expect([...verdicts.values()].every((n) => n === 0)).toBe(true);
      // Every safe recipe was used at some point: the rule took out only what conflicts.
      expect(verdicts.size).toBe(40);

      // A conflicting meal placed by hand and locked stays through generation, with its warning.
      const [satay] = await db().select().from(recipes).where(eq(recipes.name, 'Satay bowl (dinner)'));
      expect((await safetyOf(satay!.id)).length).toBeGreaterThan(0);
      await k.caller.mealPlans.addMeals({
        planId: plan.id,
        day: 3,
        mealType: 'dinner',
        recipeIds: [satay!.id],
      });
      const placed = (await k.caller.mealPlans.get({ id: plan.id })).meals.find(
        (m) => m.recipe?.id === satay!.id,
      )!;
      await k.caller.mealPlans.setLocked({ planId: plan.id, mealId: placed.id, locked: true });
      await k.caller.mealPlans.generate({ planId: plan.id, seed: 51 });
      const kept = (await k.caller.mealPlans.get({ id: plan.id })).meals.find((m) => m.id === placed.id)!;
      expect(kept.conflicts).toEqual([
        { kind: 'allergen', tag: 'Peanuts', foods: ['Peanut butter, smooth style'] },
      ]);
    },
  );

  it('reports the slots it cannot fill when only conflicting recipes fit them', async () => {
    const k = await kitchen();
    for (let i = 0; i < 5; i++) {
      await createRecipe(db(), { name: `Mushroom soup ${i}`, mealTimes: ['lunch'], energyKjPerServe: 3000 }, [
        { food: k.spinach },
      ]);
    }
    const plan = await createMealPlan(db(), k.user, { folderId: k.folder.id });
    await k.caller.mealPlans.updateSettings({
      id: plan.id,
      energyTargetKj: 3000,
      mainMeals: ['lunch'],
      snacks: 0,
      dessert: false,
    });
    const result = await k.caller.mealPlans.generate({ planId: plan.id, seed: 3 });
    expect(result).toMatchObject({ filled: 0, messageKey: 'notEnoughRecipes' });
    expect(result.unfilled).toHaveLength(7);
    expect((await k.caller.mealPlans.get({ id: plan.id })).meals).toEqual([]);
  });
});

describe('the picker (recipes.list and recipes.search for a plan)', () => {
  async function pickerFixture() {
    const k = await kitchen();
    const names: [string, { id: string }[]][] = [
      ['Chicken rice bowl', [k.chicken, k.rice]],
      ['Peanut rice bowl', [k.rice, k.peanutButter]],
      ['Spinach rice', [k.spinach, k.rice]],
      ['Rice with mushrooms', [k.rice, k.mushrooms]],
      ['Banana oat rice pudding', [k.banana, k.oats, k.rice]],
      ['Prawn rice', [k.prawns, k.rice]],
      ['Coriander rice', [k.rice]],
      ['Plain rice', [k.rice]],
    ];
    for (const [name, ingredients] of names) await k.recipe(name, ingredients);
    const plan = await createMealPlan(db(), k.user, { folderId: k.folder.id });
    return { ...k, plan };
  }
  const SAFE = ['Banana oat rice pudding', 'Chicken rice bowl', 'Plain rice', 'Spinach rice'];

  it('leaves conflicting recipes out, a page at a time without gaps or repeats, and marks them when asked', async () => {
    const { caller, plan } = await pickerFixture();
    // Without a plan, the whole catalogue.
    expect((await caller.recipes.list({ limit: 20 })).items).toHaveLength(8);

    const seen: string[] = [];
    let cursor = null;
    for (let pages = 0; pages < 5; pages++) {
      const page = await caller.recipes.list({ forPlanId: plan.id, limit: 3, cursor });
      expect(page.items.length).toBeLessThanOrEqual(3);
      for (const item of page.items) expect(item.conflicts).toEqual([]);
      seen.push(...page.items.map((item) => item.name));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(seen.sort()).toEqual(SAFE);

    const shown = await caller.recipes.list({ forPlanId: plan.id, showConflicting: true, limit: 20 });
    expect(shown.items).toHaveLength(8);
    const conflicts = Object.fromEntries(shown.items.map((item) => [item.name, item.conflicts]));
    expect(conflicts['Peanut rice bowl']).toEqual([
      { kind: 'allergen', tag: 'Peanuts', foods: ['Peanut butter, smooth style'] },
    ]);
    expect(conflicts['Rice with mushrooms']).toEqual([
      { kind: 'avoid', word: 'mushrooms', foods: ['Mushrooms, white, raw'] },
    ]);
    expect(conflicts['Coriander rice']).toEqual([{ kind: 'avoid', word: 'Coriander', foods: [] }]);
    expect(conflicts['Plain rice']).toEqual([]);

    // Filters and the plan's reading together.
    const filtered = await caller.recipes.list({ forPlanId: plan.id, mealTime: 'lunch', energyMinKj: 0 });
    expect(filtered.items.map((item) => item.name).sort()).toEqual(SAFE);
  });

  it('searches within what the plan may serve, and marks the rest when asked', async () => {
    const { caller, plan } = await pickerFixture();
    const all = await caller.recipes.search({ query: 'rice' });
    expect(all.items).toHaveLength(8);
    const safe = await caller.recipes.search({ query: 'rice', forPlanId: plan.id });
    expect(safe.items.map((item) => item.name).sort()).toEqual(SAFE);
    expect(safe.items.every((item) => item.conflicts?.length === 0)).toBe(true);
    const marked = await caller.recipes.search({ query: 'rice', forPlanId: plan.id, showConflicting: true });
    expect(marked.items).toHaveLength(8);
    expect(marked.items.filter((item) => item.conflicts!.length > 0)).toHaveLength(4);
  });

  it('answers "not found" for another user’s plan, and changes nothing', async () => {
    const { plan } = await pickerFixture();
    const other = await signedIn(env, 'dietitian');
    for (const call of [
      () => other.caller.recipes.list({ forPlanId: plan.id }),
      () => other.caller.recipes.search({ query: 'rice', forPlanId: plan.id, showConflicting: true }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND', message: messages.noMealPlan });
    }
  });
});

describe('the shopping list', () => {
  it('names no avoided food and no food carrying an allergy, and counts what it left off', async () => {
    const k = await kitchen();
    const prawnRice = await k.recipe('Garlic prawn rice', [k.prawns, k.rice, k.coriander]);
    const chickenRice = await k.recipe('Chicken and rice', [k.chicken, k.rice, k.spinach]);
    const plan = await createMealPlan(db(), k.user, { folderId: k.folder.id }, [
      { recipe: prawnRice, day: 1, mealType: 'lunch' },
      { recipe: chickenRice, day: 1, mealType: 'dinner' },
      { recipe: chickenRice, day: 2, mealType: 'dinner' },
    ]);
    const before = await k.caller.mealPlans.shoppingList({ id: plan.id });
    expect(before.items.map((item) => item.foodName).sort()).toEqual([
      'Chicken, breast, meat only, raw',
      'Rice, white, long-grain, cooked',
      'Spinach, raw',
    ]);
    expect(before.leftOff).toBe(2);
    // Rice is bought for all three meals, the prawn rice's too.
    expect(before.items.find((item) => item.foodName.startsWith('Rice'))!.grams).toBeCloseTo(300, 6);

    // Tuesday's dinner customised with mushrooms and peanut butter in place of the spinach.
    const tuesday = plan.meals.find((meal) => meal.day === 2)!;
    await k.caller.mealPlans.customiseMeal({
      planId: plan.id,
      mealId: tuesday.id,
      numberOfServes: 1,
      note: '',
      ingredients: [
        { foodId: k.chicken.id, quantity: 100 },
        { foodId: k.mushrooms.id, quantity: 50 },
        { foodId: k.peanutButter.id, quantity: 20 },
      ],
    });
    const after = await k.caller.mealPlans.shoppingList({ id: plan.id });
    expect(after.items.map((item) => item.foodName).sort()).toEqual([
      'Chicken, breast, meat only, raw',
      'Rice, white, long-grain, cooked',
      'Spinach, raw',
    ]);
    expect(after.leftOff).toBe(4);

    // A folder with no record: everything is bought.
    const open = await createMealPlan(db(), k.user, {}, [{ recipe: prawnRice, day: 1, mealType: 'lunch' }]);
    const all = await k.caller.mealPlans.shoppingList({ id: open.id });
    expect(all.items).toHaveLength(3);
    expect(all.leftOff).toBe(0);
  });
});
