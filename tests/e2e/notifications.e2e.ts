import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { pushServiceClient } from '../support/push-service.ts';
import { PHONE, dialogScreenshot, launchBrowser, screenshot, settle } from './support/browser.ts';
import { signedIn, trpc } from './support/session.ts';
import { expectToast } from './support/ui.ts';

const baseUrl = inject('appUrl');
const push = pushServiceClient(inject('pushServicePort'));
const WIDE = { width: 1366, height: 900 } as const;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A device of the signed-in user on the loopback push service. Headless Chromium's PushManager only talks
 * to Google's push service, so the subscription is made the way a browser would make it (the app's VAPID
 * key as applicationServerKey) on the loopback service, and registered through the app's own procedure
 * from the user's page, as Profile does with the browser's subscription.
 */
async function subscribeDevice(page: Page) {
  const { publicKey } = await trpc<{ publicKey: string }>(
    page,
    'query',
    'notifications.publicKey',
    undefined,
  );
  const subscription = await push.subscribe(publicKey);
  await trpc(page, 'mutation', 'notifications.subscribe', {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
  });
  return subscription;
}

async function messagesOf(clientHash: string) {
  return (await push.messages(clientHash)).map((m) => JSON.parse(m) as { title: string; link: string });
}

describe('push notifications', () => {
  it('an admin sends to dietitians: a dietitian’s device receives it once, a member’s nothing', async () => {
    const dietitian = await signedIn(browser, baseUrl, 'dietitian');
    const member = await signedIn(browser, baseUrl, 'member');
    const dietitianDevice = await subscribeDevice(dietitian);
    const memberDevice = await subscribeDevice(member);

    const admin = await signedIn(browser, baseUrl, 'admin', WIDE);
    await admin.goto(`${baseUrl}/notifications`);
    await admin.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await admin.getByText('No drafts. Write a notification above').waitFor();
    await screenshot(admin, 'notifications-empty-1366');

    await admin.getByLabel('Title').fill('New autumn recipes');
    await admin.getByLabel('Message').fill('Twelve seasonal recipes are in the catalogue.');
    await admin.getByLabel('Link').fill('/recipes');
    // Nobody chosen yet: the form says so rather than sending to no one.
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await admin.getByText(messages.notificationNeedsRole).waitFor();
    await admin.getByLabel('Dietitian').check();
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(admin, 'Draft saved');
    const drafts = admin.getByRole('listitem').filter({ hasText: 'New autumn recipes' });
    await drafts.getByText('To Dietitian').waitFor();

    await admin.getByRole('button', { name: 'Send notification' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Send this notification?' });
    await dialogScreenshot(admin, 'notifications-confirm-1366');
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();
    await expectToast(admin, 'Successfully sent the notification');

    // The push job runs in the app's worker: wait for the message, then a little longer for a second one.
    const deadline = Date.now() + 30_000;
    while ((await messagesOf(dietitianDevice.clientHash)).length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
    }
    await new Promise((r) => setTimeout(r, 4_000));
    expect(await messagesOf(dietitianDevice.clientHash)).toEqual([
      {
        title: 'New autumn recipes',
        body: 'Twelve seasonal recipes are in the catalogue.',
        link: '/recipes',
      },
    ]);
    expect(await messagesOf(memberDevice.clientHash)).toEqual([]);

    await admin.reload();
    const sent = admin.getByRole('listitem').filter({ hasText: 'New autumn recipes' });
    await sent.getByText('1 device, 1 delivered').waitFor();
    await settle(admin);
    await screenshot(admin, 'notifications-sent-1366');
    await admin.setViewportSize(PHONE);
    await admin.getByLabel('Title').fill('Plans for the holidays');
    await admin.getByLabel('Member').check();
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(admin, 'Draft saved');
    await settle(admin);
    await screenshot(admin, 'notifications-390');

    for (const page of [dietitian, member, admin]) await page.context().close();
  });

  it('Profile offers to allow notifications on this device', async () => {
    for (const [label, viewport] of [
      ['1366', WIDE],
      ['390', PHONE],
    ] as const) {
      const page = await signedIn(browser, baseUrl, 'member', viewport);
      await page.goto(`${baseUrl}/profile`);
      const toggle = page.getByRole('switch', { name: 'Allow notifications on this device' });
      await toggle.waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await toggle.scrollIntoViewIfNeeded();
      await screenshot(page, `profile-notifications-${label}`);
      await page.context().close();
    }
  });
});
