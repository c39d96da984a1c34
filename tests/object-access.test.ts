import { TRPCError } from '@trpc/server';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../src/shared/access.ts';
import type { Database } from '../src/server/db/client.ts';
import {
  clientLinks,
  companies,
  folders,
  foodPortions,
  foods,
  formSubmissions,
  marketplaceListings,
  marketplaceMeals,
  marketplaceRatings,
  marketplaceReports,
  mealCustomIngredients,
  mealCustomisations,
  mealPlans,
  mealPlanVersions,
  meals,
  recipeComments,
  recipes,
  savedRecipes,
  uploads,
  users,
  type UserRow,
} from '../src/server/db/schema/index.ts';
import { appRouter } from '../src/server/trpc/router.ts';
import { createFood } from './factories/foods.ts';
import { createFolder, createMealPlan } from './factories/meal-plans.ts';
import { createRecipe } from './factories/recipes.ts';
import { actorOf, createUser } from './factories/users.ts';
import { idFieldsOf, listProcedures, sampleInput, seededRandom, seededUuid } from './support/procedures.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from './setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from './support/services.ts';

/**
 * Object-level access (SPEC §4-§6, DESIGN "another user's row is not found, never forbidden"): for every
 * procedure whose input names a row by id, user A owns the row and user B, of a role allowed to call the
 * procedure, calls it with A's id. B gets NOT_FOUND (or, from a list, nothing of A's), and A's row is the
 * same afterwards. The procedures and their id fields are read from the app router, so a new procedure that
 * takes an id fails the first test below until it has an entry here.
 */

/**
 * A Stripe key makes the billing procedures get as far as their own checks; its API address is a closed
 * port, so a call that went on to Stripe with another user's row would fail here rather than succeed.
 */
const env = {} as { database: TestDatabase; services: TestServices };
beforeAll(async () => {
  env.database = await createTestDatabase();
  env.services = await startTestServices(env.database, {
    STRIPE_SECRET_KEY: 'sk_test_object_access',
    STRIPE_API_URL: 'http://127.0.0.1:9',
  });
});
afterAll(async () => {
  await env.services.close();
  await env.database.close();
});
beforeEach(async () => {
  await resetDatabase(env.database.db);
});
const db = (): Database => env.database.db;
const PROCEDURES = new Map(listProcedures(appRouter).map((p) => [p.path, p]));
const sampleOf = (path: string) => sampleInput(PROCEDURES.get(path)!.input, seededRandom(1));

/** What B sees: NOT_FOUND; from a list, none of A's ids; or exactly what an id that exists nowhere gives. */
type Expectation = 'NOT_FOUND' | 'absent' | 'sameAsUnknownId';

interface Arranged {
  input: Record<string, unknown>;
  /** Re-reads A's object (and whatever of B's the call could have changed), to compare before and after. */
  snapshot(): Promise<unknown>;
  /** Ids of A's that must not appear in B's answer. */
  secretIds: string[];
}

interface AttackCase {
  /** The id fields of the input that carry A's id in this case. */
  fields: string[];
  owner: Role;
  caller: Role;
  expect: Expectation;
  arrange(a: UserRow, b: UserRow): Promise<Arranged>;
}

type Entry =
  /** Cross-user cases; `sharedFields` are id fields naming rows no user owns (a shared list), with why. */
  | { cases: AttackCase[]; sharedFields?: Record<string, string> }
  /** Only the admin may call it, and the admin legitimately sees every row: no other user to attack from. */
  | { adminOnly: string }
  /** No row of a user's: the id names something shared or public, with why. */
  | { shared: string };

// ---- reading rows back ------------------------------------------------------------------------------------

const rowsWhere = async <T>(query: Promise<T[]>) => query;
const foodState = (id: string) =>
  Promise.all([
    rowsWhere(db().select().from(foods).where(eq(foods.id, id))),
    rowsWhere(db().select().from(foodPortions).where(eq(foodPortions.foodId, id))),
  ]);
const recipeState = (id: string) =>
  Promise.all([
    rowsWhere(db().select().from(recipes).where(eq(recipes.id, id))),
    rowsWhere(db().select().from(recipeComments).where(eq(recipeComments.recipeId, id))),
    rowsWhere(db().select().from(savedRecipes).where(eq(savedRecipes.recipeId, id))),
  ]);
const recipesOf = (userId: string) => db().select().from(recipes).where(eq(recipes.userId, userId));
const planState = (id: string) =>
  Promise.all([
    rowsWhere(db().select().from(mealPlans).where(eq(mealPlans.id, id))),
    rowsWhere(db().select().from(meals).where(eq(meals.planId, id)).orderBy(meals.id)),
    rowsWhere(
      db()
        .select({ customisation: mealCustomisations, ingredient: mealCustomIngredients })
        .from(mealCustomisations)
        .innerJoin(meals, eq(meals.id, mealCustomisations.mealId))
        .leftJoin(mealCustomIngredients, eq(mealCustomIngredients.mealId, mealCustomisations.mealId))
        .where(eq(meals.planId, id))
        .orderBy(mealCustomIngredients.id),
    ),
  ]);
const folderState = (id: string) =>
  Promise.all([
    rowsWhere(db().select().from(folders).where(eq(folders.id, id))),
    rowsWhere(db().select().from(mealPlans).where(eq(mealPlans.folderId, id))),
  ]);
const userState = (ids: string[]) =>
  db().select().from(users).where(inArray(users.id, ids)).orderBy(users.id);
