import {
  BadgeDollarSign,
  Bell,
  BookOpen,
  Building2,
  CalendarDays,
  Carrot,
  ChefHat,
  ClipboardList,
  CreditCard,
  FileSpreadsheet,
  FolderTree,
  Flag,
  House,
  Inbox,
  LifeBuoy,
  Ruler,
  Salad,
  Settings,
  Store,
  Tags,
  Target,
  UserRound,
  Users,
  WandSparkles,
  Wheat,
  type LucideIcon,
} from 'lucide-react';
import type { AccessArea } from '../../../shared/access.ts';

/** A count shown beside a sidebar entry, hidden while it is 0: what waits for someone to deal with it. */
export type SidebarCountKey =
  'pendingFoods' | 'pendingMembers' | 'pendingRecipes' | 'openReports' | 'planRequests';
export type SidebarCounts = Record<SidebarCountKey, number>;

export interface SidebarEntry {
  label: string;
  to: string;
  /** Who sees the entry: the roles of this access area in src/shared/access.ts. */
  area: AccessArea;
  icon: LucideIcon;
  count?: SidebarCountKey;
}

/**
 * The sidebar of SPEC §2, in its order, with the admin's catalogue screens SPEC §2 routes but does not
 * list (Recipe Categories, Ingredients, Measurements) beside Foods, so every screen has a way in. The
 * external Book Demo link follows these.
 */
export const sidebarEntries: readonly SidebarEntry[] = [
  { label: 'Home', to: '/', area: 'home', icon: House },
  { label: 'Members', to: '/members', area: 'members', icon: Users, count: 'pendingMembers' },
  { label: 'Plans & Pricing', to: '/pricing', area: 'pricing', icon: BadgeDollarSign },
  { label: 'Recipes', to: '/recipes', area: 'recipes', icon: ChefHat, count: 'pendingRecipes' },
  { label: 'Meal Plans', to: '/meal-plans', area: 'mealPlans', icon: CalendarDays },
  { label: 'Recipe eBooks', to: '/recipe-plans', area: 'mealPlans', icon: BookOpen },
  { label: 'Automated eBook Settings', to: '/promo-ebook', area: 'promoEbook', icon: WandSparkles },
  { label: 'Client Lists', to: '/clients', area: 'clients', icon: ClipboardList },
  { label: 'Meal Type Tags', to: '/meal-tags', area: 'mealTags', icon: Tags },
  { label: 'Nutrition Tags', to: '/nutrition-tags', area: 'nutritionTags', icon: Salad },
  { label: 'Reports', to: '/reports', area: 'reports', icon: Flag, count: 'openReports' },
  { label: 'Foods', to: '/foods', area: 'foods', icon: Carrot, count: 'pendingFoods' },
  { label: 'Ingredients', to: '/ingredients', area: 'ingredients', icon: Wheat },
  { label: 'Measurements', to: '/measurements', area: 'measurements', icon: Ruler },
  { label: 'Recipe Categories', to: '/categories', area: 'categories', icon: FolderTree },
  { label: 'Settings', to: '/settings', area: 'settings', icon: Settings },
  { label: 'Subscription', to: '/subscription', area: 'subscription', icon: CreditCard },
  { label: 'Goal', to: '/goal', area: 'goal', icon: Target },
  { label: 'Profile', to: '/profile', area: 'profile', icon: UserRound },
  { label: 'Marketplace', to: '/marketplace', area: 'marketplace', icon: Store },
  { label: 'Upload Excel', to: '/excel', area: 'excel', icon: FileSpreadsheet },
  { label: 'Notification', to: '/notifications', area: 'notifications', icon: Bell },
  { label: 'Organisations', to: '/organisations', area: 'organisations', icon: Building2 },
  {
    label: 'Meal Plan Requests',
    to: '/requests',
    area: 'mealPlanRequests',
    icon: Inbox,
    count: 'planRequests',
  },
  { label: 'Support', to: '/support', area: 'support', icon: LifeBuoy },
];
