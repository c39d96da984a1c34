import { eq } from 'drizzle-orm';
import { conflict } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { foods, mealCustomIngredients, recipeIngredients } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';
import { assertMayChangeFood, findVisibleFood } from './visibility.ts';

/**
 * Deletes a food with its portions: any food for the admin, a professional's own while pending. A food
 * that recipes use stays, since their nutrition is worked out from it: hiding it takes it out of sight.
 */
export async function deleteFood(ctx: { db: Database; actor: Actor }, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const food = await findVisibleFood(tx, ctx.actor, id, { forUpdate: true });
    assertMayChangeFood(ctx.actor, food);
    // A meal customised for a client (decision 043) weighs its ingredients as a recipe does.
    const uses =
      (await tx.$count(recipeIngredients, eq(recipeIngredients.foodId, food.id))) +
      (await tx.$count(mealCustomIngredients, eq(mealCustomIngredients.foodId, food.id)));
    if (uses > 0) {
      throw conflict('foodUsedInRecipes');
    }
    await tx.delete(foods).where(eq(foods.id, food.id));
  });
}
