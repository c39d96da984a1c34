import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LISTING_REPORTS_PAGE_SIZE,
  type ZListingReportInput,
  type ZListingReportListInput,
  type ZListingReportPage,
} from '../../../shared/schemas/marketplace.ts';
import { AppError, notFound } from '../../app-error.ts';
import { consumeRateLimit, type RateLimit } from '../../auth/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { marketplaceListings, marketplaceReports, users } from '../../db/schema/index.ts';
import { findListedListing, type MarketplaceActor } from './listings.ts';

/** As many as recipe reports: enough for a list of bad plans, not enough to bury the admins' queue. */
export const LISTING_REPORTS_PER_USER: RateLimit = {
  name: 'listing-report',
  max: 20,
  windowMs: 60 * 60 * 1000,
};

/**
 * "Report sent": any user tells the admins something is wrong with a plan on the marketplace. A listing
 * that is not on the marketplace (unlisted, removed, or never there) is "not found", whoever asks.
 */
export async function reportListing(
  db: Database,
  actor: MarketplaceActor,
  input: z.output<typeof ZListingReportInput>,
  now = new Date(),
): Promise<{ messageKey: 'reportSent' }> {
  // Counted before the listing is looked up, so guessing ids costs the same as reporting.
  if (!(await consumeRateLimit(db, LISTING_REPORTS_PER_USER, actor.id, now))) {
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
  }
  const listing = await findListedListing(db, input.listingId);
  await db.insert(marketplaceReports).values({
    listingId: listing.id,
    userId: actor.id,
    message: input.message,
    createdAt: now,
  });
  return { messageKey: 'reportSent' };
}

const reporters = alias(users, 'reporters');
const owners = alias(users, 'owners');

/** The admin's Reports screen: pending or closed reports of listings, newest first, with the listing's state. */
export async function listListingReports(
  db: Database,
  input: z.output<typeof ZListingReportListInput>,
): Promise<z.infer<typeof ZListingReportPage>> {
  const page = input.cursor ?? 1;
  const where = eq(marketplaceReports.status, input.status);
  const [items, total] = await Promise.all([
    db
      .select({
        id: marketplaceReports.id,
        listingId: marketplaceReports.listingId,
        listingName: marketplaceListings.name,
        listingStatus: marketplaceListings.status,
        ownerName: sql<string>`trim(concat_ws(' ', ${owners.firstName}, ${owners.lastName}))`,
        message: marketplaceReports.message,
        status: marketplaceReports.status,
        // A reporter whose account was deleted leaves the report behind without a name.
        reportedBy: sql<
          string | null
        >`nullif(trim(concat_ws(' ', ${reporters.firstName}, ${reporters.lastName})), '')`,
        createdAt: marketplaceReports.createdAt,
        closedAt: marketplaceReports.closedAt,
      })
      .from(marketplaceReports)
      .innerJoin(marketplaceListings, eq(marketplaceListings.id, marketplaceReports.listingId))
      .innerJoin(owners, eq(owners.id, marketplaceListings.userId))
      .leftJoin(reporters, eq(reporters.id, marketplaceReports.userId))
      .where(where)
      .orderBy(desc(marketplaceReports.createdAt), desc(marketplaceReports.id))
      .limit(LISTING_REPORTS_PAGE_SIZE)
      .offset((page - 1) * LISTING_REPORTS_PAGE_SIZE),
    db.$count(marketplaceReports, where),
  ]);
  return { items, total, nextCursor: page * LISTING_REPORTS_PAGE_SIZE < total ? page + 1 : null };
}

/** pending -> closed. Closing a closed report again keeps the first closing time. */
export async function closeListingReport(
  db: Database,
  reportId: string,
  now = new Date(),
): Promise<{ messageKey: 'reportClosed' }> {
  const [closed] = await db
    .update(marketplaceReports)
    .set({ status: 'closed', closedAt: now })
    .where(and(eq(marketplaceReports.id, reportId), eq(marketplaceReports.status, 'pending')))
    .returning({ id: marketplaceReports.id });
  if (!closed) {
    const exists = await db.$count(marketplaceReports, eq(marketplaceReports.id, reportId));
    if (exists === 0) throw notFound('reportNotFound');
  }
  return { messageKey: 'reportClosed' };
}
