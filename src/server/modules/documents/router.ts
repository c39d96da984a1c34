import { access } from '../../../shared/access.ts';
import {
  ZPdfFile,
  ZPlanCharge,
  ZPlanChargeInput,
  ZPlanDocumentInput,
  ZRecipeDocumentInput,
} from '../../../shared/schemas/documents.ts';
import { z } from 'zod';
import { procedureFor, router } from '../../trpc/init.ts';
import { downloadMealPlan, mealPlanCharge, recipeBookPdf, recipePdf } from './download.ts';

const planners = procedureFor(access.mealPlans);
const recipeReaders = procedureFor(access.recipes);

/**
 * Branded PDFs (issue 13). A meal plan's download is a mutation because it takes a download credit and
 * writes a download record; a recipe eBook or a recipe changes nothing, so they are queries. Each returns
 * the PDF itself (decision 024): no second request, no download id to keep between instances.
 */
export const documentsRouter = router({
  mealPlan: planners
    .input(ZPlanDocumentInput)
    .output(ZPdfFile.extend({ tookCredit: z.boolean() }))
    .mutation(({ ctx, input }) => downloadMealPlan(ctx, ctx.actor, input.id, input.paper)),

  /** Whether downloading the plan now takes a credit (decision 057), for the download dialog to say so. */
  mealPlanCharge: planners
    .input(ZPlanChargeInput)
    .output(ZPlanCharge)
    .query(({ ctx, input }) => mealPlanCharge(ctx, ctx.actor, input.id)),

  recipePlan: planners
    .input(ZPlanDocumentInput)
    .output(ZPdfFile)
    .query(({ ctx, input }) => recipeBookPdf(ctx, ctx.actor, input.id, input.paper)),

  recipe: recipeReaders
    .input(ZRecipeDocumentInput)
    .output(ZPdfFile)
    .query(({ ctx, input }) => recipePdf(ctx, ctx.actor, input.id, input.paper)),
});
