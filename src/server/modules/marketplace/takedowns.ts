import { and, desc, eq, sql } from 'drizzle-orm';
import type { TakenDownListing } from '../../../shared/schemas/marketplace.ts';
import { AppError, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { marketplaceListings, users } from '../../db/schema/index.ts';

/**
 * Take-downs (SPEC §6, decision 059): a listing an admin removed stays off the marketplace, and its owner
 * cannot list the same plan again (listings.ts refuses it), until an admin restores it. Restoring puts the
 * snapshot back as it was, with its ratings and copies: the admin restores what was taken down, not
 * whatever the plan has become since.
 */

/** The listings admins took down, the latest first: the admin's list to restore from. */
export async function listTakenDown(db: Database): Promise<TakenDownListing[]> {
  return db
    .select({
      id: marketplaceListings.id,
      name: marketplaceListings.name,
      ownerName: sql<string>`trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))`,
      removedAt: marketplaceListings.removedAt,
    })
    .from(marketplaceListings)
    .innerJoin(users, eq(users.id, marketplaceListings.userId))
    .where(eq(marketplaceListings.status, 'removed'))
    .orderBy(desc(marketplaceListings.removedAt), desc(marketplaceListings.id))
    .limit(200);
}

/**
 * An admin puts a taken-down listing back on the marketplace. Anything but a taken-down listing is "not
 * found"; a plan that is listed again meanwhile (only possible for listings taken down before take-downs
 * held) is "already in the Marketplace".
 */
export async function restoreListing(db: Database, listingId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: marketplaceListings.id, sourcePlanId: marketplaceListings.sourcePlanId })
      .from(marketplaceListings)
      .where(and(eq(marketplaceListings.id, listingId), eq(marketplaceListings.status, 'removed')))
      .for('update');
    if (!listing) throw notFound('noMealPlan');
    if (listing.sourcePlanId) {
      const [listed] = await tx
        .select({ id: marketplaceListings.id })
        .from(marketplaceListings)
        .where(
          and(
            eq(marketplaceListings.sourcePlanId, listing.sourcePlanId),
            eq(marketplaceListings.status, 'listed'),
          ),
        );
      if (listed) throw new AppError('CONFLICT', 'alreadyInMarketplace');
    }
    await tx
      .update(marketplaceListings)
      .set({ status: 'listed', removedAt: null, removedById: null, updatedAt: new Date() })
      .where(eq(marketplaceListings.id, listing.id));
  });
}
