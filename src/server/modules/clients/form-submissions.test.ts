import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFolder, createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { callerFor } from '../../../../tests/support/services.ts';
import { signedIn, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { calculateEnergyTarget } from '../../../shared/nutrition/energy-calculator.ts';
import { activityLevel } from '../../../shared/nutrition/goal-options.ts';
import type { PromoFormInput } from '../../../shared/schemas/promo-ebook.ts';
import type { ClientFormInput } from '../../../shared/schemas/public-pages.ts';
import { folders, formSubmissions, mailOutbox, mealPlans, users } from '../../db/schema/index.ts';

/**
 * Decision 059: an anonymous form never changes an existing client's folder nor spends a meal slot; what
 * it brings waits as a submission that the professional accepts (then it applies) or dismisses.
 */
const env = useTestEnvironment();
const guest = (ip = '203.0.113.7') => callerFor(env.services, null, { ip });
const db = () => env.database.db;

const intake = (handle: string, overrides: Partial<ClientFormInput> = {}): ClientFormInput => ({
  handle,
  name: 'Ana From The Form',
  email: 'ANA.LIMA@example.test',
  weightKg: 70,
  heightCm: 165,
  age: 30,
  gender: 'female',
  activity: 'sedentary',
  goal: 'g2',
  mainMeals: ['lunch', 'dinner'],
  snacks: 3,
  avoid: 'peanuts',
  ...overrides,
});

const lead = (handle: string, overrides: Partial<PromoFormInput> = {}): PromoFormInput => ({
  handle,
  name: 'Ana Lead',
  email: 'ana.lima@example.test',
  phone: '+61 400 000 000',
  goal: 'More energy',
  consent: true,
  ...overrides,
});

/** A dietitian with two meal slots, one used by Ana's plan, a form handle and a promo eBook with its form on. */
async function practice(overrides: Partial<typeof users.$inferInsert> = {}) {
  const { user, caller } = await signedIn(env, 'dietitian', {
    firstName: 'Zoë',
    lastName: 'Moreau',
    mealSlots: 2,
    allowGenerate: false,
    ...overrides,
  });
  const { handle } = await caller.publicPages.createFormLink();
  const soup = await createRecipe(db(), { name: 'Pumpkin soup' });
  const promo = await caller.promoEbook.save({
    title: 'Seven Easy Dinners',
    introduction: 'Dinners.',
    source: 'chosen',
    pageOn: true,
    formOn: true,
  });
  await caller.mealPlans.addMeals({ planId: promo.id, mealType: 'lunch', recipeIds: [soup.id] });
  const ana = await createFolder(db(), user, {
    client: 'Ana Lima',
    email: 'ana.lima@example.test',
    mainMeals: ['breakfast', 'lunch', 'dinner'],
    snacks: 1,
    promo: 'Referral',
  });
  const plan = await createMealPlan(db(), user, { folderId: ana.id, name: 'Ana week 1' });
  return { user, caller, handle, ana, plan };
}

const folderOf = async (id: string) => (await db().select().from(folders).where(eq(folders.id, id)))[0]!;
const plansOf = (userId: string) => db().select().from(mealPlans).where(eq(mealPlans.userId, userId));
const clientPlans = async (userId: string) => (await plansOf(userId)).filter((plan) => plan.promo === '');
const slotsOf = async (userId: string) =>
  (await db().select({ mealSlots: users.mealSlots }).from(users).where(eq(users.id, userId)))[0]!.mealSlots;

describe('a form sent with an existing client’s e-mail', () => {
  it('leaves her folder, plans and the slots untouched and waits as one submission per form', async () => {
    const { user, caller, handle, ana } = await practice();
    const before = { folder: await folderOf(ana.id), plans: await clientPlans(user.id) };

    await guest().publicPages.submitClientForm(intake(handle));
    await guest().publicPages.submitRecipeForm({ handle, name: 'Ana', email: 'ana.lima@example.test' });
    await guest().promoEbook.submitForm(lead(handle));

    expect(await folderOf(ana.id)).toEqual(before.folder);
    expect(await clientPlans(user.id)).toEqual(before.plans);
    expect(await slotsOf(user.id)).toBe(2);
    expect(await db().$count(folders, eq(folders.email, 'ana.lima@example.test'))).toBe(1);

    const waiting = await caller.clients.formSubmissions();
    expect(waiting.map((s) => s.answers.kind).sort()).toEqual(['intake', 'promo', 'recipe']);
    expect(waiting.every((s) => s.folderId === ana.id && s.client === 'Ana Lima' && !s.newClient)).toBe(true);
    expect(waiting.find((s) => s.answers.kind === 'intake')).toMatchObject({
      name: 'Ana From The Form',
      email: 'ana.lima@example.test',
      answers: { mainMeals: ['lunch', 'dinner'], snacks: 3, avoid: 'peanuts' },
    });
    // The professional is told, and told it waits for them.
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails).toHaveLength(3);
    expect(JSON.stringify(mails)).toContain('Clients');

    // The same form sent again replaces what waited: one submission per client and form.
    await guest().publicPages.submitClientForm(intake(handle, { snacks: 2 }));
    const again = await caller.clients.formSubmissions();
    expect(again).toHaveLength(3);
    expect(again.find((s) => s.answers.kind === 'intake')!.answers).toMatchObject({ snacks: 2 });
  });

  it('accepting the intake applies her meals and snacks and makes the plan, taking a slot then', async () => {
    const { user, caller, handle, ana } = await practice();
    await guest().publicPages.submitClientForm(intake(handle));
    const [waiting] = await caller.clients.formSubmissions();

    const accepted = await caller.clients.acceptFormSubmission({ id: waiting!.id });
    expect(accepted).toMatchObject({ messageKey: 'formSubmissionAccepted', planId: expect.any(String) });
    expect(await folderOf(ana.id)).toMatchObject({
      mainMeals: ['lunch', 'dinner'],
      snacks: 3,
      promo: 'Referral',
    });
    const made = (await clientPlans(user.id)).find((plan) => plan.id === accepted.planId);
    expect(made).toMatchObject({
      folderId: ana.id,
      fromForm: true,
      mainMeals: ['lunch', 'dinner'],
      snacks: 3,
      description: 'Foods to avoid: peanuts',
      energyTargetKj: calculateEnergyTarget({
        goal: 'g2',
        weightKg: 70,
        heightCm: 165,
        age: 30,
        gender: 'female',
        physicalActivityLevel: activityLevel('sedentary').pal.female,
        mainMeals: 2,
        snacks: 3,
      }).targetKj,
    });
    expect(await caller.clients.formSubmissions()).toEqual([]);
    await expect(caller.clients.acceptFormSubmission({ id: waiting!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('with no free slot accepting is refused, changes nothing, and the submission still waits', async () => {
    const { user, caller, handle, ana } = await practice({ mealSlots: 1 });
    await guest().publicPages.submitRecipeForm({ handle, name: 'Ana', email: 'ana.lima@example.test' });
    const [waiting] = await caller.clients.formSubmissions();
    const before = await folderOf(ana.id);
    await expect(caller.clients.acceptFormSubmission({ id: waiting!.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You have no free meal plan slot. Subscribe to add more meal plans.',
    });
    expect(await clientPlans(user.id)).toHaveLength(1);
    expect(await folderOf(ana.id)).toEqual(before);
    expect(await caller.clients.formSubmissions()).toHaveLength(1);
  });

  it('accepting a recipe request makes a recipe eBook; accepting a promo lead sets her promo, no plan', async () => {
    const { user, caller, handle, ana } = await practice();
    await guest().publicPages.submitRecipeForm({ handle, name: 'Ana', email: 'ana.lima@example.test' });
    await guest().promoEbook.submitForm(lead(handle));
    const waiting = await caller.clients.formSubmissions();
    const recipe = waiting.find((s) => s.answers.kind === 'recipe')!;
    const promo = waiting.find((s) => s.answers.kind === 'promo')!;

    const fromPromo = await caller.clients.acceptFormSubmission({ id: promo.id });
    expect(fromPromo.planId).toBeNull();
    expect(await folderOf(ana.id)).toMatchObject({ promo: 'Seven Easy Dinners', snacks: 1 });
    expect(await clientPlans(user.id)).toHaveLength(1);

    const fromRecipe = await caller.clients.acceptFormSubmission({ id: recipe.id });
    expect((await clientPlans(user.id)).find((plan) => plan.id === fromRecipe.planId)).toMatchObject({
      folderId: ana.id,
      recipePlan: true,
      fromForm: true,
      name: "Ana's recipe eBook",
    });
  });

  it('dismissing removes the submission and changes nothing else', async () => {
    const { user, caller, handle, ana } = await practice();
    await guest().publicPages.submitClientForm(intake(handle));
    const [waiting] = await caller.clients.formSubmissions();
    const before = await folderOf(ana.id);
    expect(await caller.clients.dismissFormSubmission({ id: waiting!.id })).toEqual({
      messageKey: 'formSubmissionDismissed',
    });
    expect(await caller.clients.formSubmissions()).toEqual([]);
    expect(await folderOf(ana.id)).toEqual(before);
    expect(await clientPlans(user.id)).toHaveLength(1);
    await expect(caller.clients.dismissFormSubmission({ id: waiting!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('another professional cannot see, accept or dismiss it', async () => {
    const { caller, handle } = await practice();
    await guest().publicPages.submitClientForm(intake(handle));
    const [waiting] = await caller.clients.formSubmissions();
    const { caller: other } = await signedIn(env, 'nutritionist', { mealSlots: -1 });
    expect(await other.clients.formSubmissions()).toEqual([]);
    for (const call of [other.clients.acceptFormSubmission, other.clients.dismissFormSubmission]) {
      await expect(call({ id: waiting!.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await caller.clients.formSubmissions()).toHaveLength(1);
  });

  it('accepted twice at once, it applies once', async () => {
    const { user, caller, handle } = await practice({ mealSlots: -1 });
    await guest().publicPages.submitClientForm(intake(handle));
    const [waiting] = await caller.clients.formSubmissions();
    const results = await Promise.allSettled([
      caller.clients.acceptFormSubmission({ id: waiting!.id }),
      caller.clients.acceptFormSubmission({ id: waiting!.id }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'NOT_FOUND' } });
    expect(await clientPlans(user.id)).toHaveLength(2);
  });

  it('two submissions accepted at once for the last slot make one plan', async () => {
    const { user, caller, handle } = await practice();
    await guest().publicPages.submitClientForm(intake(handle));
    await guest().publicPages.submitRecipeForm({ handle, name: 'Ana', email: 'ana.lima@example.test' });
    const waiting = await caller.clients.formSubmissions();
    const results = await Promise.allSettled(
      waiting.map((s) => caller.clients.acceptFormSubmission({ id: s.id })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'FORBIDDEN' } });
    expect(await clientPlans(user.id)).toHaveLength(2);
  });
});

describe('a form sent with a new e-mail', () => {
  it('files a new prospective client, makes no plan, and its request waits for the professional', async () => {
    const { user, caller, handle } = await practice();
    await guest().publicPages.submitClientForm(intake(handle, { email: 'bo@example.test', name: 'Bo Chen' }));
    await guest().publicPages.submitRecipeForm({ handle, name: 'Cy Dee', email: 'cy@example.test' });
    await guest().promoEbook.submitForm(lead(handle, { email: 'di@example.test', name: 'Di Eve' }));

    const [bo] = await db().select().from(folders).where(eq(folders.email, 'bo@example.test'));
    expect(bo).toMatchObject({
      userId: user.id,
      client: 'Bo Chen',
      mainMeals: ['lunch', 'dinner'],
      snacks: 3,
    });
    const [di] = await db().select().from(folders).where(eq(folders.email, 'di@example.test'));
    expect(di).toMatchObject({ client: 'Di Eve', promo: 'Seven Easy Dinners' });
    expect(await clientPlans(user.id)).toHaveLength(1);

    // The plans wait; a promo lead has nothing left to accept, its folder is the lead.
    const waiting = await caller.clients.formSubmissions();
    expect(waiting.map((s) => [s.client, s.answers.kind, s.newClient]).sort()).toEqual([
      ['Bo Chen', 'intake', true],
      ['Cy Dee', 'recipe', true],
    ]);
    const boForm = waiting.find((s) => s.client === 'Bo Chen')!;
    const { planId } = await caller.clients.acceptFormSubmission({ id: boForm.id });
    expect((await clientPlans(user.id)).find((plan) => plan.id === planId)).toMatchObject({
      folderId: bo!.id,
      fromForm: true,
    });
  });

  it('many forms from guests spend no slot', async () => {
    const { user, handle } = await practice({ mealSlots: 5 });
    for (let i = 0; i < 6; i += 1) {
      await guest().publicPages.submitRecipeForm({ handle, name: `Guest ${i}`, email: `g${i}@example.test` });
    }
    expect(await clientPlans(user.id)).toHaveLength(1);
    expect(await db().$count(formSubmissions, eq(formSubmissions.userId, user.id))).toBe(6);
  });
});

describe('the professional selector', () => {
  it('answers only what the selector shows, for names that begin with the words typed', async () => {
    const { handle } = await practice({ firstName: 'Marta', lastName: 'Quist' });
    await signedIn(env, 'dietitian', { firstName: 'Marta', lastName: 'Noform' });
    const found = await guest().publicPages.findProfessionals({ query: 'marta qu' });
    expect(found).toHaveLength(1);
    expect(Object.keys(found[0]!).sort()).toEqual([
      'brandColor',
      'handle',
      'logoUrl',
      'name',
      'organisation',
    ]);
    expect(found[0]).toMatchObject({ name: 'Marta Quist', handle });
    expect((await guest().publicPages.findProfessionals({ query: 'Quist' })).map((p) => p.handle)).toEqual([
      handle,
    ]);
    // Letters from the middle of a name, or too few to say whose, list nobody's form.
    expect(await guest().publicPages.findProfessionals({ query: 'rta' })).toEqual([]);
    await expect(guest().publicPages.findProfessionals({ query: 'ma' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('the client record and the intake form (decision 064)', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it('a new client’s form fills the record: allergies ticked and read from the words, words, measures', async () => {
    const { caller, handle } = await practice();
    await guest().publicPages.submitClientForm(
      intake(handle, {
        email: 'bo@example.test',
        name: 'Bo Chen',
        allergies: ['Sesame'],
        avoid: 'Peanuts (allergy), shellfish, mushrooms',
      }),
    );
    const [bo] = await db().select().from(folders).where(eq(folders.email, 'bo@example.test'));
    const expected = {
      weightKg: 70,
      heightCm: 165,
      age: 30,
      ageOn: today(),
      gender: 'female',
      activity: 'sedentary',
      goal: 'g2',
      allergies: ['Peanuts', 'Seafood', 'Sesame'],
      avoidWords: ['mushrooms'],
      lastChange: { source: 'form' },
    };
    expect(await caller.clients.record({ id: bo!.id })).toMatchObject(expected);

    const [waiting] = await caller.clients.formSubmissions();
    expect(waiting).toMatchObject({ newClient: true, recordChanges: [], answers: { allergies: ['Sesame'] } });
    const accepted = await caller.clients.acceptFormSubmission({ id: waiting!.id });
    expect(accepted).toMatchObject({ planId: expect.any(String), recordFields: [] });
    expect(await caller.clients.record({ id: bo!.id })).toMatchObject(expected);
  });

  it('an existing client with an empty record: accepting writes everything the form gave', async () => {
    const { caller, handle, ana } = await practice();
    await guest().publicPages.submitClientForm(intake(handle, { allergies: ['Dairy'], avoid: 'coriander' }));
    expect((await caller.clients.record({ id: ana.id })).updatedAt).toBeNull();
    const [waiting] = await caller.clients.formSubmissions();
    expect(waiting!.recordHasValues).toBe(false);
    expect(waiting!.recordChanges.map((c) => c.field)).toEqual([
      'weightKg',
      'heightCm',
      'age',
      'gender',
      'activity',
      'goal',
      'allergies',
      'avoidWords',
    ]);
    const accepted = await caller.clients.acceptFormSubmission({ id: waiting!.id });
    expect(accepted.recordFields).toHaveLength(8);
    expect(await caller.clients.record({ id: ana.id })).toMatchObject({
      weightKg: 70,
      allergies: ['Dairy'],
      avoidWords: ['coriander'],
      lastChange: { source: 'form', fields: waiting!.recordChanges.map((c) => c.field) },
    });
  });

  it('a later form shows its changes, applies them only on accept, and adds rather than overwrites', async () => {
    const { caller, handle, ana } = await practice();
    await caller.clients.updateRecord({
      id: ana.id,
      weightKg: 75,
      heightCm: 165,
      age: 30,
      gender: 'female',
      activity: 'sedentary',
      goal: 'g2',
      allergies: ['Egg'],
      intolerances: ['Lactose'],
      avoidWords: ['olives'],
      notes: 'Keep this note.',
    });
    const kept = await folderOf(ana.id);

    await guest().publicPages.submitClientForm(
      intake(handle, { weightKg: 70, allergies: ['Peanuts'], avoid: 'Mushrooms, OLIVES' }),
    );
    const [waiting] = await caller.clients.formSubmissions();
    expect(waiting!.recordHasValues).toBe(true);
    expect(waiting!.recordChanges).toEqual([
      { field: 'weightKg', now: '75 kg', next: '70 kg' },
      { field: 'allergies', now: 'Egg', next: 'Egg, Peanuts' },
      { field: 'avoidWords', now: 'olives', next: 'olives, Mushrooms' },
    ]);
    // Nothing is applied while it waits.
    expect(await folderOf(ana.id)).toEqual(kept);

    const accepted = await caller.clients.acceptFormSubmission({ id: waiting!.id });
    expect(accepted.recordFields).toEqual(['weightKg', 'allergies', 'avoidWords']);
    const record = await caller.clients.record({ id: ana.id });
    expect(record).toMatchObject({
      weightKg: 70,
      age: 30,
      ageOn: kept.ageOn,
      allergies: ['Egg', 'Peanuts'],
      intolerances: ['Lactose'],
      avoidWords: ['olives', 'Mushrooms'],
      notes: 'Keep this note.',
      lastChange: { source: 'form', fields: ['weightKg', 'allergies', 'avoidWords'] },
    });
    expect(record.updatedAt!.getTime()).toBeGreaterThanOrEqual(kept.recordUpdatedAt!.getTime());
  });

  it('dismissing the form, or accepting it with no free slot, leaves the record as it was', async () => {
    const { caller, handle, ana } = await practice({ mealSlots: 1 });
    await caller.clients.updateRecord({ id: ana.id, weightKg: 75, allergies: ['Egg'] });
    const kept = await folderOf(ana.id);
    await guest().publicPages.submitClientForm(intake(handle, { allergies: ['Peanuts'] }));
    const [waiting] = await caller.clients.formSubmissions();
    await expect(caller.clients.acceptFormSubmission({ id: waiting!.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await folderOf(ana.id)).toEqual(kept);
    await caller.clients.dismissFormSubmission({ id: waiting!.id });
    expect(await folderOf(ana.id)).toEqual(kept);
  });
});
