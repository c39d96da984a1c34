import {
  isInEnergyRange,
  slotEnergyWindows,
  type EnergyRange,
  type SlotEnergyWindow,
} from './energy-targets.ts';
import type { PlanShape } from './meal-types.ts';
import {
  averageDays,
  dayAgainstTargets,
  DAY_TOLERANCE_PERCENT,
  DAY_WIDE_TOLERANCE_PERCENT,
  type DayAgainstTargets,
  type DayAmounts,
  type DayTargets,
} from './day-targets.ts';
import { PLAN_DAYS } from '../constants/meal-plans.ts';
import type { MacroGrams } from './macro-targets.ts';
import type { PlanMealType } from '../schemas/meal-plans.ts';
import type { PlanMealRow } from '../schemas/planner.ts';

/**
 * What a day of a plan adds up to, against the plan's target: the energy and macronutrients of its meals,
 * and the windows the shared energy-targets module gives each slot (the same windows generation uses, so
 * a meal shown "in range" is one the generator would accept).
 */

export interface MacroTotals {
  energyKj: number;
  protein: number;
  fat: number;
  carbohydrate: number;
  /** Dietary fibre in g (the plan's fibre minimum reads it). */
  fibre: number;
}

const ZERO: MacroTotals = { energyKj: 0, protein: 0, fat: 0, carbohydrate: 0, fibre: 0 };

type MealLike = Pick<PlanMealRow, 'day' | 'serves' | 'noMeal'> & {
  recipe: {
    energyKjPerServe: number;
    /** Fibre may be left out by a reader that never shows it (the marketplace preview): it then counts 0. */
    servingValues: Pick<MacroTotals, 'protein' | 'fat' | 'carbohydrate'> & { fibre?: number };
  } | null;
};

/** The energy a meal brings: the recipe's energy per serve times the meal's serves (0 for no meal). */
export function mealEnergyKj(meal: Pick<MealLike, 'serves' | 'recipe'>): number {
  return meal.recipe ? meal.recipe.energyKjPerServe * meal.serves : 0;
}

/** The totals of one day's meals (recipes times their serves). */
export function dayTotals(meals: readonly MealLike[], day: number): MacroTotals {
  const totals = { ...ZERO };
  for (const meal of meals) {
    if (meal.day !== day || !meal.recipe) continue;
    totals.energyKj += mealEnergyKj(meal);
    totals.protein += meal.recipe.servingValues.protein * meal.serves;
    totals.fat += meal.recipe.servingValues.fat * meal.serves;
    totals.carbohydrate += meal.recipe.servingValues.carbohydrate * meal.serves;
    totals.fibre += (meal.recipe.servingValues.fibre ?? 0) * meal.serves;
  }
  return totals;
}

export interface PlanTargets {
  /** Each meal type's window, by meal type (the plan's shape only). */
  windows: Map<PlanMealType, SlotEnergyWindow>;
  /** The day's target (the plan's) and the range a day whose every slot is in range falls in. */
  day: EnergyRange & { targetKj: number };
  /**
   * The energy target and the macro targets in grams, for dayAgainstTargets; null when the plan sets no
   * protein, fat, carbohydrate or fibre target (the day is then read against its energy range only).
   */
  nutrients: DayTargets | null;
}

/**
 * The plan's slot windows and the day's range, or null when the plan has no energy target (or no main
 * meal, which the settings refuse): then the screen shows totals without a target.
 */
export function planTargets(
  plan: PlanShape & {
    energyTargetKj: number | null;
    servings: Partial<Record<PlanMealType, number>>;
    /** The plan's macro targets in grams (Plan.macroGrams); left out or all null, none. */
    macroGrams?: MacroGrams;
  },
): PlanTargets | null {
  if (plan.energyTargetKj === null || plan.energyTargetKj <= 0 || plan.mainMeals.length === 0) return null;
  let windows: SlotEnergyWindow[];
  try {
    windows = slotEnergyWindows({ ...plan, energyTargetKj: plan.energyTargetKj });
  } catch {
    return null;
  }
  const day = { targetKj: plan.energyTargetKj, minKj: 0, maxKj: 0 };
  for (const window of windows) {
    day.minKj += window.minKj;
    day.maxKj += window.maxKj;
  }
  const grams = plan.macroGrams;
  const anyMacro =
    grams !== undefined &&
    (grams.proteinG !== null ||
      grams.fatG !== null ||
      grams.carbohydrateG !== null ||
      grams.fibreMinG !== null);
  return {
    windows: new Map(windows.map((window) => [window.mealType, window])),
    day,
    nutrients: anyMacro ? { ...grams, energyKj: plan.energyTargetKj } : null,
  };
}

