import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createFolder, createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { planContents } from '../../../../tests/support/plan-state.ts';
import { signedIn, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { mealPlans, mealPlanVersions } from '../../db/schema/index.ts';

const env = useTestEnvironment();
const db = () => env.database.db;

/**
 * A dietitian (with `mealSlots`) whose plan for one client has settings, macro targets, a locked meal at
 * 1.5 serves, a "no meal" slot and a meal customised for the client; its public link on, downloaded
 * twice, a request open, a version kept.
 */
async function sourcePlan(mealSlots: number) {
  const { user, caller } = await signedIn(env, 'dietitian', { mealSlots });
  const folder = await createFolder(db(), user, { weightKg: 60 });
  const rice = await createFood(db(), { name: 'Rice' }, [{ name: 'cup', unit: 'cup', weight: 180 }]);
  const tofu = await createFood(db(), { name: 'Tofu' });
  const bowl = await createRecipe(db(), { name: 'Rice bowl' }, [
    { food: rice, portion: rice.portions[0]!, quantity: 1 },
  ]);
  const soup = await createRecipe(db(), { name: 'Miso soup' });
  const plan = await createMealPlan(
    db(),
    user,
    {
      folderId: folder.id,
      name: 'Week one',
      publicLink: true,
      downloads: 2,
      hasDownloaded: true,
      requestStatus: 'requesting',
      requestBrief: 'Vegetarian please',
    },
    [
      { recipe: bowl, day: 1, mealType: 'lunch', serves: 1.5, locked: true },
      { recipe: null, day: 1, mealType: 'dinner' },
      { recipe: soup, day: 2, mealType: 'dinner' },
    ],
  );
  await caller.mealPlans.updateSettings({
    id: plan.id,
    energyTargetKj: 7000,
    mainMeals: ['lunch', 'dinner'],
    snacks: 2,
    dessert: true,
    mealTags: ['Vegetarian'],
    macroTargets: {
      protein: { unit: 'gPerKg', value: 1.2 },
      fat: null,
      carbohydrate: { unit: 'percent', value: 50 },
      fibreMinG: null,
    },
  });
  await caller.mealPlans.customiseMeal({
    planId: plan.id,
    mealId: plan.meals.find((meal) => meal.mealType === 'lunch')!.id,
    numberOfServes: 1,
    note: 'Add tofu',
    ingredients: [
      { foodId: rice.id, portionId: rice.portions[0]!.id, quantity: 1 },
      { foodId: tofu.id, quantity: 100 },
    ],
  });
  return { user, caller, folder, plan };
}

describe('mealPlans.duplicate', () => {
  it('copies settings, meals, locks and customisations to another client, taking a meal slot; not the link, downloads, request or versions', async () => {
    const { user, caller, plan } = await sourcePlan(3);
    const other = await createFolder(db(), user, { client: 'Sam' });
    const source = await planContents(db(), plan.id);
    expect(source.meals.find((meal) => meal.mealType === 'lunch')!.custom!.ingredients).toHaveLength(2);

    const result = await caller.mealPlans.duplicate({
      planId: plan.id,
      folderId: other.id,
      name: ' Sam, week one ',
    });
    expect(messages[result.messageKey]).toBe('Plan duplicated');
    expect(await planContents(db(), result.id)).toEqual(source);
    const [copy] = await db().select().from(mealPlans).where(eq(mealPlans.id, result.id));
    expect(copy).toMatchObject({
      userId: user.id,
      folderId: other.id,
      name: 'Sam, week one',
      publicLink: false,
      downloads: 0,
      hasDownloaded: false,
      requestStatus: 'empty',
      requestBrief: '',
      copiedFromListingId: null,
    });
    expect(await db().$count(mealPlanVersions, eq(mealPlanVersions.planId, result.id))).toBe(0);
    expect((await caller.mealPlans.list({ folderId: other.id })).map((p) => p.id)).toEqual([result.id]);
    // The copy reads the customised meal, and the g/kg target with Sam's (no) weight gives no grams.
    const read = await caller.mealPlans.get({ id: result.id });
    expect(read.meals.find((meal) => meal.mealType === 'lunch')!.custom).toEqual({ note: 'Add tofu' });
    expect(read.macroGrams).toMatchObject({ proteinG: null, carbohydrateG: (7000 * 0.5) / 17 });
    // The source is as it was.
    expect(await planContents(db(), plan.id)).toEqual(source);

    // Into the same folder too: that takes the third slot, and a fourth plan is refused, leaving nothing.
    await caller.mealPlans.duplicate({ planId: plan.id, folderId: plan.folderId, name: 'Week two' });
    await expect(
      caller.mealPlans.duplicate({ planId: plan.id, folderId: other.id, name: 'Week three' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: messages.noFreeMealSlot });
    expect(await db().$count(mealPlans, eq(mealPlans.userId, user.id))).toBe(3);
  });

  it('refuses with noFreeMealSlot when no slot is left', async () => {
    const { user, caller, plan } = await sourcePlan(1);
    await expect(
      caller.mealPlans.duplicate({ planId: plan.id, folderId: plan.folderId, name: 'Again' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: messages.noFreeMealSlot });
    expect(await db().$count(mealPlans, eq(mealPlans.userId, user.id))).toBe(1);
  });

  it('answers "not found" for another planner’s plan or folder', async () => {
    const { plan } = await sourcePlan(-1);
    const intruder = await signedIn(env, 'nutritionist', { mealSlots: -1 });
    const own = await createFolder(db(), intruder.user);
    const ownPlan = await createMealPlan(db(), intruder.user, { folderId: own.id });
    await expect(
      intruder.caller.mealPlans.duplicate({ planId: plan.id, folderId: own.id, name: 'Mine' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: messages.noMealPlan });
    await expect(
      intruder.caller.mealPlans.duplicate({ planId: ownPlan.id, folderId: plan.folderId, name: 'Yours' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await db().$count(mealPlans)).toBe(2);
  });
});
