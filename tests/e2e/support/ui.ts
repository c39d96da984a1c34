import type { Locator, Page } from 'playwright-core';
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

/** Opens a row's menu and picks an item; the row may still re-render once as its list refetches. */
export async function openMenuItem(page: Page, trigger: Locator, item: string): Promise<void> {
  const menuItem = page.getByRole('menuitem', { name: item });
  for (let attempt = 1; ; attempt += 1) {
    await trigger.click();
    try {
      await menuItem.waitFor({ timeout: 2_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await menuItem.click();
}
