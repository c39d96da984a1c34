import type { Gender, GoalCode } from '../schemas/meal-plans.ts';
import { GOAL_DIRECTIONS, type GoalDirection } from './energy-calculator.ts';

/**
 * The choices of a goal (SPEC §3): what each goal code means to the person choosing it, and the physical
 * activity levels with their value for each sex. Shared by the member's Goal screen and the planner's
 * calculator for a client. See docs/decisions/011-energy-calculator.md.
 */

/**
 * Plain labels for the goal codes, consistent with SPEC §9's mapping: two ways to lose weight (g1, g5),
 * one to gain (g8), and six goals that keep the energy a person uses (the rest). The codes are stored;
 * only these words are shown, so they can be reworded without touching data.
 */
export const GOAL_LABELS: Record<GoalCode, string> = {
  g1: 'Lose weight',
  g2: 'Maintain my weight',
  g3: 'Eat a healthier, balanced diet',
  g4: 'Manage a health condition',
  g5: 'Lose body fat and get fitter',
  g6: 'Improve sports performance',
  g7: 'Have more energy',
  g8: 'Gain weight',
  g9: 'Improve my gut health',
};

/**
 * The same goals as a professional reads them about a client (the planner's calculator): "Maintain weight",
 * not "Maintain my weight". The member's Goal screen and the client's own intake form keep GOAL_LABELS.
 */
export const CLIENT_GOAL_LABELS: Record<GoalCode, string> = {
  ...GOAL_LABELS,
  g2: 'Maintain weight',
  g9: 'Improve gut health',
};

export const GOAL_DIRECTION_LABELS: Record<GoalDirection, string> = {
  loss: 'Weight loss',
  gain: 'Weight gain',
  maintenance: 'Maintenance',
};

export function goalDirectionLabel(goal: GoalCode): string {
  return GOAL_DIRECTION_LABELS[GOAL_DIRECTIONS[goal]];
}

export const ACTIVITY_LEVEL_KEYS = ['sedentary', 'light', 'moderate', 'heavy'] as const;
export type ActivityLevelKey = (typeof ACTIVITY_LEVEL_KEYS)[number];

export interface ActivityLevel {
  key: ActivityLevelKey;
  label: string;
  description: string;
  /** Physical activity level (daily energy as a multiple of resting energy), by sex (SPEC §3 shape). */
  pal: Record<Gender, number>;
}

/**
 * Physical activity levels. Light, moderate and heavy are the FAO/WHO/UNU values by sex for adults whose
 * work is light, moderate or heavy (WHO Technical Report Series 724, "Energy and protein requirements",
 * 1985: men 1.55 / 1.78 / 2.10, women 1.56 / 1.64 / 1.82). Sedentary is the "very sedentary" 1.4 of the
 * Australian and New Zealand Nutrient Reference Values (NHMRC 2006), the same for both sexes.
 */
export const ACTIVITY_LEVELS: readonly ActivityLevel[] = [
  {
    key: 'sedentary',
    label: 'Sedentary',
    description: 'Mostly sitting, little walking and no exercise',
    pal: { male: 1.4, female: 1.4 },
  },
  {
    key: 'light',
    label: 'Lightly active',
    description: 'Sitting or standing work with some walking, or light exercise',
    pal: { male: 1.55, female: 1.56 },
  },
  {
    key: 'moderate',
    label: 'Moderately active',
    description: 'On your feet most of the day, or exercise on most days',
    pal: { male: 1.78, female: 1.64 },
  },
  {
    key: 'heavy',
    label: 'Very active',
    description: 'Heavy physical work, or hard training every day',
    pal: { male: 2.1, female: 1.82 },
  },
];

export function activityLevel(key: ActivityLevelKey): ActivityLevel {
  return ACTIVITY_LEVELS.find((level) => level.key === key)!;
}

/** The level whose value for this sex is the stored PAL, or null when it matches none of them. */
export function activityLevelFor(pal: number, gender: Gender): ActivityLevel | null {
  return ACTIVITY_LEVELS.find((level) => Math.abs(level.pal[gender] - pal) < 1e-9) ?? null;
}
