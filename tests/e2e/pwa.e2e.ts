import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CHROMIUM_PATH,
  DESKTOP,
  LAUNCH_ARGS,
  PHONE,
  dialogScreenshot,
  launchBrowser,
} from './support/browser.ts';

const baseUrl = inject('appUrl');
/** The same app for Node's fetch. */
const serverUrl = inject('baseUrl');
let browser: Browser;

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WIDE = { width: 1366, height: 800 } as const;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until a service worker controls the page (the first visit's worker claims it once active). */
async function waitForController(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

describe('the installable app', () => {
  it('registers a service worker that controls the page, and meets Chromium installability criteria', async () => {
    // A profile on disk: Chromium never offers to install from an incognito context, which is what
    // browser.newContext() makes.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'mealplanner-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: LAUNCH_ARGS,
      viewport: DESKTOP,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseUrl}/login`);
    expect(await waitForController(page)).toBe(`${baseUrl}/sw.js`);

    const manifest = await (await fetch(`${serverUrl}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Meal Planner', start_url: '/', display: 'standalone' });
    const icons = manifest.icons as { sizes: string; purpose: string }[];
    expect(icons.some((i) => i.sizes === '192x192')).toBe(true);
    expect(icons.some((i) => i.sizes === '512x512' && i.purpose === 'any')).toBe(true);
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);

    // What Chromium itself checks before it offers to install (Lighthouse 12 no longer has a PWA category).
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
    expect(errors).toEqual([]);

    // The service worker is never cached for long, so a new deployment is found.
    const sw = await fetch(`${serverUrl}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  for (const [label, viewport] of [
    ['1366', WIDE],
    ['390', PHONE],
  ] as const) {
    it(`explains how to install on iPhone Safari, which has no install prompt (${label} px)`, async () => {
      const context = await browser.newContext({ viewport, userAgent: IPHONE_SAFARI });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/login`);
      // Once the session is known: the frame shown while it loads is replaced, and a dialog opened from
      // its header with it.
      await page.getByLabel('Email').waitFor();
      // The page paints from its HTML before the app has taken it over (decisions 051, 052); Install, like
      // Log in, is disabled until it has.
      await expect.poll(() => page.getByRole('button', { name: 'Log in' }).isEnabled()).toBe(true);
      await page.getByRole('button', { name: 'Install app' }).click();
      const dialog = page.getByRole('dialog', { name: 'Install Meal Planner' });
      await dialog.getByText('Add to Home Screen').waitFor();
      expect(await dialog.textContent()).toContain('Share');
      await dialogScreenshot(page, `pwa-install-ios-${label}`);
      await dialog.getByRole('button', { name: 'Got it' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await context.close();
    });
  }
});
