import { MAIN_MEAL_TYPES, type MainMealType } from '../../../shared/constants/meal-plans.ts';

/** The words the Clients screen uses for a folder's meals and plans. */

export const MAIN_MEAL_LABELS: Record<MainMealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
};

function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Breakfast, Dinner · 2 snacks": the day a client's plans start from. */
export function mealsSummary(folder: { mainMeals: readonly MainMealType[]; snacks: number }): string {
  const mains = MAIN_MEAL_TYPES.filter((meal) => folder.mainMeals.includes(meal)).map(
    (meal) => MAIN_MEAL_LABELS[meal],
  );
  const snacks = folder.snacks === 0 ? 'no snacks' : counted(folder.snacks, 'snack', 'snacks');
  return `${mains.join(', ')} · ${snacks}`;
}

/** "2 meal plans, 1 recipe eBook", or "No plans yet". */
export function plansSummary(folder: { planCount: number; recipePlanCount: number }): string {
  const mealPlans = folder.planCount - folder.recipePlanCount;
  const parts = [
    mealPlans > 0 ? counted(mealPlans, 'meal plan', 'meal plans') : null,
    folder.recipePlanCount > 0 ? counted(folder.recipePlanCount, 'recipe eBook', 'recipe eBooks') : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? 'No plans yet' : parts.join(', ');
}

/** What deleting a client takes with it, for the confirmation. */
export function deletionConsequence(folder: { planCount: number; recipePlanCount: number }): string {
  if (folder.planCount === 0) return 'They have no plans yet.';
  const what = plansSummary(folder).replace(', ', ' and ');
  const verb = folder.planCount === 1 ? 'is' : 'are';
  const within = folder.planCount === 1 ? 'it' : 'them';
  return `Their ${what} ${verb} deleted too, with every meal in ${within}.`;
}
