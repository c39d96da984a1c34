import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { isAllowed, PROFESSIONALS, type Role } from '../../../shared/access.ts';
import {
  HOME_RECIPE_CARDS,
  type HomeRecipeCard,
  type HomeSummary,
  type ShellLinks,
} from '../../../shared/schemas/home.ts';
import type { Database } from '../../db/client.ts';
import {
  foodReports,
  foods,
  mealPlans,
  recipeReports,
  marketplaceReports,
  recipes,
  savedRecipes,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';
import { readMyGoal } from '../goals/my-goal.ts';
import { recipePhoto } from '../recipes/recipe-rows.ts';
import { recipesVisibleTo } from '../recipes/visibility.ts';
import { readShellLinkSettings } from '../settings/account-settings.ts';

export interface HomeContext {
  db: Database;
  actor: Actor;
}

/** Home of SPEC §2 for the actor's role: what needs an admin's attention, or a member's goal and recipes. */
export async function homeSummary(ctx: HomeContext): Promise<HomeSummary> {
  if (ctx.actor.role === 'admin') return adminSummary(ctx.db);
  if (isAllowed(ctx.actor.role, PROFESSIONALS)) return { kind: 'professional' };
  return memberSummary(ctx);
}

/** What waits for an admin, each counted from its own table; plan requests are plans asking for review. */
async function adminSummary(db: Database): Promise<HomeSummary> {
  const [
    pendingUsers,
    pendingFoods,
    pendingRecipes,
    openFoodReports,
    openRecipeReports,
    openListingReports,
    planRequests,
  ] = await Promise.all([
    db.$count(users, eq(users.status, 'pending')),
    db.$count(foods, eq(foods.status, 'pending')),
    db.$count(recipes, inArray(recipes.status, ['pending', 'requested'])),
    db.$count(foodReports, eq(foodReports.status, 'pending')),
    db.$count(recipeReports, eq(recipeReports.status, 'pending')),
    db.$count(marketplaceReports, eq(marketplaceReports.status, 'pending')),
    db.$count(mealPlans, eq(mealPlans.requestStatus, 'requesting')),
  ]);
  return {
    kind: 'admin',
    pendingUsers,
    pendingFoods,
    pendingRecipes,
    openReports: openFoodReports + openRecipeReports + openListingReports,
    planRequests,
  };
}

async function memberSummary(ctx: HomeContext): Promise<HomeSummary> {
  const visible = recipesVisibleTo(ctx.actor);
  const card = { id: recipes.id, name: recipes.name, photoKey: recipes.photoKey };
  const toCard = (row: { id: string; name: string; photoKey: string | null }): HomeRecipeCard => ({
    id: row.id,
    name: row.name,
    photo: recipePhoto(row.photoKey),
  });
  const mine = and(eq(savedRecipes.userId, ctx.actor.id), visible);
  const [myGoal, [user], [{ savedCount } = { savedCount: 0 }], saved, newRecipes] = await Promise.all([
    readMyGoal(ctx),
    ctx.db.select({ energyUnit: users.energyUnit }).from(users).where(eq(users.id, ctx.actor.id)),
    ctx.db
      .select({ savedCount: count() })
      .from(savedRecipes)
      .innerJoin(recipes, eq(recipes.id, savedRecipes.recipeId))
      .where(mine),
    ctx.db
      .select(card)
      .from(savedRecipes)
      .innerJoin(recipes, eq(recipes.id, savedRecipes.recipeId))
      .where(mine)
      .orderBy(desc(savedRecipes.createdAt), desc(recipes.id))
      .limit(HOME_RECIPE_CARDS),
    // The newest of the catalogue: published and not anyone's my recipe.
    ctx.db
      .select(card)
      .from(recipes)
      .where(and(eq(recipes.status, 'published'), eq(recipes.isPrivate, false)))
      .orderBy(desc(recipes.createdAt), desc(recipes.id))
      .limit(HOME_RECIPE_CARDS),
  ]);
  return {
    kind: 'member',
    goal:
      myGoal.goal && myGoal.working ? { goal: myGoal.goal.goal, targetKj: myGoal.working.targetKj } : null,
    energyUnit: user?.energyUnit ?? 'kJ',
    savedCount,
    saved: saved.map(toCard),
    newRecipes: newRecipes.map(toCard),
  };
}

/** The welcome video of the actor's audience (member, personal_trainer, otherwise dietitian) and Book Demo. */
export async function shellLinks(db: Database, role: Role): Promise<ShellLinks> {
  const links = await readShellLinkSettings(db);
  const welcomeVideoUrl =
    role === 'member'
      ? links.welcomeVideoMember
      : role === 'personal_trainer'
        ? links.welcomeVideoTrainer
        : links.welcomeVideoDietitian;
  return { welcomeVideoUrl, bookDemoUrl: links.bookDemoUrl };
}
