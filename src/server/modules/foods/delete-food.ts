import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { foods } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';
import { assertMayChangeFood, findVisibleFood } from './visibility.ts';

/** Deletes a food with its portions: any food for the admin, a professional's own while pending. */
export async function deleteFood(ctx: { db: Database; actor: Actor }, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const food = await findVisibleFood(tx, ctx.actor, id, { forUpdate: true });
    assertMayChangeFood(ctx.actor, food);
    await tx.delete(foods).where(eq(foods.id, food.id));
  });
}
