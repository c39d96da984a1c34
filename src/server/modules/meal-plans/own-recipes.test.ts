import { describe, expect, it } from 'vitest';
import type { RecipeStatus } from '../../../shared/schemas/recipes.ts';
import { messages } from '../../../shared/messages.ts';
import { createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { signedIn, useTestEnvironment } from '../../../../tests/support/test-environment.ts';

const env = useTestEnvironment();
const db = () => env.database.db;

/**
 * Issue 30 point 4: a professional's own recipes (my recipes, and theirs waiting for review) go in their
 * own plans through the picker and "add meals"; another user's never do. Every recipe here has "bean" in
 * its name, so one search finds them all.
 */
async function recipesAround() {
  const planner = await signedIn(env, 'dietitian', { mealSlots: -1 });
  const other = await signedIn(env, 'dietitian', { mealSlots: -1 });
  const own = (name: string, values: { status?: RecipeStatus; isPrivate?: boolean }) =>
    createRecipe(db(), { name, userId: planner.user.id, ...values });
  const recipes = {
    catalogue: await createRecipe(db(), { name: 'Bean chilli' }),
    myRecipe: await own('My bean salad', { isPrivate: true }),
    pending: await own('Bean soup awaiting review', { status: 'pending' }),
    requested: await own('Bean stew customised', { status: 'requested' }),
    declined: await own('Bean bake declined', { status: 'declined' }),
    theirPrivate: await createRecipe(db(), {
      name: 'Their bean curry',
      userId: other.user.id,
      isPrivate: true,
    }),
    theirPending: await createRecipe(db(), {
      name: 'Their bean tacos',
      userId: other.user.id,
      status: 'pending',
    }),
  };
  const plan = await createMealPlan(db(), planner.user);
  return { planner, other, recipes, plan };
}

const names = (items: { name: string }[]) => items.map((item) => item.name).sort();

describe('the professional’s own recipes in their plans', () => {
  it('the plan’s picker lists and finds their my recipes and those waiting for review; never another’s', async () => {
    const { planner, other, recipes, plan } = await recipesAround();
    const offered = [
      recipes.catalogue.name,
      recipes.myRecipe.name,
      recipes.pending.name,
      recipes.requested.name,
    ].sort();
    const listed = await planner.caller.recipes.list({ forPlanId: plan.id, limit: 50 });
    expect(names(listed.items)).toEqual(offered);
    const found = await planner.caller.recipes.search({ query: 'bean', forPlanId: plan.id });
    expect(names(found.items)).toEqual(offered);
    // Filters still apply to them (an energy window that none of them fits leaves none).
    const filtered = await planner.caller.recipes.list({ forPlanId: plan.id, energyMinKj: 1e6 });
    expect(filtered.items).toEqual([]);

    // The Recipes screen (no plan) is the catalogue as before.
    expect(names((await planner.caller.recipes.list({ limit: 50 })).items)).toEqual([recipes.catalogue.name]);
    expect(names((await planner.caller.recipes.search({ query: 'bean' })).items)).toEqual([
      recipes.catalogue.name,
    ]);

    // The other dietitian's picker for their own plan offers the catalogue and none of the planner's.
    const theirPlan = await createMealPlan(db(), other.user);
    const theirs = await other.caller.recipes.list({ forPlanId: theirPlan.id, limit: 50 });
    expect(names(theirs.items)).toEqual(
      [recipes.catalogue.name, recipes.theirPrivate.name, recipes.theirPending.name].sort(),
    );
  });

  it('adds their own my recipe and pending recipe to a plan; another’s private or pending one is not found', async () => {
    const { planner, recipes, plan } = await recipesAround();
    await planner.caller.mealPlans.addMeals({
      planId: plan.id,
      day: 1,
      mealType: 'lunch',
      recipeIds: [recipes.myRecipe.id],
    });
    await planner.caller.mealPlans.addMeals({
      planId: plan.id,
      day: 1,
      mealType: 'dinner',
      recipeIds: [recipes.pending.id],
    });
    const read = await planner.caller.mealPlans.get({ id: plan.id });
    expect(read.meals.map((meal) => [meal.mealType, meal.recipe?.name])).toEqual([
      ['dinner', recipes.pending.name],
      ['lunch', recipes.myRecipe.name],
    ]);

    for (const recipe of [recipes.theirPrivate, recipes.theirPending, recipes.declined]) {
      await expect(
        planner.caller.mealPlans.addMeals({
          planId: plan.id,
          day: 2,
          mealType: 'lunch',
          recipeIds: [recipe.id],
        }),
      ).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: messages.recipeDoesNotExist.replace('{id}', recipe.id),
      });
    }
    expect((await planner.caller.mealPlans.get({ id: plan.id })).meals).toHaveLength(2);
  });

  it('an admin building a plan requested by the professional is offered that professional’s own recipes, not the admin’s', async () => {
    const { planner, recipes } = await recipesAround();
    const admin = await signedIn(env, 'admin');
    const adminOwn = await createRecipe(db(), {
      name: 'Admin bean draft',
      userId: admin.user.id,
      status: 'pending',
    });
    const requested = await createMealPlan(db(), planner.user, { requestStatus: 'requesting' });
    const offered = await admin.caller.recipes.search({ query: 'bean', forPlanId: requested.id });
    expect(names(offered.items)).toEqual(
      [recipes.catalogue.name, recipes.myRecipe.name, recipes.pending.name, recipes.requested.name].sort(),
    );
    await expect(
      admin.caller.mealPlans.addMeals({
        planId: requested.id,
        day: 1,
        mealType: 'lunch',
        recipeIds: [adminOwn.id],
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await admin.caller.mealPlans.addMeals({
      planId: requested.id,
      day: 1,
      mealType: 'lunch',
      recipeIds: [recipes.myRecipe.id],
    });
  });
});
