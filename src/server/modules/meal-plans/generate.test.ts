import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import { NUTRIENT_KEYS } from '../../../shared/nutrition/nutrients.ts';
import type { RecipeMealTime } from '../../../shared/schemas/recipes.ts';
import { createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { createUser } from '../../../../tests/factories/users.ts';
import { signedIn, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { mealPlanVersions, meals } from '../../db/schema/index.ts';

const env = useTestEnvironment();

/**
 * A recipe of `mealTime` whose protein, fat and carbohydrate are 20 %, 30 % and 50 % of its energy (17, 37
 * and 17 kJ/g), so a day of such recipes meets 20/30/50 % targets whenever its energy meets its own.
 */
function balanced(mealTime: RecipeMealTime, energyKj: number, overrides = {}) {
  const values = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, 0])) as Record<string, number>;
  Object.assign(values, {
    energyKj,
    protein: (energyKj * 0.2) / 17,
    fat: (energyKj * 0.3) / 37,
    carbohydrate: (energyKj * 0.5) / 17,
  });
  return createRecipe(env.database.db, {
    mealTimes: [mealTime],
    servingValues: values as never,
    energyKjPerServe: energyKj,
    ...overrides,
  });
}

/** 8,000 kJ, three main meals (2,667 kJ each, 2,267 to 3,067), protein 20 %, fat 30 %, carbohydrate 50 %. */
const SETTINGS = {
  energyTargetKj: 8000,
  mainMeals: ['breakfast', 'lunch', 'dinner'] as ('breakfast' | 'lunch' | 'dinner')[],
  snacks: 0,
  dessert: false,
  macroTargets: {
    protein: { unit: 'percent' as const, value: 20 },
    fat: { unit: 'percent' as const, value: 30 },
    carbohydrate: { unit: 'percent' as const, value: 50 },
    fibreMinG: null,
  },
};

async function catalogue() {
  for (const mealTime of ['breakfast', 'lunch', 'dinner'] as const) {
    for (let i = 0; i < 9; i++) await balanced(mealTime, 1400 + i * 150);
  }
}

