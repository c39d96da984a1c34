import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { settle } from './browser.ts';

/** Waits until a toast (or anything else on the page) shows exactly this text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Waits until the toast with exactly this text has gone (toasts stay 3 s), then lets the page settle. */
export async function settleAfterToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'hidden' });
  await settle(page);
}

/**
 * Opens a row's menu and picks an item. The row may still re-render once as its list refetches, which can
 * close the menu before the item is pressed: the menu is opened again then, up to four times.
 */
export async function openMenuItem(page: Page, trigger: Locator, item: string): Promise<void> {
  const menuItem = page.getByRole('menuitem', { name: item });
  for (let attempt = 1; ; attempt += 1) {
    if (!(await menuItem.isVisible())) await trigger.click();
    try {
      await menuItem.click({ timeout: 2_000 });
      return;
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
}

/** No horizontal scrolling: everything fits the page's width (a phone's above all). */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The card of the meal in a planner slot ("Monday breakfast"). */
export function mealCard(page: Page, slot: string): Locator {
  return page.getByRole('article', { name: new RegExp(`^${slot}: `) });
}
