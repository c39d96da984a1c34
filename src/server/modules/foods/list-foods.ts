import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FOODS_PAGE_SIZES,
  type Food,
  type ZFoodListInput,
  type ZFoodListPage,
  type ZFoodSearchInput,
} from '../../../shared/schemas/foods.ts';
import type { Database } from '../../db/client.ts';
import { foods } from '../../db/schema/index.ts';
import { findFoods } from './food-search.ts';
import { withPortions } from './get-food.ts';
import { foodsVisibleTo, type FoodViewer } from './visibility.ts';

type FoodListInput = z.output<typeof ZFoodListInput>;
type FoodListPage = z.infer<typeof ZFoodListPage>;

/** A tab of the Foods screen: published (100 a page), pending (20) or hidden (100), searched and filtered. */
export async function listFoods(
  db: Database,
  viewer: FoodViewer,
  input: FoodListInput,
): Promise<FoodListPage> {
  const pageSize = FOODS_PAGE_SIZES[input.status];
  const { items, total } = await findFoods(db, {
    viewer,
    statuses: [input.status],
    query: input.query,
    categoryId: input.categoryId,
    limit: pageSize,
    offset: (input.page - 1) * pageSize,
  });
  return { items, page: input.page, pageSize, total };
}

/**
 * The recipe builder's food search, open to every role: the published foods and the pending ones the user
 * may see (their own; every one for the admin), best matches first, each with its portions. Hidden foods
 * are never offered for a new recipe.
 */
export async function searchFoods(
  db: Database,
  viewer: FoodViewer,
  input: z.output<typeof ZFoodSearchInput>,
): Promise<Food[]> {
  const { items } = await findFoods(db, {
    viewer,
    statuses: ['published', 'pending'],
    query: input.query,
    limit: input.limit,
    offset: 0,
  });
  return withPortions(db, items);
}

/** The badge on Foods: the pending foods the user may see (every one for the admin, their own otherwise). */
export async function countPendingFoods(db: Database, viewer: FoodViewer): Promise<number> {
  return db.$count(foods, and(eq(foods.status, 'pending'), foodsVisibleTo(viewer)));
}