const plansOf = (userId: string) =>
  db().select().from(mealPlans).where(eq(mealPlans.userId, userId)).orderBy(mealPlans.id);

// ---- A's rows ---------------------------------------------------------------------------------------------

/** A professional's own food, waiting for review: only they (and the admin) see it. */
const pendingFoodOf = (a: UserRow) =>
  createFood(db(), { status: 'pending', src: 'Custom', createdBy: a.id }, [
    { name: 'cup', unit: '', weight: 240 },
  ]);
/** A my recipe: private to its owner. */
const myRecipeOf = (a: UserRow) => createRecipe(db(), { userId: a.id, isPrivate: true });
const planOf = async (a: UserRow) => {
  const recipe = await createRecipe(db());
  return createMealPlan(db(), a, {}, [{ recipe }, { recipe }]);
};
async function uploadOf(a: UserRow, folder: string) {
  const [row] = await db()
    .insert(uploads)
    .values({
      key: `${folder}/${Date.now()}_${Math.random().toString(36).slice(2)}.png`,
      folder,
      fileName: 'me.png',
      contentType: 'image/png',
      size: 100,
      createdBy: a.id,
    })
    .returning();
  return row!;
}

const recipeInput = (foodId: string, extra: Record<string, unknown> = {}) => ({
  name: 'Borrowed',
  ingredients: [{ foodId, quantity: 100 }],
  ...extra,
});

const planSettings = (id: string) => ({
  id,
  energyTargetKj: null,
  mainMeals: ['breakfast', 'lunch', 'dinner'],
  snacks: 0,
  dessert: false,
});

/** One attack on a plan of A's by another planner, with `input(plan)` naming it. */
const onPlan = (
  fields: string[],
  input: (plan: Awaited<ReturnType<typeof planOf>>, own: Awaited<ReturnType<typeof planOf>>) => object,
): AttackCase => ({
  fields,
  owner: 'dietitian',
  caller: 'nutritionist',
  expect: 'NOT_FOUND',
  async arrange(a, b) {
    const plan = await planOf(a);
    const own = await planOf(b);
    return {
      input: { ...input(plan, own) },
      snapshot: () => Promise.all([planState(plan.id), planState(own.id)]),
      secretIds: [plan.id, ...plan.meals.map((m) => m.id)],
    };
  },
});

/** A's plan and B's with a kept version each (issue 30, decision 067), as generation keeps them. */
const onPlanVersion = (
  fields: string[],
  input: (
    theirs: { planId: string; versionId: string },
    own: { planId: string; versionId: string; folderId: string },
  ) => object,
): AttackCase => ({
  fields,
  owner: 'dietitian',
  caller: 'nutritionist',
  expect: 'NOT_FOUND',
  async arrange(a, b) {
    const withVersion = async (user: UserRow) => {
      const plan = await planOf(user);
      const [version] = await db()
        .insert(mealPlanVersions)
        .values({
          planId: plan.id,
          userId: user.id,
          reason: 'generate',
          mealCount: 0,
          snapshot: {
            settings: {
              energyTargetKj: 9000,
              macroTargets: null,
              mainMeals: ['lunch'],
              snacks: 0,
              dessert: false,
              servings: {},
              mealTags: [],
              nutritionTags: [],
              avoidTags: [],
              ingredientTags: [],
            },
            meals: [],
          },
        })
        .returning();
      return { plan, versionId: version!.id };
    };
    const theirs = await withVersion(a);
    const own = await withVersion(b);
    const versionsOf = (planId: string) =>
      db()
        .select()
        .from(mealPlanVersions)
        .where(eq(mealPlanVersions.planId, planId))
        .orderBy(mealPlanVersions.id);
    return {
      input: {
        ...input(
          { planId: theirs.plan.id, versionId: theirs.versionId },
          { planId: own.plan.id, versionId: own.versionId, folderId: own.plan.folderId },
        ),
      },
      snapshot: () =>
        Promise.all([
          planState(theirs.plan.id),
          versionsOf(theirs.plan.id),
          planState(own.plan.id),
          versionsOf(own.plan.id),
          plansOf(b.id),
        ]),
      secretIds: [theirs.plan.id, theirs.versionId, ...theirs.plan.meals.map((m) => m.id)],
    };
  },
});

const onFood = (fields: string[], input: (foodId: string) => object): AttackCase => ({
  fields,
  owner: 'dietitian',
  caller: 'nutritionist',
  expect: 'NOT_FOUND',
  async arrange(a) {
    const food = await pendingFoodOf(a);
    return { input: { ...input(food.id) }, snapshot: () => foodState(food.id), secretIds: [food.id] };
  },
});

const onRecipe = (
  fields: string[],
  input: (recipeId: string) => object,
  expectation: Expectation = 'NOT_FOUND',
): AttackCase => ({
  fields,
  owner: 'member',
  caller: 'member',
  expect: expectation,
  async arrange(a, b) {
    const recipe = await myRecipeOf(a);
    return {
      input: { ...input(recipe.id) },
      snapshot: () => Promise.all([recipeState(recipe.id), recipesOf(b.id)]),
      secretIds: [recipe.id],
    };
  },
});

const onFolder = (
  fields: string[],
  input: (folderId: string) => object,
  expectation: Expectation = 'NOT_FOUND',
): AttackCase => ({
  fields,
  owner: 'dietitian',
  caller: 'personal_trainer',
  expect: expectation,
  async arrange(a, b) {
    const plan = await planOf(a);
    return {
      input: { ...input(plan.folderId) },
      snapshot: () => Promise.all([folderState(plan.folderId), plansOf(b.id)]),
      secretIds: [plan.folderId, plan.id],
    };
  },
});

