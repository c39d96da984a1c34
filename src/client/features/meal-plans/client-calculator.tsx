import { useState, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
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
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import {
  bmiFormula,
  factorText,
  oneDecimal,
  percent,
  restingEnergyFormula,
  SEX_OPTIONS,
} from '../goal/energy-working-text.ts';
import {
  clientMeasureErrors,
  clientWorking,
  EMPTY_CLIENT_MEASURES,
  type ClientMeasuresForm,
  type ClientWorking,
} from './client-target.ts';

/**
 * The energy calculator for the plan's client (SPEC §9, docs/decisions/011): the client's measures,
 * activity and goal, every step of the working with its number, and the target to use for the plan. The
 * split follows the meals chosen in the settings, a dessert counting as a snack.
 */
export function ClientCalculator({
  meals,
  energyUnit,
  onUse,
}: {
  meals: { mainMeals: number; snacks: number; dessert: boolean };
  energyUnit: EnergyUnit;
  onUse: (targetKj: number) => void;
}) {
  const [form, setForm] = useState<ClientMeasuresForm>(EMPTY_CLIENT_MEASURES);
  const [showAllErrors, setShowAllErrors] = useState(false);
  const errors = clientMeasureErrors(form, showAllErrors);
  const result = clientWorking(form, meals, energyUnit);
  const energy = (kj: number) => formatNutrient('energyKj', kj, energyUnit);
  const set = (field: keyof ClientMeasuresForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
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
        <Field
          label="Age (years)"
          type="number"
          inputMode="numeric"
          value={form.age}
          error={errors.age ?? null}
          onChange={(event) => set('age')(event.target.value)}
        />
        <Field
          label="Height (cm)"
          type="number"
          inputMode="decimal"
          step="any"
          value={form.heightCm}
          error={errors.heightCm ?? null}
          onChange={(event) => set('heightCm')(event.target.value)}
        />
        <Field
          label="Weight (kg)"
          type="number"
          inputMode="decimal"
          step="any"
          value={form.weightKg}
          error={errors.weightKg ?? null}
          onChange={(event) => set('weightKg')(event.target.value)}
        />
        <div className="grid gap-1.5">
          <SelectField
            label="Activity level"
            value={form.activity}
            error={errors.activity ?? null}
            onChange={(event) => set('activity')(event.target.value)}
          >
            {ACTIVITY_LEVELS.map((level) => (
              <option key={level.key} value={level.key}>
                {level.label}
              </option>
            ))}
          </SelectField>
          {activity ? <p className="text-xs text-neutral-600">{activity.description}</p> : null}
        </div>
        <SelectField
          label="Client’s goal"
          value={form.goal}
          error={errors.goal ?? null}
          onChange={(event) => set('goal')(event.target.value)}
        >
          {GOAL_CODES.map((code) => (
            <option key={code} value={code}>
              {CLIENT_GOAL_LABELS[code]}
            </option>
          ))}
        </SelectField>
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
        <p className="text-xs text-neutral-600">The measures are not stored; only the target is.</p>
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
      {working.severelyUnderweight ? (
        <p
          role="alert"
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          {messages.severelyUnderweight}
        </p>
      ) : null}
      <ol className="grid rounded-lg border border-neutral-200 bg-white px-3 text-sm">
        <Step
          label="Resting energy"
          detail={`${restingEnergyFormula(measures)} = ${formatNutrient('energyKj', working.restingKj, 'Cal')}`}
        >
          {energy(working.restingKj)}
        </Step>
        <Step label="Energy used a day" detail={`× activity level ${working.physicalActivityLevel}`}>
          {energy(working.dailyEnergyKj)}
        </Step>
        <Step
          label="Body mass index"
          detail={`${bmiFormula(measures)}, ${BMI_CATEGORY_LABELS[working.bmiCategory].toLowerCase()}`}
        >
          {oneDecimal(working.bmi)}
        </Step>
        <Step label="Goal factor" detail={factorText(working, 'the client')}>
          × {working.factor}
        </Step>
        <Step
          label="Daily target"
          detail={`${energy(working.dailyEnergyKj)} × ${working.factor} = ${energy(working.unroundedTargetKj)}, to the nearest ${TARGET_ROUNDING} ${working.roundingUnit}`}
        >
          <span data-testid="client-target">{energy(working.targetKj)}</span>
        </Step>
        <Step
          label="Main meals"
          detail={
            mainMeals > 0
              ? `${percent(working.split.mainShare)} of the day ÷ ${mainMeals}`
              : 'Choose at least one main meal'
          }
        >
          {working.split.mainMealKj === null ? '—' : `${energy(working.split.mainMealKj)} each`}
        </Step>
        <Step
          label="Snacks and dessert"
          detail={
            working.split.snackMeals > 0
              ? `${percent(working.split.snackShare)} of the day ÷ ${working.split.snackMeals}`
              : 'None: the main meals share the day'
          }
        >
          {working.split.snackKj === null ? '—' : `${energy(working.split.snackKj)} each`}
        </Step>
      </ol>
      <p className="text-xs text-neutral-600">
        Weight-based check: ideal weight (BMI 25) {working.idealWeightKg.toFixed(1)} kg, adjusted weight{' '}
        {working.adjustedWeightKg.toFixed(1)} kg, at {REQUIREMENT_KJ_PER_KG} kJ per kg:{' '}
        <span className="font-medium text-neutral-900 tabular-nums">{energy(working.requirementKj)}</span>.
      </p>
    </section>
  );
}

function Step({ label, detail, children }: { label: string; detail: string; children: ReactNode }) {
  return (
    <li className="flex items-start justify-between gap-3 border-b border-neutral-100 py-2 last:border-0">
      <div className="min-w-0">
        <p className="font-medium text-neutral-900">{label}</p>
        <p className="text-xs text-neutral-600">{detail}</p>
      </div>
      <p className="shrink-0 text-right font-semibold whitespace-nowrap text-neutral-900 tabular-nums">
        {children}
      </p>
    </li>
  );
}
