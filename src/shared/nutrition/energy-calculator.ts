import type { Gender, GoalCode } from '../schemas/meal-plans.ts';
import { calToKj, kjToCal, type EnergyUnit } from './energy-units.ts';

/**
 * The energy calculator of SPEC §9: a person's daily energy target and its split between main meals and
 * snacks, with every step's number kept (the "working") so a screen can show how the target was reached.
 * The member's Goal screen and the planner (a client's target) both use `calculateEnergyTarget`; the
 * server stores what it returns, so the browser's preview and the stored figures are the same numbers.
 *
 * Where SPEC §9 leaves the order of the steps open, docs/decisions/011-energy-calculator.md says what was
 * chosen and why. In short: the goal's factor multiplies the energy the person uses a day (resting energy
 * times the activity level); the target is rounded once, at the end, to the nearest 50 of the unit the
 * person reads (kJ or Cal); the BMI bands read the BMI to one decimal place, as it is shown; energies are
 * kJ throughout.
 */

/** What a goal asks of the energy target (SPEC §9): g1 and g5 lose weight, g8 gains, the rest maintain. */
export type GoalDirection = 'loss' | 'gain' | 'maintenance';

export const GOAL_DIRECTIONS: Record<GoalCode, GoalDirection> = {
  g1: 'loss',
  g2: 'maintenance',
  g3: 'maintenance',
  g4: 'maintenance',
  g5: 'loss',
  g6: 'maintenance',
  g7: 'maintenance',
  g8: 'gain',
  g9: 'maintenance',
};

export function goalDirection(goal: GoalCode): GoalDirection {
  return GOAL_DIRECTIONS[goal];
}

export interface BodyMeasures {
  weightKg: number;
  heightCm: number;
  age: number;
  gender: Gender;
}

/** Mifflin-St Jeor resting energy, in Calories a day, with the coefficients SPEC §9 gives. */
export function restingEnergyCal({ weightKg, heightCm, age, gender }: BodyMeasures): number {
  return 9.99 * weightKg + 6.25 * heightCm - 4.92 * age + (gender === 'male' ? 5 : -161);
}

/**
 * Body mass index to one decimal place, the way it is shown and the way the bands of SPEC §9 are written
 * (24.9 / 25, 18 / 18.1): every band is read from this rounded figure, so the number a person sees always
 * falls in the band they are told, and there is no gap between "18 or below" and "above 18.1".
 */
export function bodyMassIndex(weightKg: number, heightCm: number): number {
  const heightM = heightCm / 100;
  // The tiny nudge keeps a BMI meant to be exactly x.x5 from rounding down through floating point.
  return Math.round((weightKg / (heightM * heightM)) * 10 + 1e-9) / 10;
}

/** SPEC §9: the body mass index that defines the ideal weight. */
export const IDEAL_BMI = 25;

/** SPEC §9: ideal weight is the height in metres squared times 25 (the weight at a BMI of 25). */
export function idealWeightKg(heightCm: number): number {
  const heightM = heightCm / 100;
  return heightM * heightM * IDEAL_BMI;
}

/**
 * SPEC §9 adjusted weight: the ideal weight plus a quarter of the weight above it (a quarter of excess
 * weight being metabolically active tissue). It applies only above the ideal weight: at or below it the
 * person's own weight is used, since the formula would otherwise add weight a lighter person does not have.
 */
export function adjustedWeightKg(weightKg: number, heightCm: number): number {
  const ideal = idealWeightKg(heightCm);
  return weightKg > ideal ? (weightKg - ideal) / 4 + ideal : weightKg;
}

/** SPEC §9 "daily requirement = 100 times adjusted weight": 100 kJ per kg of adjusted weight. */
export const REQUIREMENT_KJ_PER_KG = 100;

export function weightBasedRequirementKj(weightKg: number, heightCm: number): number {
  return REQUIREMENT_KJ_PER_KG * adjustedWeightKg(weightKg, heightCm);
}

/** SPEC §9 weight-loss factors: the lowest BMI of each band and its factor, highest band first. */
export const WEIGHT_LOSS_BANDS = [
  { fromBmi: 50, factor: 0.6 },
  { fromBmi: 45, factor: 0.625 },
  { fromBmi: 40, factor: 0.65 },
  { fromBmi: 35, factor: 0.675 },
  { fromBmi: 30, factor: 0.7 },
  { fromBmi: 25, factor: 0.75 },
] as const;