/** A form submission waiting on A's client (decision 059): B, another professional, cannot accept or dismiss it. */
const onFormSubmission = (fields: string[], input: (submissionId: string) => object): AttackCase => ({
  fields,
  owner: 'dietitian',
  caller: 'nutritionist',
  expect: 'NOT_FOUND',
  async arrange(a, b) {
    const plan = await planOf(a);
    const [submission] = await db()
      .insert(formSubmissions)
      .values({
        userId: a.id,
        folderId: plan.folderId,
        kind: 'recipe',
        name: 'Ana',
        email: 'ana@example.test',
        answers: { kind: 'recipe', avoid: '' },
      })
      .returning();
    return {
      input: { ...input(submission!.id) },
      snapshot: () =>
        Promise.all([
          rowsWhere(db().select().from(formSubmissions).where(eq(formSubmissions.id, submission!.id))),
          folderState(plan.folderId),
          plansOf(a.id),
          plansOf(b.id),
        ]),
      secretIds: [submission!.id, plan.folderId],
    };
  },
});

/** A company of A's with a client of A's in it; B (another professional) names it from their own folder. */
const onCompany = (
  fields: string[],
  input: (companyId: string, ownFolderId: string) => object,
  expectation: Expectation = 'NOT_FOUND',
): AttackCase => ({
  fields,
  owner: 'dietitian',
  caller: 'nutritionist',
  expect: expectation,
  async arrange(a, b) {
    const [company] = await db().insert(companies).values({ userId: a.id, name: 'Acme' }).returning();
    const folder = await createFolder(db(), a, { companyId: company!.id });
    const own = await createFolder(db(), b);
    return {
      input: { ...input(company!.id, own.id) },
      snapshot: () =>
        Promise.all([
          rowsWhere(db().select().from(companies).orderBy(companies.id)),
          folderState(folder.id),
          // B's clients (a list makes B's default folders, which is no harm).
          rowsWhere(
            db()
              .select()
              .from(folders)
              .where(and(eq(folders.userId, b.id), isNull(folders.kind)))
              .orderBy(folders.id),
          ),
        ]),
      secretIds: [company!.id, folder.id],
    };
  },
});

/**
 * A member's account linked to A and filed under A's client; B (another professional) has a linked account
 * of their own filed nowhere.
 */
const onClientLink = (
  fields: string[],
  input: (theirs: { linkId: string; folderId: string }, ownLinkId: string) => object,
): AttackCase => ({
  fields,
  owner: 'dietitian',
  caller: 'naturopath',
  expect: 'NOT_FOUND',
  async arrange(a, b) {
    const folder = await createFolder(db(), a);
    const [member, otherMember] = [
      await createUser(db(), { role: 'member' }),
      await createUser(db(), { role: 'member' }),
    ];
    const [link] = await db()
      .insert(clientLinks)
      .values({ memberId: member.id, professionalId: a.id, folderId: folder.id })
      .returning();
    const [own] = await db()
      .insert(clientLinks)
      .values({ memberId: otherMember.id, professionalId: b.id })
      .returning();
    return {
      input: { ...input({ linkId: link!.id, folderId: folder.id }, own!.id) },
      snapshot: () =>
        Promise.all([
          rowsWhere(db().select().from(clientLinks).orderBy(clientLinks.id)),
          folderState(folder.id),
        ]),
      secretIds: [link!.id, folder.id, member.id],
    };
  },
});

const onUpload = (folder: string, role: Role): AttackCase => ({
  fields: ['uploadId'],
  owner: role,
  caller: role,
  expect: 'NOT_FOUND',
  async arrange(a, b) {
    const upload = await uploadOf(a, folder);
    return {
      input: { uploadId: upload.id },
      snapshot: () =>
        Promise.all([db().select().from(uploads).where(eq(uploads.id, upload.id)), userState([a.id, b.id])]),
      secretIds: [upload.id, upload.key],
    };
  },
});

/** A's plan, listed on the marketplace and then taken off by A: nobody else reaches the listing. */
const onUnlistedListing = (input: (listingId: string) => object): AttackCase => ({
  fields: ['listingId'],
  owner: 'dietitian',
  caller: 'nutritionist',
  expect: 'NOT_FOUND',
  async arrange(a, b) {
    const plan = await planOf(a);
    const [listing] = await db()
      .insert(marketplaceListings)
      .values({ userId: a.id, sourcePlanId: plan.id, name: 'Unlisted', status: 'unlisted' })
      .returning();
    await db()
      .insert(marketplaceMeals)
      .values({ listingId: listing!.id, day: 1, mealType: 'lunch', recipeId: plan.meals[0]!.recipeId });
    return {
      input: { ...input(listing!.id) },
      snapshot: () =>
        Promise.all([
          rowsWhere(db().select().from(marketplaceListings).where(eq(marketplaceListings.id, listing!.id))),
          rowsWhere(
            db().select().from(marketplaceRatings).where(eq(marketplaceRatings.listingId, listing!.id)),
          ),
          rowsWhere(
            db().select().from(marketplaceReports).where(eq(marketplaceReports.listingId, listing!.id)),
          ),
          plansOf(b.id),
        ]),
      secretIds: [listing!.id, plan.id],
    };
  },
});

