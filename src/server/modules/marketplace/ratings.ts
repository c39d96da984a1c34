import { and, eq, sql } from 'drizzle-orm';
import { averageRating } from '../../../shared/schemas/marketplace.ts';
import { AppError } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import {
  marketplaceListings,
  marketplaceRatings,
  type MarketplaceListingRow,
} from '../../db/schema/index.ts';
import { findOwnPlan } from '../meal-plans/plans.ts';
import { findListedListing, type MarketplaceActor } from './listings.ts';

interface RatingInput {
  rating: number;
  comment: string;
}

/** Writes the listing's rating count, sum and 2-decimal average again from its ratings (SPEC §5, §9). */
async function refreshAverage(tx: Database, listingId: string): Promise<void> {
  const [totals] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${marketplaceRatings.rating}), 0)::int`,
    })
    .from(marketplaceRatings)
    .where(eq(marketplaceRatings.listingId, listingId));
  const n = totals?.n ?? 0;
  const sum = totals?.sum ?? 0;
  await tx
    .update(marketplaceListings)
    .set({ ratingCount: n, ratingSum: sum, ratingAverage: averageRating(sum, n) })
    .where(eq(marketplaceListings.id, listingId));
}

/** Saves the actor's one rating of the (locked) listing: "Thank you for your rating!" first, then "Rating saved". */
async function saveRating(
  tx: Database,
  actor: MarketplaceActor,
  listing: MarketplaceListingRow,
  input: RatingInput,
): Promise<'thanksForRating' | 'ratingSaved'> {
  if (listing.userId === actor.id) throw new AppError('FORBIDDEN', 'ownPlanNotRateable');
  const [before] = await tx
    .select({ id: marketplaceRatings.id })
    .from(marketplaceRatings)
    .where(and(eq(marketplaceRatings.listingId, listing.id), eq(marketplaceRatings.userId, actor.id)));
  await tx
    .insert(marketplaceRatings)
    .values({ listingId: listing.id, userId: actor.id, rating: input.rating, comment: input.comment })
    .onConflictDoUpdate({
      target: [marketplaceRatings.listingId, marketplaceRatings.userId],
      set: { rating: input.rating, comment: input.comment, updatedAt: new Date() },
    });
  await refreshAverage(tx, listing.id);
  return before ? 'ratingSaved' : 'thanksForRating';
}

/** Rating a plan on the marketplace. The listing row is locked, so ratings at once keep a true average. */
export async function rateListing(
  db: Database,
  actor: MarketplaceActor,
  input: RatingInput & { listingId: string },
): Promise<'thanksForRating' | 'ratingSaved'> {
  return db.transaction(async (tx) => {
    const listing = await findListedListing(tx, input.listingId, {
      forUpdate: true,
      messageKey: 'invalidPlanReference',
    });
    return saveRating(tx, actor, listing, input);
  });
}

/**
 * Rating a copied plan from the planner, through the listing it came from (SPEC §5): a plan that is not a
 * copy, or whose listing is gone or off the marketplace, is "Invalid plan reference".
 */
export async function rateCopy(
  db: Database,
  actor: MarketplaceActor,
  input: RatingInput & { planId: string },
): Promise<'thanksForRating' | 'ratingSaved'> {
  return db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, actor, input.planId);
    if (!plan.copiedFromListingId) throw new AppError('BAD_REQUEST', 'invalidPlanReference');
    const [listing] = await tx
      .select()
      .from(marketplaceListings)
      .where(
        and(eq(marketplaceListings.id, plan.copiedFromListingId), eq(marketplaceListings.status, 'listed')),
      )
      .for('update');
    if (!listing) throw new AppError('BAD_REQUEST', 'invalidPlanReference');
    return saveRating(tx, actor, listing, input);
  });
}

/** "Rate deleted": the actor's own rating of a listing goes, and the average follows. */
export async function deleteRating(db: Database, actor: MarketplaceActor, listingId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: marketplaceListings.id })
      .from(marketplaceListings)
      .where(eq(marketplaceListings.id, listingId))
      .for('update');
    const deleted = listing
      ? await tx
          .delete(marketplaceRatings)
          .where(and(eq(marketplaceRatings.listingId, listing.id), eq(marketplaceRatings.userId, actor.id)))
          .returning({ id: marketplaceRatings.id })
      : [];
    if (deleted.length === 0) throw new AppError('NOT_FOUND', 'invalidPlanReference');
    await refreshAverage(tx, listing!.id);
  });
}