/** The days of the plan (1..days) that hold at least one recipe: the days the week's averages count. */
export function daysWithMeals(meals: readonly MealLike[], days: readonly number[]): number[] {
  return days.filter((day) => meals.some((meal) => meal.day === day && meal.recipe !== null));
}

/** The targets a day is read against: the plan's macro targets, or its energy target alone. */
export function dayTargetsOf(targets: PlanTargets): DayTargets {
  return (
    targets.nutrients ?? {
      energyKj: targets.day.targetKj,
      proteinG: null,
      fatG: null,
      carbohydrateG: null,
      fibreMinG: null,
    }
  );
}

export interface WeekAgainstTargets {
  /** How many days hold a recipe (the days averaged). */
  days: number;
  /** Their average energy, protein, fat, carbohydrate and fibre. */
  average: DayAmounts;
  /** The average day against the targets. */
  averageAgainst: DayAgainstTargets;
  /** Days of the week whose every target is within 5 % (and fibre minimum met); an empty day is not. */
  daysMet: number;
  /** Out of this many days (the plan's week). */
  ofDays: number;
}

/**
 * The week's averages against the targets: the average over the days that hold meals (an empty day would
 * only pull it down), and how many of the week's days meet their targets, both through dayAgainstTargets.
 */
export function weekAgainstTargets(meals: readonly MealLike[], targets: DayTargets): WeekAgainstTargets {
  const days = Array.from({ length: PLAN_DAYS }, (_, index) => index + 1);
  const totals = daysWithMeals(meals, days).map((day) => dayTotals(meals, day));
  const average = averageDays(totals);
  return {
    days: totals.length,
    average,
    averageAgainst: dayAgainstTargets(average, targets),
    daysMet: totals.filter((day) => dayAgainstTargets(day, targets).met).length,
    ofDays: PLAN_DAYS,
  };
}

/**
 * A value as a percent of its target, from its error: whole percent ("96 %"), with one decimal where the
 * whole number would sit on a band's edge (95, 105, 90, 110) and hide which side it is on ("105.4 %").
 */
export function percentOfTargetText(errorPercent: number): string {
  const percent = 100 + errorPercent;
  const whole = Math.round(percent);
  const edges = [DAY_TOLERANCE_PERCENT, DAY_WIDE_TOLERANCE_PERCENT].flatMap((band) => [
    100 - band,
    100 + band,
  ]);
  if (edges.includes(whole) && Math.abs(percent - whole) > 1e-6) return `${percent.toFixed(1)} %`;
  return `${whole} %`;
}

export type EnergyFit = 'in' | 'low' | 'high';

/** Where an energy sits against a window: in it (bounds included), below or above. */
export function energyFit(energyKj: number, range: EnergyRange): EnergyFit {
  if (isInEnergyRange(energyKj, range)) return 'in';
  return energyKj < range.minKj ? 'low' : 'high';
}

/**
 * kJ per gram of protein, fat and available carbohydrate (the FSANZ Food Standards Code 1.2.8 factors,
 * the ones Australian and New Zealand labels use).
 */
export const KJ_PER_GRAM = { protein: 17, fat: 37, carbohydrate: 17 } as const;

export type Macro = keyof typeof KJ_PER_GRAM;
export const MACROS: readonly Macro[] = ['protein', 'fat', 'carbohydrate'];

/**
 * Each macronutrient's share of the energy the three of them bring, in whole percent; zeros for an empty
 * day. The shares are of the three (they add up to 100, give or take rounding), so fibre and alcohol do
 * not leave a gap a reader would wonder about.
 */
export function macroEnergyShares(totals: Pick<MacroTotals, Macro>): Record<Macro, number> {
  const energy = MACROS.map((macro) => totals[macro] * KJ_PER_GRAM[macro]);
  const sum = energy.reduce((a, b) => a + b, 0);
  const share = (index: number) => (sum > 0 ? Math.round((energy[index]! / sum) * 100) : 0);
  return { protein: share(0), fat: share(1), carbohydrate: share(2) };
}

/**
 * Where the day's energy, the day's range and the target fall on a bar scaled to `scaleKj`, in percent
 * of its length (clamped to 0..100), for the day's small chart.
 */
export function meterPositions(
  energyKj: number,
  day: EnergyRange & { targetKj: number },
): { value: number; min: number; max: number; target: number } {
  // The bar shows up to a fifth past the day's upper bound, so "over" is visible but not off the chart.
  const scaleKj = Math.max(day.maxKj * 1.2, energyKj, 1);
  const at = (kj: number) => Math.min(100, Math.max(0, (kj / scaleKj) * 100));
  return { value: at(energyKj), min: at(day.minKj), max: at(day.maxKj), target: at(day.targetKj) };
}
