import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_AND_PROFESSIONALS,
  ROLES,
  access,
  type AccessArea,
  type Role,
  type RoleList,
} from '../src/shared/access.ts';
import { FOOD_REVIEWERS } from '../src/shared/schemas/foods.ts';
import { RECIPE_REVIEWERS } from '../src/shared/schemas/recipes.ts';
import { createCallerFactory } from '../src/server/trpc/init.ts';
import { appRouter } from '../src/server/trpc/router.ts';
import { actorOf, createUser } from './factories/users.ts';
import { listProcedures } from './support/procedures.ts';
import { createTestDatabase, type TestDatabase } from './setup/test-db.ts';
import { contextFor, startTestServices, type TestServices } from './support/services.ts';

/**
 * Who may call each procedure of the app router: anyone ('public'), any signed-in active user ('authed'),
 * or the roles of an area (or role group) of src/shared/access.ts. Every procedure must be listed: one
 * missing here fails below, so a new procedure cannot ship without saying who may use it.
 */
type Expected = 'public' | 'authed' | AccessArea | RoleList;

const EXPECTED_ACCESS: Record<string, Expected> = {
  'auth.me': 'public',
  'auth.login': 'public',
  'auth.logout': 'public',
  'auth.organisations': 'public',
  'auth.invite': 'public',
  'auth.register': 'public',
  'auth.registerProfessional': 'public',
  'auth.registerTrainer': 'public',
  'auth.requestPasswordReset': 'public',
  'auth.confirmPasswordReset': 'public',
  'auth.verifyEmail': 'public',
  'auth.sendVerificationEmail': 'authed',
  'auth.changeEmail': 'authed',
  'auth.confirmEmailChange': 'public',
  'auth.changePassword': 'authed',

  'users.profile': 'profile',
  'users.updateProfile': 'profile',
  'users.setPhoto': 'profile',
  'users.setLogo': ADMIN_AND_PROFESSIONALS,
  'users.dismissWelcome': 'authed',
  'users.dismissTrialExpired': 'authed',
  'users.creditHistory': 'authed',

  'members.list': 'members',
  'members.pendingCount': 'members',
  'members.approve': 'members',
  'members.setRole': 'members',
  'members.delete': 'members',
  'members.invite': 'members',
  'members.credits': 'members',
  'members.grantCredits': 'members',

  'pricing.list': 'pricing',
  'pricing.create': 'pricing',
  'pricing.update': 'pricing',
  'pricing.delete': 'pricing',
  'pricing.setActive': 'pricing',
  'pricing.reorder': 'pricing',

  'billing.mySubscription': 'subscription',
  'billing.invoices': 'subscription',
  'billing.cards': 'subscription',
  'billing.startCheckout': 'subscription',
  'billing.buyToken': 'subscription',
  'billing.portal': 'subscription',
  'billing.changePlan': 'subscription',
  'billing.cancel': 'subscription',

  'settings.account': 'settings',
  'settings.updateAccount': 'settings',
  'settings.general': 'settings',
  'settings.updateGeneral': 'settings',
  'settings.links': 'settings',
  'settings.updateLinks': 'settings',
  'home.summary': 'home',
  'home.links': 'home',
  'support.send': 'support',
  'organisations.list': 'organisations',
  'organisations.add': 'organisations',
  'organisations.delete': 'organisations',

  'notifications.publicKey': 'authed',
  'notifications.subscribe': 'profile',
  'notifications.unsubscribe': 'profile',
  'notifications.isSubscribed': 'profile',
  'notifications.list': 'notifications',
  'notifications.saveDraft': 'notifications',
  'notifications.deleteDraft': 'notifications',
  'notifications.send': 'notifications',

  'foods.list': 'foods',
  'foods.pendingCount': 'foods',
  'foods.search': 'foodSearch',
  'foods.get': 'foodSearch',
  'foods.create': 'foods',
  'foods.update': 'foods',
  'foods.approve': 'foods',
  'foods.hide': 'foods',
  'foods.delete': 'foods',
  'foods.bulkUpdate': FOOD_REVIEWERS,
  'foods.bulkDelete': FOOD_REVIEWERS,

  'foodReports.submit': 'foodSearch',
  'foodReports.list': 'reports',
  'foodReports.resolve': 'reports',

  'ingredients.search': 'foodSearch',
  'ingredients.list': 'ingredients',
  'ingredients.get': 'ingredients',
  'ingredients.save': 'ingredients',
  'ingredients.delete': 'ingredients',

  'foodCategories.list': 'foods',
  'foodCategories.add': 'categories',
  'foodCategories.rename': 'categories',
  'foodCategories.delete': 'categories',
  'foodCategories.bulkUpdate': 'categories',

  'measurements.list': 'measurements',
  'measurements.byKey': 'measurements',
  'measurements.add': 'measurements',
  'measurements.update': 'measurements',
  'measurements.delete': 'measurements',
  'measurements.importUpload': 'measurements',
  'measurements.loadHouseholdMeasures': 'measurements',

  'foodImports.list': 'excel',
  'foodImports.start': 'excel',
  'foodImports.get': 'excel',
  'foodImports.report': 'excel',
  'foodImports.deleteUpload': 'excel',

  'recipes.create': 'recipes',
  'recipes.update': 'recipes',
  'recipes.customize': 'recipes',
  'recipes.delete': 'recipes',
  'recipes.get': 'recipes',
  'recipes.list': 'recipes',
  'recipes.search': 'recipes',
  'recipes.mine': 'myRecipes',
  'recipes.byStatus': 'recipes',
  'recipes.saved': 'recipes',
  'recipes.save': 'recipes',
  'recipes.unsave': 'recipes',
  'recipes.report': 'recipes',
  'recipes.reports': 'reports',
  'recipes.closeReport': 'reports',
  'recipes.approve': RECIPE_REVIEWERS,
  'recipes.moveToPending': RECIPE_REVIEWERS,
  'recipes.acceptCustomization': RECIPE_REVIEWERS,
  'recipes.decline': RECIPE_REVIEWERS,
  'recipes.addComment': RECIPE_REVIEWERS,
  'recipes.setCommentDone': 'recipes',

  'recipeImports.list': 'importRecipes',
  'recipeImports.start': 'importRecipes',
  'recipeImports.get': 'importRecipes',
  'recipeImports.report': 'importRecipes',
  'recipeImports.deleteUpload': 'importRecipes',

  'recipeStats.get': 'recipeStats',

  'goals.mine': 'goal',
  'goals.save': 'goal',

  'clients.list': 'clients',
  'clients.get': 'clients',
  'clients.create': 'clients',
  'clients.update': 'clients',
  'clients.delete': 'clients',
  'clients.record': 'clients',
  'clients.updateRecord': 'clients',
  'clients.formSubmissions': 'clients',
  'clients.acceptFormSubmission': 'clients',
  'clients.dismissFormSubmission': 'clients',
  'clientLinks.myClientId': 'clientLinks',
  'clientLinks.list': 'clientLinks',
  'clientLinks.file': 'clientLinks',
  'clientLinks.remove': 'clientLinks',
  'myProfessional.get': 'myProfessional',
  'myProfessional.link': 'myProfessional',
  'myProfessional.unlink': 'myProfessional',
  'companies.list': 'clients',
  'companies.add': 'clients',
  'companies.rename': 'clients',
  'companies.delete': 'clients',

  'mealPlans.list': 'mealPlans',
  'mealPlans.get': 'mealPlans',
  'mealPlans.shoppingList': 'mealPlans',
  'mealPlans.create': 'mealPlans',
  'mealPlans.rename': 'mealPlans',
  'mealPlans.updateSettings': 'mealPlans',
  'mealPlans.delete': 'mealPlans',
  'mealPlans.addMeals': 'mealPlans',
  'mealPlans.setNoMeal': 'mealPlans',
  'mealPlans.removeMeal': 'mealPlans',
  'mealPlans.setLocked': 'mealPlans',
  'mealPlans.setServes': 'mealPlans',
  'mealPlans.moveMeal': 'mealPlans',
  'mealPlans.generate': 'mealPlans',
  'mealPlans.balanceDay': 'mealPlans',
  'mealPlans.versions': 'mealPlans',
  'mealPlans.version': 'mealPlans',
  'mealPlans.restoreVersion': 'mealPlans',
  'mealPlans.undo': 'mealPlans',
  'mealPlans.duplicate': 'mealPlans',
  'mealPlans.mealRecipe': 'mealPlans',
  'mealPlans.customiseMeal': 'mealPlans',
  'mealPlans.resetMeal': 'mealPlans',
  'documents.mealPlan': 'mealPlans',
  'documents.mealPlanCharge': 'mealPlans',
  'documents.recipePlan': 'mealPlans',
  'documents.recipe': 'recipes',

  'marketplace.search': 'marketplace',
  'marketplace.preview': 'marketplace',
  'marketplace.rate': 'marketplace',
  'marketplace.deleteRating': 'marketplace',
  'marketplace.rateCopy': 'marketplacePlans',
  'marketplace.mine': 'marketplacePlans',
  'marketplace.add': 'marketplacePlans',
  'marketplace.remove': 'marketplacePlans',
  'marketplace.copy': 'marketplacePlans',
  'marketplace.moderate': 'marketplaceModeration',
  'marketplace.takenDown': 'marketplaceModeration',
  'marketplace.restore': 'marketplaceModeration',
  'marketplace.report': 'marketplace',
  'marketplace.reports': 'marketplaceModeration',
  'marketplace.closeReport': 'marketplaceModeration',
  'planRequests.request': 'planRequests',
  'planRequests.list': 'mealPlanRequests',
  'planRequests.decide': 'mealPlanRequests',

  'publicPages.planLink': 'mealPlans',
  'publicPages.setPlanLink': 'mealPlans',
  'publicPages.formLink': 'mealPlans',
  'publicPages.createFormLink': 'mealPlans',
  'publicPages.sharedPlan': 'public',
  'publicPages.sharedPlanPdf': 'public',
  'publicPages.sharedRecipe': 'public',
  'publicPages.formOwner': 'public',
  'publicPages.findProfessionals': 'public',
  'publicPages.submitClientForm': 'public',
  'publicPages.submitRecipeForm': 'public',
  'publicPages.privacyContact': 'public',

  'promoEbook.get': 'promoEbook',
  'promoEbook.save': 'promoEbook',
  'promoEbook.pdf': 'promoEbook',
  'promoEbook.page': 'public',
  'promoEbook.pagePdf': 'public',
  'promoEbook.formOwner': 'public',
  'promoEbook.submitForm': 'public',

  'tags.list': 'authed',
  'tags.mySelection': 'authed',
  'tags.saveSelection': 'authed',
  'tags.meal.create': 'mealTags',
  'tags.meal.update': 'mealTags',
  'tags.meal.delete': 'mealTags',
  'tags.nutrition.create': 'nutritionTags',
  'tags.nutrition.update': 'nutritionTags',
  'tags.nutrition.delete': 'nutritionTags',
  'tags.nutrition.bulkUpdate': 'nutritionTags',

  'recipeCategories.list': 'categories',
  'recipeCategories.add': 'categories',
  'recipeCategories.rename': 'categories',
  'recipeCategories.delete': 'categories',
};

