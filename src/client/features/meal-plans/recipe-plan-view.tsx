import { Plus, Pencil, Trash2 } from 'lucide-react';
import { RecipeLink } from '../recipes/recipe-link.tsx';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import { RECIPE_PLAN_DAY, type PlanMealType } from '../../../shared/constants/meal-plans.ts';
import type { Plan, PlanMealRow } from '../../../shared/schemas/planner.ts';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { RecipeThumb } from '../recipes/recipe-photo.tsx';
import { mealTimeLabel } from '../recipes/recipe-words.ts';
import { CustomisedBadge } from './customised-badge.tsx';
import { MealConflictWarning } from './meal-conflict-warning.tsx';
import { isPendingMeal } from './plan-cache.ts';
import { servesStep } from './meal-slot.tsx';
import { MEAL_TYPE_LABELS, plannerRows, servesText } from './plan-grid.ts';

/**
 * A recipe plan (a recipe eBook): recipes by meal type, without days. Each meal type takes any number of
 * recipes, each once; their serves set the shopping list.
 */
export function RecipePlanView({
  plan,
  energyUnit,
  onAdd,
  onRemove,
  onServes,
  onCustomise,
}: {
  plan: Plan;
  energyUnit: EnergyUnit;
  onAdd: (mealType: PlanMealType) => void;
  onRemove: (meal: PlanMealRow) => void;
  onServes: (meal: PlanMealRow, serves: number) => void;
  /** "Customise for this client" (decision 043). */
  onCustomise: (meal: PlanMealRow) => void;
}) {
  const rows = plannerRows(plan, plan.meals);
  return (
    <div className="grid gap-6">
      {rows.map((mealType) => {
        const meals = plan.meals
          .filter((meal) => meal.mealType === mealType && meal.day === RECIPE_PLAN_DAY && meal.recipe)
          .sort((a, b) => a.position - b.position);
        const headingId = `recipe-plan-${mealType}`;
        return (
          <section key={mealType} aria-labelledby={headingId} className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={headingId} className="text-lg font-semibold text-neutral-900">
                {MEAL_TYPE_LABELS[mealType]}{' '}
                <span className="text-sm font-normal text-neutral-500">
                  {meals.length === 1 ? '1 recipe' : `${meals.length} recipes`}
                </span>
              </h3>
              <Button needsConnection variant="outline" size="sm" onClick={() => onAdd(mealType)}>
                <Plus aria-hidden />
                Add {MEAL_TYPE_LABELS[mealType].toLowerCase()} recipes
              </Button>
            </div>
            {meals.length === 0 ? (
              <p className="rounded-xl border border-dashed border-neutral-300 bg-white/60 p-5 text-sm text-neutral-600">
                No {MEAL_TYPE_LABELS[mealType].toLowerCase()} recipes yet.
              </p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {meals.map((meal) => (
                  <RecipePlanItem
                    key={meal.id}
                    meal={meal}
                    energyUnit={energyUnit}
                    onRemove={() => onRemove(meal)}
                    onServes={(serves) => onServes(meal, serves)}
                    onCustomise={() => onCustomise(meal)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function RecipePlanItem({
  meal,
  energyUnit,
  onRemove,
  onServes,
  onCustomise,
}: {
  meal: PlanMealRow;
  energyUnit: EnergyUnit;
  onRemove: () => void;
  onServes: (serves: number) => void;
  onCustomise: () => void;
}) {
  const recipe = meal.recipe!;
  const pending = isPendingMeal(meal);
  return (
    <li
      className={cn(
        'flex overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-xs',
        meal.conflicts.length > 0 && 'border-red-400',
        pending && 'opacity-70',
      )}
      aria-busy={pending || undefined}
    >
      <RecipeThumb photo={recipe.photo} className="w-24 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <RecipeLink recipe={recipe} className="text-sm font-semibold" />
        {meal.custom ? <CustomisedBadge note={meal.custom.note} /> : null}
        <MealConflictWarning conflicts={meal.conflicts} />
        <p className="text-xs text-neutral-600">
          {recipe.mealTimes.map(mealTimeLabel).join(' · ')} ·{' '}
          <span className="tabular-nums">
            {formatNutrient('energyKj', recipe.energyKjPerServe, energyUnit)} per serve
          </span>
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <div role="group" aria-label={`Serves of ${recipe.name}`} className="flex items-center gap-1">
            <ServesStep
              label={`Fewer serves of ${recipe.name}`}
              {...servesStep(meal.serves, -1, pending, onServes)}
            >
              −
            </ServesStep>
            <span className="min-w-16 text-center text-xs font-medium tabular-nums" aria-live="polite">
              {servesText(meal.serves)}
            </span>
            <ServesStep
              label={`More serves of ${recipe.name}`}
              {...servesStep(meal.serves, 1, pending, onServes)}
            >
              +
            </ServesStep>
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            aria-label={`Customise ${recipe.name} for this client`}
            title="Customise for this client"
            disabled={pending}
            onClick={onCustomise}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            needsConnection
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`Remove ${recipe.name}`}
            disabled={pending}
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
    </li>
  );
}

/** A serves step's button of a recipe, named by `label`. */
function ServesStep({ label, ...props }: ButtonProps & { label: string }) {
  return (
    <Button
      needsConnection
      variant="outline"
      size="sm"
      className="size-7 px-0"
      aria-label={label}
      {...props}
    />
  );
}