const PRICING = 'Pricing plans are the catalogue the admin publishes for every subscriber.';
const CATEGORY = 'Food and recipe categories are one list the admin keeps for everyone; nobody owns one.';
const ADMIN = 'Admin only: the admin manages every row of this list.';

const ENTRIES: Record<string, Entry> = {
  'auth.invite': { shared: 'An invitation is opened by its unguessable id before anyone is signed in.' },
  'auth.register': {
    shared: 'Registration takes the invitation it answers and an organisation from the public list.',
  },

  'users.setPhoto': { cases: [onUpload('profilephotos', 'member')] },
  'users.setLogo': { cases: [onUpload('logos', 'dietitian')] },

  'members.approve': { adminOnly: ADMIN },
  'members.setRole': { adminOnly: ADMIN },
  'members.delete': { adminOnly: ADMIN },
  'members.list': { adminOnly: ADMIN },
  'notifications.saveDraft': { adminOnly: "Push notification drafts are the admins' shared list." },
  'notifications.deleteDraft': { adminOnly: "Push notification drafts are the admins' shared list." },
  'notifications.send': { adminOnly: "Push notification drafts are the admins' shared list." },
  'members.credits': { adminOnly: ADMIN },
  'members.grantCredits': { adminOnly: ADMIN },

  'pricing.update': { adminOnly: ADMIN },
  'pricing.delete': { adminOnly: ADMIN },
  'pricing.setActive': { adminOnly: ADMIN },
  'pricing.reorder': { adminOnly: ADMIN },
  'billing.startCheckout': { shared: PRICING },
  'billing.changePlan': { shared: PRICING },
  'billing.buyToken': {
    cases: [
      {
        ...onPlan(['mealPlanId'], () => ({})),
        async arrange(a) {
          const plan = await planOf(a);
          return {
            input: { planId: seededUuid(seededRandom(3)), mealPlanId: plan.id },
            snapshot: () => planState(plan.id),
            secretIds: [plan.id],
          };
        },
      },
    ],
    sharedFields: { planId: PRICING },
  },

  'marketplace.preview': { cases: [onUnlistedListing((listingId) => ({ listingId }))] },
  'marketplace.rate': { cases: [onUnlistedListing((listingId) => ({ listingId, rating: 5 }))] },
  'marketplace.deleteRating': { cases: [onUnlistedListing((listingId) => ({ listingId }))] },
  'marketplace.copy': { cases: [onUnlistedListing((listingId) => ({ listingId }))] },
  'marketplace.add': { cases: [onPlan(['planId'], (plan) => ({ planId: plan.id, name: 'Mine now' }))] },
  'marketplace.remove': { cases: [onPlan(['id'], (plan) => ({ id: plan.id }))] },
  'marketplace.rateCopy': { cases: [onPlan(['planId'], (plan) => ({ planId: plan.id, rating: 5 }))] },
  'marketplace.moderate': { adminOnly: 'Only the admin removes listings, and may remove any.' },
  'marketplace.restore': { adminOnly: 'Only the admin restores the listings admins took down.' },
  'marketplace.report': {
    cases: [onUnlistedListing((listingId) => ({ listingId, message: 'Wrong' }))],
  },
  'marketplace.closeReport': { adminOnly: ADMIN },
  'planRequests.request': {
    cases: [
      {
        ...onPlan(['planId'], () => ({})),
        async arrange(a) {
          const plan = await planOf(a);
          return {
            input: { planId: plan.id, pricingPlanId: seededUuid(seededRandom(3)), brief: 'Mine now' },
            snapshot: () => planState(plan.id),
            secretIds: [plan.id],
          };
        },
      },
    ],
    sharedFields: { pricingPlanId: PRICING },
  },
  'planRequests.decide': { adminOnly: 'Only the admin team answers requests, and sees every request.' },

  'foods.get': { cases: [onFood(['id'], (id) => ({ id }))] },
  'foods.update': {
    cases: [
      // Every field of the Foods screen's form, as the schema's own sample fills them in.
      onFood(['id'], (id) => ({ ...(sampleOf('foods.update') as object), id, name: 'Taken over' })),
    ],
    sharedFields: { categoryId: CATEGORY },
  },
  'foods.create': { shared: CATEGORY },
  'foods.list': { shared: CATEGORY },
  'foods.approve': { cases: [onFood(['id'], (id) => ({ id }))] },
  'foods.hide': { cases: [onFood(['id'], (id) => ({ id }))] },
  'foods.delete': { cases: [onFood(['id'], (id) => ({ id }))] },
  'foods.bulkUpdate': { adminOnly: 'Only the admin reviews foods in bulk, and sees every food.' },
  'foods.bulkDelete': { adminOnly: 'Only the admin reviews foods in bulk, and sees every food.' },
  'foodReports.submit': { cases: [onFood(['foodId'], (foodId) => ({ foodId, message: 'Wrong' }))] },
  'foodReports.resolve': { adminOnly: ADMIN },

  'ingredients.get': { shared: 'The ingredient portion library is kept together by every food editor.' },
  'ingredients.save': { shared: 'The ingredient portion library is kept together by every food editor.' },
  'ingredients.delete': { shared: 'The ingredient portion library is kept together by every food editor.' },

  'foodCategories.rename': { adminOnly: ADMIN },
  'foodCategories.delete': { adminOnly: ADMIN },
  'foodCategories.bulkUpdate': { adminOnly: ADMIN },
  'recipeCategories.rename': { adminOnly: ADMIN },
  'recipeCategories.delete': { adminOnly: ADMIN },

  'organisations.add': { adminOnly: ADMIN },
  'organisations.delete': { adminOnly: ADMIN },

  'measurements.update': { adminOnly: ADMIN },
  'measurements.delete': { adminOnly: ADMIN },
  'measurements.importUpload': { adminOnly: ADMIN },
  'foodImports.start': { adminOnly: ADMIN },
  'foodImports.get': { adminOnly: ADMIN },
  'foodImports.report': { adminOnly: ADMIN },
  'foodImports.deleteUpload': { adminOnly: ADMIN },
  'recipeImports.start': { adminOnly: ADMIN },
  'recipeImports.get': { adminOnly: ADMIN },
  'recipeImports.report': { adminOnly: ADMIN },
  'recipeImports.deleteUpload': { adminOnly: ADMIN },

  'tags.meal.update': { adminOnly: ADMIN },
  'tags.meal.delete': { adminOnly: ADMIN },
  'tags.nutrition.update': { adminOnly: ADMIN },
  'tags.nutrition.delete': { adminOnly: ADMIN },
  'tags.nutrition.bulkUpdate': { adminOnly: ADMIN },

  'recipes.get': { cases: [onRecipe(['id'], (id) => ({ id }))] },
  'recipes.delete': { cases: [onRecipe(['id'], (id) => ({ id }))] },
  'recipes.save': { cases: [onRecipe(['recipeId'], (recipeId) => ({ recipeId }))] },
  // Unsaving touches only the caller's own list and answers the same for any id (saved-recipes.ts).
  'recipes.unsave': { cases: [onRecipe(['recipeId'], (recipeId) => ({ recipeId }), 'sameAsUnknownId')] },
  'recipes.report': { cases: [onRecipe(['recipeId'], (recipeId) => ({ recipeId, message: 'Mine now' }))] },
  'recipes.update': {
    cases: [
      {
        ...onRecipe(['id'], () => ({})),
        async arrange(a, b) {
          const recipe = await myRecipeOf(a);
          const food = await createFood(db());
          return {
            input: { id: recipe.id, ...recipeInput(food.id) },
            snapshot: () => Promise.all([recipeState(recipe.id), recipesOf(b.id)]),
            secretIds: [recipe.id],
          };
        },
      },
      ingredientOfAnother('update', ['ingredients[].foodId']),
      ingredientOfAnother('update', ['ingredients[].portionId']),
    ],
    sharedFields: { categoryId: CATEGORY },
  },
  'recipes.customize': {
    cases: [
      {
        ...onRecipe(['id'], () => ({})),
        async arrange(a, b) {
          const recipe = await myRecipeOf(a);
          const food = await createFood(db());
          return {
            input: { id: recipe.id, ...recipeInput(food.id) },
            snapshot: () => Promise.all([recipeState(recipe.id), recipesOf(b.id)]),
            secretIds: [recipe.id],
          };
        },
      },
      ingredientOfAnother('customize', ['ingredients[].foodId']),
      ingredientOfAnother('customize', ['ingredients[].portionId']),
    ],
    sharedFields: { categoryId: CATEGORY },
  },
  'recipes.create': {
    cases: [
      ingredientOfAnother('create', ['ingredients[].foodId']),
      ingredientOfAnother('create', ['ingredients[].portionId']),
    ],
    sharedFields: { categoryId: CATEGORY },
  },
  'recipes.setCommentDone': {
    cases: [
      {
        fields: ['commentId'],
        owner: 'member',
        caller: 'member',
        expect: 'NOT_FOUND',
        async arrange(a) {
          const recipe = await myRecipeOf(a);
          const [comment] = await db()
            .insert(recipeComments)
            .values({ recipeId: recipe.id, text: 'Add salt' })
            .returning();
          return {
            input: { commentId: comment!.id, done: true },
            snapshot: () => recipeState(recipe.id),
            secretIds: [recipe.id, comment!.id],
          };
        },
      },
    ],
  },
  'recipes.list': {
    cases: [
      onRecipe(['cursor.id'], (id) => ({ cursor: { at: new Date().toISOString(), id } }), 'absent'),
      // The picker of another planner's plan (issue 29): its client's record is not theirs to read.
      onPlan(['forPlanId'], (plan) => ({ forPlanId: plan.id, showConflicting: true })),
    ],
  },
  'recipes.search': {
    cases: [
      onPlan(['forPlanId'], (plan) => ({ query: 'chicken', forPlanId: plan.id, showConflicting: true })),
    ],
  },
  'recipes.byStatus': {
    cases: [
      {
        fields: ['cursor.id'],
        owner: 'member',
        caller: 'member',
        expect: 'absent',
        async arrange(a) {
          const recipe = await createRecipe(db(), { userId: a.id, status: 'pending' });
          return {
            input: {
              status: 'pending',
              cursor: { at: new Date(Date.now() + 60_000).toISOString(), id: recipe.id },
            },
            snapshot: () => recipeState(recipe.id),
            secretIds: [recipe.id],
          };
        },
      },
    ],
  },
  'recipes.approve': { adminOnly: 'Only the admin reviews recipes, and sees every recipe.' },
  'recipes.moveToPending': { adminOnly: 'Only the admin reviews recipes, and sees every recipe.' },
  'recipes.acceptCustomization': { adminOnly: 'Only the admin reviews recipes, and sees every recipe.' },
  'recipes.decline': { adminOnly: 'Only the admin reviews recipes, and sees every recipe.' },
  'recipes.addComment': { adminOnly: 'Only the admin reviews recipes, and sees every recipe.' },
  'recipes.closeReport': { adminOnly: ADMIN },

  'clients.get': { cases: [onFolder(['id'], (id) => ({ id }))] },
  'clients.update': {
    cases: [
      onFolder(['id'], (id) => ({ id, client: 'Taken over' })),
      onCompany(['companyId'], (companyId, id) => ({ id, client: 'Mine', companyId })),
    ],
  },
  'clients.delete': { cases: [onFolder(['id'], (id) => ({ id }))] },
  'clients.record': { cases: [onFolder(['id'], (id) => ({ id }))] },
  'clients.updateRecord': {
    cases: [
      onFolder(['id'], (id) => ({ id, allergies: ['Dairy'], avoidWords: ['mushrooms'], weightKg: 99 })),
    ],
  },
  'clients.acceptFormSubmission': { cases: [onFormSubmission(['id'], (id) => ({ id }))] },
  'clients.dismissFormSubmission': { cases: [onFormSubmission(['id'], (id) => ({ id }))] },
  'clients.create': {
    cases: [onCompany(['companyId'], (companyId) => ({ client: 'Filed under yours', companyId }))],
  },
  'clients.list': { cases: [onCompany(['companyId'], (companyId) => ({ companyId }), 'absent')] },
  'companies.rename': { cases: [onCompany(['id'], (id) => ({ id, name: 'Taken over' }))] },
  'companies.delete': { cases: [onCompany(['id'], (id) => ({ id }))] },
  'clientLinks.file': {
    cases: [
      onClientLink(['id'], (theirs) => ({ id: theirs.linkId, folderId: null })),
      onClientLink(['folderId'], (theirs, ownLinkId) => ({ id: ownLinkId, folderId: theirs.folderId })),
    ],
  },
  'clientLinks.remove': { cases: [onClientLink(['id'], (theirs) => ({ id: theirs.linkId }))] },
  'myProfessional.link': {
    shared:
      'A client ID is what a professional gives their clients to link with; a wrong one is refused and counted (decision 034).',
  },

  'mealPlans.list': { cases: [onFolder(['folderId'], (folderId) => ({ folderId }), 'absent')] },
  'mealPlans.create': { cases: [onFolder(['folderId'], (folderId) => ({ folderId, name: 'Mine now' }))] },
  'mealPlans.get': { cases: [onPlan(['id'], (plan) => ({ id: plan.id }))] },
  'mealPlans.shoppingList': { cases: [onPlan(['id'], (plan) => ({ id: plan.id }))] },
  'mealPlans.rename': { cases: [onPlan(['id'], (plan) => ({ id: plan.id, name: 'Mine now' }))] },
  'mealPlans.updateSettings': { cases: [onPlan(['id'], (plan) => planSettings(plan.id))] },
  'mealPlans.delete': { cases: [onPlan(['id'], (plan) => ({ id: plan.id }))] },
  'mealPlans.generate': { cases: [onPlan(['planId'], (plan) => ({ planId: plan.id, seed: 1 }))] },
  'mealPlans.balanceDay': { cases: [onPlan(['planId'], (plan) => ({ planId: plan.id, day: 1, seed: 1 }))] },
  'mealPlans.versions': { cases: [onPlanVersion(['planId'], (theirs) => ({ planId: theirs.planId }))] },
  ...Object.fromEntries(
    ['mealPlans.version', 'mealPlans.restoreVersion'].map((path) => [
      path,
      {
        cases: [
          onPlanVersion(['planId', 'versionId'], (theirs) => theirs),
          // A's version through B's own plan: a version is found within its plan, not by its id alone.
          onPlanVersion(['versionId'], (theirs, own) => ({
            planId: own.planId,
            versionId: theirs.versionId,
          })),
        ],
      } satisfies Entry,
    ]),
  ),
  'mealPlans.undo': { cases: [onPlanVersion(['planId'], (theirs) => ({ planId: theirs.planId }))] },
  'mealPlans.duplicate': {
    cases: [
      onPlanVersion(['planId'], (theirs, own) => ({
        planId: theirs.planId,
        folderId: own.folderId,
        name: 'Copied',
      })),
      // B's own plan into A's client folder.
      {
        fields: ['folderId'],
        owner: 'dietitian',
        caller: 'nutritionist',
        expect: 'NOT_FOUND',
        async arrange(a, b) {
          const theirs = await planOf(a);
          const own = await planOf(b);
          return {
            input: { planId: own.id, folderId: theirs.folderId, name: 'Into yours' },
            snapshot: () => Promise.all([folderState(theirs.folderId), plansOf(b.id), planState(own.id)]),
            secretIds: [theirs.folderId, theirs.id],
          };
        },
      },
    ],
  },
  // Another's plan or private recipe gives no PDF, and the meal plan's download takes no credit of anyone's.
  'documents.mealPlan': { cases: [onPlan(['id'], (plan) => ({ id: plan.id, paper: 'A4' }))] },
  'documents.mealPlanCharge': { cases: [onPlan(['id'], (plan) => ({ id: plan.id }))] },
  'documents.recipePlan': { cases: [onPlan(['id'], (plan) => ({ id: plan.id, paper: 'Letter' }))] },
  'documents.recipe': { cases: [onRecipe(['id'], (id) => ({ id, paper: 'A4' }))] },
  'publicPages.planLink': { cases: [onPlan(['id'], (plan) => ({ id: plan.id }))] },
  'publicPages.setPlanLink': { cases: [onPlan(['planId'], (plan) => ({ planId: plan.id, on: true }))] },
  'publicPages.sharedPlan': {
    shared: 'A public eBook page: anyone holding the unguessable id of a plan whose link is on reads it.',
  },
  'publicPages.sharedRecipe': { shared: 'A published catalogue recipe, which everyone may read.' },
  'publicPages.sharedPlanPdf': {
    shared: 'The PDF of a plan whose link is on, for anyone holding its unguessable id.',
  },
  'promoEbook.page': {
    shared:
      'A promo eBook page: anyone holding the unguessable id of a promo eBook whose page is on reads it.',
  },
  'promoEbook.pagePdf': {
    shared: 'The PDF of a promo eBook whose page is on, for anyone holding its unguessable id.',
  },
  'mealPlans.customiseMeal': {
    cases: [
      onPlan(['planId', 'mealId'], (plan) => ({
        planId: plan.id,
        mealId: plan.meals[0]!.id,
        ...customisation,
      })),
      onPlan(['mealId'], (plan, own) => ({ planId: own.id, mealId: plan.meals[0]!.id, ...customisation })),
      customMealIngredientOfAnother('ingredients[].foodId'),
      customMealIngredientOfAnother('ingredients[].portionId'),
    ],
  },
  'mealPlans.setNoMeal': {
    cases: [onPlan(['planId'], (plan) => ({ planId: plan.id, day: 2, mealType: 'lunch' }))],
  },
  'mealPlans.addMeals': {
    cases: [
      onPlan(['planId'], (plan, own) => ({
        planId: plan.id,
        day: 2,
        mealType: 'lunch',
        recipeIds: [own.meals[0]!.recipeId!],
      })),
      {
        fields: ['recipeIds[]'],
        owner: 'dietitian',
        caller: 'nutritionist',
        expect: 'NOT_FOUND',
        async arrange(a, b) {
          const recipe = await myRecipeOf(a);
          const own = await planOf(b);
          return {
            input: { planId: own.id, day: 3, mealType: 'dinner', recipeIds: [recipe.id] },
            snapshot: () => Promise.all([recipeState(recipe.id), planState(own.id)]),
            secretIds: [recipe.id],
          };
        },
      },
    ],
  },
  ...Object.fromEntries(
    (
      [
        ['mealPlans.removeMeal', {}],
        ['mealPlans.setLocked', { locked: true }],
        ['mealPlans.setServes', { serves: 3 }],
        ['mealPlans.moveMeal', { day: 5, mealType: 'dinner' }],
        ['mealPlans.mealRecipe', {}],
        ['mealPlans.resetMeal', {}],
      ] as const
    ).map(([path, extra]) => [
      path,
      {
        cases: [
          onPlan(['planId', 'mealId'], (plan) => ({ planId: plan.id, mealId: plan.meals[0]!.id, ...extra })),
          // A's meal through B's own plan: the meal must be found within the plan, not by its id alone.
          onPlan(['mealId'], (plan, own) => ({ planId: own.id, mealId: plan.meals[0]!.id, ...extra })),
        ],
      } satisfies Entry,
    ]),
  ),
};

