/**
 * Roles, role groups and the route/role table of SPEC §2 and §6: the one source of truth that the
 * server's procedures, the client's route guards and the sidebar all read.
 */

export const ROLES = [
  'admin',
  'member',
  'dietitian',
  'personal_trainer',
  'nutritionist',
  'naturopath',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  member: 'Member',
  dietitian: 'Dietitian',
  personal_trainer: 'Health & Fitness Professional',
  nutritionist: 'Nutritionist',
  naturopath: 'Naturopath',
};

export type RoleList = readonly Role[];

export const ALL_ROLES: RoleList = ROLES;
export const ADMIN_ONLY: RoleList = ['admin'];
export const PROFESSIONALS: RoleList = ['dietitian', 'personal_trainer', 'nutritionist', 'naturopath'];
export const ADMIN_AND_PROFESSIONALS: RoleList = ['admin', ...PROFESSIONALS];
/** Foods, Ingredients and recipe statistics: the clinical professionals and the admin. */
export const FOOD_EDITORS: RoleList = ['admin', 'dietitian', 'nutritionist', 'naturopath'];
/** Roles that buy a subscription (everyone but the admin). */
export const SUBSCRIBERS: RoleList = ['member', ...PROFESSIONALS];
export const MEMBERS_ONLY: RoleList = ['member'];

/** Access areas: each names who may use one part of the product, on the server and in the browser. */
export const access = {
  home: ALL_ROLES,
  profile: ALL_ROLES,
  members: ADMIN_ONLY,
  recipes: ALL_ROLES,
  myRecipes: ALL_ROLES,
  importRecipes: ADMIN_ONLY,
  categories: ADMIN_ONLY,
  mealTags: ADMIN_ONLY,
  nutritionTags: ADMIN_ONLY,
  ingredients: FOOD_EDITORS,
  measurements: ADMIN_ONLY,
  pricing: ADMIN_ONLY,
  settings: ADMIN_ONLY,
  organisations: ADMIN_ONLY,
  subscription: SUBSCRIBERS,
  goal: MEMBERS_ONLY,
  reports: ADMIN_ONLY,
  foods: FOOD_EDITORS,
  /** Searching published foods and their portions to build a recipe: everyone who may add one (all). */
  foodSearch: ALL_ROLES,
  promoEbook: ADMIN_AND_PROFESSIONALS,
  mealPlans: ADMIN_AND_PROFESSIONALS,
  recipeStats: FOOD_EDITORS,
  marketplace: ALL_ROLES,
  /** Listing and copying marketplace plans: whoever keeps meal plans. */
  marketplacePlans: ADMIN_AND_PROFESSIONALS,
  /** Removing any listing from the marketplace (SPEC §6). */
  marketplaceModeration: ADMIN_ONLY,
  /** Buying a meal plan made by the admin team (a token): the professionals who subscribe. */
  planRequests: PROFESSIONALS,
  excel: ADMIN_ONLY,
  notifications: ADMIN_ONLY,
  support: ALL_ROLES,
  mealPlanRequests: ADMIN_ONLY,
  clients: ADMIN_AND_PROFESSIONALS,
  /** A professional's client ID and the members' accounts linked with it (decision 034). */
  clientLinks: PROFESSIONALS,
  /** A member linking their account to their professional with the professional's client ID. */
  myProfessional: MEMBERS_ONLY,
} as const satisfies Record<string, RoleList>;

export type AccessArea = keyof typeof access;

/** Upload folders (SPEC §7: profilephotos/, recipes/; the others feed the admin and foods screens), and who
 * may upload into each. */
export const uploadFolders = {
  profilephotos: ALL_ROLES,
  recipes: ALL_ROLES,
  logos: ALL_ROLES,
  foods: access.foods,
  excel: access.excel,
  'recipe-imports': access.importRecipes,
} as const satisfies Record<string, RoleList>;

export type UploadFolder = keyof typeof uploadFolders;

export function isAllowed(role: Role | null | undefined, roles: RoleList): boolean {
  return role != null && roles.includes(role);
}

/** The screens of SPEC §2. `kind` says who may open them: the shell needs a login, guest-only pages send a
 * logged-in user Home, public pages are open to anyone and show no header or footer. */
export type RouteKind = 'shell' | 'guest' | 'public';

export interface RouteDef {
  path: string;
  screen: string;
  kind: RouteKind;
  /** For shell routes: the access area whose roles may open it. */
  area?: AccessArea;
}

