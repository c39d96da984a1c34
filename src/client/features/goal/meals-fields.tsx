import type { Dispatch, SetStateAction } from 'react';
import { MAIN_MEAL_TYPES, type MainMealType } from '../../../shared/constants/meal-plans.ts';
import { SegmentedChoice } from '../../components/segmented-choice.tsx';
import { ChoiceChips } from '../recipes/choice-chips.tsx';
import type { FieldErrors } from '../../lib/errors.ts';
import { MAIN_MEAL_LABELS } from '../clients/client-words.ts';

const SNACK_CHOICES = ['0', '1', '2', '3', '4'].map((n) => ({ value: n, label: n }));

interface MealsFieldsProps {
  mainMeals: readonly MainMealType[];
  onMainMealsChange: (mainMeals: MainMealType[]) => void;
  /** The form keeping the snacks (0 to 4, as text) and the errors of both fields; a change clears its error. */
  form: {
    values: { snacks: string };
    errors: FieldErrors;
    set: (name: 'snacks', value: string) => void;
    setErrors: Dispatch<SetStateAction<FieldErrors>>;
  };
  /** The snack radios' name, where the form has one. */
  snacksName?: string;
  snacksClassName?: string;
}

const MAIN_MEAL_OPTIONS = MAIN_MEAL_TYPES.map((meal) => ({ value: meal, label: MAIN_MEAL_LABELS[meal] }));

/** "Main meals": which of breakfast, lunch and dinner, kept in the day's order whatever order they are ticked in. */
export function MainMealsChoice({
  selected,
  error,
  onChange,
}: {
  selected: readonly MainMealType[];
  error: string | null | undefined;
  onChange: (mainMeals: MainMealType[]) => void;
}) {
  return (
    <ChoiceChips
      legend="Main meals"
      options={MAIN_MEAL_OPTIONS}
      selected={selected}
      error={error ?? null}
      onChange={(chosen) => onChange(MAIN_MEAL_TYPES.filter((meal) => chosen.includes(meal)))}
    />
  );
}

/** The meals a day is shared between: which main meals (in the day's order), and how many snacks. */
export function MealsFields({
  mainMeals,
  onMainMealsChange,
  form,
  snacksName,
  snacksClassName,
}: MealsFieldsProps) {
  const clearError = (name: 'mainMeals' | 'snacks') =>
    form.setErrors((current) => ({ ...current, [name]: undefined }));
  return (
    <>
      <MainMealsChoice
        selected={mainMeals}
        error={form.errors.mainMeals}
        onChange={(meals) => {
          onMainMealsChange(meals);
          clearError('mainMeals');
        }}
      />
      <SegmentedChoice
        legend="Snacks a day"
        hint="A dessert counts as a snack."
        name={snacksName}
        value={form.values.snacks}
        options={SNACK_CHOICES}
        onChange={(snacks) => {
          form.set('snacks', snacks);
          clearError('snacks');
        }}
        error={form.errors.snacks}
        className={snacksClassName}
      />
    </>
  );
}
