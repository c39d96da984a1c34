import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  RECIPE_REPORTS_PAGE_SIZE,
  type ZRecipeReportInput,
  type ZRecipeReportListInput,
  type ZRecipeReportPage,
} from '../../../shared/schemas/recipes.ts';
import { AppError, notFound } from '../../app-error.ts';
import { consumeRateLimit, type RateLimit } from '../../auth/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { recipeReports, recipes, users } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';
import { userFullName } from './recipe-rows.ts';
import { findVisibleRecipe } from './visibility.ts';

/** Enough for someone working through a list of bad recipes; not enough to bury the admins' queue. */
export const RECIPE_REPORTS_PER_USER: RateLimit = {
  name: 'recipe-report',
  max: 20,
  windowMs: 60 * 60 * 1000,
};

/**
 * "Report sent": any user tells the admins something is wrong with a recipe they can see; any other
 * recipe "does not exist", whether or not it does.
 */
export async function reportRecipe(
  ctx: { db: Database; actor: Actor },
  input: z.output<typeof ZRecipeReportInput>,
  now = new Date(),
): Promise<{ messageKey: 'reportSent' }> {
  // Counted before the recipe is looked up, so guessing ids costs the same as reporting.
  if (!(await consumeRateLimit(ctx.db, RECIPE_REPORTS_PER_USER, ctx.actor.id, now))) {
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
  }
  const recipe = await findVisibleRecipe(ctx.db, ctx.actor, input.recipeId);
  await ctx.db.insert(recipeReports).values({
    recipeId: recipe.id,
    userId: ctx.actor.id,
    message: input.message,
    createdAt: now,
  });
  return { messageKey: 'reportSent' };
}

/** The admin's Reports screen: pending or closed recipe reports, newest first. */
export async function listRecipeReports(
  db: Database,
  input: z.output<typeof ZRecipeReportListInput>,
): Promise<z.infer<typeof ZRecipeReportPage>> {
  const page = input.cursor ?? 1;
  const where = eq(recipeReports.status, input.status);
  const [items, total] = await Promise.all([
    db
      .select({
        id: recipeReports.id,
        recipeId: recipeReports.recipeId,
        recipeName: recipes.name,
        message: recipeReports.message,
        status: recipeReports.status,
        // A reporter whose account was deleted leaves the report behind without a name.
        reportedBy: userFullName,
        createdAt: recipeReports.createdAt,
        closedAt: recipeReports.closedAt,
      })
      .from(recipeReports)
      .innerJoin(recipes, eq(recipes.id, recipeReports.recipeId))
      .leftJoin(users, eq(users.id, recipeReports.userId))
      .where(where)
      .orderBy(desc(recipeReports.createdAt), desc(recipeReports.id))
      .limit(RECIPE_REPORTS_PAGE_SIZE)
      .offset((page - 1) * RECIPE_REPORTS_PAGE_SIZE),
    db.$count(recipeReports, where),
  ]);
  return { items, total, nextCursor: page * RECIPE_REPORTS_PAGE_SIZE < total ? page + 1 : null };
}

/** pending -> closed (SPEC §4). Closing a closed report again keeps the first closing time. */
export async function closeRecipeReport(
  db: Database,
  reportId: string,
  now = new Date(),
): Promise<{ messageKey: 'reportClosed' }> {
  const [closed] = await db
    .update(recipeReports)
    .set({ status: 'closed', closedAt: now })
    .where(and(eq(recipeReports.id, reportId), eq(recipeReports.status, 'pending')))
    .returning({ id: recipeReports.id });
  if (!closed) {
    const exists = await db.$count(recipeReports, eq(recipeReports.id, reportId));
    if (exists === 0) throw notFound('reportNotFound');
  }
  return { messageKey: 'reportClosed' };
}
