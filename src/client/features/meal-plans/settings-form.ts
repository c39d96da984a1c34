import { calToKj, energyInUnit, type EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import {
  MAIN_MEAL_TYPES,
  PLAN_MEAL_TYPES,
  type MainMealType,
  type PlanMealType,
} from '../../../shared/schemas/meal-plans.ts';
import { servesOf } from '../../../shared/constants/meal-plans.ts';
import type { Plan } from '../../../shared/schemas/planner.ts';
import type { NutritionTagGroup } from '../../../shared/schemas/tags.ts';

/** The choices of "Snacks a day", for a plan and for a client's folder. */
export const SNACK_COUNT_OPTIONS = [0, 1, 2, 3, 4].map((count) => ({ value: String(count), label: count }));

/**
 * The plan settings dialog's form: what its inputs hold (energy as typed, in the user's unit; serves as
 * text) and the `mealPlans.updateSettings` input it stands for (energy in kJ), checked by the caller with
 * the same zod schema the server uses.
 */
export interface SettingsFormValues {
  /** The daily target as typed, in the user's unit; blank for none. */
  energyTarget: string;
  mainMeals: MainMealType[];
  snacks: number;
  dessert: boolean;
  /** Serves of every meal type as typed; the dialog shows the plan's, the rest keep what they had. */
  servings: Record<PlanMealType, string>;
  mealTags: string[];
  nutritionTags: string[];
  avoidTags: string[];
  ingredientTags: string[];
}

/** An energy in kJ as the number a person types in their unit: whole kJ, or whole Calories. */
export function energyFieldText(kj: number | null, unit: EnergyUnit): string {
  return kj === null ? '' : String(Math.round(energyInUnit(kj, unit)));
}

export function initialSettings(plan: Plan, unit: EnergyUnit): SettingsFormValues {
  return {
    energyTarget: energyFieldText(plan.energyTargetKj, unit),
    mainMeals: [...plan.mainMeals],
    snacks: plan.snacks,
    dessert: plan.dessert,
    servings: Object.fromEntries(
      PLAN_MEAL_TYPES.map((mealType) => [mealType, String(servesOf(plan.servings, mealType))]),
    ) as Record<PlanMealType, string>,
    mealTags: [...plan.mealTags],
    nutritionTags: [...plan.nutritionTags],
    avoidTags: [...plan.avoidTags],
    ingredientTags: [...plan.ingredientTags],
  };
}

/** A number typed by a person: blank is null, a comma may stand for the decimal point, junk is NaN. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number(trimmed.replace(',', '.'));
}

/** The `updateSettings` input the form stands for, before it is checked. */
export function settingsInputOf(planId: string, values: SettingsFormValues, unit: EnergyUnit) {
  const typed = parseNumber(values.energyTarget);
  const energyTargetKj = typed === null ? null : unit === 'Cal' ? calToKj(typed) : typed;
  return {
    id: planId,
    energyTargetKj,
    mainMeals: MAIN_MEAL_TYPES.filter((meal) => values.mainMeals.includes(meal)),
    snacks: values.snacks,
    dessert: values.dessert,
    servings: Object.fromEntries(
      PLAN_MEAL_TYPES.map((mealType) => [mealType, parseNumber(values.servings[mealType]) ?? Number.NaN]),
    ),
    mealTags: values.mealTags,
    nutritionTags: values.nutritionTags,
    avoidTags: values.avoidTags,
    ingredientTags: values.ingredientTags,
  };
}

/**
 * Ingredient words typed into the tag field: split on commas, trimmed, lower-cased, without the ones
 * already there or typed twice.
 */
export function addIngredientWords(current: readonly string[], typed: string): string[] {
  const next = [...current];
  for (const word of typed.split(',')) {
    const clean = word.trim().replace(/\s+/g, ' ').toLowerCase();
    if (clean && !next.includes(clean)) next.push(clean);
  }
  return next;
}

/**
 * The nutrition tag groups a plan avoids: allergens it contains, chemicals it is high in, FODMAPs. The
 * other group, nutrition claims ("High protein"), is what a plan asks for.
 */
export const AVOIDED_NUTRITION_GROUPS: readonly NutritionTagGroup[] = [
  'contains',
  'moderateToHigh',
  'fodmap',
];

/**
 * Tag names to offer in a group of choices: the tags of the list that belong there, and any the plan
 * already has that the list no longer offers (so they can still be taken off).
 */
export function tagChoices(offered: readonly string[], chosen: readonly string[]): string[] {
  return [...offered, ...chosen.filter((name) => !offered.includes(name))];
}