export const ROUTES: readonly RouteDef[] = [
  { path: '/', screen: 'Home', kind: 'shell', area: 'home' },
  { path: '/profile', screen: 'Profile', kind: 'shell', area: 'profile' },
  { path: '/members', screen: 'Members', kind: 'shell', area: 'members' },
  { path: '/recipes', screen: 'Recipes', kind: 'shell', area: 'recipes' },
  { path: '/my-recipes', screen: 'MyRecipes', kind: 'shell', area: 'myRecipes' },
  { path: '/recipes/:id', screen: 'EditRecipe', kind: 'shell', area: 'recipes' },
  { path: '/customize-recipes/:id', screen: 'CustomizeRecipe', kind: 'shell', area: 'recipes' },
  { path: '/add-recipe', screen: 'AddRecipe', kind: 'shell', area: 'recipes' },
  { path: '/import-recipes', screen: 'ImportRecipes', kind: 'shell', area: 'importRecipes' },
  { path: '/categories', screen: 'Categories', kind: 'shell', area: 'categories' },
  { path: '/meal-tags', screen: 'MealTags', kind: 'shell', area: 'mealTags' },
  { path: '/nutrition-tags', screen: 'NutritionTags', kind: 'shell', area: 'nutritionTags' },
  { path: '/ingredients', screen: 'Ingredients', kind: 'shell', area: 'ingredients' },
  { path: '/measurements', screen: 'Measurements', kind: 'shell', area: 'measurements' },
  { path: '/pricing', screen: 'Pricing', kind: 'shell', area: 'pricing' },
  { path: '/settings', screen: 'Settings', kind: 'shell', area: 'settings' },
  { path: '/organisations', screen: 'Organisations', kind: 'shell', area: 'organisations' },
  { path: '/subscription', screen: 'Subscription', kind: 'shell', area: 'subscription' },
  { path: '/goal', screen: 'Goal', kind: 'shell', area: 'goal' },
  { path: '/reports', screen: 'Reports', kind: 'shell', area: 'reports' },
  { path: '/foods', screen: 'Foods', kind: 'shell', area: 'foods' },
  { path: '/promo-ebook', screen: 'PromoEbook', kind: 'shell', area: 'promoEbook' },
  { path: '/meal-plans', screen: 'MealPlans', kind: 'shell', area: 'mealPlans' },
  { path: '/recipe-plans', screen: 'RecipePlans', kind: 'shell', area: 'mealPlans' },
  { path: '/recipe-stats', screen: 'RecipeStats', kind: 'shell', area: 'recipeStats' },
  { path: '/marketplace', screen: 'Marketplace', kind: 'shell', area: 'marketplace' },
  { path: '/excel', screen: 'Excel', kind: 'shell', area: 'excel' },
  { path: '/notifications', screen: 'Notifications', kind: 'shell', area: 'notifications' },
  { path: '/support', screen: 'Support', kind: 'shell', area: 'support' },
  { path: '/requests', screen: 'MealplanRequests', kind: 'shell', area: 'mealPlanRequests' },
  { path: '/clients', screen: 'Clients', kind: 'shell', area: 'clients' },

  { path: '/register', screen: 'Register', kind: 'guest' },
  { path: '/dietitian-registration', screen: 'DietitianRegistration', kind: 'guest' },
  { path: '/pt-registration', screen: 'PtRegistration', kind: 'guest' },
  { path: '/login', screen: 'Login', kind: 'guest' },
  { path: '/reset-password', screen: 'ResetPassword', kind: 'guest' },
  { path: '/confirm-reset-password', screen: 'ConfirmResetPassword', kind: 'guest' },

  { path: '/download-recipe', screen: 'DownloadRecipe', kind: 'public' },
  { path: '/download-mealplan', screen: 'DownloadMealplan', kind: 'public' },
  { path: '/redirect', screen: 'Redirect', kind: 'public' },
  { path: '/privacy-policy', screen: 'PrivacyPolicy', kind: 'public' },
  { path: '/ebook/:name/:client', screen: 'Ebook', kind: 'public' },
  { path: '/promoebookpage/:name/:client', screen: 'PromoEbookPage', kind: 'public' },
  { path: '/mealplanebook/:name/:client', screen: 'MealplanEbook', kind: 'public' },
  { path: '/form/:name', screen: 'Form', kind: 'public' },
  { path: '/recipeform/:name', screen: 'RecipeForm', kind: 'public' },
  { path: '/promoform/:name', screen: 'PromoForm', kind: 'public' },
  { path: '/dietitian-form-selector', screen: 'DietitianFormSelector', kind: 'public' },
  { path: '/select-page', screen: 'SelectPage', kind: 'public' },
  { path: '/invite-page', screen: 'InvitePage', kind: 'public' },
];

/** Where a user lands after login (SPEC §4), and where a professional opening Home is sent. */
export function homePathFor(role: Role): string {
  switch (role) {
    case 'dietitian':
    case 'nutritionist':
    case 'naturopath':
      return '/recipes';
    case 'personal_trainer':
      return '/meal-plans';
    default:
      return '/';
  }
}
