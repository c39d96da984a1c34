import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { DEMO_ACCOUNTS } from './support/accounts.ts';
import { DESKTOP, PHONE, launchBrowser, screenshot, settle } from './support/browser.ts';
import { waitForMail } from './support/mail.ts';
import { freshPage, signedIn, trpc } from './support/session.ts';
import { expectNoSideScroll, expectToast } from './support/ui.ts';

const baseUrl = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = `${Date.now() % 100_000}`;
const WIDE = { width: 1366, height: 900 } as const;

/** A client folder and a plan with two recipes of the catalogue, made through the API as the planner would. */
async function planWithRecipes(page: Page, name: string): Promise<{ folderId: string; planId: string }> {
  const { id: folderId } = await trpc<{ id: string }>(page, 'mutation', 'clients.create', {
    client: `Guest Reader ${suffix}`,
    email: `guest.reader.${suffix}@example.test`,
  });
  const { id: planId } = await trpc<{ id: string }>(page, 'mutation', 'mealPlans.create', {
    folderId,
    name,
    recipePlan: false,
  });
  const { items } = await trpc<{ items: { id: string }[] }>(page, 'query', 'recipes.list', { limit: 2 });
  for (const [index, recipe] of items.entries()) {
    await trpc(page, 'mutation', 'mealPlans.addMeals', {
      planId,
      day: index + 1,
      mealType: 'dinner',
      recipeIds: [recipe.id],
    });
  }
  return { folderId, planId };
}

