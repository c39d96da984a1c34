import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createFolder, createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { pdfPages } from '../../../../tests/support/pdf-text.ts';
import { callerFor } from '../../../../tests/support/services.ts';
import { signedIn, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { messages } from '../../../shared/messages.ts';
import { mealConflictText } from '../../../shared/safety/client-safety.ts';
import { calculateEnergyTarget } from '../../../shared/nutrition/energy-calculator.ts';
import { activityLevel } from '../../../shared/nutrition/goal-options.ts';
import type { ClientFormInput } from '../../../shared/schemas/public-pages.ts';
import {
  folders,
  mailOutbox,
  mealDownloads,
  mealPlans,
  meals,
  recipes,
  settings,
  users,
} from '../../db/schema/index.ts';
import { documentKey, documentRenders, forgetRecentRenders } from '../documents/stored-documents.ts';

const env = useTestEnvironment();
const guest = (ip = '203.0.113.7') => callerFor(env.services, null, { ip });

async function sharedPlanFixture() {
  const { user, caller } = await signedIn(env, 'dietitian', { firstName: 'Zoë', lastName: 'Moreau' });
  const folder = await createFolder(env.database.db, user, {
    client: 'Jane Citizen',
    email: 'jane.private@example.test',
  });
  const soup = await createRecipe(env.database.db, { name: 'Pumpkin soup', methods: ['Simmer.'] });
  const plan = await createMealPlan(
    env.database.db,
    user,
    { folderId: folder.id, name: 'Spring reset', description: 'Seven easy days' },
    [{ recipe: soup }],
  );
  const other = await createMealPlan(env.database.db, user, {
    folderId: folder.id,
    name: 'Secret other plan',
  });
  return { user, caller, folder, plan, other, soup };
}

describe('public eBook links', () => {
  it('a link turned off, or never turned on, is not found; turned on, a guest reads only the plan', async () => {
    const { caller, plan, other, user } = await sharedPlanFixture();
    await expect(guest().publicPages.sharedPlan({ id: plan.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    const link = await caller.publicPages.setPlanLink({ planId: plan.id, on: true });
    expect(link).toEqual({ on: true, path: `/mealplanebook/zoe_moreau/spring-reset?i=${plan.id}` });
    const shared = await guest().publicPages.sharedPlan({ id: plan.id });
    expect(shared).toMatchObject({
      name: 'Spring reset',
      client: 'Jane Citizen',
      description: 'Seven easy days',
      branding: { name: 'Zoë Moreau', brandColor: '#97c81f' },
    });
    expect(shared.recipes.map((r) => r.name)).toEqual(['Pumpkin soup']);
    expect(shared.recipes[0]!.methods).toEqual(['Simmer.']);
    const body = JSON.stringify(shared);
    expect(body).not.toContain('@');
    expect(body).not.toContain(user.email);
    expect(body).not.toContain('jane.private');
    expect(body).not.toContain(other.id);
    expect(body).not.toContain('Secret other plan');

    await caller.publicPages.setPlanLink({ planId: plan.id, on: false });
    await expect(guest().publicPages.sharedPlan({ id: plan.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('a wrong id is not found; plan ids are v4 uuids', async () => {
    const { caller, plan } = await sharedPlanFixture();
    await caller.publicPages.setPlanLink({ planId: plan.id, on: true });
    expect(plan.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expect(
      guest().publicPages.sharedPlan({ id: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('hides methods when the professional hides instructions; a recipe eBook gets an /ebook address', async () => {
    const { user, caller, folder, plan } = await sharedPlanFixture();
    await env.database.db.update(users).set({ hideInstructions: true }).where(eq(users.id, user.id));
    await caller.publicPages.setPlanLink({ planId: plan.id, on: true });
    expect((await guest().publicPages.sharedPlan({ id: plan.id })).recipes[0]!.methods).toEqual([]);
    const book = await createMealPlan(env.database.db, user, { folderId: folder.id, recipePlan: true });
    expect((await caller.publicPages.setPlanLink({ planId: book.id, on: true })).path).toBe(
      `/ebook/zoe_moreau/jane-citizen?i=${book.id}`,
    );
  });

  it("another professional cannot turn a plan's link on, nor read whether it is on", async () => {
    const { plan } = await sharedPlanFixture();
    const { caller: stranger } = await signedIn(env, 'dietitian');
    await expect(stranger.publicPages.setPlanLink({ planId: plan.id, on: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(stranger.publicPages.planLink({ id: plan.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [row] = await env.database.db.select().from(mealPlans).where(eq(mealPlans.id, plan.id));
    expect(row!.publicLink).toBe(false);
  });

  it("shows a recipe's photo only where a guest may fetch it (a published catalogue recipe)", async () => {
    const { user, caller } = await signedIn(env, 'dietitian');
    const open = await createRecipe(env.database.db, { photoKey: 'recipes/1_abc_open.jpg' });
    const mine = await createRecipe(env.database.db, {
      userId: user.id,
      isPrivate: true,
      photoKey: 'recipes/2_def_mine.jpg',
    });
    const plan = await createMealPlan(env.database.db, user, { recipePlan: true }, [
      { recipe: open },
      { recipe: mine },
    ]);
    await caller.publicPages.setPlanLink({ planId: plan.id, on: true });
    const shared = await guest().publicPages.sharedPlan({ id: plan.id });
    const photo = (id: string) => shared.recipes.find((r) => r.id === id)!.photoUrl;
    expect(photo(open.id)).toBe('/files/recipes/1_abc_open.jpg');
    expect(photo(mine.id)).toBeNull();
  });

  it("a guest downloads a shared plan's PDF: the owner's credit is taken once, whoever downloads", async () => {
    const { user, caller, plan } = await sharedPlanFixture();
    await env.database.db.update(users).set({ downloadCredits: 2 }).where(eq(users.id, user.id));
    await expect(guest().publicPages.sharedPlanPdf({ id: plan.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await caller.publicPages.setPlanLink({ planId: plan.id, on: true });

    const first = await guest().publicPages.sharedPlanPdf({ id: plan.id });
    expect(first.fileName).toBe('Spring-reset.pdf');
    const text = (await pdfPages(Buffer.from(first.base64, 'base64'))).join(' ');
    expect(text).toContain('Spring reset');
    expect(text).toContain('Pumpkin soup');
    await guest('198.51.100.9').publicPages.sharedPlanPdf({ id: plan.id, paper: 'Letter' });
    const [owner] = await env.database.db.select().from(users).where(eq(users.id, user.id));
    expect(owner!.downloadCredits).toBe(1);
    const [row] = await env.database.db.select().from(mealPlans).where(eq(mealPlans.id, plan.id));
    expect(row).toMatchObject({ hasTakenCredit: true, hasDownloaded: true, downloads: 2 });
  });

  it("with the owner's credits used up a guest is told the PDF is not available, and nothing is taken", async () => {
    const { user, caller, plan } = await sharedPlanFixture();
    await env.database.db.update(users).set({ downloadCredits: 0 }).where(eq(users.id, user.id));
    await caller.publicPages.setPlanLink({ planId: plan.id, on: true });
    await expect(guest().publicPages.sharedPlanPdf({ id: plan.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: messages.sharedPdfUnavailable,
    });
    const [row] = await env.database.db.select().from(mealPlans).where(eq(mealPlans.id, plan.id));
    expect(row).toMatchObject({ hasTakenCredit: false, downloads: 0 });
  });

  it("a shared plan's PDF is made once per version: guests at once share one render; a change makes a new one", async () => {
    const { user, caller, plan } = await sharedPlanFixture();
    await env.database.db.update(users).set({ downloadCredits: -1 }).where(eq(users.id, user.id));
    await caller.publicPages.setPlanLink({ planId: plan.id, on: true });
    const before = documentRenders();
    const files = await Promise.all(
      ['198.51.100.21', '198.51.100.22', '198.51.100.23', '198.51.100.21'].map((ip) =>
        guest(ip).publicPages.sharedPlanPdf({ id: plan.id }),
      ),
    );
    expect(documentRenders() - before).toBe(1);
    expect(new Set(files.map((file) => file.base64)).size).toBe(1);
    // What is served next comes from storage, as another instance (or this one, later) reads it.
    const stored = await env.services.storage.get(documentKey(plan.id, user.id, 'A4'));
    expect(stored).not.toBeNull();
    stored!.body.destroy();
    forgetRecentRenders();
    expect((await guest().publicPages.sharedPlanPdf({ id: plan.id })).base64).toBe(files[0]!.base64);
    expect(documentRenders() - before).toBe(1);

    // Each change to what the document shows is a new version: the plan's meals, a recipe, the branding.
    const salad = await createRecipe(env.database.db, { name: 'Green salad' });
    await caller.mealPlans.addMeals({ planId: plan.id, day: 2, mealType: 'lunch', recipeIds: [salad.id] });
    const withSalad = await guest().publicPages.sharedPlanPdf({ id: plan.id });
    expect(documentRenders() - before).toBe(2);
    expect((await pdfPages(Buffer.from(withSalad.base64, 'base64'))).join(' ')).toContain('Green salad');
    await env.database.db
      .update(recipes)
      .set({ methods: ['Toss well.'] })
      .where(eq(recipes.id, salad.id));
    await guest().publicPages.sharedPlanPdf({ id: plan.id });
    expect(documentRenders() - before).toBe(3);
    await env.database.db.update(users).set({ brandColor: '#123456' }).where(eq(users.id, user.id));
    await guest().publicPages.sharedPlanPdf({ id: plan.id });
    await guest().publicPages.sharedPlanPdf({ id: plan.id });
    expect(documentRenders() - before).toBe(4);
  });

  it('records at most one download per guest address and plan a day', async () => {
    const { user, caller, plan } = await sharedPlanFixture();
    await env.database.db.update(users).set({ downloadCredits: 5 }).where(eq(users.id, user.id));
    await caller.publicPages.setPlanLink({ planId: plan.id, on: true });
    const records = () => env.database.db.$count(mealDownloads, eq(mealDownloads.planId, plan.id));
    await Promise.all(
      Array.from({ length: 5 }, () => guest('198.51.100.31').publicPages.sharedPlanPdf({ id: plan.id })),
    );
    await guest('198.51.100.32').publicPages.sharedPlanPdf({ id: plan.id });
    await guest('198.51.100.32').publicPages.sharedPlanPdf({ id: plan.id, paper: 'Letter' });
    expect(await records()).toBe(2);
    const [row] = await env.database.db.select().from(mealPlans).where(eq(mealPlans.id, plan.id));
    expect(row).toMatchObject({ downloads: 2, hasTakenCredit: true });
    const [owner] = await env.database.db.select().from(users).where(eq(users.id, user.id));
    expect(owner!.downloadCredits).toBe(4);

    // The next day the same guest's download is recorded again.
    await env.database.db
      .update(mealDownloads)
      .set({ dateDownloaded: sql`${mealDownloads.dateDownloaded} - interval '1 day'` })
      .where(eq(mealDownloads.planId, plan.id));
    await guest('198.51.100.31').publicPages.sharedPlanPdf({ id: plan.id });
    await guest('198.51.100.31').publicPages.sharedPlanPdf({ id: plan.id });
    expect(await records()).toBe(3);
  });

  it('refuses an address its N+1th guest document in the hour, with a message, and only that address', async () => {
    const { user, caller, plan } = await sharedPlanFixture();
    await env.database.db.update(users).set({ downloadCredits: -1 }).where(eq(users.id, user.id));
    await caller.publicPages.setPlanLink({ planId: plan.id, on: true });
    const limit = env.services.config.guestDocumentsPerIpPerHour;
    expect(limit).toBeGreaterThan(0);
    for (let i = 0; i < limit; i += 1) {
      await guest('198.51.100.41').publicPages.sharedPlanPdf({ id: plan.id });
    }
    await expect(guest('198.51.100.41').publicPages.sharedPlanPdf({ id: plan.id })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: messages.guestDocumentsLimit,
    });
    expect((await guest('198.51.100.42').publicPages.sharedPlanPdf({ id: plan.id })).fileName).toBe(
      'Spring-reset.pdf',
    );
  });

  it('a published recipe prints for anyone; a private or pending one is not found', async () => {
    const published = await createRecipe(env.database.db, { name: 'Green salad' });
    const pending = await createRecipe(env.database.db, { status: 'pending' });
    const mine = await createRecipe(env.database.db, { isPrivate: true });
    expect((await guest().publicPages.sharedRecipe({ id: published.id })).name).toBe('Green salad');
    for (const recipe of [pending, mine]) {
      await expect(guest().publicPages.sharedRecipe({ id: recipe.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
  });
});

describe('client forms', () => {
  const form = (handle: string, overrides: Partial<ClientFormInput> = {}): ClientFormInput => ({
    handle,
    name: 'Ana Lima',
    email: 'Ana.Lima@example.test',
    weightKg: 70,
    heightCm: 165,
    age: 30,
    gender: 'female',
    activity: 'sedentary',
    goal: 'g2',
    mainMeals: ['breakfast', 'lunch', 'dinner'],
    snacks: 0,
    avoid: 'peanuts',
    ...overrides,
  });
  const expectedTargetKj = calculateEnergyTarget({
    goal: 'g2',
    weightKg: 70,
    heightCm: 165,
    age: 30,
    gender: 'female',
    physicalActivityLevel: activityLevel('sedentary').pal.female,
    mainMeals: 3,
    snacks: 0,
  }).targetKj;

  async function professional(overrides: Partial<typeof users.$inferInsert> = {}) {
    const { user, caller } = await signedIn(env, 'dietitian', { mealSlots: -1, ...overrides });
    const { handle } = await caller.publicPages.createFormLink();
    return { user, caller, handle };
  }

  const counts = async () => ({
    folders: await env.database.db.$count(folders),
    plans: await env.database.db.$count(mealPlans),
    mail: await env.database.db.$count(mailOutbox),
  });

  it('makes one unguessable handle per professional', async () => {
    const { caller, handle } = await professional({ firstName: 'Zoë', lastName: 'Moreau' });
    expect(handle).toMatch(/^zoe-moreau-[a-z2-7]{10}$/);
    expect((await caller.publicPages.createFormLink()).handle).toBe(handle);
    expect(await caller.publicPages.formLink()).toEqual({ handle });
    expect(await guest().publicPages.formOwner({ handle })).toMatchObject({ name: 'Zoë Moreau', handle });
    await expect(guest().publicPages.formOwner({ handle: 'zoe-moreau' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('files the client, mails the professional; the fromForm plan at the calculator’s target is made when the professional accepts; the second time the folder is matched by e-mail', async () => {
    const { user, caller, handle } = await professional({ allowGenerate: false });
    expect(await guest().publicPages.submitClientForm(form(handle))).toEqual({ messageKey: 'formReceived' });

    const [folder] = await env.database.db.select().from(folders).where(eq(folders.userId, user.id));
    expect(folder).toMatchObject({ client: 'Ana Lima', email: 'ana.lima@example.test', snacks: 0 });
    expect(await env.database.db.$count(mealPlans)).toBe(0);
    const [waiting] = await caller.clients.formSubmissions();
    await caller.clients.acceptFormSubmission({ id: waiting!.id });
    const plans = await env.database.db.select().from(mealPlans).where(eq(mealPlans.folderId, folder!.id));
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ fromForm: true, energyTargetKj: expectedTargetKj, recipePlan: false });
    expect(await env.database.db.$count(meals)).toBe(0);
    const [mail] = await env.database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ to: user.email, subject: 'New client form: Ana Lima' });
    expect(JSON.stringify(mail!.data)).toContain('peanuts');

    // A returning client's folder is not changed until the professional accepts (decision 059).
    await guest().publicPages.submitClientForm(form(handle, { email: 'ana.lima@EXAMPLE.test', snacks: 2 }));
    const after = await env.database.db.select().from(folders).where(eq(folders.userId, user.id));
    expect(after.filter((f) => f.kind === null)).toHaveLength(1);
    expect(after.find((f) => f.kind === null)!.snacks).toBe(0);
    const [again] = await caller.clients.formSubmissions();
    await caller.clients.acceptFormSubmission({ id: again!.id });
    expect((await env.database.db.select().from(folders).where(eq(folders.id, folder!.id)))[0]!.snacks).toBe(
      2,
    );
    expect(await env.database.db.$count(mealPlans, eq(mealPlans.folderId, folder!.id))).toBe(2);
  });

  it('two forms of one client sent at once file one folder and make no plan', async () => {
    const { user, caller, handle } = await professional({ allowGenerate: false });
    await Promise.all([
      guest().publicPages.submitClientForm(form(handle)),
      guest().publicPages.submitClientForm(form(handle, { snacks: 1 })),
    ]);
    const clientFolders = await env.database.db
      .select()
      .from(folders)
      .where(and(eq(folders.userId, user.id)));
    expect(clientFolders.filter((f) => f.kind === null)).toHaveLength(1);
    expect(await env.database.db.$count(mealPlans, eq(mealPlans.userId, user.id))).toBe(0);
    expect(await caller.clients.formSubmissions()).toHaveLength(1);
  });

  it('generates the plan when the professional allows it, on accepting the form', async () => {
    const { user, caller, handle } = await professional({ allowGenerate: true });
    const perMeal = expectedTargetKj / 3;
    for (const mealTime of ['breakfast', 'lunch', 'dinner'] as const) {
      for (let i = 0; i < 8; i += 1) {
        await createRecipe(env.database.db, { mealTimes: [mealTime], energyKjPerServe: perMeal + i * 10 });
      }
    }
    await guest().publicPages.submitClientForm(form(handle));
    const [waiting] = await caller.clients.formSubmissions();
    await caller.clients.acceptFormSubmission({ id: waiting!.id });
    const [plan] = await env.database.db.select().from(mealPlans).where(eq(mealPlans.userId, user.id));
    expect(
      await env.database.db.$count(meals, and(eq(meals.planId, plan!.id), eq(meals.noMeal, false))),
    ).toBe(21);
    expect(plan!.noMeals).toBe(false);
  });

  it('files the client without a plan and tells the professional the form waits for them', async () => {
    const { user, handle } = await professional({ mealSlots: 0 });
    await guest().publicPages.submitClientForm(form(handle));
    expect(await env.database.db.$count(folders, eq(folders.userId, user.id))).toBe(1);
    expect(await env.database.db.$count(mealPlans)).toBe(0);
    const [mail] = await env.database.db.select().from(mailOutbox);
    expect(JSON.stringify(mail!.data)).toContain('waits on your Clients screen');
  });

  it('bad input writes nothing and says what is wrong', async () => {
    const { handle } = await professional();
    const before = await counts();
    const bad = [
      form(handle, { email: 'not-an-email' }),
      form(handle, { name: '' }),
      form(handle, { weightKg: 3 }),
      form(handle, { mainMeals: [] }),
      form(handle, { avoid: 'x'.repeat(5000) }),
      form(handle, { name: 'Ana\u0000' }),
      // Only the allergies the form lists can be ticked.
      form(handle, { allergies: ['Mushrooms'] as unknown as ClientFormInput['allergies'] }),
    ];
    for (const input of bad) {
      await expect(guest().publicPages.submitClientForm(input)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    await expect(guest().publicPages.submitClientForm(form('no-such-handle'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await counts()).toEqual(before);
  });

  it('keeps the allergies ticked; the plan accepted from the form leaves out what the client must avoid', async () => {
    const { user, caller, handle } = await professional({ allowGenerate: true });
    const perMeal = expectedTargetKj / 3;
    for (const mealTime of ['breakfast', 'lunch', 'dinner'] as const) {
      for (let i = 0; i < 8; i += 1) {
        const energyKjPerServe = perMeal + i * 10;
        await createRecipe(env.database.db, { mealTimes: [mealTime], energyKjPerServe });
        await createRecipe(env.database.db, {
          mealTimes: [mealTime],
          energyKjPerServe,
          name: `Satay ${mealTime} ${i}`,
          nutritionTags: ['Peanuts'],
        });
        await createRecipe(env.database.db, {
          mealTimes: [mealTime],
          energyKjPerServe,
          name: `Mushroom ${mealTime} ${i}`,
        });
      }
    }
    await guest().publicPages.submitClientForm(
      form(handle, { allergies: ['Peanuts', 'Peanuts'], avoid: 'mushrooms' }),
    );
    const [mail] = await env.database.db.select().from(mailOutbox);
    expect(JSON.stringify(mail!.data)).toContain('Allergies: Peanuts');
    const [waiting] = await caller.clients.formSubmissions();
    expect(waiting!.answers).toMatchObject({ allergies: ['Peanuts'], avoid: 'mushrooms' });
    await caller.clients.acceptFormSubmission({ id: waiting!.id });

    const [plan] = await env.database.db.select().from(mealPlans).where(eq(mealPlans.userId, user.id));
    expect(await caller.clients.record({ id: plan!.folderId })).toMatchObject({
      allergies: ['Peanuts'],
      avoidWords: ['mushrooms'],
    });
    const placed = await env.database.db
      .select({ name: recipes.name })
      .from(meals)
      .innerJoin(recipes, eq(recipes.id, meals.recipeId))
      .where(eq(meals.planId, plan!.id));
    expect(placed).toHaveLength(21);
    expect(placed.filter((meal) => /Satay|Mushroom/.test(meal.name))).toEqual([]);
  });

  it('a filled honeypot answers success and stores nothing', async () => {
    const { handle } = await professional();
    const before = await counts();
    expect(
      await guest().publicPages.submitClientForm({ ...form(handle), website: 'http://spam.test' }),
    ).toEqual({
      messageKey: 'formReceived',
    });
    expect(
      await guest().publicPages.submitRecipeForm({
        handle,
        name: 'Bot',
        email: 'bot@example.test',
        website: 'x',
      }),
    ).toEqual({ messageKey: 'formReceived' });
    expect(await counts()).toEqual(before);
  });

  it('refuses the address its N+1th form in the hour, and only that address', async () => {
    const { handle } = await professional();
    const limit = env.services.config.formsPerIpPerHour;
    for (let i = 0; i < limit; i += 1) {
      await guest('198.51.100.1').publicPages.submitRecipeForm({
        handle,
        name: `Client ${i}`,
        email: `c${i}@example.test`,
      });
    }
    const before = await counts();
    await expect(
      guest('198.51.100.1').publicPages.submitRecipeForm({
        handle,
        name: 'One more',
        email: 'more@example.test',
      }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await counts()).toEqual(before);
    await guest('198.51.100.2').publicPages.submitRecipeForm({
      handle,
      name: 'Other',
      email: 'o@example.test',
    });
    expect((await counts()).folders).toBe(before.folders + 1);
  });

  it('a recipe eBook request, accepted, files a recipe plan marked fromForm', async () => {
    const { user, caller, handle } = await professional();
    await guest().publicPages.submitRecipeForm({ handle, name: 'Bo Chen', email: 'bo@example.test' });
    const [waiting] = await caller.clients.formSubmissions();
    await caller.clients.acceptFormSubmission({ id: waiting!.id });
    const [plan] = await env.database.db.select().from(mealPlans).where(eq(mealPlans.userId, user.id));
    expect(plan).toMatchObject({ recipePlan: true, fromForm: true, name: "Bo Chen's recipe eBook" });
  });

  it('the selector finds professionals with a form by name, showing no e-mail', async () => {
    const { handle } = await professional({ firstName: 'Marta', lastName: 'Quist' });
    await signedIn(env, 'dietitian', { firstName: 'Marta', lastName: 'Noform' });
    const found = await guest().publicPages.findProfessionals({ query: 'marta' });
    expect(found.map((p) => p.handle)).toEqual([handle]);
    expect(JSON.stringify(found)).not.toContain('@');
  });
});

describe('privacy policy contact', () => {
  it("is Settings' notification recipient, name and e-mail only", async () => {
    await env.database.db.insert(settings).values({
      notificationRecipientName: 'Privacy Officer',
      notificationRecipientEmail: 'privacy@example.test',
    });
    expect(await guest().publicPages.privacyContact()).toEqual({
      name: 'Privacy Officer',
      email: 'privacy@example.test',
    });
  });
});

describe("the client's record on a shared plan (issue 29)", () => {
  /** A client allergic to peanuts who avoids mushrooms; a peanut meal placed by hand, a safe one beside it. */
  async function conflictingSharedPlan() {
    const { user, caller } = await signedIn(env, 'dietitian', { downloadCredits: -1 });
    const folder = await createFolder(env.database.db, user, {
      client: 'Ana Lee',
      allergies: ['Peanuts'],
      avoidWords: ['mushrooms'],
      intolerances: ['Lactose'],
    });
    const peanutButter = await createFood(env.database.db, { name: 'Peanut butter', tags: ['Peanuts'] });
    const toast = await createRecipe(env.database.db, { name: 'Peanut toast', nutritionTags: ['Peanuts'] }, [
      { food: peanutButter, quantity: 30 },
    ]);
    const soup = await createRecipe(env.database.db, { name: 'Pumpkin soup' });
    const plan = await createMealPlan(env.database.db, user, { name: 'Safe week', folderId: folder.id }, [
      { recipe: toast, day: 1, mealType: 'breakfast' },
      { recipe: soup, day: 1, mealType: 'lunch' },
    ]);
    await caller.publicPages.setPlanLink({ planId: plan.id, on: true });
    return { plan, toast, soup };
  }

  it("the page's data carries the client's record and the conflicting meal's warning, the safe meal none", async () => {
    const { plan, toast, soup } = await conflictingSharedPlan();
    const shared = await guest().publicPages.sharedPlan({ id: plan.id });
    expect(shared.clientSafety).toEqual({
      allergies: ['Peanuts'],
      intolerances: ['Lactose'],
      avoidWords: ['mushrooms'],
    });
    const conflictsOf = (recipeId: string) =>
      shared.meals.find((meal) => meal.recipeId === recipeId)!.conflicts.map(mealConflictText);
    expect(conflictsOf(toast.id)).toEqual(['Contains Peanuts (Peanut butter)']);
    expect(conflictsOf(soup.id)).toEqual([]);
  });

  it('the shared PDF states the allergies and warns on the meal; a plan with no record has neither', async () => {
    const { plan } = await conflictingSharedPlan();
    const text = (
      await pdfPages(Buffer.from((await guest().publicPages.sharedPlanPdf({ id: plan.id })).base64, 'base64'))
    ).join(' ');
    expect(text).toContain('Allergies: Peanuts');
    expect(text).toContain('Foods to avoid: mushrooms');
    expect(text).toContain('⚠ Contains Peanuts (Peanut butter)');

    const { caller, plan: plain, user } = await sharedPlanFixture();
    await env.database.db.update(users).set({ downloadCredits: -1 }).where(eq(users.id, user.id));
    await caller.publicPages.setPlanLink({ planId: plain.id, on: true });
    const shared = await guest().publicPages.sharedPlan({ id: plain.id });
    expect(shared.clientSafety).toEqual({ allergies: [], intolerances: [], avoidWords: [] });
    expect(shared.meals.every((meal) => meal.conflicts.length === 0)).toBe(true);
    const plainText = (
      await pdfPages(
        Buffer.from((await guest().publicPages.sharedPlanPdf({ id: plain.id })).base64, 'base64'),
      )
    ).join(' ');
    expect(plainText).not.toContain('⚠');
    expect(plainText).not.toContain('Allergies');
  });
});
