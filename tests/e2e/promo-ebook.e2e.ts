import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { DEMO_ACCOUNTS } from './support/accounts.ts';
import { dialogScreenshot, launchBrowser, PHONE, screenshot, settle } from './support/browser.ts';
import { waitForMail } from './support/mail.ts';
import { freshPage, signedIn, trpc } from './support/session.ts';
import { expectNoSideScroll, expectToast, settleAfterToast } from './support/ui.ts';

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

describe('automated eBook settings', () => {
  it('a dietitian sets up the promo eBook; a guest on a phone asks for it through the lead form and reads it; the dietitian sees the lead', async () => {
    const dietitian = await signedIn(browser, baseUrl, 'dietitian', WIDE);
    await dietitian.goto(`${baseUrl}/promo-ebook`);
    await dietitian.getByRole('heading', { name: 'Automated eBook Settings' }).waitFor();
    await settle(dietitian);
    await screenshot(dietitian, 'promo-ebook-settings-empty-wide');

    // Saved without a title: refused at the field, nothing saved.
    await dietitian.getByRole('button', { name: 'Save settings' }).click();
    await dietitian.getByText('Enter a title.').waitFor();

    const title = `Spring Dinners ${suffix}`;
    await dietitian.getByLabel('Title').fill(title);
    await dietitian
      .getByLabel('Introduction')
      .fill('Quick, balanced dinners from Dana’s practice — ½ the effort.');
    await dietitian.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(dietitian, messages.promoEbookSaved);

    // Recipes chosen by hand with the planner's recipe picker.
    await dietitian.getByRole('button', { name: 'Add recipes' }).click();
    const picker = dietitian.getByRole('dialog');
    const boxes = picker.getByRole('checkbox', { name: /^Choose / });
    await boxes.first().waitFor();
    const names: string[] = [];
    for (const box of (await boxes.all()).slice(0, 2)) {
      names.push((await box.getAttribute('aria-label'))!.replace(/^Choose /, ''));
      await box.click();
    }
    await dialogScreenshot(dietitian, 'promo-ebook-picker-wide');
    await picker.getByRole('button', { name: 'Add 2 recipes' }).click();
    await expectToast(dietitian, messages.mealsAdded);
    const list = dietitian.getByRole('list', { name: 'Recipes in the eBook' });
    for (const name of names) await list.getByText(name, { exact: true }).waitFor();

    // The page and the form on; the form needs the dietitian's form link.
    const createHandle = dietitian.getByRole('button', { name: 'Create my form link' });
    if (await createHandle.isVisible()) await createHandle.click();
    await dietitian.getByRole('switch', { name: 'Lead form' }).click();
    expect(await dietitian.getByRole('switch', { name: 'Public page' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await dietitian.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(dietitian, messages.promoEbookSaved);
    await settleAfterToast(dietitian, messages.promoEbookSaved);
    const pageHref = await dietitian.getByTestId('promo-link-public-page').getAttribute('href');
    const formHref = await dietitian.getByTestId('promo-link-lead-form').getAttribute('href');
    expect(pageHref).toMatch(
      new RegExp(`^/promoebookpage/[a-z]+/spring-dinners-${suffix}\\?i=[0-9a-f-]{36}$`),
    );
    expect(formHref).toMatch(/^\/promoform\/[a-z0-9-]+-[a-z2-7]{10}$/);
    await screenshot(dietitian, 'promo-ebook-settings-wide');

    // The dietitian's own PDF, free.
    await dietitian.getByRole('button', { name: 'Download PDF' }).click();
    const [download] = await Promise.all([
      dietitian.waitForEvent('download'),
      dietitian.getByRole('dialog').getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Spring-Dinners-${suffix}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const phoneSettings = await signedIn(browser, baseUrl, 'dietitian', PHONE);
    await phoneSettings.goto(`${baseUrl}/promo-ebook`);
    await phoneSettings.getByRole('list', { name: 'Recipes in the eBook' }).waitFor();
    await settle(phoneSettings);
    await screenshot(phoneSettings, 'promo-ebook-settings-phone');
    await expectNoSideScroll(phoneSettings);

    // A guest on a 390 px phone: the lead form, refused when empty, then sent.
    const guest = await freshPage(browser, PHONE);
    await guest.goto(`${baseUrl}${formHref}`);
    await guest.getByRole('heading', { name: title }).waitFor();
    expect(await guest.getByRole('banner').count()).toBe(0);
    expect(await guest.getByRole('contentinfo').count()).toBe(0);
    await expectNoSideScroll(guest);
    await settle(guest);
    await screenshot(guest, 'promo-form-phone');
    await guest.getByRole('button', { name: 'Get my free eBook' }).click();
    await guest.getByText('Tick the box to agree to be contacted.').waitFor();
    await guest.getByText('Enter your name.').waitFor();
    await screenshot(guest, 'promo-form-errors-phone');

    const lead = `Promo Lead ${suffix}`;
    const email = `promo.lead.${suffix}@example.test`;
    await guest.getByLabel('Name').fill(lead);
    await guest.getByLabel('Email').fill(email);
    await guest.getByLabel('Phone (optional)').fill('+61 400 123 456');
    await guest.getByLabel('Your goal (optional)').fill('More energy');
    await guest.getByRole('checkbox', { name: /may keep my details/ }).check();
    await guest.getByRole('button', { name: 'Get my free eBook' }).click();

    // The eBook page follows, branded, with the recipes and the PDF; no header or footer, nothing private.
    await guest.waitForURL((url) => url.pathname.startsWith('/promoebookpage/'));
    await guest.getByText(messages.promoLeadReceived).waitFor();
    await guest.getByRole('heading', { name: title }).waitFor();
    for (const name of names) await guest.getByRole('heading', { name, exact: true }).waitFor();
    await guest.getByRole('definition').first().waitFor();
    expect(await guest.getByRole('banner').count()).toBe(0);
    expect(await guest.getByRole('contentinfo').count()).toBe(0);
    expect(await guest.content()).not.toContain(DEMO_ACCOUNTS.dietitian.email);
    await expectNoSideScroll(guest);
    await settle(guest);
    await screenshot(guest, 'promo-ebook-page-phone');
    const [guestPdf] = await Promise.all([
      guest.waitForEvent('download'),
      guest.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(guestPdf.suggestedFilename()).toBe(`Spring-Dinners-${suffix}.pdf`);

    const wide = await freshPage(browser, WIDE);
    await wide.goto(`${baseUrl}${pageHref}`);
    await wide.getByRole('heading', { name: title }).waitFor();
    await settle(wide);
    await screenshot(wide, 'promo-ebook-page-wide');
    await wide.goto(`${baseUrl}${formHref}`);
    await wide.getByRole('heading', { name: title }).waitFor();
    await settle(wide);
    await screenshot(wide, 'promo-form-wide');

    // The professional is told, and sees the new client with the promo.
    const mail = await waitForMail(
      DEMO_ACCOUNTS.dietitian.email,
      (m) => m.subject === `New lead from your promo eBook: ${lead}`,
    );
    expect(mail.text).toContain('+61 400 123 456');
    await dietitian.goto(`${baseUrl}/clients`);
    const card = dietitian.getByRole('article', { name: lead, exact: true });
    await card.waitFor();
    await card.getByText(title).waitFor();
    await screenshot(dietitian, 'promo-lead-in-clients-wide');

    // Turned off, the page and the form are not found.
    await dietitian.goto(`${baseUrl}/promo-ebook`);
    await dietitian.getByRole('switch', { name: 'Public page' }).click();
    await dietitian.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(dietitian, messages.promoEbookSaved);
    await guest.goto(`${baseUrl}${pageHref}`);
    await guest.getByText('Page not found').waitFor();
    await guest.goto(`${baseUrl}${formHref}`);
    await guest.getByText('Page not found').waitFor();

    const folders = await trpc<{ id: string; client: string }[]>(dietitian, 'query', 'clients.list', {});
    await trpc(dietitian, 'mutation', 'clients.delete', { id: folders.find((f) => f.client === lead)!.id });
  });
});