/** A meal's customisation as the planner sends it; the food is never reached when the meal is not B's. */
const customisation = {
  numberOfServes: 2,
  note: 'Less salt',
  ingredients: [{ foodId: '00000000-0000-4000-8000-000000000001', quantity: 50 }],
};

/**
 * B customises a meal of B's own plan with A's pending food, or with a portion of it on a food B may use:
 * refused as a recipe's ingredients are (prepare-recipe.ts), and nothing of A's or B's changes.
 */
function customMealIngredientOfAnother(
  field: 'ingredients[].foodId' | 'ingredients[].portionId',
): AttackCase {
  return {
    fields: [field],
    owner: 'dietitian',
    caller: 'nutritionist',
    expect: field === 'ingredients[].foodId' ? 'NOT_FOUND' : 'sameAsUnknownId',
    async arrange(a, b) {
      const food = await pendingFoodOf(a);
      const published = await createFood(db(), {}, [{ name: 'slice', unit: '', weight: 30 }]);
      const own = await planOf(b);
      const ingredient =
        field === 'ingredients[].foodId'
          ? { foodId: food.id, quantity: 1, portionId: food.portions[0]!.id }
          : { foodId: published.id, quantity: 1, portionId: food.portions[0]!.id };
      return {
        input: { planId: own.id, mealId: own.meals[0]!.id, numberOfServes: 1, ingredients: [ingredient] },
        snapshot: () => Promise.all([foodState(food.id), planState(own.id)]),
        secretIds: [food.id, food.portions[0]!.id],
      };
    },
  };
}

