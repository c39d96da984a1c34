import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { fillAccount, closeWelcomeVideo, uniqueEmail } from './support/accounts.ts';
import { dialogScreenshot, launchBrowser, PHONE, screenshot, settle } from './support/browser.ts';
import { linkIn, waitForMail } from './support/mail.ts';
import { freshPage, signedIn, trpc } from './support/session.ts';
import { expectToast, openMenuItem, settleAfterToast } from './support/ui.ts';

const baseUrl = inject('appUrl');
const stripeUrl = inject('stripeUrl');
/** The laptop width the brief's screenshots are taken at. */
const WIDE = { width: 1366, height: 768 } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now();
const PLANS = {
  starter: `Starter ${stamp}`,
  pro: `Pro ${stamp}`,
  clinic: `Clinic ${stamp}`,
  token: `Extra plan token ${stamp}`,
};

/** A row of the Pricing list, by its plan's title. */
function planRow(page: Page, title: string): Locator {
  return page.getByRole('listitem', { name: title, exact: true });
}

/** The plan titles of Pricing, top to bottom, among those this run made. */
async function ourPlanOrder(page: Page): Promise<string[]> {
  const titles = await page
    .locator('ol[aria-label^="Plans"] > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  return titles.filter((title) => title.endsWith(String(stamp)));
}

async function addPlan(
  page: Page,
  plan: { title: string; billing: string; price: string; meals: string; downloads: string; tier: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Add plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add plan' });
  await dialog.getByLabel('Title').fill(plan.title);
  await dialog.getByLabel('Billing').selectOption(plan.billing);
  await dialog.getByLabel('Price', { exact: true }).fill(plan.price);
  await dialog.getByLabel(/^Meal plan slots/).fill(plan.meals);
  await dialog.getByLabel(/^Downloads/).fill(plan.downloads);
  await dialog.getByLabel('Price tier').selectOption(plan.tier);
  await dialog.getByRole('button', { name: 'Add plan' }).click();
  await expectToast(page, messages.planCreated);
  await dialog.waitFor({ state: 'hidden' });
  await planRow(page, plan.title).waitFor();
}

/** The header's plan chips as one line of text. */
async function chips(page: Page): Promise<string> {
  const list = page.locator('header ul[aria-label="Your plan"]').first();
  return ((await list.innerText()) ?? '').replace(/\s+/g, ' ').trim();
}

describe('billing', () => {
  it('the admin adds plans, deletes one, reorders by keyboard and deactivates one on Pricing', async () => {
    const admin = await signedIn(browser, baseUrl, 'admin', WIDE);
    await admin.goto(`${baseUrl}/pricing`);
    await admin.getByRole('heading', { name: 'Plans & Pricing' }).waitFor();

    // The form says what is wrong before anything is sent.
    await admin.getByRole('button', { name: 'Add plan' }).click();
    const form = admin.getByRole('dialog', { name: 'Add plan' });
    await form.getByRole('button', { name: 'Add plan' }).click();
    await form.getByText('Enter a title.').waitFor();
    await dialogScreenshot(admin, 'billing-pricing-add-plan-1366');
    await form.getByRole('button', { name: 'Cancel' }).click();

    await addPlan(admin, {
      title: PLANS.pro,
      billing: 'monthly',
      price: '39',
      meals: '20',
      downloads: '0',
      tier: 'moderate',
    });
    await addPlan(admin, {
      title: PLANS.starter,
      billing: 'monthly',
      price: '19.50',
      meals: '5',
      downloads: '10',
      tier: 'low',
    });
    await addPlan(admin, {
      title: PLANS.clinic,
      billing: 'yearly',
      price: '390',
      meals: '50',
      downloads: '0',
      tier: 'super',
    });
    await addPlan(admin, {
      title: PLANS.token,
      billing: 'token',
      price: '9',
      meals: '1',
      downloads: '1',
      tier: '',
    });
    expect(await ourPlanOrder(admin)).toEqual([PLANS.pro, PLANS.starter, PLANS.clinic, PLANS.token]);
    await expect(planRow(admin, PLANS.starter).innerText()).resolves.toContain('A$19.50 / month');

    // Edit: the token costs a little more.
    await openMenuItem(
      admin,
      planRow(admin, PLANS.token).getByRole('button', { name: /Actions for/ }),
      'Edit',
    );
    const edit = admin.getByRole('dialog', { name: `Edit “${PLANS.token}”` });
    await edit.getByLabel('Price', { exact: true }).fill('12');
    await edit.getByRole('button', { name: 'Save plan' }).click();
    await expectToast(admin, messages.planUpdated);
    await expect.poll(() => planRow(admin, PLANS.token).innerText()).toContain('A$12.00');

    // Keyboard reorder: Starter's handle, Space, up one, Space.
    await planRow(admin, PLANS.starter)
      .getByRole('button', { name: /^Move / })
      .focus();
    await admin.keyboard.press('Space');
    await settle(admin, 200);
    await admin.keyboard.press('ArrowUp');
    await settle(admin, 300);
    await admin.keyboard.press('Space');
    await expectToast(admin, messages.planSortingSuccessful);
    expect(await ourPlanOrder(admin)).toEqual([PLANS.starter, PLANS.pro, PLANS.clinic, PLANS.token]);
    await admin.reload();
    await planRow(admin, PLANS.starter).waitFor();
    expect(await ourPlanOrder(admin)).toEqual([PLANS.starter, PLANS.pro, PLANS.clinic, PLANS.token]);

    // Deactivate Clinic: it stays on Pricing, switched off.
    const clinicSwitch = planRow(admin, PLANS.clinic).getByRole('switch');
    await clinicSwitch.click();
    await expectToast(admin, messages.planStatusUpdated);
    await expect.poll(() => clinicSwitch.getAttribute('aria-checked')).toBe('false');

    // Delete, after the confirm step.
    const doomed = `Doomed ${stamp}`;
    await addPlan(admin, {
      title: doomed,
      billing: 'monthly',
      price: '5',
      meals: '1',
      downloads: '1',
      tier: '',
    });
    await openMenuItem(admin, planRow(admin, doomed).getByRole('button', { name: /Actions for/ }), 'Delete');
    const confirm = admin.getByRole('alertdialog', { name: `Delete “${doomed}”?` });
    await dialogScreenshot(admin, 'billing-pricing-delete-1366');
    await confirm.getByRole('button', { name: 'Delete plan' }).click();
    await expectToast(admin, messages.planDeleted);
    await planRow(admin, doomed).waitFor({ state: 'detached' });

    await settleAfterToast(admin, messages.planDeleted);
    await screenshot(admin, 'billing-pricing-1366');
    await admin.setViewportSize(PHONE);
    await settle(admin);
    await screenshot(admin, 'billing-pricing-390');
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await admin.context().close();
  });

  it('a new dietitian is offered the trial, subscribes through Checkout, changes plan and cancels', async () => {
    // A newly registered dietitian (invited, so active at once).
    const admin = await signedIn(browser, baseUrl, 'admin', WIDE);
    const email = uniqueEmail('billing-dietitian');
    await trpc(admin, 'mutation', 'members.invite', { email });
    await admin.context().close();
    const mail = await waitForMail(email, (m) => m.text.includes('/register?invite='));
    const page = await freshPage(browser, WIDE);
    await page.goto(linkIn(mail, `${baseUrl}/register?invite=`));
    await fillAccount(page, { firstName: 'Bea', lastName: 'Billing', password: 'billing-password-e2e' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${baseUrl}/recipes`);
    await closeWelcomeVideo(page);
    expect(await chips(page)).toBe('No plan Meal slots: 0 Subscription inactive');

    // Meal Plans is a paid screen: it asks for a subscription.
    await page.goto(`${baseUrl}/meal-plans`);
    const required = page.getByRole('alertdialog', { name: 'Subscription required' });
    await required.getByText(messages.subscriptionRequired).waitFor();
    await dialogScreenshot(page, 'billing-subscription-required-1366');
    // "Not now" leaves the screen usable; a new plan with no free meal slot asks again, saying why.
    await required.getByRole('button', { name: 'Not now' }).click();
    await required.waitFor({ state: 'hidden' });
    await page
      .getByRole('button', { name: /^(New plan|Create the first plan)$/ })
      .first()
      .click();
    await required.getByText(messages.noFreeMealSlot).waitFor();
    await required.getByRole('link', { name: 'Subscribe Here' }).click();
    await page.waitForURL(`${baseUrl}/subscription`);
    await required.waitFor({ state: 'hidden' });

    // The free-trial offer, on the active plans only.
    await page.getByRole('heading', { name: 'Choose a plan' }).waitFor();
    await page.getByText('Your first subscription starts with a 7-day free trial.').waitFor();
    await page.getByRole('button', { name: `Start 7-day free trial: ${PLANS.pro}` }).waitFor();
    expect(await page.getByText(PLANS.clinic).count()).toBe(0);
    await page.getByRole('button', { name: `Buy ${PLANS.token}` }).waitFor();
    await settle(page);
    await screenshot(page, 'billing-subscription-offer-1366');

    // Checkout on the provider's hosted page, and back.
    await page.getByRole('button', { name: `Start 7-day free trial: ${PLANS.pro}` }).click();
    await page.waitForURL((url) => url.href.startsWith(stripeUrl));
    await page.getByText('7 days free').waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${baseUrl}/subscription`));
    await page.getByText('Thank you! Checkout is complete.').waitFor();
    const current = page.locator('h2', { hasText: PLANS.pro }).first();
    await current.waitFor({ timeout: 30_000 });
    await page.getByText('Free trial', { exact: true }).first().waitFor();
    await page.getByText(/^Free trial until /).waitFor();
    await expect
      .poll(() => chips(page), { timeout: 15_000 })
      .toBe('Free trial Meal slots: Unlimited Subscription active');
    await page.getByRole('button', { name: `Your current plan: ${PLANS.pro}` }).waitFor();
    await page.getByText(/visa •••• 4242/i).waitFor();
    await settle(page);
    await screenshot(page, 'billing-subscription-trialing-1366');

    // Credits History has the trial's row.
    await page.getByRole('button', { name: 'Credits History' }).click();
    const history = page.getByRole('dialog', { name: 'Credits History' });
    await history.getByRole('listitem').first().waitFor();
    expect(await history.getByRole('listitem').count()).toBeGreaterThan(0);
    await dialogScreenshot(page, 'billing-credits-history-1366');
    await history.getByRole('button', { name: 'Close' }).click();

    // Change plan: "Subscription updated!", then the page reloads by itself.
    await page.getByRole('button', { name: `Switch to this plan: ${PLANS.starter}` }).click();
    const change = page.getByRole('alertdialog', { name: `Switch to “${PLANS.starter}”?` });
    await dialogScreenshot(page, 'billing-change-plan-1366');
    await change.getByRole('button', { name: 'Switch plan' }).click();
    await expectToast(page, messages.subscriptionUpdated);
    await page.waitForEvent('load', { timeout: 15_000 });
    await page.getByRole('button', { name: `Your current plan: ${PLANS.starter}` }).waitFor();
    // The checkout notice was for the return from Checkout only, not for every reload after it.
    expect(page.url()).toBe(`${baseUrl}/subscription`);
    expect(await page.getByText('Thank you! Checkout is complete.').count()).toBe(0);

    // Cancel: confirm, "Subscription cancelled", reload, and the banner with the end date.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    await dialogScreenshot(page, 'billing-cancel-1366');
    await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
    await expectToast(page, messages.subscriptionCancelled);
    await page.waitForEvent('load', { timeout: 15_000 });
    const banner = page.locator('div[role="status"]', { hasText: messages.activeSubscriptionUntil }).first();
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(/only until \S.*\d{4}\.$/);
    await page.getByText(/^Cancelled: ends on /).waitFor();
    await page.getByRole('button', { name: `Keep this plan: ${PLANS.starter}` }).waitFor();
    await settle(page);
    await screenshot(page, 'billing-subscription-cancelled-1366');
    await page.setViewportSize(PHONE);
    await settle(page);
    await screenshot(page, 'billing-subscription-cancelled-390');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  }, 180_000);

  it('the admin grants meal slots by hand and the member sees them in Credits History', async () => {
    const admin = await signedIn(browser, baseUrl, 'admin', WIDE);
    await admin.goto(`${baseUrl}/members`);
    await admin.getByLabel('Email', { exact: true }).fill('member@demo.mealplanner.test');
    const row = admin.getByRole('row', { name: /member@demo\.mealplanner\.test/ });
    // The filter applies after a pause: wait until the table holds that one account (and its header).
    await expect.poll(() => admin.getByRole('row').count()).toBe(2);
    await openMenuItem(admin, row.getByRole('button', { name: /Actions for/ }), 'Meal slots and credits');
    const dialog = admin.getByRole('dialog', { name: 'Meal slots and credits' });
    // The demo member starts unlimited: both boxes are ticked and the numbers wait.
    await dialog.getByLabel('Unlimited meal plan slots').click();
    await dialog.getByLabel('Unlimited download credits').click();
    await dialog.getByLabel('Meal plan slots', { exact: true }).fill('3');
    await dialog.getByLabel('Download credits', { exact: true }).fill('7');
    await dialogScreenshot(admin, 'billing-grant-credits-1366');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(admin, messages.creditsUpdated);
    await admin.context().close();

    const member = await signedIn(browser, baseUrl, 'member', PHONE);
    await member.goto(`${baseUrl}/subscription`);
    await member.getByRole('heading', { name: 'Subscription', exact: true }).waitFor();
    await expect(member.locator('dl').first().innerText()).resolves.toMatch(/Meal plan slots\s*3/);
    await member.getByRole('button', { name: 'Credits History' }).click();
    const history = member.getByRole('dialog', { name: 'Credits History' });
    await history.getByRole('listitem').first().waitFor();
    await dialogScreenshot(member, 'billing-credits-history-390');
    await member.context().close();

    // The demo member goes back to unlimited, as the other browser tests expect it.
    const again = await signedIn(browser, baseUrl, 'admin', WIDE);
    const [found] = (
      await trpc<{ members: { id: string }[] }>(again, 'query', 'members.list', {
        status: 'active',
        email: 'member@demo.mealplanner.test',
      })
    ).members;
    await trpc(again, 'mutation', 'members.grantCredits', {
      userId: found!.id,
      mealSlots: -1,
      downloadCredits: -1,
    });
    await again.context().close();
  });
});
