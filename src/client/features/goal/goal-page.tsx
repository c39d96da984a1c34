import { TitledPage } from '../../components/layout/titled-page.tsx';
import { useMemo, useState } from 'react';
import { messages } from '../../../shared/messages.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import {
  ACTIVITY_LEVELS,
  GOAL_DIRECTION_LABELS,
  GOAL_LABELS,
} from '../../../shared/nutrition/goal-options.ts';
import { GOAL_DIRECTIONS } from '../../../shared/nutrition/energy-calculator.ts';
import { goalInputSchema, type Goal } from '../../../shared/schemas/goals.ts';
import { GOAL_CODES, type GoalCode, type MainMealType } from '../../../shared/schemas/meal-plans.ts';
import { PageSkeleton } from '../../components/layout/page-skeleton.tsx';
import { SEX_OPTIONS } from './energy-working-text.ts';
import { SegmentedChoice } from '../../components/segmented-choice.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { NumberField, SubmitButton } from '../../components/ui/form-fields.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useForm } from '../../lib/use-form.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { MealsFields } from './meals-fields.tsx';
import { EnergyWorkingPanel } from './energy-working-panel.tsx';
import { UnderweightAlert } from './working-step.tsx';
import { goalInputOf, initialGoalForm, previewWorking, SAVED_ACTIVITY } from './goal-form.ts';
import { formCallbacks } from '../../components/mutation-toasts.ts';
import { checkedSubmit } from '../../components/checked-submit.ts';

/** Goal (members): their measures, activity, goal and meals, and the energy target worked out from them. */
export function GoalPage() {
  const user = useCurrentUser();
  const mine = trpc.goals.mine.useQuery();
  // A first goal starts from what the profile already knows: sex and age.
  const profile = trpc.users.profile.useQuery(undefined, { enabled: mine.data?.goal === null });
  const waitingForProfile = mine.data?.goal === null && profile.isPending;
  return (
    <TitledPage
      width="list"
      title="Goal"
      description="Your daily energy target, worked out from your measures, activity and goal, and shared across your meals."
    >
      {mine.isPending || waitingForProfile ? <PageSkeleton /> : null}
      {mine.isError ? <p className="text-red-700">{errorText(mine.error)}</p> : null}
      {mine.data && !waitingForProfile ? (
        <GoalForm
          key={mine.data.goal?.updatedAt.toISOString() ?? 'new'}
          goal={mine.data.goal}
          profile={profile.data ?? null}
          energyUnit={user.energyUnit}
        />
      ) : null}
    </TitledPage>
  );
}

interface GoalFormProps {
  goal: Goal | null;
  profile: { gender: string | null; birthDate: string | null } | null;
  energyUnit: EnergyUnit;
}

