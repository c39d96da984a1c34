import {
  calculateEnergyTarget,
  type BodyMeasures,
  type EnergyWorking,
} from '../../../shared/nutrition/energy-calculator.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import {
  activityLevel,
  ACTIVITY_LEVEL_KEYS,
  CLIENT_GOAL_LABELS,
  type ActivityLevelKey,
} from '../../../shared/nutrition/goal-options.ts';
import { proposeMacroTargets, type MacroTargetSpec } from '../../../shared/planning/macro-targets.ts';
import {
  GENDERS,
  GOAL_CODES,
  GOAL_LIMITS,
  type Gender,
  type GoalCode,
} from '../../../shared/constants/meal-plans.ts';
import { recordAge, type ClientRecord } from '../../../shared/schemas/clients.ts';
import { parseNumber } from './settings-form.ts';

/**
 * The energy calculator for a client, in the plan settings: the client's measures as typed (starting from
 * those the client record keeps, decision 064), checked against the Goal screen's limits, and the shared
 * calculator's working for them. Only the target the professional chooses to use is stored on the plan.
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

/**
 * Where the calculator starts for a client whose record keeps measures: weight, height, sex, activity and
 * goal as recorded, and the age on `today` ("YYYY-MM-DD") from the birth date or the age given. What the
 * record lacks stays as the empty calculator has it.
 */
export function measuresFromRecord(
  record: Pick<
    ClientRecord,
    'weightKg' | 'heightCm' | 'birthDate' | 'age' | 'ageOn' | 'gender' | 'activity' | 'goal'
  >,
  today: string,
): ClientMeasuresForm {
  const age = recordAge(record, today);
  return {
    gender: record.gender ?? EMPTY_CLIENT_MEASURES.gender,
    age: age === null ? EMPTY_CLIENT_MEASURES.age : String(age),
    heightCm: record.heightCm === null ? EMPTY_CLIENT_MEASURES.heightCm : String(record.heightCm),
    weightKg: record.weightKg === null ? EMPTY_CLIENT_MEASURES.weightKg : String(record.weightKg),
    activity: record.activity ?? EMPTY_CLIENT_MEASURES.activity,
    goal: record.goal ?? EMPTY_CLIENT_MEASURES.goal,
  };
}

/** Whether the record keeps any measure the calculator reads. */
export function recordHasMeasures(
  record: Pick<ClientRecord, 'weightKg' | 'heightCm' | 'birthDate' | 'age' | 'gender'>,
): boolean {
  return (
    record.weightKg !== null ||
    record.heightCm !== null ||
    record.birthDate !== null ||
    record.age !== null ||
    record.gender !== null
  );
}

/** What a proposal of macro targets read from the client's record, said in a line under it. */
export interface MacroProposal {
  spec: MacroTargetSpec;
  /** "Goal: Lose weight, very active, 80 kg, male": what the proposal went by. */
  basis: string;
}

/**
 * The macro targets the calculator proposes for the plan's client (proposeMacroTargets): by the goal,
 * activity, weight and sex the record keeps, against the energy target typed in the settings. Without a
 * record, the maintenance shares.
 */
export function proposeFromRecord(
  record: Pick<ClientRecord, 'goal' | 'activity' | 'weightKg' | 'gender'> | null,
  energyTargetKj: number | null,
): MacroProposal {
  const goal = record?.goal ?? null;
  const activity = record?.activity ?? null;
  const weightKg = record?.weightKg ?? null;
  const gender = record?.gender ?? null;
  const spec = proposeMacroTargets({ goal, activity, weightKg, gender, energyTargetKj });
  const parts = [
    goal ? `Goal: ${CLIENT_GOAL_LABELS[goal]}` : 'No goal recorded',
    activity ? activityLevel(activity).label.toLowerCase() : null,
    weightKg === null ? null : `${weightKg} kg`,
    gender,
  ].filter((part): part is string => part !== null);
  return { spec, basis: parts.join(', ') };
}
