import { and, eq, or, type SQL } from 'drizzle-orm';
import { isAllowed } from '../../../shared/access.ts';
import { FOOD_REVIEWERS } from '../../../shared/schemas/foods.ts';
import { AppError, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { foods, type FoodRow } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';

export type FoodViewer = Pick<Actor, 'id' | 'role'>;

export function reviewsFoods(viewer: FoodViewer): boolean {
  return isAllowed(viewer.role, FOOD_REVIEWERS);
}

/**
 * The one rule of SPEC §4-§6 for which foods a user may see: the admin sees every food; anyone else sees
 * the published foods and their own (a professional's Custom foods while pending or hidden). Every query
 * that reads foods for a user goes through this condition. Undefined means "no limit".
 */
export function foodsVisibleTo(viewer: FoodViewer): SQL | undefined {
  if (reviewsFoods(viewer)) return undefined;
  return or(eq(foods.status, 'published'), eq(foods.createdBy, viewer.id));
}

/**
 * One food by id, if the user may see it; otherwise "Food not found." whether or not it exists, so another
 * professional's pending food is indistinguishable from none. `forUpdate` locks the row for a write.
 */
export async function findVisibleFood(
  db: Database,
  viewer: FoodViewer,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<FoodRow> {
  const query = db
    .select()
    .from(foods)
    .where(and(eq(foods.id, id), foodsVisibleTo(viewer)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('foodNotFound');
  return row;
}

/**
 * A professional changes or deletes their own food only while it waits for review; once published or
 * hidden it is the admin's to change. The admin may change any food.
 */
export function assertMayChangeFood(viewer: FoodViewer, food: FoodRow): void {
  if (reviewsFoods(viewer)) return;
  if (food.createdBy !== viewer.id || food.status !== 'pending')
    throw new AppError('FORBIDDEN', 'notAllowed');
}

/** Approving and hiding are the reviewers' alone. */
export function assertReviewsFoods(viewer: FoodViewer): void {
  if (!reviewsFoods(viewer)) throw new AppError('FORBIDDEN', 'notAllowed');
}