function GoalForm({ goal, profile, energyUnit }: GoalFormProps) {
  const initial = useMemo(() => initialGoalForm(goal, energyUnit, profile), [goal, energyUnit, profile]);
  const form = useForm(initial.values);
  const [mainMeals, setMainMeals] = useState<MainMealType[]>(initial.mainMeals);
  const savedPal = initial.savedPal;
  const utils = trpc.useUtils();
  const save = trpc.goals.save.useMutation(
    formCallbacks(form.setErrors, (result) => {
      utils.goals.mine.setData(undefined, { goal: result.goal, working: result.working });
    }),
  );

  const input = goalInputOf(form.values, mainMeals, energyUnit, savedPal);
  const preview = previewWorking(input, energyUnit);
  const direction = GOAL_DIRECTIONS[form.values.goal as GoalCode];
  const errors = form.errors;

  /** Sets a field and clears its error (and the error of the goal field it stands for). */
  function setField(name: keyof typeof form.values & string, value: string, errorKey: string = name) {
    form.set(name, value);
    form.setErrors((current) => ({ ...current, [errorKey]: undefined }));
  }

  const handleSubmit = checkedSubmit(
    form.setErrors,
    goalInputSchema(energyUnit),
    () => input,
    (data) => save.mutate(data),
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <form onSubmit={handleSubmit} noValidate className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>About you</CardTitle>
            <CardDescription>Resting energy depends on your sex, age, height and weight.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5 sm:grid-cols-2">
            <SegmentedChoice
              legend="Sex"
              name="gender"
              value={form.values.gender}
              options={SEX_OPTIONS}
              onChange={(value) => setField('gender', value)}
              error={errors.gender}
              className="sm:col-span-2"
            />
            <NumberField label="Age (years)" min={18} {...form.bind('age')} />
            <NumberField label="Height (cm)" decimal {...form.bind('heightCm')} />
            <NumberField label="Weight (kg)" decimal {...form.bind('weightKg')} />
            {preview?.working.severelyUnderweight ? <UnderweightAlert className="sm:col-span-2" /> : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Activity and goal</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <SelectField
                label="Activity level"
                {...form.bind('activity')}
                onChange={(event) => setField('activity', event.target.value, 'physicalActivityLevel')}
                error={errors.physicalActivityLevel ?? null}
              >
                {ACTIVITY_LEVELS.map((level) => (
                  <option key={level.key} value={level.key}>
                    {level.label}
                  </option>
                ))}
                {savedPal !== null ? (
                  <option value={SAVED_ACTIVITY}>Your saved level ({savedPal})</option>
                ) : null}
              </SelectField>
              <p className="text-sm text-neutral-600">
                {ACTIVITY_LEVELS.find((level) => level.key === form.values.activity)?.description ??
                  'The level saved with your goal.'}
              </p>
            </div>
            <div className="grid gap-1.5">
              <SelectField label="Goal" {...form.bind('goal')} error={errors.goal ?? null}>
                {GOAL_CODES.map((code) => (
                  <option key={code} value={code}>
                    {GOAL_LABELS[code]}
                  </option>
                ))}
              </SelectField>
              {direction ? (
                <p className="text-sm text-neutral-600">{GOAL_DIRECTION_HINTS[direction]}</p>
              ) : null}
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Meals</CardTitle>
            <CardDescription>How your day&rsquo;s energy is shared between meals and snacks.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <MealsFields
              mainMeals={mainMeals}
              onMainMealsChange={setMainMeals}
              form={form}
              snacksName="snacks"
              snacksClassName="max-w-sm"
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Your own energy (optional)</CardTitle>
            <CardDescription>
              If your dietitian gave you figures, enter them here. Leave a field blank to use the calculated
              value.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5 sm:grid-cols-3">
            <NumberField label={`Daily target (${energyUnit})`} decimal {...form.bind('customTargetKj')} />
            <NumberField label={`Per main meal (${energyUnit})`} decimal {...form.bind('customMainKj')} />
            <NumberField label={`Per snack (${energyUnit})`} decimal {...form.bind('customSnackKj')} />
          </CardContent>
        </Card>

        <div className="sticky bottom-0 z-10 flex items-center gap-3 rounded-2xl border border-neutral-200 bg-white/95 p-3 shadow-sm backdrop-blur sm:p-4 lg:static">
          <div className="mr-auto min-w-0">
            {/* The target stays in sight on a phone, where the working is below the form. */}
            <p className="text-sm text-neutral-700 lg:hidden">
              {preview ? (
                <>
                  Daily target{' '}
                  <span className="font-semibold text-neutral-900 tabular-nums">
                    {formatNutrient('energyKj', preview.working.targetKj, energyUnit)}
                  </span>
                </>
              ) : (
                'Enter your measures to see your target.'
              )}
            </p>
            <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
              {Object.values(errors).some(Boolean) ? messages.invalidInput : ''}
            </p>
          </div>
          <SubmitButton pending={save.isPending} className="shrink-0">
            Save goal
          </SubmitButton>
        </div>
      </form>

      <EnergyWorkingPanel
        working={preview?.working ?? null}
        measures={preview?.measures ?? null}
        mainMeals={mainMeals.length}
        energyUnit={energyUnit}
        className="lg:sticky lg:top-20"
      />
    </div>
  );
}

const GOAL_DIRECTION_HINTS: Record<(typeof GOAL_DIRECTIONS)[GoalCode], string> = {
  loss: `${GOAL_DIRECTION_LABELS.loss}: the energy you use, lowered by a factor for your BMI.`,
  gain: `${GOAL_DIRECTION_LABELS.gain}: the energy you use, raised by a factor for your BMI.`,
  maintenance: `${GOAL_DIRECTION_LABELS.maintenance}: the energy you use a day.`,
};
