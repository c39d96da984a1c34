import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { closeWelcomeVideo, DEMO_ACCOUNTS, fillAccount, uniqueEmail } from './support/accounts.ts';
import { launchBrowser, PHONE, screenshot, settle } from './support/browser.ts';
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
    await student.getByLabel('Graduation date').fill('2029-06-30');
    await student.getByRole('button', { name: 'Create account' }).click();
    await student.waitForURL((url) => url.pathname !== '/register');
    await closeWelcomeVideo(student);
    const me = await trpc<{ isStudent: boolean; brandColor: string }>(student, 'query', 'auth.me', undefined);
    expect(me).toMatchObject({ isStudent: true, brandColor: '#1d4e89' });
    await admin.reload();
    await expect.poll(() => admin.getByRole('row', { name: new RegExp(name) }).innerText()).toContain('1');
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
});
