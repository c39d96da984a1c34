import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  FOOD_REVIEWERS,
  ZFood,
  ZFoodBulkUpdate,
  ZFoodIdInput,
  ZFoodIds,
  ZFoodInput,
  ZFoodListInput,
  ZFoodListPage,
  ZFoodSearchInput,
  ZFoodUpdateInput,
} from '../../../shared/schemas/foods.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { bulkDeleteFoods, bulkUpdateFoods } from './bulk-foods.ts';
import { deleteFood } from './delete-food.ts';
import { getFood } from './get-food.ts';
import { countPendingFoods, listFoods, searchFoods } from './list-foods.ts';
import { approveFood, hideFood } from './review-food.ts';
import { createFood, updateFood } from './save-food.ts';

const foodEditors = procedureFor(access.foods);
const foodSearchers = procedureFor(access.foodSearch);
const foodReviewers = procedureFor(FOOD_REVIEWERS);

const saved = z.object({ id: z.string(), messageKey: z.literal('foodSaved') });
const bulkDone = <K extends 'foodsUpdated' | 'foodsDeleted'>(messageKey: K) =>
  z.object({ count: z.number(), messageKey: z.literal(messageKey) });

/**
 * Foods (SPEC §3-§7). The Foods screen is the admin's and the clinical professionals'; the recipe builder's
 * search and read are everyone's. Each procedure sees foods through the one visibility rule (visibility.ts).
 */
export const foodsRouter = router({
  list: foodEditors
    .input(ZFoodListInput)
    .output(ZFoodListPage)
    .query(({ ctx, input }) => listFoods(ctx.db, ctx.actor, input)),

  pendingCount: foodEditors.output(z.number()).query(({ ctx }) => countPendingFoods(ctx.db, ctx.actor)),

  search: foodSearchers
    .input(ZFoodSearchInput)
    .output(z.array(ZFood))
    .query(({ ctx, input }) => searchFoods(ctx.db, ctx.actor, input)),

  get: foodSearchers
    .input(ZFoodIdInput)
    .output(ZFood)
    .query(({ ctx, input }) => getFood(ctx.db, ctx.actor, input.id)),

  create: foodEditors
    .input(ZFoodInput)
    .output(saved)
    .mutation(async ({ ctx, input }) => ({
      ...(await createFood(ctx, input)),
      messageKey: 'foodSaved' as const,
    })),

  update: foodEditors
    .input(ZFoodUpdateInput)
    .output(saved)
    .mutation(async ({ ctx, input }) => ({
      ...(await updateFood(ctx, input)),
      messageKey: 'foodSaved' as const,
    })),

  approve: foodEditors
    .input(ZFoodIdInput)
    .output(z.object({ messageKey: z.literal('foodApproved') }))
    .mutation(async ({ ctx, input }) => {
      await approveFood(ctx, input.id);
      return { messageKey: 'foodApproved' as const };
    }),

  hide: foodEditors
    .input(ZFoodIdInput)
    .output(z.object({ messageKey: z.literal('foodHidden') }))
    .mutation(async ({ ctx, input }) => {
      await hideFood(ctx, input.id);
      return { messageKey: 'foodHidden' as const };
    }),

  delete: foodEditors
    .input(ZFoodIdInput)
    .output(z.object({ messageKey: z.literal('foodDeleted') }))
    .mutation(async ({ ctx, input }) => {
      await deleteFood(ctx, input.id);
      return { messageKey: 'foodDeleted' as const };
    }),

  bulkUpdate: foodReviewers
    .input(ZFoodBulkUpdate)
    .output(bulkDone('foodsUpdated'))
    .mutation(async ({ ctx, input }) => ({
      ...(await bulkUpdateFoods(ctx, input)),
      messageKey: 'foodsUpdated' as const,
    })),

  bulkDelete: foodReviewers
    .input(ZFoodIds)
    .output(bulkDone('foodsDeleted'))
    .mutation(async ({ ctx, input }) => ({
      ...(await bulkDeleteFoods(ctx, input)),
      messageKey: 'foodsDeleted' as const,
    })),
});
