import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { makeJpeg } from '../support/upload-fixtures.ts';
import {
  DEMO_ACCOUNTS,
  closeWelcomeVideo,
  fillAccount,
  logIn,
  signOut,
  uniqueEmail,
} from './support/accounts.ts';
import { DESKTOP, PHONE, launchBrowser, screenshot, settle } from './support/browser.ts';
import { linkIn, waitForMail } from './support/mail.ts';
import { freshPage, signedIn } from './support/session.ts';
import { expectToast, openMenuItem } from './support/ui.ts';

const baseUrl = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('accounts', () => {
  it('a new member registers, logs out, resets the password from the mail, and logs in with it', async () => {
    const page = await freshPage(browser);
    const email = uniqueEmail('member');
    await page.goto(`${baseUrl}/register`);
    await fillAccount(page, { firstName: 'Mia', lastName: 'Member', email, password: 'first-password-e2e' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await closeWelcomeVideo(page);
    await page.getByRole('heading', { name: 'Welcome back, Mia!' }).waitFor();

    await signOut(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(messages.emailRequired).first().waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(page, messages.resetEmailSent);

    const mail = await waitForMail(email, (m) => m.text.includes('/confirm-reset-password'));
    await page.goto(linkIn(mail, `${baseUrl}/confirm-reset-password`));
    await page.getByLabel('New password', { exact: true }).fill('second-password-e2e');
    await page.getByLabel('Repeat new password').fill('second-password-e2e');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expectToast(page, messages.passwordResetSuccessful);
    await page.getByRole('link', { name: 'Go to log in' }).click();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-password-e2e');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectToast(page, messages.invalidCredentials);
    // Said at the form too, where the eye is, not only in the corner.
    expect(await page.getByRole('form', { name: 'Welcome back' }).getByRole('alert').textContent()).toBe(
      messages.invalidCredentials,
    );
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');

    await page.getByLabel('Password', { exact: true }).fill('second-password-e2e');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expectToast(page, messages.loggedIn);
    // The welcome video was closed once, at registration, and stays closed after logging in again.
    await page.getByRole('heading', { name: 'Welcome back, Mia!' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The verification link of the registration mail, opened signed out, works once logged in.
    await signOut(page);
    const verification = await waitForMail(email, (m) => m.text.includes('/profile?verify='));
    await page.goto(linkIn(verification, `${baseUrl}/profile?verify=`));
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('second-password-e2e');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    await expectToast(page, messages.emailVerified);
    await page.getByText('Verified', { exact: true }).waitFor();
    await page.context().close();
  });

  it('an invited dietitian registers through the link in the mail and lands on Recipes', async () => {
    const admin = await signedIn(browser, baseUrl, 'admin');
    await admin.goto(`${baseUrl}/members`);
    const email = uniqueEmail('invited');
    await admin.getByRole('button', { name: 'Invite dietitian' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite dietitian' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(admin, messages.invitationSent);

    await admin.getByRole('button', { name: 'Invite dietitian' }).click();
    await dialog.getByLabel('Email').fill(DEMO_ACCOUNTS.member.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(admin, messages.userAlreadyExists);
    await admin.context().close();

    const mail = await waitForMail(email, (m) => m.text.includes('/register?invite='));
    const page = await freshPage(browser);
    await page.goto(linkIn(mail, `${baseUrl}/register?invite=`));
    await page.getByText('You are joining').waitFor();
    expect(await page.getByText('You are joining').textContent()).toContain('Dietitian');
    const emailField = page.getByLabel('Email');
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.getAttribute('readonly')).not.toBeNull();
    await fillAccount(page, { firstName: 'Ivy', lastName: 'Invited', password: 'invited-password-e2e' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${baseUrl}/recipes`);
    await closeWelcomeVideo(page);
    await page.getByRole('heading', { name: 'Recipes' }).waitFor();
    await page.context().close();
  });

  it('the admin approves a pending professional and changes their role', async () => {
    const admin = await signedIn(browser, baseUrl, 'admin');
    await admin.goto(`${baseUrl}/settings`);
    const approvalSwitch = admin.getByRole('switch', { name: 'Professional registrations need approval' });
    await approvalSwitch.click();
    await expectToast(admin, messages.settingsUpdated);
    expect(await approvalSwitch.getAttribute('aria-checked')).toBe('true');

    const email = uniqueEmail('pending');
    const pro = await freshPage(browser);
    await pro.goto(`${baseUrl}/dietitian-registration`);
    await pro.getByLabel('I am a').selectOption('naturopath');
    await pro.getByLabel('Registration number').fill('NAT-12345');
    await fillAccount(pro, {
      firstName: 'Pat',
      lastName: 'Pending',
      email,
      password: 'pending-password-e2e',
    });
    await pro.getByRole('button', { name: 'Create account' }).click();
    await pro.getByRole('heading', { name: messages.accountPending }).waitFor();
    await expectToast(pro, messages.registeredPending);

    await admin.goto(`${baseUrl}/members`);
    await admin.getByRole('tab', { name: /Pending/ }).click();
    await admin.getByLabel('Email', { exact: true }).fill(email);
    const row = admin.getByRole('row', { name: new RegExp(email) });
    await row.getByRole('button', { name: 'Approve' }).click();
    await expectToast(admin, messages.accountApproved);

    await admin.getByRole('tab', { name: /Active/ }).click();
    await row.getByText('active', { exact: true }).waitFor();
    await openMenuItem(admin, row.getByRole('button', { name: /Actions for/ }), 'Change role');
    const roleDialog = admin.getByRole('dialog', { name: 'Change role' });
    await roleDialog.getByLabel('New role').selectOption('nutritionist');
    await roleDialog.getByRole('button', { name: 'Change role' }).click();
    await expectToast(admin, messages.userRoleUpdated);
    await row.getByText('Nutritionist').waitFor();

    await pro.reload();
    await pro.waitForURL(`${baseUrl}/recipes`);
    await closeWelcomeVideo(pro);

    await admin.goto(`${baseUrl}/settings`);
    await approvalSwitch.click();
    await expectToast(admin, messages.settingsUpdated);
    expect(await approvalSwitch.getAttribute('aria-checked')).toBe('false');
    await admin.context().close();
    await pro.context().close();
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows register, profile, members and the shell (${label})`, async () => {
      const page = await freshPage(browser, viewport);
      await page.goto(`${baseUrl}/register`);
      await page.getByRole('checkbox', { name: 'I am a student' }).click();
      await page.getByLabel('Graduation date').waitFor();
      await screenshot(page, `register-${label}`);

      await logIn(page, baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      await page.goto(`${baseUrl}/members`);
      await page.getByRole('table').waitFor();
      await screenshot(page, `members-${label}`);

      await page.goto(`${baseUrl}/profile`);
      await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
      await screenshot(page, `profile-admin-${label}`);
      await signOut(page);

      await logIn(
        page,
        baseUrl,
        DEMO_ACCOUNTS.personal_trainer.email,
        DEMO_ACCOUNTS.personal_trainer.password,
      );
      await page.goto(`${baseUrl}/profile`);
      await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
      await page.getByLabel('Gym').fill('Harbour Gym');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expectToast(page, messages.profileUpdated);
      await page.getByLabel('Upload profile photo').setInputFiles({
        name: 'photo.jpg',
        mimeType: 'image/jpeg',
        buffer: await makeJpeg(320, 320),
      });
      await expectToast(page, messages.profilePhotoUpdated);
      await page.getByRole('img', { name: 'Profile photo' }).waitFor();
      await screenshot(page, `profile-trainer-${label}`);

      await page.goto(`${baseUrl}/meal-plans`);
      await page.getByRole('heading', { name: 'Meal Plans' }).waitFor();
      if (label === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        await settle(page, 300);
      }
      await screenshot(page, `shell-trainer-${label}`);
      if (label === 'phone') await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Credits History' }).click();
      await page.getByText('No credits yet', { exact: false }).waitFor();
      await settle(page, 300);
      await screenshot(page, `credits-history-${label}`);
      await page.context().close();
    });
  }
});
