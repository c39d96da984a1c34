import { z } from 'zod';
import { text } from './text.ts';
import { PLAN_MEAL_TYPES, PLAN_REQUEST_STATUSES } from './meal-plans.ts';

/**
 * The marketplace (SPEC §1-§9): listings of meal plans that others browse, rate and copy, and the admin
 * team's meal plan requests. The constants and the zod contracts of the marketplace router.
 */

/** A listing is on the marketplace, taken off by its owner, or removed by an admin (SPEC §4, §6). */
export const LISTING_STATUSES = ['listed', 'unlisted', 'removed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** SPEC §9: a plan without ratings shows 3.5; an average is rounded to 2 decimals. */
export const DEFAULT_MARKETPLACE_RATING = 3.5;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const MARKETPLACE_PAGE_SIZE = 12;
export const LISTING_NAME_MAX = 100;
export const LISTING_DESCRIPTION_MAX = 2000;
export const RATING_COMMENT_MAX = 1000;
export const REQUEST_BRIEF_MAX = 2000;
const QUERY_MAX = 100;

/** The average of ratings as the marketplace shows it: 2 decimals, 3.5 without any. */
export function averageRating(sum: number, count: number): number {
  if (count === 0) return DEFAULT_MARKETPLACE_RATING;
  return Math.round((sum / count) * 100) / 100;
}

export const MARKETPLACE_SORTS = ['bestRated', 'newest', 'mostCopied'] as const;
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number];
export const MARKETPLACE_SORT_LABELS: Record<MarketplaceSort, string> = {
  bestRated: 'Best rated',
  newest: 'Newest',
  mostCopied: 'Most copied',
};

const tagList = z.array(text().trim().min(1).max(100)).max(20).default([]);

export const ZListingInput = z.object({
  planId: z.uuid(),
  name: text({ message: 'Enter the name others will see.' })
    .trim()
    .min(1, 'Enter the name others will see.')
    .max(LISTING_NAME_MAX, `The name must be at most ${LISTING_NAME_MAX} characters.`),
  description: text()
    .trim()
    .max(LISTING_DESCRIPTION_MAX, `The description must be at most ${LISTING_DESCRIPTION_MAX} characters.`)
    .default(''),
});

export const ZListingIdInput = z.object({ listingId: z.uuid() });

export const ZMarketplaceSearchInput = z.object({
  query: text().trim().max(QUERY_MAX).default(''),
  /** Energy per day, kJ. */
  minEnergyKj: z.number().min(0).max(100_000).nullable().default(null),
  maxEnergyKj: z.number().min(0).max(100_000).nullable().default(null),
  /** Meal tags a plan's recipes have between them. */
  mealTags: tagList,
  /** Nutrition tags every recipe of the plan carries ("free of" claims such as Gluten Free). */
  nutritionTags: tagList,
  minRating: z.number().min(0).max(RATING_MAX).default(0),
  sort: z.enum(MARKETPLACE_SORTS).default('bestRated'),
  cursor: z.number().int().min(1).max(10_000).nullish(),
});

export const ZListingSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  ownerName: z.string(),
  mealTags: z.array(z.string()),
  nutritionTags: z.array(z.string()),
  energyKjPerDay: z.number(),
  days: z.number(),
  rating: z.number(),
  ratingCount: z.number(),
  copies: z.number(),
  createdAt: z.date(),
  /** The viewer's own listing. */
  mine: z.boolean(),
});
export type ListingSummary = z.infer<typeof ZListingSummary>;

export const ZListingPage = z.object({
  items: z.array(ZListingSummary),
  nextCursor: z.number().nullable(),
});

export const ZPreviewMeal = z.object({
  mealType: z.enum(PLAN_MEAL_TYPES),
  position: z.number(),
  noMeal: z.boolean(),
  serves: z.number(),
  recipe: z
    .object({
      id: z.string(),
      name: z.string(),
      energyKjPerServe: z.number(),
      servingValues: z.object({ protein: z.number(), fat: z.number(), carbohydrate: z.number() }),
    })
    .nullable(),
});

