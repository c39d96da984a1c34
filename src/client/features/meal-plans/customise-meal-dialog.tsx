import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { LoaderCircle, RotateCcw, Pencil } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import type { Food } from '../../../shared/schemas/foods.ts';
import {
  MEAL_NOTE_MAX,
  ZMealCustomiseInput,
  type MealRecipeVersions,
} from '../../../shared/schemas/custom-meals.ts';
import type { Plan, PlanMealRow } from '../../../shared/schemas/planner.ts';
import { LoadingRows } from '../../components/list-parts.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '../../components/ui/dialog.tsx';
import { TextAreaField } from '../../components/ui/form-fields.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { IngredientListEditor } from '../recipes/ingredient-list-editor.tsx';
import {
  draftToInput,
  emptyDraft,
  ingredientDraft,
  liveNutrition,
  type IngredientDraft,
} from '../recipes/recipe-draft.ts';
import { ServesField } from '../recipes/serves-field.tsx';
import { useIngredientFoods } from '../recipes/use-ingredient-foods.ts';
import { formatServes, servesText } from './plan-grid.ts';

/**
 * "Customise for this client" (decision 043): the meal's recipe changed for this plan only, with the recipe
 * editor's own ingredient rows and live nutrition. Loaded on first open, so the planner's first render
 * carries none of it (decision 041).
 */
