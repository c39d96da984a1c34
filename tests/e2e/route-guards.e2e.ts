import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROLES, ROUTES, access, homePathFor, isAllowed, type Role } from '../../src/shared/access.ts';
import { DEMO_ACCOUNTS, logIn } from './support/accounts.ts';
import { DESKTOP, launchBrowser } from './support/browser.ts';

const baseUrl = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every shell route, with its ids replaced by 'x'. */
const shellRoutes = ROUTES.filter((route) => route.kind === 'shell').map((route) => ({
  path: route.path.replace(/:[^/]+/g, 'x'),
  area: route.area!,
}));

/** Where a role lands when it opens a shell path (SPEC §2, §4). */
function expectedLanding(role: Role | null, path: string, area: keyof typeof access): string {
  if (!role) return '/login';
  if (!isAllowed(role, access[area]) || path === '/') return homePathFor(role);
  return path;
}

/** Client-side navigation, the way a link would go: no reload, so one login serves every path. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function settledPath(page: Page, expected: string): Promise<string> {
  await page
    .waitForFunction((want) => window.location.pathname === want, expected, { timeout: 5_000 })
    .catch(() => undefined);
  // Two frames more: a guard that redirects does so on the render after the path changed.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => window.location.pathname);
}

describe('route guards', () => {
  for (const role of [null, ...ROLES] as const) {
    it(`sends ${role ?? 'a guest'} where the access table says, on every shell route`, async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      if (role) await logIn(page, baseUrl, DEMO_ACCOUNTS[role].email, DEMO_ACCOUNTS[role].password);
      else await page.goto(`${baseUrl}/login`);
      const wrong: string[] = [];
      for (const { path, area } of shellRoutes) {
        await visit(page, path);
        const want = expectedLanding(role, path, area);
        const got = await settledPath(page, want);
        if (got !== want) wrong.push(`${path}: landed on ${got}, expected ${want}`);
      }
      expect(wrong).toEqual([]);
      await context.close();
    });
  }

  it('sends a signed-in user away from the guest-only routes', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await logIn(page, baseUrl, DEMO_ACCOUNTS.dietitian.email, DEMO_ACCOUNTS.dietitian.password);
    for (const route of ROUTES.filter((r) => r.kind === 'guest')) {
      await visit(page, route.path);
      expect(await settledPath(page, '/recipes')).toBe('/recipes');
    }
    await context.close();
  });
});
