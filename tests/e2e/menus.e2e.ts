import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS, logIn } from './support/accounts.ts';
import { PHONE, dialogScreenshot, launchBrowser } from './support/browser.ts';

const baseUrl = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A signed-in member whose menus' code (Radix DropdownMenu, decision 041) arrives a second late, as on a slow
 * phone: no service worker answers it from its cache, and the network holds it back.
 */
async function memberWithSlowMenus(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(/dropdown-menu-impl-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  const { email, password } = DEMO_ACCOUNTS.member;
  await logIn(page, baseUrl, email, password);
  return page;
}

const profileTrigger = (page: Page) => page.getByRole('banner').locator('button[aria-haspopup="menu"]');

describe('menus whose code arrives after the first render', () => {
  it('opens from the keyboard before the code arrived, its first item focused, and gives the focus back', async () => {
    const page = await memberWithSlowMenus({ width: 1366, height: 768 });
    const trigger = profileTrigger(page);
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const profile = page.getByRole('menuitem', { name: 'Profile' });
    await profile.waitFor();
    await expect(profile.evaluate((item) => item === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(
      page.getByRole('menuitem', { name: 'Signout' }).evaluate((item) => item === document.activeElement),
    ).resolves.toBe(true);
    await dialogScreenshot(page, 'menus-profile-keyboard-1366');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await expect(trigger.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.context().close();
  });

  it('opens on a tap before the code arrived, and its items work', async () => {
    const page = await memberWithSlowMenus(PHONE);
    await profileTrigger(page).click();
    const profile = page.getByRole('menuitem', { name: 'Profile' });
    await profile.waitFor();
    await dialogScreenshot(page, 'menus-profile-tap-390');
    await profile.click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.context().close();
  });
});
