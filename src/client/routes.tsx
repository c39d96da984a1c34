import type { ReactNode } from 'react';
import { matchPath, useRoutes, type RouteObject } from 'react-router';
import { ROUTES, type RouteDef, type RouteKind } from '../shared/access.ts';
import { sidebarEntries } from './components/layout/sidebar-entries.ts';
import { humanizeScreenName } from './lib/format.ts';
// React's lazy() with SPEC §9's 120 s limit on loading a screen's code.
import { lazy, type PreloadableComponent } from './lib/lazy-with-timeout.ts';
import { AreaGate, GuestGate, PublicLayout, RootLayout, SessionFrame, ShellGate } from './route-guards.tsx';

const NotBuiltYetPage = lazy(() =>
  import('./features/system/not-built-yet-page.tsx').then((m) => ({ default: m.NotBuiltYetPage })),
);
const NotFoundPage = lazy(() =>
  import('./features/system/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);

/** The screens of ROUTES that exist, by screen name; every other screen shows NotBuiltYetPage for now. */
const screens: Record<string, PreloadableComponent<() => ReactNode>> = {
  Home: lazy(() => import('./features/home/home-page.tsx').then((m) => ({ default: m.HomePage }))),
  Login: lazy(() => import('./features/auth/login-page.tsx').then((m) => ({ default: m.LoginPage }))),
  Register: lazy(() =>
    import('./features/auth/register-page.tsx').then((m) => ({ default: m.RegisterPage })),
  ),
  DietitianRegistration: lazy(() =>
    import('./features/auth/professional-registration-page.tsx').then((m) => ({
      default: m.ProfessionalRegistrationPage,
    })),
  ),
  PtRegistration: lazy(() =>
    import('./features/auth/trainer-registration-page.tsx').then((m) => ({
      default: m.TrainerRegistrationPage,
    })),
  ),
  ResetPassword: lazy(() =>
    import('./features/auth/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
  ),
  ConfirmResetPassword: lazy(() =>
    import('./features/auth/confirm-reset-password-page.tsx').then((m) => ({
      default: m.ConfirmResetPasswordPage,
    })),
  ),
  Profile: lazy(() => import('./features/users/profile-page.tsx').then((m) => ({ default: m.ProfilePage }))),
  Members: lazy(() =>
    import('./features/members/members-page.tsx').then((m) => ({ default: m.MembersPage })),
  ),
  Notifications: lazy(() =>
    import('./features/notifications/notifications-page.tsx').then((m) => ({ default: m.NotificationsPage })),
  ),
  Settings: lazy(() =>
    import('./features/settings/settings-page.tsx').then((m) => ({ default: m.SettingsPage })),
  ),
  Foods: lazy(() => import('./features/foods/foods-page.tsx').then((m) => ({ default: m.FoodsPage }))),
  Categories: lazy(() =>
    import('./features/recipe-categories/categories-page.tsx').then((m) => ({ default: m.CategoriesPage })),
  ),
  MealTags: lazy(() => import('./features/tags/tags-page.tsx').then((m) => ({ default: m.MealTagsPage }))),
  NutritionTags: lazy(() =>
    import('./features/tags/tags-page.tsx').then((m) => ({ default: m.NutritionTagsPage })),
  ),
  Measurements: lazy(() =>
    import('./features/measurements/measurements-page.tsx').then((m) => ({ default: m.MeasurementsPage })),
  ),
  Reports: lazy(() =>
    import('./features/reports/reports-page.tsx').then((m) => ({ default: m.ReportsPage })),
  ),
  Ingredients: lazy(() =>
    import('./features/ingredients/ingredients-page.tsx').then((m) => ({ default: m.IngredientsPage })),
  ),
  Excel: lazy(() => import('./features/excel/excel-page.tsx').then((m) => ({ default: m.ExcelPage }))),
  Recipes: lazy(() =>
    import('./features/recipes/recipes-page.tsx').then((m) => ({ default: m.RecipesPage })),
  ),
  MyRecipes: lazy(() =>
    import('./features/recipes/my-recipes-page.tsx').then((m) => ({ default: m.MyRecipesPage })),
  ),
  EditRecipe: lazy(() =>
    import('./features/recipes/recipe-page.tsx').then((m) => ({ default: m.RecipePage })),
  ),
  CustomizeRecipe: lazy(() =>
    import('./features/recipes/customize-recipe-page.tsx').then((m) => ({ default: m.CustomizeRecipePage })),
  ),
  AddRecipe: lazy(() =>
    import('./features/recipes/add-recipe-page.tsx').then((m) => ({ default: m.AddRecipePage })),
  ),
  ImportRecipes: lazy(() =>
    import('./features/recipe-imports/import-recipes-page.tsx').then((m) => ({
      default: m.ImportRecipesPage,
    })),
  ),
  Goal: lazy(() => import('./features/goal/goal-page.tsx').then((m) => ({ default: m.GoalPage }))),
  RecipeStats: lazy(() =>
    import('./features/recipe-stats/recipe-stats-page.tsx').then((m) => ({ default: m.RecipeStatsPage })),
  ),
  Marketplace: lazy(() =>
    import('./features/marketplace/marketplace-page.tsx').then((m) => ({ default: m.MarketplacePage })),
  ),
  MealplanRequests: lazy(() =>
    import('./features/marketplace/requests-page.tsx').then((m) => ({ default: m.RequestsPage })),
  ),
  Clients: lazy(() =>
    import('./features/clients/clients-page.tsx').then((m) => ({ default: m.ClientsPage })),
  ),
  MealPlans: lazy(() =>
    import('./features/meal-plans/meal-plans-page.tsx').then((m) => ({ default: m.MealPlansPage })),
  ),
  RecipePlans: lazy(() =>
    import('./features/meal-plans/meal-plans-page.tsx').then((m) => ({ default: m.RecipePlansPage })),
  ),
  Organisations: lazy(() =>
    import('./features/organisations/organisations-page.tsx').then((m) => ({
      default: m.OrganisationsPage,
    })),
  ),
  Support: lazy(() =>
    import('./features/support/support-page.tsx').then((m) => ({ default: m.SupportPage })),
  ),
  Pricing: lazy(() =>
    import('./features/pricing/pricing-page.tsx').then((m) => ({ default: m.PricingPage })),
  ),
  Subscription: lazy(() =>
    import('./features/billing/subscription-page.tsx').then((m) => ({ default: m.SubscriptionPage })),
  ),
  MealplanEbook: lazy(() =>
    import('./features/public/shared-plan-page.tsx').then((m) => ({ default: m.MealplanEbookPage })),
  ),
  Ebook: lazy(() => import('./features/public/shared-plan-page.tsx').then((m) => ({ default: m.EbookPage }))),
  DownloadMealplan: lazy(() =>
    import('./features/public/shared-plan-page.tsx').then((m) => ({ default: m.DownloadMealplanPage })),
  ),
  DownloadRecipe: lazy(() =>
    import('./features/public/download-recipe-page.tsx').then((m) => ({ default: m.DownloadRecipePage })),
  ),
  Form: lazy(() => import('./features/public/client-form-page.tsx').then((m) => ({ default: m.FormPage }))),
  RecipeForm: lazy(() =>
    import('./features/public/client-form-page.tsx').then((m) => ({ default: m.RecipeFormPage })),
  ),
  DietitianFormSelector: lazy(() =>
    import('./features/public/form-selector-pages.tsx').then((m) => ({
      default: m.DietitianFormSelectorPage,
    })),
  ),
  SelectPage: lazy(() =>
    import('./features/public/form-selector-pages.tsx').then((m) => ({ default: m.SelectPage })),
  ),
  PromoEbook: lazy(() =>
    import('./features/promo-ebook/promo-ebook-page.tsx').then((m) => ({ default: m.PromoEbookPage })),
  ),
  PromoEbookPage: lazy(() =>
    import('./features/public/promo-pages.tsx').then((m) => ({ default: m.PromoEbookPage })),
  ),
  PromoForm: lazy(() =>
    import('./features/public/promo-pages.tsx').then((m) => ({ default: m.PromoFormPage })),
  ),
  PrivacyPolicy: lazy(() =>
    import('./features/public/info-pages.tsx').then((m) => ({ default: m.PrivacyPolicyPage })),
  ),
  InvitePage: lazy(() => import('./features/public/info-pages.tsx').then((m) => ({ default: m.InvitePage }))),
  Redirect: lazy(() => import('./features/public/info-pages.tsx').then((m) => ({ default: m.RedirectPage }))),
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
 * Asks for the code of the screen at `pathname` at once, before the session is known: a first visit's
 * screen then loads beside `auth.me` rather than after it (issue 15, the catalogue's LCP).
 */
export function preloadScreen(pathname: string): void {
  const route = ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (route) screens[route.screen]?.preload();
}

export function AppRoutes() {
  return useRoutes(routeTree);
}
