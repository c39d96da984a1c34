import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  ZAddMealsInput,
  ZBalanceDayInput,
  ZGenerateInput,
  ZGenerateResult,
  ZMealIdInput,
  ZMealLockInput,
  ZMealMoveInput,
  ZMealServesInput,
  ZNoMealInput,
  ZPlan,
  ZPlanCreateInput,
  ZPlanIdInput,
  ZPlanListInput,
  ZPlanRenameInput,
  ZPlanSettingsInput,
  ZPlanSummary,
  ZShoppingList,
} from '../../../shared/schemas/planner.ts';
import { ZMealCustomiseInput, ZMealRecipeVersions } from '../../../shared/schemas/custom-meals.ts';
import {
  ZPlanDuplicateInput,
  ZPlanDuplicateResult,
  ZPlanRestoreResult,
  ZPlanUndoInput,
  ZPlanVersionDetail,
  ZPlanVersionInput,
  ZPlanVersionsInput,
  ZPlanVersionSummary,
} from '../../../shared/schemas/plan-versions.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { customiseMeal, mealRecipeVersions, resetMeal } from './custom-meals.ts';
import { balanceDay, generateMeals } from './generate.ts';
import { addMeals, moveMeal, removeMeal, setNoMeal, updateMeal } from './meals.ts';
import { shoppingList } from './shopping-list.ts';
import { duplicatePlan } from './plan-duplicate.ts';
import { listVersions, restoreVersion, undoLastChange, versionDetail } from './plan-versions.ts';
import { createPlan, deletePlan, getPlan, listPlans, renamePlan, updatePlanSettings } from './plans.ts';

const planners = procedureFor(access.mealPlans);

const done = <K extends string>(messageKey: K) => z.object({ messageKey: z.literal(messageKey) });

/**
 * MealPlans and RecipePlans (SPEC §2-§5; admin and professionals): each planner's own plans and their
 * meals. Every call finds the plan among the caller's own (plans.ts findOwnPlan), so another planner's
 * plan, folder or meal is "not found", whatever its id.
 */
