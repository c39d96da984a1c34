import { eq } from 'drizzle-orm';
import type { FoodStatus } from '../../../shared/schemas/foods.ts';
import type { Database } from '../../db/client.ts';
import { foods, users } from '../../db/schema/index.ts';
import { queueMail } from '../../integrations/mail/outbox.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Actor } from '../../trpc/context.ts';
import { assertReviewsFoods, findVisibleFood } from './visibility.ts';

export interface ReviewContext {
  db: Database;
  jobs: Jobs;
  actor: Actor;
}

/**
 * Publishes a pending (or hidden) food and mails "Food approved" to the professional who added it, in the
 * same transaction. Approving a published food changes nothing and mails nobody.
 */
export async function approveFood(ctx: ReviewContext, id: string): Promise<void> {
  await setReviewedStatus(ctx, id, 'published');
}

/** Takes a food out of the lists and the recipe builder; the admin still sees it on the Hidden tab. */
export async function hideFood(ctx: ReviewContext, id: string): Promise<void> {
  await setReviewedStatus(ctx, id, 'hidden');
}

async function setReviewedStatus(ctx: ReviewContext, id: string, status: FoodStatus): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Looked up through the visibility rule first: another professional's food is "not found", not refused.
    const food = await findVisibleFood(tx, ctx.actor, id, { forUpdate: true });
    assertReviewsFoods(ctx.actor);
    if (food.status === status) return;
    await tx.update(foods).set({ status, updatedAt: new Date() }).where(eq(foods.id, food.id));
    if (status === 'published') await queueApprovalMail(tx, ctx, food);
  });
}

/** "Food approved" to the food's creator, unless the reviewer is the creator or the creator is gone. */
export async function queueApprovalMail(
  tx: Database,
  ctx: { jobs: Jobs; actor: Actor },
  food: { name: string; createdBy: string | null },
): Promise<void> {
  if (food.createdBy === null || food.createdBy === ctx.actor.id) return;
  const [creator] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, food.createdBy));
  if (!creator) return;
  await queueMail(tx, ctx.jobs, {
    to: creator.email,
    template: 'foodApproved',
    data: { firstName: creator.firstName, foodName: food.name },
  });
}
