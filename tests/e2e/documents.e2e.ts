import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { pdfPages } from '../support/pdf-text.ts';
import { DESKTOP, SCREENSHOT_DIR, dialogScreenshot, launchBrowser } from './support/browser.ts';
import { signedIn, trpc, waitForCatalogue } from './support/session.ts';
import { expectToast } from './support/ui.ts';

const baseUrl = inject('appUrl');
let browser: Browser;

/** The demo catalogue follows the SR28 foods into a fresh database: a few minutes on a busy machine. */
const LONG_TEST_MS = 420_000;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Clicks Download in the Download PDF dialog with `paper` and returns the saved file's path. */
async function downloadPdf(page: Page, paper: string, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download PDF' });
  await dialog.getByLabel('Paper size').selectOption({ label: paper });
  // A meal plan's dialog says, before the download, whether it takes a download credit (decision 057).
  if (name === 'meal-plan') await dialog.getByText(/takes one download credit|^Free:/).waitFor();
  await dialogScreenshot(page, `documents-${name}-dialog`);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  await expectToast(page, messages.pdfDownloaded);
  const dir = path.join(SCREENSHOT_DIR, 'pdf');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  // The first pages as images, to look at (pdftoppm, Debian's poppler-utils).
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '3', file, path.join(dir, name)]);
  return file;
}

describe('downloading PDFs', () => {
  it(
    'a dietitian downloads a meal plan on US Letter and a recipe on A4, each opening as a PDF',
    async () => {
      const page = await signedIn(browser, baseUrl, 'dietitian', DESKTOP);
      await waitForCatalogue(page);
      const client = await trpc<{ id: string }>(page, 'mutation', 'clients.create', {
        client: 'Zoë Ngāti',
      });
      const plan = await trpc<{ id: string }>(page, 'mutation', 'mealPlans.create', {
        folderId: client.id,
        name: 'Crème week',
      });
      await trpc(page, 'mutation', 'mealPlans.updateSettings', {
        id: plan.id,
        energyTargetKj: 8400,
        mainMeals: ['breakfast', 'lunch', 'dinner'],
        snacks: 2,
        dessert: true,
      });
      await trpc(page, 'mutation', 'mealPlans.generate', { planId: plan.id, seed: 11 });
      await page.goto(`${baseUrl}/meal-plans?folder=${client.id}&mealplan=${plan.id}`);
      await page.getByRole('heading', { name: 'Crème week', exact: true }).waitFor();

      const planFile = await downloadPdf(page, 'US Letter (8.5 × 11 in)', 'meal-plan');
      expect(path.basename(planFile)).toBe('Crème-week.pdf');
      const bytes = readFileSync(planFile);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
      const pages = await pdfPages(bytes);
      expect(pages[0]).toContain('Zoë Ngāti');
      expect(pages[0]).toContain('Crème week');
      expect(pages[1]).toContain('Your 7-day plan');
      expect(pages.some((text) => text.includes('Shopping list'))).toBe(true);

      const [recipe] = (
        await trpc<{ items: { id: string; name: string }[] }>(page, 'query', 'recipes.list', { limit: 1 })
      ).items;
      await page.goto(`${baseUrl}/recipes/${recipe!.id}`);
      await page.getByRole('heading', { name: recipe!.name }).waitFor();
      const recipeFile = await downloadPdf(page, 'A4 (210 × 297 mm)', 'recipe');
      const recipeBytes = readFileSync(recipeFile);
      expect(recipeBytes.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
      expect((await pdfPages(recipeBytes)).join(' ')).toContain(recipe!.name);
      await page.context().close();
    },
    LONG_TEST_MS,
  );
});
