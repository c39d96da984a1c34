import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import { dayTotals } from '../../../shared/planning/day-totals.ts';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { pdfPages } from '../../../../tests/support/pdf-text.ts';
import { callerFor } from '../../../../tests/support/services.ts';
import { signedIn, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import {
  mealCustomIngredients,
  mealCustomisations,
  recipeIngredients,
  recipes,
} from '../../db/schema/index.ts';

const env = useTestEnvironment();
const db = () => env.database.db;

/**
 * Oat porridge for 2 serves: 1 cup of oats (90 g, 1500 kJ/100 g), 400 g of cow's milk (270 kJ/100 g) and
 * 20 g of honey (1300 kJ/100 g); with an almond milk (150 kJ/100 g) to swap the milk for.
 */
async function porridgeFixture() {
  const oats = await createFood(db(), { name: 'Oats, rolled', energyKj: 1500 }, [
    { name: 'cup', unit: 'cup', weight: 90 },
  ]);
  const milk = await createFood(db(), { name: 'Milk, cow', energyKj: 270, sourceGroup: '0100', src: 'SR28' });
  const honey = await createFood(db(), { name: 'Honey', energyKj: 1300 });
  const almond = await createFood(db(), { name: 'Almond milk', energyKj: 150 });
  const porridge = await createRecipe(db(), { name: 'Oat porridge', numberOfServes: 2 }, [
    { food: oats, portion: oats.portions[0]!, quantity: 1 },
    { food: milk, quantity: 400 },
    { food: honey, quantity: 20 },
  ]);
  return { oats, milk, honey, almond, porridge };
}

/** A dietitian's plan with the porridge on Monday and Tuesday breakfast, one serve each. */
async function planWithPorridge() {
  const signed = await signedIn(env, 'dietitian', { downloadCredits: -1 });
  const fixture = await porridgeFixture();
  const plan = await createMealPlan(db(), signed.user, { energyTargetKj: 8000 }, [
    { recipe: fixture.porridge, day: 1, mealType: 'breakfast' },
    { recipe: fixture.porridge, day: 2, mealType: 'breakfast' },
  ]);
  const monday = plan.meals.find((meal) => meal.day === 1)!;
  return { ...signed, ...fixture, plan, monday };
}

describe('mealPlans.customiseMeal', () => {
  it('changes the meal for this client only: swapped, removed and re-weighed ingredients, serves and a note', async () => {
    const { caller, plan, monday, oats, almond, porridge } = await planWithPorridge();
    const recipesBefore = await db().select().from(recipes);
    const ingredientsBefore = await db()
      .select()
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, porridge.id));

    // Milk swapped for almond milk, the honey left out, half a cup more oats; it now makes one serve.
    const result = await caller.mealPlans.customiseMeal({
      planId: plan.id,
      mealId: monday.id,
      numberOfServes: 1,
      note: '  No honey: Sam is watching sugar.  ',
      ingredients: [
        { foodId: oats.id, portionId: oats.portions[0]!.id, quantity: 1.5 },
        { foodId: almond.id, quantity: 300 },
      ],
    });
    expect(messages[result.messageKey]).toBe('Successfully customized the recipe!');

    const after = await caller.mealPlans.get({ id: plan.id });
    const customised = after.meals.find((meal) => meal.id === monday.id)!;
    const tuesday = after.meals.find((meal) => meal.day === 2)!;
    // 135 g of oats (2025 kJ) and 300 g of almond milk (450 kJ), all in one serve.
    expect(customised.custom).toEqual({ note: 'No honey: Sam is watching sugar.' });
    expect(customised.recipe).toMatchObject({ id: porridge.id, name: 'Oat porridge', numberOfServes: 1 });
    expect(customised.recipe!.energyKjPerServe).toBeCloseTo(2475, 6);
    // The other meal of the same recipe is the catalogue's: (1350 + 1080 + 260) / 2 kJ a serve.
    expect(tuesday.custom).toBeNull();
    expect(tuesday.recipe!.energyKjPerServe).toBeCloseTo(1345, 6);
    // The day's totals are the planner's and the documents' own function over the plan.
    expect(dayTotals(after.meals, 1).energyKj).toBeCloseTo(2475, 6);
    expect(dayTotals(after.meals, 2).energyKj).toBeCloseTo(1345, 6);

    // The catalogue recipe and its ingredients are untouched, and no recipe was added anywhere.
    expect(await db().select().from(recipes)).toEqual(recipesBefore);
    expect(
      await db().select().from(recipeIngredients).where(eq(recipeIngredients.recipeId, porridge.id)),
    ).toEqual(ingredientsBefore);
    expect((await caller.recipes.get({ id: porridge.id })).numberOfServes).toBe(2);

    const versions = await caller.mealPlans.mealRecipe({ planId: plan.id, mealId: monday.id });
    expect(versions.original.numberOfServes).toBe(2);
    expect(versions.original.ingredients.map((i) => [i.foodName, i.quantity])).toEqual([
      ['Oats, rolled', 1],
      ['Milk, cow', 400],
      ['Honey', 20],
    ]);
    expect(versions.custom).toMatchObject({ numberOfServes: 1, note: 'No honey: Sam is watching sugar.' });
    expect(versions.custom!.ingredients.map((i) => [i.foodName, i.quantity, i.grams, i.portionName])).toEqual(
      [
        ['Oats, rolled', 1.5, 135, 'cup'],
        ['Almond milk', 300, 300, null],
      ],
    );
  });

  it('says "Successfully customized the serves!" when only the serves changed', async () => {
    const { caller, plan, monday, oats, milk, honey } = await planWithPorridge();
    const same = [
      { foodId: oats.id, portionId: oats.portions[0]!.id, quantity: 1 },
      { foodId: honey.id, quantity: 20 },
      { foodId: milk.id, measure: 'gram' as const, quantity: 400 },
    ];
    const serves = await caller.mealPlans.customiseMeal({
      planId: plan.id,
      mealId: monday.id,
      numberOfServes: 4,
      ingredients: same,
    });
    expect(messages[serves.messageKey]).toBe('Successfully customized the serves!');
    const again = await caller.mealPlans.customiseMeal({
      planId: plan.id,
      mealId: monday.id,
      numberOfServes: 4,
      note: 'Share with the kids',
      ingredients: same,
    });
    expect(messages[again.messageKey]).toBe('Successfully customized the recipe!');
    const meal = (await caller.mealPlans.get({ id: plan.id })).meals.find((m) => m.id === monday.id)!;
    expect(meal.recipe!.energyKjPerServe).toBeCloseTo(2690 / 4, 6);
  });

  it('refuses what the recipe editor refuses: no ingredient, a food twice, no serves', async () => {
    const { caller, plan, monday, oats } = await planWithPorridge();
    const base = { planId: plan.id, mealId: monday.id };
    await expect(
      caller.mealPlans.customiseMeal({ ...base, numberOfServes: 1, ingredients: [] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: messages.addOneIngredient });
    await expect(
      caller.mealPlans.customiseMeal({
        ...base,
        numberOfServes: 1,
        ingredients: [
          { foodId: oats.id, quantity: 10 },
          { foodId: oats.id, quantity: 20 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.mealPlans.customiseMeal({
        ...base,
        numberOfServes: 0,
        ingredients: [{ foodId: oats.id, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await db().$count(mealCustomisations)).toBe(0);
  });
});

describe('a customised meal in the plan’s reads', () => {
  it('the shopping list counts its own ingredients and serves, and marks the foods it brings', async () => {
    const { caller, plan, monday, oats, almond } = await planWithPorridge();
    await caller.mealPlans.customiseMeal({
      planId: plan.id,
      mealId: monday.id,
      numberOfServes: 1,
      ingredients: [
        { foodId: oats.id, portionId: oats.portions[0]!.id, quantity: 1 },
        { foodId: almond.id, quantity: 250 },
      ],
    });
    const list = await caller.mealPlans.shoppingList({ id: plan.id });
    expect(list).toMatchObject({ meals: 2, customisedMeals: 1 });
    const byName = Object.fromEntries(list.items.map((item) => [item.foodName, item]));
    // Tuesday's catalogue half (½ cup, 200 g milk, 10 g honey) plus Monday's customised one serve.
    expect(byName['Oats, rolled']).toMatchObject({
      grams: 45 + 90,
      customised: true,
      measures: [{ name: 'cup', unit: 'cup', quantity: 1.5, grams: 135 }],
    });
    expect(byName['Almond milk']).toMatchObject({ grams: 250, customised: true });
    expect(byName['Milk, cow']).toMatchObject({ grams: 200, customised: false });
    expect(byName['Honey']).toMatchObject({ grams: 10, customised: false });
  });

  it('the PDF prints the customised recipe, marked, with its note, beside the catalogue one', async () => {
    const { caller, plan, monday, oats, almond } = await planWithPorridge();
    await caller.mealPlans.customiseMeal({
      planId: plan.id,
      mealId: monday.id,
      numberOfServes: 1,
      note: 'Soak the oats overnight.',
      ingredients: [
        { foodId: oats.id, portionId: oats.portions[0]!.id, quantity: 1 },
        { foodId: almond.id, quantity: 250 },
      ],
    });
    const file = await caller.documents.mealPlan({ id: plan.id, paper: 'A4' });
    const pages = await pdfPages(Buffer.from(file.base64, 'base64'));
    const text = pages.join('\n');
    expect(text).toContain('Customised for you');
    expect(text).toContain('Soak the oats overnight.');
    expect(text).toContain('Almond milk');
    expect(text).toContain('Includes 1 meal customised for you');
    // Both versions have a page: the customised one and the catalogue's, which still has its milk.
    const recipePages = pages.filter((page) => page.includes('Oat porridge') && page.includes('Ingredients'));
    expect(recipePages).toHaveLength(2);
    expect(recipePages.filter((page) => page.includes('Milk, cow'))).toHaveLength(1);
  });

  it('the plan’s public eBook page gives the client the customised recipe, once, beside the catalogue one', async () => {
    const { caller, plan, monday, oats, almond } = await planWithPorridge();
    await caller.mealPlans.customiseMeal({
      planId: plan.id,
      mealId: monday.id,
      numberOfServes: 1,
      note: 'Soak the oats overnight.',
      ingredients: [
        { foodId: oats.id, portionId: oats.portions[0]!.id, quantity: 1 },
        { foodId: almond.id, quantity: 250 },
      ],
    });
    await caller.publicPages.setPlanLink({ planId: plan.id, on: true });
    const shared = await callerFor(env.services, null).publicPages.sharedPlan({ id: plan.id });
    expect(shared.recipes.map((recipe) => recipe.name)).toEqual([
      'Oat porridge (customised for you)',
      'Oat porridge',
    ]);
    const [custom, original] = shared.recipes;
    expect(custom).toMatchObject({ description: 'Soak the oats overnight.', numberOfServes: 1 });
    expect(custom!.ingredients).toEqual([
      { name: 'Oats, rolled', quantity: 1, unit: 'cup' },
      { name: 'Almond milk', quantity: 250, unit: 'g' },
    ]);
    expect(original!.ingredients.map((ingredient) => ingredient.name)).toContain('Milk, cow');
    expect(shared.meals.map((meal) => [meal.day, meal.recipeId])).toEqual([
      [1, custom!.id],
      [2, original!.id],
    ]);
  });
});

describe('mealPlans.resetMeal and the customisation’s lifetime', () => {
  it('"Reset to original" gives the meal the catalogue recipe again', async () => {
    const { caller, plan, monday, almond } = await planWithPorridge();
    await caller.mealPlans.customiseMeal({
      planId: plan.id,
      mealId: monday.id,
      numberOfServes: 1,
      ingredients: [{ foodId: almond.id, quantity: 250 }],
    });
    const reset = await caller.mealPlans.resetMeal({ planId: plan.id, mealId: monday.id });
    expect(messages[reset.messageKey]).toBe(messages.mealCustomisationReset);
    const meal = (await caller.mealPlans.get({ id: plan.id })).meals.find((m) => m.id === monday.id)!;
    expect(meal.custom).toBeNull();
    expect(meal.recipe!.energyKjPerServe).toBeCloseTo(1345, 6);
    expect(await db().$count(mealCustomIngredients)).toBe(0);
    expect((await caller.mealPlans.mealRecipe({ planId: plan.id, mealId: monday.id })).custom).toBeNull();
  });

  it('goes with its meal: replaced, removed, and kept when the meal moves', async () => {
    const { caller, plan, monday, almond, porridge } = await planWithPorridge();
    const customise = (mealId: string) =>
      caller.mealPlans.customiseMeal({
        planId: plan.id,
        mealId,
        numberOfServes: 1,
        ingredients: [{ foodId: almond.id, quantity: 250 }],
      });
    await customise(monday.id);
    await caller.mealPlans.moveMeal({ planId: plan.id, mealId: monday.id, day: 5, mealType: 'breakfast' });
    const moved = (await caller.mealPlans.get({ id: plan.id })).meals.find((m) => m.id === monday.id)!;
    expect(moved).toMatchObject({ day: 5, custom: { note: '' } });

    // The same recipe put in the slot again is a new meal: the catalogue's.
    await caller.mealPlans.addMeals({
      planId: plan.id,
      day: 5,
      mealType: 'breakfast',
      recipeIds: [porridge.id],
    });
    const replaced = (await caller.mealPlans.get({ id: plan.id })).meals.find((m) => m.day === 5)!;
    expect(replaced.custom).toBeNull();
    expect(await db().$count(mealCustomisations)).toBe(0);

    await customise(replaced.id);
    await caller.mealPlans.removeMeal({ planId: plan.id, mealId: replaced.id });
    expect(await db().$count(mealCustomisations)).toBe(0);
    expect(await db().$count(mealCustomIngredients)).toBe(0);
  });

  it('a food a customised meal uses cannot be deleted, as one a recipe uses', async () => {
    const { caller, plan, monday, almond } = await planWithPorridge();
    const admin = await signedIn(env, 'admin');
    const spare = await createFood(db(), { name: 'Oat milk' });
    await caller.mealPlans.customiseMeal({
      planId: plan.id,
      mealId: monday.id,
      numberOfServes: 1,
      ingredients: [{ foodId: almond.id, quantity: 250 }],
    });
    await expect(admin.caller.foods.delete({ id: almond.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await admin.caller.foods.bulkDelete({ ids: [almond.id, spare.id] })).toMatchObject({ count: 1 });
    expect((await caller.mealPlans.mealRecipe({ planId: plan.id, mealId: monday.id })).custom).not.toBeNull();
  });
});
