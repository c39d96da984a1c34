import { splitEnergy, type EnergySplit } from '../nutrition/energy-calculator.ts';
import { DEFAULT_MEAL_SERVES, type PlanMealType } from '../constants/meal-plans.ts';
import type { RecipeMealTime } from '../schemas/recipes.ts';
import { assertSnackCount, isMainMeal, mealTimeOf, planMealTypes, type PlanShape } from './meal-types.ts';

/**
 * Energy targets and tolerances of a plan's slots (SPEC §5, §9). The generator, the planner screen and the
 * database prefilter all use these, so a recipe the screen shows as "in range" is one the generator takes.
 * The split of the day between main meals and snacks is the energy calculator's (`splitEnergy`): with a
 * dessert and four snacks, five snack slots share the table's last row, 75 % / 25 %.
 */

/** SPEC §5, §9: how far a slot's energy may be from its target, in percent of the target, either way. */
export const ENERGY_TOLERANCE_PERCENT = { main: 15, snack: 25 } as const;
/** Main meals are measured against the main-meal target; dessert and snacks against the snack target. */
export type SlotKind = keyof typeof ENERGY_TOLERANCE_PERCENT;

export function slotKindOf(mealType: PlanMealType): SlotKind {
  return isMainMeal(mealType) ? 'main' : 'snack';
}

export interface EnergyPlan extends PlanShape {
  /** The plan's daily energy target in kJ. */
  energyTargetKj: number;
}

/**
 * The energy each slot aims at: the daily target times the main share, split evenly between the main
 * meals (each counted once), and times the snack share, split evenly between the snacks and the dessert.
 * `mainMealKj` is null without a main meal (generation refuses such a plan), `snackKj` without a snack or
 * dessert.
 */
export function slotEnergyTargets(plan: EnergyPlan): EnergySplit {
  if (!Number.isFinite(plan.energyTargetKj) || plan.energyTargetKj < 0) {
    throw new RangeError(`The daily energy target must be 0 kJ or more, not ${plan.energyTargetKj}.`);
  }
  assertSnackCount(plan.snacks);
  return splitEnergy(plan.energyTargetKj, {
    mainMeals: new Set(plan.mainMeals).size,
    snacks: plan.snacks,
    dessert: plan.dessert,
  });
}

/** The energies (kJ) a slot accepts, bounds included. */
export interface EnergyRange {
  minKj: number;
  maxKj: number;
}

export function energyRange(targetKj: number, kind: SlotKind): EnergyRange {
  const tolerance = ENERGY_TOLERANCE_PERCENT[kind];
  return { minKj: (targetKj * (100 - tolerance)) / 100, maxKj: (targetKj * (100 + tolerance)) / 100 };
}

/**
 * Binary fractions put a target like 9000 x 0.85 / 3 a few billionths of a kJ off the decimal figure; a
 * recipe exactly on a bound as a person works it out must not fall out for that.
 */
const ROUNDING_SLACK_KJ = 1e-6;

/** True when the energy is within the range, bounds included (NaN never is). */
export function isInEnergyRange(energyKj: number, range: EnergyRange): boolean {
  return energyKj >= range.minKj - ROUNDING_SLACK_KJ && energyKj <= range.maxKj + ROUNDING_SLACK_KJ;
}

/** SPEC §5: main meals within 15 % of their target, dessert and snacks within 25 %, bounds included. */
export function isWithinTolerance(energyKj: number, targetKj: number, kind: SlotKind): boolean {
  return isInEnergyRange(energyKj, energyRange(targetKj, kind));
}

/** A plan's serves per meal type (SPEC §3 serving_breakfast ... serving_snack4); a missing one is 1. */
export type PlanServings = Partial<Record<PlanMealType, number>>;

/** What one meal type of a plan accepts: the slot's energy is the recipe's energy per serve times serves. */
export interface SlotEnergyWindow extends EnergyRange {
  mealType: PlanMealType;
  mealTime: RecipeMealTime;
  kind: SlotKind;
  targetKj: number;
  serves: number;
  /**
   * The same range per serve of a recipe (min and max divided by serves), for a database prefilter, which
   * should keep a hair more and leave the exact decision to `isInEnergyRange(energyKjPerServe * serves,
   * window)`.
   */
  perServe: EnergyRange;
}

/** The energy window of each meal type of the plan, in planner order. */
export function slotEnergyWindows(plan: EnergyPlan & { servings: PlanServings }): SlotEnergyWindow[] {
  const targets = slotEnergyTargets(plan);
  return planMealTypes(plan).map((mealType) => {
    const kind = slotKindOf(mealType);
    // The plan has a slot of this kind, so it has a target for it.
    const targetKj = (kind === 'main' ? targets.mainMealKj : targets.snackKj)!;
    const serves = plan.servings[mealType] ?? DEFAULT_MEAL_SERVES;
    if (!Number.isFinite(serves) || serves <= 0) {
      throw new RangeError(`The serves of ${mealType} must be a positive number, not ${serves}.`);
    }
    const range = energyRange(targetKj, kind);
    return {
      mealType,
      mealTime: mealTimeOf(mealType),
      kind,
      targetKj,
      serves,
      ...range,
      perServe: { minKj: range.minKj / serves, maxKj: range.maxKj / serves },
    };
  });
}