type Caller = 'guest' | 'pending' | Role;
type Outcome = 'allowed' | 'UNAUTHORIZED' | 'FORBIDDEN';

const CALLERS: readonly Caller[] = ['guest', 'pending', ...ROLES];

function expectedOutcome(expected: Expected, caller: Caller): Outcome {
  if (expected === 'public') return 'allowed';
  if (caller === 'guest') return 'UNAUTHORIZED';
  // A pending account sees only "Your account is pending for approval." until an admin approves it.
  if (caller === 'pending') return 'FORBIDDEN';
  if (expected === 'authed') return 'allowed';
  const roles: RoleList = typeof expected === 'string' ? access[expected] : expected;
  return roles.includes(caller) ? 'allowed' : 'FORBIDDEN';
}

/** Read from the router itself, so a procedure added later is checked without anyone listing it here. */
const procedurePaths = Object.keys(appRouter._def.procedures);
const createCaller = createCallerFactory(appRouter);

let database: TestDatabase;
let services: TestServices;
beforeAll(async () => {
  database = await createTestDatabase();
  services = await startTestServices(database);
});
afterAll(async () => {
  await services.close();
  await database.close();
});

/**
 * Calls one procedure as one caller. The input is `undefined`, which every procedure with an input refuses
 * as BAD_REQUEST, but only after the role gate: procedureFor(...) and authedProcedure come before
 * `.input()`, and tRPC runs middlewares and input parsing in the order they are declared. So a refused
 * caller sees the refusal, an allowed one sees a validation error (or the result, when the procedure takes
 * no input), and nothing is changed that the next call could trip over. A procedure that parsed its input
 * before checking the role would show BAD_REQUEST to refused callers and fail here.
 */