describe('public pages', () => {
  it('a dietitian turns a plan’s link on and a guest opens it on a 390 px phone; off, it is not found', async () => {
    const dietitian = await signedIn(browser, baseUrl, 'dietitian', DESKTOP);
    const planName = `Shared week ${suffix}`;
    const { folderId, planId } = await planWithRecipes(dietitian, planName);
    await dietitian.goto(`${baseUrl}/meal-plans?folder=${folderId}&mealplan=${planId}`);
    const toggle = dietitian.getByRole('switch', { name: 'Public link' });
    await toggle.waitFor();
    await toggle.click();
    await expectToast(dietitian, messages.planLinkOn);
    const href = await dietitian.getByTestId('plan-public-link').getAttribute('href');
    await settle(dietitian);
    await screenshot(dietitian, 'planner-public-link-desktop');
    expect(href).toMatch(new RegExp(`^/mealplanebook/[a-z_]+/shared-week-${suffix}\\?i=${planId}$`));

    const guest = await freshPage(browser, PHONE);
    await guest.goto(`${baseUrl}${href}`);
    await guest.getByRole('heading', { name: planName }).waitFor();
    await guest.getByRole('heading', { name: 'Day 1' }).waitFor();
    await guest.getByRole('heading', { name: 'Recipes', exact: true }).waitFor();
    // No header or footer of the app; nothing private.
    expect(await guest.getByRole('banner').count()).toBe(0);
    expect(await guest.getByRole('contentinfo').count()).toBe(0);
    expect(await guest.content()).not.toContain(DEMO_ACCOUNTS.dietitian.email);
    expect(await guest.content()).not.toContain(`guest.reader.${suffix}`);
    await expectNoSideScroll(guest);
    await settle(guest);
    await screenshot(guest, 'public-mealplanebook-phone');

    // The branded PDF downloads for the guest (the demo dietitian's credits are unlimited).
    const [download] = await Promise.all([
      guest.waitForEvent('download'),
      guest.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Shared-week-${suffix}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A wrong slug with the right id is corrected to the plan's own address.
    await guest.goto(`${baseUrl}/mealplanebook/someone/wrong-name?i=${planId}`);
    await guest.waitForURL((url) => url.pathname.endsWith(`/shared-week-${suffix}`));

    const wide = await freshPage(browser, WIDE);
    await wide.goto(`${baseUrl}${href}`);
    await wide.getByRole('heading', { name: planName }).waitFor();
    await settle(wide);
    await screenshot(wide, 'public-mealplanebook-wide');
    await wide.goto(`${baseUrl}/download-mealplan?i=${planId}`);
    await wide.getByRole('heading', { name: planName }).waitFor();
    await screenshot(wide, 'public-download-mealplan-wide');

    await toggle.click();
    await expectToast(dietitian, messages.planLinkOff);
    await guest.goto(`${baseUrl}${href}`);
    await guest.getByText('Page not found').waitFor();
    await screenshot(guest, 'public-mealplanebook-off-phone');
    await trpc(dietitian, 'mutation', 'clients.delete', { id: folderId });
  });

  it('a client fills in /form/{name}; the professional sees the new client and accepts the form, which makes the plan', async () => {
    const dietitian = await signedIn(browser, baseUrl, 'dietitian', DESKTOP);
    await dietitian.goto(`${baseUrl}/clients`);
    const forms = dietitian.getByRole('region', { name: 'Client forms' });
    await forms.waitFor();
    const create = forms.getByRole('button', { name: 'Create my form link' });
    if (await create.isVisible()) await create.click();
    const formHref = await forms.getByRole('link', { name: /\/form\// }).getAttribute('href');
    expect(formHref).toMatch(/^\/form\/[a-z0-9-]+-[a-z2-7]{10}$/);
    await screenshot(dietitian, 'clients-form-links-desktop');

    const client = await freshPage(browser, PHONE);
    await client.goto(`${baseUrl}${formHref}`);
    await client.getByRole('heading', { name: 'Your meal plan details' }).waitFor();
    await settle(client);
    await screenshot(client, 'public-form-phone');
    // Sent empty: refused at the fields, nothing sent.
    await client.getByRole('button', { name: 'Send my details' }).click();
    await client.getByText('Enter your name.').waitFor();
    await screenshot(client, 'public-form-errors-phone');

    const name = `Form Client ${suffix}`;
    const email = `form.client.${suffix}@example.test`;
    await client.getByLabel('Name').fill(name);
    await client.getByLabel('Email').fill(email);
    await client.getByLabel('Weight (kg)').fill('72');
    await client.getByLabel('Height (cm)').fill('170');
    await client.getByLabel('Age').fill('35');
    await client.getByLabel('Sex').selectOption('female');
    await client.getByLabel('Activity').selectOption('light');
    await client.getByLabel('Goal').selectOption('g1');
    await client.getByLabel('Snacks a day').selectOption('1');
    await client.getByLabel('Foods to avoid').fill('Peanuts');
    await expectNoSideScroll(client);
    await client.getByRole('button', { name: 'Send my details' }).click();
    await client.getByText(messages.formReceived).waitFor();
    await screenshot(client, 'public-form-sent-phone');

    const mail = await waitForMail(
      DEMO_ACCOUNTS.dietitian.email,
      (m) => m.subject === `New client form: ${name}`,
    );
    expect(mail.text).toContain('Peanuts');
    expect(mail.text).toContain('waits on your Clients screen');

    // The plan waits for the professional (decision 059): nothing takes a meal slot until they accept.
    await dietitian.reload();
    await dietitian.getByRole('article', { name, exact: true }).waitFor();
    const folders = await trpc<{ id: string; client: string }[]>(dietitian, 'query', 'clients.list', {});
    const folder = folders.find((f) => f.client === name)!;
    expect(await trpc<unknown[]>(dietitian, 'query', 'mealPlans.list', { folderId: folder.id })).toEqual([]);
    const waiting = dietitian.getByRole('article', { name: `Meal plan form from ${name}` });
    await waiting.getByText('Foods to avoid: Peanuts').waitFor();
    await screenshot(dietitian, 'clients-form-waiting-desktop');
    // On a phone the waiting form and its buttons fit the width.
    const onPhone = await signedIn(browser, baseUrl, 'dietitian', PHONE);
    await onPhone.goto(`${baseUrl}/clients`);
    const waitingOnPhone = onPhone.getByRole('article', { name: `Meal plan form from ${name}` });
    await waitingOnPhone.getByRole('button', { name: `Accept the meal plan form from ${name}` }).waitFor();
    await expectNoSideScroll(onPhone);
    await screenshot(onPhone, 'clients-form-waiting-phone');
    await onPhone.context().close();
    await waiting.getByRole('button', { name: `Accept the meal plan form from ${name}` }).click();
    await expectToast(dietitian, messages.formSubmissionAccepted);
    await waiting.waitFor({ state: 'detached' });
    const plans = await trpc<{ name: string; energyTargetKj: number | null }[]>(
      dietitian,
      'query',
      'mealPlans.list',
      { folderId: folder.id },
    );
    expect(plans.map((p) => p.name)).toEqual([`${name}'s meal plan`]);
    expect(plans[0]!.energyTargetKj).toBeGreaterThan(0);
    await trpc(dietitian, 'mutation', 'clients.delete', { id: folder.id });

    // The selector finds the dietitian, and the choice becomes the public entry (SelectPage).
    const chooser = await freshPage(browser, PHONE);
    await chooser.goto(`${baseUrl}/dietitian-form-selector`);
    // The demo dietitian is Dana Dietitian (src/server/db/seed.ts).
    await chooser.getByLabel('Professional’s name').fill('Dana');
    await chooser
      .getByRole('button', { name: /Choose Dana/ })
      .first()
      .click();
    await chooser.getByRole('heading', { name: 'What would you like?' }).waitFor();
    await screenshot(chooser, 'public-select-page-phone');
    await chooser.goto(`${baseUrl}/redirect`);
    await chooser.waitForURL(/\/select-page$/);
  });

  it('the other public pages at 1366 and 390 px', async () => {
    for (const [viewport, label] of [
      [WIDE, 'wide'],
      [PHONE, 'phone'],
    ] as const) {
      const page = await freshPage(browser, viewport);
      await page.goto(`${baseUrl}/privacy-policy`);
      await page.getByRole('heading', { name: 'Privacy policy' }).waitFor();
      await page.getByText('7 days without use').waitFor();
      await screenshot(page, `public-privacy-policy-${label}`);
      await page.goto(`${baseUrl}/invite-page`);
      await page.getByRole('link', { name: 'Create your account' }).waitFor();
      await screenshot(page, `public-invite-page-${label}`);
      await page.goto(`${baseUrl}/dietitian-form-selector`);
      await page.getByRole('heading', { name: 'Find your professional' }).waitFor();
      await screenshot(page, `public-selector-${label}`);
      if (viewport === PHONE) await expectNoSideScroll(page);
    }
    const dietitian = await signedIn(browser, baseUrl, 'dietitian', DESKTOP);
    const { items } = await trpc<{ items: { id: string; name: string }[] }>(
      dietitian,
      'query',
      'recipes.list',
      {
        limit: 1,
      },
    );
    const { handle } = await trpc<{ handle: string }>(
      dietitian,
      'mutation',
      'publicPages.createFormLink',
      {},
    );
    // A recipe eBook with its link on, for /ebook and /download-mealplan.
    const { id: folderId } = await trpc<{ id: string }>(dietitian, 'mutation', 'clients.create', {
      client: `Ebook Reader ${suffix}`,
    });
    const { id: bookId } = await trpc<{ id: string }>(dietitian, 'mutation', 'mealPlans.create', {
      folderId,
      name: `Recipe book ${suffix}`,
      recipePlan: true,
    });
    await trpc(dietitian, 'mutation', 'mealPlans.addMeals', {
      planId: bookId,
      mealType: 'dinner',
      recipeIds: [items[0]!.id],
    });
    const link = await trpc<{ path: string }>(dietitian, 'mutation', 'publicPages.setPlanLink', {
      planId: bookId,
      on: true,
    });
    expect(link.path).toMatch(new RegExp(`^/ebook/[a-z_]+/ebook-reader-${suffix}\\?i=${bookId}$`));
    for (const [viewport, label] of [
      [WIDE, 'wide'],
      [PHONE, 'phone'],
    ] as const) {
      const page = await freshPage(browser, viewport);
      await page.goto(`${baseUrl}/download-recipe?r=${items[0]!.id}`);
      await page.getByRole('heading', { name: items[0]!.name }).waitFor();
      await settle(page);
      await screenshot(page, `public-download-recipe-${label}`);
      await page.goto(`${baseUrl}${link.path}`);
      await page.getByRole('heading', { name: `Recipe book ${suffix}` }).waitFor();
      await page.getByText(`Recipe eBook for Ebook Reader ${suffix}`).waitFor();
      await settle(page);
      await screenshot(page, `public-ebook-${label}`);
      await page.goto(`${baseUrl}/download-mealplan?i=${bookId}`);
      await page.getByRole('heading', { name: `Recipe book ${suffix}` }).waitFor();
      await screenshot(page, `public-download-mealplan-${label}`);
      await page.goto(`${baseUrl}/recipeform/${handle}`);
      await page.getByRole('heading', { name: 'Request a recipe eBook' }).waitFor();
      await screenshot(page, `public-recipeform-${label}`);
      await page.goto(`${baseUrl}/form/${handle}`);
      await page.getByRole('heading', { name: 'Your meal plan details' }).waitFor();
      await screenshot(page, `public-form-${label}`);
      await page.goto(`${baseUrl}/dietitian-form-selector`);
      await page.getByLabel('Professional’s name').fill('Dana');
      await page
        .getByRole('button', { name: /Choose Dana/ })
        .first()
        .waitFor();
      await screenshot(page, `public-selector-results-${label}`);
      await page
        .getByRole('button', { name: /Choose Dana/ })
        .first()
        .click();
      await page.getByRole('heading', { name: 'What would you like?' }).waitFor();
      await screenshot(page, `public-select-page-${label}`);
      if (viewport === PHONE) await expectNoSideScroll(page);
      // An unknown form handle, and a switched-off link, are page-not-found.
      await page.goto(`${baseUrl}/form/nobody-aaaaaaaaaa`);
      await page.getByText('Page not found').waitFor();
    }
    await trpc(dietitian, 'mutation', 'clients.delete', { id: folderId });
  });
});
