import type { z } from 'zod';
import type { ZFoodReportInput } from '../../../shared/schemas/foods.ts';
import { AppError } from '../../app-error.ts';
import { consumeRateLimit, type RateLimit } from '../../auth/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { foodReports } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';
import { findVisibleFood } from '../foods/visibility.ts';

export interface FoodReportsContext {
  db: Database;
  actor: Actor;
}

/** Enough for someone working through a list of bad foods; not enough to bury the admins' queue. */
export const FOOD_REPORTS_PER_USER: RateLimit = {
  name: 'food-report',
  max: 20,
  windowMs: 60 * 60 * 1000,
};

/**
 * Any user tells the admins something is wrong with a food they can see (the foods' own visibility rule);
 * any other food is "Food not found.", whether or not it exists.
 */
export async function submitFoodReport(
  ctx: FoodReportsContext,
  input: z.output<typeof ZFoodReportInput>,
  now = new Date(),
): Promise<{ messageKey: 'reportSubmitted' }> {
  // Counted before the food is looked up, so guessing ids costs the same as reporting.
  if (!(await consumeRateLimit(ctx.db, FOOD_REPORTS_PER_USER, ctx.actor.id, now))) {
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
  }
  const food = await findVisibleFood(ctx.db, ctx.actor, input.foodId);
  await ctx.db.insert(foodReports).values({
    foodId: food.id,
    userId: ctx.actor.id,
    message: input.message,
    createdAt: now,
  });
  return { messageKey: 'reportSubmitted' };
}
