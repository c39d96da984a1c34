import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  ZRecipeCategory,
  ZRecipeCategoryIdInput,
  ZRecipeCategoryInput,
  ZRecipeCategoryRename,
} from '../../../shared/schemas/recipe-categories.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { listRecipeCategories } from './list-recipe-categories.ts';
import { addRecipeCategory, deleteRecipeCategory, renameRecipeCategory } from './manage-recipe-categories.ts';

const admin = procedureFor(access.categories);

/** SPEC §2 Categories (admin) and §7 categories: list, add, update name, delete. */
export const recipeCategoriesRouter = router({
  list: admin.output(z.array(ZRecipeCategory)).query(({ ctx }) => listRecipeCategories(ctx.db)),

  add: admin
    .input(ZRecipeCategoryInput)
    .output(z.object({ id: z.string(), messageKey: z.literal('categorySaved') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await addRecipeCategory(ctx, input.name)),
      messageKey: 'categorySaved' as const,
    })),

  rename: admin
    .input(ZRecipeCategoryRename)
    .output(z.object({ messageKey: z.literal('categoryUpdated') }))
    .mutation(async ({ ctx, input }) => {
      await renameRecipeCategory(ctx, input.id, input.name);
      return { messageKey: 'categoryUpdated' as const };
    }),

  delete: admin
    .input(ZRecipeCategoryIdInput)
    .output(z.object({ messageKey: z.literal('categoryDeleted') }))
    .mutation(async ({ ctx, input }) => {
      await deleteRecipeCategory(ctx, input.id);
      return { messageKey: 'categoryDeleted' as const };
    }),
});
