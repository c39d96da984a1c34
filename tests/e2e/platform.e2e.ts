import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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
