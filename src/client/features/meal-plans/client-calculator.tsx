import { useState, type ChangeEvent } from 'react';
import {
  BMI_CATEGORY_LABELS,
  REQUIREMENT_KJ_PER_KG,
  TARGET_ROUNDING,
} from '../../../shared/nutrition/energy-calculator.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import { ACTIVITY_LEVELS, CLIENT_GOAL_LABELS } from '../../../shared/nutrition/goal-options.ts';
import { GOAL_CODES } from '../../../shared/constants/meal-plans.ts';
import { SegmentedChoice } from '../../components/segmented-choice.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NumberField } from '../../components/ui/form-fields.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import {
  bmiFormula,
  factorText,
  oneDecimal,
  percent,
  restingEnergyFormula,
  SEX_OPTIONS,
} from '../goal/energy-working-text.ts';
import { UnderweightAlert, WorkingStep } from '../goal/working-step.tsx';
import { isoDay } from '../../../shared/schemas/clients.ts';
import { trpc } from '../../lib/trpc.ts';
import {
  clientMeasureErrors,
  clientWorking,
  EMPTY_CLIENT_MEASURES,
  measuresFromRecord,
  recordHasMeasures,
  type ClientMeasuresForm,
  type ClientWorking,
} from './client-target.ts';

const ACTIVITY_OPTIONS = ACTIVITY_LEVELS.map((level) => ({ value: level.key, label: level.label }));
const GOAL_OPTIONS = GOAL_CODES.map((code) => ({ value: code, label: CLIENT_GOAL_LABELS[code] }));

/**
 * The energy calculator for the plan's client (SPEC §9, docs/decisions/011): the client's measures,
 * activity and goal, every step of the working with its number, and the target to use for the plan. The
 * split follows the meals chosen in the settings, a dessert counting as a snack. With the plan's folder
 * given, it starts from the measures the client record keeps (decision 064), until the professional types.
 */
export function ClientCalculator({
  folderId,
  meals,
  energyUnit,
  onUse,
}: {
  /** The plan's folder, whose client record the measures start from. */
  folderId?: string;
  meals: { mainMeals: number; snacks: number; dessert: boolean };
  energyUnit: EnergyUnit;
  onUse: (targetKj: number) => void;
}) {
  // Null until the professional types: the form is then the record's measures (or blank).
  const [typed, setTyped] = useState<ClientMeasuresForm | null>(null);
  const record = trpc.clients.record.useQuery(
    { id: folderId ?? '' },
    { enabled: folderId !== undefined, retry: false },
  );
  const fromRecord = record.data && recordHasMeasures(record.data) ? record.data : null;
  const form =
    typed ?? (fromRecord ? measuresFromRecord(fromRecord, isoDay(new Date())) : EMPTY_CLIENT_MEASURES);
  const [showAllErrors, setShowAllErrors] = useState(false);
  const errors = clientMeasureErrors(form, showAllErrors);
  const result = clientWorking(form, meals, energyUnit);
  const energy = (kj: number) => formatNutrient('energyKj', kj, energyUnit);
  const set = (field: keyof ClientMeasuresForm) => (value: string) => setTyped({ ...form, [field]: value });
  /** Props for the input or select of one measure. */
  const bind = (field: keyof ClientMeasuresForm) => ({
    value: form[field],
    error: errors[field] ?? null,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(field)(event.target.value),
  });
  const activity = ACTIVITY_LEVELS.find((level) => level.key === form.activity);

  return (
    <div className="grid gap-4 rounded-xl border border-accent-200 bg-accent-50/40 p-3 sm:p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SegmentedChoice<string>
          legend="Sex"
          value={form.gender}
          options={SEX_OPTIONS}
          onChange={set('gender')}
          error={errors.gender}
          className="max-w-xs sm:col-span-2"
        />
        <NumberField label="Age (years)" {...bind('age')} />
        <NumberField label="Height (cm)" decimal {...bind('heightCm')} />
        <NumberField label="Weight (kg)" decimal {...bind('weightKg')} />
        <div className="grid gap-1.5">
          <SelectField label="Activity level" options={ACTIVITY_OPTIONS} {...bind('activity')} />
          {activity ? <p className="text-xs text-neutral-600">{activity.description}</p> : null}
        </div>
        <SelectField label="Client’s goal" options={GOAL_OPTIONS} {...bind('goal')} />
      </div>
      {result ? (
        <Working result={result} mainMeals={meals.mainMeals} energyUnit={energyUnit} />
      ) : (
        <p className="text-sm text-neutral-700">
          Enter the client&rsquo;s sex, age, height and weight to see the target and how it is worked out.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            if (result) onUse(result.working.targetKj);
            else setShowAllErrors(true);
          }}
        >
          {result ? `Use ${energy(result.working.targetKj)} as the target` : 'Use this target'}
        </Button>
        <p className="text-xs text-neutral-600">
          {fromRecord
            ? 'Started from the client record. Changes here are not stored; only the target is.'
            : 'The measures are not stored; only the target is. Keep them on the client record on Clients.'}
        </p>
      </div>
    </div>
  );
}

