import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { makeAfcdWorkbook } from '../factories/food-files.ts';
import { DESKTOP, PHONE, launchBrowser, screenshot, type Viewport } from './support/browser.ts';
import { signedIn } from './support/session.ts';
import { settleAfterToast } from './support/ui.ts';

const baseUrl = inject('appUrl');
let browser: Browser;

/** The real FSANZ workbook beside the repository when it is there, else one of ours in the same format. */
const REAL_WORKBOOK = path.resolve('../shared/datasets/afcd/AFCD Release 2 - Nutrient file.xlsx');
const usesRealWorkbook = existsSync(REAL_WORKBOOK);

let workbook: {
  name: string;
  buffer: Buffer;
  foods: string;
  flaggedExample: string;
  /** A row the import skips, or null when it skips none (the real workbook). */
  skippedExample: string | null;
};

beforeAll(async () => {
  browser = await launchBrowser();
  workbook = usesRealWorkbook
    ? {
        name: path.basename(REAL_WORKBOOK),
        buffer: readFileSync(REAL_WORKBOOK),
        foods: '1,616',
        flaggedExample: 'Wine, red, shiraz',
        skippedExample: null,
      }
    : {
        name: 'AFCD Release 2 - Nutrient file.xlsx',
        buffer: await makeAfcdWorkbook(),
        foods: '4',
        flaggedExample: 'Wine, red, shiraz',
        skippedExample: 'Biscuit, with a trace of sugar',
      };
});
afterAll(async () => {
  await browser?.close();
});

async function adminOn(viewport: Viewport): Promise<Page> {
  const page = await signedIn(browser, baseUrl, 'admin', viewport);
  await page.goto(`${baseUrl}/excel`);
  await page.getByRole('heading', { name: 'Upload Excel', level: 1 }).waitFor();
  return page;
}

async function uploadWorkbook(page: Page): Promise<void> {
  await page.getByLabel('File type').selectOption({ label: 'AFCD Release 2 workbook (.xlsx)' });
  await page.getByLabel('Upload a food file').setInputFiles({
    name: workbook.name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook.buffer,
  });
  await page.getByText(messages.importStarted, { exact: true }).first().waitFor();
  await page.getByText(/^Imported [\d,]+ rows?:/).waitFor({ timeout: 30_000 });
}

describe('food imports', () => {
  it('an admin uploads the AFCD workbook, sees the report with its flagged rows, and deletes the file', async () => {
    const page = await adminOn(DESKTOP);
    await uploadWorkbook(page);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^Imported/ })
          .textContent(),
      )
      .toMatch(new RegExp(`${workbook.foods} added, 0 updated, 0 unchanged`));

    await page.getByRole('button', { name: /^Flagged/ }).click();
    const flagged = page
      .getByRole('list', { name: 'Rows of the file' })
      .getByRole('listitem')
      .filter({ hasText: workbook.flaggedExample });
    await flagged.waitFor();
    await expect
      .poll(() => flagged.textContent())
      .toMatch(/Energy 342 kJ differs from the \d+ kJ its macros imply/);
    await settleAfterToast(page, messages.importStarted);
    await screenshot(page, 'food-imports-report-desktop');

    const uploads = page.getByRole('region', { name: 'Uploaded files' });
    const row = uploads.getByRole('listitem').filter({ hasText: workbook.name });
    await expect.poll(() => row.textContent()).toMatch(/Excel workbook/);
    await expect.poll(() => row.textContent()).toMatch(/AFCD Release 2 workbook: [\d,]+ added/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('food-import-template.xlsx');

    await row.getByRole('button', { name: `Delete ${workbook.name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('The foods it imported stay.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete file' }).click();
    await page.getByText(messages.fileDeleted, { exact: true }).first().waitFor();
    await row.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('on a phone, importing the same workbook again adds nothing: every food unchanged', async () => {
    const page = await adminOn(PHONE);
    // Once so that its foods are there whichever test ran first, then again.
    await uploadWorkbook(page);
    await page.getByRole('button', { name: 'Close the report' }).click();
    await uploadWorkbook(page);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^Imported/ })
          .textContent(),
      )
      .toMatch(new RegExp(`0 added, 0 updated, ${workbook.foods} unchanged`));
    await page.getByRole('button', { name: /^Skipped/ }).click();
    if (workbook.skippedExample === null) await page.getByText('No row was skipped.').waitFor();
    else {
      await page
        .getByRole('list', { name: 'Rows of the file' })
        .getByRole('listitem')
        .filter({ hasText: workbook.skippedExample })
        .waitFor();
    }
    await page.getByRole('button', { name: /^All/ }).click();
    await page.getByRole('list', { name: 'Rows of the file' }).waitFor();
    await settleAfterToast(page, messages.importStarted);
    await screenshot(page, 'food-imports-report-phone');
    // The page fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });
});
