import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { DEMO_ACCOUNTS, logIn, signOut } from './support/accounts.ts';
import { PHONE, launchBrowser, screenshot, settle } from './support/browser.ts';
import { trpc, waitForCatalogue } from './support/session.ts';

const baseUrl = inject('appUrl');
let browser: Browser;

const WIDE = { width: 1366, height: 800 } as const;
/** The demo catalogue follows the SR28 foods into a fresh database: a few minutes on a busy machine. */
const LONG_TEST_MS = 420_000;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the service worker controls the page: only then does a reload offline find the app. */
async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** The entries of the app's offline store in IndexedDB (key and saved text), read without creating it. */
async function savedEntries(page: Page): Promise<{ key: string; text: string }[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('mealplanner-offline')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('mealplanner-offline');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('queries')) return [];
      const store = db.transaction('queries').objectStore('queries');
      const read = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const [keys, values] = await Promise.all([read(store.getAllKeys()), read(store.getAll())]);
      return keys.map((key, index) => ({ key: String(key), text: String(values[index]) }));
    } finally {
      db.close();
    }
  });
}

/** Waits until the saved cache holds every one of `texts` (it is written about a second after a change). */
async function waitForSaved(page: Page, ...texts: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const entries = await savedEntries(page);
        return entries.some((entry) => texts.every((text) => entry.text.includes(text)));
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(true);
}

/** A plan of a new client with a generated week, as the signed-in dietitian. */
async function plannedWeek(page: Page, name: string): Promise<{ url: string; planId: string }> {
  const client = await trpc<{ id: string }>(page, 'mutation', 'clients.create', {
    client: `Offline client ${Date.now()}`,
  });
  const plan = await trpc<{ id: string }>(page, 'mutation', 'mealPlans.create', {
    folderId: client.id,
    name,
  });
  await trpc(page, 'mutation', 'mealPlans.updateSettings', {
    id: plan.id,
    energyTargetKj: 8400,
    mainMeals: ['breakfast', 'lunch', 'dinner'],
    snacks: 1,
    dessert: false,
  });
  await trpc(page, 'mutation', 'mealPlans.generate', { planId: plan.id, seed: 7 });
  return { url: `${baseUrl}/meal-plans?folder=${client.id}&mealplan=${plan.id}`, planId: plan.id };
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: messages.offline });

async function offlineReload(context: BrowserContext, page: Page, url: string): Promise<void> {
  await context.setOffline(true);
  await page.goto(url);
}

