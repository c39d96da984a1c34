import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dayTotals } from '../../../shared/planning/day-totals.ts';
import { isContainsTag } from '../../../shared/safety/client-safety.ts';
import { averageRating, type ZListingInput } from '../../../shared/schemas/marketplace.ts';
import { AppError, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import {
  marketplaceListings,
  marketplaceMeals,
  marketplaceReports,
  meals,
  recipes,
  type MarketplaceListingRow,
} from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';
import { findOwnPlan } from '../meal-plans/plans.ts';
import { storedRecipeSafety } from '../recipes/derived-tags.ts';

export type MarketplaceActor = Pick<Actor, 'id' | 'role'>;

/** A listing on the marketplace now (not unlisted nor removed), by id; else "not found" as `messageKey`. */
export async function findListedListing(
  db: Database,
  id: string,
  options: { forUpdate?: boolean; messageKey?: 'noMealPlan' | 'invalidPlanReference' } = {},
): Promise<MarketplaceListingRow> {
  const query = db
    .select()
    .from(marketplaceListings)
    .where(and(eq(marketplaceListings.id, id), eq(marketplaceListings.status, 'listed')));
  const [listing] = options.forUpdate ? await query.for('update') : await query;
  if (!listing) throw notFound(options.messageKey ?? 'noMealPlan');
  return listing;
}

/**
 * What a listing is searched and filtered by, from its meals' recipes (issue 29, decision 063): a meal (diet)
 * tag only when every recipe carries it and no recipe's foods contradict it (`contradicted`, the recipes'
 * dietConflicts), so a plan with ham is never Halal; the "contains" tags any recipe carries (its derived
 * ones too), as a client's allergy reads them; the other nutrition tags every recipe carries; the average
 * energy of the days that have meals, and the text (name, description, tags, recipe names) of the
 * full-text index.
 */
export function listingFacts(
  listing: { name: string; description: string },
  rows: readonly {
    day: number;
    serves: number;
    noMeal: boolean;
    recipe: {
      name: string;
      tags: string[];
      nutritionTags: string[];
      derivedTags?: string[];
      energyKjPerServe: number;
      servingValues: { protein: number; fat: number; carbohydrate: number };
    } | null;
  }[],
  contradicted: ReadonlySet<string> = new Set(),
) {
  const withRecipe = rows.filter((row) => row.recipe !== null);
  const every = (lists: readonly string[][]) =>
    lists.length ? lists.reduce((common, tags) => common.filter((tag) => tags.includes(tag))) : [];
  const mealTags = [...new Set(every(withRecipe.map((row) => row.recipe!.tags)))]
    .filter((tag) => !contradicted.has(tag))
    .sort();
  const contains = withRecipe.flatMap((row) =>
    [...row.recipe!.nutritionTags, ...(row.recipe!.derivedTags ?? [])].filter(isContainsTag),
  );
  const common = every(withRecipe.map((row) => row.recipe!.nutritionTags.filter((t) => !isContainsTag(t))));
  const nutritionTags = [...new Set([...common, ...contains])].sort();
  const days = [...new Set(withRecipe.map((row) => row.day))];
  const energy = days.reduce((sum, day) => sum + dayTotals(rows, day).energyKj, 0);
  const recipeNames = [...new Set(withRecipe.map((row) => row.recipe!.name))];
  return {
    mealTags,
    nutritionTags,
    days: days.length,
    energyKjPerDay: days.length ? Math.round(energy / days.length) : 0,
    searchText: [listing.name, listing.description, ...mealTags, ...nutritionTags, ...recipeNames].join('\n'),
  };
}

/**
 * "Meal plan has been added to the Marketplace": a snapshot of one of the planner's own meal plans, its
 * meals copied into the listing's own rows (decision 027). Every recipe must be a published catalogue
 * recipe: a my recipe or one awaiting review is not the owner's to hand out, and others could not open it
 * (the owner's own such recipes may be in their plans, issue 30: "planUsesOwnRecipes" says to replace them).
 */
export async function addListing(
  db: Database,
  actor: MarketplaceActor,
  input: z.output<typeof ZListingInput>,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, actor, input.planId, { forUpdate: true });
    if (plan.recipePlan) throw new AppError('BAD_REQUEST', 'marketplaceRecipePlan');
    const [listed] = await tx
      .select({ id: marketplaceListings.id })
      .from(marketplaceListings)
      .where(and(eq(marketplaceListings.sourcePlanId, plan.id), eq(marketplaceListings.status, 'listed')));
    if (listed) throw new AppError('CONFLICT', 'alreadyInMarketplace');
    // A plan an admin took down stays down until an admin restores it (decision 059).
    const [takenDown] = await tx
      .select({ id: marketplaceListings.id })
      .from(marketplaceListings)
      .where(and(eq(marketplaceListings.sourcePlanId, plan.id), eq(marketplaceListings.status, 'removed')))
      .limit(1);
    if (takenDown) throw new AppError('CONFLICT', 'listingTakenDown');
    const rows = await tx
      .select({
        day: meals.day,
        mealType: meals.mealType,
        position: meals.position,
        noMeal: meals.noMeal,
        serves: meals.serves,
        recipeId: meals.recipeId,
        recipe: {
          name: recipes.name,
          status: recipes.status,
          isPrivate: recipes.isPrivate,
          userId: recipes.userId,
          tags: recipes.tags,
          nutritionTags: recipes.nutritionTags,
          derivedTags: recipes.derivedTags,
          energyKjPerServe: recipes.energyKjPerServe,
          servingValues: recipes.servingValues,
        },
      })
      .from(meals)
      .leftJoin(recipes, eq(recipes.id, meals.recipeId))
      .where(eq(meals.planId, plan.id))
      .orderBy(asc(meals.day), asc(meals.mealType), asc(meals.position));
    if (!rows.some((row) => row.recipe !== null)) throw new AppError('BAD_REQUEST', 'marketplaceEmptyPlan');
    const outside = rows.filter(
      (row) => row.recipe && (row.recipe.status !== 'published' || row.recipe.isPrivate),
    );
    // The owner's own my recipes and unreviewed ones may be in their plans (issue 30), never in a listing.
    if (outside.some((row) => row.recipe!.userId === plan.userId)) {
      throw new AppError('BAD_REQUEST', 'planUsesOwnRecipes');
    }
    if (outside.length > 0) throw new AppError('BAD_REQUEST', 'marketplaceRecipesNotPublished');
    const recipeIds = rows.flatMap((row) => (row.recipeId ? [row.recipeId] : []));
    const safety = await storedRecipeSafety(tx, recipeIds);
    const contradicted = new Set(
      [...safety.values()].flatMap((recipe) => recipe.conflicts.map((conflict) => conflict.tag)),
    );
    const facts = listingFacts(input, rows, contradicted);
    const [listing] = await tx
      .insert(marketplaceListings)
      .values({
        userId: actor.id,
        sourcePlanId: plan.id,
        name: input.name,
        description: input.description,
        energyTargetKj: plan.energyTargetKj,
        mainMeals: plan.mainMeals,
        snacks: plan.snacks,
        dessert: plan.dessert,
        servings: plan.servings,
        ...facts,
      })
      .returning({ id: marketplaceListings.id });
    await tx.insert(marketplaceMeals).values(
      rows.map((row) => ({
        listingId: listing!.id,
        day: row.day,
        mealType: row.mealType,
        position: row.position,
        recipeId: row.recipeId,
        noMeal: row.noMeal,
        serves: row.serves,
      })),
    );
    return { id: listing!.id };
  });
}