export const ZListingPreview = ZListingSummary.extend({
  status: z.enum(LISTING_STATUSES),
  days: z.number(),
  plan: z.array(
    z.object({
      day: z.number(),
      meals: z.array(ZPreviewMeal),
      totals: z.object({
        energyKj: z.number(),
        protein: z.number(),
        fat: z.number(),
        carbohydrate: z.number(),
      }),
    }),
  ),
  ratings: z.array(
    z.object({ userName: z.string(), rating: z.number(), comment: z.string(), createdAt: z.date() }),
  ),
  myRating: z.object({ rating: z.number(), comment: z.string() }).nullable(),
});
export type ListingPreview = z.infer<typeof ZListingPreview>;

export const ZRatingInput = z.object({
  listingId: z.uuid(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  comment: text()
    .trim()
    .max(RATING_COMMENT_MAX, `A comment is at most ${RATING_COMMENT_MAX} characters.`)
    .default(''),
});

/** Rating from the planner: the plan is a copy, rated through the listing it came from. */
export const ZCopyRatingInput = z.object({
  planId: z.uuid(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  comment: text()
    .trim()
    .max(RATING_COMMENT_MAX, `A comment is at most ${RATING_COMMENT_MAX} characters.`)
    .default(''),
});

// ---- reports of listings -------------------------------------------------------------------------------------

/** A report of a listing is pending until an admin closes it or takes the listing down. */
export const LISTING_REPORT_STATUSES = ['pending', 'closed'] as const;
export const LISTING_REPORTS_PAGE_SIZE = 20;
export const LISTING_REPORT_MAX = 2_000;

export const ZListingReportInput = z.object({
  listingId: z.uuid(),
  message: text().trim().min(1, 'Tell us what is wrong.').max(LISTING_REPORT_MAX),
});

export const ZListingReportListInput = z
  .object({
    status: z.enum(LISTING_REPORT_STATUSES).default('pending'),
    cursor: z.number().int().min(1).max(10_000).nullish(),
  })
  .default({ status: 'pending' });

export const ZListingReport = z.object({
  id: z.string(),
  listingId: z.string(),
  listingName: z.string(),
  /** Whether the listing is still on the marketplace (an admin may take it down from the report). */
  listingStatus: z.enum(LISTING_STATUSES),
  ownerName: z.string(),
  message: z.string(),
  status: z.enum(LISTING_REPORT_STATUSES),
  reportedBy: z.string().nullable(),
  createdAt: z.date(),
  closedAt: z.date().nullable(),
});

export const ZListingReportPage = z.object({
  items: z.array(ZListingReport),
  total: z.number(),
  nextCursor: z.number().nullable(),
});

export const ZListingReportIdInput = z.object({ reportId: z.uuid() });

/** A listing an admin took off the marketplace, on the admin's list to restore (decision 059). */
export const ZTakenDownListing = z.object({
  id: z.string(),
  name: z.string(),
  ownerName: z.string(),
  removedAt: z.date().nullable(),
});
export type TakenDownListing = z.infer<typeof ZTakenDownListing>;

export const ZMyListing = z.object({
  id: z.string(),
  planId: z.string().nullable(),
  name: z.string(),
  status: z.enum(LISTING_STATUSES),
  rating: z.number(),
  ratingCount: z.number(),
  copies: z.number(),
  createdAt: z.date(),
});

// ---- meal plan requests --------------------------------------------------------------------------------------

export const ZRequestInput = z.object({
  planId: z.uuid(),
  /** The pricing plan (a token) to pay with. */
  pricingPlanId: z.uuid(),
  brief: text({ message: 'Tell us about your client’s goal and preferences.' })
    .trim()
    .min(1, 'Tell us about your client’s goal and preferences.')
    .max(REQUEST_BRIEF_MAX, `The brief must be at most ${REQUEST_BRIEF_MAX} characters.`),
});

export const REQUEST_DECISIONS = ['approved', 'rejected'] as const;
export const ZRequestDecisionInput = z.object({ planId: z.uuid(), status: z.enum(REQUEST_DECISIONS) });

export const ZPlanRequest = z.object({
  planId: z.string(),
  planName: z.string(),
  client: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  brief: z.string(),
  status: z.enum(PLAN_REQUEST_STATUSES),
  mealCount: z.number(),
  updatedAt: z.date(),
});
export type PlanRequest = z.infer<typeof ZPlanRequest>;
