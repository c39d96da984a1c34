import { PLAN_MEAL_TYPES, PLAN_NAME_MAX, type PlanMealType } from '../../../shared/constants/meal-plans.ts';
import { keptBecause } from '../../../shared/planning/kept-meals.ts';
import { planMealTypes } from '../../../shared/planning/meal-types.ts';
import type { PlanVersionDetail } from '../../../shared/schemas/plan-versions.ts';
import type { DayReport, Plan } from '../../../shared/schemas/planner.ts';
import { DAYS, dayName, slotKey } from './plan-grid.ts';

/**
 * The planner's history, as the screen says it (issue 30 point 5): what a regeneration will change, what a
 * generation or a balanced day reached, a version's meals by day, and the name of a plan's copy. Pure, so
 * the screen and its tests read one rule.
 */

/** The Regenerate dialog's two switches. */
export interface KeepChoice {
  keepLocked: boolean;
  keepCustomised: boolean;
}

/** What "Regenerate" will do to the plan on screen, by generation's own keep rule (kept-meals.ts). */
export interface RegenerateCounts {
  /** Meals with a recipe in the plan's slots that generation replaces. */
  replaced: number;
  /** Meals with a recipe outside the plan's shape (a snack 3 of a plan now at two snacks) that go. */
  removed: number;
  /** Meals kept because they are locked. */
  keptLocked: number;
  /** Meals kept because they are customised for the client (and not already kept as locked). */
  keptCustomised: number;
  /** Slots of the plan's shape without a recipe now (empty, or "no meal") that generation fills. */
  emptySlots: number;
}

type CountedPlan = Pick<Plan, 'mainMeals' | 'snacks' | 'dessert' | 'meals'>;

export function regenerateCounts(plan: CountedPlan, keep: KeepChoice): RegenerateCounts {
  const shape = new Set<PlanMealType>(planMealTypes(plan));
  const counts: RegenerateCounts = {
    replaced: 0,
    removed: 0,
    keptLocked: 0,
    keptCustomised: 0,
    emptySlots: 0,
  };
  const withRecipe = new Set<string>();
  for (const meal of plan.meals) {
    if (meal.recipe === null || meal.noMeal) continue;
    withRecipe.add(slotKey(meal));
    const kept = keptBecause(keep, {
      noMeal: meal.noMeal,
      hasRecipe: true,
      locked: meal.locked,
      customised: meal.custom !== null,
    });
    if (kept === 'locked') counts.keptLocked += 1;
    else if (kept === 'customised') counts.keptCustomised += 1;
    else if (shape.has(meal.mealType)) counts.replaced += 1;
    else counts.removed += 1;
  }
  for (const day of DAYS) {
    for (const mealType of shape) {
      if (!withRecipe.has(slotKey({ day, mealType }))) counts.emptySlots += 1;
    }
  }
  return counts;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "14 meals will be replaced; 3 locked meals and 1 customised meal are kept; 4 empty slots will be filled."
 * Each part is left out when its count is 0.
 */
export function regenerateSummary(counts: RegenerateCounts): string {
  const parts: string[] = [];
  if (counts.replaced > 0) {
    parts.push(`${count(counts.replaced, 'meal', 'meals')} will be replaced`);
  }
  if (counts.removed > 0) {
    parts.push(`${count(counts.removed, 'meal', 'meals')} outside the plan’s meals will be removed`);
  }
  const kept = [
    counts.keptLocked > 0 ? count(counts.keptLocked, 'locked meal', 'locked meals') : null,
    counts.keptCustomised > 0 ? count(counts.keptCustomised, 'customised meal', 'customised meals') : null,
  ].filter((part): part is string => part !== null);
  if (kept.length > 0) {
    const total = counts.keptLocked + counts.keptCustomised;
    parts.push(`${kept.join(' and ')} ${total === 1 ? 'is' : 'are'} kept`);
  }
  if (counts.emptySlots > 0) {
    parts.push(`${count(counts.emptySlots, 'empty slot', 'empty slots')} will be filled`);
  }
  if (parts.length === 0) return 'Nothing in the plan will change.';
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * The plan's meals and settings as one string: a report of a change shows while the plan is as the change
 * left it, and goes when anything changes it (a meal's serves, a lock, a move, the settings).
 */
export function planSignature(plan: Pick<Plan, 'meals' | 'updatedAt'>): string {
  const meals = plan.meals
    .map((meal) =>
      [meal.id, meal.day, meal.mealType, meal.recipe?.id ?? '', meal.serves, meal.locked, meal.noMeal].join(
        ':',
      ),
    )
    .sort();
  return [new Date(plan.updatedAt).getTime(), ...meals].join('|');
}

/** A generation's or a balanced day's outcome for its report. */
export interface ReportOutcome {
  /** Days within 5 % of every target, by day number. */
  met: number[];
  /** Days not within 5 %, with what binds each. */
  notMet: DayReport[];
}

export function reportOutcome(days: readonly DayReport[]): ReportOutcome {
  const sorted = [...days].sort((a, b) => a.day - b.day);
  return {
    met: sorted.filter((day) => day.met).map((day) => day.day),
    notMet: sorted.filter((day) => !day.met),
  };
}

/** "5 of 7 days within 5 % of every target", or for one day "Wednesday is within 5 % of every target". */
export function reportHeadline(days: readonly DayReport[]): string {
  const { met, notMet } = reportOutcome(days);
  const [only] = days;
  if (days.length === 1 && only) {
    return only.met
      ? `${dayName(only.day)} is within 5 % of every target`
      : `${dayName(only.day)} is not within 5 % of every target`;
  }
  return `${met.length} of ${met.length + notMet.length} days within 5 % of every target`;
}

export interface VersionDay {
  day: number;
  meals: PlanVersionDetail['meals'];
}

/** A version's meals by day, each day's in planner order (breakfast to dessert); days without meals left out. */
export function versionMealsByDay(meals: PlanVersionDetail['meals']): VersionDay[] {
  const order = (mealType: PlanMealType) => PLAN_MEAL_TYPES.indexOf(mealType);
  const days = new Map<number, PlanVersionDetail['meals']>();
  for (const meal of meals) {
    const list = days.get(meal.day) ?? [];
    list.push(meal);
    days.set(meal.day, list);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, list]) => ({ day, meals: [...list].sort((a, b) => order(a.mealType) - order(b.mealType)) }));
}

const COPY_SUFFIX = ' (copy)';

/** The name "Duplicate plan" starts from: "<name> (copy)", the name shortened to fit PLAN_NAME_MAX. */
export function copyName(name: string): string {
  const base = name
    .trim()
    .slice(0, PLAN_NAME_MAX - COPY_SUFFIX.length)
    .trimEnd();
  return `${base}${COPY_SUFFIX}`;
}
