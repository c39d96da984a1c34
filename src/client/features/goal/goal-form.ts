import {
  calculateEnergyTarget,
  type BodyMeasures,
  type EnergyWorking,
} from '../../../shared/nutrition/energy-calculator.ts';
import { calToKj, energyInUnit, type EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import {
  activityLevel,
  activityLevelFor,
  ACTIVITY_LEVEL_KEYS,
} from '../../../shared/nutrition/goal-options.ts';
import { goalInputSchema, type Goal } from '../../../shared/schemas/goals.ts';
import { GENDERS, type MainMealType } from '../../../shared/schemas/meal-plans.ts';

/**
 * The Goal screen's form as text fields (what the inputs hold), and the goal it stands for. Energies are
 * typed in the user's unit and become kJ here; the activity level is chosen by name and becomes the PAL
 * for the chosen sex.
 */
export interface GoalFormValues extends Record<string, string> {
  goal: string;
  gender: string;
  age: string;
  heightCm: string;
  weightKg: string;
  /** An activity level's key, or SAVED_ACTIVITY for a stored PAL that is none of the levels. */
  activity: string;
  snacks: string;
  customTargetKj: string;
  customMainKj: string;
  customSnackKj: string;
}

export const SAVED_ACTIVITY = 'saved';

/** What the form starts from: the saved goal, or for a first goal what the profile knows (sex and age). */
export function initialGoalForm(
  goal: Goal | null,
  unit: EnergyUnit,
  profile: { gender: string | null; birthDate: string | null } | null,
  today = new Date(),
): { values: GoalFormValues; mainMeals: MainMealType[]; savedPal: number | null } {
  if (!goal) {
    const gender = GENDERS.find((g) => g === profile?.gender) ?? '';
    const age = profile?.birthDate ? ageOn(profile.birthDate, today) : null;
    return {
      values: {
        goal: 'g2',
        gender,
        age: age === null ? '' : String(age),
        heightCm: '',
        weightKg: '',
        activity: 'light',
        snacks: '2',
        customTargetKj: '',
        customMainKj: '',
        customSnackKj: '',
      },
      mainMeals: ['breakfast', 'lunch', 'dinner'],
      savedPal: null,
    };
  }
  const level = activityLevelFor(goal.physicalActivityLevel, goal.gender);
  const energy = (kj: number | null) => (kj === null ? '' : String(Math.round(energyInUnit(kj, unit))));
  return {
    values: {
      goal: goal.goal,
      gender: goal.gender,
      age: String(goal.age),
      heightCm: String(goal.heightCm),
      weightKg: String(goal.weightKg),
      activity: level?.key ?? SAVED_ACTIVITY,
      snacks: String(goal.snacks),
      customTargetKj: energy(goal.customTargetKj),
      customMainKj: energy(goal.customMainKj),
      customSnackKj: energy(goal.customSnackKj),
    },
    mainMeals: [...goal.mainMeals],
    savedPal: level ? null : goal.physicalActivityLevel,
  };
}

/** Whole years between a birth date (YYYY-MM-DD) and today. */
export function ageOn(birthDate: string, today: Date): number | null {
  const [year, month, day] = birthDate.split('-').map(Number);
  if (!year || !month || !day) return null;
  const hadBirthday =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
}

function numberOf(text: string): number {
  // A blank field is "no number" (NaN), which the schema refuses with the field's own message.
  return text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));
}

function energyOf(text: string, unit: EnergyUnit): number | null {
  if (text.trim() === '') return null;
  const value = numberOf(text);
  return unit === 'Cal' ? calToKj(value) : value;
}

/**
 * The PAL for the chosen level and sex; a stored PAL that is none of the levels stays as it is. Before a
 * sex is chosen the female value stands in, so the form asks for the sex, not for an activity level.
 */
export function palOf(activity: string, gender: string, savedPal: number | null): number {
  if (activity === SAVED_ACTIVITY) return savedPal ?? Number.NaN;
  const key = ACTIVITY_LEVEL_KEYS.find((k) => k === activity);
  return key ? activityLevel(key).pal[gender === 'male' ? 'male' : 'female'] : Number.NaN;
}

/** The form as the goal input the server takes (energies in kJ), before it is checked. */
export function goalInputOf(
  values: GoalFormValues,
  mainMeals: readonly MainMealType[],
  unit: EnergyUnit,
  savedPal: number | null,
) {
  return {
    goal: values.goal,
    gender: values.gender,
    age: numberOf(values.age),
    heightCm: numberOf(values.heightCm),
    weightKg: numberOf(values.weightKg),
    physicalActivityLevel: palOf(values.activity, values.gender, savedPal),
    mainMeals: [...mainMeals],
    snacks: numberOf(values.snacks),
    customTargetKj: energyOf(values.customTargetKj, unit),
    customMainKj: energyOf(values.customMainKj, unit),
    customSnackKj: energyOf(values.customSnackKj, unit),
  };
}

/**
 * The working for what the form holds so far, computed in the browser with the same function the server
 * stores, with the measures it was computed from. Null until the measures, sex, age, activity and goal are
 * all valid; meals and custom energies that are not (yet) valid are left out rather than hiding the rest.
 */
export function previewWorking(
  input: ReturnType<typeof goalInputOf>,
  unit: EnergyUnit,
): {
  working: EnergyWorking;
  measures: BodyMeasures;
} | null {
  const schema = goalInputSchema();
  const body = schema
    .pick({
      goal: true,
      gender: true,
      age: true,
      heightCm: true,
      weightKg: true,
      physicalActivityLevel: true,
    })
    .safeParse(input);
  if (!body.success) return null;
  const mainMeals = schema.shape.mainMeals.safeParse(input.mainMeals);
  const snacks = schema.shape.snacks.safeParse(input.snacks);
  const energy = (field: 'customTargetKj' | 'customMainKj' | 'customSnackKj') => {
    const parsed = schema.shape[field].safeParse(input[field]);
    return parsed.success ? parsed.data : null;
  };
  const working = calculateEnergyTarget(
    {
      ...body.data,
      mainMeals: mainMeals.success ? mainMeals.data.length : 0,
      snacks: snacks.success ? snacks.data : 0,
      customTargetKj: energy('customTargetKj'),
      customMainKj: energy('customMainKj'),
      customSnackKj: energy('customSnackKj'),
    },
    unit,
  );
  const { weightKg, heightCm, age, gender } = body.data;
  return { working, measures: { weightKg, heightCm, age, gender } };
}