/** The weight-loss factor for a BMI (one decimal place): 1 under 25, then 0.75 down to 0.6 from 50. */
export function weightLossFactor(bmi: number): number {
  return WEIGHT_LOSS_BANDS.find((band) => bmi >= band.fromBmi)?.factor ?? 1;
}

/** SPEC §9 weight gain: BMI 18 or below multiplies by 1.4, above it (18.1 and up) by 1.3. */
export const WEIGHT_GAIN_BMI_LIMIT = 18;

export function weightGainFactor(bmi: number): number {
  return bmi <= WEIGHT_GAIN_BMI_LIMIT ? 1.4 : 1.3;
}

/**
 * SPEC §5: a BMI under 17 shows the severely-underweight message, whatever the goal (WHO's cut-off for
 * moderate thinness, and §5's own wording; §9's "17 or below" is read as the same rule).
 */
export const SEVERELY_UNDERWEIGHT_BMI = 17;

export function isSeverelyUnderweight(bmi: number): boolean {
  return bmi < SEVERELY_UNDERWEIGHT_BMI;
}

/** The factor the goal applies to the energy used a day: by BMI band to lose or gain, 1 to maintain. */
export function goalFactor(direction: GoalDirection, bmi: number): number {
  if (direction === 'loss') return weightLossFactor(bmi);
  if (direction === 'gain') return weightGainFactor(bmi);
  return 1;
}

/** WHO's adult BMI categories, shown beside the BMI. */
export type BmiCategory = 'underweight' | 'healthy' | 'overweight' | 'obese1' | 'obese2' | 'obese3';

export const BMI_CATEGORY_LABELS: Record<BmiCategory, string> = {
  underweight: 'Underweight',
  healthy: 'Healthy weight',
  overweight: 'Overweight',
  obese1: 'Obese (class I)',
  obese2: 'Obese (class II)',
  obese3: 'Obese (class III)',
};

export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'healthy';
  if (bmi < 30) return 'overweight';
  if (bmi < 35) return 'obese1';
  if (bmi < 40) return 'obese2';
  return 'obese3';
}

/** SPEC §9: the daily target is rounded to the nearest 50; halves go up. */
export const TARGET_ROUNDING = 50;

export function roundToNearest50(value: number): number {
  return Math.round(value / TARGET_ROUNDING) * TARGET_ROUNDING;
}

/**
 * A target (kJ) rounded to the nearest 50 of the unit the person reads: 7200 kJ for someone who counts
 * kilojoules, 2450 Cal (10241 kJ, stored as such) for someone who counts Calories, so the target they read
 * is always a round figure.
 */
export function roundTargetKj(kj: number, unit: EnergyUnit): number {
  return unit === 'Cal' ? calToKj(roundToNearest50(kjToCal(kj))) : roundToNearest50(kj);
}

/** SPEC §9 main-meal and snack shares of the daily target, by the number of snacks (dessert included). */
export const MEAL_SHARES = [
  { main: 1, snack: 0 },
  { main: 0.9, snack: 0.1 },
  { main: 0.85, snack: 0.15 },
  { main: 0.8, snack: 0.2 },
  { main: 0.75, snack: 0.25 },
] as const;

/** The most snacks the shares are defined for; a fifth snack-type meal shares the 25 %. */
export const MAX_SHARED_SNACKS = MEAL_SHARES.length - 1;

/**
 * The number of snack-type meals a day: the snacks, and the dessert, which counts as a snack (SPEC §9).
 */
export function snackMealCount(snacks: number, dessert = false): number {
  return snacks + (dessert ? 1 : 0);
}

/**
 * The shares for a number of snack-type meals. Beyond four (four snacks and a dessert, possible in a
 * plan) the table's last row holds: a quarter of the day goes to snacks, split across all of them.
 */
export function mealShares(snackMeals: number): { main: number; snack: number } {
  if (!Number.isInteger(snackMeals) || snackMeals < 0) {
    throw new RangeError(`A day has a whole number of snacks, not ${snackMeals}.`);
  }
  return MEAL_SHARES[Math.min(snackMeals, MAX_SHARED_SNACKS)]!;
}

export interface EnergySplitInput {
  /** How many main meals the day has (breakfast, lunch, dinner: 0 to 3). */
  mainMeals: number;
  /** Snacks a day, 0 to 4. */
  snacks: number;
  /** A dessert, counted as one more snack. */
  dessert?: boolean;
  customMainKj?: number | null;
  customSnackKj?: number | null;
}

