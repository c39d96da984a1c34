import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import type { FoodInput } from '../../src/shared/schemas/foods.ts';
import { DESKTOP, PHONE, dialogScreenshot, launchBrowser, screenshot } from './support/browser.ts';
import { signedIn, trpc } from './support/session.ts';
import { expectToast } from './support/ui.ts';

const baseUrl = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CHEDDAR: FoodInput = {
  name: 'Cheddar cheese, e2e',
  categoryId: null,
  alternateWords: '',
  defaultMeasurement: 'gram',
  defaultWeight: 30,
  nutrients: { energyKj: 1680, protein: 25, fat: 34, carbohydrate: 0.1, sugars: 0.1, fibre: 0, sodium: 650 },
  portions: [],
  tags: [],
  dietFlags: [],
  tagsSetBy: 'rules',
};

describe('ingredients and food reports', () => {
  it('an admin adds an ingredient with two portions and finds it, typo and all, with the search box', async () => {
    const page = await signedIn(browser, baseUrl, 'admin', DESKTOP);
    await page.goto(`${baseUrl}/ingredients`);
    await page.getByRole('heading', { name: 'Ingredients', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add ingredient' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add ingredient' });
    await dialog.getByLabel('Name', { exact: true }).fill('Rolled oats');
    await dialog.getByLabel('Portion 1 name').fill('Cup');
    await dialog.getByLabel('Portion 1 unit').fill('cup');
    await dialog.getByLabel('Portion 1 grams').fill('90');
    await dialog.getByRole('button', { name: 'Add portion' }).click();
    await dialog.getByLabel('Portion 2 name').fill('Tablespoon');
    await dialog.getByLabel('Portion 2 unit').fill('tbsp');
    await dialog.getByLabel('Portion 2 grams').fill('0');
    await dialog.getByRole('button', { name: 'Save ingredient' }).click();
    await dialog.getByText('The weight must be more than 0 g.').waitFor();
    await dialog.getByLabel('Portion 2 grams').fill('10');
    await dialog.getByRole('button', { name: 'Save ingredient' }).click();
    await expectToast(page, messages.ingredientSaved);
    await dialog.waitFor({ state: 'hidden' });

    // The demo's library holds the demo recipes' foods as well: the list's own search finds the new one.
    await page.getByLabel('Search ingredients').fill('Rolled oats');
    const row = page.getByRole('row', { name: /Rolled oats/ });
    // Role queries see only what is shown: the chips under the name on a phone, in their column on desktop.
    const chips = row.getByRole('list', { name: 'Portions of Rolled oats' });
    await chips.waitFor();
    expect(await chips.getByRole('listitem').allInnerTexts()).toEqual(['Cup · 90 g', 'Tablespoon · 10 g']);

    await page.getByLabel('Food name').fill('roled oats');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const answer = page.getByRole('list', { name: 'Portions for roled oats' });
    await answer.waitFor();
    expect(await answer.getByRole('listitem').allInnerTexts()).toEqual([
      'Cup (cup)\n90 g',
      'Tablespoon (tbsp)\n10 g',
    ]);

    await page.getByLabel('Food name').fill('Xylophone quartz');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(messages.ingredientNotFound, { exact: false }).waitFor();
    await page.getByLabel('Food name').fill('rolled oats');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('list', { name: 'Portions for rolled oats' }).waitFor();
    await screenshot(page, 'ingredients-desktop');

    await page.getByRole('button', { name: 'Edit Rolled oats' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit ingredient' });
    await editor.getByLabel('Portion 2 grams').waitFor();
    expect(await editor.getByLabel('Portion 2 grams').inputValue()).toBe('10');
    await dialogScreenshot(page, 'ingredient-editor-desktop');
    await page.context().close();
  });

  it('a member reports a food; the admin sees it on Reports and resolves it', async () => {
    const admin = await signedIn(browser, baseUrl, 'admin', DESKTOP);
    const food = await trpc<{ id: string }>(admin, 'mutation', 'foods.create', CHEDDAR);

    const member = await signedIn(browser, baseUrl, 'member', DESKTOP);
    await trpc(member, 'mutation', 'foodReports.submit', {
      foodId: food.id,
      message: 'The sodium looks twice what the pack says.',
    });
    await member.context().close();

    await admin.goto(`${baseUrl}/reports`);
    await admin.getByRole('tab', { name: 'Food reports', selected: true }).waitFor();
    const report = admin.getByRole('listitem').filter({ hasText: CHEDDAR.name });
    await report.getByText('The sodium looks twice what the pack says.').waitFor();
    await report.getByText(/Reported by Mia Member/).waitFor();
    await screenshot(admin, 'reports-desktop');

    await report.getByRole('button', { name: `Mark the report on ${CHEDDAR.name} as resolved` }).click();
    await expectToast(admin, messages.reportResolved);
    await report.waitFor({ state: 'detached' });
    await admin.getByRole('tab', { name: 'Resolved' }).click();
    await admin
      .getByRole('listitem')
      .filter({ hasText: CHEDDAR.name })
      .getByText('Resolved', { exact: true })
      .waitFor();
    await admin.context().close();
  });

  it('looks right on a 390 px phone, and deletes an ingredient after asking', async () => {
    const page = await signedIn(browser, baseUrl, 'admin', PHONE);
    await page.goto(`${baseUrl}/ingredients`);
    await page.getByLabel('Search ingredients').fill('Rolled oats');
    await page.getByRole('row', { name: /Rolled oats/ }).waitFor();
    await page.getByLabel('Food name').fill('Rolled oats');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Portions for').waitFor();
    await screenshot(page, 'ingredients-phone');

    await page.getByRole('button', { name: 'Edit Rolled oats' }).click();
    await page.getByRole('dialog', { name: 'Edit ingredient' }).getByLabel('Portion 2 grams').waitFor();
    await dialogScreenshot(page, 'ingredient-editor-phone');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Delete Rolled oats' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Rolled oats?' });
    await dialogScreenshot(page, 'ingredient-delete-phone');
    await confirm.getByRole('button', { name: 'Delete ingredient' }).click();
    await expectToast(page, messages.ingredientDeleted);
    // Gone from the list (the demo's own ingredients stay in the library).
    await page.getByRole('row', { name: /Rolled oats/ }).waitFor({ state: 'detached' });

    const food = await trpc<{ id: string }>(page, 'mutation', 'foods.create', {
      ...CHEDDAR,
      name: 'Brown rice, e2e',
    });
    const member = await signedIn(browser, baseUrl, 'member', PHONE);
    await trpc(member, 'mutation', 'foodReports.submit', {
      foodId: food.id,
      message: 'Missing a cup portion.',
    });
    await member.context().close();
    await page.goto(`${baseUrl}/reports`);
    const report = page.getByRole('listitem').filter({ hasText: 'Brown rice, e2e' });
    await report.getByRole('button', { name: /Mark the report/ }).waitFor();
    await screenshot(page, 'reports-pending-phone');
    await report.getByRole('button', { name: /Mark the report/ }).click();
    await expectToast(page, messages.reportResolved);
    await page.getByText('No reports are waiting.', { exact: false }).waitFor();
    await page.getByRole('tab', { name: 'Resolved' }).click();
    await page.getByRole('listitem').filter({ hasText: CHEDDAR.name }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Brown rice, e2e' }).waitFor();
    await screenshot(page, 'reports-resolved-phone');
    await page.context().close();
  });
});
