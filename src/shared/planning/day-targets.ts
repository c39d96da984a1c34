import type { MacroGrams } from './macro-targets.ts';

/**
 * A day's energy, protein, fat, carbohydrate and fibre against the plan's targets (issue 30): the one
 * function the planner's day summaries, the week's averages, generation's reports and the accuracy script
 * read, so "within 5 %" means the same everywhere.
 */

/** A day is met when every target set is within this many percent (fibre: at its minimum or over). */
export const DAY_TOLERANCE_PERCENT = 5;
/** The looser band the accuracy script also counts. */
export const DAY_WIDE_TOLERANCE_PERCENT = 10;

export const TARGET_NUTRIENTS = ['energyKj', 'protein', 'fat', 'carbohydrate'] as const;
export type TargetNutrient = (typeof TARGET_NUTRIENTS)[number];

export interface DayAmounts {
  energyKj: number;
  protein: number;
  fat: number;
  carbohydrate: number;
  fibre: number;
}

export interface DayTargets extends MacroGrams {
  /** The daily energy target in kJ; null without one. */
  energyKj: number | null;
}

/** 'in' within DAY_TOLERANCE_PERCENT; 'near' within DAY_WIDE_TOLERANCE_PERCENT; else 'low' or 'high'. */
export type TargetStatus = 'in' | 'near' | 'low' | 'high';

export interface NutrientAgainstTarget {
  value: number;
  target: number;
  /** (value - target) / target in percent; + over, - under. */
  errorPercent: number;
  status: TargetStatus;
}

export interface DayAgainstTargets {
  /** One entry per nutrient with a target (energy, protein, fat, carbohydrate). */
  nutrients: Partial<Record<TargetNutrient, NutrientAgainstTarget>>;
  /** The fibre minimum and whether the day reaches it; null without a minimum. */
  fibre: { value: number; minimum: number; met: boolean } | null;
  /** The largest |errorPercent| over the nutrients with a target; 0 when none has one. */
  worstErrorPercent: number;
  /** Every target within DAY_TOLERANCE_PERCENT and the fibre minimum met (false when no target is set). */
  met: boolean;
  /** Every target within DAY_WIDE_TOLERANCE_PERCENT (fibre not counted). */
  withinWide: boolean;
}

const TARGET_KEY: Record<TargetNutrient, keyof DayTargets> = {
  energyKj: 'energyKj',
  protein: 'proteinG',
  fat: 'fatG',
  carbohydrate: 'carbohydrateG',
};

/**
 * Rounding slack: a day whose error is 5.0000001 % through binary fractions is still "within 5 %" as a
 * person works it out.
 */
const SLACK = 1e-9;

export function statusOf(errorPercent: number): TargetStatus {
  const size = Math.abs(errorPercent);
  if (size <= DAY_TOLERANCE_PERCENT + SLACK) return 'in';
  if (size <= DAY_WIDE_TOLERANCE_PERCENT + SLACK) return 'near';
  return errorPercent < 0 ? 'low' : 'high';
}

/** The day's amounts against the targets set (a target of 0 or null is not a target). */
export function dayAgainstTargets(day: DayAmounts, targets: DayTargets): DayAgainstTargets {
  const nutrients: DayAgainstTargets['nutrients'] = {};
  let worst = 0;
  for (const nutrient of TARGET_NUTRIENTS) {
    const target = targets[TARGET_KEY[nutrient]];
    if (target === null || !(target > 0)) continue;
    const value = day[nutrient];
    const errorPercent = ((value - target) / target) * 100;
    nutrients[nutrient] = { value, target, errorPercent, status: statusOf(errorPercent) };
    worst = Math.max(worst, Math.abs(errorPercent));
  }
  const fibre =
    targets.fibreMinG !== null && targets.fibreMinG > 0
      ? { value: day.fibre, minimum: targets.fibreMinG, met: day.fibre >= targets.fibreMinG - SLACK }
      : null;
  const any = Object.keys(nutrients).length > 0;
  return {
    nutrients,
    fibre,
    worstErrorPercent: worst,
    met: any && worst <= DAY_TOLERANCE_PERCENT + SLACK && (fibre === null || fibre.met),
    withinWide: any && worst <= DAY_WIDE_TOLERANCE_PERCENT + SLACK,
  };
}

/** The average of several days' amounts (the week's averages); zeros for none. */
export function averageDays(days: readonly DayAmounts[]): DayAmounts {
  const sum: DayAmounts = { energyKj: 0, protein: 0, fat: 0, carbohydrate: 0, fibre: 0 };
  for (const day of days) {
    sum.energyKj += day.energyKj;
    sum.protein += day.protein;
    sum.fat += day.fat;
    sum.carbohydrate += day.carbohydrate;
    sum.fibre += day.fibre;
  }
  const n = days.length || 1;
  return {
    energyKj: sum.energyKj / n,
    protein: sum.protein / n,
    fat: sum.fat / n,
    carbohydrate: sum.carbohydrate / n,
    fibre: sum.fibre / n,
  };
}
