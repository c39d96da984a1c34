import { useState, type FormEvent } from 'react';
import type { PlanMealType } from '../../../shared/schemas/meal-plans.ts';
import type { Plan, PlanMealRow } from '../../../shared/schemas/planner.ts';
import { Button } from '../../components/ui/button.tsx';
import { ItemDialog } from '../../components/item-dialog.tsx';
import { DialogActions, DialogContent, DialogHeading } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import {
  dayName,
  DAYS,
  MEAL_TYPE_LABELS,
  mealsBySlot,
  plannerRows,
  slotKey,
  slotLabel,
  type Slot,
} from './plan-grid.ts';

const DAY_OPTIONS = DAYS.map((day) => ({ value: String(day), label: dayName(day) }));

/**
 * "Move to…": the explicit keyboard way to move a meal, by choosing a day and a meal. A meal already in
 * that slot swaps with it, and the dialog says so before the move.
 */
export function MoveMealDialog({
  plan,
  meal,
  onOpenChange,
  onMove,
}: {
  plan: Plan;
  meal: PlanMealRow | null;
  onOpenChange: (open: boolean) => void;
  onMove: (meal: PlanMealRow, to: Slot) => void;
}) {
  return (
    <ItemDialog item={meal} onClose={() => onOpenChange(false)}>
      {(meal) => (
        <DialogContent>
          <MoveForm
            key={meal.id}
            plan={plan}
            meal={meal}
            onMove={onMove}
            onClose={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </ItemDialog>
  );
}

function MoveForm({
  plan,
  meal,
  onMove,
  onClose,
}: {
  plan: Plan;
  meal: PlanMealRow;
  onMove: (meal: PlanMealRow, to: Slot) => void;
  onClose: () => void;
}) {
  const rows = plannerRows(plan, plan.meals);
  const [day, setDay] = useState(String(meal.day === 7 ? 1 : meal.day + 1));
  const [mealType, setMealType] = useState<PlanMealType>(meal.mealType);
  const to: Slot = { day: Number(day), mealType };
  const there = mealsBySlot(plan.meals).get(slotKey(to));
  const same = to.day === meal.day && to.mealType === meal.mealType;
  const name = meal.recipe?.name ?? 'No meal';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (same) return;
    onMove(meal, to);
    onClose();
  }

  return (
    <>
      <DialogHeading title={`Move ${name}`} description={`From ${slotLabel(meal)} to another day or meal.`} />
      <form onSubmit={handleSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Day"
            value={day}
            options={DAY_OPTIONS}
            onChange={(event) => setDay(event.target.value)}
          />
          <SelectField
            label="Meal"
            value={mealType}
            options={rows.map((each) => ({ value: each, label: MEAL_TYPE_LABELS[each] }))}
            onChange={(event) => setMealType(event.target.value as PlanMealType)}
          />
        </div>
        <p className="min-h-5 text-sm text-neutral-700" aria-live="polite">
          {same
            ? 'That is where it is now.'
            : there
              ? `${there.recipe?.name ?? 'The no-meal slot'} is there now: the two swap places.`
              : `${slotLabel(to)} is empty.`}
        </p>
        <DialogActions>
          <Button type="submit" disabled={same}>
            {there && !same ? 'Swap' : 'Move'}
          </Button>
        </DialogActions>
      </form>
    </>
  );
}
