import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { marketplaceListings, marketplaceMeals, mealPlans, meals, recipes } from '../../db/schema/index.ts';
import { ensureDefaultFolders } from '../clients/folders.ts';
import { assertFreeMealSlot } from '../meal-plans/plans.ts';
import { findListedListing, type MarketplaceActor } from './listings.ts';

/**
 * "Meal plan has been copied!": a new plan of the actor's in their "copied plans" folder (SPEC §9 default
 * folder "2"), with the listing's goal copy and meals, keeping the listing it came from for ratings. It
 * takes a meal slot like any new plan (the subscription-required dialog when none is free). One
 * transaction: the slot, the plan, its meals and the listing's copy count, or nothing.
 */
export async function copyListing(
  db: Database,
  actor: MarketplaceActor,
  listingId: string,
): Promise<{ planId: string; folderId: string }> {
  return db.transaction(async (tx) => {
    const listing = await findListedListing(tx, listingId, { forUpdate: true });
    await assertFreeMealSlot(tx, actor);
    const { copied } = await ensureDefaultFolders(tx, actor.id);
    const [plan] = await tx
      .insert(mealPlans)
      .values({
        userId: actor.id,
        folderId: copied.id,
        name: listing.name,
        description: listing.description,
        energyTargetKj: listing.energyTargetKj,
        mainMeals: listing.mainMeals,
        snacks: listing.snacks,
        dessert: listing.dessert,
        servings: listing.servings,
        copiedFromListingId: listing.id,
      })
      .returning({ id: mealPlans.id });
    // A recipe of the listing that left the catalogue since (its owner made it private or changed it, and
    // it waits for review again) is not handed on: its slot stays empty in the copy (decision 067).
    const source = await tx
      .select({ meal: marketplaceMeals })
      .from(marketplaceMeals)
      .leftJoin(recipes, eq(recipes.id, marketplaceMeals.recipeId))
      .where(
        and(
          eq(marketplaceMeals.listingId, listing.id),
          or(
            isNull(marketplaceMeals.recipeId),
            and(eq(recipes.status, 'published'), eq(recipes.isPrivate, false)),
          ),
        ),
      )
      .then((rows) => rows.map((row) => row.meal));
    if (source.length > 0) {
      await tx.insert(meals).values(
        source.map((meal) => ({
          planId: plan!.id,
          userId: actor.id,
          day: meal.day,
          mealType: meal.mealType,
          position: meal.position,
          recipeId: meal.recipeId,
          noMeal: meal.noMeal,
          serves: meal.serves,
        })),
      );
    }
    await tx
      .update(marketplaceListings)
      .set({ copies: sql`${marketplaceListings.copies} + 1` })
      .where(eq(marketplaceListings.id, listing.id));
    return { planId: plan!.id, folderId: copied.id };
  });
}
