import type { ComponentType, ReactNode } from 'react';
import { matchPath, useRoutes, type RouteObject } from 'react-router';
import { ROUTES, type RouteDef, type RouteKind } from '../shared/access.ts';
import { sidebarEntries } from './components/layout/sidebar-entries.ts';
import { humanizeScreenName } from './lib/format.ts';
// React's lazy() with SPEC §9's 120 s limit on loading a screen's code.
import { lazy, type PreloadableComponent } from './lib/lazy-with-timeout.ts';
import {
  AreaGate,
  GuestGate,
  preloadShell,
  PublicLayout,
  RootLayout,
  SessionFrame,
  ShellGate,
} from './route-guards.tsx';

/** A screen of the app: the named component of a module that loads when the screen is first shown or preloaded. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React's own lazy()
function screen<Name extends string, Module extends Record<Name, ComponentType<any>>>(
  load: () => Promise<Module>,
  name: Name,
): PreloadableComponent<Module[Name]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const NotBuiltYetPage = screen(() => import('./features/system/not-built-yet-page.tsx'), 'NotBuiltYetPage');
const NotFoundPage = screen(() => import('./features/system/not-found-page.tsx'), 'NotFoundPage');

/** The screens of ROUTES that exist, by screen name; every other screen shows NotBuiltYetPage for now. */
const screens: Record<string, PreloadableComponent<() => ReactNode>> = {
  Home: screen(() => import('./features/home/home-page.tsx'), 'HomePage'),
  Login: screen(() => import('./features/auth/login-page.tsx'), 'LoginPage'),
  Register: screen(() => import('./features/auth/register-page.tsx'), 'RegisterPage'),
  DietitianRegistration: screen(
    () => import('./features/auth/professional-registration-page.tsx'),
    'ProfessionalRegistrationPage',
  ),
  PtRegistration: screen(
    () => import('./features/auth/trainer-registration-page.tsx'),
    'TrainerRegistrationPage',
  ),
  ResetPassword: screen(() => import('./features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
  ConfirmResetPassword: screen(
    () => import('./features/auth/confirm-reset-password-page.tsx'),
    'ConfirmResetPasswordPage',
  ),
  Profile: screen(() => import('./features/users/profile-page.tsx'), 'ProfilePage'),
  Members: screen(() => import('./features/members/members-page.tsx'), 'MembersPage'),
  Notifications: screen(() => import('./features/notifications/notifications-page.tsx'), 'NotificationsPage'),
  Settings: screen(() => import('./features/settings/settings-page.tsx'), 'SettingsPage'),
  Foods: screen(() => import('./features/foods/foods-page.tsx'), 'FoodsPage'),
  Categories: screen(() => import('./features/recipe-categories/categories-page.tsx'), 'CategoriesPage'),
  MealTags: screen(() => import('./features/tags/tags-page.tsx'), 'MealTagsPage'),
  NutritionTags: screen(() => import('./features/tags/tags-page.tsx'), 'NutritionTagsPage'),
  Measurements: screen(() => import('./features/measurements/measurements-page.tsx'), 'MeasurementsPage'),
  Reports: screen(() => import('./features/reports/reports-page.tsx'), 'ReportsPage'),
  Ingredients: screen(() => import('./features/ingredients/ingredients-page.tsx'), 'IngredientsPage'),
  Excel: screen(() => import('./features/excel/excel-page.tsx'), 'ExcelPage'),
  Recipes: screen(() => import('./features/recipes/recipes-page.tsx'), 'RecipesPage'),
  MyRecipes: screen(() => import('./features/recipes/my-recipes-page.tsx'), 'MyRecipesPage'),
  EditRecipe: screen(() => import('./features/recipes/recipe-page.tsx'), 'RecipePage'),
  CustomizeRecipe: screen(
    () => import('./features/recipes/customize-recipe-page.tsx'),
    'CustomizeRecipePage',
  ),
  AddRecipe: screen(() => import('./features/recipes/add-recipe-page.tsx'), 'AddRecipePage'),
  ImportRecipes: screen(
    () => import('./features/recipe-imports/import-recipes-page.tsx'),
    'ImportRecipesPage',
  ),
  Goal: screen(() => import('./features/goal/goal-page.tsx'), 'GoalPage'),
  RecipeStats: screen(() => import('./features/recipe-stats/recipe-stats-page.tsx'), 'RecipeStatsPage'),
  Marketplace: screen(() => import('./features/marketplace/marketplace-page.tsx'), 'MarketplacePage'),
  MealplanRequests: screen(() => import('./features/marketplace/requests-page.tsx'), 'RequestsPage'),
  Clients: screen(() => import('./features/clients/clients-page.tsx'), 'ClientsPage'),
  MealPlans: screen(() => import('./features/meal-plans/meal-plans-page.tsx'), 'MealPlansPage'),
  RecipePlans: screen(() => import('./features/meal-plans/meal-plans-page.tsx'), 'RecipePlansPage'),
  Organisations: screen(() => import('./features/organisations/organisations-page.tsx'), 'OrganisationsPage'),
  Support: screen(() => import('./features/support/support-page.tsx'), 'SupportPage'),
  Pricing: screen(() => import('./features/pricing/pricing-page.tsx'), 'PricingPage'),
  Subscription: screen(() => import('./features/billing/subscription-page.tsx'), 'SubscriptionPage'),
  MealplanEbook: screen(() => import('./features/public/shared-plan-page.tsx'), 'MealplanEbookPage'),
  Ebook: screen(() => import('./features/public/shared-plan-page.tsx'), 'EbookPage'),
  DownloadMealplan: screen(() => import('./features/public/shared-plan-page.tsx'), 'DownloadMealplanPage'),
  DownloadRecipe: screen(() => import('./features/public/download-recipe-page.tsx'), 'DownloadRecipePage'),
  Form: screen(() => import('./features/public/client-form-page.tsx'), 'FormPage'),
  RecipeForm: screen(() => import('./features/public/client-form-page.tsx'), 'RecipeFormPage'),
  DietitianFormSelector: screen(
    () => import('./features/public/form-selector-pages.tsx'),
    'DietitianFormSelectorPage',
  ),
  SelectPage: screen(() => import('./features/public/form-selector-pages.tsx'), 'SelectPage'),
  PromoEbook: screen(() => import('./features/promo-ebook/promo-ebook-page.tsx'), 'PromoEbookPage'),
  PromoEbookPage: screen(() => import('./features/public/promo-pages.tsx'), 'PromoEbookPage'),
  PromoForm: screen(() => import('./features/public/promo-pages.tsx'), 'PromoFormPage'),
  PrivacyPolicy: screen(() => import('./features/public/info-pages.tsx'), 'PrivacyPolicyPage'),
  InvitePage: screen(() => import('./features/public/info-pages.tsx'), 'InvitePage'),
  Redirect: screen(() => import('./features/public/info-pages.tsx'), 'RedirectPage'),
};

/** The sidebar's words where the screen has an entry ("Plans & Pricing"), else the screen name spelled out. */
function screenTitle(route: RouteDef): string {
  return sidebarEntries.find((entry) => entry.to === route.path)?.label ?? humanizeScreenName(route.screen);
}

function screenElement(route: RouteDef): ReactNode {
  const Screen = screens[route.screen];
  return Screen ? <Screen /> : <NotBuiltYetPage title={screenTitle(route)} />;
}

function toRouteObject(route: RouteDef): RouteObject {
  const element = screenElement(route);
  if (route.kind !== 'shell') return { path: route.path, element };
  if (!route.area) throw new Error(`Shell route ${route.path} names no access area in src/shared/access.ts.`);
  return {
    path: route.path,
    element: (
      <AreaGate area={route.area} path={route.path}>
        {element}
      </AreaGate>
    ),
  };
}

function routesOfKind(kind: RouteKind): RouteObject[] {
  return ROUTES.filter((route) => route.kind === kind).map(toRouteObject);
}

/**
 * The app's routes, in react-router's declarative mode (decision 042): the data router's loaders, actions and
 * fetchers are not used here and cost about 16 KB (gzip) on every screen. RootLayout keeps the scroll
 * positions and shows RouteErrorPage when a screen fails (what the data router's errorElement did).
 */
const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <ShellGate />, children: routesOfKind('shell') },
      { element: <GuestGate />, children: routesOfKind('guest') },
      { element: <PublicLayout />, children: routesOfKind('public') },
      {
        path: '*',
        element: (
          <SessionFrame>
            <NotFoundPage />
          </SessionFrame>
        ),
      },
    ],
  },
];

/**
 * Asks for the code of the screen at `pathname` (and of the signed-in shell around a shell screen) at once,
 * before the session is known: a first visit's screen then loads beside `auth.me` rather than after it
 * (issue 15, the catalogue's LCP).
 */
export function preloadScreen(pathname: string): void {
  const route = ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (!route) return;
  const screen = screens[route.screen]?.preload();
  if (route.kind === 'shell') preloadShell(screen);
}

/**
 * What a page that arrived prerendered (decision 051) waits for before the app hydrates it: the screen's code
 * where the HTML holds the screen (Login), nothing on a shell route, whose HTML is the frame's placeholders.
 */
export function prerenderedPageReady(pathname: string): Promise<unknown> {
  const route = ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (!route || route.kind === 'shell') return Promise.resolve();
  return screens[route.screen]?.preload() ?? Promise.resolve();
}

export function AppRoutes() {
  return useRoutes(routeTree);
}