/**
 * A recipe of B's (new, edited or customised) that names A's pending food, or a portion of it on a food
 * B may use: the food is out of B's sight, so it is not found, and nothing of B's changes.
 */
function ingredientOfAnother(kind: 'create' | 'update' | 'customize', fields: string[]): AttackCase {
  return {
    fields,
    owner: 'dietitian',
    caller: 'nutritionist',
    // A portion that is not the chosen food's is refused the same way whoever's it is (prepare-recipe.ts).
    expect: fields[0] === 'ingredients[].foodId' ? 'NOT_FOUND' : 'sameAsUnknownId',
    async arrange(a, b) {
      const food = await pendingFoodOf(a);
      const published = await createFood(db(), {}, [{ name: 'slice', unit: '', weight: 30 }]);
      const ingredient =
        fields[0] === 'ingredients[].foodId'
          ? { foodId: food.id, quantity: 1, portionId: food.portions[0]!.id }
          : { foodId: published.id, quantity: 1, portionId: food.portions[0]!.id };
      const target =
        kind === 'create'
          ? null
          : kind === 'update'
            ? await createRecipe(db(), { userId: b.id, isPrivate: true })
            : await createRecipe(db());
      const input = { ...(target ? { id: target.id } : {}), name: 'With yours', ingredients: [ingredient] };
      return {
        input,
        snapshot: () =>
          Promise.all([foodState(food.id), recipesOf(b.id), target ? recipeState(target.id) : null]),
        secretIds: [food.id, food.portions[0]!.id],
      };
    },
  };
}

