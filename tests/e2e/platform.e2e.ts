import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS, logIn } from './support/accounts.ts';
import { DESKTOP, PHONE, launchBrowser, screenshot } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the built app', () => {
  it('answers health and readiness checks', async () => {
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  it('serves the login screen with a content security policy, and hashed assets cached for good', async () => {
    const res = await fetch(`${baseUrl}/login`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const assetRes = await fetch(`${baseUrl}${asset}`);
    expect(assetRes.status).toBe(200);
    expect(assetRes.headers.get('cache-control')).toContain('immutable');
  });

  it('answers an unknown API path with JSON 404, and an unknown page with the app and a 404 status', async () => {
    const api = await fetch(`${baseUrl}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'Not Found' });
    expect((await fetch(`${baseUrl}/no/such/page`)).status).toBe(404);
  });

  it('refuses a mutation that does not come from the app origin', async () => {
    const res = await fetch(`${baseUrl}/api/trpc/auth.me`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('paints the login form from its HTML, and the app takes that form over in place (decision 051)', async () => {
    // Before any script: the form is there, Log in waits for the app, and Enter sends nothing.
    const still = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const before = await still.newPage();
    await before.goto(`${baseUrl}/login`);
    await before.getByRole('heading', { name: 'Welcome back', level: 1 }).waitFor();
    expect(await before.title()).toBe('Log in · Meal Planner');
    expect(await before.getByRole('button', { name: 'Log in' }).isDisabled()).toBe(true);
    await before.getByLabel('Email').fill('jane@example.com');
    await before.getByLabel('Password', { exact: true }).fill('not-in-the-address');
    await before.getByLabel('Password', { exact: true }).press('Enter');
    await before.waitForLoadState('load');
    expect(before.url()).toBe(`${baseUrl}/login`);
    // A signed-in screen's address paints the frame with its placeholders, as the app's first render does.
    await before.goto(`${baseUrl}/recipes`);
    await before.getByRole('banner').getByRole('link', { name: 'Meal Planner' }).waitFor();
    expect(await before.getByRole('main').count()).toBe(1);
    await still.close();

    // With the app, its code held back a moment: what was typed before it arrived is what it sends, and the
    // heading the HTML painted is the one the app keeps (hydrated, not drawn again).
    const page = await browser.newPage({ viewport: PHONE });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.getElementById('login-title')?.setAttribute('data-from-html', 'yes');
      });
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
    const account = DEMO_ACCOUNTS.member;
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    expect(await page.getByRole('button', { name: 'Log in' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(errors).toEqual([]);
    await page.close();

    const fresh = await browser.newPage({ viewport: PHONE });
    await fresh.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.getElementById('login-title')?.setAttribute('data-from-html', 'yes');
      });
    });
    await fresh.goto(`${baseUrl}/login`);
    await fresh.getByRole('button', { name: 'Log in' }).click();
    await fresh.getByText('Enter your password.').waitFor();
    expect(await fresh.locator('#login-title').getAttribute('data-from-html')).toBe('yes');
    // The app's code is asked for once the form has painted (decision 052), not before.
    await expectScriptsAfterFirstPaint(fresh);
    await fresh.close();
  });

  it('paints a signed-in screen’s frame before asking for the app’s code, then shows the screen (decision 052)', async () => {
    // No service worker: an installed app's navigations are answered from its cache with plain index.html.
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const account = DEMO_ACCOUNTS.member;
    await logIn(await context.newPage(), baseUrl, account.email, account.password);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/recipes`);
    await page.getByRole('list', { name: 'Recipes', exact: true }).getByRole('link').first().waitFor();
    await expectScriptsAfterFirstPaint(page);
    await context.close();
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows the login form in Chromium (${label})`, async () => {
      const page = await browser.newPage({ viewport });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('Email').waitFor();
      await page.getByLabel('Password', { exact: true }).waitFor();
      await page.getByRole('button', { name: /log in|sign in/i }).waitFor();
      await screenshot(page, `login-${label}`);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`shows the page-not-found screen for an unknown path (${label})`, async () => {
      const page = await browser.newPage({ viewport });
      const response = await page.goto(`${baseUrl}/this/does/not/exist`);
      expect(response?.status()).toBe(404);
      await page
        .getByText(/page not found/i)
        .first()
        .waitFor();
      await screenshot(page, `not-found-${label}`);
      await page.close();
    });
  }
});

/** The app's scripts were asked for after the page's first contentful paint (decision 052), not before. */
async function expectScriptsAfterFirstPaint(page: Page): Promise<void> {
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.scripts.length).toBeGreaterThan(2);
  expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.paint!);
}
