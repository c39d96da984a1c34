import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { DEMO_ACCOUNTS } from './support/accounts.ts';
import { DESKTOP, PHONE, launchBrowser, screenshot, settle } from './support/browser.ts';
import { signedIn, trpc } from './support/session.ts';
import { expectToast, settleAfterToast } from './support/ui.ts';

const baseUrl = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openClients(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/clients`);
  await page.getByRole('heading', { name: 'Clients', exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Default folders' }).waitFor();
}

function clientCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** Opens a client's actions menu and picks Edit or Delete. */
async function clientAction(page: Page, name: string, action: 'Edit' | 'Delete'): Promise<void> {
  await clientCard(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Deletes the signed-in professional's clients (not the default folders), leaving them as they started. */
async function deleteAllClients(page: Page): Promise<void> {
  const folders = await trpc<{ id: string; kind: string | null }[]>(page, 'query', 'clients.list', {});
  for (const folder of folders.filter((f) => f.kind === null)) {
    await trpc(page, 'mutation', 'clients.delete', { id: folder.id });
  }
}

/** A name nobody else in this run uses: other browser tests work with the same demo accounts. */
const suffix = `${Date.now() % 100_000}`;

/** The width of a common laptop, for the screenshots of the client ID and companies. */
const LAPTOP = { width: 1366, height: 900 } as const;

describe('clients', () => {
  it('a dietitian adds a client, finds them by promo, edits them and deletes them', async () => {
    const page = await signedIn(browser, baseUrl, 'dietitian', DESKTOP);
    await page.getByRole('link', { name: 'Client Lists' }).click();
    await page.getByRole('heading', { name: 'Clients', exact: true }).waitFor();
    // Every professional has the two default folders.
    await clientCard(page, 'Others').waitFor();
    await clientCard(page, 'copied plans').waitFor();

    // Add a client: first with nothing filled in and no main meal, which is refused field by field.
    await page.getByRole('button', { name: 'Add client', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add client' });
    for (const meal of ['Breakfast', 'Lunch', 'Dinner']) {
      await add.getByRole('checkbox', { name: meal }).click();
    }
    await add.getByRole('button', { name: 'Add client' }).click();
    await add.getByText('Enter the client’s name.').waitFor();
    await add.getByText(messages.selectOneMainMeal).waitFor();

    const name = `Jane Citizen ${suffix}`;
    const promo = `Spring${suffix}`;
    await add.getByLabel('Client name').fill(name);
    await add.getByLabel('Email').fill(`Jane.${suffix}@Example.test`);
    await add.getByLabel('Promo').fill(promo);
    await add.getByRole('checkbox', { name: 'Breakfast' }).click();
    await add.getByRole('checkbox', { name: 'Dinner' }).click();
    await add.locator('label', { hasText: /^2$/ }).click();
    await settle(page);
    await screenshot(page, 'clients-add-client-desktop');
    await add.getByRole('button', { name: 'Add client' }).click();
    await expectToast(page, messages.clientAdded);
    await add.waitFor({ state: 'hidden' });
    const card = clientCard(page, name);
    await card.waitFor();
    expect(await card.textContent()).toContain(`jane.${suffix}@example.test`);
    expect(await card.textContent()).toContain('Breakfast, Dinner · 2 snacks');
    expect(await card.textContent()).toContain('No plans yet');

    // Another client, so the search has something to leave out.
    const other = `Bob Other ${suffix}`;
    await trpc(page, 'mutation', 'clients.create', { client: other, promo: `Autumn${suffix}` });

    // Find the client by promo, ignoring case; the search is kept in the address.
    await openClients(page);
    await clientCard(page, other).waitFor();
    await page.getByLabel('Search clients').fill(promo.toUpperCase());
    await page.waitForURL((url) => url.searchParams.get('q') === promo.toUpperCase());
    await clientCard(page, other).waitFor({ state: 'detached' });
    await card.waitFor();
    await page.getByText(messages.clientAdded, { exact: true }).waitFor({ state: 'hidden' });
    await settle(page);
    await screenshot(page, 'clients-search-desktop');
    await page.reload();
    await card.waitFor();
    expect(await page.getByLabel('Search clients').inputValue()).toBe(promo.toUpperCase());
    expect(await clientCard(page, other).count()).toBe(0);

    // The client's plans are one link away. Two plans in the folder: a meal plan and a recipe eBook.
    const { id } = (
      await trpc<{ id: string; client: string }[]>(page, 'query', 'clients.list', { query: promo })
    )[0]!;
    await trpc(page, 'mutation', 'mealPlans.create', { folderId: id, name: 'Week 1' });
    await trpc(page, 'mutation', 'mealPlans.create', { folderId: id, name: 'Favourites', recipePlan: true });
    await page.reload();
    const plans = card.getByRole('link', { name: `Plans of ${name}: 1 meal plan, 1 recipe eBook` });
    expect(await plans.getAttribute('href')).toBe(`/meal-plans?folder=${id}`);

    // Edit: a new name, lunch back, three snacks.
    const renamed = `Jane Doe ${suffix}`;
    await clientAction(page, name, 'Edit');
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    expect(await edit.getByLabel('Promo').inputValue()).toBe(promo);
    await edit.getByLabel('Client name').fill(renamed);
    await edit.getByRole('checkbox', { name: 'Lunch' }).click();
    await edit.locator('label', { hasText: /^3$/ }).click();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, messages.clientUpdated);
    const renamedCard = clientCard(page, renamed);
    await renamedCard.waitFor();
    expect(await renamedCard.textContent()).toContain('Breakfast, Lunch, Dinner · 3 snacks');

    // Delete, after a confirmation that says what goes with the client.
    await clientAction(page, renamed, 'Delete');
    const confirm = page.getByRole('alertdialog', { name: `Delete ${renamed}?` });
    expect(await confirm.textContent()).toContain(
      'Their 1 meal plan and 1 recipe eBook are deleted too, with every meal in them. This cannot be undone.',
    );
    await settle(page);
    await screenshot(page, 'clients-delete-dialog-desktop');
    await confirm.getByRole('button', { name: 'Delete client' }).click();
    await expectToast(page, messages.folderDeleted);
    await renamedCard.waitFor({ state: 'detached' });
    await page.getByText(`No client matches “${promo.toUpperCase()}”.`).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await clientCard(page, other).waitFor();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    expect(await clientCard(page, renamed).count()).toBe(0);
    const left = await trpc<{ folderId: string }[]>(page, 'query', 'mealPlans.list', {});
    expect(left.filter((plan) => plan.folderId === id)).toEqual([]);
    await clientAction(page, other, 'Delete');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete client' }).click();
    await clientCard(page, other).waitFor({ state: 'detached' });
  });

  it('the default folders cannot be deleted, and their meals can be changed', async () => {
    const page = await signedIn(browser, baseUrl, 'nutritionist', DESKTOP);
    await openClients(page);
    const others = clientCard(page, 'Others');
    expect(await others.getByRole('button', { name: /Actions for/ }).count()).toBe(0);
    await others.getByRole('button', { name: 'Edit the meals of Others' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit “Others”' });
    expect(await edit.getByLabel('Client name').count()).toBe(0);
    await edit.locator('label', { hasText: /^1$/ }).click();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, messages.clientUpdated);
    await expect.poll(() => others.textContent()).toContain('· 1 snack');
    const folders = await trpc<{ id: string; kind: string | null }[]>(page, 'query', 'clients.list', {});
    const othersId = folders.find((folder) => folder.kind === 'others')!.id;
    const refusal = await trpc(page, 'mutation', 'clients.delete', { id: othersId }).catch(
      (err: Error) => err.message,
    );
    expect(refusal).toContain('“Others” comes with every account and cannot be deleted.');
    // As it was, for the other browser tests that plan in this folder.
    await trpc(page, 'mutation', 'clients.update', {
      id: othersId,
      client: 'Others',
      email: '',
      promo: '',
      mainMeals: ['breakfast', 'lunch', 'dinner'],
      snacks: 0,
    });
  });

  it('a dietitian gives a member her client ID; the member links, waits, and sees her plan once the dietitian files her under her client', async () => {
    const dietitian = await signedIn(browser, baseUrl, 'dietitian', LAPTOP);
    await dietitian.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    // Mia's client, with her e-mail address, and a plan whose public link is on.
    const client = `Mia Member ${suffix}`;
    const { id: folderId } = await trpc<{ id: string }>(dietitian, 'mutation', 'clients.create', {
      client,
      email: DEMO_ACCOUNTS.member.email,
    });
    const planName = `Mia week ${suffix}`;
    const plan = await trpc<{ id: string }>(dietitian, 'mutation', 'mealPlans.create', {
      folderId,
      name: planName,
    });
    await trpc(dietitian, 'mutation', 'publicPages.setPlanLink', { planId: plan.id, on: true });

    // The client ID, copied with its button.
    await openClients(dietitian);
    const shown = (await dietitian.getByTestId('client-id').textContent())!;
    expect(shown).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
    await dietitian.getByRole('button', { name: 'Copy client ID' }).click();
    await expectToast(dietitian, messages.clientIdCopied);
    expect(await dietitian.evaluate(() => navigator.clipboard.readText())).toBe(shown);

    // A company, and the client filed under it.
    const company = `Acme Mining ${suffix}`;
    await dietitian.getByLabel('Company name').fill(company);
    await dietitian.getByRole('button', { name: 'Add company' }).click();
    await expectToast(dietitian, messages.companyAdded);
    const companyCard = dietitian.getByRole('article', { name: company });
    await companyCard.waitFor();
    expect(await companyCard.textContent()).toContain('No clients');
    await clientAction(dietitian, client, 'Edit');
    const edit = dietitian.getByRole('dialog', { name: `Edit ${client}` });
    await edit.getByLabel('Company').selectOption({ label: company });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(dietitian, messages.clientUpdated);
    await expect.poll(() => clientCard(dietitian, client).textContent()).toContain(company);
    await expect.poll(() => companyCard.textContent()).toContain('1 client');

    // The member links her account with the ID: a wrong one first, which is refused.
    const member = await signedIn(browser, baseUrl, 'member', LAPTOP);
    await member.goto(`${baseUrl}/`);
    const card = member.getByRole('heading', { name: 'Your nutrition professional' });
    await card.waitFor();
    const wrong = shown.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    await member.getByLabel('Client ID').fill(wrong);
    await member.getByRole('button', { name: 'Link my account' }).click();
    await member.getByText(messages.clientIdNotFound).waitFor();
    expect(await trpc(member, 'query', 'myProfessional.get', undefined)).toBeNull();
    await settle(member);
    await screenshot(member, 'clients-member-link-form-laptop');
    await member.setViewportSize(PHONE);
    await settle(member);
    await screenshot(member, 'clients-member-link-form-phone');
    await member.setViewportSize(LAPTOP);
    await member.getByLabel('Client ID').fill(shown.toLowerCase().replaceAll('-', ' '));
    await member.getByRole('button', { name: 'Link my account' }).click();
    await expectToast(member, 'Your account is now linked to Dana Dietitian.');
    expect(await member.getByTestId('my-professional').textContent()).toBe('Dana Dietitian');
    // Her address matches her client's, but nothing proves it is hers (the demo account's address is not
    // verified): the link waits for the dietitian, and nothing of the client's reaches her yet (decision 055).
    const waiting = member.getByTestId('link-waiting');
    await waiting.waitFor();
    expect(await waiting.textContent()).toContain('Waiting for Dana Dietitian to accept your link');
    expect(await member.getByRole('link', { name: new RegExp(planName) }).count()).toBe(0);
    await settleAfterToast(member, 'Your account is now linked to Dana Dietitian.');
    await screenshot(member, 'clients-member-link-waiting-laptop');

    // The dietitian sees the account waiting, with its address not verified, and files it under the client.
    await dietitian.reload();
    const linked = dietitian.getByRole('article', { name: 'Mia Member', exact: true });
    await linked.waitFor();
    expect(await linked.textContent()).toContain('Email not verified');
    expect(await linked.getByLabel('Client folder of Mia Member').inputValue()).toBe('');
    expect(await linked.getByRole('button', { name: 'Refuse' }).count()).toBe(1);
    await linked.getByLabel('Client folder of Mia Member').selectOption({ label: client });
    await expectToast(dietitian, messages.clientLinkFiled);
    await expect.poll(() => linked.getByLabel('Client folder of Mia Member').inputValue()).toBe(folderId);
    await expect.poll(() => clientCard(dietitian, client).textContent()).toContain('Linked account');

    // Filed: the plan shared with her client is on her Home.
    await member.reload();
    const sharedPlan = member.getByRole('link', { name: new RegExp(planName) });
    await sharedPlan.waitFor();
    expect(await sharedPlan.getAttribute('href')).toContain(`?i=${plan.id}`);
    await settle(member);
    await screenshot(member, 'clients-member-linked-laptop');
    await member.setViewportSize(PHONE);
    await settle(member);
    await screenshot(member, 'clients-member-linked-phone');

    // The dietitian shows the company's clients only.
    await dietitian.getByLabel('Company', { exact: true }).selectOption({ label: company });
    await dietitian.waitForURL((url) => url.searchParams.has('company'));
    await dietitian.getByRole('heading', { name: `Clients of ${company}` }).waitFor();
    // The heading follows the address at once; the list keeps the previous answer until the company's arrives.
    await expect
      .poll(() =>
        dietitian
          .getByRole('region', { name: `Clients of ${company}` })
          .getByRole('article')
          .count(),
      )
      .toBe(1);
    await settleAfterToast(dietitian, messages.clientLinkFiled);
    await screenshot(dietitian, 'clients-id-and-companies-laptop');
    await dietitian.setViewportSize(PHONE);
    await settle(dietitian);
    await screenshot(dietitian, 'clients-id-and-companies-phone');
    expect(await dietitian.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // The member unlinks; the dietitian no longer sees her account.
    await member.getByRole('button', { name: 'Unlink', exact: true }).click();
    await member.getByRole('alertdialog').getByRole('button', { name: 'Unlink' }).click();
    await expectToast(member, 'Your account is no longer linked to Dana Dietitian.');
    await member.getByLabel('Client ID').waitFor();
    expect(await trpc(dietitian, 'query', 'clientLinks.list', undefined)).toEqual([]);

    // As they were, for the other browser tests.
    await trpc(dietitian, 'mutation', 'clients.delete', { id: folderId });
    const companies = await trpc<{ id: string; name: string }[]>(
      dietitian,
      'query',
      'companies.list',
      undefined,
    );
    await trpc(dietitian, 'mutation', 'companies.delete', {
      id: companies.find((c) => c.name === company)!.id,
    });
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows the Clients screen, empty and with clients (${label})`, async () => {
      // A naturopath with no clients yet (other browser tests may have left some: they go first).
      const page = await signedIn(browser, baseUrl, 'naturopath', viewport);
      await deleteAllClients(page);
      await openClients(page);
      await page.getByText('No clients yet').waitFor();
      await page.getByText(messages.loggedIn, { exact: true }).waitFor({ state: 'hidden' });
      await settle(page);
      await screenshot(page, `clients-empty-${label}`);

      await page.getByRole('button', { name: 'Add your first client' }).click();
      const add = page.getByRole('dialog', { name: 'Add client' });
      await add.getByLabel('Client name').fill(`Alexandra Montgomery-Fitzgerald ${suffix}`);
      await add.getByLabel('Email').fill(`alexandra.montgomery-fitzgerald.${suffix}@longdomain.example.test`);
      await add.getByLabel('Promo').fill('NEWYEAR-2026-WELLNESS');
      await settle(page);
      await screenshot(page, `clients-add-dialog-${label}`);
      await add.getByRole('button', { name: 'Add client' }).click();
      await expectToast(page, messages.clientAdded);
      for (const [client, promo] of [
        ['Sam Lee', ''],
        ['maria García', 'GYM10'],
      ] as const) {
        await trpc(page, 'mutation', 'clients.create', {
          client: `${client} ${suffix}`,
          email: `${client.split(' ')[0]!.toLowerCase()}.${suffix}@example.test`,
          promo,
          mainMeals: ['breakfast', 'lunch'],
          snacks: 1,
        });
      }
      await openClients(page);
      await clientCard(page, `maria García ${suffix}`).waitFor();
      await page.getByText(messages.clientAdded, { exact: true }).waitFor({ state: 'hidden' });
      await settle(page);
      await screenshot(page, `clients-list-${label}`);
      // No sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await deleteAllClients(page);
    });
  }
});