// ---- the tests ----------------------------------------------------------------------------------------------

const idTaking = [...PROCEDURES.values()]
  .map((p) => ({ path: p.path, fields: p.input ? idFieldsOf(p.input) : [] }))
  .filter((p) => p.fields.length > 0);

type Outcome = { ok: true; data: unknown } | { ok: false; code: string; message: string };

async function call(user: UserRow, path: string, input: unknown): Promise<Outcome> {
  const node = path
    .split('.')
    .reduce<unknown>((n, key) => (n as Record<string, unknown>)[key], callerFor(env.services, actorOf(user)));
  try {
    return { ok: true, data: await (node as (input: unknown) => Promise<unknown>)(input) };
  } catch (err) {
    if (!(err instanceof TRPCError)) throw err;
    return { ok: false, code: err.code, message: err.message };
  }
}

/** The same input with every id that names A's row replaced by one that exists nowhere. */
function withUnknownIds(value: unknown, secretIds: string[], random: () => number): unknown {
  if (typeof value === 'string') return secretIds.includes(value) ? seededUuid(random) : value;
  if (Array.isArray(value)) return value.map((v) => withUnknownIds(v, secretIds, random));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, withUnknownIds(v, secretIds, random)]),
    );
  return value;
}

const CASES = Object.entries(ENTRIES).flatMap(([path, entry]) =>
  'cases' in entry ? entry.cases.map((c) => ({ path, ...c, name: `${path} [${c.fields.join(', ')}]` })) : [],
);