export const mealPlansRouter = router({
  list: planners
    .input(ZPlanListInput)
    .output(z.array(ZPlanSummary))
    .query(({ ctx, input }) => listPlans(ctx.db, ctx.actor, input)),

  get: planners
    .input(ZPlanIdInput)
    .output(ZPlan)
    .query(({ ctx, input }) => getPlan(ctx.db, ctx.actor, input.id)),

  shoppingList: planners
    .input(ZPlanIdInput)
    .output(ZShoppingList)
    .query(({ ctx, input }) => shoppingList(ctx.db, ctx.actor, input.id)),

  create: planners
    .input(ZPlanCreateInput)
    .output(z.object({ id: z.string(), messageKey: z.literal('mealPlanAdded') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await createPlan(ctx.db, ctx.actor, input)),
      messageKey: 'mealPlanAdded' as const,
    })),

  rename: planners
    .input(ZPlanRenameInput)
    .output(done('mealPlanNameUpdated'))
    .mutation(async ({ ctx, input }) => {
      await renamePlan(ctx.db, ctx.actor, input.id, input.name);
      return { messageKey: 'mealPlanNameUpdated' as const };
    }),

  updateSettings: planners
    .input(ZPlanSettingsInput)
    .output(done('mealPlanUpdated'))
    .mutation(async ({ ctx, input }) => {
      await updatePlanSettings(ctx.db, ctx.actor, input);
      return { messageKey: 'mealPlanUpdated' as const };
    }),

  delete: planners
    .input(ZPlanIdInput)
    .output(done('mealPlanDeleted'))
    .mutation(async ({ ctx, input }) => {
      await deletePlan(ctx.db, ctx.actor, input.id);
      return { messageKey: 'mealPlanDeleted' as const };
    }),

  addMeals: planners
    .input(ZAddMealsInput)
    .output(done('mealsAdded'))
    .mutation(async ({ ctx, input }) => {
      await addMeals(ctx.db, ctx.actor, input);
      return { messageKey: 'mealsAdded' as const };
    }),

  setNoMeal: planners
    .input(ZNoMealInput)
    .output(done('mealUpdated'))
    .mutation(async ({ ctx, input }) => {
      await setNoMeal(ctx.db, ctx.actor, input);
      return { messageKey: 'mealUpdated' as const };
    }),

  removeMeal: planners
    .input(ZMealIdInput)
    .output(done('mealRemoved'))
    .mutation(async ({ ctx, input }) => {
      await removeMeal(ctx.db, ctx.actor, input.planId, input.mealId);
      return { messageKey: 'mealRemoved' as const };
    }),

  setLocked: planners
    .input(ZMealLockInput)
    .output(done('mealUpdated'))
    .mutation(async ({ ctx, input }) => {
      await updateMeal(ctx.db, ctx.actor, input.planId, input.mealId, { locked: input.locked });
      return { messageKey: 'mealUpdated' as const };
    }),

  setServes: planners
    .input(ZMealServesInput)
    .output(done('mealUpdated'))
    .mutation(async ({ ctx, input }) => {
      await updateMeal(ctx.db, ctx.actor, input.planId, input.mealId, { serves: input.serves });
      return { messageKey: 'mealUpdated' as const };
    }),

  /** The meal's recipe, catalogue and customised, for "Customise for this client" (decision 043). */
  mealRecipe: planners
    .input(ZMealIdInput)
    .output(ZMealRecipeVersions)
    .query(({ ctx, input }) => mealRecipeVersions(ctx.db, ctx.actor, input)),

  customiseMeal: planners
    .input(ZMealCustomiseInput)
    .output(z.object({ messageKey: z.enum(['recipeCustomized', 'servesCustomized']) }))
    .mutation(({ ctx, input }) => customiseMeal(ctx.db, ctx.actor, input)),

  resetMeal: planners
    .input(ZMealIdInput)
    .output(done('mealCustomisationReset'))
    .mutation(async ({ ctx, input }) => {
      await resetMeal(ctx.db, ctx.actor, input);
      return { messageKey: 'mealCustomisationReset' as const };
    }),

  generate: planners
    .input(ZGenerateInput)
    .output(ZGenerateResult)
    .mutation(({ ctx, input }) => generateMeals(ctx.db, ctx.actor, input)),

  /** "Balance this day": one day re-solved around its kept meals (issue 30). */
  balanceDay: planners
    .input(ZBalanceDayInput)
    .output(ZGenerateResult)
    .mutation(({ ctx, input }) => balanceDay(ctx.db, ctx.actor, input)),

  moveMeal: planners
    .input(ZMealMoveInput)
    .output(done('mealMoved'))
    .mutation(async ({ ctx, input }) => {
      await moveMeal(ctx.db, ctx.actor, input);
      return { messageKey: 'mealMoved' as const };
    }),

  /** The plan's kept versions, the newest first (decision 067). */
  versions: planners
    .input(ZPlanVersionsInput)
    .output(z.array(ZPlanVersionSummary))
    .query(({ ctx, input }) => listVersions(ctx.db, ctx.actor, input.planId)),

  /** One kept version's meals, to look at before restoring it. */
  version: planners
    .input(ZPlanVersionInput)
    .output(ZPlanVersionDetail)
    .query(({ ctx, input }) => versionDetail(ctx.db, ctx.actor, input)),

  restoreVersion: planners
    .input(ZPlanVersionInput)
    .output(ZPlanRestoreResult)
    .mutation(({ ctx, input }) => restoreVersion(ctx.db, ctx.actor, input)),

  undo: planners
    .input(ZPlanUndoInput)
    .output(ZPlanRestoreResult)
    .mutation(({ ctx, input }) => undoLastChange(ctx.db, ctx.actor, input.planId)),

  duplicate: planners
    .input(ZPlanDuplicateInput)
    .output(ZPlanDuplicateResult)
    .mutation(async ({ ctx, input }) => ({
      ...(await duplicatePlan(ctx.db, ctx.actor, input)),
      messageKey: 'planDuplicated' as const,
    })),
});
