import { and, eq, inArray, not, or, type SQL } from 'drizzle-orm';
import type { ClientConstraints } from '../../../shared/safety/client-safety.ts';
import type { RecipeListItem, RecipeStatus } from '../../../shared/schemas/recipes.ts';
import type { Database } from '../../db/client.ts';
import { recipes } from '../../db/schema/index.ts';
import { planConstraints, recipeConflictCondition, recipeConflicts } from './plan-safety.ts';
import { findOwnPlan, type Planner } from './plans.ts';

/**
 * The states of a planner's own recipe that may go in their own plans (issue 30 point 4, decision 067): a
 * my recipe (always published), a published one, and one waiting for review (pending, or requested for a
 * customised copy). A declined recipe or one whose import failed (error) is not offered.
 */
export const OWN_PLANNABLE_STATUSES: readonly RecipeStatus[] = ['published', 'pending', 'requested'];

/**
 * The one rule of which recipes may be placed in a plan of `ownerId`'s: the published catalogue (not my
 * recipes), and the owner's own recipes, private or waiting for review. Never another user's my recipe
 * or unreviewed recipe, whoever is asking (an admin too). The picker, addMeals and restoring a version
 * read it; such recipes never reach a marketplace listing (listings.ts).
 */
export function plannableBy(ownerId: string): SQL {
  return or(
    and(eq(recipes.status, 'published'), eq(recipes.isPrivate, false)),
    and(eq(recipes.userId, ownerId), inArray(recipes.status, [...OWN_PLANNABLE_STATUSES])),
  )!;
}

/**
 * The recipe picker of a plan (recipes.list and recipes.search with `forPlanId`, issue 29): recipes that go
 * against the plan's client record are left out in the query itself, before it pages, so pages stay whole
 * and in order; with `showConflicting` nothing is left out and each recipe says how it conflicts.
 */
export interface PickerSafety {
  /** The recipes the picker offers (plannableBy the plan's owner), in place of the catalogue alone. */
  offered: SQL;
  constraints: ClientConstraints;
  showConflicting: boolean;
  /** The condition that leaves conflicting recipes out of the page's query; undefined when none is. */
  exclude: SQL | undefined;
}

/**
 * The picker's reading of one of the planner's plans; null without `forPlanId`. Another user's plan is "No
 * Meal Plan found", as everywhere (an admin building a requested plan reaches it, as its meals do). The
 * picker offers the plan owner's own private and unreviewed recipes beside the catalogue (`offered`).
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
    offered: plannableBy(plan.userId),
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
