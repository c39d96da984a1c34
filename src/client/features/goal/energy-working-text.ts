import {
  WEIGHT_GAIN_BMI_LIMIT,
  WEIGHT_LOSS_BANDS,
  type BodyMeasures,
  type EnergyWorking,
} from '../../../shared/nutrition/energy-calculator.ts';

/**
 * The words of the energy working, shown on the Goal screen (to the user: "you") and in the meal plan's
 * calculator (to a trainer, about "the client").
 */
export type WorkingFor = 'you' | 'the client';

export const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);
export const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** "BMI 25 to 29.9", "BMI 50 or more", "BMI under 25": the weight-loss band a BMI falls in. */
function lossBandText(bmi: number): string {
  const index = WEIGHT_LOSS_BANDS.findIndex((band) => bmi >= band.fromBmi);
  const lowest = WEIGHT_LOSS_BANDS[WEIGHT_LOSS_BANDS.length - 1]!.fromBmi;
  if (index === -1) return `BMI under ${lowest}`;
  if (index === 0) return `BMI ${WEIGHT_LOSS_BANDS[0].fromBmi} or more`;
  return `BMI ${WEIGHT_LOSS_BANDS[index]!.fromBmi} to ${oneDecimal(WEIGHT_LOSS_BANDS[index - 1]!.fromBmi - 0.1)}`;
}

/** Why the goal factor is what it is: the goal, and the BMI band that sets it. */
export function factorText(working: EnergyWorking, workingFor: WorkingFor): string {
  if (working.direction === 'loss') return `Weight loss, ${lossBandText(working.bmi)}`;
  if (working.direction === 'gain') {
    return working.bmi <= WEIGHT_GAIN_BMI_LIMIT
      ? `Weight gain, BMI ${WEIGHT_GAIN_BMI_LIMIT} or below`
      : `Weight gain, BMI above ${WEIGHT_GAIN_BMI_LIMIT}`;
  }
  return workingFor === 'you' ? 'Maintenance: the energy you use' : 'Maintenance: the energy the client uses';
}

/** The resting energy's formula with the measures in it (Mifflin-St Jeor). */
export function restingEnergyFormula(measures: BodyMeasures): string {
  return `Mifflin-St Jeor: 9.99 × ${oneDecimal(measures.weightKg)} kg + 6.25 × ${oneDecimal(measures.heightCm)} cm − 4.92 × ${measures.age} years ${measures.gender === 'male' ? '+ 5' : '− 161'}`;
}

/** The body mass index's formula with the measures in it. */
export function bmiFormula(measures: BodyMeasures): string {
  return `${oneDecimal(measures.weightKg)} kg ÷ (${measures.heightCm / 100} m)²`;
}

/** The two sexes the resting-energy formulas know, as the goal page and the planner's calculator offer them. */
export const SEX_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
] as const;