async function outcomeOf(path: string, caller: Caller): Promise<Outcome> {
  let actor = null;
  if (caller === 'pending')
    actor = actorOf(await createUser(database.db, { role: 'member', status: 'pending' }));
  else if (caller !== 'guest') actor = actorOf(await createUser(database.db, { role: caller }));
  const node = path
    .split('.')
    .reduce<unknown>(
      (n, key) => (n as Record<string, unknown>)[key],
      createCaller(contextFor(services, actor)),
    );
  try {
    await (node as (input: unknown) => Promise<unknown>)(undefined);
    return 'allowed';
  } catch (err) {
    if (!(err instanceof TRPCError)) throw err;
    return err.code === 'UNAUTHORIZED' || err.code === 'FORBIDDEN' ? err.code : 'allowed';
  }
}

describe('access matrix', () => {
  it('lists every procedure of the app router, and nothing else', () => {
    const missing = procedurePaths.filter((p) => !Object.hasOwn(EXPECTED_ACCESS, p));
    const stale = Object.keys(EXPECTED_ACCESS).filter((p) => !procedurePaths.includes(p));
    expect(missing, `Add these procedures to EXPECTED_ACCESS: ${missing.join(', ')}`).toEqual([]);
    expect(stale, `These procedures no longer exist: ${stale.join(', ')}`).toEqual([]);
  });

  it('reads every query and mutation, those of nested routers included', () => {
    // Walked from the routers themselves, not from tRPC's flattened list that the matrix reads.
    const walked = listProcedures(appRouter);
    expect(walked.map((p) => p.path).sort()).toEqual([...procedurePaths].sort());
    const kinds = new Set(walked.map((p) => p.kind));
    expect([...kinds].sort()).toEqual(['mutation', 'query']);
    expect(walked.some((p) => p.path.split('.').length > 2 && p.kind === 'mutation')).toBe(true);
  });

  it.each(procedurePaths)('%s is allowed or refused as access.ts says', async (path) => {
    const expected = EXPECTED_ACCESS[path];
    if (expected === undefined) {
      throw new Error(`${path} is not in EXPECTED_ACCESS: say who may call it (tests/access-matrix.test.ts)`);
    }
    const want: Record<string, Outcome> = {};
    const got: Record<string, Outcome> = {};
    for (const caller of CALLERS) {
      want[caller] = expectedOutcome(expected, caller);
      got[caller] = await outcomeOf(path, caller);
    }
    expect(got).toEqual(want);
  });
});
