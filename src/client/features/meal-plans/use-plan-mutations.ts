import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../shared/messages.ts';
import type { DayReport, GenerateResult, Plan, PlanRecipe } from '../../../shared/schemas/planner.ts';
import { toast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { withMealChanged, withMealMoved, withMealRemoved, withMealsAdded, withNoMeal } from './plan-cache.ts';
import type { Slot } from './plan-grid.ts';
import { planSignature, type KeepChoice } from './plan-history.ts';

interface Snapshot {
  previous: Plan | undefined;
}

/**
 * The changes to one plan's meals, each shown at once (the plan on screen is changed before the server
 * answers) and put back if the server refuses. The plan is read again only when the last of a burst of
 * changes has settled, so a quick run of clicks never flickers back through the server's older answers.
 */
export function usePlanMutations(planId: string) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const key = { id: planId };

  async function apply(update: (plan: Plan) => Plan): Promise<Snapshot> {
    await utils.mealPlans.get.cancel(key);
    const previous = utils.mealPlans.get.getData(key);
    if (previous) utils.mealPlans.get.setData(key, update(previous));
    return { previous };
  }

  function restore(error: unknown, snapshot: Snapshot | undefined) {
    toast.error(errorText(error));
    if (snapshot?.previous) utils.mealPlans.get.setData(key, snapshot.previous);
  }

  /** Reads the plan (and, when its meal count may have changed, the plan lists) once nothing else is on its way. */
  function settle(countChanged: boolean) {
    // This mutation is still counted while it settles.
    if (queryClient.isMutating({ mutationKey: [['mealPlans']] }) > 1) return;
    void utils.mealPlans.get.invalidate(key);
    if (countChanged) void utils.mealPlans.list.invalidate();
  }

  const done = (result: { messageKey: keyof typeof messages }) => toast.success(messages[result.messageKey]);

  const addMealsCall = trpc.mealPlans.addMeals.useMutation({
    onSuccess: done,
    onSettled: () => settle(true),
  });

  /** Recipes into a slot (a recipe plan's meal type has no day); the recipes are shown before the answer. */
  async function addMeals(slot: { day?: number; mealType: Slot['mealType'] }, recipes: PlanRecipe[]) {
    const snapshot = await apply((plan) =>
      withMealsAdded(plan, slot, recipes, plan.servings[slot.mealType] ?? 1),
    );
    addMealsCall.mutate(
      { planId, ...slot, recipeIds: recipes.map((recipe) => recipe.id) },
      { onError: (error) => restore(error, snapshot) },
    );
  }

  const setNoMeal = trpc.mealPlans.setNoMeal.useMutation({
    onMutate: (input) => apply((plan) => withNoMeal(plan, input, plan.servings[input.mealType] ?? 1)),
    onSuccess: done,
    onError: (error, _input, snapshot) => restore(error, snapshot),
    onSettled: () => settle(true),
  });

  const removeMeal = trpc.mealPlans.removeMeal.useMutation({
    onMutate: (input) => apply((plan) => withMealRemoved(plan, input.mealId)),
    onSuccess: done,
    onError: (error, _input, snapshot) => restore(error, snapshot),
    onSettled: () => settle(true),
  });

  const setLocked = trpc.mealPlans.setLocked.useMutation({
    onMutate: (input) => apply((plan) => withMealChanged(plan, input.mealId, { locked: input.locked })),
    onSuccess: done,
    onError: (error, _input, snapshot) => restore(error, snapshot),
    onSettled: () => settle(false),
  });

  const setServes = trpc.mealPlans.setServes.useMutation({
    onMutate: (input) => apply((plan) => withMealChanged(plan, input.mealId, { serves: input.serves })),
    onSuccess: done,
    onError: (error, _input, snapshot) => restore(error, snapshot),
    onSettled: () => settle(false),
  });

  const moveMeal = trpc.mealPlans.moveMeal.useMutation({
    onMutate: (input) => apply((plan) => withMealMoved(plan, input.mealId, input)),
    onSuccess: done,
    onError: (error, _input, snapshot) => restore(error, snapshot),
    onSettled: () => settle(false),
  });

  /** "Reset to original": the catalogue recipe's nutrition comes with the plan read again. */
  const resetMeal = trpc.mealPlans.resetMeal.useMutation({
    onSuccess: (result, input) => {
      done(result);
      void utils.mealPlans.mealRecipe.invalidate({ planId, mealId: input.mealId });
      void utils.mealPlans.shoppingList.invalidate(key);
    },
    onError: (error) => toast.error(errorText(error)),
    onSettled: () => settle(false),
  });

  return { addMeals, setNoMeal, removeMeal, setLocked, setServes, moveMeal, resetMeal };
}

