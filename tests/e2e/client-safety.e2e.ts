import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { PHONE, dialogScreenshot, launchBrowser, screenshot, settle } from './support/browser.ts';
import { freshPage, signedIn, trpc, waitForCatalogue } from './support/session.ts';
import { expectNoSideScroll, expectToast } from './support/ui.ts';

/**
 * Issue 29 end to end: a client declares an allergy and an avoided food on the professional's form; the
 * professional accepts it and generates the plan; no meal and no shopping line holds them; the plan screen
 * shows them; a meal chosen by hand against them carries its warning.
 */

const baseUrl = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = `${Date.now() % 100_000}`;
const WIDE = { width: 1366, height: 900 } as const;

interface PlanRead {
  id: string;
  clientSafety: { allergies: string[]; avoidWords: string[] };
  meals: {
    day: number;
    mealType: string;
    recipe: { id: string; name: string; nutritionTags: string[] } | null;
    conflicts: unknown[];
  }[];
}

interface RecipeRead {
  name: string;
  nutritionTags: string[];
  ingredients: { foodName: string }[];
}

const MUSHROOM = /\bmushrooms?\b/i;

describe('client safety', () => {
  it('a client’s allergy and avoided food from /form never reach the generated plan or its shopping list; a meal chosen against them is flagged', async () => {
    const dietitian = await signedIn(browser, baseUrl, 'dietitian', WIDE);
    await waitForCatalogue(dietitian);
    await dietitian.goto(`${baseUrl}/clients`);
    const forms = dietitian.getByRole('region', { name: 'Client forms' });
    await forms.waitFor();
    const create = forms.getByRole('button', { name: 'Create my form link' });
    if (await create.isVisible()) await create.click();
    const formHref = await forms.getByRole('link', { name: /\/form\// }).getAttribute('href');

    // The client, on a phone: an allergy ticked and a food to avoid typed.
    const name = `Safe Client ${suffix}`;
    const client = await freshPage(browser, PHONE);
    await client.goto(`${baseUrl}${formHref}`);
    await client.getByRole('heading', { name: 'Your meal plan details' }).waitFor();
    await client.getByLabel('Name').fill(name);
    await client.getByLabel('Email').fill(`safe.client.${suffix}@example.test`);
    await client.getByLabel('Weight (kg)').fill('68');
    await client.getByLabel('Height (cm)').fill('168');
    await client.getByLabel('Age').fill('41');
    await client.getByLabel('Sex').selectOption('female');
    await client.getByLabel('Activity').selectOption('light');
    await client.getByLabel('Goal').selectOption('g2');
    await client.getByLabel('Snacks a day').selectOption('1');
    await client.getByRole('checkbox', { name: 'Peanuts' }).check();
    await client.getByLabel('Foods to avoid').fill('mushrooms');
    await expectNoSideScroll(client);
    await settle(client);
    await screenshot(client, 'client-safety-form-phone');
    await client.getByRole('button', { name: 'Send my details' }).click();
    await client.getByText(messages.formReceived).waitFor();
    await client.context().close();

    // The professional accepts the form: the record keeps the allergy and the word, and the plan is made.
    await dietitian.reload();
    const waiting = dietitian.getByRole('article', { name: `Meal plan form from ${name}` });
    await waiting.getByRole('button', { name: `Accept the meal plan form from ${name}` }).click();
    await expectToast(dietitian, messages.formSubmissionAccepted);
    await waiting.waitFor({ state: 'detached' });
    const folders = await trpc<{ id: string; client: string }[]>(dietitian, 'query', 'clients.list', {});
    const folder = folders.find((f) => f.client === name)!;
    const [plan] = await trpc<{ id: string }[]>(dietitian, 'query', 'mealPlans.list', {
      folderId: folder.id,
    });
    expect(plan).toBeDefined();

    await dietitian.goto(`${baseUrl}/meal-plans?folder=${folder.id}&mealplan=${plan!.id}`);
    const strip = dietitian.getByRole('region', { name: 'The client’s allergies and avoided foods' });
    await strip.getByText('Peanuts').waitFor();
    await strip.getByText('mushrooms').waitFor();
    // Accepting the form generated the plan; generated again from the plan screen, with a new draw.
    await dietitian.getByRole('button', { name: 'Regenerate', exact: true }).click();
    await dietitian
      .getByRole('alertdialog', { name: 'Regenerate the plan?' })
      .getByRole('button', { name: 'Regenerate', exact: true })
      .click();
    await expectToast(dietitian, messages.mealsAdded);

    const read = await trpc<PlanRead>(dietitian, 'query', 'mealPlans.get', { id: plan!.id });
    expect(read.clientSafety.allergies).toContain('Peanuts');
    expect(read.clientSafety.avoidWords).toContain('mushrooms');
    const placed = read.meals.filter((meal) => meal.recipe);
    expect(placed.length).toBeGreaterThan(20);
    // Checked against the recipes themselves, not only the server's own verdict.
    for (const meal of placed) {
      expect(meal.conflicts, meal.recipe!.name).toEqual([]);
      const recipe = await trpc<RecipeRead>(dietitian, 'query', 'recipes.get', { id: meal.recipe!.id });
      expect(recipe.nutritionTags, recipe.name).not.toContain('Peanuts');
      expect(recipe.name).not.toMatch(MUSHROOM);
      for (const line of recipe.ingredients) {
        expect(line.foodName, recipe.name).not.toMatch(MUSHROOM);
        expect(line.foodName, recipe.name).not.toMatch(/peanut/i);
      }
    }
    const list = await trpc<{ items: { foodName: string }[] }>(dietitian, 'query', 'mealPlans.shoppingList', {
      id: plan!.id,
    });
    expect(list.items.length).toBeGreaterThan(10);
    for (const item of list.items) {
      expect(item.foodName).not.toMatch(MUSHROOM);
      expect(item.foodName).not.toMatch(/peanut/i);
    }
    await expectNoSideScroll(dietitian);
    await settle(dietitian);
    await screenshot(dietitian, 'client-safety-plan-desktop');

    // A meal chosen by hand against the record: the picker hides it until asked, then marks it; the card
    // carries the warning.
    await dietitian.getByRole('button', { name: 'More for Monday breakfast' }).click();
    await dietitian.getByRole('menuitem', { name: 'Remove' }).click();
    await expectToast(dietitian, messages.mealRemoved);
    await dietitian.getByRole('button', { name: 'Add a recipe to Monday breakfast' }).click();
    const picker = dietitian.getByRole('dialog', { name: 'Add a recipe' });
    await picker.getByLabel('Search recipes').fill('peanut');
    // The peanut recipes are there, but not shown while they go against the record.
    await picker.getByRole('switch', { name: 'Only recipes that fit the slot' }).click();
    await settle(dietitian, 1_500);
    expect(await picker.getByRole('button', { name: /^Add Peanut/ }).count()).toBe(0);
    await picker.getByRole('switch', { name: 'Show recipes that go against the client’s record' }).click();
    const against = picker
      .getByRole('button', { name: /^Add Peanut .*, which goes against the client’s record$/ })
      .first();
    await against.waitFor();
    await dialogScreenshot(dietitian, 'client-safety-picker-desktop', 500);
    await against.click();
    await expectToast(dietitian, messages.mealsAdded);
    const card = dietitian.getByRole('article', { name: /^Monday breakfast: / });
    await card.getByText('Contains Peanuts').waitFor();
    await settle(dietitian);
    await screenshot(dietitian, 'client-safety-conflict-desktop');
    const after = await trpc<PlanRead>(dietitian, 'query', 'mealPlans.get', { id: plan!.id });
    const monday = after.meals.find((meal) => meal.day === 1 && meal.mealType === 'breakfast')!;
    expect(monday.conflicts).toContainEqual(expect.objectContaining({ kind: 'allergen', tag: 'Peanuts' }));

    // On a phone the record stays in view and the warning is on the card, with no side scroll.
    const phone = await signedIn(browser, baseUrl, 'dietitian', PHONE);
    await phone.goto(`${baseUrl}/meal-plans?folder=${folder.id}&mealplan=${plan!.id}`);
    await phone
      .getByRole('region', { name: 'The client’s allergies and avoided foods' })
      .getByText('Peanuts')
      .waitFor();
    await phone.getByText('Contains Peanuts').first().waitFor();
    await expectNoSideScroll(phone);
    await settle(phone);
    await screenshot(phone, 'client-safety-plan-phone');
    await phone.context().close();
    await trpc(dietitian, 'mutation', 'clients.delete', { id: folder.id });
    await dietitian.context().close();
  });
});
