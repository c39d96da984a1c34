import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { makeJpeg } from '../support/upload-fixtures.ts';
import { DEMO_ACCOUNTS } from './support/accounts.ts';
import { DESKTOP, PHONE, launchBrowser, screenshot, settle } from './support/browser.ts';
import { waitForMail } from './support/mail.ts';
import { signedIn, trpc } from './support/session.ts';
import { expectToast } from './support/ui.ts';

const baseUrl = inject('appUrl');
let browser: Browser;

/** Three people, uploads and the SR28 foods still loading on a busy machine: more than the default minute. */
const LONG_TEST_MS = 240_000;
const XSS_MARKUP = '<img src=x onerror=alert(1)>';
const TEMPLATE_MARKUP = '{{7*7}}';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function ingredientRows(page: Page): Locator {
  return page.getByRole('list', { name: 'Ingredients', exact: true }).getByRole('listitem');
}

/**
 * Searches the foods and adds the first one found. The demo foods (USDA SR28) load in the background after
 * the app starts, so the search is tried again until they are there. Returns the food's name.
 */
async function addIngredient(page: Page, query: string): Promise<string> {
  const search = page.getByRole('combobox', { name: 'Add an ingredient' });
  const option = page.getByRole('listbox', { name: 'Foods' }).getByRole('option').first();
  const deadline = Date.now() + 120_000;
  for (;;) {
    await search.fill('');
    await search.fill(query);
    const found = await option
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (found) break;
    if (Date.now() > deadline) throw new Error(`No food found for "${query}"`);
    await page.waitForTimeout(2_000);
  }
  const name = (await option.locator('span span').first().textContent())?.trim() ?? '';
  const rowsBefore = await ingredientRows(page).count();
  await search.press('Enter');
  await expect.poll(() => ingredientRows(page).count()).toBe(rowsBefore + 1);
  return name;
}

