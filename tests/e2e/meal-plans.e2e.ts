import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import {
  DESKTOP,
  PHONE,
  SCREENSHOT_DIR,
  dialogScreenshot,
  launchBrowser,
  screenshot,
  settle,
} from './support/browser.ts';
import { signedIn, waitForCatalogue } from './support/session.ts';
import { expectToast, mealCard } from './support/ui.ts';

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

/** The recipe in a slot, by the name its card carries. */
async function recipeIn(page: Page, slot: string): Promise<string> {
  const label = (await mealCard(page, slot).getAttribute('aria-label')) ?? '';
  return label.replace(/^[^:]+: /, '').replace(/, locked$/, '');
}

describe('meal plans', () => {
  it(
    'a dietitian plans a week for a new client: target, generate, lock, regenerate, remove, move, shop',
    async () => {
      const stamp = Date.now();
      const client = `Jane Citizen ${stamp}`;
      const page = await signedIn(browser, baseUrl, 'dietitian', DESKTOP);
      await waitForCatalogue(page);
      await page.goto(`${baseUrl}/meal-plans`);
      await page.getByRole('heading', { name: 'Meal Plans', exact: true }).waitFor();

      // A client, and the client's first plan.
      await page.getByRole('button', { name: 'New client' }).first().click();
      await page.getByLabel('Client name').fill(client);
      await page.getByRole('button', { name: 'Add client' }).click();
      await expectToast(page, messages.clientAdded);
      await page.getByRole('button', { name: 'Create the first plan' }).click();
      await page.getByLabel('Plan name').fill('Week 1');
      await page.getByRole('button', { name: 'Create meal plan' }).click();
      await expectToast(page, messages.mealPlanAdded);
      await page.getByRole('heading', { name: 'Week 1', exact: true }).waitFor();
      await page.getByText('This plan has no meals yet.').waitFor();
      expect(new URL(page.url()).searchParams.get('folder')).toMatch(/^[0-9a-f-]{36}$/);
      expect(new URL(page.url()).searchParams.get('mealplan')).toMatch(/^[0-9a-f-]{36}$/);
      const planUrl = page.url();

      // The target, worked out for the client with the calculator (docs/decisions/011's example).
      await page.getByRole('button', { name: 'Settings' }).click();
      const settings = page.getByRole('dialog', { name: 'Plan settings' });
      await settings.getByRole('button', { name: 'Calculate for the client' }).click();
      await settings.getByText('Female', { exact: true }).click();
      await settings.getByLabel('Age (years)').fill('40');
      await settings.getByLabel('Height (cm)').fill('165');
      await settings.getByLabel('Weight (kg)').fill('80');
      await settings.getByLabel('Activity level').selectOption('light');
      await settings.getByLabel('Client’s goal').selectOption('g1');
      const working = settings.getByRole('region', { name: 'Energy working' });
      await working.getByText('29.4', { exact: true }).waitFor();
      expect(await working.getByTestId('client-target').textContent()).toBe('7200 kJ');
      await working.getByText('2040 kJ each').waitFor();
      await working.scrollIntoViewIfNeeded();
      await dialogScreenshot(page, 'meal-plans-settings-desktop', 500);
      await settings.getByRole('button', { name: 'Use 7200 kJ as the target' }).click();
      expect(await settings.getByLabel('Daily energy target (kJ)').inputValue()).toBe('7200');
      // At least one main meal (SPEC §5), checked before the call.
      for (const meal of ['Breakfast', 'Lunch', 'Dinner']) {
        await settings.getByRole('checkbox', { name: meal }).click();
      }
      await settings.getByRole('button', { name: 'Save settings' }).click();
      await settings.getByText(messages.selectOneMainMeal).waitFor();
      for (const meal of ['Breakfast', 'Lunch', 'Dinner']) {
        await settings.getByRole('checkbox', { name: meal }).click();
      }
      await settings.getByRole('button', { name: 'Save settings' }).click();
      await expectToast(page, messages.mealPlanUpdated);
      await settings.waitFor({ state: 'hidden' });
      await page.getByText('7200 kJ', { exact: true }).first().waitFor();

      // Generate: every slot of the week filled.
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await expectToast(page, messages.mealsAdded);
      await mealCard(page, 'Sunday snack 2').waitFor();
      expect(await page.getByRole('article').count()).toBe(35);
      await page.getByText('35 of 35 meals planned').waitFor();

      // Lock two meals; generating again keeps them.
      const mondayBreakfast = await recipeIn(page, 'Monday breakfast');
      const tuesdayDinner = await recipeIn(page, 'Tuesday dinner');
      await page.getByRole('button', { name: 'Lock Monday breakfast' }).click();
      await page.getByRole('button', { name: 'Lock Tuesday dinner' }).click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Lock Monday breakfast' }).getAttribute('aria-pressed'))
        .toBe('true');
      await page.getByText('2 locked').waitFor();
      const regenerated = page.waitForResponse((response) => response.url().includes('mealPlans.generate'));
      await page.getByRole('button', { name: 'Regenerate' }).click();
      // A plan with meals asks first (issue 30): the locked meals are kept.
      const asking = page.getByRole('alertdialog', { name: 'Regenerate the plan?' });
      await asking.getByText('2 locked meals are kept').waitFor();
      await asking.getByRole('button', { name: 'Regenerate' }).click();
      expect((await regenerated).ok()).toBe(true);
      // The button reads "Generating…" until the new plan is on screen.
      await page.getByRole('button', { name: 'Regenerate' }).waitFor();
      expect(await recipeIn(page, 'Monday breakfast')).toBe(mondayBreakfast);
      expect(await recipeIn(page, 'Tuesday dinner')).toBe(tuesdayDinner);
      expect(await mealCard(page, 'Monday breakfast').getAttribute('aria-label')).toMatch(/, locked$/);
      expect(await page.getByRole('article').count()).toBe(35);

      // Remove one meal: the slot offers to add one again, and keeps the focus.
      await page.getByRole('button', { name: 'More for Wednesday lunch' }).click();
      await page.getByRole('menuitem', { name: 'Remove' }).click();
      await expectToast(page, messages.mealRemoved);
      const addWednesdayLunch = page.getByRole('button', { name: 'Add a recipe to Wednesday lunch' });
      await addWednesdayLunch.waitFor();
      await expect
        .poll(() => addWednesdayLunch.evaluate((node) => node === document.activeElement))
        .toBe(true);

      // Move a meal by keyboard: Thursday lunch into the empty Wednesday lunch.
      const thursdayLunch = await recipeIn(page, 'Thursday lunch');
      await page.getByRole('button', { name: `Move ${thursdayLunch} from Thursday lunch` }).focus();
      await page.keyboard.press('Space');
      await page.waitForTimeout(200);
      await page.keyboard.press('ArrowLeft');
      await page.waitForTimeout(200);
      await page.keyboard.press('Space');
      await expectToast(page, 'Meal moved');
      await expect.poll(() => recipeIn(page, 'Wednesday lunch')).toBe(thursdayLunch);
      await page.getByRole('button', { name: 'Add a recipe to Thursday lunch' }).waitFor();

      // The place survives a reload.
      await page.reload();
      await page.getByRole('heading', { name: 'Week 1', exact: true }).waitFor();
      expect(await recipeIn(page, 'Wednesday lunch')).toBe(thursdayLunch);
      await settle(page, 500);
      await screenshot(page, 'meal-plans-planner-desktop');
      // The side column of clients and plans folds away for the week's sake, and comes back.
      await page.getByRole('button', { name: 'Show clients and plans' }).click();
      const side = page.getByRole('complementary', { name: 'Clients and plans' });
      await side.getByRole('link', { name: new RegExp(client) }).waitFor();
      expect(await side.getByRole('link', { name: /^Week 1/ }).getAttribute('aria-current')).toBe('page');
      await settle(page, 500);
      await screenshot(page, 'meal-plans-planner-side-column-desktop');
      await side.getByRole('button', { name: 'Hide clients and plans' }).click();

      // The picker: search, see the slot's range, add.
      await page.getByRole('button', { name: 'Add a recipe to Thursday lunch' }).click();
      const picker = page.getByRole('dialog', { name: 'Add a recipe' });
      await picker.getByText('Thursday lunch', { exact: true }).waitFor();
      await picker.getByLabel('Search recipes').fill('chicken');
      const firstChicken = picker.getByRole('list', { name: 'Recipes' }).getByRole('listitem').first();
      await firstChicken
        .getByText(/chicken/i)
        .first()
        .waitFor();
      await dialogScreenshot(page, 'meal-plans-picker-desktop', 500);
      const chosen = ((await firstChicken.getByRole('button').getAttribute('aria-label')) ?? '').replace(
        /^Add /,
        '',
      );
      await firstChicken.getByRole('button', { name: /^Add / }).click();
      await expectToast(page, messages.mealsAdded);
      await expect.poll(() => recipeIn(page, 'Thursday lunch')).toBe(chosen);

      // The explicit way to move: Move to… a day and a meal, swapping with the meal there.
      const fridayDinner = await recipeIn(page, 'Friday dinner');
      const saturdayDinner = await recipeIn(page, 'Saturday dinner');
      await page.getByRole('button', { name: 'More for Friday dinner' }).click();
      await page.getByRole('menuitem', { name: 'Move to…' }).click();
      const move = page.getByRole('dialog', { name: `Move ${fridayDinner}` });
      await move.getByLabel('Day', { exact: true }).selectOption({ label: 'Saturday' });
      await move.getByLabel('Meal', { exact: true }).selectOption({ label: 'Dinner' });
      await move.getByText('the two swap places').waitFor();
      await move.getByRole('button', { name: 'Swap' }).click();
      await expectToast(page, 'Meal moved');
      await expect.poll(() => recipeIn(page, 'Saturday dinner')).toBe(fridayDinner);
      expect(await recipeIn(page, 'Friday dinner')).toBe(saturdayDinner);

      // Drag and drop with the mouse: Sunday dinner onto Saturday dinner, and the two swap.
      const sundayDinner = await recipeIn(page, 'Sunday dinner');
      await mealCard(page, 'Sunday dinner').scrollIntoViewIfNeeded();
      const from = (await mealCard(page, 'Sunday dinner').boundingBox())!;
      const to = (await mealCard(page, 'Saturday dinner').boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 3 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
      await page.mouse.up();
      await expect.poll(() => recipeIn(page, 'Saturday dinner')).toBe(sundayDinner);
      expect(await recipeIn(page, 'Sunday dinner')).toBe(fridayDinner);

      // The shopping list, by aisle in the order a shop is walked.
      await page.getByRole('button', { name: 'Shopping list' }).click();
      let shopping = page.getByRole('dialog', { name: 'Shopping list' });
      await shopping.getByText(/\d+ foods for 35 meals/).waitFor();
      expect(await shopping.getByRole('listitem').count()).toBeGreaterThan(10);
      const aisles = await shopping.getByRole('heading', { level: 3 }).allTextContents();
      expect(aisles.length).toBeGreaterThan(2);
      expect(aisles[0]).toMatch(/^produce$/i);
      // Ticking a food off: it stays ticked after a reload.
      const firstProduce = () =>
        page
          .getByRole('dialog', { name: 'Shopping list' })
          .getByRole('region', { name: 'Produce' })
          .getByRole('checkbox')
          .first();
      const ticked = (await firstProduce().getAttribute('id'))!;
      await firstProduce().click();
      await shopping.getByText(/, 1 ticked/).waitFor();
      await dialogScreenshot(page, 'meal-plans-shopping-list-desktop', 500);
      await page.reload();
      await page.getByRole('button', { name: 'Shopping list' }).click();
      shopping = page.getByRole('dialog', { name: 'Shopping list' });
      await shopping.getByText(/\d+ foods for 35 meals, 1 ticked/).waitFor();
      expect(await shopping.locator(`[id="${ticked}"]`).isChecked()).toBe(true);
      // What printing prints: the list alone, its boxes, the ticked one ticked.
      await page.pdf({ path: path.join(SCREENSHOT_DIR, 'meal-plans-shopping-list-print.pdf'), format: 'A4' });
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('#root').isVisible()).toBe(false);
      expect(await page.locator('[data-print-only]').isVisible()).toBe(true);
      expect(await page.locator('[data-print-only] h3').first().textContent()).toMatch(/^produce$/i);
      await screenshot(page, 'meal-plans-shopping-list-print');
      await page.emulateMedia({ media: 'screen' });
      // Clear ticks unticks them all.
      await shopping.getByRole('button', { name: 'Clear ticks' }).click();
      expect(await shopping.locator(`[id="${ticked}"]`).isChecked()).toBe(false);
      expect(await shopping.getByRole('button', { name: 'Clear ticks' }).isDisabled()).toBe(true);
      await page.keyboard.press('Escape');

      // On a phone: the same plan, a day at a time.
      const phone = await signedIn(browser, baseUrl, 'dietitian', PHONE);
      await phone.goto(planUrl);
      await phone.getByRole('heading', { name: 'Week 1', exact: true }).waitFor();
      await phone.getByRole('tab', { name: 'Tuesday' }).click();
      await mealCard(phone, 'Tuesday dinner').waitFor();
      expect(await recipeIn(phone, 'Tuesday dinner')).toBe(tuesdayDinner);
      await phone.getByRole('region', { name: 'Tuesday total' }).getByText('of a 7200 kJ target').waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await settle(phone, 500);
      await screenshot(phone, 'meal-plans-planner-phone');

      await phone.getByRole('button', { name: 'More for Tuesday lunch' }).click();
      await phone.getByRole('menuitem', { name: 'Replace…' }).click();
      const phonePicker = phone.getByRole('dialog', { name: /^Replace / });
      await phonePicker.getByRole('list', { name: 'Recipes' }).getByRole('listitem').first().waitFor();
      await dialogScreenshot(phone, 'meal-plans-picker-phone', 500);
      await phone.keyboard.press('Escape');

      await phone.getByRole('button', { name: 'Settings' }).click();
      const phoneSettings = phone.getByRole('dialog', { name: 'Plan settings' });
      expect(await phoneSettings.getByLabel('Daily energy target (kJ)').inputValue()).toBe('7200');
      await dialogScreenshot(phone, 'meal-plans-settings-phone', 500);
      await phone.keyboard.press('Escape');

      await phone.getByRole('button', { name: 'Shopping list' }).click();
      await phone
        .getByRole('dialog', { name: 'Shopping list' })
        .getByText(/\d+ foods for 35 meals/)
        .waitFor();
      await dialogScreenshot(phone, 'meal-plans-shopping-list-phone', 500);
      await phone.context().close();
      await page.context().close();
    },
    LONG_TEST_MS,
  );

  it('a recipe plan takes several recipes at once for a meal, without days', async () => {
    const page = await signedIn(browser, baseUrl, 'dietitian', DESKTOP);
    await waitForCatalogue(page);
    await page.goto(`${baseUrl}/recipe-plans`);
    await page.getByRole('heading', { name: 'Recipe eBooks', exact: true }).waitFor();
    await page
      .getByRole('button', { name: /^(New plan|Create the first plan)$/ })
      .first()
      .click();
    await page.getByLabel('Plan name').fill(`Quick dinners ${Date.now()}`);
    await page.getByRole('button', { name: 'Create recipe plan' }).click();
    await expectToast(page, messages.mealPlanAdded);
    await page.waitForURL((url) => url.searchParams.has('mealplan'));
    const planId = new URL(page.url()).searchParams.get('mealplan');
    await page.getByRole('button', { name: 'Add dinner recipes' }).click();
    const picker = page.getByRole('dialog', { name: 'Add recipes' });
    const rows = picker.getByRole('list', { name: 'Recipes' }).getByRole('listitem');
    await rows.nth(2).waitFor();
    for (const index of [0, 1, 2]) await rows.nth(index).getByRole('checkbox').click();
    await picker.getByRole('button', { name: 'Add 3 recipes' }).click();
    await expectToast(page, messages.mealsAdded);
    const dinners = page.getByRole('region', { name: /^Dinner/ }).getByRole('listitem');
    await expect.poll(() => dinners.count()).toBe(3);
    await page
      .getByRole('region', { name: /^Dinner/ })
      .getByText('3 recipes')
      .waitFor();

    // Renamed, then deleted with its recipes after asking.
    const name = `Family dinners ${Date.now()}`;
    await page.getByRole('button', { name: 'Plan actions' }).click();
    await page.getByRole('menuitem', { name: 'Rename plan' }).click();
    await page.getByRole('dialog', { name: 'Rename plan' }).getByLabel('Plan name').fill(name);
    await page.getByRole('button', { name: 'Save name' }).click();
    await expectToast(page, messages.mealPlanNameUpdated);
    await page.getByRole('heading', { name, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Plan actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete plan' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await confirm.getByText('The plan and its 3 meals are deleted.').waitFor();
    await confirm.getByRole('button', { name: 'Delete plan' }).click();
    await expectToast(page, messages.mealPlanDeleted);
    await page.getByRole('heading', { name, exact: true }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('mealplan')).not.toBe(planId);
    await page.context().close();
  });
});
