import { billingRouter, pricingRouter } from '../modules/billing/router.ts';
import {
  clientLinksRouter,
  clientsRouter,
  companiesRouter,
  myProfessionalRouter,
} from '../modules/clients/router.ts';
import { documentsRouter } from '../modules/documents/router.ts';
import { foodCategoriesRouter } from '../modules/food-categories/router.ts';
import { foodImportsRouter } from '../modules/food-imports/router.ts';
import { foodsRouter } from '../modules/foods/router.ts';
import { foodReportsRouter } from '../modules/food-reports/router.ts';
import { goalsRouter } from '../modules/goals/router.ts';
import { homeRouter } from '../modules/home/router.ts';
import { ingredientsRouter } from '../modules/ingredients/router.ts';
import { marketplaceRouter, planRequestsRouter } from '../modules/marketplace/router.ts';
import { mealPlansRouter } from '../modules/meal-plans/router.ts';
import { measurementsRouter } from '../modules/measurements/router.ts';
import { membersRouter } from '../modules/members/router.ts';
import { organisationsRouter } from '../modules/organisations/router.ts';
import { promoEbookRouter } from '../modules/promo-ebook/router.ts';
import { publicPagesRouter } from '../modules/public-pages/router.ts';
import { recipeCategoriesRouter } from '../modules/recipe-categories/router.ts';
import { recipeImportsRouter } from '../modules/recipe-imports/router.ts';
import { recipeStatsRouter } from '../modules/recipe-stats/router.ts';
import { recipesRouter } from '../modules/recipes/router.ts';
import { notificationsRouter } from '../modules/notifications/router.ts';
import { settingsRouter } from '../modules/settings/router.ts';
import { supportRouter } from '../modules/support/router.ts';
import { tagsRouter } from '../modules/tags/router.ts';
import { authRouter } from '../modules/auth/router.ts';
import { usersRouter } from '../modules/users/router.ts';
import { router } from './init.ts';

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  members: membersRouter,
  settings: settingsRouter,
  notifications: notificationsRouter,
  foodReports: foodReportsRouter,
  ingredients: ingredientsRouter,
  foodCategories: foodCategoriesRouter,
  measurements: measurementsRouter,
  foods: foodsRouter,
  foodImports: foodImportsRouter,
  tags: tagsRouter,
  recipeCategories: recipeCategoriesRouter,
  recipes: recipesRouter,
  clients: clientsRouter,
  clientLinks: clientLinksRouter,
  myProfessional: myProfessionalRouter,
  companies: companiesRouter,
  mealPlans: mealPlansRouter,
  documents: documentsRouter,
  recipeImports: recipeImportsRouter,
  goals: goalsRouter,
  recipeStats: recipeStatsRouter,
  pricing: pricingRouter,
  billing: billingRouter,
  publicPages: publicPagesRouter,
  organisations: organisationsRouter,
  marketplace: marketplaceRouter,
  planRequests: planRequestsRouter,
  home: homeRouter,
  support: supportRouter,
  promoEbook: promoEbookRouter,
});

export type AppRouter = typeof appRouter;
