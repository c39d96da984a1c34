import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { PLAN_VERSIONS_KEPT } from '../../../shared/schemas/plan-versions.ts';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createFolder, createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { planContents } from '../../../../tests/support/plan-state.ts';
import { signedIn as signedInAs, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { foods, mealPlans, mealPlanVersions, recipes } from '../../db/schema/index.ts';

const env = useTestEnvironment();
const db = () => env.database.db;

/** A user of `role` (unlimited meal slots) and their caller. */
const signedIn = (role: Role) => signedInAs(env, role, { mealSlots: -1 });

type Caller = Awaited<ReturnType<typeof signedIn>>['caller'];

const settingsOf = (id: string) => ({
  id,
  energyTargetKj: 8400,
  mainMeals: ['breakfast', 'lunch', 'dinner'] as ('breakfast' | 'lunch' | 'dinner')[],
  snacks: 1,
  dessert: false,
});

/**
 * A dietitian's plan for a client of 70 kg with settings, macro targets and four kinds of meal: a porridge
 * customised for the client (a household measure, a swapped food, a note), locked at 1.5 serves; a plain
 * lunch at 2 serves; a "no meal" dinner; the dietitian's own my recipe.
 */
async function richPlan() {
  const { user, caller } = await signedIn('dietitian');
  const folder = await createFolder(db(), user, { weightKg: 70 });
  const oats = await createFood(db(), { name: 'Oats', energyKj: 1500 }, [
    { name: 'cup', unit: 'cup', weight: 90 },
  ]);
  const milk = await createFood(db(), { name: 'Milk', energyKj: 270 });
  const almond = await createFood(db(), { name: 'Almond milk', energyKj: 150 });
  const porridge = await createRecipe(db(), { name: 'Porridge', numberOfServes: 2 }, [
    { food: oats, portion: oats.portions[0]!, quantity: 1 },
    { food: milk, quantity: 400 },
  ]);
  const soup = await createRecipe(db(), { name: 'Soup' });
  const mine = await createRecipe(db(), { name: 'My salad', userId: user.id, isPrivate: true });
  const plan = await createMealPlan(db(), user, { folderId: folder.id }, [
    { recipe: porridge, day: 1, mealType: 'breakfast', serves: 1.5, locked: true },
    { recipe: soup, day: 1, mealType: 'lunch' },
    { recipe: null, day: 1, mealType: 'dinner' },
    { recipe: mine, day: 2, mealType: 'lunch' },
  ]);
  await caller.mealPlans.updateSettings({
    ...settingsOf(plan.id),
    servings: { lunch: 2 },
    mealTags: ['Quick'],
    avoidTags: ['Gluten'],
    macroTargets: {
      protein: { unit: 'gPerKg', value: 1.6 },
      fat: { unit: 'percent', value: 30 },
      carbohydrate: { unit: 'g', value: 250 },
      fibreMinG: 30,
    },
  });
  const breakfast = plan.meals.find((meal) => meal.mealType === 'breakfast')!;
  await caller.mealPlans.customiseMeal({
    planId: plan.id,
    mealId: breakfast.id,
    numberOfServes: 2,
    note: 'Almond milk, please',
    ingredients: [
      { foodId: oats.id, portionId: oats.portions[0]!.id, quantity: 1.5 },
      { foodId: almond.id, quantity: 300 },
    ],
  });
  return { user, caller, folder, plan, porridge, soup, mine, almond, breakfast };
}

const versionCount = (planId: string) => db().$count(mealPlanVersions, eq(mealPlanVersions.planId, planId));

describe('a plan’s versions', () => {
  it('restores the meals, serves, locks, customisations with their ingredients, and settings as they were', async () => {
    const { caller, plan, soup, breakfast } = await richPlan();
    const before = await planContents(db(), plan.id);
    // What richPlan set, as the restore must give it back.
    expect(before.settings).toMatchObject({
      energyTargetKj: 8400,
      snacks: 1,
      servings: { lunch: 2 },
      mealTags: ['Quick'],
      macroTargets: { protein: { unit: 'gPerKg', value: 1.6 }, fibreMinG: 30 },
    });
    expect(before.meals.map((meal) => [meal.day, meal.mealType, meal.serves, meal.locked])).toEqual([
      [1, 'breakfast', 1.5, true],
      [1, 'dinner', 1, false],
      [1, 'lunch', 2, false],
      [2, 'lunch', 2, false],
    ]);
    expect(before.meals[0]!.custom).toMatchObject({ note: 'Almond milk, please', numberOfServes: 2 });
    expect(before.meals[0]!.custom!.ingredients).toHaveLength(2);

    // A settings change keeps the plan as it was; then the meals are changed by hand.
    await caller.mealPlans.updateSettings({
      ...settingsOf(plan.id),
      energyTargetKj: 6000,
      snacks: 0,
      servings: { lunch: 1, breakfast: 2 },
      macroTargets: null,
    });
    const [kept] = await caller.mealPlans.versions({ planId: plan.id });
    expect(kept).toMatchObject({ reason: 'settings', mealCount: 3 });
    await caller.mealPlans.resetMeal({ planId: plan.id, mealId: breakfast.id });
    await caller.mealPlans.setLocked({ planId: plan.id, mealId: breakfast.id, locked: false });
    await caller.mealPlans.addMeals({ planId: plan.id, day: 1, mealType: 'dinner', recipeIds: [soup.id] });
    const changed = await planContents(db(), plan.id);
    expect(changed).not.toEqual(before);

    const result = await caller.mealPlans.restoreVersion({ planId: plan.id, versionId: kept!.id });
    expect(result).toEqual({
      messageKey: 'planVersionRestored',
      versionId: expect.any(String),
      missingRecipes: 0,
    });
    expect(messages[result.messageKey]).toBe('Version restored');
    expect(await planContents(db(), plan.id)).toEqual(before);
    // The plan reads the customised porridge again (its serves and the day's numbers come from it).
    const read = await caller.mealPlans.get({ id: plan.id });
    expect(read.meals.find((meal) => meal.mealType === 'breakfast')).toMatchObject({
      custom: { note: 'Almond milk, please' },
      recipe: { numberOfServes: 2 },
    });
    // g/kg of the 70 kg client: 1.6 × 70 = 112 g; 30 % of 8,400 kJ at 37 kJ/g = 68.1 g.
    expect(read.macroGrams.proteinG).toBeCloseTo(112, 9);
    expect(read.macroGrams.fatG).toBeCloseTo(2520 / 37, 9);

    // What the restore replaced is the newest version, so it can be undone in turn.
    const versions = await caller.mealPlans.versions({ planId: plan.id });
    expect(versions.map((version) => version.reason)).toEqual(['restore', 'settings', 'settings']);
    expect(versions[0]!.id).toBe(result.versionId);
    const replaced = await caller.mealPlans.version({ planId: plan.id, versionId: result.versionId });
    expect(replaced).toMatchObject({ reason: 'restore', energyTargetKj: 6000, mealCount: 4 });
    expect(replaced.meals).toContainEqual({
      day: 1,
      mealType: 'dinner',
      recipeName: 'Soup',
      serves: 1,
      locked: false,
      customised: false,
    });
    await caller.mealPlans.undo({ planId: plan.id });
    expect(await planContents(db(), plan.id)).toEqual(changed);
  });

  it('undo after a generation brings back the meals before it; undo again brings the generation back', async () => {
    const { user, caller } = await signedIn('dietitian');
    // Three main meals and no snack on 6,000 kJ: each meal aims at 2,000 kJ; each recipe is 2,000 kJ a serve.
    const food = await createFood(db(), { energyKj: 1000 });
    for (const mealTime of ['breakfast', 'lunch', 'dinner'] as const) {
      for (let i = 1; i <= 8; i += 1) {
        await createRecipe(db(), { name: `${mealTime} ${i}`, mealTimes: [mealTime] }, [
          { food, quantity: 200 },
        ]);
      }
    }
    const hand = await createRecipe(db(), { name: 'By hand', mealTimes: ['lunch'] }, [
      { food, quantity: 200 },
    ]);
    const plan = await createMealPlan(db(), user, {}, [
      { recipe: hand, day: 3, mealType: 'lunch' },
      { recipe: null, day: 4, mealType: 'dinner' },
    ]);
    await caller.mealPlans.updateSettings({ ...settingsOf(plan.id), energyTargetKj: 6000, snacks: 0 });
    const before = await planContents(db(), plan.id);

    const generated = await caller.mealPlans.generate({ planId: plan.id, seed: 5 });
    const after = await planContents(db(), plan.id);
    expect(after.meals.filter((meal) => meal.recipeId !== null).length).toBeGreaterThan(2);
    const [newest] = await caller.mealPlans.versions({ planId: plan.id });
    expect(newest).toMatchObject({ id: generated.versionId, reason: 'generate', mealCount: 1 });

    const undone = await caller.mealPlans.undo({ planId: plan.id });
    expect(undone).toMatchObject({ messageKey: 'planVersionRestored', missingRecipes: 0 });
    expect(await planContents(db(), plan.id)).toEqual(before);

    await caller.mealPlans.undo({ planId: plan.id });
    expect(await planContents(db(), plan.id)).toEqual(after);
  });

  it('has nothing to undo on a plan that never changed', async () => {
    const { user, caller } = await signedIn('nutritionist');
    const plan = await createMealPlan(db(), user);
    await expect(caller.mealPlans.undo({ planId: plan.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: messages.nothingToUndo,
    });
    expect(await caller.mealPlans.versions({ planId: plan.id })).toEqual([]);
  });

  it('leaves out recipes deleted since or no longer the planner’s to place, counted; a customisation whose food went is dropped', async () => {
    const { caller, plan, porridge, soup, mine, almond, breakfast } = await richPlan();
    const other = await signedIn('dietitian');
    const theirs = await createRecipe(db(), { name: 'Their stew', userId: other.user.id });
    await caller.mealPlans.addMeals({ planId: plan.id, day: 3, mealType: 'dinner', recipeIds: [theirs.id] });
    const gone = await createRecipe(db(), { name: 'Gone soon' });
    await caller.mealPlans.addMeals({ planId: plan.id, day: 4, mealType: 'dinner', recipeIds: [gone.id] });
    await caller.mealPlans.updateSettings({ ...settingsOf(plan.id), energyTargetKj: 7000 });
    const [version] = await caller.mealPlans.versions({ planId: plan.id });

    // Since: the customised meal is removed, so its almond milk is no longer used and is deleted; one recipe
    // is deleted, and the other dietitian makes theirs a my recipe.
    await caller.mealPlans.removeMeal({ planId: plan.id, mealId: breakfast.id });
    await db().delete(foods).where(eq(foods.id, almond.id));
    await db().delete(recipes).where(eq(recipes.id, gone.id));
    await db().update(recipes).set({ isPrivate: true }).where(eq(recipes.id, theirs.id));

    const detail = await caller.mealPlans.version({ planId: plan.id, versionId: version!.id });
    expect(detail.meals.map((meal) => [meal.day, meal.mealType, meal.recipeName, meal.customised])).toEqual([
      [1, 'breakfast', 'Porridge', true],
      [1, 'dinner', null, false],
      [1, 'lunch', 'Soup', false],
      [2, 'lunch', 'My salad', false],
      [3, 'dinner', null, false],
      [4, 'dinner', null, false],
    ]);

    const result = await caller.mealPlans.restoreVersion({ planId: plan.id, versionId: version!.id });
    expect(result.missingRecipes).toBe(2);
    const restored = await planContents(db(), plan.id);
    expect(restored.meals.map((meal) => [meal.day, meal.mealType, meal.recipeId, meal.custom])).toEqual([
      [1, 'breakfast', porridge.id, null],
      [1, 'dinner', null, null],
      [1, 'lunch', soup.id, null],
      [2, 'lunch', mine.id, null],
    ]);
    expect(restored.meals[0]).toMatchObject({ serves: 1.5, locked: true });
    expect(restored.settings.energyTargetKj).toBe(8400);
  });

  it('keeps the newest 30 versions: the 31st drops the oldest', async () => {
    const { user, caller } = await signedIn('dietitian');
    const plan = await createMealPlan(db(), user);
    expect(PLAN_VERSIONS_KEPT).toBe(30);
    // Save i keeps the plan as it was: no energy target before the first, 5,000 + (i - 1) kJ before save i.
    for (let i = 0; i <= PLAN_VERSIONS_KEPT; i += 1) {
      await caller.mealPlans.updateSettings({ ...settingsOf(plan.id), energyTargetKj: 5000 + i });
    }
    expect(await versionCount(plan.id)).toBe(30);
    const versions = await caller.mealPlans.versions({ planId: plan.id });
    expect(versions).toHaveLength(30);
    const energies = [];
    for (const version of versions) {
      energies.push(
        (await caller.mealPlans.version({ planId: plan.id, versionId: version.id })).energyTargetKj,
      );
    }
    // Newest first: the plan before save 30 (5,029 kJ) down to before save 1 (5,000); the one before save 0 went.
    expect(energies).toEqual(Array.from({ length: 30 }, (_, i) => 5029 - i));
  });

  it('refuses a version of another plan of the planner’s as no longer kept, and another planner’s plan', async () => {
    const { user, caller } = await signedIn('dietitian');
    const first = await createMealPlan(db(), user);
    const second = await createMealPlan(db(), user);
    await caller.mealPlans.updateSettings({ ...settingsOf(first.id), energyTargetKj: 7000 });
    const [version] = await caller.mealPlans.versions({ planId: first.id });
    for (const call of [
      () => caller.mealPlans.version({ planId: second.id, versionId: version!.id }),
      () => caller.mealPlans.restoreVersion({ planId: second.id, versionId: version!.id }),
    ]) {
      await expect(call()).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: messages.planVersionNotFound,
      });
    }
    const intruder = await signedIn('nutritionist');
    await expect(intruder.caller.mealPlans.versions({ planId: first.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: messages.noMealPlan,
    });
  });
});

describe('mealPlans.updateSettings with macro targets', () => {
  async function planFor(caller: Caller, userId: string, weightKg: number | null) {
    const folder = await createFolder(db(), { id: userId }, { weightKg });
    return createMealPlan(db(), { id: userId }, { folderId: folder.id });
  }

  it('saves targets, keeps them when left out, clears them with null; a save that changes nothing keeps no version', async () => {
    const { user, caller } = await signedIn('dietitian');
    const plan = await planFor(caller, user.id, 80);
    const targets = {
      protein: { unit: 'gPerKg' as const, value: 2 },
      fat: { unit: 'percent' as const, value: 25 },
      carbohydrate: null,
      fibreMinG: 25,
    };
    await caller.mealPlans.updateSettings({ ...settingsOf(plan.id), macroTargets: targets });
    const read = await caller.mealPlans.get({ id: plan.id });
    expect(read.macroTargets).toEqual(targets);
    // 2 g/kg × 80 kg = 160 g; 25 % of 8,400 kJ / 37 kJ/g = 56.76 g.
    expect(read.macroGrams).toEqual({
      proteinG: 160,
      fatG: (8400 * 0.25) / 37,
      carbohydrateG: null,
      fibreMinG: 25,
    });
    expect(await versionCount(plan.id)).toBe(1);

    await caller.mealPlans.updateSettings(settingsOf(plan.id));
    expect((await caller.mealPlans.get({ id: plan.id })).macroTargets).toEqual(targets);
    await caller.mealPlans.updateSettings({ ...settingsOf(plan.id), macroTargets: targets });
    expect(await versionCount(plan.id)).toBe(1);

    await caller.mealPlans.updateSettings({ ...settingsOf(plan.id), macroTargets: null });
    expect((await caller.mealPlans.get({ id: plan.id })).macroTargets).toBeNull();
    expect(await versionCount(plan.id)).toBe(2);
    await caller.mealPlans.undo({ planId: plan.id });
    expect((await caller.mealPlans.get({ id: plan.id })).macroTargets).toEqual(targets);
  });

  it('refuses g/kg without the client’s weight and a share of energy without an energy target, changing nothing', async () => {
    const { user, caller } = await signedIn('dietitian');
    const plan = await planFor(caller, user.id, null);
    const before = await db().select().from(mealPlans).where(eq(mealPlans.id, plan.id));
    await expect(
      caller.mealPlans.updateSettings({
        ...settingsOf(plan.id),
        snacks: 2,
        macroTargets: {
          protein: { unit: 'gPerKg', value: 1.5 },
          fat: null,
          carbohydrate: null,
          fibreMinG: null,
        },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: messages.macroTargetNeedsWeight });
    await expect(
      caller.mealPlans.updateSettings({
        ...settingsOf(plan.id),
        energyTargetKj: null,
        macroTargets: {
          protein: null,
          fat: null,
          carbohydrate: { unit: 'percent', value: 50 },
          fibreMinG: null,
        },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: messages.macroTargetNeedsEnergy });
    expect(await db().select().from(mealPlans).where(eq(mealPlans.id, plan.id))).toEqual(before);
    expect(await versionCount(plan.id)).toBe(0);

    // Kept percent targets need the energy target too: clearing it alone is refused.
    await caller.mealPlans.updateSettings({
      ...settingsOf(plan.id),
      macroTargets: {
        protein: { unit: 'g', value: 100 },
        fat: null,
        carbohydrate: { unit: 'percent', value: 50 },
        fibreMinG: null,
      },
    });
    await expect(
      caller.mealPlans.updateSettings({ ...settingsOf(plan.id), energyTargetKj: null }),
    ).rejects.toMatchObject({ message: messages.macroTargetNeedsEnergy });
    expect((await caller.mealPlans.get({ id: plan.id })).energyTargetKj).toBe(8400);
  });
});
