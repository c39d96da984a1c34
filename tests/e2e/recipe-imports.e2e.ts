import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { DESKTOP, PHONE, launchBrowser, screenshot, type Viewport } from './support/browser.ts';
import { signedIn } from './support/session.ts';
import { settleAfterToast } from './support/ui.ts';

const baseUrl = inject('appUrl');
let browser: Browser;

/**
 * Two invented recipes as schema.org JSON-LD, matched against the embedded default's SR28 demo foods: the
 * pinch of cinnamon has no measure there (SR28 gives cinnamon only in teaspoons and tablespoons).
 */
function recipeFile(suffix: string): Buffer {
  return Buffer.from(
    JSON.stringify([
      {
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: `Weekend pancakes ${suffix}`,
        recipeCategory: 'Breakfast',
        recipeYield: '4 servings',
        recipeIngredient: ['1 cup flour', '2 eggs', '1 cup milk', '## Topping', '1 pinch of cinnamon'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Whisk the flour, eggs and milk.' },
          { '@type': 'HowToStep', text: 'Cook spoonfuls in a hot pan.' },
        ],
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: `Buttered rice ${suffix}`,
        recipeYield: 2,
        recipeIngredient: ['1 cup uncooked rice', '1 Tbsp butter', '1/2 tsp salt'],
        recipeInstructions: 'Cook the rice.\nStir in the butter and salt.',
      },
    ]),
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function adminOnImportRecipes(viewport: Viewport): Promise<Page> {
  const page = await signedIn(browser, baseUrl, 'admin', viewport);
  await page.goto(`${baseUrl}/recipes`);
  await page.getByRole('heading', { name: 'Recipes', level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Import recipes' }).click();
  await page.getByRole('heading', { name: 'Import recipes', level: 1 }).waitFor();
  return page;
}

async function importRecipes(page: Page, suffix: string): Promise<void> {
  await page.getByLabel('Upload a recipe file').setInputFiles({
    name: `family-${suffix}.jsonld`,
    mimeType: 'application/ld+json',
    buffer: recipeFile(suffix),
  });
  // The upload's progress bar fills, then stays a moment; the import's own bar follows while it runs.
  await expect
    .poll(() =>
      page
        .getByRole('progressbar', { name: `Uploading family-${suffix}.jsonld` })
        .getAttribute('aria-valuenow'),
    )
    .toBe('100');
  await page.getByText(messages.importStarted, { exact: true }).first().waitFor();
  await page.getByText('Imported 2 recipes.', { exact: false }).waitFor({ timeout: 60_000 });
}

describe('recipe imports', () => {
  it('an admin imports a JSON-LD file, sees it finish and the unmatched line, and opens that recipe to fix it', async () => {
    const page = await adminOnImportRecipes(DESKTOP);
    await importRecipes(page, 'desktop');

    const summary = page.getByRole('term');
    await expect.poll(() => summary.allTextContents()).toContain('Recipes created');
    const status = page.getByRole('status').filter({ hasText: /^Imported/ });
    await expect.poll(() => status.textContent()).toMatch(/1 recipe with lines that could not be matched/);

    const unmatched = page
      .getByRole('list', { name: 'Report lines' })
      .getByRole('listitem')
      .filter({ hasText: '1 pinch of cinnamon' });
    await unmatched.waitFor();
    await expect.poll(() => unmatched.textContent()).toMatch(/No matching measure/);
    await expect.poll(() => unmatched.textContent()).toMatch(/has no “pinch” portion/);
    await settleAfterToast(page, messages.importStarted);
    await screenshot(page, 'recipe-imports-report-desktop');

    const uploads = page.getByRole('region', { name: 'Past imports' });
    await expect
      .poll(() => uploads.getByRole('listitem').filter({ hasText: 'family-desktop.jsonld' }).textContent())
      .toMatch(/2 recipes, 1 published/);

    await unmatched.getByRole('link', { name: 'Edit Weekend pancakes desktop' }).click();
    await page.getByRole('heading', { name: 'Edit recipe', level: 1 }).waitFor();
    await page.getByText('What to fix in this recipe').waitFor();
    await page.getByText('“1 pinch of cinnamon”:', { exact: false }).waitFor();
    await page.context().close();
  });

  it('on a phone, the import runs to its report, which fits the screen', async () => {
    const page = await adminOnImportRecipes(PHONE);
    await importRecipes(page, 'phone');
    await page
      .getByRole('list', { name: 'Report lines' })
      .getByRole('listitem')
      .filter({ hasText: '1 pinch of cinnamon' })
      .waitFor();
    await settleAfterToast(page, messages.importStarted);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'recipe-imports-report-phone');
    await page.context().close();
  });
});
