import type { Page } from 'playwright-core';
import type { Role } from '../../../src/shared/access.ts';

/** The demo accounts of src/server/db/seed.ts (README.md). */
export const DEMO_ACCOUNTS: Record<Role, { email: string; password: string }> = {
  admin: { email: 'admin@demo.mealplanner.test', password: 'admin-demo-2026' },
  member: { email: 'member@demo.mealplanner.test', password: 'member-demo-2026' },
  dietitian: { email: 'dietitian@demo.mealplanner.test', password: 'dietitian-demo-2026' },
  personal_trainer: {
    email: 'personal-trainer@demo.mealplanner.test',
    password: 'personal-trainer-demo-2026',
  },
  nutritionist: { email: 'nutritionist@demo.mealplanner.test', password: 'nutritionist-demo-2026' },
  naturopath: { email: 'naturopath@demo.mealplanner.test', password: 'naturopath-demo-2026' },
};

/** An address nobody has used in this run. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.mealplanner.test`;
}

/** Logs in through the login screen and waits until the app has left it. */
export async function logIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Signs out through the profile menu and waits for the login screen. */
export async function signOut(page: Page): Promise<void> {
  // The app's header (the banner landmark), not a screen's own <header>, such as the planner's plan header.
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Signout' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

/** Closes the welcome video a new account sees once. */
export async function closeWelcomeVideo(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /welcome to/i });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Get started' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Fills the fields every registration form has. */
export async function fillAccount(
  page: Page,
  account: { firstName: string; lastName: string; email?: string; password: string },
): Promise<void> {
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  if (account.email) await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Repeat password').fill(account.password);
}
