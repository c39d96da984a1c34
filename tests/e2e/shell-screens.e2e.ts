import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { closeWelcomeVideo, DEMO_ACCOUNTS, fillAccount, uniqueEmail } from './support/accounts.ts';
import { dialogScreenshot, launchBrowser, PHONE, screenshot, settle } from './support/browser.ts';
import { waitForMail } from './support/mail.ts';
import { freshPage, signedIn, trpc } from './support/session.ts';
import { expectToast } from './support/ui.ts';

const baseUrl = inject('appUrl');
const WIDE = { width: 1366, height: 900 } as const;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = `${Date.now() % 100_000}`;

/** The laptop window of issue 16: 1366 × 768. */
const LAPTOP = { width: 1366, height: 768 } as const;

type Rect = { x: number; y: number; width: number; height: number };

function overlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function rects(locator: Locator): Promise<Rect[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
}

/** How far the document is taller than the window (0 when the page does not scroll). */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
}

async function noSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('shell screens', () => {
  it('an admin adds an organisation with a logo; a student registers choosing it', async () => {
    const admin = await signedIn(browser, baseUrl, 'admin', WIDE);
    await admin.goto(`${baseUrl}/organisations`);
    const name = `Tasman University ${suffix}`;
    await admin.getByLabel('Name').fill(name);
    await admin.getByLabel('Colour', { exact: true }).fill('#1d4e89');
    const logo = await sharp({ create: { width: 120, height: 60, channels: 3, background: '#1d4e89' } })
      .png()
      .toBuffer();
    await admin
      .getByLabel('Logo (optional)')
      .setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: logo });
    await admin.getByRole('button', { name: 'Add organisation' }).click();
    await expectToast(admin, messages.organisationAdded);
    const row = admin.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    await expect
      .poll(() =>
        row.getByRole('img', { name: `${name} logo` }).evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await screenshot(admin, 'organisations-1366');
    await admin.setViewportSize(PHONE);
    await settle(admin);
    await noSideScroll(admin);
    await screenshot(admin, 'organisations-390');

    const student = await freshPage(browser, WIDE);
    await student.goto(`${baseUrl}/register`);
    const email = uniqueEmail('student');
    await fillAccount(student, {
      firstName: 'Sam',
      lastName: 'Student',
      email,
      password: 'correct-horse-battery-9',
    });
    await student.getByRole('checkbox', { name: 'I am a student' }).click();
    await student.getByLabel('Organisation').selectOption({ label: name });
    // A graduation date more than 7 years ahead is refused in the form (issue 28).
    const year = new Date().getUTCFullYear();
    await student.getByLabel('Graduation date').fill(`${year + 8}-06-30`);
    await student.getByRole('button', { name: 'Create account' }).click();
    await student.getByText('Enter a graduation date at most 7 years from today.').waitFor();
    await student.getByLabel('Graduation date').fill(`${year + 3}-06-30`);
    await student.getByRole('button', { name: 'Create account' }).click();
    // A student claim waits for an admin's approval, with no unlimited slots or credits meanwhile.
    await student.getByRole('heading', { name: messages.accountPending }).waitFor();
    await expectToast(student, messages.registeredPending);
    type StudentMe = { status: string; isStudent: boolean; mealSlots: number; brandColor: string };
    expect(await trpc<StudentMe>(student, 'query', 'auth.me', undefined)).toMatchObject({
      status: 'pending',
      mealSlots: 0,
      brandColor: '#1d4e89',
    });
    await admin.reload();
    await expect.poll(() => admin.getByRole('row', { name: new RegExp(name) }).innerText()).toContain('1');

    await admin.goto(`${baseUrl}/members`);
    await admin.getByRole('tab', { name: /Pending/ }).click();
    await admin.getByLabel('Email', { exact: true }).fill(email);
    const memberRow = admin.getByRole('row', { name: new RegExp(email) });
    await memberRow.getByText(name).waitFor();
    await memberRow.getByRole('button', { name: 'Approve' }).click();
    await expectToast(admin, messages.accountApproved);

    await student.reload();
    await closeWelcomeVideo(student);
    expect(await trpc<StudentMe>(student, 'query', 'auth.me', undefined)).toMatchObject({
      status: 'active',
      isStudent: true,
      mealSlots: -1,
    });
    await admin.context().close();
    await student.context().close();
  });

  it('Home per role: the admin’s counts with links, the member’s goal and recipes, professionals sent on', async () => {
    for (const role of ['admin', 'member'] as const) {
      const page = await signedIn(browser, baseUrl, role, WIDE);
      await page.goto(`${baseUrl}/`);
      const heading = role === 'admin' ? 'Needs your attention' : 'New recipes';
      await page.getByRole('heading', { name: heading }).waitFor();
      if (role === 'admin') {
        await page.getByRole('link', { name: /Review foods/ }).click();
        await page.waitForURL((url) => url.pathname === '/foods');
        await page.goto(`${baseUrl}/`);
        await page.getByRole('heading', { name: heading }).waitFor();
      } else {
        await page.getByRole('heading', { name: 'Your goal' }).waitFor();
      }
      await settle(page, 800);
      await screenshot(page, `home-${role}-1366`);
      await page.setViewportSize(PHONE);
      await settle(page);
      await noSideScroll(page);
      await screenshot(page, `home-${role}-390`);
      await page.context().close();
    }
    const dietitian = await signedIn(browser, baseUrl, 'dietitian', WIDE);
    await dietitian.goto(`${baseUrl}/`);
    await dietitian.waitForURL((url) => url.pathname === '/recipes');
    await dietitian.context().close();
  });

  it('Support sends a message that arrives by mail with the sender’s details', async () => {
    const page = await signedIn(browser, baseUrl, 'member', WIDE);
    await page.goto(`${baseUrl}/support`);
    await page.getByRole('heading', { name: 'Common questions' }).waitFor();
    await screenshot(page, 'support-1366');
    const subject = `Where is my plan ${suffix}`;
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('The plan my dietitian sent is not in my list.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectToast(page, messages.supportMessageSent);
    const admin = await signedIn(browser, baseUrl, 'admin', WIDE);
    const general = await trpc<{ notificationRecipientEmail: string | null }>(
      admin,
      'query',
      'settings.general',
      undefined,
    );
    const to = general.notificationRecipientEmail ?? DEMO_ACCOUNTS.admin.email;
    const mail = await waitForMail(to, (m) => m.subject === `Support: ${subject}`);
    expect(mail.text).toContain(`Email: ${DEMO_ACCOUNTS.member.email}`);
    expect(mail.text).toContain('Role: Member');
    await page.setViewportSize(PHONE);
    await settle(page);
    await noSideScroll(page);
    await screenshot(page, 'support-390');
    await page.context().close();
    await admin.context().close();
  });

  it('the frame fits the window: a short screen does not scroll, the planner’s tools and Members’ actions show on a phone', async () => {
    const admin = await signedIn(browser, baseUrl, 'admin', LAPTOP);
    await admin.goto(`${baseUrl}/nothing-here`);
    await admin
      .getByText(/page not found/i)
      .first()
      .waitFor();
    expect(await pageOverflow(admin)).toBe(0);
    // The sidebar is its own scroll area down to the window's bottom: the admin's last entry is reachable
    // in it while the page stays where it is.
    const nav = admin.getByRole('navigation', { name: 'Main' });
    const [navBox] = await rects(nav.locator('..'));
    expect(navBox!.y + navBox!.height).toBe(LAPTOP.height);
    const last = nav.getByRole('link', { name: 'Book Demo' });
    await last.scrollIntoViewIfNeeded();
    const [lastBox] = await rects(last);
    expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(LAPTOP.height);
    expect(await admin.evaluate(() => window.scrollY)).toBe(0);
    await admin.setViewportSize(PHONE);
    await settle(admin);
    expect(await pageOverflow(admin)).toBe(0);
    const [header] = await rects(admin.locator('header').first());
    expect(header!.height).toBeLessThanOrEqual(90);

    // Members on a phone: every account a card, its role, status and actions in view, nothing sideways.
    await admin.goto(`${baseUrl}/members`);
    const card = admin.getByRole('row', { name: /Dana Dietitian/ });
    await card.getByRole('button', { name: 'Actions for Dana Dietitian' }).waitFor();
    for (const text of ['Dietitian', 'active']) {
      const [box] = await rects(card.getByText(text, { exact: true }));
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    const [actions] = await rects(card.getByRole('button', { name: 'Actions for Dana Dietitian' }));
    expect(actions!.x + actions!.width).toBeLessThanOrEqual(PHONE.width);
    expect(
      await admin
        .getByRole('table')
        .evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth),
    ).toBe(0);
    await noSideScroll(admin);
    await screenshot(admin, 'layout-members-390');
    await admin.setViewportSize(LAPTOP);
    await settle(admin);
    await screenshot(admin, 'layout-members-1366');

    // A toast about a dialog's button never lands on it, even in a window too small to keep them apart.
    await admin.setViewportSize({ width: 700, height: 340 });
    await admin.getByRole('button', { name: 'Invite dietitian' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite dietitian' });
    await dialog.getByLabel('Email').fill(DEMO_ACCOUNTS.member.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const toast = admin.locator('ol > li').filter({ hasText: messages.userAlreadyExists });
    await toast.waitFor();
    await settle(admin);
    const [toastBox] = await rects(toast);
    for (const button of await rects(dialog.getByRole('button')))
      expect(overlap(toastBox!, button)).toBe(false);
    await dialogScreenshot(admin, 'layout-toast-over-dialog-700', 0);
    await admin.context().close();

    // The planner's tools at 390 px: wrapped, none over another.
    const dietitian = await signedIn(browser, baseUrl, 'dietitian', LAPTOP);
    const client = await trpc<{ id: string }>(dietitian, 'mutation', 'clients.create', {
      client: `Layout ${suffix}`,
    });
    const plan = await trpc<{ id: string }>(dietitian, 'mutation', 'mealPlans.create', {
      folderId: client.id,
      name: `Layout week ${suffix}`,
    });
    await dietitian.goto(`${baseUrl}/meal-plans?folder=${client.id}&mealplan=${plan.id}`);
    const planHeader = dietitian
      .locator('header')
      .filter({ has: dietitian.getByRole('heading', { name: `Layout week ${suffix}` }) });
    await planHeader.waitFor();
    await screenshot(dietitian, 'layout-planner-1366');
    await dietitian.setViewportSize(PHONE);
    await settle(dietitian);
    const tools = await rects(planHeader.getByRole('button'));
    expect(tools.length).toBeGreaterThanOrEqual(5);
    for (const [i, a] of tools.entries()) {
      expect(a.x + a.width).toBeLessThanOrEqual(PHONE.width);
      for (const b of tools.slice(i + 1)) expect(overlap(a, b)).toBe(false);
    }
    await noSideScroll(dietitian);
    await screenshot(dietitian, 'layout-planner-390');

    for (const [path, heading] of [
      ['/recipes', 'Recipes'],
      ['/foods', 'Foods'],
    ] as const) {
      await dietitian.setViewportSize(LAPTOP);
      await dietitian.goto(`${baseUrl}${path}`);
      await dietitian.getByRole('heading', { name: heading, exact: true }).waitFor();
      await settle(dietitian, 800);
      await screenshot(dietitian, `layout${path.replace('/', '-')}-1366`);
      await dietitian.setViewportSize(PHONE);
      await settle(dietitian);
      await noSideScroll(dietitian);
      await screenshot(dietitian, `layout${path.replace('/', '-')}-390`);
    }
    await dietitian.context().close();
  });
});
