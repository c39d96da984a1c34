import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { shopperAmount } from '../../../shared/planning/shopper-amounts.ts';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createFolder, createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { createUser } from '../../../../tests/factories/users.ts';
import { signedIn as signedInAs, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { mealPlans, meals } from '../../db/schema/index.ts';

const env = useTestEnvironment();

/** A user of `role` (unlimited meal slots unless told) and their caller. */
const signedIn = (role: Role, mealSlots = -1) => signedInAs(env, role, { mealSlots });

const mealsOf = (planId: string) =>
  env.database.db.select().from(meals).where(eq(meals.planId, planId)).orderBy(meals.day, meals.mealType);

describe('mealPlans.create', () => {
  it('adds a plan to the planner’s folder with the client’s main meals and snacks: "Meal plan added"', async () => {
    const { user, caller } = await signedIn('dietitian');
    const folder = await createFolder(env.database.db, user, { mainMeals: ['lunch', 'dinner'], snacks: 2 });
    const result = await caller.mealPlans.create({ folderId: folder.id, name: '  Week one  ' });
    expect(messages[result.messageKey]).toBe('Meal plan added');
    const plan = await caller.mealPlans.get({ id: result.id });
    expect(plan).toMatchObject({
      name: 'Week one',
      folder: { id: folder.id, client: folder.client },
      mainMeals: ['lunch', 'dinner'],
      snacks: 2,
      recipePlan: false,
      requestStatus: 'empty',
      meals: [],
    });
    expect(await caller.mealPlans.list({ folderId: folder.id })).toHaveLength(1);
  });

  it('is refused beyond the user’s meal slots, and not for unlimited slots or admins', async () => {
    const limited = await signedIn('nutritionist', 1);
    const folder = await createFolder(env.database.db, limited.user);
    await limited.caller.mealPlans.create({ folderId: folder.id, name: 'First' });
    await expect(
      limited.caller.mealPlans.create({ folderId: folder.id, name: 'Second' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: messages.noFreeMealSlot });
    expect(await env.database.db.$count(mealPlans, eq(mealPlans.userId, limited.user.id))).toBe(1);

    const none = await signedIn('personal_trainer', 0);
    const trainerFolder = await createFolder(env.database.db, none.user);
    await expect(
      none.caller.mealPlans.create({ folderId: trainerFolder.id, name: 'Any' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    const admin = await signedIn('admin', 0);
    const adminFolder = await createFolder(env.database.db, admin.user);
    await admin.caller.mealPlans.create({ folderId: adminFolder.id, name: 'Admin plan' });
  });

  it('refuses a blank name, and another planner’s folder as not found', async () => {
    const { caller } = await signedIn('dietitian');
    const other = await signedIn('dietitian');
    const theirs = await createFolder(env.database.db, other.user);
    await expect(caller.mealPlans.create({ folderId: theirs.id, name: 'Mine now' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const mine = await createFolder(env.database.db, (await signedIn('dietitian')).user);
    await expect(caller.mealPlans.create({ folderId: mine.id, name: '   ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await env.database.db.$count(mealPlans)).toBe(0);
  });
});

describe('a planner’s plans are their own', () => {
  it('another professional’s plan is not found for every call; a member cannot reach plans at all', async () => {
    const owner = await signedIn('dietitian');
    const recipe = await createRecipe(env.database.db);
    const plan = await createMealPlan(env.database.db, owner.user, {}, [{ recipe }]);
    const mealId = plan.meals[0]!.id;
    const intruder = await signedIn('naturopath');
    const calls = [
      () => intruder.caller.mealPlans.get({ id: plan.id }),
      () => intruder.caller.mealPlans.rename({ id: plan.id, name: 'Taken' }),
      () => intruder.caller.mealPlans.delete({ id: plan.id }),
      () =>
        intruder.caller.mealPlans.updateSettings({
          id: plan.id,
          energyTargetKj: 8000,
          mainMeals: ['lunch'],
          snacks: 0,
          dessert: false,
        }),
      () =>
        intruder.caller.mealPlans.addMeals({
          planId: plan.id,
          day: 2,
          mealType: 'lunch',
          recipeIds: [recipe.id],
        }),
      () => intruder.caller.mealPlans.setNoMeal({ planId: plan.id, day: 2, mealType: 'lunch' }),
      () => intruder.caller.mealPlans.removeMeal({ planId: plan.id, mealId }),
      () => intruder.caller.mealPlans.setLocked({ planId: plan.id, mealId, locked: true }),
      () => intruder.caller.mealPlans.setServes({ planId: plan.id, mealId, serves: 3 }),
      () => intruder.caller.mealPlans.moveMeal({ planId: plan.id, mealId, day: 3, mealType: 'dinner' }),
    ];
    for (const call of calls) {
      await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND', message: messages.noMealPlan });
    }
    expect(await intruder.caller.mealPlans.list()).toEqual([]);
    const unchanged = await owner.caller.mealPlans.get({ id: plan.id });
    expect(unchanged).toMatchObject({ name: plan.name, meals: [{ id: mealId, locked: false, serves: 1 }] });

    const member = await signedIn('member');
    await expect(member.caller.mealPlans.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(member.caller.mealPlans.get({ id: plan.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('a meal of another plan is not found through one’s own plan', async () => {
    const owner = await signedIn('dietitian');
    const recipe = await createRecipe(env.database.db);
    const mine = await createMealPlan(env.database.db, owner.user);
    const theirs = await createMealPlan(env.database.db, (await signedIn('dietitian')).user, {}, [
      { recipe },
    ]);
    await expect(
      owner.caller.mealPlans.removeMeal({ planId: mine.id, mealId: theirs.meals[0]!.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: messages.mealNotFound });
    expect(await mealsOf(theirs.id)).toHaveLength(1);
  });
});

describe('meals in the planner', () => {
  it('adds, replaces, marks no meal, locks, changes serves, moves, swaps and removes', async () => {
    const { user, caller } = await signedIn('dietitian');
    const [oats, soup, curry] = await Promise.all(
      ['Oats', 'Soup', 'Curry'].map((name) => createRecipe(env.database.db, { name })),
    );
    const plan = await createMealPlan(env.database.db, user, { servings: { dinner: 2 } });

    const added = await caller.mealPlans.addMeals({
      planId: plan.id,
      day: 1,
      mealType: 'breakfast',
      recipeIds: [oats!.id],
    });
    expect(messages[added.messageKey]).toBe('Meals successfully added');
    await caller.mealPlans.addMeals({ planId: plan.id, day: 1, mealType: 'dinner', recipeIds: [soup!.id] });
    await caller.mealPlans.addMeals({ planId: plan.id, day: 1, mealType: 'dinner', recipeIds: [curry!.id] });
    let rows = await mealsOf(plan.id);
    expect(rows.map((m) => [m.day, m.mealType, m.recipeId, m.serves])).toEqual([
      [1, 'breakfast', oats!.id, 1],
      [1, 'dinner', curry!.id, 2],
    ]);

    const dinner = rows[1]!;
    await caller.mealPlans.setLocked({ planId: plan.id, mealId: dinner.id, locked: true });
    await expect(
      caller.mealPlans.addMeals({ planId: plan.id, day: 1, mealType: 'dinner', recipeIds: [soup!.id] }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: messages.mealSlotLocked });
    await caller.mealPlans.setServes({ planId: plan.id, mealId: dinner.id, serves: 1.5 });
    await caller.mealPlans.setNoMeal({ planId: plan.id, day: 2, mealType: 'lunch' });

    // Dinner of day 1 moves to day 2 lunch, where "no meal" was: the two change places.
    const moved = await caller.mealPlans.moveMeal({
      planId: plan.id,
      mealId: dinner.id,
      day: 2,
      mealType: 'lunch',
    });
    expect(messages[moved.messageKey]).toBe('Meal moved');
    rows = await mealsOf(plan.id);
    expect(rows.map((m) => [m.day, m.mealType, m.recipeId, m.noMeal, m.locked, m.serves])).toEqual([
      [1, 'breakfast', oats!.id, false, false, 1],
      [1, 'dinner', null, true, false, 1],
      [2, 'lunch', curry!.id, false, true, 1.5],
    ]);

    const removed = await caller.mealPlans.removeMeal({ planId: plan.id, mealId: rows[0]!.id });
    expect(messages[removed.messageKey]).toBe('Meal successfully removed');
    const shown = await caller.mealPlans.get({ id: plan.id });
    expect(shown.meals.map((m) => [m.day, m.mealType, m.recipe?.name ?? null, m.noMeal])).toEqual([
      [1, 'dinner', null, true],
      [2, 'lunch', 'Curry', false],
    ]);
    expect(shown.mealCount).toBe(1);
    expect((await caller.mealPlans.list()).map((summary) => summary.mealCount)).toEqual([1]);
  });

  it('puts many recipes in a recipe plan’s meal type, without days and without repeats', async () => {
    const { user, caller } = await signedIn('dietitian');
    const [a, b] = await Promise.all(['A', 'B'].map((name) => createRecipe(env.database.db, { name })));
    const plan = await createMealPlan(env.database.db, user, { recipePlan: true });
    await caller.mealPlans.addMeals({ planId: plan.id, mealType: 'lunch', recipeIds: [a!.id, b!.id] });
    await caller.mealPlans.addMeals({ planId: plan.id, mealType: 'lunch', recipeIds: [b!.id] });
    const rows = await mealsOf(plan.id);
    expect(rows.map((m) => [m.day, m.position, m.recipeId])).toEqual([
      [0, 0, a!.id],
      [0, 1, b!.id],
    ]);
    await expect(
      caller.mealPlans.addMeals({ planId: plan.id, day: 1, mealType: 'lunch', recipeIds: [a!.id] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: messages.recipePlanHasNoDays });
  });

  it('takes only recipes the planner may see: not another user’s private or pending recipe', async () => {
    const { user, caller } = await signedIn('dietitian');
    const other = await createUser(env.database.db, { role: 'nutritionist' });
    const hidden = await createRecipe(env.database.db, { isPrivate: true, userId: other.id });
    const pending = await createRecipe(env.database.db, { status: 'pending', userId: other.id });
    const plan = await createMealPlan(env.database.db, user);
    for (const recipe of [hidden, pending]) {
      await expect(
        caller.mealPlans.addMeals({ planId: plan.id, day: 1, mealType: 'lunch', recipeIds: [recipe.id] }),
      ).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: messages.recipeDoesNotExist.replace('{id}', recipe.id),
      });
    }
    expect(await mealsOf(plan.id)).toEqual([]);
  });
});

describe('mealPlans settings, rename and delete', () => {
  it('keeps the goal copy and rules, gives a meal type’s meals its new serves, renames, and deletes with meals', async () => {
    const { user, caller } = await signedIn('dietitian');
    const recipe = await createRecipe(env.database.db);
    const plan = await createMealPlan(env.database.db, user, {}, [{ recipe, day: 1, mealType: 'dinner' }]);
    const saved = await caller.mealPlans.updateSettings({
      id: plan.id,
      energyTargetKj: 8400,
      mainMeals: ['dinner', 'breakfast'],
      snacks: 2,
      dessert: true,
      servings: { dinner: 2 },
      mealTags: ['Vegetarian'],
      nutritionTags: [],
      avoidTags: ['Gluten'],
      ingredientTags: ['lentil'],
    });
    expect(messages[saved.messageKey]).toBe('Meal plan updated');
    expect(await caller.mealPlans.get({ id: plan.id })).toMatchObject({
      energyTargetKj: 8400,
      mainMeals: ['breakfast', 'dinner'],
      snacks: 2,
      dessert: true,
      avoidTags: ['Gluten'],
      meals: [{ serves: 2 }],
    });
    await expect(
      caller.mealPlans.updateSettings({
        id: plan.id,
        energyTargetKj: 8000,
        mainMeals: [],
        snacks: 0,
        dessert: false,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const renamed = await caller.mealPlans.rename({ id: plan.id, name: 'Week two' });
    expect(messages[renamed.messageKey]).toBe('Mealplan name updated');
    const deleted = await caller.mealPlans.delete({ id: plan.id });
    expect(messages[deleted.messageKey]).toBe('Meal plan deleted');
    expect(await env.database.db.$count(meals)).toBe(0);
    await expect(caller.mealPlans.get({ id: plan.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('mealPlans.shoppingList', () => {
  it('sums every meal’s ingredients over the plan, scaled to its serves, by aisle, in the recipes’ measures', async () => {
    const { user, caller } = await signedIn('dietitian');
    // SR28 foods with their food groups: cereal grains, dairy, fruit.
    const oats = await createFood(
      env.database.db,
      { name: 'Oats, rolled', src: 'SR28', sourceGroup: '2000' },
      [{ name: 'Cup', unit: 'cup', weight: 90 }],
    );
    const milk = await createFood(
      env.database.db,
      { name: 'Milk, whole', src: 'SR28', sourceGroup: '0100' },
      [{ name: 'glass', unit: 'glass', weight: 250 }],
    );
    const lemons = await createFood(
      env.database.db,
      { name: 'Lemons, raw, without peel', src: 'SR28', sourceGroup: '0900' },
      [{ name: 'medium', unit: 'medium', weight: 58 }],
    );
    // Porridge for two: 2 cups of oats (180 g), 500 g of milk and 30 g of lemon.
    const porridge = await createRecipe(env.database.db, { name: 'Porridge', numberOfServes: 2 }, [
      { food: oats, quantity: 2, portion: oats.portions[0] },
      { food: milk, quantity: 500 },
      { food: lemons, quantity: 30 },
    ]);
    const plan = await createMealPlan(env.database.db, user, {}, [
      { recipe: porridge, day: 1, mealType: 'breakfast' },
      { recipe: porridge, day: 2, mealType: 'breakfast', serves: 3 },
      { recipe: null, day: 3, mealType: 'breakfast' },
    ]);
    const list = await caller.mealPlans.shoppingList({ id: plan.id });
    expect(list.meals).toBe(2);
    // One serve then three: four of the recipe's two serves, twice the recipe; the shop's aisles in order.
    expect(
      list.items.map(({ foodName, aisle, grams, weighedGrams, measures, household }) => ({
        foodName,
        aisle,
        grams,
        weighedGrams,
        measures,
        household,
      })),
    ).toEqual([
      {
        foodName: 'Lemons, raw, without peel',
        aisle: 'Produce',
        grams: 60,
        weighedGrams: 60,
        measures: [],
        household: { name: 'medium', unit: 'medium', weight: 58 },
      },
      {
        foodName: 'Milk, whole',
        aisle: 'Dairy & eggs',
        grams: 1000,
        weighedGrams: 1000,
        measures: [],
        household: { name: 'glass', unit: 'glass', weight: 250 },
      },
      {
        foodName: 'Oats, rolled',
        aisle: 'Pantry',
        grams: 360,
        weighedGrams: 0,
        measures: [{ name: 'Cup', unit: 'cup', quantity: 4, grams: 360 }],
        household: null,
      },
    ]);
    // What the shopper reads: whole lemons from their weight, the recipes' cups.
    expect(list.items.map((item) => shopperAmount(item))).toEqual([
      { amount: '60 g', note: 'about 2 × medium' },
      { amount: '1 kg', note: 'about 4 × glass' },
      { amount: '4 × Cup', note: 'about 375 g' },
    ]);
    const other = await signedIn('dietitian');
    await expect(other.caller.mealPlans.shoppingList({ id: plan.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('mealPlans.generate', () => {
  /** Recipes of a meal time around an energy per serve, with tags. */
  async function library(
    mealTime: 'breakfast' | 'lunch' | 'dinner' | 'snack',
    count: number,
    energyKj: number,
    extra = {},
  ) {
    return Promise.all(
      Array.from({ length: count }, (_, i) =>
        createRecipe(env.database.db, {
          name: `${mealTime} ${i + 1}`,
          mealTimes: [mealTime],
          energyKjPerServe: energyKj + (i % 5) * 20,
          ...extra,
        }),
      ),
    );
  }

  it('fills every slot within its energy window and tags, keeps locked meals, and a seed repeats a plan', async () => {
    const { user, caller } = await signedIn('dietitian');
    // 8,400 kJ a day, three main meals and two snacks: 85 % / 3 = 2,380 kJ a main meal, 15 % / 2 = 630 a snack.
    await library('breakfast', 10, 2300);
    await library('lunch', 10, 2350);
    await library('dinner', 10, 2400);
    await library('snack', 20, 600);
    await library('dinner', 5, 2400, { nutritionTags: ['Gluten'] });
    await library('dinner', 5, 5000);
    const plan = await createMealPlan(env.database.db, user);
    await caller.mealPlans.updateSettings({
      id: plan.id,
      energyTargetKj: 8400,
      mainMeals: ['breakfast', 'lunch', 'dinner'],
      snacks: 2,
      dessert: false,
      avoidTags: ['Gluten'],
    });

    const first = await caller.mealPlans.generate({ planId: plan.id, seed: 7 });
    expect(first).toMatchObject({ seed: 7, filled: 35, unfilled: [], messageKey: 'mealsAdded' });
    const generated = await caller.mealPlans.get({ id: plan.id });
    expect(generated.noMeals).toBe(false);
    expect(generated.meals).toHaveLength(35);
    for (const meal of generated.meals) {
      const energy = meal.recipe!.energyKjPerServe * meal.serves;
      const [target, tolerance] = meal.mealType.startsWith('snack') ? [630, 0.25] : [2380, 0.15];
      expect(Math.abs(energy - target)).toBeLessThanOrEqual(target * tolerance + 1e-6);
      expect(meal.recipe!.nutritionTags).not.toContain('Gluten');
      expect(meal.recipe!.mealTimes).toContain(meal.mealType.startsWith('snack') ? 'snack' : meal.mealType);
    }
    // Ten dinners for seven days: none twice.
    const dinners = generated.meals.filter((m) => m.mealType === 'dinner').map((m) => m.recipe!.id);
    expect(new Set(dinners).size).toBe(7);

    // Lock two meals and generate again: they stay; the same seed gives the same plan again.
    const [a, b] = [generated.meals[0]!, generated.meals[10]!];
    for (const meal of [a, b])
      await caller.mealPlans.setLocked({ planId: plan.id, mealId: meal.id, locked: true });
    await caller.mealPlans.generate({ planId: plan.id, seed: 99 });
    const again = await caller.mealPlans.get({ id: plan.id });
    for (const meal of [a, b]) {
      expect(again.meals.find((m) => m.id === meal.id)).toMatchObject({
        locked: true,
        recipe: { id: meal.recipe!.id },
      });
    }
    const slots = (p: typeof again) => p.meals.map((m) => `${m.day}${m.mealType}:${m.recipe?.id}`).sort();
    await caller.mealPlans.generate({ planId: plan.id, seed: 99 });
    expect(slots(await caller.mealPlans.get({ id: plan.id }))).toEqual(slots(again));
  });

  it('names the slots it cannot fill: "There are not enough recipes to meet the requested criteria"', async () => {
    const { user, caller } = await signedIn('nutritionist');
    await library('lunch', 3, 3000);
    const plan = await createMealPlan(env.database.db, user);
    await caller.mealPlans.updateSettings({
      id: plan.id,
      energyTargetKj: 3000,
      mainMeals: ['lunch'],
      snacks: 0,
      dessert: false,
    });
    const result = await caller.mealPlans.generate({ planId: plan.id, seed: 1 });
    // Three lunches for seven days: the preference repeats them rather than leave a day empty.
    expect(result).toMatchObject({ filled: 7, unfilled: [] });

    await caller.mealPlans.updateSettings({
      id: plan.id,
      energyTargetKj: 6000,
      mainMeals: ['lunch', 'breakfast'],
      snacks: 0,
      dessert: false,
    });
    // Two main meals of 3,000 kJ: lunches there are, breakfasts none.
    const short = await caller.mealPlans.generate({ planId: plan.id, seed: 1 });
    expect(messages[short.messageKey]).toBe('There are not enough recipes to meet the requested criteria');
    expect(short.unfilled).toEqual(
      Array.from({ length: 7 }, (_, i) => ({ day: i + 1, mealType: 'breakfast' })),
    );
    expect((await caller.mealPlans.get({ id: plan.id })).noMeals).toBe(true);
  });

  it('needs an energy target, and is a meal plan’s only', async () => {
    const { user, caller } = await signedIn('dietitian');
    const plan = await createMealPlan(env.database.db, user);
    await expect(caller.mealPlans.generate({ planId: plan.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: messages.planNeedsEnergyTarget,
    });
    const recipePlan = await createMealPlan(env.database.db, user, {
      recipePlan: true,
      energyTargetKj: 8000,
    });
    await expect(caller.mealPlans.generate({ planId: recipePlan.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const intruder = await signedIn('dietitian');
    await expect(intruder.caller.mealPlans.generate({ planId: plan.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
