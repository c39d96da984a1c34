import { useMemo } from 'react';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import { DAY_TOLERANCE_PERCENT, type TargetNutrient } from '../../../shared/planning/day-targets.ts';
import type { Plan } from '../../../shared/schemas/planner.ts';
import { cn } from '../../lib/cn.ts';
import { TargetFigure } from './day-summary.tsx';
import { dayTargetsOf, weekAgainstTargets, type PlanTargets } from './day-totals.ts';

const ROWS: { key: TargetNutrient; label: string }[] = [
  { key: 'energyKj', label: 'Energy' },
  { key: 'protein', label: 'Protein' },
  { key: 'fat', label: 'Fat' },
  { key: 'carbohydrate', label: 'Carbohydrate' },
];

/**
 * The week's averages against the plan's targets: the average energy, protein, fat, carbohydrate and
 * fibre over the days that hold meals (weekAgainstTargets, through dayAgainstTargets as each day is), and
 * how many of the seven days meet every target within 5 %. Nothing while the week has no meals.
 */
export function WeekAverages({
  plan,
  targets,
  energyUnit,
  className,
}: {
  plan: Plan;
  targets: PlanTargets;
  energyUnit: EnergyUnit;
  className?: string;
}) {
  const goals = useMemo(() => dayTargetsOf(targets), [targets]);
  const week = useMemo(() => weekAgainstTargets(plan.meals, goals), [plan.meals, goals]);
  if (week.days === 0) return null;
  const { average, averageAgainst } = week;
  const figure = (key: TargetNutrient, value: number) => formatNutrient(key, value, energyUnit);
  const targetOf: Record<TargetNutrient, number | null> = {
    energyKj: goals.energyKj,
    protein: goals.proteinG,
    fat: goals.fatG,
    carbohydrate: goals.carbohydrateG,
  };
  const fibre = averageAgainst.fibre;
  const title =
    week.days === 1 ? 'Average of the 1 day with meals' : `Week’s average, ${week.days} days with meals`;
  return (
    <section
      aria-label="Week’s averages"
      className={cn('rounded-2xl border border-neutral-200 bg-white p-3 shadow-xs sm:p-4', className)}
      data-week-averages
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-sm font-semibold text-neutral-900">{title}</h3>
        <p className="text-sm text-neutral-700 tabular-nums" data-days-met={week.daysMet}>
          <span className="font-semibold text-neutral-900">
            {week.daysMet} of {week.ofDays} days
          </span>{' '}
          within {DAY_TOLERANCE_PERCENT} %{targets.nutrients?.fibreMinG ? ' (and fibre at its minimum)' : ''}
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-xs sm:grid-cols-5">
        {ROWS.map(({ key, label }) => {
          const result = averageAgainst.nutrients[key] ?? null;
          const target = targetOf[key];
          return (
            <TargetFigure
              key={key}
              data-average={key}
              label={label}
              value={figure(key, average[key])}
              target={target !== null && target > 0 ? figure(key, target) : null}
              against={result}
            />
          );
        })}
        <div className="grid content-start gap-0.5" data-average="fibre">
          <dt className="text-neutral-600">Fibre</dt>
          <dd className="font-semibold text-neutral-900 tabular-nums">
            {formatNutrient('fibre', average.fibre, energyUnit)}
            {fibre ? (
              <span className="font-normal text-neutral-600">
                {' '}
                of at least {formatNutrient('fibre', fibre.minimum, energyUnit)}
              </span>
            ) : null}
          </dd>
          {fibre ? (
            <dd>
              <span
                className={cn(
                  'rounded px-1 py-px font-semibold ring-1 ring-inset',
                  fibre.met
                    ? 'bg-brand-50 text-brand-900 ring-brand-200'
                    : 'bg-red-50 text-red-800 ring-red-200',
                )}
                data-target-status={fibre.met ? 'in' : 'low'}
              >
                {fibre.met ? 'Minimum met' : 'Under the minimum'}
              </span>
            </dd>
          ) : null}
        </div>
      </dl>
    </section>
  );
}
