import { eq } from 'drizzle-orm';
import { isAllowed } from '../../../shared/access.ts';
import { RECIPE_APPROVAL_MAIL_ROLES, type RecipeStatus } from '../../../shared/schemas/recipes.ts';
import { dietConflictText } from '../../../shared/safety/client-safety.ts';
import { conflict } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { recipes, users, type RecipeRow } from '../../db/schema/index.ts';
import { queueMail } from '../../integrations/mail/outbox.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Actor } from '../../trpc/context.ts';
import { storedRecipeSafety } from './derived-tags.ts';
import { assertReviewsRecipes, findVisibleRecipe } from './visibility.ts';

export interface ReviewContext {
  db: Database;
  jobs: Jobs;
  actor: Actor;
}

type RecipeChange = Partial<Pick<typeof recipes.$inferInsert, 'status' | 'userId' | 'isCustomized'>>;

/**
 * One move of SPEC §4, applied to a recipe in one of the states it starts from; in the state it leads to
 * already (a second admin, a double click) it changes nothing. From any other state it is refused: the
 * screen that offered it is out of date.
 */
async function moveRecipe(
  ctx: ReviewContext,
  id: string,
  move: (recipe: RecipeRow) => RecipeChange | 'done' | 'refused',
  afterwards?: (tx: Database, recipe: RecipeRow) => Promise<void>,
  before?: (tx: Database, recipe: RecipeRow) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Looked up through the visibility rule first: another user's recipe is "does not exist", not refused.
    const recipe = await findVisibleRecipe(tx, ctx.actor, id, { forUpdate: true });
    assertReviewsRecipes(ctx.actor);
    const change = move(recipe);
    if (change === 'done') return;
    if (change === 'refused') throw conflict('recipeStatusChanged');
    await before?.(tx, recipe);
    // A recipe that reaches the catalogue or leaves it is a change the catalogue's order shows.
    await tx
      .update(recipes)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(recipes.id, recipe.id));
    await afterwards?.(tx, recipe);
  });
}

const when =
  (from: RecipeStatus, to: RecipeStatus, change: RecipeChange = {}) =>
  (recipe: RecipeRow): RecipeChange | 'done' | 'refused' => {
    if (recipe.status === to) return 'done';
    // A my recipe is always published (SPEC §4): it never enters the review states.
    if (recipe.isPrivate) return 'refused';
    return recipe.status === from ? { status: to, ...change } : 'refused';
  };

/**
 * Approve: pending -> published, mailing the owner when they are a dietitian, nutritionist or naturopath;
 * or declined -> published, the acting admin becoming the owner of what was someone's customisation.
 * A recipe whose meal tags its foods contradict (a food's flags changed after it was saved) is refused,
 * naming the food: the catalogue would offer it to every client who eats that way, and the fix, editing its
 * tags or ingredients, is one save away (decision 063).
 */
export async function approveRecipe(ctx: ReviewContext, id: string): Promise<void> {
  await moveRecipe(
    ctx,
    id,
    (recipe) =>
      recipe.status === 'declined'
        ? when('declined', 'published', { userId: ctx.actor.id, isCustomized: false })(recipe)
        : when('pending', 'published')(recipe),
    (tx, recipe) => (recipe.status === 'pending' ? queueApprovalMail(tx, ctx, recipe) : Promise.resolve()),
    assertNoDietConflicts,
  );
}

async function assertNoDietConflicts(tx: Database, recipe: RecipeRow): Promise<void> {
  const conflicts = (await storedRecipeSafety(tx, [recipe.id])).get(recipe.id)?.conflicts ?? [];
  if (conflicts.length > 0) {
    throw conflict('recipeDietConflict', { conflicts: conflicts.map(dietConflictText).join(' ') });
  }
}

/** Published -> pending: the admin takes a recipe out of the catalogue for another look. */
export async function moveRecipeToPending(ctx: ReviewContext, id: string): Promise<void> {
  await moveRecipe(ctx, id, when('published', 'pending'));
}

/** Requested -> pending: the admin accepts a customisation, which is from now on a recipe of its own. */
export async function acceptCustomization(ctx: ReviewContext, id: string): Promise<void> {
  await moveRecipe(ctx, id, when('requested', 'pending', { isCustomized: false }));
}

/** Requested -> declined: the admin turns a customisation down. */
export async function declineCustomization(ctx: ReviewContext, id: string): Promise<void> {
  await moveRecipe(ctx, id, when('requested', 'declined'));
}

/** "Recipe approved" to the owner if their role gets approval mails (SPEC §4, §6) and they are not the admin. */
async function queueApprovalMail(tx: Database, ctx: ReviewContext, recipe: RecipeRow): Promise<void> {
  if (recipe.userId === null || recipe.userId === ctx.actor.id) return;
  const [owner] = await tx
    .select({ email: users.email, firstName: users.firstName, role: users.role })
    .from(users)
    .where(eq(users.id, recipe.userId));
  if (!owner || !isAllowed(owner.role, RECIPE_APPROVAL_MAIL_ROLES)) return;
  await queueMail(tx, ctx.jobs, {
    to: owner.email,
    template: 'recipeApproved',
    data: { firstName: owner.firstName, recipeName: recipe.name, recipeId: recipe.id },
  });
}