/** What a change of the whole plan reports until it is dismissed or the plan changes again. */
export interface PlanReport {
  kind: 'generate' | 'balanceDay' | 'restore' | 'undo';
  /** The generated days (the balanced day alone); empty after a restore or an undo. */
  days: DayReport[];
  /** Meals of a restored version whose recipe was deleted since (their slots are left empty). */
  missingRecipes: number;
  /**
   * The plan as the change left it (plan-history.ts planSignature), once it has been read again; null
   * until then. The report shows while the plan is still so.
   */
  signature: string | null;
}

/**
 * The changes of the whole plan (issue 30 point 5): generate, balance a day, restore a version, undo. Each
 * is kept as a version by the server first, so each toast offers "Undo", and each leaves a report (the
 * days met and what binds the others) that shows until dismissed or the plan changes.
 */
export function usePlanChanges(
  planId: string,
  options: { onGenerated?: (result: GenerateResult) => void } = {},
) {
  const utils = trpc.useUtils();
  const [report, setReport] = useState<PlanReport | null>(null);
  /** The newest report asked for: an older change's late answer does not overwrite it. */
  const reportCount = useRef(0);

  /** The plan, its list, its history and shopping list read again; the report then knows the plan it is about. */
  async function show(next: Omit<PlanReport, 'signature'>) {
    reportCount.current += 1;
    const mine = reportCount.current;
    setReport({ ...next, signature: null });
    await Promise.all([
      utils.mealPlans.get.invalidate({ id: planId }),
      utils.mealPlans.list.invalidate(),
      utils.mealPlans.versions.invalidate({ planId }),
      utils.mealPlans.shoppingList.invalidate({ id: planId }),
    ]);
    const plan = utils.mealPlans.get.getData({ id: planId });
    if (mine === reportCount.current && plan) {
      setReport((current) => (current ? { ...current, signature: planSignature(plan) } : current));
    }
  }

  const undoAction = {
    label: 'Undo',
    altText: 'Undo this change from the plan’s History',
    onClick: () => undoCall.mutate({ planId }),
  };
  const failed = (error: unknown) => toast.error(errorText(error));

  const generateCall = trpc.mealPlans.generate.useMutation({
    onSuccess: async (result) => {
      if (result.messageKey === 'mealsAdded') toast.success(messages.mealsAdded, { action: undoAction });
      else toast.error(messages.notEnoughRecipes, { action: undoAction });
      options.onGenerated?.(result);
      await show({ kind: 'generate', days: result.days, missingRecipes: 0 });
    },
    onError: failed,
  });

  const balanceCall = trpc.mealPlans.balanceDay.useMutation({
    onSuccess: async (result) => {
      const text = messages[result.messageKey];
      if (result.messageKey === 'dayNotBalanced') toast.error(text, { action: undoAction });
      else toast.success(text, { action: undoAction });
      await show({ kind: 'balanceDay', days: result.days, missingRecipes: 0 });
    },
    onError: failed,
  });

  const restoreCall = trpc.mealPlans.restoreVersion.useMutation({
    onSuccess: async (result) => {
      toast.success(messages[result.messageKey], { action: undoAction });
      await show({ kind: 'restore', days: [], missingRecipes: result.missingRecipes });
    },
    onError: failed,
  });

  const undoCall = trpc.mealPlans.undo.useMutation({
    onSuccess: async (result) => {
      // Undoing again brings the change back: the state undo replaced is the newest version now.
      toast.success(messages[result.messageKey], { action: undoAction });
      await show({ kind: 'undo', days: [], missingRecipes: result.missingRecipes });
    },
    onError: failed,
  });

  return {
    report,
    dismissReport: () => setReport(null),
    generate: (keep?: KeepChoice) => generateCall.mutate({ planId, ...keep }),
    balanceDay: (day: number) => balanceCall.mutate({ planId, day }),
    /** Restores a version of the history; `onDone` closes the history once it has. */
    restore: (versionId: string, onDone?: () => void) =>
      restoreCall.mutate({ planId, versionId }, { onSuccess: () => onDone?.() }),
    undo: () => undoCall.mutate({ planId }),
    generating: generateCall.isPending,
    /** The day being balanced, or null. */
    balancingDay: balanceCall.isPending ? (balanceCall.variables?.day ?? null) : null,
    restoring: restoreCall.isPending,
    undoing: undoCall.isPending,
    /** Any of them is on its way: the board waits. */
    busy: generateCall.isPending || balanceCall.isPending || restoreCall.isPending || undoCall.isPending,
  };
}
