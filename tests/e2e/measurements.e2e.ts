import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { DESKTOP, PHONE, dialogScreenshot, launchBrowser, screenshot } from './support/browser.ts';
import { signedIn } from './support/session.ts';
import { expectToast, openMenuItem } from './support/ui.ts';

const baseUrl = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = () => String(Date.now()).slice(-6);

describe('food categories and measurements', () => {
  it('the admin adds a category, is told a taken name, and renames it', async () => {
    const page = await signedIn(browser, baseUrl, 'admin', DESKTOP);
    await page.goto(`${baseUrl}/categories?tab=food`);
    await page.getByRole('heading', { name: 'Food categories' }).waitFor();
    const name = `Berries ${suffix()}`;
    const newCategory = page.getByLabel('New category');

    await newCategory.fill(name);
    await page.getByRole('button', { name: 'Add category' }).click();
    await expectToast(page, messages.foodCategoryAdded);
    await page.getByRole('cell', { name, exact: true }).waitFor();

    await newCategory.fill(name.toUpperCase());
    await page.getByRole('button', { name: 'Add category' }).click();
    // The refusal shows under the field as well as in the toast.
    await page.locator('p', { hasText: messages.categoryNameTaken }).first().waitFor();
    expect(await newCategory.getAttribute('aria-invalid')).toBe('true');
    await newCategory.fill('');

    await openMenuItem(page, page.getByRole('button', { name: `Actions for ${name}` }), 'Rename');
    const dialog = page.getByRole('dialog', { name: 'Rename category' });
    await dialog.getByLabel('Category name').fill(`${name} and cherries`);
    await dialogScreenshot(page, 'categories-rename-desktop');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expectToast(page, messages.categoryUpdated);
    await page.getByRole('cell', { name: `${name} and cherries`, exact: true }).waitFor();

    await page.getByRole('checkbox', { name: `Select ${name} and cherries` }).click();
    await page
      .getByRole('region', { name: 'Selected categories' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expectToast(page, messages.categorySaved);
    await page.waitForTimeout(3_500);
    await screenshot(page, 'categories-desktop');
    await page.context().close();
  });

  it('the admin files recipe categories: a taken name is refused in the rename dialog, then one is deleted', async () => {
    const page = await signedIn(browser, baseUrl, 'admin', DESKTOP);
    await page.goto(`${baseUrl}/categories`);
    await page.getByRole('heading', { name: 'Recipe categories' }).waitFor();
    const soups = `Soups ${suffix()}`;
    const salads = `Salads ${suffix()}`;
    for (const name of [soups, salads]) {
      await page.getByLabel('New recipe category').fill(name);
      await page.getByRole('button', { name: 'Add category' }).click();
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }

    await openMenuItem(page, page.getByRole('button', { name: `Actions for ${salads}` }), 'Rename');
    const rename = page.getByRole('dialog', { name: 'Rename recipe category' });
    await rename.getByLabel('Category name').fill(soups);
    await rename.getByRole('button', { name: 'Save name' }).click();
    await rename.getByText(messages.categoryNameTaken).waitFor();
    expect(await rename.getByLabel('Category name').getAttribute('aria-invalid')).toBe('true');
    await dialogScreenshot(page, 'recipe-categories-rename-desktop');
    await rename.getByRole('button', { name: 'Cancel' }).click();

    await openMenuItem(page, page.getByRole('button', { name: `Actions for ${salads}` }), 'Delete');
    const remove = page.getByRole('alertdialog');
    await remove.getByText('No recipe is in it. This cannot be undone.').waitFor();
    await remove.getByRole('button', { name: 'Delete category' }).click();
    await expectToast(page, messages.categoryDeleted);
    await page.getByRole('cell', { name: salads, exact: true }).waitFor({ state: 'detached' });
    await page.waitForTimeout(3_500);
    await screenshot(page, 'recipe-categories-desktop');
    await page.context().close();
  });

  it('the admin pages the household measures, looks up a key, adds a measurement and uploads a dataset', async () => {
    const page = await signedIn(browser, baseUrl, 'admin', DESKTOP);
    await page.goto(`${baseUrl}/measurements`);
    await page.getByRole('heading', { name: 'Measurements' }).waitFor();
    // The embedded demo starts with the household measures: 50 a page, then "Load more".
    const rows = page.locator('tbody tr');
    await page.getByRole('cell', { name: 'F000074', exact: true }).waitFor();
    expect(await rows.count()).toBe(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 100);

    await page.getByLabel('Look up a Public Food Key').fill('f000091');
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByText('1 medium apple').waitFor();
    expect(await rows.count()).toBe(1);
    await page.getByLabel('Look up a Public Food Key').fill('F999999');
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByText(messages.noMeasurementFound, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Show all' }).click();

    const key = `E${suffix()}`;
    await page.getByRole('button', { name: 'Add measurement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add measurement' });
    await dialog.getByLabel('Public Food Key').fill(key);
    const unit = dialog.getByRole('group', { name: 'Unit 1' });
    await unit.getByLabel('Description', { exact: true }).fill('1 slice');
    await unit.getByLabel('Grams').fill('36');
    await dialog.getByRole('button', { name: 'Add unit' }).click();
    const second = dialog.getByRole('group', { name: 'Unit 2' });
    await second.getByLabel('Description', { exact: true }).fill('1 cup, crumbs');
    await second.getByLabel('Grams').fill('45');
    await second.getByLabel('Derivation', { exact: true }).selectOption('Analysed');
    await dialogScreenshot(page, 'measurements-add-desktop');
    await dialog.getByRole('button', { name: 'Add measurement' }).click();
    await expectToast(page, messages.measurementAdded);

    await page.getByRole('button', { name: 'Add measurement' }).click();
    await dialog.getByLabel('Public Food Key').fill(key.toLowerCase());
    await dialog
      .getByRole('group', { name: 'Unit 1' })
      .getByLabel('Description', { exact: true })
      .fill('1 slice');
    await dialog.getByRole('group', { name: 'Unit 1' }).getByLabel('Grams').fill('36');
    await dialog.getByRole('button', { name: 'Add measurement' }).click();
    await dialog.getByText(messages.publicFoodKeyExists).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByLabel('Look up a Public Food Key').fill(key);
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByText('1 cup, crumbs').waitFor();
    await page.getByRole('button', { name: 'Show all' }).click();

    const csv = [
      'Public Food Key,Measure Description,Grams,mLs,Derivation',
      `${key},1 slice,36,0,Estimated`,
      'F000086,1 medium apple,150,0,Estimated',
      'F001553,1 slice,heavy,0,Estimated',
    ].join('\n');
    await page.getByLabel('Upload measurements dataset').setInputFiles({
      name: 'measures.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const summary = page.getByText('measures.csv: 1 measurement added, 2 skipped.');
    await summary.waitFor();
    await page.getByText('Row 4 (F001553): Grams is not a number.').waitFor();
    await page.getByText('1 key already here, left unchanged.').waitFor();
    await screenshot(page, 'measurements-desktop');
    await page.context().close();
  });

  it('both screens work on a phone', async () => {
    const page = await signedIn(browser, baseUrl, 'admin', PHONE);
    await page.goto(`${baseUrl}/categories?tab=food`);
    await page.getByRole('heading', { name: 'Food categories' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    await screenshot(page, 'categories-phone');

    await page.goto(`${baseUrl}/measurements`);
    await page.getByRole('cell', { name: 'F000074', exact: true }).waitFor();
    await screenshot(page, 'measurements-phone');
    await page.getByRole('button', { name: 'Add measurement' }).click();
    await dialogScreenshot(page, 'measurements-add-phone');
    await page.context().close();
  });
});