function Working({
  result: { working, measures },
  mainMeals,
  energyUnit,
}: {
  result: ClientWorking;
  mainMeals: number;
  energyUnit: EnergyUnit;
}) {
  const energy = (kj: number) => formatNutrient('energyKj', kj, energyUnit);
  return (
    <section aria-label="Energy working" className="grid gap-2">
      <h4 className="text-sm font-semibold text-neutral-900">How the target is worked out</h4>
      {working.severelyUnderweight ? <UnderweightAlert /> : null}
      <ol className="grid rounded-lg border border-neutral-200 bg-white px-3 text-sm">
        <WorkingStep
          compact
          label="Resting energy"
          detail={`${restingEnergyFormula(measures)} = ${formatNutrient('energyKj', working.restingKj, 'Cal')}`}
        >
          {energy(working.restingKj)}
        </WorkingStep>
        <WorkingStep
          compact
          label="Energy used a day"
          detail={`× activity level ${working.physicalActivityLevel}`}
        >
          {energy(working.dailyEnergyKj)}
        </WorkingStep>
        <WorkingStep
          compact
          label="Body mass index"
          detail={`${bmiFormula(measures)}, ${BMI_CATEGORY_LABELS[working.bmiCategory].toLowerCase()}`}
        >
          {oneDecimal(working.bmi)}
        </WorkingStep>
        <WorkingStep compact label="Goal factor" detail={factorText(working, 'the client')}>
          × {working.factor}
        </WorkingStep>
        <WorkingStep
          compact
          label="Daily target"
          detail={`${energy(working.dailyEnergyKj)} × ${working.factor} = ${energy(working.unroundedTargetKj)}, to the nearest ${TARGET_ROUNDING} ${working.roundingUnit}`}
        >
          <span data-testid="client-target">{energy(working.targetKj)}</span>
        </WorkingStep>
        <WorkingStep
          compact
          label="Main meals"
          detail={
            mainMeals > 0
              ? `${percent(working.split.mainShare)} of the day ÷ ${mainMeals}`
              : 'Choose at least one main meal'
          }
        >
          {working.split.mainMealKj === null ? '—' : `${energy(working.split.mainMealKj)} each`}
        </WorkingStep>
        <WorkingStep
          compact
          label="Snacks and dessert"
          detail={
            working.split.snackMeals > 0
              ? `${percent(working.split.snackShare)} of the day ÷ ${working.split.snackMeals}`
              : 'None: the main meals share the day'
          }
        >
          {working.split.snackKj === null ? '—' : `${energy(working.split.snackKj)} each`}
        </WorkingStep>
      </ol>
      <p className="text-xs text-neutral-600">
        Weight-based check: ideal weight (BMI 25) {working.idealWeightKg.toFixed(1)} kg, adjusted weight{' '}
        {working.adjustedWeightKg.toFixed(1)} kg, at {REQUIREMENT_KJ_PER_KG} kJ per kg:{' '}
        <span className="font-medium text-neutral-900 tabular-nums">{energy(working.requirementKj)}</span>.
      </p>
    </section>
  );
}
