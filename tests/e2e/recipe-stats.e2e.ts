import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RecipeStats } from '../../src/shared/schemas/recipe-stats.ts';
import { PHONE, launchBrowser, screenshot, settle } from './support/browser.ts';
import { signedIn, trpc } from './support/session.ts';

const baseUrl = inject('appUrl');
let browser: Browser;

/** The demo catalogue follows the SR28 foods into a fresh database: a few minutes on a busy machine. */
const LONG_TEST_MS = 300_000;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the library has recipes (the demo catalogue is added shortly after the first start). */
async function statsWithRecipes(page: Page): Promise<RecipeStats> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const stats = await trpc<RecipeStats>(page, 'query', 'recipeStats.get', undefined);
    if (stats.total > 0) return stats;
    if (Date.now() > deadline) throw new Error('The recipe library stayed empty');
    await page.waitForTimeout(2_000);
  }
}

/** The number on the stat card with this label. */
async function statCard(page: Page, label: string): Promise<string> {
  const term = page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
  const card = page.locator('dl > div').filter({ has: term });
  return ((await card.getByRole('definition').textContent()) ?? '').trim();
}

describe('recipe stats', () => {
  it(
    'the admin opens Recipe stats from Recipes and sees the counts, the charts and the most saved',
    async () => {
      const admin = await signedIn(browser, baseUrl, 'admin');
      const naturopath = await signedIn(browser, baseUrl, 'naturopath');
      const before = await statsWithRecipes(admin);
      const { items } = await trpc<{ items: { id: string; name: string }[] }>(
        admin,
        'query',
        'recipes.list',
        {
          limit: 2,
        },
      );
      const [top, second] = items;
      if (!top || !second) throw new Error('The catalogue has fewer than two recipes');
      const saves: [Page, string][] = [
        [admin, top.id],
        [naturopath, top.id],
        [admin, second.id],
      ];
      // A plan of the admin's using both recipes, so "most used in meal plans" has something to show.
      const folders = await trpc<{ id: string; kind: string | null }[]>(admin, 'query', 'clients.list', {});
      const others = folders.find((folder) => folder.kind === 'others');
      if (!others) throw new Error('The admin has no Others folder');
      const plan = await trpc<{ id: string }>(admin, 'mutation', 'mealPlans.create', {
        folderId: others.id,
        name: 'Stats week',
      });
      try {
        for (const [page, recipeId] of saves) await trpc(page, 'mutation', 'recipes.save', { recipeId });
        for (const [day, mealType, recipeId] of [
          [1, 'lunch', top.id],
          [2, 'dinner', top.id],
          [1, 'dinner', second.id],
        ] as const) {
          await trpc(admin, 'mutation', 'mealPlans.addMeals', {
            planId: plan.id,
            day,
            mealType,
            recipeIds: [recipeId],
          });
        }
        const expected = await trpc<RecipeStats>(admin, 'query', 'recipeStats.get', undefined);
        expect(expected.byStatus).toEqual(before.byStatus);
        const savesOf = (stats: RecipeStats, id: string) =>
          stats.mostSaved.find((r) => r.id === id)?.saves ?? 0;
        expect(savesOf(expected, top.id)).toBe(savesOf(before, top.id) + 2);
        const [leader] = expected.mostSaved;
        if (!leader) throw new Error('Nothing is saved');

        await admin.goto(`${baseUrl}/recipes`);
        await admin.getByRole('link', { name: 'Recipe stats' }).click();
        await admin.getByRole('heading', { name: 'Recipe stats', level: 1 }).waitFor();
        await admin.waitForURL((url) => url.pathname === '/recipe-stats');

        const format = new Intl.NumberFormat('en-US');
        expect(await statCard(admin, 'Recipes')).toBe(format.format(expected.total));
        for (const row of expected.byStatus) {
          const label = row.status.charAt(0).toUpperCase() + row.status.slice(1);
          expect(await statCard(admin, label)).toBe(format.format(row.recipes));
        }

        const byState = admin.getByRole('figure', { name: 'Recipes in each state' });
        await byState.waitFor();
        expect(await byState.getByRole('listitem').count()).toBe(5);
        await admin.getByRole('figure', { name: 'Recipes for each meal time' }).waitFor();

        const mostSaved = admin.getByRole('region', { name: 'Most saved' });
        const savesChart = mostSaved.getByRole('figure', { name: 'Saves per recipe' });
        await savesChart.waitFor();
        const firstBar = savesChart.getByRole('listitem').first();
        expect(await firstBar.textContent()).toContain(leader.name);
        expect(await firstBar.textContent()).toMatch(new RegExp(`${leader.saves}$`));
        expect(await savesChart.getByRole('listitem').count()).toBe(expected.mostSaved.length);
        const topRow = mostSaved.getByRole('table', { name: 'Most saved' }).getByRole('row').nth(1);
        expect(await topRow.getByRole('cell').last().textContent()).toBe(String(leader.saves));
        expect(await topRow.getByRole('link').getAttribute('href')).toBe(`/recipes/${leader.id}`);
        await mostSaved.getByRole('link', { name: top.name }).first().waitFor();

        const mostUsed = admin.getByRole('region', { name: 'Most used in meal plans' });
        await mostUsed.getByRole('figure', { name: 'Meal plans per recipe' }).waitFor();
        // Other browser tests plan whole weeks too, so the list's head is whatever the server counts most.
        const [mostUsedFirst] = expected.mostUsed;
        if (!mostUsedFirst) throw new Error('No recipe is in a meal plan');
        await mostUsed.getByRole('link', { name: mostUsedFirst.name }).first().waitFor();
        await settle(admin);
        await screenshot(admin, 'recipe-stats-desktop');

        const phone = await signedIn(browser, baseUrl, 'admin', PHONE);
        await phone.goto(`${baseUrl}/recipe-stats`);
        await phone.getByRole('figure', { name: 'Saves per recipe' }).waitFor();
        // Nothing wider than the screen: the page does not scroll sideways.
        expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        );
        await settle(phone);
        await screenshot(phone, 'recipe-stats-phone');
        await phone.context().close();

        // A professional sees their own recipes: the demo dietitian has none, unless another file added some.
        const dietitian = await signedIn(browser, baseUrl, 'dietitian');
        const own = await trpc<RecipeStats>(dietitian, 'query', 'recipeStats.get', undefined);
        expect(own.scope).toBe('own');
        await dietitian.goto(`${baseUrl}/recipe-stats`);
        await dietitian.getByText(/^Your recipes:/).waitFor();
        if (own.total + own.myRecipes === 0) await dietitian.getByText('No recipes yet').waitFor();
        else await dietitian.getByRole('figure', { name: 'Recipes in each state' }).waitFor();
        await settle(dietitian);
        await screenshot(dietitian, 'recipe-stats-dietitian-desktop');
        await dietitian.context().close();

        // The link follows the roles: a member sees none, and the address alone sends them Home.
        const member = await signedIn(browser, baseUrl, 'member');
        await member.goto(`${baseUrl}/recipes`);
        await member.getByRole('heading', { name: 'Recipes', exact: true }).waitFor();
        expect(await member.getByRole('link', { name: 'Recipe stats' }).count()).toBe(0);
        await member.goto(`${baseUrl}/recipe-stats`);
        await member.waitForURL((url) => url.pathname === '/');
        await member.context().close();
      } finally {
        // The demo data is shared with the other e2e files: leave it as it was.
        for (const [page, recipeId] of saves) await trpc(page, 'mutation', 'recipes.unsave', { recipeId });
        await trpc(admin, 'mutation', 'mealPlans.delete', { id: plan.id });
        await naturopath.context().close();
        await admin.context().close();
      }
    },
    LONG_TEST_MS,
  );
});