function liveEnergy(page: Page): Locator {
  return page
    .getByRole('complementary', { name: 'Live nutrition' })
    .getByRole('row', { name: /^Energy/ })
    .getByRole('cell')
    .first();
}

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/recipes`);
  await page.getByRole('heading', { name: 'Recipes', exact: true }).waitFor();
  await page.getByRole('link', { name: 'Add recipe' }).first().click();
  await page.getByRole('heading', { name: 'Add recipe', exact: true }).waitFor();
}

describe('recipes', () => {
  it(
    'a dietitian adds a recipe with a photo, the admin approves it, a member finds it misspelt and saves it',
    async () => {
      const stamp = Date.now();
      const name = `Teriyaki chicken rice bowl ${stamp}`;
      const dietitian = await signedIn(browser, baseUrl, 'dietitian');
      await openEditor(dietitian);

      await dietitian.getByLabel('Name', { exact: true }).fill(name);
      await dietitian.getByLabel('Description').fill('A quick weeknight bowl with greens.');
      await dietitian.getByLabel('Video link').fill('https://example.com/teriyaki-bowl');
      await dietitian.getByLabel('Upload recipe photo').setInputFiles({
        name: 'teriyaki-bowl.jpg',
        mimeType: 'image/jpeg',
        buffer: await makeJpeg(640, 480),
      });
      await dietitian.getByRole('progressbar', { name: 'teriyaki-bowl.jpg' }).waitFor();
      await dietitian.locator('img[alt="Recipe photo"][src^="/files/recipes/"]').waitFor();
      await dietitian.getByRole('checkbox', { name: 'Dinner' }).click();
      await dietitian.getByRole('checkbox', { name: 'Lunch' }).click();
      await dietitian.getByRole('checkbox', { name: 'Halal' }).click();

      const chicken = await addIngredient(dietitian, 'chicken breast');
      await addIngredient(dietitian, 'brown rice');
      const broccoli = await addIngredient(dietitian, 'broccoli');
      await addIngredient(dietitian, 'olive oil');
      expect(await ingredientRows(dietitian).count()).toBe(4);

      // The same food twice is refused, and the editor says so.
      const search = dietitian.getByRole('combobox', { name: 'Add an ingredient' });
      await search.fill(broccoli);
      await dietitian
        .getByRole('option', { name: new RegExp(escapeRegExp(broccoli)) })
        .first()
        .click();
      await dietitian.getByText(`${broccoli} is already in the recipe.`, { exact: false }).waitFor();
      expect(await ingredientRows(dietitian).count()).toBe(4);
      await search.fill('');

      // The live panel follows the quantity as it is typed.
      const chickenRow = ingredientRows(dietitian).filter({ hasText: chicken });
      const before = await liveEnergy(dietitian).textContent();
      await chickenRow.getByLabel(/^Measure/).selectOption('gram');
      await chickenRow.getByLabel(/^Quantity/).fill('300');
      await expect.poll(() => liveEnergy(dietitian).textContent()).not.toBe(before);
      const afterFirst = await liveEnergy(dietitian).textContent();
      await chickenRow.getByLabel(/^Quantity/).fill('3');
      await expect.poll(() => liveEnergy(dietitian).textContent()).not.toBe(afterFirst);
      await chickenRow.getByLabel(/^Quantity/).fill('250');
      await dietitian.getByLabel('Number of serves').fill('2');

      await dietitian.getByLabel('Step 1', { exact: true }).fill('Cook the rice.');
      await dietitian.getByRole('button', { name: 'Add step' }).click();
      await dietitian.getByLabel('Step 2', { exact: true }).fill('Grill the chicken and steam the broccoli.');
      await dietitian.getByRole('button', { name: 'Add step' }).click();
      await dietitian.getByLabel('Step 3', { exact: true }).fill('Toss everything with the oil.');
      // Reordered with the buttons: the oil goes before the grilling.
      await dietitian.getByRole('button', { name: 'Move step 3 up' }).click();
      await settle(dietitian);
      await screenshot(dietitian, 'recipe-editor-filled-desktop');

      await dietitian.getByRole('button', { name: 'Add recipe' }).click();
      await expectToast(dietitian, messages.recipeAdded);
      await dietitian.waitForURL(/\/recipes\/[0-9a-f-]{36}$/);
      const recipeUrl = dietitian.url();
      await dietitian.getByRole('heading', { name, exact: true }).waitFor();
      await dietitian.getByText('Pending', { exact: true }).first().waitFor();
      const steps = dietitian.getByRole('region', { name: 'Method' }).getByRole('listitem');
      expect(await steps.allTextContents()).toEqual([
        '1Cook the rice.',
        '2Toss everything with the oil.',
        '3Grill the chicken and steam the broccoli.',
      ]);
      const video = dietitian.getByRole('link', { name: /Watch the video/ });
      expect(await video.getAttribute('href')).toBe('https://example.com/teriyaki-bowl');
      expect(await video.getAttribute('target')).toBe('_blank');
      expect(await video.getAttribute('rel')).toBe('noopener noreferrer');
      await dietitian.getByRole('region', { name: 'Ingredients' }).getByText('250 g').waitFor();
      await dietitian.getByRole('img', { name: `Photo of ${name}` }).waitFor();

      const admin = await signedIn(browser, baseUrl, 'admin');
      await admin.goto(`${baseUrl}/my-recipes?tab=pending`);
      await admin.getByRole('link', { name, exact: true }).click();
      await admin.getByLabel('Add a comment').fill('Say how long the rice cooks.');
      await admin.getByRole('button', { name: 'Add comment' }).click();
      await expectToast(admin, messages.recipeUpdated);
      await admin.getByText('Say how long the rice cooks.', { exact: true }).waitFor();
      await admin.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Approve' }).click();
      await expectToast(admin, messages.recipePublished);
      await admin.getByRole('button', { name: 'Move to pending' }).waitFor();
      // An admin's edit keeps it published.
      await admin.getByRole('link', { name: 'Edit' }).click();
      await admin.getByRole('heading', { name: 'Edit recipe' }).waitFor();
      await expect.poll(() => liveEnergy(admin).textContent()).toMatch(/\d/);
      await admin.getByLabel('Description').fill('A quick weeknight bowl with greens and sesame.');
      await admin.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(admin, messages.recipeUpdatedSuccessfully);
      await admin.getByText('A quick weeknight bowl with greens and sesame.', { exact: true }).waitFor();
      await admin.getByRole('button', { name: 'Move to pending' }).waitFor();
      await waitForMail(DEMO_ACCOUNTS.dietitian.email, (mail) => mail.subject === `Recipe approved: ${name}`);

      // The owner reads the admin's comment and ticks it off.
      await dietitian.reload();
      await dietitian.getByText('Say how long the rice cooks.', { exact: true }).waitFor();
      const tick = dietitian.getByRole('checkbox', { name: 'Done: Say how long the rice cooks.' });
      await tick.click();
      await expect.poll(() => tick.isChecked()).toBe(true);

      const member = await signedIn(browser, baseUrl, 'member');
      await member.goto(`${baseUrl}/recipes`);
      await member.getByLabel('Search recipes').fill('teriyki');
      const card = member
        .getByRole('list', { name: /Recipes matching/ })
        .getByRole('listitem')
        .filter({ has: member.getByRole('link', { name, exact: true }) });
      await card.waitFor();
      const heart = card.getByRole('button', { name: `Save ${name}` });
      await heart.click();
      await expectToast(member, messages.recipeSaved);
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      await member.getByRole('tab', { name: 'Saved recipes' }).click();
      await member
        .getByRole('list', { name: 'Saved recipes' })
        .getByRole('link', { name, exact: true })
        .waitFor();

      // The member may not edit it, but may customise it or report a problem.
      await member.goto(recipeUrl);
      await member.getByRole('heading', { name, exact: true }).waitFor();
      expect(await member.getByRole('link', { name: 'Edit' }).count()).toBe(0);
      await member.getByRole('button', { name: 'Report a problem' }).click();
      const report = member.getByRole('dialog', { name: 'Report a problem' });
      await report.getByLabel('What is wrong?').fill('The rice amount seems low for two serves.');
      await report.getByRole('button', { name: 'Send report' }).click();
      await expectToast(member, messages.reportSent);
      await member.getByRole('link', { name: 'Customize' }).click();
      await member.getByRole('heading', { name: 'Customize recipe' }).waitFor();
      await member.getByLabel('Number of serves').fill('4');
      await member.getByRole('button', { name: 'Save my version' }).click();
      await expectToast(member, messages.servesCustomized);
      await member.waitForURL((url) => url.pathname !== new URL(recipeUrl).pathname);
      await member.getByText('Requested', { exact: true }).first().waitFor();
      await member.goto(`${baseUrl}/my-recipes`);
      await member
        .getByRole('list', { name: 'My recipes' })
        .getByRole('link', { name, exact: true })
        .waitFor();
      await settle(member);
      await screenshot(member, 'my-recipes-desktop');

      // The admin finds the member's report on the Reports screen and closes it.
      await admin.goto(`${baseUrl}/reports`);
      await admin.getByRole('tab', { name: 'Recipe reports' }).click();
      const reported = admin
        .getByRole('list', { name: 'Pending recipe reports' })
        .getByRole('listitem')
        .filter({ hasText: 'The rice amount seems low for two serves.' });
      await reported.getByRole('link', { name, exact: true }).waitFor();
      await reported.getByRole('button', { name: `Close the report on ${name}` }).click();
      await expectToast(admin, messages.reportClosed);
      await reported.waitFor({ state: 'detached' });

      await Promise.all([dietitian, admin, member].map((page) => page.context().close()));
    },
    LONG_TEST_MS,
  );

  it(
    'a dietitian adds ingredients with the keyboard alone, and the plain food comes first',
    async () => {
      const page = await signedIn(browser, baseUrl, 'dietitian');
      await openEditor(page);
      const search = page.getByRole('combobox', { name: 'Add an ingredient' });
      const options = page.getByRole('listbox', { name: 'Foods' }).getByRole('option');
      const isFocused = (locator: Locator) =>
        locator.evaluate((element) => element === document.activeElement);

      // The first search waits for the demo foods, which load in the background after a fresh start.
      const deadline = Date.now() + 120_000;
      await search.click();
      for (;;) {
        await search.fill('');
        await page.keyboard.type('rice');
        const found = await options
          .first()
          .waitFor({ timeout: 5_000 })
          .then(() => true)
          .catch(() => false);
        if (found) break;
        if (Date.now() > deadline) throw new Error('No food found for "rice"');
        await page.waitForTimeout(2_000);
      }
      expect(await options.first().locator('span span').first().textContent()).toMatch(
        /^Rice, (white|brown), /,
      );
      await settle(page);
      await screenshot(page, 'recipe-editor-food-search-rice-desktop');

      // Enter adds the highlighted food and moves to its quantity; Enter there goes back to the search.
      await page.keyboard.press('Enter');
      await expect.poll(() => ingredientRows(page).count()).toBe(1);
      const riceQuantity = ingredientRows(page)
        .first()
        .getByLabel(/^Quantity/);
      await expect.poll(() => isFocused(riceQuantity)).toBe(true);
      await page.keyboard.type('150');
      await page.keyboard.press('Enter');
      await expect.poll(() => isFocused(search)).toBe(true);
      expect(await riceQuantity.inputValue()).toBe('150');

      // The arrows move through the results: down twice and up once picks the second food.
      await page.keyboard.type('lemon');
      await options
        .first()
        .getByText(/^Lemons, raw/)
        .waitFor();
      const second = (await options.nth(1).locator('span span').first().textContent())?.trim();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await expect.poll(() => ingredientRows(page).count()).toBe(2);
      const lemonRow = ingredientRows(page).nth(1);
      expect(await lemonRow.textContent()).toContain(second);
      await expect.poll(() => isFocused(lemonRow.getByLabel(/^Quantity/))).toBe(true);
      await page.keyboard.type('2');
      await page.keyboard.press('Enter');
      await expect.poll(() => isFocused(search)).toBe(true);
      expect(await lemonRow.getByLabel(/^Quantity/).inputValue()).toBe('2');
      // Enter in the editor never submitted the recipe.
      await page.getByRole('heading', { name: 'Add recipe', exact: true }).waitFor();

      await page.setViewportSize(PHONE);
      await search.fill('chicken breast');
      await options
        .first()
        .getByText(/^Chicken, broilers? or fryers, breast/)
        .waitFor();
      await settle(page);
      await screenshot(page, 'recipe-editor-food-search-chicken-phone');
      await page.close();
    },
    LONG_TEST_MS,
  );

  it(
    'shows markup typed into a recipe as text, and refuses a javascript: video link',
    async () => {
      const admin = await signedIn(browser, baseUrl, 'admin');
      const dialogs: string[] = [];
      admin.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await openEditor(admin);
      await admin.getByLabel('Name', { exact: true }).fill(XSS_MARKUP);
      await admin.getByLabel('Description').fill(`${TEMPLATE_MARKUP} ${XSS_MARKUP}`);
      await admin.getByLabel('Step 1', { exact: true }).fill(XSS_MARKUP);
      await admin.getByLabel('Video link').fill('javascript:alert(1)');
      await admin.getByRole('button', { name: 'Add recipe' }).click();
      await admin.getByText('Enter a video link that starts with http:// or https://.').waitFor();
      expect(await admin.getByLabel('Video link').getAttribute('aria-invalid')).toBe('true');

      // Without ingredients the server refuses it, in the specification's words, beside the ingredients.
      await admin.getByLabel('Video link').fill('');
      await admin.getByRole('button', { name: 'Add recipe' }).click();
      await admin.getByRole('alert').filter({ hasText: messages.addOneIngredient }).first().waitFor();

      await addIngredient(admin, 'broccoli');
      await admin.getByRole('button', { name: 'Add recipe' }).click();
      await expectToast(admin, messages.recipeAdded);
      await admin.waitForURL(/\/recipes\/[0-9a-f-]{36}$/);
      await admin.getByRole('heading', { name: XSS_MARKUP, exact: true }).waitFor();
      await admin.getByText(`${TEMPLATE_MARKUP} ${XSS_MARKUP}`, { exact: true }).waitFor();
      expect(await admin.getByText('49', { exact: true }).count()).toBe(0);
      expect(await admin.getByRole('region', { name: 'Method' }).getByText(XSS_MARKUP).count()).toBe(1);
      expect(await admin.locator('img[src="x"]').count()).toBe(0);

      // The admin's recipe is published at once: its card in the catalogue is inert too.
      await admin.goto(`${baseUrl}/recipes`);
      await admin.getByRole('link', { name: XSS_MARKUP, exact: true }).waitFor();
      expect(await admin.locator('img[src="x"]').count()).toBe(0);
      await admin.waitForTimeout(500);
      expect(dialogs).toEqual([]);

      // Deleting asks first, then leaves the recipe's page for the catalogue.
      await admin.getByRole('link', { name: XSS_MARKUP, exact: true }).click();
      await admin.getByRole('button', { name: 'Delete' }).click();
      const confirm = admin.getByRole('alertdialog', { name: `Delete ${XSS_MARKUP}?` });
      await confirm.getByRole('button', { name: 'Delete recipe' }).click();
      await expectToast(admin, messages.recipeDeleted);
      await admin.waitForURL((url) => url.pathname === '/recipes');
      await admin.getByRole('heading', { name: 'Recipes', exact: true }).waitFor();
      await admin.getByRole('list', { name: 'Recipes', exact: true }).waitFor();
      expect(await admin.getByRole('link', { name: XSS_MARKUP, exact: true }).count()).toBe(0);
      expect(dialogs).toEqual([]);
      await admin.context().close();
    },
    LONG_TEST_MS,
  );

  it(
    'pages the catalogue with Load more until no more recipes are found',
    async () => {
      // Two recipes only this test files under its own meal tag, so the end of the list is two pages away
      // however many recipes the demo catalogue holds.
      const tag = `E2E paging ${Date.now()}`;
      const admin = await signedIn(browser, baseUrl, 'admin');
      const [food] = await trpc<{ id: string }[]>(admin, 'query', 'foods.search', {
        query: 'broccoli',
        limit: 1,
      });
      for (const name of [`Paging test soup ${tag}`, `Paging test salad ${tag}`]) {
        await trpc(admin, 'mutation', 'recipes.create', {
          name,
          mealTimes: ['lunch'],
          tags: [tag],
          ingredients: [{ foodId: food!.id, quantity: 150 }],
        });
      }
      await admin.goto(`${baseUrl}/settings`);
      const limitField = admin.getByLabel('Recipes per page');
      const previousLimit = await limitField.inputValue();
      const setPageLimit = async (limit: string) => {
        await admin.goto(`${baseUrl}/settings`);
        await limitField.fill(limit);
        await admin.getByRole('button', { name: 'Save settings' }).click();
        await expectToast(admin, messages.settingsUpdated);
      };
      await setPageLimit('1');
      try {
        const member = await signedIn(browser, baseUrl, 'member');
        await member.goto(`${baseUrl}/recipes?tag=${encodeURIComponent(tag)}`);
        const cards = member
          .getByRole('list', { name: 'Recipes', exact: true })
          .getByRole('listitem')
          .filter({ has: member.getByRole('heading') });
        await cards.first().waitFor();
        expect(await cards.count()).toBe(1);
        expect(await member.getByText(messages.noMoreRecipes).count()).toBe(0);
        await member.getByRole('button', { name: 'Load more' }).click();
        await member.getByText(messages.noMoreRecipes, { exact: true }).waitFor();
        expect(await cards.count()).toBe(2);
        expect(await member.getByRole('button', { name: 'Load more' }).count()).toBe(0);

        // A filter nothing meets: the empty state says so, and how to get out of it.
        await member.getByLabel('Meal time').selectOption('breakfast');
        await member.getByText(messages.noRecipes, { exact: true }).waitFor();
        await settle(member);
        await screenshot(member, 'recipes-empty-desktop');
        await member.getByRole('button', { name: 'Clear filters' }).first().click();
        await member.getByRole('button', { name: 'Load more' }).waitFor();
        await member.context().close();
      } finally {
        await setPageLimit(previousLimit);
        await admin.context().close();
      }
    },
    LONG_TEST_MS,
  );

  it(
    'a professional browses by meal time, and My tags become the filters the catalogue opens with',
    async () => {
      const page = await signedIn(browser, baseUrl, 'naturopath');
      await page.goto(`${baseUrl}/recipes`);
      const mealTime = page.getByLabel('Meal time');
      await page.getByRole('list', { name: 'Recipes', exact: true }).getByRole('link').first().waitFor();
      // Always a meal time: no "any meal time" to choose, and the last one chosen is kept.
      expect(await mealTime.inputValue()).toBe('breakfast');
      expect(await mealTime.locator('option', { hasText: 'Any meal time' }).count()).toBe(0);
      await mealTime.selectOption('lunch');
      await page.waitForURL(/time=lunch/);

      await page.getByRole('button', { name: 'My tags' }).click();
      const dialog = page.getByRole('dialog', { name: 'My tags' });
      await dialog.getByRole('checkbox', { name: 'Vegetarian' }).click();
      await dialog.getByRole('checkbox', { name: 'Gluten' }).click();
      await settle(page);
      await screenshot(page, 'recipes-my-tags-desktop');
      await dialog.getByRole('button', { name: 'Save my tags' }).click();
      await expectToast(page, messages.tagsUpdated);
      await page.waitForURL(/tag=Vegetarian/);
      expect(new URL(page.url()).searchParams.getAll('free')).toEqual(['Gluten']);
      const saved = await trpc<{ tags: string[] }>(page, 'query', 'tags.mySelection', { kind: 'meal' });
      expect(saved.tags).toEqual(['Vegetarian']);

      // A new visit opens with them, and with the meal time last chosen.
      const again = await page.context().newPage();
      await again.goto(`${baseUrl}/recipes`);
      await again.waitForURL(/tag=Vegetarian/);
      expect(new URL(again.url()).searchParams.getAll('free')).toEqual(['Gluten']);
      expect(await again.getByLabel('Meal time').inputValue()).toBe('lunch');
      const cards = again.getByRole('list', { name: 'Recipes', exact: true }).getByRole('listitem');
      await cards.first().waitFor();

      // Saving the same tags again changes nothing, and says nothing.
      await again.getByRole('button', { name: 'My tags' }).click();
      await again
        .getByRole('dialog', { name: 'My tags' })
        .getByRole('button', { name: 'Save my tags' })
        .click();
      await again.getByRole('dialog', { name: 'My tags' }).waitFor({ state: 'detached' });
      expect(await again.getByText(messages.tagsUpdated, { exact: true }).count()).toBe(0);

      // The demo naturopath's catalogue is left unfiltered for the other tests.
      for (const kind of ['meal', 'nutrition']) {
        await trpc(again, 'mutation', 'tags.saveSelection', { kind, tags: [] });
      }
      await page.context().close();
    },
    LONG_TEST_MS,
  );

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(
      `shows the Recipes screen, a recipe and the editor (${label})`,
      async () => {
        const page = await signedIn(browser, baseUrl, 'nutritionist', viewport);
        // Professionals browse by meal time (SPEC §6); the dietitian's recipe above is for lunch and dinner.
        await page.goto(`${baseUrl}/recipes?time=dinner`);
        const firstCard = page.getByRole('list', { name: 'Recipes', exact: true }).getByRole('link').first();
        await firstCard.waitFor();
        await settle(page);
        await screenshot(page, `recipes-${label}`);
        // An allergen on a card says "Contains", so "Gluten" can never read as gluten free.
        const cardTags = page.getByRole('list', { name: 'Tags' });
        await cardTags
          .getByText(/^Contains [a-z]/)
          .first()
          .waitFor();
        expect(await cardTags.getByText(/^(Gluten|Wheat|Dairy|Egg|Nuts|Seafood|Soy)$/).count()).toBe(0);
        if (label === 'desktop') {
          await page.getByRole('button', { name: 'Nutrition tags' }).click();
          await page.getByRole('menuitemcheckbox', { name: 'Contains gluten' }).waitFor();
          await settle(page);
          await screenshot(page, 'recipes-nutrition-tags-menu-desktop');
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: 'Free from' }).click();
          await page.getByRole('menuitemcheckbox', { name: 'Gluten' }).click();
          await settle(page);
          await screenshot(page, 'recipes-filter-menu-desktop');
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: 'Clear filters' }).first().click();
          await firstCard.waitFor();
        }

        // A demo recipe's tags by kind: what it contains, then the diets it suits.
        await page.goto(`${baseUrl}/recipes?time=dinner&q=${encodeURIComponent('baked trout')}`);
        await page
          .getByRole('link', { name: /^Lemon and herb baked trout/ })
          .first()
          .click();
        await page.getByRole('heading', { name: /^Lemon and herb baked trout/ }).waitFor();
        await page.getByText('Contains seafood', { exact: true }).waitFor();
        await page.getByText('Pescatarian', { exact: true }).waitFor();
        await settle(page);
        await screenshot(page, `recipe-page-tags-${label}`);
        await page.goto(`${baseUrl}/recipes?time=dinner`);
        await firstCard.waitFor();

        await page
          .getByRole('link', { name: /^Teriyaki chicken rice bowl/ })
          .first()
          .click();
        await page.getByRole('heading', { name: /^Teriyaki chicken rice bowl/ }).waitFor();
        await page.getByRole('region', { name: 'Nutrition' }).waitFor();
        await settle(page);
        await screenshot(page, `recipe-page-${label}`);

        await page.getByRole('link', { name: 'Customize' }).click();
        await page.getByRole('heading', { name: 'Customize recipe' }).waitFor();
        await expect.poll(() => ingredientRows(page).count()).toBe(4);
        await expect.poll(() => liveEnergy(page).textContent()).toMatch(/\d/);
        await settle(page);
        await screenshot(page, `recipe-customize-${label}`);

        await page.goto(`${baseUrl}/add-recipe`);
        await page.getByLabel('Name', { exact: true }).fill('Porridge with berries');
        await addIngredient(page, 'oats');
        await page.getByRole('checkbox', { name: 'Breakfast' }).click();
        await page.getByRole('combobox', { name: 'Add an ingredient' }).fill('blueberries');
        await page.getByRole('listbox', { name: 'Foods' }).getByRole('option').first().waitFor();
        await settle(page);
        await screenshot(page, `recipe-editor-${label}`);
        await page.context().close();
      },
      LONG_TEST_MS,
    );
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
