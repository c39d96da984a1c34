import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { signedIn as signedInAs, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import {
  folders,
  mailOutbox,
  marketplaceListings,
  mealPlans,
  meals,
  recipes,
  users,
} from '../../db/schema/index.ts';

const env = useTestEnvironment();
const db = () => env.database.db;

/** A user of `role` (unlimited meal slots unless told) and their caller. */
const signedIn = (role: Role, mealSlots = -1) => signedInAs(env, role, { mealSlots });

/** A dietitian's plan of two days with published recipes, ready to list. */
async function listablePlan(owner: { id: string }, names = ['Lentil soup', 'Chicken salad', 'Beef stew']) {
  const [soup, salad, stew] = await Promise.all(
    names.map((name) => createRecipe(db(), { name, tags: ['Lunch'], nutritionTags: ['Gluten Free'] })),
  );
  return createMealPlan(db(), owner, { name: 'Source plan', energyTargetKj: 8000 }, [
    { recipe: soup! },
    { recipe: salad! },
    { recipe: stew! },
    { recipe: soup!, day: 2, mealType: 'breakfast', serves: 2 },
  ]);
}

async function listed(role: Role = 'dietitian', names?: string[]) {
  const owner = await signedIn(role);
  const plan = await listablePlan(owner.user, names);
  const { id } = await owner.caller.marketplace.add({
    planId: plan.id,
    name: 'High protein week',
    description: 'Seven days of easy lunches',
  });
  return { owner, plan, listingId: id };
}

describe('listing a plan', () => {
  it('adds a snapshot of the owner’s plan that later edits of the plan do not change, and removes it', async () => {
    const owner = await signedIn('dietitian');
    const plan = await listablePlan(owner.user);
    const result = await owner.caller.marketplace.add({
      planId: plan.id,
      name: ' Week one ',
      description: '',
    });
    expect(messages[result.messageKey]).toBe('Meal plan has been added to the Marketplace');

    const browser = await signedIn('member');
    const before = await browser.caller.marketplace.preview({ listingId: result.id });
    expect(before).toMatchObject({ name: 'Week one', days: 2, rating: 3.5, ratingCount: 0, mine: false });
    expect(before.plan.map((day) => day.meals.length)).toEqual([3, 1]);
    expect(before.plan[1]!.meals[0]).toMatchObject({ mealType: 'breakfast', serves: 2 });
    expect(before.plan[0]!.totals.energyKj).toBeGreaterThan(0);

    // The owner empties the source plan: the listing still shows what was listed.
    await db().delete(meals).where(eq(meals.planId, plan.id));
    expect((await browser.caller.marketplace.preview({ listingId: result.id })).plan).toEqual(before.plan);

    await expect(
      owner.caller.marketplace.add({ planId: plan.id, name: 'Again', description: '' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: messages.alreadyInMarketplace });

    const removed = await owner.caller.marketplace.remove({ id: plan.id });
    expect(messages[removed.messageKey]).toBe('Meal plan has been removed from the Marketplace');
    expect((await browser.caller.marketplace.search({})).items).toEqual([]);
    await expect(browser.caller.marketplace.preview({ listingId: result.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await owner.caller.marketplace.mine()).toMatchObject([{ id: result.id, status: 'unlisted' }]);
  });

  it('refuses a plan with a recipe that is not published, an empty plan, and another’s plan', async () => {
    const owner = await signedIn('nutritionist');
    const published = await createRecipe(db());
    // The owner's own my recipe and recipes waiting for review may be in their plans (issue 30), placed by
    // the picker: never in a listing.
    const mine = await createRecipe(db(), { userId: owner.user.id, isPrivate: true });
    const pending = await createRecipe(db(), { userId: owner.user.id, status: 'pending' });
    const requested = await createRecipe(db(), { userId: owner.user.id, status: 'requested' });
    for (const recipe of [mine, pending, requested]) {
      const plan = await createMealPlan(db(), owner.user, {}, [{ recipe: published }]);
      await owner.caller.mealPlans.addMeals({
        planId: plan.id,
        day: 3,
        mealType: 'dinner',
        recipeIds: [recipe.id],
      });
      await expect(
        owner.caller.marketplace.add({ planId: plan.id, name: 'Mine', description: '' }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: messages.planUsesOwnRecipes });
    }
    // Another user's recipe that left the catalogue after it was placed: not the owner's to fix as their own.
    const elsewhere = await createRecipe(db());
    const plan = await createMealPlan(db(), owner.user, {}, [{ recipe: elsewhere }]);
    await db().update(recipes).set({ status: 'pending' }).where(eq(recipes.id, elsewhere.id));
    await expect(
      owner.caller.marketplace.add({ planId: plan.id, name: 'Theirs', description: '' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: messages.marketplaceRecipesNotPublished });
    const empty = await createMealPlan(db(), owner.user);
    await expect(
      owner.caller.marketplace.add({ planId: empty.id, name: 'Empty', description: '' }),
    ).rejects.toMatchObject({ message: messages.marketplaceEmptyPlan });

    const other = await signedIn('dietitian');
    const theirs = await listablePlan(other.user);
    await expect(
      owner.caller.marketplace.add({ planId: theirs.id, name: 'Taken', description: '' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: messages.noMealPlan });
    await expect(owner.caller.marketplace.remove({ id: theirs.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await db().$count(marketplaceListings)).toBe(0);
  });
});

describe('browsing', () => {
  it('finds a plan by a recipe name, a misspelt word and its description; filters, sorts and pages', async () => {
    const { listingId } = await listed('dietitian', ['Lentil soup', 'Chicken salad', 'Beef stew']);
    const second = await listed('naturopath', ['Tofu curry', 'Rice bowl', 'Miso soup']);
    const viewer = await signedIn('personal_trainer');
    const ids = async (input: Parameters<typeof viewer.caller.marketplace.search>[0]) =>
      (await viewer.caller.marketplace.search(input)).items.map((item) => item.id);

    expect(await ids({ query: 'lentil' })).toEqual([listingId]);
    expect(await ids({ query: 'lentl' })).toEqual([listingId]);
    expect(await ids({ query: 'curyy' })).toEqual([second.listingId]);
    expect(await ids({ query: 'soup' })).toHaveLength(2);
    expect(await ids({ query: 'lunches' })).toHaveLength(2);
    expect(await ids({ query: 'zzzzqq' })).toEqual([]);
    expect(await ids({ mealTags: ['Lunch'], nutritionTags: ['Gluten Free'] })).toHaveLength(2);
    expect(await ids({ nutritionTags: ['Vegan'] })).toEqual([]);
    expect(await ids({ minEnergyKj: 99_999 })).toEqual([]);

    await (await signedIn('member')).caller.marketplace.rate({ listingId: second.listingId, rating: 5 });
    expect(await ids({ sort: 'bestRated' })).toEqual([second.listingId, listingId]);
    expect(await ids({ minRating: 4 })).toEqual([second.listingId]);
    expect(await ids({ sort: 'newest' })).toEqual([second.listingId, listingId]);
    await viewer.caller.marketplace.copy({ listingId });
    expect(await ids({ sort: 'mostCopied' })).toEqual([listingId, second.listingId]);
    expect(await viewer.caller.marketplace.search({ cursor: 2 })).toEqual({ items: [], nextCursor: null });
  });
});

describe('ratings', () => {
  it('one per user, changeable and deletable; the average to 2 decimals, 3.5 without any', async () => {
    const { owner, listingId } = await listed();
    const average = async () => (await owner.caller.marketplace.preview({ listingId })).rating;
    expect(await average()).toBe(3.5);

    const a = await signedIn('member');
    const b = await signedIn('dietitian');
    const c = await signedIn('admin');
    expect(
      messages[(await a.caller.marketplace.rate({ listingId, rating: 5, comment: 'Great' })).messageKey],
    ).toBe('Thank you for your rating!');
    await b.caller.marketplace.rate({ listingId, rating: 4 });
    await c.caller.marketplace.rate({ listingId, rating: 4 });
    expect(await average()).toBe(4.33);
    expect(messages[(await a.caller.marketplace.rate({ listingId, rating: 1 })).messageKey]).toBe(
      'Rating saved',
    );
    expect(await average()).toBe(3);
    const preview = await a.caller.marketplace.preview({ listingId });
    expect(preview).toMatchObject({ ratingCount: 3, myRating: { rating: 1, comment: '' } });

    expect(messages[(await a.caller.marketplace.deleteRating({ listingId })).messageKey]).toBe(
      'Rate deleted',
    );
    expect(await average()).toBe(4);
    await expect(a.caller.marketplace.deleteRating({ listingId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    await expect(owner.caller.marketplace.rate({ listingId, rating: 5 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: messages.ownPlanNotRateable,
    });
    await expect(a.caller.marketplace.rate({ listingId, rating: 6 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('a copy is rated through its listing; without a valid one: "Invalid plan reference"', async () => {
    const { listingId } = await listed();
    const copier = await signedIn('nutritionist');
    const { planId } = await copier.caller.marketplace.copy({ listingId });
    await copier.caller.marketplace.rateCopy({ planId, rating: 2 });
    expect((await copier.caller.marketplace.preview({ listingId })).myRating).toMatchObject({ rating: 2 });

    const plain = await createMealPlan(db(), copier.user);
    await expect(copier.caller.marketplace.rateCopy({ planId: plain.id, rating: 4 })).rejects.toMatchObject({
      message: 'Invalid plan reference',
    });
    await (await signedIn('admin')).caller.marketplace.moderate({ listingId });
    await expect(copier.caller.marketplace.rateCopy({ planId, rating: 4 })).rejects.toMatchObject({
      message: 'Invalid plan reference',
    });
    await expect(copier.caller.marketplace.rate({ listingId, rating: 4 })).rejects.toMatchObject({
      message: 'Invalid plan reference',
    });
  });
});

describe('copying', () => {
  it('puts the plan in the copied plans folder with its meals, taking a meal slot', async () => {
    const { listingId } = await listed();
    const copier = await signedIn('nutritionist', 1);
    const result = await copier.caller.marketplace.copy({ listingId });
    expect(messages[result.messageKey]).toBe('Meal plan has been copied!');
    const [folder] = await db().select().from(folders).where(eq(folders.id, result.folderId));
    expect(folder).toMatchObject({ kind: 'copied', client: 'copied plans', userId: copier.user.id });
    const plan = await copier.caller.mealPlans.get({ id: result.planId });
    expect(plan).toMatchObject({ name: 'High protein week', energyTargetKj: 8000 });
    expect(plan.meals.map((m) => m.recipe?.name)).toEqual(
      expect.arrayContaining(['Lentil soup', 'Chicken salad', 'Beef stew']),
    );
    expect((await copier.caller.marketplace.preview({ listingId })).copies).toBe(1);

    // The one slot is taken: the second copy is refused and leaves nothing behind.
    await expect(copier.caller.marketplace.copy({ listingId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: messages.noFreeMealSlot,
    });
    expect(await db().$count(mealPlans, eq(mealPlans.userId, copier.user.id))).toBe(1);
    expect((await copier.caller.marketplace.preview({ listingId })).copies).toBe(1);
  });

  it('never hands on a recipe that left the catalogue since it was listed: its slot stays empty', async () => {
    const { owner, listingId } = await listed();
    // The soup's owner edits it (back to pending, as an edit of a published recipe does) and makes the stew
    // a my recipe.
    const [soup] = await db().select().from(recipes).where(eq(recipes.name, 'Lentil soup'));
    const [stew] = await db().select().from(recipes).where(eq(recipes.name, 'Beef stew'));
    await db()
      .update(recipes)
      .set({ status: 'pending', userId: owner.user.id })
      .where(eq(recipes.id, soup!.id));
    await db()
      .update(recipes)
      .set({ isPrivate: true, userId: owner.user.id })
      .where(eq(recipes.id, stew!.id));

    const copier = await signedIn('nutritionist');
    const { planId } = await copier.caller.marketplace.copy({ listingId });
    const copied = await db().select().from(meals).where(eq(meals.planId, planId));
    expect(copied.map((meal) => meal.recipeId)).toEqual([expect.any(String)]);
    const plan = await copier.caller.mealPlans.get({ id: planId });
    expect(plan.meals.map((meal) => meal.recipe?.name)).toEqual(['Chicken salad']);
  });

  it('is all or nothing: a failure after the plan is made leaves no plan, meal or count', async () => {
    const { listingId } = await listed();
    const copier = await signedIn('dietitian');
    // A copier removed meanwhile: the plan's insert fails on its owner, after the slot check.
    await db().delete(users).where(eq(users.id, copier.user.id));
    await expect(copier.caller.marketplace.copy({ listingId })).rejects.toBeTruthy();
    expect(await db().$count(mealPlans, eq(mealPlans.copiedFromListingId, listingId))).toBe(0);
    expect(
      (await db().select().from(marketplaceListings).where(eq(marketplaceListings.id, listingId)))[0]!.copies,
    ).toBe(0);
  });

  it('members browse and rate but cannot copy or list', async () => {
    const { listingId } = await listed();
    const member = await signedIn('member');
    await expect(member.caller.marketplace.copy({ listingId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('moderation', () => {
  it('an admin removes any listing; copies made before keep their meals', async () => {
    const { listingId } = await listed();
    const copier = await signedIn('dietitian');
    const { planId } = await copier.caller.marketplace.copy({ listingId });
    const admin = await signedIn('admin');
    expect(messages[(await admin.caller.marketplace.moderate({ listingId })).messageKey]).toBe(
      'Meal plan has been removed from the Marketplace',
    );
    expect((await copier.caller.marketplace.search({})).items).toEqual([]);
    expect((await copier.caller.mealPlans.get({ id: planId })).meals).toHaveLength(4);
    // The admin still opens it; nobody else does.
    expect((await admin.caller.marketplace.preview({ listingId })).status).toBe('removed');
    await expect(copier.caller.marketplace.preview({ listingId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(copier.caller.marketplace.moderate({ listingId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('a user reports a listing; the admin sees it on Reports and takes the listing down, closing the report', async () => {
    const { listingId } = await listed();
    const copier = await signedIn('nutritionist');
    const { planId } = await copier.caller.marketplace.copy({ listingId });
    const member = await signedIn('member');
    const sent = await member.caller.marketplace.report({ listingId, message: '  Day 2 has no dinner  ' });
    expect(messages[sent.messageKey]).toBe('Report sent');
    // An empty message is refused, and nothing is written.
    await expect(member.caller.marketplace.report({ listingId, message: '   ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });

    const admin = await signedIn('admin');
    const pending = await admin.caller.marketplace.reports({ status: 'pending' });
    expect(pending).toMatchObject({
      total: 1,
      items: [
        {
          listingId,
          listingName: 'High protein week',
          listingStatus: 'listed',
          message: 'Day 2 has no dinner',
          reportedBy: expect.stringMatching(/\S/),
          closedAt: null,
        },
      ],
    });
    await expect(member.caller.marketplace.reports({ status: 'pending' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    await admin.caller.marketplace.moderate({ listingId });
    expect((await admin.caller.marketplace.reports({ status: 'pending' })).total).toBe(0);
    const closed = await admin.caller.marketplace.reports({ status: 'closed' });
    expect(closed.items).toMatchObject([{ listingId, listingStatus: 'removed', status: 'closed' }]);
    expect(closed.items[0]!.closedAt).toBeInstanceOf(Date);
    // The copy made before keeps its meals; a removed listing can no longer be reported.
    expect((await copier.caller.mealPlans.get({ id: planId })).meals).toHaveLength(4);
    await expect(
      member.caller.marketplace.report({ listingId, message: 'Still wrong' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the admin closes a report and leaves the listing listed; an unknown report is not found', async () => {
    const { listingId } = await listed();
    const member = await signedIn('member');
    await member.caller.marketplace.report({ listingId, message: 'Looks odd' });
    const admin = await signedIn('admin');
    const [report] = (await admin.caller.marketplace.reports({ status: 'pending' })).items;
    const closed = await admin.caller.marketplace.closeReport({ reportId: report!.id });
    expect(messages[closed.messageKey]).toBe('Report closed');
    expect((await member.caller.marketplace.search({})).items.map((item) => item.id)).toEqual([listingId]);
    await expect(
      admin.caller.marketplace.closeReport({ reportId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: messages.reportNotFound });
  });
});

describe('meal plan requests', () => {
  async function requesting() {
    const owner = await signedIn('dietitian');
    const plan = await createMealPlan(db(), owner.user, { name: 'For Sam' });
    await db()
      .update(mealPlans)
      .set({ requestStatus: 'requesting', requestBrief: 'Lose 5 kg, vegetarian' })
      .where(eq(mealPlans.id, plan.id));
    return { owner, plan };
  }

  it('the admin sees the request, approves it once, and the professional is emailed and sees the status', async () => {
    const { owner, plan } = await requesting();
    const admin = await signedIn('admin');
    expect(await admin.caller.planRequests.list()).toMatchObject([
      { planId: plan.id, planName: 'For Sam', brief: 'Lose 5 kg, vegetarian', status: 'requesting' },
    ]);
    const result = await admin.caller.planRequests.decide({ planId: plan.id, status: 'approved' });
    expect(messages[result.messageKey]).toBe('Plan status updated');
    expect((await owner.caller.mealPlans.get({ id: plan.id })).requestStatus).toBe('approved');
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, owner.user.email));
    expect(mails.map((m) => m.subject)).toEqual(['Your meal plan is ready: For Sam']);

    // approved and rejected are final; a plan never requested cannot be decided.
    await expect(
      admin.caller.planRequests.decide({ planId: plan.id, status: 'rejected' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: messages.planRequestNotOpen });
    const never = await createMealPlan(db(), owner.user);
    await expect(
      admin.caller.planRequests.decide({ planId: never.id, status: 'approved' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(owner.caller.planRequests.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('the admin opens and fills an open request in the planner, as the owner’s meals; not after it is answered', async () => {
    const { owner, plan } = await requesting();
    const admin = await signedIn('admin');
    const recipe = await createRecipe(db(), { name: 'Team risotto' });
    await admin.caller.mealPlans.addMeals({
      planId: plan.id,
      day: 1,
      mealType: 'dinner',
      recipeIds: [recipe.id],
    });
    expect((await admin.caller.mealPlans.get({ id: plan.id })).meals).toHaveLength(1);
    const [meal] = await db().select().from(meals).where(eq(meals.planId, plan.id));
    expect(meal!.userId).toBe(owner.user.id);
    // Building is not owning: the admin cannot delete or rename the professional's plan.
    await expect(admin.caller.mealPlans.delete({ id: plan.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin.caller.mealPlans.rename({ id: plan.id, name: 'Mine' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await admin.caller.planRequests.decide({ planId: plan.id, status: 'approved' });
    await expect(admin.caller.mealPlans.get({ id: plan.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await owner.caller.mealPlans.get({ id: plan.id })).meals[0]!.recipe!.name).toBe('Team risotto');
    // Another professional never reaches a requesting plan.
    const other = await signedIn('dietitian');
    const { plan: open } = await requesting();
    await expect(other.caller.mealPlans.get({ id: open.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('rejects: the plan shows rejected and the mail says so', async () => {
    const { owner, plan } = await requesting();
    await (await signedIn('admin')).caller.planRequests.decide({ planId: plan.id, status: 'rejected' });
    expect((await owner.caller.mealPlans.get({ id: plan.id })).requestStatus).toBe('rejected');
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, owner.user.email));
    expect(mail!.subject).toBe('Meal plan request: For Sam');
  });
});
