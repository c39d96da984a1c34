import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import { dayTotals } from '../../../shared/planning/day-totals.ts';
import { shopperAmount } from '../../../shared/planning/shopper-amounts.ts';
import { createFood } from '../../../../tests/factories/foods.ts';
import { createFolder, createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { pdfPages } from '../../../../tests/support/pdf-text.ts';
import { signedIn, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { creditHistory, folders, foods, mealDownloads, mealPlans, users } from '../../db/schema/index.ts';
import { recordMealPlanDownload } from './download.ts';
import { documentRenders } from './stored-documents.ts';

const env = useTestEnvironment();
const db = () => env.database.db;

const pdfOf = (file: { base64: string }) => Buffer.from(file.base64, 'base64');

/** A recipe "Crème brûlée ½ cup" for 2 serves: ½ cup of cream (120 g a cup) and 40 g of sugar, with a method. */
async function cremeBrulee(overrides: Record<string, unknown> = {}) {
  const cream = await createFood(db(), { name: 'Cream, pure' }, [{ name: 'cup', unit: 'cup', weight: 120 }]);
  const sugar = await createFood(db(), { name: 'Sugar, white' });
  return createRecipe(
    db(),
    {
      name: 'Crème brûlée ½ cup',
      numberOfServes: 2,
      methods: ['Heat the cream to 80 °C – do not boil.', 'Bake in a water bath.'],
      ...overrides,
    },
    [
      { food: cream, portion: cream.portions[0]!, quantity: 0.5 },
      { food: sugar, quantity: 40 },
    ],
  );
}

describe('documents.mealPlan', () => {
  it('prints the plan: accented client and recipe, scaled quantities, each day’s totals, the shopping list', async () => {
    const { user, caller } = await signedIn(env, 'dietitian', {
      downloadCredits: -1,
      energyUnit: 'Cal',
      firstName: 'Anaïs',
      lastName: 'Lefèvre',
    });
    const folder = await createFolder(db(), user, { client: 'Zoë Ngāti' });
    const dessert = await cremeBrulee();
    const toast = await createRecipe(db(), { name: 'Toast with jam' });
    const plan = await createMealPlan(
      db(),
      user,
      {
        name: 'Spring week',
        folderId: folder.id,
        energyTargetKj: 8400,
        description: 'Light meals – mostly.',
      },
      [
        { recipe: dessert, day: 1, mealType: 'dinner', serves: 3 },
        { recipe: toast, day: 1, mealType: 'breakfast' },
        { recipe: toast, day: 2, mealType: 'breakfast', serves: 2 },
        { recipe: null, day: 2, mealType: 'lunch' },
      ],
    );
    const file = await caller.documents.mealPlan({ id: plan.id });
    expect(file.fileName).toBe('Spring-week.pdf');
    const bytes = pdfOf(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const pages = await pdfPages(bytes);
    const text = pages.join('\n');

    expect(pages[0]).toContain('Zoë Ngāti');
    expect(pages[0]).toContain('Spring week');
    expect(pages[0]).toContain('Light meals – mostly.');
    expect(pages[0]).toContain(`Daily energy target: ${formatNutrient('energyKj', 8400, 'Cal')}`);
    expect(text).toContain('Crème brûlée ½ cup');
    expect(text).toContain('Toast with jam');
    expect(text).toContain('No meal');
    // 3 serves of a 2-serve recipe: ½ cup × 1.5 = ¾ cup (90 g), 40 g × 1.5 = 60 g.
    expect(text).toMatch(/¾ cup Cream, pure 90 g/);
    expect(text).toMatch(/60 g Sugar, white/);
    expect(text).toContain('Heat the cream to 80 °C – do not boil.');
    // Each day's energy and macros, as the planner adds them up, in the reader's unit.
    const got = await caller.mealPlans.get({ id: plan.id });
    for (const day of [1, 2]) {
      const totals = dayTotals(got.meals, day);
      expect(text).toContain(formatNutrient('energyKj', totals.energyKj, 'Cal'));
      expect(text).toContain(formatNutrient('protein', totals.protein, 'Cal'));
      expect(text).toContain(`${Math.round((totals.energyKj / 8400) * 100)}% of target`);
    }
    expect(text).not.toContain(' kJ');
    // The shopping list is the planner's: the same aisles, foods and amounts to buy.
    const list = await caller.mealPlans.shoppingList({ id: plan.id });
    const shoppingPage = pages.at(-1)!;
    expect(shoppingPage).toContain('Shopping list');
    for (const item of list.items) {
      expect(shoppingPage).toContain(item.aisle);
      expect(shoppingPage).toContain(item.foodName);
      expect(shoppingPage).toContain(shopperAmount(item).amount);
    }
    expect(text).toContain('Prepared by Anaïs Lefèvre');
  });

  it('leaves the methods out when the owner hides instructions, and lays out US Letter when asked', async () => {
    const { user, caller } = await signedIn(env, 'nutritionist', {
      downloadCredits: -1,
      hideInstructions: true,
    });
    const plan = await createMealPlan(db(), user, {}, [{ recipe: await cremeBrulee() }]);
    const bytes = pdfOf(await caller.documents.mealPlan({ id: plan.id, paper: 'Letter' }));
    const text = (await pdfPages(bytes)).join('\n');
    expect(text).toContain('Crème brûlée ½ cup');
    expect(text).toContain('Ingredients');
    expect(text).not.toContain('Method');
    expect(text).not.toContain('Heat the cream');
    expect(bytes.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
  });

  it('embeds the recipe photo and the custom logo, read from storage', async () => {
    const { user, caller } = await signedIn(env, 'dietitian', { downloadCredits: -1 });
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#c04040' },
    })
      .png()
      .toBuffer();
    await env.services.storage.put('recipes/1_photo.png', png, 'image/png');
    const webp = await sharp(png).webp().toBuffer();
    await env.services.storage.put('profilephotos/2_logo.webp', webp, 'image/webp');
    await db().update(users).set({ customLogo: 'profilephotos/2_logo.webp' }).where(eq(users.id, user.id));
    const recipe = await createRecipe(db(), { name: 'Photo salad', photoKey: 'recipes/1_photo.png' });
    const plan = await createMealPlan(db(), user, {}, [{ recipe }]);
    const bytes = pdfOf(await caller.documents.mealPlan({ id: plan.id }));
    const images = bytes.toString('latin1').match(/\/Subtype \/Image/g) ?? [];
    expect(images.length).toBeGreaterThanOrEqual(2);
  });
});

describe('download credits', () => {
  const historyOf = (userId: string) =>
    db().select().from(creditHistory).where(eq(creditHistory.userId, userId));
  const creditsOf = async (userId: string) =>
    (await db().select().from(users).where(eq(users.id, userId)))[0]!.downloadCredits;
  const planRow = async (id: string) => (await db().select().from(mealPlans).where(eq(mealPlans.id, id)))[0]!;

  it('the first download of a plan takes one credit; later ones and double clicks take none', async () => {
    const { user, caller } = await signedIn(env, 'dietitian', { downloadCredits: 2 });
    const recipe = await createRecipe(db());
    const first = await createMealPlan(db(), user, { name: 'First', snacks: 1 }, [{ recipe }]);
    expect((await caller.documents.mealPlan({ id: first.id })).tookCredit).toBe(true);
    expect((await caller.documents.mealPlan({ id: first.id })).tookCredit).toBe(false);
    expect(await creditsOf(user.id)).toBe(1);
    expect(await planRow(first.id)).toMatchObject({
      hasDownloaded: true,
      hasTakenCredit: true,
      downloads: 2,
    });

    const second = await createMealPlan(db(), user, { name: 'Second' }, [{ recipe }]);
    const clicks = await Promise.all([
      caller.documents.mealPlan({ id: second.id }),
      caller.documents.mealPlan({ id: second.id }),
    ]);
    expect(clicks.filter((click) => click.tookCredit)).toHaveLength(1);
    expect(await creditsOf(user.id)).toBe(0);
    expect(await planRow(second.id)).toMatchObject({ hasTakenCredit: true, downloads: 2 });

    const history = await historyOf(user.id);
    expect(history.map((line) => [line.type, line.planName]).sort()).toEqual([
      ['minus', 'First'],
      ['minus', 'Second'],
    ]);
    const records = await db().select().from(mealDownloads).where(eq(mealDownloads.creatorId, user.id));
    expect(records).toHaveLength(4);
    expect(records.find((record) => record.planId === first.id && record.tookCredit)).toMatchObject({
      planName: 'First',
      snacks: 1,
      mainMeals: ['breakfast', 'lunch', 'dinner'],
      recipes: [recipe.id],
      subscription: null,
    });

    // With no credit left, a new plan is refused and nothing is written; one already paid for still downloads.
    const third = await createMealPlan(db(), user, { name: 'Third' }, [{ recipe }]);
    await expect(caller.documents.mealPlan({ id: third.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: messages.subscriptionRequired,
    });
    expect(await creditsOf(user.id)).toBe(0);
    expect(await planRow(third.id)).toMatchObject({ hasDownloaded: false, downloads: 0 });
    expect(await db().$count(mealDownloads, eq(mealDownloads.planId, third.id))).toBe(0);
    expect((await caller.documents.mealPlan({ id: first.id })).tookCredit).toBe(false);
    expect(await historyOf(user.id)).toHaveLength(2);
  });

  it('five downloads of a new plan at once with one credit left: one takes it, all five are recorded', async () => {
    const { user } = await signedIn(env, 'dietitian', { downloadCredits: 1 });
    const plan = await createMealPlan(db(), user, {}, [{ recipe: await createRecipe(db()) }]);
    const planner = { id: user.id, role: user.role };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => recordMealPlanDownload(db(), planner, plan.id, { version: 'v1' })),
    );
    expect(results.filter((result) => result.tookCredit)).toHaveLength(1);
    expect(await creditsOf(user.id)).toBe(0);
    expect(await historyOf(user.id)).toHaveLength(1);
    expect(await planRow(plan.id)).toMatchObject({ hasTakenCredit: true, downloads: 5 });
    expect(await db().$count(mealDownloads, eq(mealDownloads.planId, plan.id))).toBe(5);
  });

  it('unlimited (-1) stays -1 and writes no credit line', async () => {
    const { user, caller } = await signedIn(env, 'personal_trainer', { downloadCredits: -1 });
    const plan = await createMealPlan(db(), user, {}, [{ recipe: await createRecipe(db()) }]);
    expect((await caller.documents.mealPlan({ id: plan.id })).tookCredit).toBe(false);
    expect(await creditsOf(user.id)).toBe(-1);
    expect(await historyOf(user.id)).toHaveLength(0);
    expect(await planRow(plan.id)).toMatchObject({ hasDownloaded: true, downloads: 1 });
  });

  /** Moves every download of the plan back by `days`, as if it had been downloaded that long ago. */
  const ageDownloads = (planId: string, days: number) =>
    db()
      .update(mealDownloads)
      .set({ dateDownloaded: sql`${mealDownloads.dateDownloaded} - make_interval(days => ${days})` })
      .where(eq(mealDownloads.planId, planId));

  it('a credit covers the plan and its edits for 30 days; after them a changed plan takes a new one', async () => {
    const { user, caller } = await signedIn(env, 'dietitian', { downloadCredits: 2 });
    const soup = await createRecipe(db(), { name: 'Pumpkin soup' });
    const salad = await createRecipe(db(), { name: 'Green salad' });
    const plan = await createMealPlan(db(), user, { name: 'Week one' }, [{ recipe: soup }]);
    expect(await caller.documents.mealPlanCharge({ id: plan.id })).toMatchObject({ takesCredit: true });
    expect((await caller.documents.mealPlan({ id: plan.id })).tookCredit).toBe(true);

    // Within the 30 days the plan may be renamed and refilled: the same credit covers it.
    await caller.mealPlans.rename({ id: plan.id, name: 'Another client entirely' });
    await caller.mealPlans.addMeals({ planId: plan.id, day: 3, mealType: 'dinner', recipeIds: [salad.id] });
    const charge = await caller.documents.mealPlanCharge({ id: plan.id });
    expect(charge.takesCredit).toBe(false);
    expect(charge.coveredUntil!.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect((await caller.documents.mealPlan({ id: plan.id })).tookCredit).toBe(false);
    expect(await creditsOf(user.id)).toBe(1);

    // After them the version last downloaded stays free; a changed plan takes a new credit.
    await ageDownloads(plan.id, 31);
    expect((await caller.documents.mealPlan({ id: plan.id, paper: 'Letter' })).tookCredit).toBe(false);
    await caller.mealPlans.rename({ id: plan.id, name: 'Week two' });
    expect(await caller.documents.mealPlanCharge({ id: plan.id })).toMatchObject({
      takesCredit: true,
      coveredUntil: null,
    });
    expect((await caller.documents.mealPlan({ id: plan.id })).tookCredit).toBe(true);
    expect(await creditsOf(user.id)).toBe(0);
    expect((await historyOf(user.id)).map((line) => line.planName).sort()).toEqual(['Week one', 'Week two']);

    // With none left, the next changed version after the window is refused and nothing is written.
    await ageDownloads(plan.id, 31);
    await caller.mealPlans.rename({ id: plan.id, name: 'Week three' });
    const downloads = (await planRow(plan.id)).downloads;
    await expect(caller.documents.mealPlan({ id: plan.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: messages.subscriptionRequired,
    });
    expect(await creditsOf(user.id)).toBe(0);
    expect((await planRow(plan.id)).downloads).toBe(downloads);
    expect(await db().$count(mealDownloads, eq(mealDownloads.planId, plan.id))).toBe(downloads);
  });

  it('unlimited (-1) is never decremented, whatever the plan becomes after the window', async () => {
    const { user, caller } = await signedIn(env, 'dietitian', { downloadCredits: -1 });
    const plan = await createMealPlan(db(), user, { name: 'Open week' }, [
      { recipe: await createRecipe(db()) },
    ]);
    expect(await caller.documents.mealPlanCharge({ id: plan.id })).toMatchObject({ takesCredit: false });
    await caller.documents.mealPlan({ id: plan.id });
    await ageDownloads(plan.id, 40);
    await caller.mealPlans.rename({ id: plan.id, name: 'Changed week' });
    expect((await caller.documents.mealPlan({ id: plan.id })).tookCredit).toBe(false);
    expect(await creditsOf(user.id)).toBe(-1);
    expect(await historyOf(user.id)).toHaveLength(0);
  });

  it('another user’s plan is not found, and nothing is taken or written', async () => {
    const owner = await signedIn(env, 'dietitian', { downloadCredits: 3 });
    const other = await signedIn(env, 'dietitian', { downloadCredits: 3 });
    const plan = await createMealPlan(db(), owner.user, {}, [{ recipe: await createRecipe(db()) }]);
    await expect(other.caller.documents.mealPlan({ id: plan.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: messages.noMealPlan,
    });
    await expect(other.caller.documents.recipePlan({ id: plan.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await creditsOf(other.user.id)).toBe(3);
    expect(await creditsOf(owner.user.id)).toBe(3);
    expect(await planRow(plan.id)).toMatchObject({ hasDownloaded: false, downloads: 0 });
    expect(await db().$count(mealDownloads)).toBe(0);
    expect(await db().$count(creditHistory)).toBe(0);
  });
});

describe('recipe eBooks and recipes', () => {
  it('an eBook has a cover, contents with page numbers and one recipe a page, and takes no credit', async () => {
    const { user, caller } = await signedIn(env, 'dietitian', {
      downloadCredits: 0,
      recipePlanDescription: 'Recipes for the whole family.',
    });
    const recipes = [await cremeBrulee(), await createRecipe(db(), { name: 'Pavlova' })];
    const plan = await createMealPlan(db(), user, { recipePlan: true, name: 'Desserts' }, [
      { recipe: recipes[0]!, mealType: 'desert' },
      { recipe: recipes[1]!, mealType: 'desert' },
    ]);
    const pages = await pdfPages(pdfOf(await caller.documents.recipePlan({ id: plan.id })));
    expect(pages[0]).toContain('Desserts');
    expect(pages[0]).toContain('Recipes for the whole family.');
    expect(pages[1]).toMatch(/Contents Crème brûlée ½ cup 3 Pavlova 4/);
    expect(pages[2]).toContain('Crème brûlée ½ cup');
    // A recipe plan's meals are 1 serve each (the plan's default): the 2-serve recipe is halved.
    expect(pages[2]).toContain('Makes 1 serve');
    expect(pages[2]).toContain('¼ cup Cream, pure 30 g');
    expect(pages[3]).toContain('Pavlova');
    expect(await db().$count(creditHistory)).toBe(0);
    expect(await db().$count(mealDownloads)).toBe(0);
    // A meal plan is not an eBook and an eBook is not a meal plan.
    await expect(caller.documents.mealPlan({ id: plan.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a single recipe prints for its own serves, for any user who may see it, and not for a hidden one', async () => {
    const { caller } = await signedIn(env, 'member');
    const recipe = await cremeBrulee();
    const pages = await pdfPages(pdfOf(await caller.documents.recipe({ id: recipe.id })));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Crème brûlée ½ cup');
    expect(pages[0]).toContain('Makes 2 serves');
    expect(pages[0]).toContain('½ cup Cream, pure 60 g');
    const hidden = await createRecipe(db(), {
      name: 'Secret',
      isPrivate: true,
      userId: (await signedIn(env, 'dietitian')).user.id,
    });
    await expect(caller.documents.recipe({ id: hidden.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe("the client's record in the documents (issue 29)", () => {
  /**
   * A client allergic to peanuts who avoids mushrooms and is lactose intolerant, and a plan with a meal of
   * each kind placed by hand: peanut toast (a Peanuts food), mushroom risotto (the word), plain porridge.
   */
  async function conflictingPlan(options: { recipePlan?: boolean } = {}) {
    const { user, caller } = await signedIn(env, 'dietitian', { downloadCredits: -1 });
    const folder = await createFolder(db(), user, {
      client: 'Ana Lee',
      allergies: ['Peanuts'],
      avoidWords: ['mushrooms'],
      intolerances: ['Lactose'],
    });
    const peanutButter = await createFood(db(), { name: 'Peanut butter', tags: ['Peanuts'] });
    const mushrooms = await createFood(db(), { name: 'Mushrooms, white, raw' });
    const oats = await createFood(db(), { name: 'Oats, rolled' });
    const toast = await createRecipe(db(), { name: 'Peanut toast', nutritionTags: ['Peanuts'] }, [
      { food: peanutButter, quantity: 30 },
    ]);
    const risotto = await createRecipe(db(), { name: 'Mushroom risotto' }, [{ food: mushrooms }]);
    const porridge = await createRecipe(db(), { name: 'Plain porridge' }, [{ food: oats, quantity: 60 }]);
    const plan = await createMealPlan(
      db(),
      user,
      { name: 'Safe week', folderId: folder.id, recipePlan: options.recipePlan ?? false },
      options.recipePlan
        ? [{ recipe: toast }, { recipe: risotto }, { recipe: porridge }]
        : [
            { recipe: toast, day: 1, mealType: 'breakfast' },
            { recipe: risotto, day: 1, mealType: 'dinner' },
            { recipe: porridge, day: 2, mealType: 'breakfast' },
          ],
    );
    return { user, caller, folder, plan, oats };
  }

  const peanutWarning = 'Contains Peanuts (Peanut butter)';
  const mushroomWarning = 'Avoided: mushrooms (Mushrooms, white, raw)';

  it("states the record on the cover and warns on a conflicting meal's day cell and recipe page", async () => {
    const { caller, plan } = await conflictingPlan();
    const pages = await pdfPages(pdfOf(await caller.documents.mealPlan({ id: plan.id })));
    expect(pages[0]).toContain('Allergies and foods to avoid');
    expect(pages[0]).toContain('Allergies: Peanuts');
    expect(pages[0]).toContain('Foods to avoid: mushrooms');
    expect(pages[0]).toContain('Intolerances: Lactose');
    // The 7-day table: the warning under the meal, with its sign.
    const grid = pages.find((page) => page.includes('Your 7-day plan'))!;
    expect(grid).toContain(`⚠ ${peanutWarning}`);
    expect(grid).toContain(`⚠ ${mushroomWarning}`);
    // Each recipe's page: the conflicting ones warn, the safe one does not.
    const recipePage = (name: string) => pages.find((page) => page.startsWith(`${name} `))!;
    expect(recipePage('Peanut toast')).toContain(peanutWarning);
    expect(recipePage('Mushroom risotto')).toContain(mushroomWarning);
    expect(recipePage('Plain porridge')).not.toContain('⚠');
    expect(recipePage('Plain porridge')).not.toContain('Contains');
    // The shopping list names neither food and says why they are not on it.
    const shopping = pages.at(-1)!;
    expect(shopping).toContain('Oats');
    expect(shopping).not.toContain('Peanut butter');
    expect(shopping).not.toContain('Mushrooms');
    expect(shopping).toContain('2 foods are left off: they go against your allergies or foods to avoid');
  });

  it('a plan whose client has no record prints no warning and no record', async () => {
    const { user, caller } = await signedIn(env, 'dietitian', { downloadCredits: -1 });
    const plan = await createMealPlan(db(), user, {}, [
      { recipe: await createRecipe(db(), { name: 'Peanut toast', nutritionTags: ['Peanuts'] }) },
    ]);
    const text = (await pdfPages(pdfOf(await caller.documents.mealPlan({ id: plan.id })))).join('\n');
    expect(text).toContain('Peanut toast');
    expect(text).not.toContain('⚠');
    expect(text).not.toContain('Allergies');
    expect(text).not.toContain('Contains Peanuts');
  });

  it('a recipe eBook states the record on its cover and warns on its recipe pages', async () => {
    const { caller, plan } = await conflictingPlan({ recipePlan: true });
    const pages = await pdfPages(pdfOf(await caller.documents.recipePlan({ id: plan.id })));
    expect(pages[0]).toContain('Allergies: Peanuts');
    expect(pages[0]).toContain('Foods to avoid: mushrooms');
    expect(pages.find((page) => page.startsWith('Peanut toast '))).toContain(peanutWarning);
    expect(pages.find((page) => page.startsWith('Plain porridge '))).not.toContain('⚠');
  });

  it('a stored PDF is made again when the record or a meal’s conflicts change, never served stale', async () => {
    const { caller, folder, plan, oats } = await conflictingPlan();
    const download = async () =>
      (await pdfPages(pdfOf(await caller.documents.mealPlan({ id: plan.id })))).join('\n');
    const before = documentRenders();
    await download();
    await download();
    expect(documentRenders() - before).toBe(1);

    // The record changes: a new avoided word, on the cover at once.
    await db()
      .update(folders)
      .set({ avoidWords: ['mushrooms', 'coriander'] })
      .where(eq(folders.id, folder.id));
    expect(await download()).toContain('Foods to avoid: mushrooms, coriander');
    expect(documentRenders() - before).toBe(2);

    // A food's flags change: the porridge now contains peanuts, and its meal says so.
    await db()
      .update(foods)
      .set({ tags: ['Peanuts'] })
      .where(eq(foods.id, oats.id));
    expect(await download()).toContain('Contains Peanuts (Oats, rolled)');
    expect(documentRenders() - before).toBe(3);
  });
});