describe('mealPlans.generate with macro targets', () => {
  it('meets energy, protein, fat and carbohydrate within 5 % on every day, with serves on the quarter grid', async () => {
    const { user, caller } = await signedIn(env, 'dietitian');
    await catalogue();
    const plan = await createMealPlan(env.database.db, user);
    await caller.mealPlans.updateSettings({ id: plan.id, ...SETTINGS });
    const result = await caller.mealPlans.generate({ planId: plan.id, seed: 3 });
    expect(result).toMatchObject({ seed: 3, filled: 21, unfilled: [], messageKey: 'mealsAdded' });
    expect(messages[result.messageKey]).toBe('Meals successfully added');
    expect(result.days.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const read = await caller.mealPlans.get({ id: plan.id });
    for (const day of result.days) {
      expect(day).toMatchObject({ met: true, binding: [] });
      expect(day.worstErrorPercent).toBeLessThanOrEqual(5);
      // The report's totals are the plan's meals added up: recipe per serve times the meal's serves.
      const today = read.meals.filter((meal) => meal.day === day.day);
      const sum = (key: 'protein' | 'fat' | 'carbohydrate') =>
        today.reduce((total, meal) => total + meal.recipe!.servingValues[key] * meal.serves, 0);
      expect(day.energyKj).toBeCloseTo(
        today.reduce((total, meal) => total + meal.recipe!.energyKjPerServe * meal.serves, 0),
        6,
      );
      expect(day.protein).toBeCloseTo(sum('protein'), 6);
      expect(Math.abs(day.protein / ((8000 * 0.2) / 17) - 1)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(day.fat / ((8000 * 0.3) / 37) - 1)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(day.carbohydrate / ((8000 * 0.5) / 17) - 1)).toBeLessThanOrEqual(0.05);
      for (const meal of today) {
        expect(meal.serves * 4).toBe(Math.round(meal.serves * 4));
        expect(meal.serves).toBeGreaterThanOrEqual(0.5);
        expect(meal.serves).toBeLessThanOrEqual(2);
        const energy = meal.recipe!.energyKjPerServe * meal.serves;
        expect(Math.abs(energy / (8000 / 3) - 1)).toBeLessThanOrEqual(0.15 + 1e-9);
      }
    }
    // 27 recipes, 21 slots: no recipe twice.
    expect(new Set(read.meals.map((meal) => meal.recipe!.id)).size).toBe(21);
  });

  it('balances one day around its locked meal and leaves the other days as they were', async () => {
    const { user, caller } = await signedIn(env, 'dietitian');
    await catalogue();
    const plan = await createMealPlan(env.database.db, user);
    await caller.mealPlans.updateSettings({ id: plan.id, ...SETTINGS });
    await caller.mealPlans.generate({ planId: plan.id, seed: 11 });
    const before = await caller.mealPlans.get({ id: plan.id });
    const locked = before.meals.find((meal) => meal.day === 2 && meal.mealType === 'lunch')!;
    await caller.mealPlans.setLocked({ planId: plan.id, mealId: locked.id, locked: true });

    const result = await caller.mealPlans.balanceDay({ planId: plan.id, day: 2, seed: 5 });
    expect(result.messageKey).toBe('dayBalanced');
    expect(messages[result.messageKey]).toBe('Day balanced');
    expect(result.days).toEqual([expect.objectContaining({ day: 2, met: true })]);
    const after = await caller.mealPlans.get({ id: plan.id });
    const key = (meal: (typeof after.meals)[number]) => [meal.id, meal.recipe?.id, meal.serves, meal.locked];
    expect(after.meals.filter((meal) => meal.day !== 2).map(key)).toEqual(
      before.meals.filter((meal) => meal.day !== 2).map(key),
    );
    const day2 = after.meals.filter((meal) => meal.day === 2);
    expect(day2).toHaveLength(3);
    expect(day2.find((meal) => meal.mealType === 'lunch')).toMatchObject({ id: locked.id, locked: true });
    // The other days' recipes count for variety: day 2's new meals are none of theirs.
    const elsewhere = new Set(after.meals.filter((meal) => meal.day !== 2).map((meal) => meal.recipe!.id));
    for (const meal of day2.filter((m) => !m.locked)) expect(elsewhere.has(meal.recipe!.id)).toBe(false);
    const [version] = await env.database.db
      .select()
      .from(mealPlanVersions)
      .where(and(eq(mealPlanVersions.planId, plan.id), eq(mealPlanVersions.reason, 'balanceDay')));
    expect(version).toMatchObject({ id: result.versionId, day: 2 });
  });

  it('keeps locked meals by default, and replaces them when keepLocked is false', async () => {
    const { user, caller } = await signedIn(env, 'dietitian');
    await catalogue();
    const plan = await createMealPlan(env.database.db, user);
    await caller.mealPlans.updateSettings({ id: plan.id, ...SETTINGS });
    await caller.mealPlans.generate({ planId: plan.id, seed: 1 });
    const first = (await caller.mealPlans.get({ id: plan.id })).meals[4]!;
    await caller.mealPlans.setLocked({ planId: plan.id, mealId: first.id, locked: true });
    await caller.mealPlans.generate({ planId: plan.id, seed: 2 });
    expect((await caller.mealPlans.get({ id: plan.id })).meals.find((m) => m.id === first.id)).toBeDefined();
    await caller.mealPlans.generate({ planId: plan.id, seed: 2, keepLocked: false });
    const after = await caller.mealPlans.get({ id: plan.id });
    expect(after.meals.find((m) => m.id === first.id)).toBeUndefined();
    expect(after.meals.some((m) => m.locked)).toBe(false);
    expect(after.meals).toHaveLength(21);
  });

  it('places the planner’s own private and pending recipes, never another user’s', async () => {
    const { user, caller } = await signedIn(env, 'dietitian');
    const other = await createUser(env.database.db, { role: 'dietitian' });
    // Lunch only, 3,000 kJ: these four recipes are the only lunches.
    const ownPrivate = await balanced('lunch', 3000, {
      userId: user.id,
      isPrivate: true,
      name: 'Own private',
    });
    const ownPending = await balanced('lunch', 3000, {
      userId: user.id,
      status: 'pending',
      name: 'Own pending',
    });
    await balanced('lunch', 3000, { userId: other.id, isPrivate: true, name: 'Their private' });
    await balanced('lunch', 3000, { userId: other.id, status: 'pending', name: 'Their pending' });
    const plan = await createMealPlan(env.database.db, user);
    await caller.mealPlans.updateSettings({
      id: plan.id,
      ...SETTINGS,
      energyTargetKj: 3000,
      mainMeals: ['lunch'],
    });
    const result = await caller.mealPlans.generate({ planId: plan.id, seed: 4 });
    expect(result).toMatchObject({ filled: 7, unfilled: [] });
    const placed = await env.database.db
      .select({ recipeId: meals.recipeId })
      .from(meals)
      .where(eq(meals.planId, plan.id));
    expect(new Set(placed.map((meal) => meal.recipeId))).toEqual(new Set([ownPrivate.id, ownPending.id]));

    // The other user's plan with the same settings finds neither of this planner's recipes.
    const theirs = await signedIn(env, 'dietitian');
    const theirPlan = await createMealPlan(env.database.db, theirs.user);
    await theirs.caller.mealPlans.updateSettings({
      id: theirPlan.id,
      ...SETTINGS,
      energyTargetKj: 3000,
      mainMeals: ['lunch'],
    });
    const none = await theirs.caller.mealPlans.generate({ planId: theirPlan.id, seed: 4 });
    expect(none).toMatchObject({ filled: 0, messageKey: 'notEnoughRecipes' });
    expect(none.days[0]!.binding[0]).toMatchObject({ kind: 'noRecipes', mealType: 'lunch' });
  });
});
