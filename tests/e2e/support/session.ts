import type { Browser, Page } from 'playwright-core';
import type { Role } from '../../../src/shared/access.ts';
import { DEMO_ACCOUNTS, logIn } from './accounts.ts';
import { DESKTOP, type Viewport } from './browser.ts';

/** A page in a fresh browser context: no cookies, no local storage, nobody signed in. */
export async function freshPage(browser: Browser, viewport: Viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/**
 * A page in a fresh browser context, signed in as the role's demo account (support/accounts.ts) through the
 * login screen at `baseUrl`. Each call is its own context, so two roles can be signed in side by side.
 */
export async function signedIn(
  browser: Browser,
  baseUrl: string,
  role: Role,
  viewport: Viewport = DESKTOP,
): Promise<Page> {
  const page = await freshPage(browser, viewport);
  await logIn(page, baseUrl, DEMO_ACCOUNTS[role].email, DEMO_ACCOUNTS[role].password);
  return page;
}

/**
 * Calls a tRPC procedure from a signed-in page, as the app's own client would (same origin, the page's
 * cookies, superjson's `{ json }` envelope), and returns its result. Throws with the answer when the server
 * refuses, so a test can also catch a refusal and look at it.
 */
export async function trpc<T = unknown>(
  page: Page,
  kind: 'query' | 'mutation',
  path: string,
  input: unknown,
): Promise<T> {
  return page.evaluate(
    async ({ kind, path, input }) => {
      const body = JSON.stringify({ json: input });
      const response =
        kind === 'query'
          ? await fetch(`/api/trpc/${path}?input=${encodeURIComponent(body)}`)
          : await fetch(`/api/trpc/${path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body,
            });
      const answer = await response.json();
      if (!response.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
      return answer.result.data.json;
    },
    { kind, path, input },
  );
}

/** Waits until the demo catalogue is in (it is added in one go, shortly after a fresh start). */
export async function waitForCatalogue(page: Page): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const list = await trpc<{ items: unknown[] }>(page, 'query', 'recipes.list', { limit: 1 }).catch(() => ({
      items: [],
    }));
    if (list.items.length > 0) return;
    if (Date.now() > deadline) throw new Error('The demo catalogue never arrived');
    await page.waitForTimeout(3_000);
  }
}
