import { useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../shared/messages.ts';
import type { Plan, PlanRecipe } from '../../../shared/schemas/planner.ts';
import { toast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { withMealChanged, withMealMoved, withMealRemoved, withMealsAdded, withNoMeal } from './plan-cache.ts';
import type { Slot } from './plan-grid.ts';

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
