import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { dialogScreenshot, launchBrowser, PHONE, screenshot, settle } from './support/browser.ts';
import { signedIn, trpc, waitForCatalogue } from './support/session.ts';
import { expectNoSideScroll, expectToast, settleAfterToast } from './support/ui.ts';

const baseUrl = inject('appUrl');
const stripeUrl = inject('stripeUrl');
/** The laptop width the brief's screenshots are taken at. */
const WIDE = { width: 1366, height: 900 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now() % 1_000_000;
const LISTING = `Mediterranean week ${stamp}`;
/** "Mediterranean" with an r left out: the marketplace corrects the word when nothing matches as typed. */
const MISSPELT = 'Mediteranean';

/** A client folder and a plan in it, made through the API as the planner would; generated when `fill`. */
async function planFor(page: Page, client: string, name: string, fill: boolean) {
  const folder = await trpc<{ id: string }>(page, 'mutation', 'clients.create', { client });
  const plan = await trpc<{ id: string }>(page, 'mutation', 'mealPlans.create', {
    folderId: folder.id,
    name,
  });
  if (fill) {
    await trpc(page, 'mutation', 'mealPlans.updateSettings', {
      id: plan.id,
      energyTargetKj: 8400,
      mainMeals: ['breakfast', 'lunch', 'dinner'],
      snacks: 1,
      dessert: false,
    });
    await trpc(page, 'mutation', 'mealPlans.generate', { planId: plan.id, seed: 14 });
  }
  return { folderId: folder.id, planId: plan.id };
}

/** The listing's card on /marketplace. */
const card = (page: Page) => page.getByRole('article', { name: LISTING });

describe('marketplace', () => {
  it('a dietitian lists a plan; a nutritionist finds it misspelt, previews, rates, reports and copies it; the admin takes it down', async () => {
    // The dietitian lists one of their plans, under the name and description others will see.
    const dietitian = await signedIn(browser, baseUrl, 'dietitian', WIDE);
    await waitForCatalogue(dietitian);
    await planFor(dietitian, `Market client ${stamp}`, `Source week ${stamp}`, true);
    await dietitian.goto(`${baseUrl}/marketplace`);
    await dietitian.getByRole('button', { name: 'Add a plan' }).click();
    const add = dietitian.getByRole('dialog', { name: 'Add a plan to the marketplace' });
    await add.getByLabel('Meal plan').selectOption({ label: `Source week ${stamp}` });
    await add.getByLabel('Marketplace name').fill(LISTING);
    await add.getByLabel('Description').fill('Sunny Mediterranean lunches and dinners for a busy week.');
    await add.getByRole('button', { name: 'Add to marketplace' }).click();
    await expectToast(dietitian, messages.addedToMarketplace);
    await dietitian
      .getByRole('region', { name: 'Your listings' })
      .getByText(LISTING, { exact: true })
      .waitFor();
    await dietitian.context().close();

    // The nutritionist finds it by a misspelt word.
    const nutritionist = await signedIn(browser, baseUrl, 'nutritionist', WIDE);
    await nutritionist.goto(`${baseUrl}/marketplace`);
    await nutritionist.getByLabel('Search plans').fill(MISSPELT);
    await card(nutritionist).waitFor();
    await expect.poll(() => nutritionist.getByRole('article').count()).toBe(1);
    await expect(card(nutritionist).innerText()).resolves.toContain('3.50');
    await settle(nutritionist);
    await screenshot(nutritionist, 'marketplace-1366');

    // The preview: the days, their recipes and each day's energy and macronutrients.
    await card(nutritionist)
      .getByRole('button', { name: `Preview ${LISTING}` })
      .click();
    const preview = nutritionist.getByRole('dialog', { name: LISTING });
    const days = preview.getByRole('region', { name: 'The plan’s days' });
    await days.getByRole('heading', { name: 'Monday' }).waitFor();
    expect(await days.getByRole('heading').count()).toBe(7);
    const monday = await days
      .locator('div', { has: nutritionist.getByRole('heading', { name: 'Monday' }) })
      .first()
      .innerText();
    expect(monday).toMatch(/Breakfast/);
    expect(monday).toMatch(/\d+ kJ · protein \d+ g · fat \d+ g · carbs \d+ g/);
    await dialogScreenshot(nutritionist, 'marketplace-preview-1366');

    // Rated: "Thank you for your rating!", and the average follows.
    const rating = preview.getByRole('group', { name: 'Rate this plan' });
    await rating.scrollIntoViewIfNeeded();
    await rating.getByText('4 ★').click();
    await preview.getByLabel('Comment (optional)').fill('Easy to shop for, and the lunches travel well.');
    await dialogScreenshot(nutritionist, 'marketplace-rating-1366');
    await preview.getByRole('button', { name: 'Save rating' }).click();
    await expectToast(nutritionist, messages.thanksForRating);
    await preview.getByText('4.00', { exact: true }).waitFor();
    await preview.getByRole('group', { name: 'Your rating' }).waitFor();

    // Reported to the admins, through the same dialog foods and recipes use.
    await preview.getByRole('button', { name: 'Report a problem' }).click();
    const report = nutritionist.getByRole('dialog', { name: 'Report a problem' });
    await report.getByRole('button', { name: 'Send report' }).click();
    await report.getByText('Tell us what is wrong.').waitFor();
    await report.getByLabel('What is wrong?').fill('Thursday’s dinner is the same as Wednesday’s.');
    await dialogScreenshot(nutritionist, 'marketplace-report-1366');
    await report.getByRole('button', { name: 'Send report' }).click();
    await expectToast(nutritionist, messages.reportSent);
    await report.waitFor({ state: 'hidden' });

    // The same screens on a phone.
    await nutritionist.setViewportSize(PHONE);
    await settleAfterToast(nutritionist, messages.reportSent);
    await dialogScreenshot(nutritionist, 'marketplace-preview-390');
    await preview.getByRole('group', { name: 'Your rating' }).scrollIntoViewIfNeeded();
    await dialogScreenshot(nutritionist, 'marketplace-rating-390');

    // Copied into "copied plans", where the planner opens it.
    await preview.getByRole('button', { name: 'Copy to my plans' }).click();
    await expectToast(nutritionist, messages.mealPlanCopied);
    await nutritionist.waitForURL(
      (url) => url.pathname === '/meal-plans' && url.searchParams.has('mealplan'),
    );
    await nutritionist.getByRole('heading', { name: LISTING, exact: true }).waitFor();
    const clientSelect = nutritionist.getByLabel('Client', { exact: true });
    await expect
      .poll(() =>
        clientSelect.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
      )
      .toMatch(/^copied plans/);
    await nutritionist.goto(`${baseUrl}/marketplace`);
    await card(nutritionist).waitFor();
    await expect(card(nutritionist).innerText()).resolves.toContain('1 copy');
    await settle(nutritionist);
    await screenshot(nutritionist, 'marketplace-390');
    await expectNoSideScroll(nutritionist);

    // The admin sees the report on Reports and takes the listing down; the copy stays.
    const admin = await signedIn(browser, baseUrl, 'admin', WIDE);
    await admin.goto(`${baseUrl}/reports`);
    await admin.getByRole('tab', { name: 'Marketplace reports' }).click();
    const reports = admin.getByRole('list', { name: 'Pending marketplace reports' });
    await reports.getByText('Thursday’s dinner is the same as Wednesday’s.').waitFor();
    await settle(admin);
    await screenshot(admin, 'marketplace-reports-1366');
    await admin.setViewportSize(PHONE);
    await settle(admin);
    await screenshot(admin, 'marketplace-reports-390');
    await expectNoSideScroll(admin);
    await reports.getByRole('button', { name: `Take ${LISTING} off the marketplace` }).click();
    const confirm = admin.getByRole('alertdialog', { name: `Take “${LISTING}” off the marketplace?` });
    await confirm.getByRole('button', { name: 'Take down' }).click();
    await expectToast(admin, messages.removedFromMarketplace);
    await admin.getByText('No reports are waiting.', { exact: false }).waitFor();
    await admin.context().close();

    await nutritionist.reload();
    await nutritionist.getByText('No plans on the marketplace yet.').waitFor();
    const copies = await trpc<{ name: string }[]>(nutritionist, 'query', 'mealPlans.list', {});
    expect(copies.map((plan) => plan.name)).toContain(LISTING);
    await nutritionist.context().close();
  });

  it('a professional pays for a plan request with Stripe, the admin builds and approves it, and the professional sees it approved', async () => {
    const admin = await signedIn(browser, baseUrl, 'admin', WIDE);
    await trpc(admin, 'mutation', 'pricing.create', {
      title: `Plan request token ${stamp}`,
      kind: 'token',
      recurring: null,
      priceCents: 4900,
      downloads: 1,
      meals: 1,
    });

    const planName = `Week for Sam ${stamp}`;
    const pro = await signedIn(browser, baseUrl, 'naturopath', WIDE);
    const { folderId, planId } = await planFor(pro, `Sam ${stamp}`, planName, false);

    // A return without paying says the plan was not requested.
    await pro.goto(`${baseUrl}/meal-plans?request=failed&mealplan=${planId}`);
    await pro.getByText('The plan request was not paid.').waitFor();
    await pro.getByText(`“${planName}” was not requested`, { exact: false }).waitFor();

    await pro.goto(`${baseUrl}/marketplace`);
    await pro.getByRole('button', { name: 'Request a plan' }).click();
    const request = pro.getByRole('dialog', { name: 'Request a plan from our team' });
    await request.getByLabel('Plan to fill').selectOption({ label: planName });
    await request.getByLabel('Brief').fill('Sam, 42, wants to lose 5 kg; no fish, loves spicy food.');
    const pay = request.getByRole('button', { name: /^Pay A\$\d+\.\d\d and request$/ });
    await pay.waitFor();
    await dialogScreenshot(pro, 'marketplace-request-1366');
    await pay.click();
    await pro.waitForURL((url) => url.href.startsWith(stripeUrl));
    await pro.getByRole('button', { name: 'Pay' }).click();
    await pro.waitForURL((url) => url.href.startsWith(`${baseUrl}/meal-plans`));
    await pro.getByText('Thank you! Your plan request is paid.').waitFor();
    await pro.getByText(`Our team will build “${planName}”`, { exact: false }).waitFor();
    // Stripe's payment moves the plan to requesting; the open plan says so without a reload.
    const header = pro.locator('header', { has: pro.getByRole('heading', { name: planName, exact: true }) });
    await header.getByText('Requested', { exact: true }).waitFor({ timeout: 30_000 });
    await settle(pro);
    await screenshot(pro, 'marketplace-request-paid-1366');

    // The admin sees the request, opens it in the planner and approves it.
    await admin.goto(`${baseUrl}/requests`);
    const item = admin.getByRole('article', { name: planName });
    await item.getByText('Waiting for the team', { exact: true }).waitFor();
    await expect(item.innerText()).resolves.toContain('no fish, loves spicy food');
    await settle(admin);
    await screenshot(admin, 'marketplace-requests-1366');
    await item.getByRole('link', { name: 'Open in planner' }).click();
    await admin.getByRole('heading', { name: planName, exact: true }).waitFor();
    await admin.getByText('You are building a requested plan').waitFor();
    await admin.getByText('This plan has no meals yet.').waitFor();
    // The plan stays the professional's: its PDF, public link, rename and delete are not the admin's.
    await expect(admin.getByRole('button', { name: 'Download PDF' }).count()).resolves.toBe(0);
    await expect(admin.getByRole('button', { name: 'Plan actions' }).count()).resolves.toBe(0);
    await admin.getByRole('button', { name: /Generate/ }).waitFor();
    await settle(admin);
    await screenshot(admin, 'marketplace-request-planner-1366');
    await admin.getByRole('link', { name: 'Back to Meal Plan Requests' }).click();
    await admin.setViewportSize(PHONE);
    await item.waitFor();
    await settle(admin);
    await screenshot(admin, 'marketplace-requests-390');
    await expectNoSideScroll(admin);
    await item.getByRole('button', { name: 'Approve' }).click();
    await expectToast(admin, messages.planStatusUpdated);
    await item.getByText('Approved', { exact: true }).waitFor();
    await admin.context().close();

    // The professional sees the plan approved, in the planner and in the plan list.
    await pro.goto(`${baseUrl}/meal-plans?folder=${folderId}&mealplan=${planId}`);
    await header.getByText('Approved', { exact: true }).waitFor();
    const plans = await trpc<{ id: string; requestStatus: string }[]>(pro, 'query', 'mealPlans.list', {
      folderId,
    });
    expect(plans.find((plan) => plan.id === planId)?.requestStatus).toBe('approved');
    await pro.setViewportSize(PHONE);
    await settle(pro);
    await screenshot(pro, 'marketplace-request-approved-390');
    await expectNoSideScroll(pro);
    await pro.context().close();
  });
});
