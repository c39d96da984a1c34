import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { PHONE, dialogScreenshot, launchBrowser, screenshot, settle } from './support/browser.ts';
import { signedIn, trpc } from './support/session.ts';
import { expectToast, mealCard, openMenuItem, settleAfterToast } from './support/ui.ts';

const baseUrl = inject('appUrl');
let browser: Browser;

/** The demo catalogue follows the SR28 foods into a fresh database: a few minutes on a busy machine. */
const LONG_TEST_MS = 420_000;
const WIDE = { width: 1366, height: 900 } as const;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface RecipeIngredient {
  foodName: string;
  quantity: number;
  grams: number;
}
interface Recipe {
  id: string;
  name: string;
  numberOfServes: number;
  ingredients: RecipeIngredient[];
}
interface PlanMeal {
  id: string;
  day: number;
  mealType: string;
  custom: { note: string } | null;
  recipe: { id: string; energyKjPerServe: number; numberOfServes: number } | null;
}

/** A published catalogue recipe with at least three ingredients, once the demo catalogue is in. */
async function recipeWithIngredients(page: Page): Promise<Recipe> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const list = await trpc<{ items: { id: string }[] }>(page, 'query', 'recipes.list', { limit: 30 });
    for (const item of list.items) {
      const recipe = await trpc<Recipe>(page, 'query', 'recipes.get', { id: item.id });
      if (recipe.ingredients.length >= 3) return recipe;
    }
    if (Date.now() > deadline) throw new Error('No recipe with three ingredients arrived');
    await page.waitForTimeout(3_000);
  }
}

async function mondayBreakfast(page: Page, planId: string): Promise<PlanMeal> {
  const plan = await trpc<{ meals: PlanMeal[] }>(page, 'query', 'mealPlans.get', { id: planId });
  return plan.meals.find((meal) => meal.day === 1 && meal.mealType === 'breakfast')!;
}

/** Searches the foods in the dialog and adds the first one found; returns its name. */
async function addIngredient(dialog: Locator, query: string): Promise<string> {
  const search = dialog.getByRole('combobox', { name: 'Add an ingredient' });
  const option = dialog.page().getByRole('listbox', { name: 'Foods' }).getByRole('option').first();
  await search.fill(query);
  await option.waitFor({ timeout: 30_000 });
  const name = (await option.locator('span span').first().textContent())?.trim() ?? '';
  await option.click();
  return name;
}

