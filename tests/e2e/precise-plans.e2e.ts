import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { PHONE, dialogScreenshot, launchBrowser, screenshot, settle } from './support/browser.ts';
import { signedIn, trpc, waitForCatalogue } from './support/session.ts';
import { expectNoSideScroll, expectToast, mealCard, openMenuItem } from './support/ui.ts';

const baseUrl = inject('appUrl');
let browser: Browser;

/** The laptop width the issue asks the planner to be looked at in. */
const LAPTOP = { width: 1366, height: 900 } as const;
/** The demo catalogue follows the SR28 foods into a fresh database: a few minutes on a busy machine. */
const LONG_TEST_MS = 480_000;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every meal card's name, in the order the board shows them: the plan's meals as the screen has them. */
async function boardMeals(page: Page): Promise<string[]> {
  return page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}

/** The report a generation, a balanced day, a restore or an undo leaves above the board. */
function report(page: Page): Locator {
  return page.getByRole('region', { name: 'What the last change did' });
}

describe('precise plans (issue 30)', () => {
  it(
    'macro targets, generation with a report, serves, regenerate then undo, history and restore, duplicate',
    async () => {
      const stamp = Date.now();
      const page = await signedIn(browser, baseUrl, 'dietitian', LAPTOP);
      await waitForCatalogue(page);
      const client = `Sam Athlete ${stamp}`;
      const other = `Alex Other ${stamp}`;
      const folder = await trpc<{ id: string }>(page, 'mutation', 'clients.create', {
        client,
        mainMeals: ['breakfast', 'lunch', 'dinner'],
        snacks: 2,
      });
      const otherFolder = await trpc<{ id: string }>(page, 'mutation', 'clients.create', {
        client: other,
        mainMeals: ['breakfast', 'lunch', 'dinner'],
        snacks: 2,
      });
      const plan = await trpc<{ id: string }>(page, 'mutation', 'mealPlans.create', {
        folderId: folder.id,
        name: 'Training week',
      });
      await page.goto(`${baseUrl}/meal-plans?folder=${folder.id}&mealplan=${plan.id}`);
      await page.getByRole('heading', { name: 'Training week', exact: true }).waitFor();

      // Targets: energy, and protein, fat and carbohydrate in the settings dialog.
      await page.getByRole('button', { name: 'Settings' }).click();
      const settings = page.getByRole('dialog', { name: 'Plan settings' });
      await settings.getByLabel('Daily energy target (kJ)').fill('10000');
      await setMacroTargets(settings);
      await dialogScreenshot(page, 'precise-plans-settings-1366', 500);
      await settings.getByRole('button', { name: 'Save settings' }).click();
      await expectToast(page, messages.mealPlanUpdated);
      await settings.waitFor({ state: 'hidden' });

      // An empty plan generates without asking; the report says how many days met their targets.
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await expectToast(page, messages.mealsAdded);
      await report(page)
        .getByText(/Plan generated: \d of 7 days within 5 % of every target/)
        .waitFor();
      await mealCard(page, 'Sunday snack 2').waitFor();
      expect(await page.getByRole('article').count()).toBe(35);

      // Each day's summary sets its protein, fat and carbohydrate against their targets.
      const monday = page.getByRole('cell', { name: 'Monday total' });
      await expectDayAgainstTargets(monday);
      await settle(page, 500);
      await screenshot(page, 'precise-plans-generated-1366');

      // A meal's serves change the day's totals at once.
      const mondayBefore = await monday.textContent();
      const more = page.getByRole('button', { name: 'More serves for Monday lunch' });
      if (await more.isEnabled()) await more.click();
      else await page.getByRole('button', { name: 'Fewer serves for Monday lunch' }).click();
      await expect.poll(() => monday.textContent()).not.toBe(mondayBefore);
      await expectToast(page, messages.mealUpdated);
      // A change of the plan's meals closes the generation's report.
      await report(page).waitFor({ state: 'detached' });

      // Regenerate asks first, saying what it replaces and keeps; a locked meal stays.
      await page.getByRole('button', { name: 'Lock Monday breakfast' }).click();
      await page.getByText('1 locked').waitFor();
      const beforeRegenerate = await boardMeals(page);
      await page.getByRole('button', { name: 'Regenerate' }).click();
      const asking = page.getByRole('alertdialog', { name: 'Regenerate the plan?' });
      await asking.getByText('34 meals will be replaced; 1 locked meal is kept.', { exact: true }).waitFor();
      await asking.getByRole('switch', { name: 'Keep locked meals' }).click();
      await asking.getByText('35 meals will be replaced.', { exact: true }).waitFor();
      await asking.getByRole('switch', { name: 'Keep locked meals' }).click();
      await dialogScreenshot(page, 'precise-plans-regenerate-1366');
      await asking.getByRole('button', { name: 'Regenerate' }).click();
      await expectToast(page, messages.mealsAdded);
      await report(page)
        .getByText(/Plan generated/)
        .waitFor();
      await expect.poll(() => boardMeals(page)).not.toEqual(beforeRegenerate);
      expect((await boardMeals(page)).find((name) => name.startsWith('Monday breakfast: '))).toBe(
        beforeRegenerate.find((name) => name.startsWith('Monday breakfast: ')),
      );

      // Undo (from the report; the toast offers it too) brings back the plan as it was.
      await report(page).getByRole('button', { name: 'Undo' }).click();
      await expectToast(page, messages.planVersionRestored);
      await expect.poll(() => boardMeals(page)).toEqual(beforeRegenerate);
      await report(page).getByText('Change undone').waitFor();

      // History: the versions, newest first; the empty plan from before the first generation is restored.
      await openMenuItem(page, page.getByRole('button', { name: 'Plan actions' }), 'History');
      const history = page.getByRole('dialog', { name: 'History' });
      const versions = history.getByRole('list', { name: 'Versions' }).getByRole('button');
      await versions.first().waitFor();
      expect(await versions.count()).toBeGreaterThanOrEqual(3);
      await dialogScreenshot(page, 'precise-plans-history-1366');
      await versions
        .filter({ hasText: 'Before generating' })
        .filter({ hasText: /· 0 meals$/ })
        .first()
        .click();
      // The dialog is named for the version it shows now.
      const version = page.getByRole('dialog', { name: 'Before generating' });
      await version.getByText('This version has no meals.').waitFor();
      await version.getByRole('button', { name: 'Restore this version' }).click();
      await version.getByText('Restore this version?').waitFor();
      await dialogScreenshot(page, 'precise-plans-restore-1366');
      await version.getByRole('button', { name: 'Restore', exact: true }).click();
      await expectToast(page, messages.planVersionRestored);
      await version.waitFor({ state: 'hidden' });
      await page.getByText('This plan has no meals yet.').waitFor();
      // And undone again: the meals are back.
      await report(page).getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => boardMeals(page)).toEqual(beforeRegenerate);

      // Duplicate plan: to another client, with its meals; the copy opens.
      await openMenuItem(page, page.getByRole('button', { name: 'Plan actions' }), 'Duplicate plan');
      const duplicate = page.getByRole('dialog', { name: 'Duplicate plan' });
      expect(await duplicate.getByLabel('Name of the copy').inputValue()).toBe('Training week (copy)');
      await duplicate.getByLabel('Client').selectOption({ label: other });
      await dialogScreenshot(page, 'precise-plans-duplicate-1366');
      await duplicate.getByRole('button', { name: 'Duplicate plan' }).click();
      await expectToast(page, messages.planDuplicated);
      await page.getByRole('heading', { name: 'Training week (copy)', exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('folder')).toBe(otherFolder.id);
      expect(new URL(page.url()).searchParams.get('mealplan')).not.toBe(plan.id);
      await expect.poll(() => boardMeals(page)).toEqual(beforeRegenerate);
      await expectNoSideScroll(page);

      // On a phone: the day view balances one day, and the dialogs fit.
      const phone = await signedIn(browser, baseUrl, 'dietitian', PHONE);
      await phone.goto(`${baseUrl}/meal-plans?folder=${folder.id}&mealplan=${plan.id}`);
      await phone.getByRole('heading', { name: 'Training week', exact: true }).waitFor();
      await phone.getByRole('tab', { name: /^Wednesday/ }).click();
      await expectDayAgainstTargets(phone.getByRole('region', { name: 'Wednesday total' }));
      await phone.getByRole('button', { name: 'Balance this day' }).click();
      await phone
        .getByText(/^(Day balanced|The day could not be brought within 5 %)/)
        .first()
        .waitFor();
      await report(phone)
        .getByText(/Day re-solved: Wednesday is (not )?within 5 % of every target/)
        .waitFor();
      await expectNoSideScroll(phone);
      await settle(phone, 500);
      await screenshot(phone, 'precise-plans-balanced-390');
      await phone.getByRole('button', { name: 'Regenerate' }).click();
      await phone.getByRole('alertdialog', { name: 'Regenerate the plan?' }).waitFor();
      await dialogScreenshot(phone, 'precise-plans-regenerate-390');
      await phone.keyboard.press('Escape');
      await openMenuItem(phone, phone.getByRole('button', { name: 'Plan actions' }), 'History');
      const phoneHistory = phone.getByRole('dialog', { name: 'History' });
      await phoneHistory.getByRole('list', { name: 'Versions' }).getByRole('button').first().click();
      await phone.getByRole('dialog').getByRole('button', { name: 'Restore this version' }).waitFor();
      await expectNoSideScroll(phone);
      await dialogScreenshot(phone, 'precise-plans-history-version-390');
      await phone.keyboard.press('Escape');
      await openMenuItem(phone, phone.getByRole('button', { name: 'Plan actions' }), 'Duplicate plan');
      await phone.getByRole('dialog', { name: 'Duplicate plan' }).getByLabel('Name of the copy').waitFor();
      await dialogScreenshot(phone, 'precise-plans-duplicate-390');
      await phone.context().close();
      await page.context().close();
    },
    LONG_TEST_MS,
  );
});

/** Protein 25 % of energy, fat 30 %, carbohydrate 45 %: a trainer's client on 10,000 kJ (100 % in all). */
async function setMacroTargets(settings: Locator): Promise<void> {
  for (const [macro, percent] of [
    ['Protein', '25'],
    ['Fat', '30'],
    ['Carbohydrate', '45'],
  ] as const) {
    await settings.getByLabel(`${macro} set as`).selectOption('percent');
    await settings.getByLabel(macro, { exact: true }).fill(percent);
  }
  // 25 % of 10,000 kJ is 2500 kJ of protein: 2500 / 17 = 147.06 g, shown to one decimal.
  await settings.getByText('147.1 g a day').first().waitFor();
}

/** A day's summary shows its energy and each macro against its target (a percent, coloured by its band). */
async function expectDayAgainstTargets(day: Locator): Promise<void> {
  await expect.poll(() => day.locator('[data-target-status]').count()).toBeGreaterThanOrEqual(4);
}
