import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  ZFoodCategory,
  ZFoodCategoryBulkUpdate,
  ZFoodCategoryIdInput,
  ZFoodCategoryInput,
  ZFoodCategoryListInput,
  ZFoodCategoryRename,
} from '../../../shared/schemas/foods.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { listCategories } from './list-categories.ts';
import { addCategory, bulkUpdateCategories, deleteCategory, renameCategory } from './manage-categories.ts';

const foodEditors = procedureFor(access.foods);
const admin = procedureFor(access.categories);

/** SPEC §3 Food category: everyone who edits foods picks from the list; only the admin changes it. */
export const foodCategoriesRouter = router({
  list: foodEditors
    .input(ZFoodCategoryListInput)
    .output(z.array(ZFoodCategory))
    .query(({ ctx, input }) =>
      listCategories(ctx.db, {
        // Inactive categories are the admin's business: a professional's picker never offers them.
        includeInactive: input.includeInactive && ctx.actor.role === 'admin',
      }),
    ),

  add: admin
    .input(ZFoodCategoryInput)
    .output(z.object({ id: z.string(), messageKey: z.literal('foodCategoryAdded') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await addCategory(ctx, input.name)),
      messageKey: 'foodCategoryAdded' as const,
    })),

  rename: admin
    .input(ZFoodCategoryRename)
    .output(z.object({ messageKey: z.literal('categoryUpdated') }))
    .mutation(async ({ ctx, input }) => {
      await renameCategory(ctx, input.id, input.name);
      return { messageKey: 'categoryUpdated' as const };
    }),

  delete: admin
    .input(ZFoodCategoryIdInput)
    .output(z.object({ messageKey: z.literal('categoryDeleted') }))
    .mutation(async ({ ctx, input }) => {
      await deleteCategory(ctx, input.id);
      return { messageKey: 'categoryDeleted' as const };
    }),

  bulkUpdate: admin
    .input(ZFoodCategoryBulkUpdate)
    .output(z.object({ updated: z.number(), messageKey: z.literal('categorySaved') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await bulkUpdateCategories(ctx, input)),
      messageKey: 'categorySaved' as const,
    })),
});
