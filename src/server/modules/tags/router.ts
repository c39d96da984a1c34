import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  ZMealTagInput,
  ZMealTagUpdate,
  ZNutritionTagBulkUpdate,
  ZNutritionTagInput,
  ZNutritionTagUpdate,
  ZTag,
  ZTagIdInput,
  ZTagKindInput,
  ZTagSelection,
  ZTagSelectionInput,
} from '../../../shared/schemas/tags.ts';
import { authedProcedure, procedureFor, router } from '../../trpc/init.ts';
import { bulkUpdateNutritionTags } from './bulk-update-nutrition-tags.ts';
import { deleteTag } from './delete-tag.ts';
import { listTags } from './list-tags.ts';
import { createTag, updateTag } from './save-tag.ts';
import { mySelection, saveSelection } from './tag-selection.ts';

const mealTagAdmin = procedureFor(access.mealTags);
const nutritionTagAdmin = procedureFor(access.nutritionTags);

const done = <K extends string>(messageKey: K) => z.object({ messageKey: z.literal(messageKey) });
const added = <K extends string>(messageKey: K) =>
  z.object({ id: z.string(), messageKey: z.literal(messageKey) });

/** SPEC §2 MealTags (admin): meal type tags such as Vegetarian or Halal. */
const mealTagsRouter = router({
  create: mealTagAdmin
    .input(ZMealTagInput)
    .output(added('mealTagAdded'))
    .mutation(async ({ ctx, input }) => ({
      ...(await createTag(ctx, 'meal', input)),
      messageKey: 'mealTagAdded' as const,
    })),

  update: mealTagAdmin
    .input(ZMealTagUpdate)
    .output(done('mealTagUpdated'))
    .mutation(async ({ ctx, input }) => {
      await updateTag(ctx, 'meal', input);
      return { messageKey: 'mealTagUpdated' as const };
    }),

  delete: mealTagAdmin
    .input(ZTagIdInput)
    .output(done('mealTagDeleted'))
    .mutation(async ({ ctx, input }) => {
      await deleteTag(ctx, 'meal', input.id);
      return { messageKey: 'mealTagDeleted' as const };
    }),
});

/** SPEC §2 NutritionTags (admin): allergens, chemicals, FODMAPs and claims, with their automatic rules. */
const nutritionTagsRouter = router({
  create: nutritionTagAdmin
    .input(ZNutritionTagInput)
    .output(added('nutritionTagAdded'))
    .mutation(async ({ ctx, input }) => ({
      ...(await createTag(ctx, 'nutrition', input)),
      messageKey: 'nutritionTagAdded' as const,
    })),

  update: nutritionTagAdmin
    .input(ZNutritionTagUpdate)
    .output(done('nutritionTagUpdated'))
    .mutation(async ({ ctx, input }) => {
      await updateTag(ctx, 'nutrition', input);
      return { messageKey: 'nutritionTagUpdated' as const };
    }),

  delete: nutritionTagAdmin
    .input(ZTagIdInput)
    .output(done('nutritionTagDeleted'))
    .mutation(async ({ ctx, input }) => {
      await deleteTag(ctx, 'nutrition', input.id);
      return { messageKey: 'nutritionTagDeleted' as const };
    }),

  bulkUpdate: nutritionTagAdmin
    .input(ZNutritionTagBulkUpdate)
    .output(z.object({ count: z.number(), messageKey: z.literal('nutritionTagsUpdated') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await bulkUpdateNutritionTags(ctx, input)),
      messageKey: 'nutritionTagsUpdated' as const,
    })),
});

/**
 * Tags (SPEC §3, §5): everyone reads the tags they may see and keeps their own selection; only the admin
 * changes the tags themselves.
 */
export const tagsRouter = router({
  list: authedProcedure
    .input(ZTagKindInput)
    .output(z.array(ZTag))
    .query(({ ctx, input }) => listTags(ctx.db, ctx.actor, input.kind)),

  mySelection: authedProcedure
    .input(ZTagKindInput)
    .output(ZTagSelection)
    .query(({ ctx, input }) => mySelection(ctx, input.kind)),

  saveSelection: authedProcedure
    .input(ZTagSelectionInput)
    .output(
      z.object({ changed: z.boolean(), tags: z.array(z.string()), messageKey: z.literal('tagsUpdated') }),
    )
    .mutation(async ({ ctx, input }) => ({
      ...(await saveSelection(ctx, input.kind, input.tags)),
      messageKey: 'tagsUpdated' as const,
    })),

  meal: mealTagsRouter,
  nutrition: nutritionTagsRouter,
});
