import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  RECIPE_REVIEWERS,
  ZMyRecipesInput,
  ZRecipe,
  ZRecipeCommentDoneInput,
  ZRecipeCommentInput,
  ZRecipeCreateInput,
  ZRecipeCustomizeInput,
  ZRecipeIdInput,
  ZRecipeListInput,
  ZRecipeNumberedPage,
  ZRecipePage,
  ZRecipeReportIdInput,
  ZRecipeReportInput,
  ZRecipeReportListInput,
  ZRecipeReportPage,
  ZRecipeSaveInput,
  ZRecipeSearchInput,
  ZRecipeStatusListInput,
  ZRecipeUpdateInput,
  ZSavedRecipesInput,
} from '../../../shared/schemas/recipes.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { customizeRecipe } from './customize-recipe.ts';
import { deleteRecipe } from './delete-recipe.ts';
import { getRecipe } from './get-recipe.ts';
import { listByStatus, listCatalogue, listMine, listSaved } from './list-recipes.ts';
import { addRecipeComment, setRecipeCommentDone } from './recipe-comments.ts';
import { closeRecipeReport, listRecipeReports, reportRecipe } from './recipe-reports.ts';
import { searchRecipes } from './recipe-search.ts';
import {
  acceptCustomization,
  approveRecipe,
  declineCustomization,
  moveRecipeToPending,
} from './review-recipe.ts';
import { saveRecipe, unsaveRecipe } from './saved-recipes.ts';
import { createRecipe, updateRecipe } from './save-recipe.ts';

const cooks = procedureFor(access.recipes);
const myRecipes = procedureFor(access.myRecipes);
const reviewers = procedureFor(RECIPE_REVIEWERS);
const reportReaders = procedureFor(access.reports);

const done = <K extends string>(messageKey: K) => z.object({ messageKey: z.literal(messageKey) });

/**
 * Recipes and my recipes (SPEC §3-§7). Every procedure sees recipes through the one visibility rule
 * (visibility.ts): the published catalogue is everyone's; my recipes are their owner's; pending, requested
 * and declined recipes are their owner's and customiser's; the admins see them all.
 */
export const recipesRouter = router({
  create: cooks
    .input(ZRecipeCreateInput)
    .output(z.object({ id: z.string(), messageKey: z.literal('recipeAdded') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await createRecipe(ctx, input)),
      messageKey: 'recipeAdded' as const,
    })),

  update: cooks
    .input(ZRecipeUpdateInput)
    .output(z.object({ id: z.string(), messageKey: z.literal('recipeUpdatedSuccessfully') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await updateRecipe(ctx, input)),
      messageKey: 'recipeUpdatedSuccessfully' as const,
    })),

  customize: cooks
    .input(ZRecipeCustomizeInput)
    .output(z.object({ id: z.string(), messageKey: z.enum(['recipeCustomized', 'servesCustomized']) }))
    .mutation(({ ctx, input }) => customizeRecipe(ctx, input)),

  delete: cooks
    .input(ZRecipeIdInput)
    .output(z.object({ messageKey: z.enum(['recipeDeleted', 'customRecipeDeleted']) }))
    .mutation(({ ctx, input }) => deleteRecipe(ctx, input.id)),

  get: cooks
    .input(ZRecipeIdInput)
    .output(ZRecipe)
    .query(({ ctx, input }) => getRecipe(ctx.db, ctx.actor, input.id)),

  list: cooks
    .input(ZRecipeListInput)
    .output(ZRecipePage)
    .query(({ ctx, input }) => listCatalogue(ctx.db, ctx.actor, input)),

  search: cooks
    .input(ZRecipeSearchInput)
    .output(ZRecipeNumberedPage)
    .query(({ ctx, input }) => searchRecipes(ctx.db, ctx.actor, input)),

  mine: myRecipes
    .input(ZMyRecipesInput)
    .output(ZRecipeNumberedPage)
    .query(({ ctx, input }) => listMine(ctx.db, ctx.actor, input)),

  byStatus: cooks
    .input(ZRecipeStatusListInput)
    .output(ZRecipePage)
    .query(({ ctx, input }) => listByStatus(ctx.db, ctx.actor, input)),

  saved: cooks
    .input(ZSavedRecipesInput)
    .output(ZRecipeNumberedPage)
    .query(({ ctx, input }) => listSaved(ctx.db, ctx.actor, input)),

  save: cooks
    .input(ZRecipeSaveInput)
    .output(done('recipeSaved'))
    .mutation(({ ctx, input }) => saveRecipe(ctx, input.recipeId)),

  unsave: cooks
    .input(ZRecipeSaveInput)
    .output(done('recipeUnsaved'))
    .mutation(({ ctx, input }) => unsaveRecipe(ctx, input.recipeId)),

  report: cooks
    .input(ZRecipeReportInput)
    .output(done('reportSent'))
    .mutation(({ ctx, input }) => reportRecipe(ctx, input)),

  reports: reportReaders
    .input(ZRecipeReportListInput)
    .output(ZRecipeReportPage)
    .query(({ ctx, input }) => listRecipeReports(ctx.db, input)),

  closeReport: reportReaders
    .input(ZRecipeReportIdInput)
    .output(done('reportClosed'))
    .mutation(({ ctx, input }) => closeRecipeReport(ctx.db, input.reportId)),

  approve: reviewers
    .input(ZRecipeIdInput)
    .output(done('recipePublished'))
    .mutation(async ({ ctx, input }) => {
      await approveRecipe(ctx, input.id);
      return { messageKey: 'recipePublished' as const };
    }),

  moveToPending: reviewers
    .input(ZRecipeIdInput)
    .output(done('statusMovedToPending'))
    .mutation(async ({ ctx, input }) => {
      await moveRecipeToPending(ctx, input.id);
      return { messageKey: 'statusMovedToPending' as const };
    }),

  acceptCustomization: reviewers
    .input(ZRecipeIdInput)
    .output(done('recipePendingThanks'))
    .mutation(async ({ ctx, input }) => {
      await acceptCustomization(ctx, input.id);
      return { messageKey: 'recipePendingThanks' as const };
    }),

  decline: reviewers
    .input(ZRecipeIdInput)
    .output(done('requestDeclined'))
    .mutation(async ({ ctx, input }) => {
      await declineCustomization(ctx, input.id);
      return { messageKey: 'requestDeclined' as const };
    }),

  addComment: reviewers
    .input(ZRecipeCommentInput)
    .output(z.object({ id: z.string(), messageKey: z.literal('recipeUpdated') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await addRecipeComment(ctx, input)),
      messageKey: 'recipeUpdated' as const,
    })),

  setCommentDone: cooks
    .input(ZRecipeCommentDoneInput)
    .output(done('recipeUpdated'))
    .mutation(async ({ ctx, input }) => {
      await setRecipeCommentDone(ctx, input);
      return { messageKey: 'recipeUpdated' as const };
    }),
});
