import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  ZCopyRatingInput,
  ZListingIdInput,
  ZListingInput,
  ZListingPage,
  ZListingReportIdInput,
  ZListingReportInput,
  ZListingReportListInput,
  ZListingReportPage,
  ZListingPreview,
  ZMarketplaceSearchInput,
  ZMyListing,
  ZPlanRequest,
  ZRatingInput,
  ZRequestDecisionInput,
  ZRequestInput,
  ZTakenDownListing,
} from '../../../shared/schemas/marketplace.ts';
import { ZPlanIdInput } from '../../../shared/schemas/planner.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { previewListing, searchListings } from './browse.ts';
import { copyListing } from './copy-listing.ts';
import { closeListingReport, listListingReports, reportListing } from './listing-reports.ts';
import { addListing, moderateListing, myListings, removeOwnListing } from './listings.ts';
import { decidePlanRequest, listPlanRequests, requestPlan } from './plan-requests.ts';
import { deleteRating, rateCopy, rateListing } from './ratings.ts';
import { listTakenDown, restoreListing } from './takedowns.ts';

const browsers = procedureFor(access.marketplace);
const planners = procedureFor(access.marketplacePlans);
const moderators = procedureFor(access.marketplaceModeration);

const done = <K extends string>(messageKey: K) => z.object({ messageKey: z.literal(messageKey) });
const ratingDone = z.object({ messageKey: z.enum(['thanksForRating', 'ratingSaved']) });

/**
 * The marketplace (SPEC §1-§9): everyone browses, previews and rates listed plans; planners list their
 * own plans and copy others'; the admins remove listings. Listings are snapshots (decision 027).
 */
export const marketplaceRouter = router({
  search: browsers
    .input(ZMarketplaceSearchInput)
    .output(ZListingPage)
    .query(({ ctx, input }) => searchListings(ctx.db, ctx.actor, input)),

  preview: browsers
    .input(ZListingIdInput)
    .output(ZListingPreview)
    .query(({ ctx, input }) => previewListing(ctx.db, ctx.actor, input.listingId)),

  rate: browsers
    .input(ZRatingInput)
    .output(ratingDone)
    .mutation(async ({ ctx, input }) => ({ messageKey: await rateListing(ctx.db, ctx.actor, input) })),

  rateCopy: planners
    .input(ZCopyRatingInput)
    .output(ratingDone)
    .mutation(async ({ ctx, input }) => ({ messageKey: await rateCopy(ctx.db, ctx.actor, input) })),

  deleteRating: browsers
    .input(ZListingIdInput)
    .output(done('rateDeleted'))
    .mutation(async ({ ctx, input }) => {
      await deleteRating(ctx.db, ctx.actor, input.listingId);
      return { messageKey: 'rateDeleted' as const };
    }),

  mine: planners.output(z.array(ZMyListing)).query(({ ctx }) => myListings(ctx.db, ctx.actor)),

  add: planners
    .input(ZListingInput)
    .output(z.object({ id: z.string(), messageKey: z.literal('addedToMarketplace') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await addListing(ctx.db, ctx.actor, input)),
      messageKey: 'addedToMarketplace' as const,
    })),

  remove: planners
    .input(ZPlanIdInput)
    .output(done('removedFromMarketplace'))
    .mutation(async ({ ctx, input }) => {
      await removeOwnListing(ctx.db, ctx.actor, input.id);
      return { messageKey: 'removedFromMarketplace' as const };
    }),

  copy: planners
    .input(ZListingIdInput)
    .output(z.object({ planId: z.string(), folderId: z.string(), messageKey: z.literal('mealPlanCopied') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await copyListing(ctx.db, ctx.actor, input.listingId)),
      messageKey: 'mealPlanCopied' as const,
    })),

  report: browsers
    .input(ZListingReportInput)
    .output(done('reportSent'))
    .mutation(({ ctx, input }) => reportListing(ctx.db, ctx.actor, input)),

  reports: moderators
    .input(ZListingReportListInput)
    .output(ZListingReportPage)
    .query(({ ctx, input }) => listListingReports(ctx.db, input)),

  closeReport: moderators
    .input(ZListingReportIdInput)
    .output(done('reportClosed'))
    .mutation(({ ctx, input }) => closeListingReport(ctx.db, input.reportId)),

  moderate: moderators
    .input(ZListingIdInput)
    .output(done('removedFromMarketplace'))
    .mutation(async ({ ctx, input }) => {
      await moderateListing(ctx.db, ctx.actor, input.listingId);
      return { messageKey: 'removedFromMarketplace' as const };
    }),

  /** The listings admins took down, to restore (decision 059). */
  takenDown: moderators.output(z.array(ZTakenDownListing)).query(({ ctx }) => listTakenDown(ctx.db)),

  restore: moderators
    .input(ZListingIdInput)
    .output(done('listingRestored'))
    .mutation(async ({ ctx, input }) => {
      await restoreListing(ctx.db, input.listingId);
      return { messageKey: 'listingRestored' as const };
    }),
});

/** Meal plan requests (SPEC §2 MealplanRequests, §4 requestStatus). */
export const planRequestsRouter = router({
  request: procedureFor(access.planRequests)
    .input(ZRequestInput)
    .output(z.object({ url: z.string() }))
    .mutation(({ ctx, input }) => requestPlan(ctx, input)),

  list: procedureFor(access.mealPlanRequests)
    .output(z.array(ZPlanRequest))
    .query(({ ctx }) => listPlanRequests(ctx.db)),

  decide: procedureFor(access.mealPlanRequests)
    .input(ZRequestDecisionInput)
    .output(done('planStatusUpdated'))
    .mutation(async ({ ctx, input }) => {
      await decidePlanRequest(ctx.db, ctx.jobs, input.planId, input.status);
      return { messageKey: 'planStatusUpdated' as const };
    }),
});