describe('a meal customised for one client', () => {
  it(
    'a dietitian swaps, removes and re-weighs ingredients of a planned meal, sees it marked, shops for it, and resets it',
    async () => {
      const page = await signedIn(browser, baseUrl, 'dietitian', WIDE);
      const recipe = await recipeWithIngredients(page);
      const client = `Sam Customised ${Date.now()}`;
      const folder = await trpc<{ id: string }>(page, 'mutation', 'clients.create', { client });
      const plan = await trpc<{ id: string }>(page, 'mutation', 'mealPlans.create', {
        folderId: folder.id,
        name: 'Low sugar week',
      });
      await trpc(page, 'mutation', 'mealPlans.updateSettings', {
        id: plan.id,
        energyTargetKj: 8400,
        mainMeals: ['breakfast', 'lunch', 'dinner'],
        snacks: 0,
        dessert: false,
      });
      for (const day of [1, 2]) {
        await trpc(page, 'mutation', 'mealPlans.addMeals', {
          planId: plan.id,
          day,
          mealType: 'breakfast',
          recipeIds: [recipe.id],
        });
      }
      const planUrl = `${baseUrl}/meal-plans?folder=${folder.id}&mealplan=${plan.id}`;
      await page.goto(planUrl);
      await page.getByRole('heading', { name: 'Low sugar week', exact: true }).waitFor();
      const card = mealCard(page, 'Monday breakfast');
      await card.waitFor();
      // The meal's energy, in the demo account's unit.
      const energy = card.getByText(/\d (kJ|Cal)/).first();
      const energyBefore = await energy.textContent();

      // The meal's menu opens the dialog with the recipe's own ingredients.
      await openMenuItem(
        page,
        card.getByRole('button', { name: 'More for Monday breakfast' }),
        'Customise for this client…',
      );
      const dialog = page.getByRole('dialog', { name: 'Customise for this client' });
      const rows = dialog.getByRole('list', { name: 'Ingredients', exact: true }).getByRole('listitem');
      await rows.nth(recipe.ingredients.length - 1).waitFor();
      expect(await rows.count()).toBe(recipe.ingredients.length);
      await dialog.getByText(`${recipe.name} for ${client}`).waitFor();

      // Remove the first ingredient, double the second, swap in a food from the search.
      const [removed, doubled] = recipe.ingredients;
      await dialog.getByRole('button', { name: `Remove ${removed!.foodName}` }).click();
      await dialog.getByLabel(`Quantity of ${doubled!.foodName}`).fill(String(doubled!.quantity * 2));
      const added = await addIngredient(dialog, 'banana');
      await dialog.getByLabel(`Quantity of ${added}`).fill('120');
      await dialog.getByLabel('Serves the ingredients make').fill(String(recipe.numberOfServes));
      await dialog.getByLabel('Note for the client').fill('No added sugar: a banana sweetens it.');
      await dialogScreenshot(page, 'custom-meal-dialog-1366', 400);
      await dialog.getByRole('button', { name: 'Save for this client' }).click();
      await expectToast(page, messages.recipeCustomized);
      await dialog.waitFor({ state: 'hidden' });

      // Marked on the planner; its energy and the server's plan are the customised version's.
      await page.getByRole('article', { name: /^Monday breakfast: .*, customised/ }).waitFor();
      await card.getByText('Customised', { exact: true }).waitFor();
      expect(await mealCard(page, 'Tuesday breakfast').getByText('Customised', { exact: true }).count()).toBe(
        0,
      );
      const customised = await mondayBreakfast(page, plan.id);
      expect(customised.custom).toEqual({ note: 'No added sugar: a banana sweetens it.' });
      await expect.poll(() => energy.textContent()).not.toBe(energyBefore);
      await settleAfterToast(page, messages.recipeCustomized);
      await screenshot(page, 'custom-meal-planner-1366');

      // The catalogue recipe is as it was.
      const catalogue = await trpc<Recipe>(page, 'query', 'recipes.get', { id: recipe.id });
      expect(catalogue.ingredients).toEqual(recipe.ingredients);
      expect(catalogue.numberOfServes).toBe(recipe.numberOfServes);

      // The shopping list counts the customised meal's own ingredients, and says so.
      await page.getByRole('button', { name: 'Shopping list' }).click();
      const shopping = page.getByRole('dialog', { name: 'Shopping list' });
      await shopping
        .getByText(`Includes 1 meal customised for ${client}: their own ingredients are counted.`)
        .waitFor();
      await shopping.getByText(added, { exact: false }).first().waitFor();
      await shopping.getByText('Includes a customised meal').first().waitFor();
      await dialogScreenshot(page, 'custom-meal-shopping-1366');
      await page.keyboard.press('Escape');
      await shopping.waitFor({ state: 'hidden' });

      // Opened again, it holds the customised version; changing only the serves says so.
      await openMenuItem(
        page,
        card.getByRole('button', { name: 'More for Monday breakfast' }),
        'Customise for this client…',
      );
      await dialog.getByText('This meal is already customised for the client.', { exact: false }).waitFor();
      await dialog.getByLabel(`Quantity of ${added}`).waitFor();
      expect(await dialog.getByLabel('Note for the client').inputValue()).toBe(
        'No added sugar: a banana sweetens it.',
      );
      await dialog.getByLabel('Serves the ingredients make').fill(String(recipe.numberOfServes * 2));
      await dialog.getByRole('button', { name: 'Save for this client' }).click();
      await expectToast(page, messages.servesCustomized);
      await dialog.waitFor({ state: 'hidden' });
      const halved = await mondayBreakfast(page, plan.id);
      expect(halved.recipe!.energyKjPerServe).toBeCloseTo(customised.recipe!.energyKjPerServe / 2, 6);

      // The phone: the planner's day and the dialog at 390 px.
      const phone = await signedIn(browser, baseUrl, 'dietitian', PHONE);
      await phone.goto(planUrl);
      const phoneCard = mealCard(phone, 'Monday breakfast');
      await phoneCard.getByText('Customised', { exact: true }).waitFor();
      await settle(phone);
      await screenshot(phone, 'custom-meal-planner-390');
      await openMenuItem(
        phone,
        phoneCard.getByRole('button', { name: 'More for Monday breakfast' }),
        'Customise for this client…',
      );
      await phone
        .getByRole('dialog', { name: 'Customise for this client' })
        .getByLabel(`Quantity of ${added}`)
        .waitFor();
      await dialogScreenshot(phone, 'custom-meal-dialog-390', 400);
      await phone.keyboard.press('Escape');
      await phone.context().close();

      // Reset to original, from the meal's menu.
      await openMenuItem(
        page,
        card.getByRole('button', { name: 'More for Monday breakfast' }),
        'Reset to original',
      );
      await expectToast(page, messages.mealCustomisationReset);
      await page.getByRole('article', { name: /^Monday breakfast: / }).waitFor();
      await card.getByText('Customised', { exact: true }).waitFor({ state: 'hidden' });
      const reset = await mondayBreakfast(page, plan.id);
      expect(reset.custom).toBeNull();
      expect(reset.recipe!.numberOfServes).toBe(recipe.numberOfServes);

      // A client's recipe eBook offers the same, from the recipe's row.
      const book = await trpc<{ id: string }>(page, 'mutation', 'mealPlans.create', {
        folderId: folder.id,
        name: 'Favourites',
        recipePlan: true,
      });
      await trpc(page, 'mutation', 'mealPlans.addMeals', {
        planId: book.id,
        mealType: 'breakfast',
        recipeIds: [recipe.id],
      });
      await page.goto(`${baseUrl}/recipe-plans?folder=${folder.id}&mealplan=${book.id}`);
      await page.getByRole('button', { name: `Customise ${recipe.name} for this client` }).click();
      await dialog.getByLabel('Serves the ingredients make').fill(String(recipe.numberOfServes * 4));
      await dialog.getByRole('button', { name: 'Save for this client' }).click();
      await expectToast(page, messages.servesCustomized);
      await page.getByText('Customised', { exact: true }).waitFor();
      await page.context().close();
    },
    LONG_TEST_MS,
  );
});
