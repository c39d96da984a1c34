import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import {
  dayAgainstTargets,
  type DayAgainstTargets,
  type NutrientAgainstTarget,
  type TargetStatus,
} from '../../../shared/planning/day-targets.ts';
import { cn } from '../../lib/cn.ts';
import {
  energyFit,
  macroEnergyShares,
  meterPositions,
  percentOfTargetText,
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
/** Fibre to a tenth of a gram, so a day 0.3 g short of its minimum does not read "30 g of 30 g". */
const fibreGrams = (value: number) => formatNutrient('fibre', value, 'kJ');

/** How a figure against its target reads, for screen readers and beside the colour. */
export const TARGET_STATUS_TEXT: Record<TargetStatus, string> = {
  in: 'within 5 %',
  near: 'within 10 %',
  low: 'more than 10 % under',
  high: 'more than 10 % over',
};

/** Text and fill colours of each status: in brand green, near amber, low or high red. */
export const TARGET_TONES: Record<TargetStatus, { text: string; fill: string; chip: string }> = {
  in: { text: 'text-brand-800', fill: 'bg-brand-500', chip: 'bg-brand-50 text-brand-900 ring-brand-200' },
  near: { text: 'text-amber-700', fill: 'bg-amber-400', chip: 'bg-amber-50 text-amber-900 ring-amber-200' },
  low: { text: 'text-red-700', fill: 'bg-red-500', chip: 'bg-red-50 text-red-800 ring-red-200' },
  high: { text: 'text-red-700', fill: 'bg-red-500', chip: 'bg-red-50 text-red-800 ring-red-200' },
};

/** "96 % of target, within 5 %": what a figure's percent says, read out. */
export function againstText(against: NutrientAgainstTarget): string {
  return `${percentOfTargetText(against.errorPercent)} of target, ${TARGET_STATUS_TEXT[against.status]}`;
}

/**
 * One figure of a `<dl>` against its target: the label, the amount, "of" the target, and the percent of
 * it as a chip; without a target, `withoutTarget` after the amount. A day's macros and the week's averages
 * show their figures this way.
 */
export function TargetFigure({
  label,
  value,
  target,
  withoutTarget,
  against,
  ...data
}: {
  label: ReactNode;
  value: string;
  /** The target as shown, or null without one. */
  target: string | null;
  withoutTarget?: string;
  against: NutrientAgainstTarget | null;
  'data-average'?: string;
}) {
  return (
    <div className="grid content-start gap-0.5" {...data}>
      <dt className="flex items-center gap-1 text-neutral-600">{label}</dt>
      <dd className="font-semibold text-neutral-900 tabular-nums">
        {value}
        {target !== null ? (
          <span className="font-normal text-neutral-600"> of {target}</span>
        ) : withoutTarget ? (
          <span className="font-normal text-neutral-600">{withoutTarget}</span>
        ) : null}
      </dd>
      {against ? (
        <dd>
          <TargetPercent against={against} chip />
        </dd>
      ) : null}
    </div>
  );
}

/** A figure's percent of its target, coloured by its band, the band said for screen readers. */
export function TargetPercent({
  against,
  chip = false,
  className,
}: {
  against: NutrientAgainstTarget;
  chip?: boolean;
  className?: string;
}) {
  const tone = TARGET_TONES[against.status];
  return (
    <span
      className={cn(
        'font-semibold tabular-nums',
        chip ? cn('rounded px-1 py-px ring-1 ring-inset', tone.chip) : tone.text,
        className,
      )}
      data-target-status={against.status}
    >
      {percentOfTargetText(against.errorPercent)}
      <span className="sr-only"> of target, {TARGET_STATUS_TEXT[against.status]}</span>
    </span>
  );
}

/** The day against the plan's macro targets; null without them (the day then reads as its energy only). */
function againstTargets(totals: MacroTotals, targets: PlanTargets | null): DayAgainstTargets | null {
  return targets?.nutrients ? dayAgainstTargets(totals, targets.nutrients) : null;
}

/**
 * A day's energy against the plan's target, with a small chart: the bar is the day's energy, the pale
 * band the range a day falls in when every meal is in its slot's range, the tick the target. Under it the
 * protein, fat and carbohydrate, in grams and as shares of their energy, and how many of the day's meals go
 * against the client's record. When the plan sets macro targets, the energy and each macro with a target
 * show as a percent of it, coloured by dayAgainstTargets (within 5 % green, within 10 % amber, further red,
 * the band also said in words), and fibre against its minimum. `compact` fits a table's column.
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
  const empty = totals.energyKj <= 0;
  const fit = targets && !empty ? energyFit(totals.energyKj, targets.day) : null;
  // Against the macro targets: an empty day is not coloured, only its targets shown.
  const against = empty ? null : againstTargets(totals, targets);
  const energyAgainst = against?.nutrients.energyKj ?? null;
  const energyTone =
    energyAgainst !== null
      ? TARGET_TONES[energyAgainst.status].text
      : fit === null
        ? 'text-neutral-900'
        : fit === 'in'
          ? 'text-brand-800'
          : 'text-amber-700';
  const barFill =
    energyAgainst !== null
      ? TARGET_TONES[energyAgainst.status].fill
      : fit === 'in'
        ? 'bg-brand-500'
        : 'bg-amber-400';
  const positions = targets ? meterPositions(totals.energyKj, targets.day) : null;
  const shares = macroEnergyShares(totals);
  const macros = (['protein', 'fat', 'carbohydrate'] as const).map((macro) => ({
    macro,
    grams: totals[macro],
    share: shares[macro],
  }));
  const nutrients = targets?.nutrients ?? null;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <p className={cn('tabular-nums', compact ? 'text-sm' : 'text-base')}>
        <span className={cn('font-semibold', energyTone)}>{energy(totals.energyKj)}</span>
        {targets ? (
          <span className={cn('text-neutral-600', compact ? 'block text-xs' : 'text-sm')}>
            {compact ? 'of ' : ' of a '}
            {energy(targets.day.targetKj)}
            {compact ? '' : ' target'}
            {energyAgainst ? (
              <>
                {' · '}
                <TargetPercent against={energyAgainst} />
              </>
            ) : null}
          </span>
        ) : null}
        {fit && !energyAgainst ? <span className="sr-only">, {STATUS[fit]}</span> : null}
      </p>
      {conflicts > 0 ? <DayConflicts count={conflicts} compact={compact} /> : null}
      {positions ? (
        <div aria-hidden className="relative h-2 rounded-full bg-neutral-100">
          <div
            className="absolute inset-y-0 rounded-full bg-brand-100"
            style={{ left: `${positions.min}%`, width: `${positions.max - positions.min}%` }}
          />
          <div
            className={cn('absolute inset-y-0 left-0 rounded-full', barFill)}
            style={{ width: `${positions.value}%` }}
          />
          <div
            className="absolute -inset-y-0.5 w-0.5 rounded-full bg-neutral-900"
            style={{ left: `calc(${positions.target}% - 1px)` }}
          />
        </div>
      ) : null}
      {nutrients ? (
        <MacrosAgainstTargets totals={totals} targets={nutrients} against={against} compact={compact} />
      ) : compact ? (
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

/**
 * Protein, fat and carbohydrate against the plan's targets, and fibre against its minimum: each macro with a
 * target as grams of its target grams and a percent of it; one without, as grams and share of energy.
 */
function MacrosAgainstTargets({
  totals,
  targets,
  against,
  compact,
}: {
  totals: MacroTotals;
  targets: NonNullable<PlanTargets['nutrients']>;
  /** Null for an empty day: the targets show without a verdict. */
  against: DayAgainstTargets | null;
  compact: boolean;
}) {
  const shares = macroEnergyShares(totals);
  const target = { protein: targets.proteinG, fat: targets.fatG, carbohydrate: targets.carbohydrateG };
  const fibre = against?.fibre ?? null;
  const fibreMin = targets.fibreMinG !== null && targets.fibreMinG > 0 ? targets.fibreMinG : null;
  const fibreTone = fibre ? (fibre.met ? 'text-brand-800' : 'text-red-700') : 'text-neutral-600';
  const fibreWords = fibre
    ? fibre.met
      ? 'minimum met'
      : `${fibreGrams(fibre.minimum - fibre.value)} short`
    : '';
  if (compact) {
    return (
      <ul className="grid gap-px text-[0.6875rem] leading-tight text-neutral-600 tabular-nums">
        {MACRO_KEYS_LIST.map((macro) => {
          const result = against?.nutrients[macro] ?? null;
          const goal = target[macro];
          return (
            <li
              key={macro}
              className="flex flex-wrap gap-x-1"
              title={
                goal !== null && goal > 0
                  ? `${MACRO_LABELS[macro]} ${grams(totals[macro])} of ${grams(goal)}${result ? `: ${againstText(result)}` : ''}`
                  : undefined
              }
            >
              <span>
                <abbr title={MACRO_LABELS[macro]} className="no-underline" aria-hidden>
                  {MACRO_SHORT[macro]}
                </abbr>
                <span className="sr-only">{MACRO_LABELS[macro]}</span> {grams(totals[macro])}
                {goal !== null && goal > 0 && !result ? <span> of {grams(goal)}</span> : null}
                {goal !== null && goal > 0 && result ? (
                  <span className="sr-only"> of {grams(goal)}</span>
                ) : null}
              </span>
              {result ? (
                <TargetPercent against={result} />
              ) : goal === null ? (
                <span>· {shares[macro]}%</span>
              ) : null}
            </li>
          );
        })}
        {fibreMin !== null ? (
          <li className="flex flex-wrap gap-x-1">
            <span>
              Fibre {fibreGrams(totals.fibre)}
              <span aria-hidden>/{fibreGrams(fibreMin)}</span>
              <span className="sr-only"> of at least {fibreGrams(fibreMin)}</span>
            </span>
            {fibre ? (
              <span className={cn('font-semibold', fibreTone)} data-target-status={fibre.met ? 'in' : 'low'}>
                <span aria-hidden>{fibre.met ? '✓' : '✗'}</span>
                <span className="sr-only">, {fibreWords}</span>
              </span>
            ) : null}
          </li>
        ) : null}
      </ul>
    );
  }
  return (
    <>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        {MACRO_KEYS_LIST.map((macro) => {
          const result = against?.nutrients[macro] ?? null;
          const goal = target[macro];
          return (
            <TargetFigure
              key={macro}
              label={
                <>
                  <span aria-hidden className={cn('size-2 shrink-0 rounded-full', MACRO_TONES[macro])} />
                  {MACRO_LABELS[macro]}
                </>
              }
              value={grams(totals[macro])}
              target={goal !== null && goal > 0 ? grams(goal) : null}
              withoutTarget={` · ${shares[macro]}%`}
              against={result}
            />
          );
        })}
      </dl>
      {fibreMin !== null ? (
        <p className="text-xs text-neutral-600 tabular-nums">
          Fibre <span className="font-semibold text-neutral-900">{fibreGrams(totals.fibre)}</span>, at least{' '}
          {fibreGrams(fibreMin)}
          {fibre ? (
            <span className={cn('font-semibold', fibreTone)} data-target-status={fibre.met ? 'in' : 'low'}>
              : {fibreWords}
            </span>
          ) : null}
        </p>
      ) : null}
    </>
  );
}

const MACRO_KEYS_LIST = ['protein', 'fat', 'carbohydrate'] as const;

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

/**
 * A dot for a day tab: grey while the day is empty; with macro targets, green when the day meets them all
 * (within 5 %, fibre minimum reached), amber within 10 %, red further; with an energy target only, green
 * when the day is in range, amber when not. The day's summary under the tabs says the same in words.
 */
export function DayStatusDot({ totals, targets }: { totals: MacroTotals; targets: PlanTargets | null }) {
  const against = totals.energyKj > 0 ? againstTargets(totals, targets) : null;
  const fit = targets && totals.energyKj > 0 ? energyFit(totals.energyKj, targets.day) : null;
  const tone =
    totals.energyKj === 0
      ? 'bg-neutral-300'
      : against
        ? against.met
          ? 'bg-brand-500'
          : against.withinWide
            ? 'bg-amber-400'
            : 'bg-red-500'
        : fit === null || fit === 'in'
          ? 'bg-brand-500'
          : 'bg-amber-400';
  return (
    <span
      aria-hidden
      data-day-met={against ? String(against.met) : undefined}
      className={cn('size-1.5 rounded-full', tone)}
    />
  );
}