export interface EnergySplit {
  snackMeals: number;
  /** The share of the day's target that goes to main meals, and to snacks: fractions adding to 1. */
  mainShare: number;
  snackShare: number;
  /** The shares' energy per main meal and per snack, before any custom value. */
  sharedMainMealKj: number | null;
  sharedSnackKj: number | null;
  /** Energy per main meal and per snack: the custom value when there is one, else the share's. Null when
   * the day has no meal of that kind. */
  mainMealKj: number | null;
  snackKj: number | null;
  customMain: boolean;
  customSnack: boolean;
}

/** Splits a daily target (kJ) between the main meals and the snacks of a day. */
export function splitEnergy(targetKj: number, day: EnergySplitInput): EnergySplit {
  const snackMeals = snackMealCount(day.snacks, day.dessert);
  const shares = mealShares(snackMeals);
  const sharedMainMealKj = day.mainMeals > 0 ? (targetKj * shares.main) / day.mainMeals : null;
  const sharedSnackKj = snackMeals > 0 ? (targetKj * shares.snack) / snackMeals : null;
  const customMain = day.customMainKj != null;
  const customSnack = day.customSnackKj != null;
  return {
    snackMeals,
    mainShare: shares.main,
    snackShare: shares.snack,
    sharedMainMealKj,
    sharedSnackKj,
    mainMealKj: day.mainMeals > 0 ? (day.customMainKj ?? sharedMainMealKj) : null,
    snackKj: snackMeals > 0 ? (day.customSnackKj ?? sharedSnackKj) : null,
    customMain,
    customSnack,
  };
}

export interface EnergyTargetInput extends BodyMeasures, EnergySplitInput {
  goal: GoalCode;
  /** The physical activity level (a multiple of resting energy) for this person's sex. */
  physicalActivityLevel: number;
  /** A daily target set by hand, replacing the calculated one. */
  customTargetKj?: number | null;
}

/** Every step of the calculation, in order. Energies are kJ a day unless named otherwise. */
export interface EnergyWorking {
  restingCal: number;
  restingKj: number;
  physicalActivityLevel: number;
  /** Resting energy times the activity level: the energy used a day, and the target for maintenance. */
  dailyEnergyKj: number;
  bmi: number;
  bmiCategory: BmiCategory;
  severelyUnderweight: boolean;
  idealWeightKg: number;
  adjustedWeightKg: number;
  /** 100 kJ per kg of adjusted weight: the weight-based requirement, a cross-check beside dailyEnergyKj. */
  requirementKj: number;
  direction: GoalDirection;
  factor: number;
  /** dailyEnergyKj times the factor, before rounding. */
  unroundedTargetKj: number;
  /** The unit the target was rounded in: the unit the person reads energy in. */
  roundingUnit: EnergyUnit;
  /** The calculated target, rounded to the nearest 50 of roundingUnit (in kJ). */
  calculatedTargetKj: number;
  customTarget: boolean;
  /** The daily target meals are planned to: the custom target when there is one, else the calculated. */
  targetKj: number;
  split: EnergySplit;
}

/**
 * The whole calculation for one person, from their measures, activity, goal and meals. `unit` is the
 * energy unit the target will be read in, which decides what it is rounded to (50 kJ or 50 Cal).
 */
export function calculateEnergyTarget(input: EnergyTargetInput, unit: EnergyUnit = 'kJ'): EnergyWorking {
  const restingCal = restingEnergyCal(input);
  const restingKj = calToKj(restingCal);
  const dailyEnergyKj = restingKj * input.physicalActivityLevel;
  const bmi = bodyMassIndex(input.weightKg, input.heightCm);
  const direction = goalDirection(input.goal);
  const factor = goalFactor(direction, bmi);
  const unroundedTargetKj = dailyEnergyKj * factor;
  const calculatedTargetKj = roundTargetKj(unroundedTargetKj, unit);
  const customTarget = input.customTargetKj != null;
  const targetKj = input.customTargetKj ?? calculatedTargetKj;
  return {
    restingCal,
    restingKj,
    physicalActivityLevel: input.physicalActivityLevel,
    dailyEnergyKj,
    bmi,
    bmiCategory: bmiCategory(bmi),
    severelyUnderweight: isSeverelyUnderweight(bmi),
    idealWeightKg: idealWeightKg(input.heightCm),
    adjustedWeightKg: adjustedWeightKg(input.weightKg, input.heightCm),
    requirementKj: weightBasedRequirementKj(input.weightKg, input.heightCm),
    direction,
    factor,
    unroundedTargetKj,
    roundingUnit: unit,
    calculatedTargetKj,
    customTarget,
    targetKj,
    split: splitEnergy(targetKj, input),
  };
}
