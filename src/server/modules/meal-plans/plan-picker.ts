import { not, type SQL } from 'drizzle-orm';
import type { ClientConstraints } from '../../../shared/safety/client-safety.ts';
import type { RecipeListItem } from '../../../shared/schemas/recipes.ts';
import type { Database } from '../../db/client.ts';
import { planConstraints, recipeConflictCondition, recipeConflicts } from './plan-safety.ts';
import { findOwnPlan, type Planner } from './plans.ts';

/**
 * The recipe picker of a plan (recipes.list and recipes.search with `forPlanId`, issue 29): recipes that go
 * against the plan's client record are left out in the query itself, before it pages, so pages stay whole
 * and in order; with `showConflicting` nothing is left out and each recipe says how it conflicts.
 */
export interface PickerSafety {
  constraints: ClientConstraints;
  showConflicting: boolean;
  /** The condition that leaves conflicting recipes out of the page's query; undefined when none is. */
  exclude: SQL | undefined;
}

/**
 * The picker's reading of one of the planner's plans; null without `forPlanId`. Another user's plan is "No
 * Meal Plan found", as everywhere (an admin building a requested plan reaches it, as its meals do).
 */
export async function pickerSafety(
  db: Database,
  planner: Planner,
  input: { forPlanId?: string | undefined; showConflicting: boolean },
): Promise<PickerSafety | null> {
  if (!input.forPlanId) return null;
  const plan = await findOwnPlan(db, planner, input.forPlanId, { building: true });
  const { constraints } = await planConstraints(db, plan);
  const condition = recipeConflictCondition(constraints);
  return {
    constraints,
    showConflicting: input.showConflicting,
    exclude: condition && !input.showConflicting ? not(condition) : undefined,
  };
}

/**
 * A page's recipes with their conflicts (mealConflicts over their foods, the exact rule). Without
 * `showConflicting`, a recipe the query's expression let through but the exact rule does not (a name in
 * letters the expression does not read alike, decision 065) is dropped from the page: that page is then a
 * recipe short, and the paging is otherwise unchanged.
 */
export async function withConflicts(
  db: Database,
  items: RecipeListItem[],
  safety: PickerSafety | null,
): Promise<RecipeListItem[]> {
  if (!safety) return items;
  const conflicts = await recipeConflicts(
    db,
    items.map((item) => item.id),
    safety.constraints,
  );
  const marked = items.map((item) => ({ ...item, conflicts: conflicts.get(item.id) ?? [] }));
  return safety.showConflicting ? marked : marked.filter((item) => item.conflicts.length === 0);
}