describe('offline reading', () => {
  it(
    'a plan and a recipe opened before read offline, changes off; back online they refresh; sign-out wipes them',
    async () => {
      const context = await browser.newContext({ viewport: WIDE });
      const page = await context.newPage();
      const account = DEMO_ACCOUNTS.dietitian;
      await logIn(page, baseUrl, account.email, account.password);
      await waitForController(page);
      await waitForCatalogue(page);

      const planName = `Offline week ${Date.now()}`;
      const plan = await plannedWeek(page, planName);
      await page.goto(plan.url);
      await page.getByRole('heading', { name: planName, exact: true }).waitFor();
      const breakfast = page.getByRole('article', { name: /^Monday breakfast: / });
      const recipeLink = breakfast.getByRole('link');
      const recipeName = (await recipeLink.textContent())!.trim();
      await recipeLink.click();
      await page.getByRole('heading', { name: recipeName, exact: true, level: 1 }).waitFor();
      const recipeUrl = page.url();
      const recipeId = new URL(recipeUrl).pathname.split('/').pop()!;
      // Saved: the plan, and the recipe's own read (its id alone is in the plan too).
      await waitForSaved(page, planName, `{"input":{"id":"${recipeId}"},"type":"query"}`);
      const entries = await savedEntries(page);
      const me = await trpc<{ id: string }>(page, 'query', 'auth.me', undefined);
      expect(entries.map((entry) => entry.key)).toEqual([`user:${me.id}`]);

      // Offline, a reload at the recipe's address: the saved recipe, the banner, and its changes off.
      await offlineReload(context, page, recipeUrl);
      await banner(page).waitFor();
      await page.getByRole('heading', { name: recipeName, exact: true, level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe(new URL(recipeUrl).pathname);
      expect(await page.getByRole('button', { name: `Save ${recipeName}` }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Download PDF' }).isDisabled()).toBe(true);
      await settle(page);
      await screenshot(page, 'offline-recipe-1366');

      // And at the plan's address: the week as it was, its changes off.
      await page.goto(plan.url);
      await page.getByRole('heading', { name: planName, exact: true }).waitFor();
      await banner(page).waitFor();
      await page.getByRole('article', { name: new RegExp(`^Monday breakfast: ${recipeName}`) }).waitFor();
      expect(await page.getByRole('button', { name: 'Regenerate' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Lock Monday breakfast' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Plan actions' }).isDisabled()).toBe(true);
      await settle(page);
      await screenshot(page, 'offline-plan-1366');

      // Signing out needs the connection too (the session would come back with it).
      await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
      const signOutItem = page.getByRole('menuitem', { name: 'Signout' });
      expect(await signOutItem.getAttribute('aria-disabled')).toBe('true');
      await page.keyboard.press('Escape');

      // A recipe never opened here says so, rather than loading for ever.
      await page.goto(`${baseUrl}/recipes/00000000-0000-4000-8000-000000000000`);
      await page.getByText(messages.offlineNotSaved).waitFor();

      // Back online: the plan is read again and its changes come back.
      await page.goto(plan.url);
      await page.getByRole('heading', { name: planName, exact: true }).waitFor();
      const refetched = page.waitForResponse(
        (response) => response.url().includes('mealPlans.get') && response.ok(),
      );
      await context.setOffline(false);
      await refetched;
      await banner(page).waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByRole('button', { name: 'Regenerate' }).isEnabled()).toBe(true);

      // Started online, the saved recipe is not shown in place of the server's answer; when the connection
      // drops without a reload, it is readable again.
      await page.goto(plan.url);
      await page.getByRole('heading', { name: planName, exact: true }).waitFor();
      await context.setOffline(true);
      await banner(page).waitFor();
      await page
        .getByRole('article', { name: /^Monday breakfast: / })
        .getByRole('link')
        .click();
      await page.getByRole('heading', { name: recipeName, exact: true, level: 1 }).waitFor();
      await context.setOffline(false);

      // On a phone, offline.
      await page.setViewportSize(PHONE);
      await offlineReload(context, page, plan.url);
      await page.getByRole('heading', { name: planName, exact: true }).waitFor();
      await banner(page).waitFor();
      await settle(page);
      await screenshot(page, 'offline-plan-390');
      await page.goto(recipeUrl);
      await page.getByRole('heading', { name: recipeName, exact: true, level: 1 }).waitFor();
      await settle(page);
      await screenshot(page, 'offline-recipe-390');

      // Signing out (online) deletes the saved cache; a reload offline then shows none of it.
      await context.setOffline(false);
      await page.setViewportSize(WIDE);
      await page.goto(plan.url);
      await page.getByRole('heading', { name: planName, exact: true }).waitFor();
      await signOut(page);
      expect(await savedEntries(page)).toEqual([]);
      await offlineReload(context, page, plan.url);
      await banner(page).waitFor();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await page.getByText(planName).count()).toBe(0);
      await context.close();
    },
    LONG_TEST_MS,
  );

  it('another user signing in on the same browser never sees the first one’s saved plans', async () => {
    const context = await browser.newContext({ viewport: WIDE });
    const page = await context.newPage();
    const first = DEMO_ACCOUNTS.dietitian;
    await logIn(page, baseUrl, first.email, first.password);
    await waitForController(page);
    await waitForCatalogue(page);
    const planName = `Private week ${Date.now()}`;
    const plan = await plannedWeek(page, planName);
    await page.goto(plan.url);
    await page.getByRole('heading', { name: planName, exact: true }).waitFor();
    await waitForSaved(page, plan.planId);

    // The first session ends without a sign-out (its cookie gone), and someone else signs in here.
    await context.clearCookies();
    const second = DEMO_ACCOUNTS.nutritionist;
    await logIn(page, baseUrl, second.email, second.password);
    const me = await trpc<{ id: string }>(page, 'query', 'auth.me', undefined);
    await page.goto(`${baseUrl}/meal-plans`);
    await page.getByRole('heading', { name: 'Meal Plans', exact: true }).waitFor();
    await expect
      .poll(async () => (await savedEntries(page)).every((entry) => entry.key === `user:${me.id}`))
      .toBe(true);
    expect((await savedEntries(page)).some((entry) => entry.text.includes(planName))).toBe(false);

    // Offline at the first user's plan: nothing of it.
    await offlineReload(context, page, plan.url);
    await banner(page).waitFor();
    await settle(page, 1_000);
    expect(await page.getByText(planName).count()).toBe(0);
    await context.close();
  });
});
