import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlanRequest, ZRequestInput } from '../../../shared/schemas/marketplace.ts';
import { AppError, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { folders, mealPlans, users } from '../../db/schema/index.ts';
import { queueMail } from '../../integrations/mail/outbox.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { buyToken, type BillingContext } from '../billing/subscription.ts';
import { findOwnPlan, type Planner } from '../meal-plans/plans.ts';

/**
 * A meal plan request (SPEC §4 requestStatus): the professional writes what the admin team should build
 * on one of their plans (the client's goal and preferences) and pays for it with a token, through
 * billing's one-off checkout. The plan becomes "requesting" when Stripe's payment arrives
 * (billing/sync.ts, once per payment), so a checkout that is abandoned requests nothing; Stripe sends the
 * professional back to /meal-plans?request=success|failed.
 */
export async function requestPlan(
  ctx: BillingContext & { actor: Planner },
  input: z.output<typeof ZRequestInput>,
): Promise<{ url: string }> {
  await ctx.db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, ctx.actor, input.planId, { forUpdate: true });
    if (plan.recipePlan) throw notFound('noMealPlan');
    if (plan.requestStatus !== 'empty') throw new AppError('CONFLICT', 'planAlreadyRequested');
    await tx.update(mealPlans).set({ requestBrief: input.brief }).where(eq(mealPlans.id, plan.id));
  });
  return buyToken(ctx, input.pricingPlanId, input.planId);
}

const mealCount = sql<number>`(select count(*)::int from meals where meals.plan_id = meal_plans.id and meals.recipe_id is not null)`;

/** The admins' list at /requests: every plan ever requested, the open ones first, the last changed first. */
export async function listPlanRequests(db: Database): Promise<PlanRequest[]> {
  return db
    .select({
      planId: mealPlans.id,
      planName: mealPlans.name,
      client: folders.client,
      ownerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      ownerEmail: users.email,
      brief: mealPlans.requestBrief,
      status: mealPlans.requestStatus,
      mealCount,
      updatedAt: mealPlans.updatedAt,
    })
    .from(mealPlans)
    .innerJoin(folders, eq(folders.id, mealPlans.folderId))
    .innerJoin(users, eq(users.id, mealPlans.userId))
    .where(ne(mealPlans.requestStatus, 'empty'))
    .orderBy(sql`${mealPlans.requestStatus} <> 'requesting'`, desc(mealPlans.updatedAt), desc(mealPlans.id))
    .limit(500);
}

/**
 * "Plan status updated": an admin approves or rejects a plan that is requesting (the only move SPEC §4
 * allows from there), and the professional is emailed, in the same transaction.
 */
export async function decidePlanRequest(
  db: Database,
  jobs: Pick<Jobs, 'send'>,
  planId: string,
  status: 'approved' | 'rejected',
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ plan: mealPlans, email: users.email, firstName: users.firstName })
      .from(mealPlans)
      .innerJoin(users, eq(users.id, mealPlans.userId))
      .where(and(eq(mealPlans.id, planId), ne(mealPlans.requestStatus, 'empty')))
      .for('update', { of: mealPlans });
    if (!row) throw notFound('noMealPlan');
    if (row.plan.requestStatus !== 'requesting') throw new AppError('CONFLICT', 'planRequestNotOpen');
    await tx
      .update(mealPlans)
      .set({ requestStatus: status, updatedAt: new Date() })
      .where(eq(mealPlans.id, row.plan.id));
    await queueMail(tx, jobs, {
      to: row.email,
      template: 'planRequestDecided',
      data: { firstName: row.firstName, planName: row.plan.name, planId: row.plan.id, status },
    });
  });
}
