import {
  calculateEnergyTarget,
  type BodyMeasures,
  type EnergyWorking,
} from '../../../shared/nutrition/energy-calculator.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import {
  activityLevel,
  ACTIVITY_LEVEL_KEYS,
  type ActivityLevelKey,
} from '../../../shared/nutrition/goal-options.ts';
import {
  GENDERS,
  GOAL_CODES,
  GOAL_LIMITS,
  type Gender,
  type GoalCode,
} from '../../../shared/constants/meal-plans.ts';
import { parseNumber } from './settings-form.ts';

/**
 * The energy calculator for a client, in the plan settings: the client's measures as typed, checked
 * against the Goal screen's limits, and the shared calculator's working for them. Nothing is stored but
 * the target the professional chooses to use.
 */
export interface ClientMeasuresForm {
  gender: string;
  age: string;
  heightCm: string;
  weightKg: string;
  activity: string;
  goal: string;
}

export const EMPTY_CLIENT_MEASURES: ClientMeasuresForm = {
  gender: '',
  age: '',
  heightCm: '',
  weightKg: '',
  activity: 'light',
  goal: 'g2',
};

export type ClientMeasureErrors = Partial<Record<keyof ClientMeasuresForm, string>>;

export interface ClientWorking {
  working: EnergyWorking;
  measures: BodyMeasures;
}

const { age, heightCm, weightKg } = GOAL_LIMITS;

/** What is wrong with each field typed so far; a blank field is not an error until the working is asked for. */
export function clientMeasureErrors(form: ClientMeasuresForm, requireAll = false): ClientMeasureErrors {
  const errors: ClientMeasureErrors = {};
  const check = (
    field: 'age' | 'heightCm' | 'weightKg',
    limits: { min: number; max: number },
    message: string,
    whole = false,
  ) => {
    const value = parseNumber(form[field]);
    if (value === null) {
      if (requireAll) errors[field] = message;
      return;
    }
    if (
      !Number.isFinite(value) ||
      value < limits.min ||
      value > limits.max ||
      (whole && !Number.isInteger(value))
    )
      errors[field] = message;
  };
  check('age', age, `Enter an age in whole years, from ${age.min} to ${age.max}.`, true);
  check('heightCm', heightCm, `Enter the height in cm, from ${heightCm.min} to ${heightCm.max}.`);
  check('weightKg', weightKg, `Enter the weight in kg, from ${weightKg.min} to ${weightKg.max}.`);
  if (!GENDERS.includes(form.gender as Gender) && requireAll) {
    errors.gender = 'Choose female or male: the resting energy formula differs between them.';
  }
  if (!ACTIVITY_LEVEL_KEYS.includes(form.activity as ActivityLevelKey))
    errors.activity = 'Choose an activity level.';
  if (!GOAL_CODES.includes(form.goal as GoalCode)) errors.goal = 'Choose a goal.';
  return errors;
}

/**
 * The working for the client's measures and the plan's meals, in the unit the professional reads (which
 * decides the rounding to the nearest 50); null until every measure is there and valid.
 */
export function clientWorking(
  form: ClientMeasuresForm,
  meals: { mainMeals: number; snacks: number; dessert: boolean },
  unit: EnergyUnit,
): ClientWorking | null {
  if (Object.keys(clientMeasureErrors(form, true)).length > 0) return null;
  const gender = form.gender as Gender;
  const measures: BodyMeasures = {
    gender,
    age: parseNumber(form.age)!,
    heightCm: parseNumber(form.heightCm)!,
    weightKg: parseNumber(form.weightKg)!,
  };
  const working = calculateEnergyTarget(
    {
      ...measures,
      goal: form.goal as GoalCode,
      physicalActivityLevel: activityLevel(form.activity as ActivityLevelKey).pal[gender],
      mainMeals: meals.mainMeals,
      snacks: meals.snacks,
      dessert: meals.dessert,
    },
    unit,
  );
  return { working, measures };
}
