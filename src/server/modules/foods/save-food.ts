import { and, eq, inArray } from 'drizzle-orm';
import { ROLE_LABELS } from '../../../shared/access.ts';
import { checkEnergy } from '../../../shared/nutrition/energy-check.ts';
import { GRAM_PORTION, type FoodInput, type PortionInput } from '../../../shared/schemas/foods.ts';
import { badRequest } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  foodCategories,
  foodPortions,
  foods,
  recipeIngredients,
  recipes,
  settings,
} from '../../db/schema/index.ts';
import { queueMail } from '../../integrations/mail/outbox.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Actor } from '../../trpc/context.ts';
import { refreshRecipeTagsForFoods } from '../recipes/derived-tags.ts';
import { refreshSearchText } from '../recipes/search-text.ts';
import { factsChanged, foodFactsToSave } from './food-facts.ts';
import { assertMayChangeFood, findVisibleFood, reviewsFoods } from './visibility.ts';

export interface FoodsContext {
  db: Database;
  jobs: Jobs;
  config: Pick<Config, 'appUrl'>;
  actor: Actor;
}

/** SPEC §3: foods a user adds (rather than imports from a dataset) are 'Custom'. */
export const CUSTOM_SOURCE = 'Custom';

/**
 * Adds a food. The admin's is published at once; a professional's waits as pending, visible to them and the
 * admin, and the submission is mailed to them and to the Settings' notification recipient (SPEC §6), in the
 * same transaction as the food. What it contains is the rule table's answer for its name unless the person
 * set it (see foodFactsToSave).
 */
export async function createFood(ctx: FoodsContext, input: FoodInput): Promise<{ id: string }> {
  const published = reviewsFoods(ctx.actor);
  return ctx.db.transaction(async (tx) => {
    await assertCategoryExists(tx, input.categoryId);
    const [row] = await tx
      .insert(foods)
      .values({
        ...foodValues(input),
        ...foodFactsToSave(input, { group: null, src: CUSTOM_SOURCE }),
        status: published ? 'published' : 'pending',
        src: CUSTOM_SOURCE,
        createdBy: ctx.actor.id,
      })
      .returning({ id: foods.id });
    const id = row!.id;
    await savePortions(tx, id, input.portions);
    if (!published) await queueSubmissionMails(tx, ctx, input.name);
    return { id };
  });
}

/**
 * Changes a food the user may change (see assertMayChangeFood); its status stays as it was. When what it
 * contains or is changes, the recipes that use it get their derived tags again in the same transaction.
 */
export async function updateFood(
  ctx: FoodsContext,
  input: FoodInput & { id: string },
): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const food = await findVisibleFood(tx, ctx.actor, input.id, { forUpdate: true });
    assertMayChangeFood(ctx.actor, food);
    await assertCategoryExists(tx, input.categoryId);
    const facts = foodFactsToSave(input, { group: food.sourceGroup, src: food.src });
    await tx
      .update(foods)
      .set({ ...foodValues(input), ...facts })
      .where(eq(foods.id, food.id));
    await savePortions(tx, food.id, input.portions);
    if (factsChanged(food, facts)) await refreshRecipeTagsForFoods(tx, [food.id]);
    if (input.name !== food.name) {
      // Recipes are searched by their ingredients' names.
      await refreshSearchText(
        tx,
        inArray(
          recipes.id,
          tx
            .select({ id: recipeIngredients.recipeId })
            .from(recipeIngredients)
            .where(eq(recipeIngredients.foodId, food.id)),
        ),
      );
    }
    return { id: food.id };
  });
}

/** The columns a food's editor sets, with the energy check of the values entered. */
function foodValues(input: FoodInput) {
  return {
    name: input.name,
    categoryId: input.categoryId,
    alternateWords: input.alternateWords,
    defaultMeasurement: defaultMeasurementOf(input),
    defaultWeight: input.defaultWeight,
    ...input.nutrients,
    energyOutlier: checkEnergy(input.nutrients)?.outlier ?? false,
    updatedAt: new Date(),
  };
}

/** The default measurement spelt as its portion is ("Cup", not "cup"), or gram. */
function defaultMeasurementOf(input: FoodInput): string {
  const key = input.defaultMeasurement.toLowerCase();
  return input.portions.find((portion) => portion.name.toLowerCase() === key)?.name ?? GRAM_PORTION;
}

/** A food names a category that exists (a stale picker may offer one just deleted). */
export async function assertCategoryExists(db: Database, categoryId: string | null): Promise<void> {
  if (categoryId === null) return;
  const [category] = await db
    .select({ id: foodCategories.id })
    .from(foodCategories)
    .where(eq(foodCategories.id, categoryId));
  if (!category) throw badRequest('categoryNotFound');
}

/**
 * Makes the food's portions the given ones, in their order. A portion whose name stays keeps its id, so a
 * recipe that measures the food in it keeps measuring in it; names compare as the unique index does.
 */
async function savePortions(db: Database, foodId: string, portions: readonly PortionInput[]): Promise<void> {
  const existing = await db
    .select({ id: foodPortions.id, name: foodPortions.name })
    .from(foodPortions)
    .where(eq(foodPortions.foodId, foodId));
  const existingByName = new Map(existing.map((row) => [row.name.toLowerCase(), row.id]));
  const keptNames = new Set(portions.map((portion) => portion.name.toLowerCase()));
  const removed = existing.filter((row) => !keptNames.has(row.name.toLowerCase())).map((row) => row.id);
  if (removed.length > 0) {
    await db
      .delete(foodPortions)
      .where(and(eq(foodPortions.foodId, foodId), inArray(foodPortions.id, removed)));
  }
  for (const [position, portion] of portions.entries()) {
    const values = { name: portion.name, unit: portion.unit, weight: portion.weight, position };
    const id = existingByName.get(portion.name.toLowerCase());
    if (id) await db.update(foodPortions).set(values).where(eq(foodPortions.id, id));
    else await db.insert(foodPortions).values({ ...values, foodId });
  }
}

/** "Food submitted" to the professional, and a note to the Settings' notification recipient if there is one. */
async function queueSubmissionMails(tx: Database, ctx: FoodsContext, foodName: string): Promise<void> {
  const { actor } = ctx;
  await queueMail(tx, ctx.jobs, {
    to: actor.email,
    template: 'foodSubmitted',
    data: { firstName: actor.firstName, foodName },
  });
  const [recipient] = await tx
    .select({ email: settings.notificationRecipientEmail, name: settings.notificationRecipientName })
    .from(settings);
  if (!recipient?.email) return;
  const submitter = `${[actor.firstName, actor.lastName].join(' ').trim()} (${ROLE_LABELS[actor.role]})`;
  await queueMail(tx, ctx.jobs, {
    to: recipient.email,
    template: 'notify',
    data: {
      recipient: recipient.name?.trim() || 'there',
      subject: `New food to review: ${foodName}`,
      message: [
        `${submitter} added the food "${foodName}". It is waiting for your review.`,
        `Approve or hide it on the Pending tab of the Foods screen: ${ctx.config.appUrl}/foods`,
      ].join('\n\n'),
    },
  });
}
