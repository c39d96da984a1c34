import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMeals as addPlanMeals, createFolder } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { pdfPages } from '../../../../tests/support/pdf-text.ts';
import { callerFor } from '../../../../tests/support/services.ts';
import { signedIn, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { messages } from '../../../shared/messages.ts';
import type { PromoEbookInput, PromoFormInput } from '../../../shared/schemas/promo-ebook.ts';
import { folders, mailOutbox, mealPlans, meals, users } from '../../db/schema/index.ts';
import { documentRenders } from '../documents/stored-documents.ts';

const env = useTestEnvironment();
const guest = (ip = '203.0.113.7') => callerFor(env.services, null, { ip });
const db = () => env.database.db;

const settings = (overrides: Partial<PromoEbookInput> = {}): PromoEbookInput => ({
  title: 'Seven Easy Dinners',
  introduction: 'Quick, balanced dinners from my practice.',
  source: 'chosen',
  pageOn: true,
  formOn: true,
  ...overrides,
});

async function dietitian(overrides: Partial<typeof users.$inferInsert> = {}) {
  return signedIn(env, 'dietitian', { firstName: 'Zoë', lastName: 'Moreau', mealSlots: 1, ...overrides });
}

/** A dietitian with a form handle and a promo eBook holding two chosen catalogue recipes. */
async function promoFixture(overrides: Partial<PromoEbookInput> = {}) {
  const { user, caller } = await dietitian();
  const { handle } = await caller.publicPages.createFormLink();
  const soup = await createRecipe(db(), { name: 'Pumpkin soup', methods: ['Simmer for 20 minutes.'] });
  const salad = await createRecipe(db(), { name: 'Crème fraîche salad', methods: ['Toss.'] });
  const saved = await caller.promoEbook.save(settings(overrides));
  await caller.mealPlans.addMeals({ planId: saved.id, mealType: 'lunch', recipeIds: [soup.id, salad.id] });
  return { user, caller, handle, soup, salad, promo: (await caller.promoEbook.get())! };
}

const counts = async () => ({
  folders: await db().$count(folders),
  plans: await db().$count(mealPlans),
  mail: await db().$count(mailOutbox),
});

describe('automated eBook settings', () => {
  it('saves one promo eBook per professional, with links, branding and a preview of its recipes', async () => {
    const { caller, promo, handle, soup, salad } = await promoFixture();
    expect(promo).toMatchObject({
      title: 'Seven Easy Dinners',
      introduction: 'Quick, balanced dinners from my practice.',
      pageOn: true,
      formOn: true,
      pagePath: `/promoebookpage/zoemoreau/seven-easy-dinners?i=${promo.id}`,
      formPath: `/promoform/${handle}`,
      branding: { name: 'Zoë Moreau', brandColor: '#97c81f' },
    });
    expect(promo.recipes.map((r) => r.id)).toEqual([soup.id, salad.id]);

    const again = await caller.promoEbook.save(
      settings({ title: 'Spring Dinners', pageOn: false, formOn: false }),
    );
    expect(again.id).toBe(promo.id);
    expect(again.recipes).toHaveLength(2);
    expect(await db().$count(mealPlans, eq(mealPlans.promo, 'chosen'))).toBe(1);
  });

  it('is not a client plan: not listed among plans or folders, and it takes no meal slot', async () => {
    const { caller, user } = await promoFixture();
    expect(await caller.mealPlans.list({})).toEqual([]);
    const clients = await caller.clients.list({});
    expect(clients.every((folder) => folder.planCount === 0)).toBe(true);
    const folder = await createFolder(db(), user, { client: 'Jane Citizen' });
    // mealSlots is 1 and the promo eBook exists: the one slot is still free.
    await expect(caller.mealPlans.create({ folderId: folder.id, name: 'Week 1' })).resolves.toBeTruthy();
  });

  it('refuses bad settings and writes nothing', async () => {
    const { caller } = await dietitian();
    const bad: PromoEbookInput[] = [
      settings({ title: '' }),
      settings({ title: 'x'.repeat(51) }),
      settings({ introduction: 'x'.repeat(2001) }),
      settings({ source: 'tags' }),
      settings({ source: 'tags', mealTags: ['Vegan'], recipeCount: 0 }),
      settings({ source: 'tags', mealTags: ['Vegan'], recipeCount: 31 }),
      settings({ pageOn: false, formOn: true }),
    ];
    for (const input of bad) {
      await expect(caller.promoEbook.save(input)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await caller.promoEbook.get()).toBeNull();
    expect(await db().$count(mealPlans)).toBe(0);
  });

  it('draws recipes from tags among published recipes it may show, and draws again when asked', async () => {
    const { user, caller } = await dietitian();
    const { user: other } = await signedIn(env, 'dietitian');
    const vegan = (name: string, more: Parameters<typeof createRecipe>[1] = {}) =>
      createRecipe(db(), { name, tags: ['Vegan'], nutritionTags: ['Soy'], ...more });
    const open = await Promise.all([vegan('Tofu bowl'), vegan('Soy noodles'), vegan('Edamame salad')]);
    const mine = await vegan('My own tofu', { userId: user.id, isPrivate: true });
    await vegan('Someone else’s private tofu', { userId: other.id, isPrivate: true });
    await vegan('Pending tofu', { status: 'pending', userId: user.id });
    await createRecipe(db(), { name: 'Beef stew', tags: ['Paleo friendly'], nutritionTags: ['Soy'] });
    await createRecipe(db(), { name: 'Plain vegan', tags: ['Vegan'] });

    const drawn = await caller.promoEbook.save(
      settings({ source: 'tags', mealTags: ['Vegan'], nutritionTags: ['Soy'], recipeCount: 10 }),
    );
    expect(drawn.recipes.map((r) => r.name).sort()).toEqual([...open.map((r) => r.name), mine.name].sort());
    const two = await caller.promoEbook.save(
      settings({ source: 'tags', mealTags: ['Vegan'], nutritionTags: ['Soy'], recipeCount: 2 }),
    );
    expect(two.recipes).toHaveLength(2);
    // Saving the same tags and count keeps the draw; asking draws again.
    const kept = await caller.promoEbook.save(
      settings({ source: 'tags', mealTags: ['Vegan'], nutritionTags: ['Soy'], recipeCount: 2, title: 'New' }),
    );
    expect(kept.recipes.map((r) => r.id)).toEqual(two.recipes.map((r) => r.id));
    const redrawn = await caller.promoEbook.save(
      settings({ source: 'tags', mealTags: ['Vegan'], nutritionTags: ['Soy'], recipeCount: 4, redraw: true }),
    );
    expect(redrawn.recipes).toHaveLength(4);
  });

  it("an admin's draw never takes another user's private recipe", async () => {
    const { caller } = await signedIn(env, 'admin');
    const { user: member } = await signedIn(env, 'member');
    await createRecipe(db(), { name: 'Member secret', tags: ['Halal'], userId: member.id, isPrivate: true });
    const open = await createRecipe(db(), { name: 'Halal open', tags: ['Halal'] });
    const drawn = await caller.promoEbook.save(
      settings({ source: 'tags', mealTags: ['Halal'], recipeCount: 5 }),
    );
    expect(drawn.recipes.map((r) => r.id)).toEqual([open.id]);
  });

  it("makes the eBook's PDF with its recipe names, free of credit", async () => {
    const { user, caller } = await promoFixture();
    await db().update(users).set({ downloadCredits: 0 }).where(eq(users.id, user.id));
    const file = await caller.promoEbook.pdf({ paper: 'A4' });
    expect(file.fileName).toBe('Seven-Easy-Dinners.pdf');
    const text = (await pdfPages(Buffer.from(file.base64, 'base64'))).join(' ');
    expect(text).toContain('Seven Easy Dinners');
    expect(text).toContain('Pumpkin soup');
    expect(text).toContain('Crème fraîche salad');
    expect(text).not.toContain('Others');
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.downloadCredits).toBe(0);
  });

  it('other roles cannot reach it: a member is refused', async () => {
    const { caller } = await signedIn(env, 'member');
    await expect(caller.promoEbook.get()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the promo eBook page', () => {
  it('shows the eBook, branded, with recipes, methods and nutrition per serve; nothing private', async () => {
    const { user, promo } = await promoFixture();
    await createFolder(db(), user, { client: 'Jane Citizen', email: 'jane.private@example.test' });
    const page = await guest().promoEbook.page({ id: promo.id });
    expect(page).toMatchObject({
      title: 'Seven Easy Dinners',
      introduction: 'Quick, balanced dinners from my practice.',
      path: promo.pagePath,
      formPath: promo.formPath,
      branding: { name: 'Zoë Moreau' },
    });
    expect(page.recipes.map((r) => r.name)).toEqual(['Pumpkin soup', 'Crème fraîche salad']);
    expect(page.recipes[0]!.methods).toEqual(['Simmer for 20 minutes.']);
    expect(page.recipes[0]!.perServe.protein).toEqual(expect.any(Number));
    const body = JSON.stringify(page);
    expect(body).not.toContain('@');
    expect(body).not.toContain('jane.private');
    expect(body).not.toContain('Others');
    expect(body).not.toContain(user.id);
  });

  it('is not found when the page is off, for a wrong id, or for a client plan; hides methods when asked', async () => {
    const { user, caller, promo } = await promoFixture();
    await expect(
      guest().promoEbook.page({ id: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // The promo eBook is reachable only at its own page, not as a shared client eBook.
    await expect(guest().publicPages.sharedPlan({ id: promo.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await db().update(users).set({ hideInstructions: true }).where(eq(users.id, user.id));
    expect((await guest().promoEbook.page({ id: promo.id })).recipes[0]!.methods).toEqual([]);

    await caller.promoEbook.save(settings({ pageOn: false, formOn: false }));
    await expect(guest().promoEbook.page({ id: promo.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(guest().promoEbook.pagePdf({ id: promo.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("leaves out a recipe the page may not show (another user's private one an admin added)", async () => {
    const { caller, user } = await signedIn(env, 'admin');
    const { user: member } = await signedIn(env, 'member');
    const secret = await createRecipe(db(), { name: 'Member secret', userId: member.id, isPrivate: true });
    const open = await createRecipe(db(), { name: 'Open bowl' });
    const saved = await caller.promoEbook.save(settings({ formOn: false }));
    // An admin can no longer place another user's my recipe (decision 067); one placed before is still left out.
    await expect(
      caller.mealPlans.addMeals({ planId: saved.id, mealType: 'lunch', recipeIds: [secret.id] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await addPlanMeals(db(), { id: saved.id, userId: user.id, recipePlan: true }, [
      { recipe: secret, mealType: 'lunch' },
      { recipe: open, mealType: 'lunch' },
    ]);
    const page = await guest().promoEbook.page({ id: saved.id });
    expect(page.recipes.map((r) => r.name)).toEqual(['Open bowl']);
    const pdf = await guest().promoEbook.pagePdf({ id: saved.id });
    const text = (await pdfPages(Buffer.from(pdf.base64, 'base64'))).join(' ');
    expect(text).toContain('Open bowl');
    expect(text).not.toContain('Member secret');
    expect(user.id).toBeTruthy();
  });

  it('its PDF is made once per version, for guests at once too; a new title makes a new one', async () => {
    const { caller, promo } = await promoFixture();
    const before = documentRenders();
    const files = await Promise.all(
      ['198.51.100.51', '198.51.100.52', '198.51.100.51'].map((ip) =>
        guest(ip).promoEbook.pagePdf({ id: promo.id }),
      ),
    );
    expect(documentRenders() - before).toBe(1);
    expect(new Set(files.map((file) => file.base64)).size).toBe(1);
    await caller.promoEbook.save(settings({ title: 'Eight Easy Dinners' }));
    const renamed = await guest().promoEbook.pagePdf({ id: promo.id });
    await guest().promoEbook.pagePdf({ id: promo.id });
    expect(documentRenders() - before).toBe(2);
    expect(renamed.fileName).toBe('Eight-Easy-Dinners.pdf');
  });

  it('refuses an address its N+1th guest document in the hour, with a message', async () => {
    const { promo } = await promoFixture();
    const limit = env.services.config.guestDocumentsPerIpPerHour;
    for (let i = 0; i < limit; i += 1) await guest('198.51.100.61').promoEbook.pagePdf({ id: promo.id });
    await expect(guest('198.51.100.61').promoEbook.pagePdf({ id: promo.id })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: messages.guestDocumentsLimit,
    });
    expect((await guest('198.51.100.62').promoEbook.pagePdf({ id: promo.id })).fileName).toBe(
      'Seven-Easy-Dinners.pdf',
    );
  });
});

describe('the promo lead form', () => {
  const lead = (handle: string, overrides: Partial<PromoFormInput> = {}): PromoFormInput => ({
    handle,
    name: 'Ana Lima',
    email: 'Ana.Lima@example.test',
    phone: '+61 400 000 000',
    goal: 'More energy',
    consent: true,
    ...overrides,
  });

  it('files the lead in a client folder with the promo, mails the professional, and leads to the page', async () => {
    const { user, caller, handle, promo } = await promoFixture();
    expect(await guest().promoEbook.formOwner({ handle })).toMatchObject({
      title: 'Seven Easy Dinners',
      recipeCount: 2,
      branding: { name: 'Zoë Moreau' },
    });
    expect(await guest().promoEbook.submitForm(lead(handle))).toEqual({ path: promo.pagePath });
    const [folder] = await db().select().from(folders).where(eq(folders.email, 'ana.lima@example.test'));
    expect(folder).toMatchObject({ userId: user.id, client: 'Ana Lima', promo: 'Seven Easy Dinners' });
    const [mail] = await db().select().from(mailOutbox);
    expect(mail).toMatchObject({ to: user.email });
    const mailText = JSON.stringify(mail);
    expect(mailText).toContain('Ana Lima');
    expect(mailText).toContain('+61 400 000 000');
    expect(mailText).toContain('More energy');

    // A returning lead is matched by e-mail, no twin; her promo waits for the professional (decision 059).
    await db().update(folders).set({ promo: '' }).where(eq(folders.id, folder!.id));
    await guest().promoEbook.submitForm(lead(handle, { email: 'ANA.LIMA@example.test', phone: '' }));
    const rows = await db().select().from(folders).where(eq(folders.email, 'ana.lima@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.promo).toBe('');
    const [waiting] = await caller.clients.formSubmissions();
    await caller.clients.acceptFormSubmission({ id: waiting!.id });
    expect((await db().select().from(folders).where(eq(folders.id, folder!.id)))[0]!.promo).toBe(
      'Seven Easy Dinners',
    );
    expect(await db().$count(meals)).toBe(2);
  });

  it('bad input writes nothing', async () => {
    const { handle } = await promoFixture();
    const before = await counts();
    const bad = [
      lead(handle, { email: 'not-an-email' }),
      lead(handle, { name: '' }),
      lead(handle, { consent: false as unknown as true }),
      lead(handle, { phone: 'call me maybe' }),
      lead(handle, { goal: 'x'.repeat(501) }),
      lead(handle, { name: 'Ana\u0000' }),
    ];
    for (const input of bad) {
      await expect(guest().promoEbook.submitForm(input)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await counts()).toEqual(before);
  });

  it('is not found without a promo eBook, with the form off, or for another handle', async () => {
    const { caller: bare } = await dietitian();
    const { handle: bareHandle } = await bare.publicPages.createFormLink();
    await expect(guest().promoEbook.formOwner({ handle: bareHandle })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const { caller, handle } = await promoFixture();
    await caller.promoEbook.save(settings({ formOn: false }));
    const before = await counts();
    for (const h of [handle, bareHandle, 'no-such-handle']) {
      await expect(guest().promoEbook.formOwner({ handle: h })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(guest().promoEbook.submitForm(lead(h))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await counts()).toEqual(before);
  });

  it('a filled honeypot answers the same and stores nothing; the address is limited per hour', async () => {
    const { handle, promo } = await promoFixture();
    const before = await counts();
    expect(await guest().promoEbook.submitForm({ ...lead(handle), website: 'http://spam.test' })).toEqual({
      path: promo.pagePath,
    });
    expect(await counts()).toEqual(before);

    const limit = env.services.config.formsPerIpPerHour;
    for (let i = 1; i < limit; i += 1) {
      await guest('198.51.100.1').promoEbook.submitForm(lead(handle, { email: `c${i}@example.test` }));
    }
    // The honeypot submission above came from another address; this one has used `limit - 1`.
    await guest('198.51.100.1').promoEbook.submitForm(lead(handle, { email: 'last@example.test' }));
    const full = await counts();
    await expect(
      guest('198.51.100.1').promoEbook.submitForm(lead(handle, { email: 'more@example.test' })),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await counts()).toEqual(full);
    await guest('198.51.100.2').promoEbook.submitForm(lead(handle, { email: 'other@example.test' }));
    expect((await counts()).folders).toBe(full.folders + 1);
  });
});
