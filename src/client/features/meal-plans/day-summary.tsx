import { ShieldAlert } from 'lucide-react';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import { cn } from '../../lib/cn.ts';
import {
  energyFit,
  macroEnergyShares,
  meterPositions,
  type EnergyFit,
  type MacroTotals,
  type PlanTargets,
} from './day-totals.ts';
import { conflictingMealsText } from './plan-safety.ts';

const STATUS: Record<EnergyFit, string> = {
  in: 'within the day’s range',
  low: 'below the day’s range',
  high: 'above the day’s range',
};

const MACRO_LABELS = { protein: 'Protein', fat: 'Fat', carbohydrate: 'Carbohydrate' } as const;
const MACRO_SHORT = { protein: 'P', fat: 'F', carbohydrate: 'C' } as const;
const MACRO_TONES = { protein: 'bg-accent-500', fat: 'bg-amber-400', carbohydrate: 'bg-brand-500' } as const;

const grams = (value: number) => `${Math.round(value)} g`;

/**
 * A day's energy against the plan's target, with a small chart: the bar is the day's energy, the pale
 * band the range a day falls in when every meal is in its slot's range, the tick the target. Under it the
 * protein, fat and carbohydrate, in grams and as shares of their energy, and how many of the day's meals go
 * against the client's record. `compact` fits a table's column.
 */
export function DaySummary({
  totals,
  targets,
  energyUnit,
  conflicts = 0,
  compact = false,
  className,
}: {
  totals: MacroTotals;
  targets: PlanTargets | null;
  energyUnit: EnergyUnit;
  /** How many of the day's meals go against the client's record. */
  conflicts?: number;
  compact?: boolean;
  className?: string;
}) {
  const energy = (kj: number) => formatNutrient('energyKj', kj, energyUnit);
  const fit = targets && totals.energyKj > 0 ? energyFit(totals.energyKj, targets.day) : null;
  const positions = targets ? meterPositions(totals.energyKj, targets.day) : null;
  const shares = macroEnergyShares(totals);
  const macros = (['protein', 'fat', 'carbohydrate'] as const).map((macro) => ({
    macro,
    grams: totals[macro],
    share: shares[macro],
  }));
  return (
    <div className={cn('grid gap-1.5', className)}>
      <p className={cn('tabular-nums', compact ? 'text-sm' : 'text-base')}>
        <span
          className={cn(
            'font-semibold',
            fit === null ? 'text-neutral-900' : fit === 'in' ? 'text-brand-800' : 'text-amber-700',
          )}
        >
          {energy(totals.energyKj)}
        </span>
        {targets ? (
          <span className={cn('text-neutral-600', compact ? 'block text-xs' : 'text-sm')}>
            {compact ? 'of ' : ' of a '}
            {energy(targets.day.targetKj)}
            {compact ? '' : ' target'}
          </span>
        ) : null}
        {fit ? <span className="sr-only">, {STATUS[fit]}</span> : null}
      </p>
      {conflicts > 0 ? <DayConflicts count={conflicts} compact={compact} /> : null}
      {positions ? (
        <div aria-hidden className="relative h-2 rounded-full bg-neutral-100">
          <div
            className="absolute inset-y-0 rounded-full bg-brand-100"
            style={{ left: `${positions.min}%`, width: `${positions.max - positions.min}%` }}
          />
          <div
            className={cn(
              'absolute inset-y-0 left-0 rounded-full',
              fit === 'in' ? 'bg-brand-500' : 'bg-amber-400',
            )}
            style={{ width: `${positions.value}%` }}
          />
          <div
            className="absolute -inset-y-0.5 w-0.5 rounded-full bg-neutral-900"
            style={{ left: `calc(${positions.target}% - 1px)` }}
          />
        </div>
      ) : null}
      {compact ? (
        <p className="text-[0.6875rem] leading-tight text-neutral-600 tabular-nums">
          {macros.map(({ macro, grams: value }, index) => (
            <span key={macro}>
              {index > 0 ? ' · ' : ''}
              <abbr title={MACRO_LABELS[macro]} className="no-underline" aria-hidden>
                {MACRO_SHORT[macro]}
              </abbr>
              <span className="sr-only"> {MACRO_LABELS[macro]}</span> {grams(value)}
            </span>
          ))}
        </p>
      ) : (
        <>
          <div aria-hidden className="flex h-1.5 overflow-hidden rounded-full bg-neutral-100">
            {macros.map(({ macro, share }) => (
              <div key={macro} className={MACRO_TONES[macro]} style={{ width: `${share}%` }} />
            ))}
          </div>
          <dl className="grid grid-cols-3 gap-2 text-xs">
            {macros.map(({ macro, grams: value, share }) => (
              <div key={macro}>
                <dt className="flex items-center gap-1 text-neutral-600">
                  <span aria-hidden className={cn('size-2 rounded-full', MACRO_TONES[macro])} />
                  {MACRO_LABELS[macro]}
                </dt>
                <dd className="font-semibold text-neutral-900 tabular-nums">
                  {grams(value)}
                  <span className="font-normal text-neutral-600"> · {share}%</span>
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}

/** "2 meals go against the client's record", in a table's column "2 meals against the record". */
function DayConflicts({ count, compact }: { count: number; compact: boolean }) {
  const sentence = conflictingMealsText(count);
  return (
    <p
      className={cn(
        'flex items-start gap-1 font-semibold text-red-800',
        compact ? 'text-[0.6875rem] leading-tight' : 'text-sm',
      )}
      title={compact ? sentence : undefined}
      data-day-conflicts={count}
    >
      <ShieldAlert
        className={cn('shrink-0 text-red-700', compact ? 'size-3' : 'mt-0.5 size-4')}
        aria-hidden
      />
      {compact ? (
        <>
          <span aria-hidden>{count === 1 ? '1 meal' : `${count} meals`} against the record</span>
          <span className="sr-only">{sentence}</span>
        </>
      ) : (
        sentence
      )}
    </p>
  );
}

/** A dot for a day tab: green when the day is in range, amber when not, grey while it is empty. */
export function DayStatusDot({ totals, targets }: { totals: MacroTotals; targets: PlanTargets | null }) {
  const fit = targets && totals.energyKj > 0 ? energyFit(totals.energyKj, targets.day) : null;
  return (
    <span
      aria-hidden
      className={cn(
        'size-1.5 rounded-full',
        totals.energyKj === 0
          ? 'bg-neutral-300'
          : fit === null || fit === 'in'
            ? 'bg-brand-500'
            : 'bg-amber-400',
      )}
    />
  );
}
