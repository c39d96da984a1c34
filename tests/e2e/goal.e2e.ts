import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { DESKTOP, PHONE, launchBrowser, screenshot, settle } from './support/browser.ts';
import { signedIn, trpc } from './support/session.ts';

const baseUrl = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openGoal(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/goal`);
  await page.getByRole('heading', { name: 'Goal', exact: true }).waitFor();
  await page.getByLabel('Weight (kg)').waitFor();
}

function working(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Energy working' });
}

/** A figure of the target card ("Per main meal", "BMI" ...), by its label. */
function figure(page: Page, label: string): Locator {
  return working(page)
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function fillMeasures(
  page: Page,
  measures: { sex: 'Female' | 'Male'; age: string; height: string; weight: string },
): Promise<void> {
  await page.locator('label', { hasText: new RegExp(`^${measures.sex}$`) }).click();
  await page.getByLabel('Age (years)').fill(measures.age);
  await page.getByLabel('Height (cm)').fill(measures.height);
  await page.getByLabel('Weight (kg)').fill(measures.weight);
}

describe('goal', () => {
  it('a member fills in the Goal screen, sees the working follow, saves, and finds it kept after a reload', async () => {
    const page = await signedIn(browser, baseUrl, 'member', DESKTOP);
    await page.getByRole('link', { name: 'Goal', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Goal', exact: true }).waitFor();
    await expect.poll(() => working(page).textContent()).toContain('Enter your sex, age, height and weight');

    // docs/decisions/011-energy-calculator.md's worked example, first at 70 kg.
    await fillMeasures(page, { sex: 'Female', age: '40', height: '165', weight: '70' });
    await page.getByLabel('Activity level').selectOption({ label: 'Lightly active' });
    await page.getByLabel('Goal', { exact: true }).selectOption({ label: 'Lose weight' });
    const target = working(page).getByTestId('goal-target');
    await expect.poll(() => target.textContent()).toBe('6700 kJ');
    expect(await figure(page, 'BMI').textContent()).toBe('25.7 Overweight');

    // The working follows the typing: 80 kg is the worked example's 7200 kJ.
    await page.getByLabel('Weight (kg)').fill('80');
    await expect.poll(() => target.textContent()).toBe('7200 kJ');
    expect(await figure(page, 'BMI').textContent()).toBe('29.4 Overweight');
    expect(await figure(page, 'Per main meal').textContent()).toBe('2040 kJ');
    expect(await figure(page, 'Per snack').textContent()).toBe('540 kJ');
    const steps = working(page).getByRole('listitem');
    await expect.poll(() => steps.filter({ hasText: 'Goal factor' }).textContent()).toContain('× 0.75');
    expect(await steps.filter({ hasText: 'Daily target' }).textContent()).toContain(
      '9603 kJ × 0.75 = 7202 kJ, rounded to the nearest 50 kJ',
    );

    // Three snacks: 80 % for the main meals, 20 % for the snacks.
    await page.locator('label', { hasText: /^3$/ }).click();
    await expect.poll(() => figure(page, 'Per snack').textContent()).toBe('480 kJ');
    expect(await figure(page, 'Per main meal').textContent()).toBe('1920 kJ');

    // No main meal is refused, with the specification's words.
    for (const meal of ['Breakfast', 'Lunch', 'Dinner'])
      await page.getByRole('checkbox', { name: meal }).click();
    await page.getByRole('button', { name: 'Save goal' }).click();
    await page.getByText(messages.selectOneMainMeal, { exact: true }).first().waitFor();
    for (const meal of ['Breakfast', 'Dinner']) await page.getByRole('checkbox', { name: meal }).click();
    await expect.poll(() => figure(page, 'Per main meal').textContent()).toBe('2880 kJ');
    await page.getByText(messages.loggedIn, { exact: true }).waitFor({ state: 'hidden' });
    await screenshot(page, 'goal-desktop-filled');

    await page.getByRole('button', { name: 'Save goal' }).click();
    await page.getByText(messages.goalSaved, { exact: true }).first().waitFor();
    await settle(page);
    await screenshot(page, 'goal-desktop-saved');

    await page.reload();
    await page.getByLabel('Weight (kg)').waitFor();
    expect(await page.getByLabel('Weight (kg)').inputValue()).toBe('80');
    expect(await page.getByLabel('Height (cm)').inputValue()).toBe('165');
    expect(await page.getByLabel('Age (years)').inputValue()).toBe('40');
    expect(await page.getByLabel('Goal', { exact: true }).inputValue()).toBe('g1');
    expect(await page.getByLabel('Activity level').inputValue()).toBe('light');
    expect(await page.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '3' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Lunch' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Dinner' }).isChecked()).toBe(true);
    await expect.poll(() => working(page).getByTestId('goal-target').textContent()).toBe('7200 kJ');
    await page.context().close();
  });

  it('on a phone, in Calories: a BMI under 17 shows the warning', async () => {
    const page = await signedIn(browser, baseUrl, 'member', PHONE);
    await trpc(page, 'mutation', 'users.updateProfile', { energyUnit: 'Cal' });
    try {
      await openGoal(page);
      await fillMeasures(page, { sex: 'Female', age: '40', height: '165', weight: '80' });
      await page.getByLabel('Activity level').selectOption({ label: 'Lightly active' });
      await page.getByLabel('Goal', { exact: true }).selectOption({ label: 'Lose weight' });
      // The worked example's target (7202 kJ, or 1723 Cal), rounded to the nearest 50 Calories.
      const target = working(page).getByTestId('goal-target');
      await expect.poll(() => target.textContent()).toBe('1700 Cal');
      await page.getByLabel('Daily target (Cal)').waitFor();
      await screenshot(page, 'goal-phone');

      const warning = page.getByText(messages.severelyUnderweight, { exact: true });
      expect(await warning.count()).toBe(0);
      await page.getByLabel('Weight (kg)').fill('45');
      await warning.waitFor();
      expect(await figure(page, 'BMI').textContent()).toBe('16.5 Underweight');
      await page.getByLabel('Goal', { exact: true }).selectOption({ label: 'Gain weight' });
      await expect
        .poll(() => working(page).getByRole('listitem').filter({ hasText: 'Goal factor' }).textContent())
        .toContain('× 1.4');
      // 1123 Cal resting x 1.56 x 1.4 = 2453 Cal.
      await expect.poll(() => target.textContent()).toBe('2450 Cal');
      await settle(page);
      await screenshot(page, 'goal-phone-underweight');

      // At 17 exactly the warning goes.
      await page.getByLabel('Weight (kg)').fill('46.3');
      await expect.poll(() => figure(page, 'BMI').textContent()).toBe('17 Underweight');
      expect(await warning.count()).toBe(0);
    } finally {
      await trpc(page, 'mutation', 'users.updateProfile', { energyUnit: 'kJ' });
      await page.context().close();
    }
  });
});
