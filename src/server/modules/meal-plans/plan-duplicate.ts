import type { z } from 'zod';
import type { ZPlanDuplicateInput } from '../../../shared/schemas/plan-versions.ts';
import type { Database } from '../../db/client.ts';
import { mealPlans } from '../../db/schema/index.ts';
import { findOwnFolder } from '../clients/folders.ts';
import { planSnapshot, settingsValues, writeSnapshotMeals } from './plan-versions.ts';
import { assertFreeMealSlot, findOwnPlan, type Planner } from './plans.ts';

/**
 * "Duplicate plan" (issue 30 point 5, decision 067): a new plan of the planner's in the same or another of
 * their folders, with the plan's settings and its meals as they are (serves, locks, "no meal" slots,
 * customisations with their ingredients). Not copied: the public link, downloads and credits, the
 * request status and brief, the marketplace listing it came from, the versions. It takes a meal slot as
 * any new plan does (the user row locked while slots are counted, as createPlan). A meal whose recipe may
 * no longer go in a plan of the planner's (another user's recipe made private since) is left out.
 */
export async function duplicatePlan(
  db: Database,
  planner: Planner,
  input: z.output<typeof ZPlanDuplicateInput>,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const source = await findOwnPlan(tx, planner, input.planId, { forUpdate: true });
    const folder = await findOwnFolder(tx, planner, input.folderId);
    await assertFreeMealSlot(tx, planner);
    const snapshot = await planSnapshot(tx, source);
    const [plan] = await tx
      .insert(mealPlans)
      .values({
        userId: planner.id,
        folderId: folder.id,
        name: input.name,
        recipePlan: source.recipePlan,
        description: source.description,
        noMeals: source.noMeals,
        ...settingsValues(source),
      })
      .returning({ id: mealPlans.id, userId: mealPlans.userId });
    await writeSnapshotMeals(tx, plan!, snapshot.meals);
    return { id: plan!.id };
  });
}