export function CustomiseMealDialog({
  plan,
  meal,
  energyUnit,
  onOpenChange,
}: {
  plan: Plan;
  /** The meal being customised; null while the dialog is closed. */
  meal: PlanMealRow | null;
  energyUnit: EnergyUnit;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={meal !== null} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[calc(100dvh-2rem)] max-w-2xl flex-col gap-4 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:rounded-none">
        <DialogHeading
          titleClassName="flex items-center gap-2"
          title={
            <>
              <Pencil className="size-5 text-accent-700" aria-hidden />
              Customise for this client
            </>
          }
          description={
            <>
              {meal?.recipe?.name} for {plan.folder.client}, in {plan.name} only. The recipe in the catalogue
              stays as it is.
            </>
          }
        />
        {meal ? (
          <CustomiseMealBody
            key={meal.id}
            planId={plan.id}
            meal={meal}
            energyUnit={energyUnit}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CustomiseMealBody({
  planId,
  meal,
  energyUnit,
  onDone,
}: {
  planId: string;
  meal: PlanMealRow;
  energyUnit: EnergyUnit;
  onDone: () => void;
}) {
  const versions = trpc.mealPlans.mealRecipe.useQuery({ planId, mealId: meal.id });
  if (versions.isPending) {
    return (
      <LoadingRows label="Loading the recipe…" rows={3} rowClassName="h-20 w-full" className="grid gap-3" />
    );
  }
  if (versions.isError) return <p className="text-sm text-red-700">{errorText(versions.error)}</p>;
  return (
    <CustomiseMealForm planId={planId} versions={versions.data} energyUnit={energyUnit} onDone={onDone} />
  );
}

interface CustomDraft {
  numberOfServes: string;
  note: string;
  ingredients: IngredientDraft[];
}

function draftOf(version: MealRecipeVersions['original'] & { note?: string }): CustomDraft {
  return {
    numberOfServes: String(version.numberOfServes),
    note: version.note ?? '',
    ingredients: version.ingredients.map(ingredientDraft),
  };
}

function CustomiseMealForm({
  planId,
  versions,
  energyUnit,
  onDone,
}: {
  planId: string;
  versions: MealRecipeVersions;
  energyUnit: EnergyUnit;
  onDone: () => void;
}) {
  const formId = useId();
  const [draft, setDraft] = useState<CustomDraft>(() => draftOf(versions.custom ?? versions.original));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pickedFoods, setPickedFoods] = useState<ReadonlyMap<string, Food>>(new Map());
  const foods = useIngredientFoods(
    [...versions.original.ingredients, ...(versions.custom?.ingredients ?? [])],
    pickedFoods,
  );
  const recipeDraft = {
    ...emptyDraft(),
    numberOfServes: draft.numberOfServes,
    ingredients: draft.ingredients,
  };
  const nutrition = liveNutrition(recipeDraft, foods);
  const utils = trpc.useUtils();

  const clearError = (field: string) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  /** Props for the text box of one field of the draft; editing it clears its error. */
  const bind = (field: 'numberOfServes' | 'note') => ({
    value: draft[field],
    error: errors[field] ?? null,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setDraft((current) => ({ ...current, [field]: value }));
      clearError(field);
    },
  });
  const refresh = async () => {
    await Promise.all([
      utils.mealPlans.get.invalidate({ id: planId }),
      utils.mealPlans.shoppingList.invalidate({ id: planId }),
      utils.mealPlans.mealRecipe.invalidate({ planId, mealId: versions.mealId }),
    ]);
  };
  const save = trpc.mealPlans.customiseMeal.useMutation({
    onSuccess: async (result) => {
      toast.success(messages[result.messageKey]);
      onDone();
      await refresh();
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast.error(errorText(error));
    },
  });
  const reset = trpc.mealPlans.resetMeal.useMutation({
    onSuccess: async (result) => {
      toast.success(messages[result.messageKey]);
      onDone();
      await refresh();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const busy = save.isPending || reset.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { numberOfServes, ingredients } = draftToInput(recipeDraft);
    const parsed = ZMealCustomiseInput.safeParse({
      planId,
      mealId: versions.mealId,
      numberOfServes,
      ingredients,
      note: draft.note,
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  const perServe = nutrition.perServeOrNull;
  return (
    <form
      id={formId}
      onSubmit={handleSubmit}
      className="-mx-1 grid min-h-0 flex-1 gap-5 overflow-y-auto px-1"
    >
      {versions.custom ? (
        <p className="rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-900">
          This meal is already customised for the client. Change it again, or reset it to the original recipe.
        </p>
      ) : null}
      <IngredientListEditor
        ingredients={draft.ingredients}
        foods={foods}
        onChange={(ingredients) => setDraft((current) => ({ ...current, ingredients }))}
        onFoodLoaded={(food) => setPickedFoods((current) => new Map(current).set(food.id, food))}
        errors={errors}
        onClearError={clearError}
        energyUnit={energyUnit}
        nutrition={nutrition}
      />
      <div className="grid gap-4 sm:grid-cols-[14rem_minmax(0,1fr)]">
        <ServesField
          label="Serves the ingredients make"
          hint={`The original makes ${formatServes(versions.original.numberOfServes)}.`}
          name="numberOfServes"
          {...bind('numberOfServes')}
        />
        <div className="grid content-start gap-1.5">
          <p className="text-sm font-medium text-neutral-900">This meal</p>
          <p className="text-sm text-neutral-700 tabular-nums" aria-live="polite">
            {servesText(versions.serves)} in the plan ·{' '}
            <span className="font-semibold text-neutral-900">
              {perServe ? formatNutrient('energyKj', perServe.energyKj * versions.serves, energyUnit) : '—'}
            </span>
            {perServe ? (
              <span className="text-neutral-600">
                {' '}
                ({formatNutrient('protein', perServe.protein * versions.serves, energyUnit)} protein)
              </span>
            ) : null}
          </p>
        </div>
      </div>
      <TextAreaField
        label="Note for the client"
        rows={3}
        maxLength={MEAL_NOTE_MAX}
        placeholder="Why it is changed, or how to make it"
        {...bind('note')}
      />
      {/* On a phone: Save across the top, the other two side by side under it. */}
      <DialogFooter className="sticky bottom-0 border-t border-neutral-200 bg-white pt-3 max-sm:grid max-sm:grid-cols-2 sm:items-center">
        {versions.custom ? (
          <Button
            type="button"
            variant="outline"
            needsConnection
            className="sm:mr-auto"
            disabled={busy}
            onClick={() => reset.mutate({ planId, mealId: versions.mealId })}
          >
            <RotateCcw aria-hidden />
            Reset to original
          </Button>
        ) : null}
        <Button
          type="button"
          variant="outline"
          className={versions.custom ? undefined : 'max-sm:col-span-2'}
          onClick={onDone}
          disabled={busy}
        >
          Cancel
        </Button>
        <Button
          type="submit"
          needsConnection
          className="max-sm:col-span-2 max-sm:row-start-1"
          disabled={busy}
        >
          {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Save for this client
        </Button>
      </DialogFooter>
    </form>
  );
}
