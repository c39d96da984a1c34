import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS, logIn } from './support/accounts.ts';
import { PHONE, dialogScreenshot, launchBrowser } from './support/browser.ts';

/**
 * The parts decision 044 took out of the first render, in a browser: dialogs whose Radix code arrives late,
 * the phone's drawer, the app's own tabs and checkbox, and the scroll position kept per history entry.
 */

const baseUrl = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signed in, with the dialogs' code held back a second (no service worker answers it from its cache). */
async function signedInWithSlowDialogs(
  role: 'member' | 'dietitian',
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(/(dialog-impl|nav-drawer)-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  const { email, password } = DEMO_ACCOUNTS[role];
  await logIn(page, baseUrl, email, password);
  return page;
}

const isFocused = (page: Page, selector: Parameters<Page['locator']>[0]) =>
  page.locator(selector).evaluate((element) => element === document.activeElement);

describe('parts that load after the first render', () => {
  it('a dialog pressed open before its code arrived opens, and closing it gives the focus back', async () => {
    const page = await signedInWithSlowDialogs('dietitian', { width: 1366, height: 768 });
    const trigger = page.getByRole('button', { name: 'Credits History' });
    await expect(trigger.getAttribute('aria-haspopup')).resolves.toBe('dialog');
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Credits History' });
    await dialog.waitFor();
    await expect(dialog.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);
    await dialogScreenshot(page, 'first-render-credits-history-1366');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(
      page.getByRole('button', { name: 'Credits History' }).evaluate((b) => b === document.activeElement),
    ).resolves.toBe(true);
    await page.context().close();
  });

  it('the phone drawer opens on the first tap, its links work, and Escape returns to the menu button', async () => {
    const page = await signedInWithSlowDialogs('member', PHONE);
    await page.goto(`${baseUrl}/recipes`);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    // While the drawer is open the rest of the page is hidden from assistive technology: found by its label.
    await expect(page.locator('button[aria-label="Open menu"]').getAttribute('aria-expanded')).resolves.toBe(
      'true',
    );
    await dialogScreenshot(page, 'first-render-drawer-390');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect(isFocused(page, 'button[aria-label="Open menu"]')).resolves.toBe(true);
    await menu.click();
    await drawer.getByRole('link', { name: 'Goal' }).click();
    await page.waitForURL((url) => url.pathname === '/goal');
    await drawer.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('tabs follow the arrow keys, and Back returns to where the catalogue was scrolled', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const { email, password } = DEMO_ACCOUNTS.member;
    await logIn(page, baseUrl, email, password);
    await page.goto(`${baseUrl}/recipes`);
    const all = page.getByRole('tab', { name: 'All recipes' });
    await all.focus();
    await page.keyboard.press('ArrowRight');
    const saved = page.getByRole('tab', { name: 'Saved recipes', selected: true });
    await saved.waitFor();
    await expect(saved.evaluate((tab) => tab === document.activeElement)).resolves.toBe(true);
    await expect(all.getAttribute('tabindex')).resolves.toBe('-1');
    await page.waitForURL((url) => url.searchParams.get('view') === 'saved');
    await page.keyboard.press('Home');
    await page.getByRole('tab', { name: 'All recipes', selected: true }).waitFor();
    await expect(page.getByRole('tabpanel').count()).resolves.toBe(1);

    // A recipe far down the page, opened and left with Back: the catalogue is where it was.
    const cards = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link');
    await cards.nth(8).waitFor();
    await cards.nth(8).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 50));
    const before = await page.evaluate(() => Math.round(window.scrollY));
    expect(before).toBeGreaterThan(300);
    await cards.nth(8).click();
    await page.waitForURL((url) => url.pathname.startsWith('/recipes/'));
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/recipes');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, before, { timeout: 5_000 });
    await context.close();
  });
});