describe('object-level access', () => {
  it('has an entry for every procedure that takes an id, covering each of its id fields', () => {
    const problems: string[] = [];
    for (const { path, fields } of idTaking) {
      const entry = ENTRIES[path];
      if (!entry) {
        problems.push(`${path} takes ${fields.join(', ')} but has no entry in ENTRIES`);
        continue;
      }
      if (!('cases' in entry)) continue;
      const covered = new Set([
        ...entry.cases.flatMap((c) => c.fields),
        ...Object.keys(entry.sharedFields ?? {}),
      ]);
      for (const field of fields)
        if (!covered.has(field)) problems.push(`${path}: no case sends another user's id in ${field}`);
      for (const field of covered)
        if (!fields.includes(field)) problems.push(`${path}: ${field} is not an id field of its input`);
    }
    for (const path of Object.keys(ENTRIES))
      if (!idTaking.some((p) => p.path === path)) problems.push(`${path} takes no id (or no longer exists)`);
    expect(problems).toEqual([]);
  });

  it('finds ids however they are nested (cursor objects, arrays of ids, ingredients)', () => {
    const fields = Object.fromEntries(idTaking.map((p) => [p.path, p.fields]));
    expect(fields['recipes.create']).toEqual([
      'categoryId',
      'ingredients[].foodId',
      'ingredients[].portionId',
    ]);
    expect(fields['mealPlans.addMeals']).toEqual(['planId', 'recipeIds[]']);
    expect(fields['recipes.list']).toEqual(['cursor.id', 'forPlanId']);
    expect(fields['foods.bulkDelete']).toEqual(['ids[]']);
  });

  it.each(
    Object.entries(ENTRIES)
      .filter(([, e]) => 'adminOnly' in e)
      .map(([path]) => path),
  )('%s is the admin’s alone, as its entry says', async (path) => {
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const user = await createUser(db(), { role });
      const outcome = await call(user, path, undefined);
      expect(outcome, `${path} as ${role}`).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    }
  });

  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s: another user’s row stays out of reach',
    async (_name, c) => {
      const a = await createUser(db(), { role: c.owner });
      const b = await createUser(db(), { role: c.caller });
      const arranged = await c.arrange(a, b);
      const before = await arranged.snapshot();
      const outcome = await call(b, c.path, arranged.input);

      if (c.expect === 'NOT_FOUND') {
        expect(outcome).toMatchObject({ ok: false, code: 'NOT_FOUND' });
      } else if (c.expect === 'absent') {
        // A list answers without A's rows; one that checks the folder or cursor first may say it is not found.
        if (!outcome.ok) expect(outcome.code).toBe('NOT_FOUND');
      } else {
        const unknown = await call(
          b,
          c.path,
          withUnknownIds(arranged.input, arranged.secretIds, seededRandom(7)),
        );
        expect(outcome).toEqual(unknown);
      }
      // A refusal may repeat the id B sent; an answer must not carry anything of A's.
      if (outcome.ok) {
        const answer = JSON.stringify(outcome.data);
        for (const id of arranged.secretIds) expect(answer, `the answer names ${id}`).not.toContain(id);
      }
      expect(await arranged.snapshot()).toEqual(before);
    },
  );
});
