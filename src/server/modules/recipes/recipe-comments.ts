import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZRecipeCommentDoneInput, ZRecipeCommentInput } from '../../../shared/schemas/recipes.ts';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { recipeComments, recipes } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';
import { assertReviewsRecipes, findVisibleRecipe, reviewsRecipes } from './visibility.ts';

export interface CommentsContext {
  db: Database;
  actor: Actor;
}

/** The admin notes what a recipe needs before it can be published (SPEC §3 comments). */
export async function addRecipeComment(
  ctx: CommentsContext,
  input: z.output<typeof ZRecipeCommentInput>,
): Promise<{ id: string }> {
  const recipe = await findVisibleRecipe(ctx.db, ctx.actor, input.recipeId);
  assertReviewsRecipes(ctx.actor);
  const [row] = await ctx.db
    .insert(recipeComments)
    .values({ recipeId: recipe.id, text: input.text, createdBy: ctx.actor.id })
    .returning({ id: recipeComments.id });
  return { id: row!.id };
}

/**
 * Ticks a comment off as done, or back: the recipe's owner, who acts on the admin's notes, or an admin.
 * Anyone else's comment is "not found", as the comments are shown to no one else.
 */
export async function setRecipeCommentDone(
  ctx: CommentsContext,
  input: z.output<typeof ZRecipeCommentDoneInput>,
): Promise<void> {
  const ownRecipe = reviewsRecipes(ctx.actor) ? undefined : eq(recipes.userId, ctx.actor.id);
  const [comment] = await ctx.db
    .select({ id: recipeComments.id })
    .from(recipeComments)
    .innerJoin(recipes, eq(recipes.id, recipeComments.recipeId))
    .where(and(eq(recipeComments.id, input.commentId), ownRecipe));
  if (!comment) throw notFound();
  await ctx.db.update(recipeComments).set({ done: input.done }).where(eq(recipeComments.id, comment.id));
}
