import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import { ZPdfFile, ZPlanDocumentInput } from '../../../shared/schemas/documents.ts';
import { ZPlanIdInput } from '../../../shared/schemas/planner.ts';
import {
  ZClientFormInput,
  ZFindProfessionalsInput,
  ZFormHandleInput,
  ZFormLink,
  ZFormOwner,
  ZFormResult,
  ZPlanLink,
  ZPlanLinkInput,
  ZPrivacyContact,
  ZRecipeFormInput,
  ZSharedIdInput,
  ZSharedPlan,
  ZSharedSingleRecipe,
} from '../../../shared/schemas/public-pages.ts';
import { procedureFor, publicProcedure, router } from '../../trpc/init.ts';
import { readGeneralSettings } from '../settings/account-settings.ts';
import {
  createFormLink,
  findProfessionals,
  formLink,
  formOwner,
  submitClientForm,
  submitRecipeForm,
} from './forms.ts';
import { planLink, setPlanLink, sharedPlan, sharedPlanPdf, sharedRecipe } from './shared-plans.ts';

const planners = procedureFor(access.mealPlans);

/**
 * Public eBook links, client forms and the public pages around them (SPEC §2 public routes). The public
 * procedures take an unguessable id or handle and answer only what their page shows; the professional's
 * side (link on/off, the form handle) works on their own rows only.
 */
export const publicPagesRouter = router({
  planLink: planners
    .input(ZPlanIdInput)
    .output(ZPlanLink)
    .query(({ ctx, input }) => planLink(ctx.db, ctx.actor, input.id)),

  setPlanLink: planners
    .input(ZPlanLinkInput)
    .output(ZPlanLink)
    .mutation(({ ctx, input }) => setPlanLink(ctx.db, ctx.actor, input.planId, input.on)),

  formLink: planners.output(ZFormLink).query(({ ctx }) => formLink(ctx.db, ctx.actor.id)),

  createFormLink: planners
    .output(z.object({ handle: z.string() }))
    .mutation(({ ctx }) => createFormLink(ctx.db, ctx.actor)),

  sharedPlan: publicProcedure
    .input(ZSharedIdInput)
    .output(ZSharedPlan)
    .query(({ ctx, input }) => sharedPlan(ctx.db, input.id)),

  /** A mutation: a meal plan's download may take the owner's credit and writes a download record. */
  sharedPlanPdf: publicProcedure
    .input(ZPlanDocumentInput)
    .output(ZPdfFile)
    .mutation(({ ctx, input }) => sharedPlanPdf(ctx, input.id, input.paper)),

  sharedRecipe: publicProcedure
    .input(ZSharedIdInput)
    .output(ZSharedSingleRecipe)
    .query(({ ctx, input }) => sharedRecipe(ctx.db, input.id)),

  formOwner: publicProcedure
    .input(ZFormHandleInput)
    .output(ZFormOwner)
    .query(({ ctx, input }) => formOwner(ctx.db, input.handle)),

  findProfessionals: publicProcedure
    .input(ZFindProfessionalsInput)
    .output(z.array(ZFormOwner))
    .query(({ ctx, input }) => findProfessionals(ctx.db, input.query)),

  submitClientForm: publicProcedure
    .input(ZClientFormInput)
    .output(ZFormResult)
    .mutation(({ ctx, input }) => submitClientForm(ctx, input)),

  submitRecipeForm: publicProcedure
    .input(ZRecipeFormInput)
    .output(ZFormResult)
    .mutation(({ ctx, input }) => submitRecipeForm(ctx, input)),

  /** The privacy policy's contact: Settings' notification recipient, name and e-mail only. */
  privacyContact: publicProcedure.output(ZPrivacyContact).query(async ({ ctx }) => {
    const general = await readGeneralSettings(ctx.db);
    return { name: general.notificationRecipientName, email: general.notificationRecipientEmail };
  }),
});
