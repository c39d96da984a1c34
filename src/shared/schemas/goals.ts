import { z } from 'zod';
import { messages } from '../messages.ts';
import type { EnergyWorking } from '../nutrition/energy-calculator.ts';
import { ENERGY_UNITS, energyInUnit, type EnergyUnit } from '../nutrition/energy-units.ts';
import { GENDERS, GOAL_CODES, MAIN_MEAL_TYPES } from './meal-plans.ts';

/**
 * A member's goal (SPEC §3, one per user) and what the calculator makes of it. Energies are kJ; the Goal
 * screen converts what the user types in their own unit before checking it against this schema.
 */

import { GOAL_LIMITS } from '../constants/meal-plans.ts';

export { GOAL_LIMITS };

/** An energy limit in the user's unit, as a whole number inside the limit. */
function limitInUnit(kj: number, unit: EnergyUnit, side: 'min' | 'max'): number {
  const value = energyInUnit(kj, unit);
  return side === 'min' ? Math.ceil(value - 1e-9) : Math.floor(value + 1e-9);
}

function customEnergy(
  field: 'customTargetKj' | 'customMainKj' | 'customSnackKj',
  what: string,
  unit: EnergyUnit,
) {
  const { min, max } = GOAL_LIMITS[field];
  const message = `Enter ${what} from ${limitInUnit(min, unit, 'min')} to ${limitInUnit(max, unit, 'max')} ${unit}, or leave it blank.`;
  return z.number({ message }).min(min, message).max(max, message).nullable();
}

/**
 * The goal a member saves, energies in kJ. Range messages name energy in `unit`, the unit the person typed
 * in (the server checks with kJ); the rest is the same for both.
 */
export function goalInputSchema(unit: EnergyUnit = 'kJ') {
  const { weightKg, heightCm, age, physicalActivityLevel, snacks } = GOAL_LIMITS;
  const weightMessage = `Enter your weight in kg, from ${weightKg.min} to ${weightKg.max}.`;
  const heightMessage = `Enter your height in cm, from ${heightCm.min} to ${heightCm.max}.`;
  const ageMessage = `This calculator is for adults: enter an age from ${age.min} to ${age.max}.`;
  const palMessage = 'Choose an activity level.';
  const snacksMessage = `Choose ${snacks.min} to ${snacks.max} snacks a day.`;
  return z.object({
    goal: z.enum(GOAL_CODES, { message: 'Choose a goal.' }),
    weightKg: z
      .number({ message: weightMessage })
      .min(weightKg.min, weightMessage)
      .max(weightKg.max, weightMessage),
    heightCm: z
      .number({ message: heightMessage })
      .min(heightCm.min, heightMessage)
      .max(heightCm.max, heightMessage),
    gender: z.enum(GENDERS, {
      message: 'Choose female or male: the resting energy formula differs between them.',
    }),
    age: z
      .number({ message: ageMessage })
      .int('Enter your age in whole years.')
      .min(age.min, ageMessage)
      .max(age.max, ageMessage),
    physicalActivityLevel: z
      .number({ message: palMessage })
      .min(physicalActivityLevel.min, palMessage)
      .max(physicalActivityLevel.max, palMessage),
    mainMeals: z
      .array(z.enum(MAIN_MEAL_TYPES, { message: messages.selectOneMainMeal }), {
        message: messages.selectOneMainMeal,
      })
      .min(1, messages.selectOneMainMeal)
      // Stored once each, in the day's order, whatever order they were ticked in.
      .transform((meals) => MAIN_MEAL_TYPES.filter((meal) => meals.includes(meal))),
    snacks: z
      .number({ message: snacksMessage })
      .int(snacksMessage)
      .min(snacks.min, snacksMessage)
      .max(snacks.max, snacksMessage),
    customTargetKj: customEnergy('customTargetKj', 'a daily target', unit),
    customMainKj: customEnergy('customMainKj', 'the energy per main meal', unit),
    customSnackKj: customEnergy('customSnackKj', 'the energy per snack', unit),
  });
}

export const ZGoalInput = goalInputSchema('kJ');
/** A goal as checked: main meals once each, in the day's order. */
export type GoalInput = z.output<typeof ZGoalInput>;

export const ZGoal = z.object({
  goal: z.enum(GOAL_CODES),
  weightKg: z.number(),
  heightCm: z.number(),
  gender: z.enum(GENDERS),
  age: z.number(),
  physicalActivityLevel: z.number(),
  mainMeals: z.array(z.enum(MAIN_MEAL_TYPES)),
  snacks: z.number(),
  customTargetKj: z.number().nullable(),
  customMainKj: z.number().nullable(),
  customSnackKj: z.number().nullable(),
  updatedAt: z.date(),
});
export type Goal = z.infer<typeof ZGoal>;

export const ZEnergyWorking = z.object({
  restingCal: z.number(),
  restingKj: z.number(),
  physicalActivityLevel: z.number(),
  dailyEnergyKj: z.number(),
  bmi: z.number(),
  bmiCategory: z.enum(['underweight', 'healthy', 'overweight', 'obese1', 'obese2', 'obese3']),
  severelyUnderweight: z.boolean(),
  idealWeightKg: z.number(),
  adjustedWeightKg: z.number(),
  requirementKj: z.number(),
  direction: z.enum(['loss', 'gain', 'maintenance']),
  factor: z.number(),
  unroundedTargetKj: z.number(),
  roundingUnit: z.enum(ENERGY_UNITS),
  calculatedTargetKj: z.number(),
  customTarget: z.boolean(),
  targetKj: z.number(),
  split: z.object({
    snackMeals: z.number(),
    mainShare: z.number(),
    snackShare: z.number(),
    sharedMainMealKj: z.number().nullable(),
    sharedSnackKj: z.number().nullable(),
    mainMealKj: z.number().nullable(),
    snackKj: z.number().nullable(),
    customMain: z.boolean(),
    customSnack: z.boolean(),
  }),
}) satisfies z.ZodType<EnergyWorking>;

/** The caller's goal and its working; both null before they first save one. */
export const ZMyGoal = z.object({ goal: ZGoal.nullable(), working: ZEnergyWorking.nullable() });
export type MyGoal = z.infer<typeof ZMyGoal>;
