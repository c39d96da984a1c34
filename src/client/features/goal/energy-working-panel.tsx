import type { ReactNode } from 'react';
import {
  BMI_CATEGORY_LABELS,
  REQUIREMENT_KJ_PER_KG,
  TARGET_ROUNDING,
  type BodyMeasures,
  type EnergyWorking,
} from '../../../shared/nutrition/energy-calculator.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import { cn } from '../../lib/cn.ts';
import { WorkingStep } from './working-step.tsx';
import { bmiFormula, factorText, oneDecimal, percent, restingEnergyFormula } from './energy-working-text.ts';

interface EnergyWorkingPanelProps {
  working: EnergyWorking | null;
  measures: BodyMeasures | null;
  mainMeals: number;
  energyUnit: EnergyUnit;
  className?: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * How the daily target is reached, step by step, with each step's number in the user's energy unit: the
 * Goal screen's live preview, computed with the same shared function the server stores.
 */
export function EnergyWorkingPanel({
  working,
  measures,
  mainMeals,
  energyUnit,
  className,
}: EnergyWorkingPanelProps) {
  const energy = (kj: number) => formatNutrient('energyKj', kj, energyUnit);
  return (
    <aside aria-label="Energy working" className={cn('grid content-start gap-4', className)}>
      <section
        aria-labelledby="goal-target-title"
        className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <h2 id="goal-target-title" className="text-base font-semibold text-neutral-900">
          Your daily target
        </h2>
        <p className="mt-0.5 text-sm text-neutral-600">Updates as you type.</p>
        {working && measures ? (
          <div aria-live="polite" className="mt-3 grid gap-3">
            <p
              className="text-3xl font-bold tracking-tight text-brand-900 tabular-nums"
              data-testid="goal-target"
            >
              {energy(working.targetKj)}
            </p>
            {working.customTarget ? (
              <p className="-mt-2 text-sm text-neutral-600">
                Your own target. Calculated: {energy(working.calculatedTargetKj)}
              </p>
            ) : null}
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <Figure label="Per main meal">
                {working.split.mainMealKj === null ? 'Choose a main meal' : energy(working.split.mainMealKj)}
              </Figure>
              <Figure label="Per snack">
                {working.split.snackKj === null ? 'No snacks' : energy(working.split.snackKj)}
              </Figure>
              <Figure label="BMI">
                {oneDecimal(working.bmi)}{' '}
                <span className="font-normal text-neutral-600">
                  {BMI_CATEGORY_LABELS[working.bmiCategory]}
                </span>
              </Figure>
              <Figure label="Energy you use">{energy(working.dailyEnergyKj)}</Figure>
            </dl>
          </div>
        ) : (
          <p className="mt-3 text-sm text-neutral-700">
            Enter your sex, age, height and weight to see your target and how it is worked out.
          </p>
        )}
      </section>

      {working && measures ? (
        <section
          aria-labelledby="goal-working-title"
          className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <h2 id="goal-working-title" className="text-base font-semibold text-neutral-900">
            How it is worked out
          </h2>
          <ol className="mt-3 grid gap-0 text-sm">
            <WorkingStep label="Resting energy" detail={restingEnergyFormula(measures)}>
              {energy(working.restingKj)}
              {energyUnit === 'kJ' ? (
                <span className="block text-xs font-normal text-neutral-600">
                  {formatNutrient('energyKj', working.restingKj, 'Cal')}
                </span>
              ) : null}
            </WorkingStep>
            <WorkingStep
              label="Energy you use a day"
              detail={`× activity level ${working.physicalActivityLevel}`}
            >
              {energy(working.dailyEnergyKj)}
            </WorkingStep>
            <WorkingStep label="Body mass index" detail={bmiFormula(measures)}>
              {oneDecimal(working.bmi)}
            </WorkingStep>
            <WorkingStep label="Goal factor" detail={factorText(working, 'you')}>
              × {working.factor}
            </WorkingStep>
            <WorkingStep
              label="Daily target"
              detail={`${energy(working.dailyEnergyKj)} × ${working.factor} = ${energy(working.unroundedTargetKj)}, rounded to the nearest ${TARGET_ROUNDING} ${working.roundingUnit}`}
            >
              {energy(working.calculatedTargetKj)}
            </WorkingStep>
            {working.customTarget ? (
              <WorkingStep label="Your own daily target" detail="Replaces the calculated target">
                {energy(working.targetKj)}
              </WorkingStep>
            ) : null}
            <WorkingStep
              label="Main meals"
              detail={
                mainMeals > 0
                  ? `${percent(working.split.mainShare)} of the day ÷ ${plural(mainMeals, 'main meal')}${working.split.customMain ? `; your own: ${energy(working.split.mainMealKj!)}` : ''}`
                  : 'Choose at least one main meal'
              }
            >
              {working.split.sharedMainMealKj === null
                ? '—'
                : `${energy(working.split.sharedMainMealKj)} each`}
            </WorkingStep>
            <WorkingStep
              label="Snacks"
              detail={
                working.split.snackMeals > 0
                  ? `${percent(working.split.snackShare)} of the day ÷ ${plural(working.split.snackMeals, 'snack')}${working.split.customSnack ? `; your own: ${energy(working.split.snackKj!)}` : ''}`
                  : 'No snacks: main meals share the whole day'
              }
            >
              {working.split.sharedSnackKj === null ? '—' : `${energy(working.split.sharedSnackKj)} each`}
            </WorkingStep>
          </ol>
          <div className="mt-3 rounded-lg bg-neutral-50 p-3 text-sm text-neutral-700">
            <p className="font-medium text-neutral-900">Weight-based check</p>
            <p className="mt-1">
              Ideal weight (BMI 25): {working.idealWeightKg.toFixed(1)} kg. Adjusted weight:{' '}
              {working.adjustedWeightKg.toFixed(1)} kg. At {REQUIREMENT_KJ_PER_KG} kJ per kg of adjusted
              weight:{' '}
              <span className="font-medium text-neutral-900 tabular-nums">
                {energy(working.requirementKj)}
              </span>
            </p>
            <p className="mt-1 text-xs text-neutral-600">
              A dietitian&rsquo;s rule of thumb shown for comparison; the target comes from the steps above.
            </p>
          </div>
        </section>
      ) : null}
    </aside>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-neutral-50 px-3 py-2">
      <dt className="text-xs font-medium tracking-wide text-neutral-600 uppercase">{label}</dt>
      <dd className="mt-0.5 font-semibold text-neutral-900 tabular-nums">{children}</dd>
    </div>
  );
}