/**
 * "Meal plan has been removed from the Marketplace": the owner takes the listing of one of their plans
 * off. Copies already made keep their meals; their ratings now answer "Invalid plan reference".
 */
export async function removeOwnListing(db: Database, actor: MarketplaceActor, planId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, actor, planId, { forUpdate: true });
    const removed = await tx
      .update(marketplaceListings)
      .set({ status: 'unlisted', updatedAt: new Date() })
      .where(and(eq(marketplaceListings.sourcePlanId, plan.id), eq(marketplaceListings.status, 'listed')))
      .returning({ id: marketplaceListings.id });
    if (removed.length === 0) throw notFound('noMealPlan');
  });
}

/**
 * SPEC §6: an admin removes any listing, from its preview or from a report of it. Copies already made keep
 * their meals; the listing's pending reports are closed with it, in one transaction.
 */
export async function moderateListing(
  db: Database,
  actor: MarketplaceActor,
  listingId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const listing = await findListedListing(tx, listingId, { forUpdate: true });
    await tx
      .update(marketplaceListings)
      .set({ status: 'removed', removedAt: new Date(), removedById: actor.id, updatedAt: new Date() })
      .where(eq(marketplaceListings.id, listing.id));
    await tx
      .update(marketplaceReports)
      .set({ status: 'closed', closedAt: new Date() })
      .where(and(eq(marketplaceReports.listingId, listing.id), eq(marketplaceReports.status, 'pending')));
  });
}

/** The owner's listings, on the marketplace now first, then the newest. */
export async function myListings(db: Database, actor: MarketplaceActor) {
  const rows = await db
    .select({
      id: marketplaceListings.id,
      planId: marketplaceListings.sourcePlanId,
      name: marketplaceListings.name,
      status: marketplaceListings.status,
      ratingSum: marketplaceListings.ratingSum,
      ratingCount: marketplaceListings.ratingCount,
      copies: marketplaceListings.copies,
      createdAt: marketplaceListings.createdAt,
    })
    .from(marketplaceListings)
    .where(eq(marketplaceListings.userId, actor.id))
    .orderBy(sql`${marketplaceListings.status} <> 'listed'`, desc(marketplaceListings.createdAt))
    .limit(200);
  return rows.map(({ ratingSum, ...row }) => ({ ...row, rating: averageRating(ratingSum, row.ratingCount) }));
}
