import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MacroTargetSpec } from '../../../shared/planning/macro-targets.ts';
import type { PlanMealType } from '../../../shared/schemas/meal-plans.ts';
import {
  PLAN_VERSIONS_KEPT,
  type PlanSnapshot,
  type PlanVersionDetail,
  type PlanVersionReason,
  type PlanVersionSummary,
  type SnapshotMeal,
  type ZPlanRestoreResult,
  type ZPlanVersionInput,
} from '../../../shared/schemas/plan-versions.ts';
import { badRequest, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import {
  foodPortions,
  foods,
  mealCustomIngredients,
  mealCustomisations,
  mealPlans,
  mealPlanVersions,
  meals,
  recipes,
  type MealPlanRow,
} from '../../db/schema/index.ts';
import { recipesVisibleTo } from '../recipes/visibility.ts';
import { plannableBy } from './plan-picker.ts';
import { findOwnPlan, type Planner } from './plans.ts';

/**
 * A plan's history (issue 30 point 5). `recordVersion` keeps the plan as it is now, before a generation or
 * another bulk change, in the same transaction as the change (the caller has the plan locked for update);
 * undo and restore put a kept version back. A plan keeps its newest PLAN_VERSIONS_KEPT versions.
 */

/**
 * A plan's settings (what updateSettings changes and a version keeps) as meal_plans columns, from a plan row
 * or a snapshot's settings: the one list restore, the snapshot and "Duplicate plan" copy.
 */
export function settingsValues(settings: PlanSnapshot['settings'] | MealPlanRow) {
  return {
    energyTargetKj: settings.energyTargetKj,
    macroTargets: (settings.macroTargets ?? null) as MacroTargetSpec | null,
    mainMeals: settings.mainMeals,
    snacks: settings.snacks,
    dessert: settings.dessert,
    servings: settings.servings as Partial<Record<PlanMealType, number>>,
    mealTags: settings.mealTags,
    nutritionTags: settings.nutritionTags,
    avoidTags: settings.avoidTags,
    ingredientTags: settings.ingredientTags,
  };
}

/** The plan's meals (with their customisations) and settings as they are now. */
export async function planSnapshot(tx: Database, plan: MealPlanRow): Promise<PlanSnapshot> {
  const rows = await tx
    .select({
      id: meals.id,
      day: meals.day,
      mealType: meals.mealType,
      position: meals.position,
      recipeId: meals.recipeId,
      noMeal: meals.noMeal,
      serves: meals.serves,
      locked: meals.locked,
      custom: {
        mealId: mealCustomisations.mealId,
        numberOfServes: mealCustomisations.numberOfServes,
        note: mealCustomisations.note,
        servingValues: mealCustomisations.servingValues,
        energyKjPerServe: mealCustomisations.energyKjPerServe,
        totalGrams: mealCustomisations.totalGrams,
      },
    })
    .from(meals)
    .leftJoin(mealCustomisations, eq(mealCustomisations.mealId, meals.id))
    .where(eq(meals.planId, plan.id))
    .orderBy(asc(meals.day), asc(meals.mealType), asc(meals.position));
  const customIds = rows.filter((row) => row.custom !== null).map((row) => row.id);
  const ingredients = new Map<string, NonNullable<SnapshotMeal['custom']>['ingredients']>();
  if (customIds.length > 0) {
    const lines = await tx
      .select()
      .from(mealCustomIngredients)
      .where(inArray(mealCustomIngredients.mealId, customIds))
      .orderBy(asc(mealCustomIngredients.position));
    for (const line of lines) {
      const list = ingredients.get(line.mealId) ?? [];
      list.push({
        foodId: line.foodId,
        portionId: line.portionId,
        measure: line.measure,
        quantity: line.quantity,
        grams: line.grams,
        position: line.position,
      });
      ingredients.set(line.mealId, list);
    }
  }
  return {
    settings: {
      ...settingsValues(plan),
      servings: plan.servings as Record<string, number>,
    },
    meals: rows.map((row) => ({
      day: row.day,
      mealType: row.mealType,
      position: row.position,
      recipeId: row.recipeId,
      noMeal: row.noMeal,
      serves: row.serves,
      locked: row.locked,
      custom: row.custom
        ? {
            numberOfServes: row.custom.numberOfServes,
            note: row.custom.note,
            servingValues: row.custom.servingValues as Record<string, number>,
            energyKjPerServe: row.custom.energyKjPerServe,
            totalGrams: row.custom.totalGrams,
            ingredients: ingredients.get(row.id) ?? [],
          }
        : null,
    })),
  };
}

/**
 * Keeps the plan as it is now as a version (before `reason` changes it) and drops the versions past the
 * newest PLAN_VERSIONS_KEPT. Returns the new version's id (the change's undo).
 */
export async function recordVersion(
  tx: Database,
  plan: MealPlanRow,
  reason: PlanVersionReason,
  day: number | null = null,
): Promise<string> {
  const snapshot = await planSnapshot(tx, plan);
  const [version] = await tx
    .insert(mealPlanVersions)
    .values({
      planId: plan.id,
      userId: plan.userId,
      reason,
      day,
      mealCount: snapshot.meals.filter((meal) => meal.recipeId !== null).length,
      snapshot,
      // The clock, not the transaction's start: two versions kept in one transaction still come in order.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: mealPlanVersions.id, createdAt: mealPlanVersions.createdAt });
  const stale = await tx
    .select({ id: mealPlanVersions.id })
    .from(mealPlanVersions)
    .where(eq(mealPlanVersions.planId, plan.id))
    .orderBy(desc(mealPlanVersions.createdAt), desc(mealPlanVersions.id))
    .offset(PLAN_VERSIONS_KEPT);
  if (stale.length > 0) {
    await tx.delete(mealPlanVersions).where(
      inArray(
        mealPlanVersions.id,
        stale.map((row) => row.id),
      ),
    );
  }
  return version!.id;
}

type RestoreResult = z.output<typeof ZPlanRestoreResult>;

const summaryColumns = {
  id: mealPlanVersions.id,
  reason: mealPlanVersions.reason,
  day: mealPlanVersions.day,
  mealCount: mealPlanVersions.mealCount,
  createdAt: mealPlanVersions.createdAt,
};

/** The plan's kept versions, the newest first. Another user's plan is "No Meal Plan found". */
export async function listVersions(
  db: Database,
  planner: Planner,
  planId: string,
): Promise<PlanVersionSummary[]> {
  const plan = await findOwnPlan(db, planner, planId, { building: true });
  return db
    .select(summaryColumns)
    .from(mealPlanVersions)
    .where(eq(mealPlanVersions.planId, plan.id))
    .orderBy(desc(mealPlanVersions.createdAt), desc(mealPlanVersions.id));
}

/** One kept version of one of the planner's plans; one of another plan is "no longer kept". */
async function findVersion(tx: Database, plan: MealPlanRow, versionId: string) {
  const [version] = await tx
    .select()
    .from(mealPlanVersions)
    .where(and(eq(mealPlanVersions.id, versionId), eq(mealPlanVersions.planId, plan.id)));
  if (!version) throw notFound('planVersionNotFound');
  return version;
}

/**
 * A version to look at before restoring it: its meals with their recipes' names. A recipe deleted since, or
 * one the planner may no longer see, shows no name (restoring leaves its slot empty).
 */
export async function versionDetail(
  db: Database,
  planner: Planner,
  input: z.output<typeof ZPlanVersionInput>,
): Promise<PlanVersionDetail> {
  const plan = await findOwnPlan(db, planner, input.planId, { building: true });
  const {
    snapshot,
    planId: _planId,
    userId: _userId,
    ...version
  } = await findVersion(db, plan, input.versionId);
  const ids = [...new Set(snapshot.meals.flatMap((meal) => (meal.recipeId ? [meal.recipeId] : [])))];
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const rows = await db
      .select({ id: recipes.id, name: recipes.name })
      .from(recipes)
      .where(and(inArray(recipes.id, ids), recipesVisibleTo(planner)));
    for (const row of rows) names.set(row.id, row.name);
  }
  return {
    ...version,
    energyTargetKj: snapshot.settings.energyTargetKj,
    meals: snapshot.meals.map((meal) => ({
      day: meal.day,
      mealType: meal.mealType,
      recipeName: meal.recipeId ? (names.get(meal.recipeId) ?? null) : null,
      serves: meal.serves,
      locked: meal.locked,
      customised: meal.custom !== null,
    })),
  };
}

/**
 * Puts a snapshot back as the plan's meals and settings, in the caller's transaction: every meal of the
 * plan is replaced. A meal whose recipe was deleted since, or may no longer go in the plan (plannableBy
 * its owner: another user's recipe made private or sent back for review), is left out and counted. A
 * customisation one of whose foods was deleted since is dropped (the meal keeps the catalogue recipe); a
 * household measure deleted since leaves its line weighed in grams, as deleting it does to a stored line.
 */
export async function applySnapshot(
  tx: Database,
  plan: MealPlanRow,
  snapshot: PlanSnapshot,
): Promise<{ missingRecipes: number }> {
  const { settings } = snapshot;
  await tx
    .update(mealPlans)
    .set({ ...settingsValues(settings), updatedAt: new Date() })
    .where(eq(mealPlans.id, plan.id));
  await tx.delete(meals).where(eq(meals.planId, plan.id));
  return writeSnapshotMeals(tx, plan, snapshot.meals);
}

/**
 * A snapshot's meals (with their customisations) into a plan that has none in their slots: those whose
 * recipe may no longer go in the plan are left out and counted (applySnapshot says which).
 */
export async function writeSnapshotMeals(
  tx: Database,
  plan: Pick<MealPlanRow, 'id' | 'userId'>,
  snapshotMeals: readonly SnapshotMeal[],
): Promise<{ missingRecipes: number }> {
  const recipeIds = [...new Set(snapshotMeals.flatMap((meal) => (meal.recipeId ? [meal.recipeId] : [])))];
  const placeable = new Set(
    recipeIds.length === 0
      ? []
      : (
          await tx
            .select({ id: recipes.id })
            .from(recipes)
            .where(and(inArray(recipes.id, recipeIds), plannableBy(plan.userId)))
        ).map((row) => row.id),
  );
  const kept = snapshotMeals.filter((meal) => meal.recipeId === null || placeable.has(meal.recipeId));
  const missingRecipes = snapshotMeals.length - kept.length;
  if (kept.length === 0) return { missingRecipes };

  const inserted = await tx
    .insert(meals)
    .values(
      kept.map((meal) => ({
        planId: plan.id,
        userId: plan.userId,
        day: meal.day,
        mealType: meal.mealType,
        position: meal.position,
        recipeId: meal.recipeId,
        noMeal: meal.noMeal,
        serves: meal.serves,
        locked: meal.locked,
      })),
    )
    .returning({ id: meals.id, day: meals.day, mealType: meals.mealType, position: meals.position });
  const slot = (meal: { day: number; mealType: string; position: number }) =>
    `${meal.day}|${meal.mealType}|${meal.position}`;
  const mealIds = new Map(inserted.map((row) => [slot(row), row.id]));
  await insertCustomisations(
    tx,
    kept.flatMap((meal) =>
      meal.custom && meal.recipeId !== null
        ? [{ mealId: mealIds.get(slot(meal))!, custom: meal.custom }]
        : [],
    ),
  );
  return { missingRecipes };
}

/**
 * Customisations (with their ingredient lines) onto meals, as a snapshot keeps them. One whose foods are
 * not all still there is dropped; a line's household measure deleted since becomes none (its grams stay).
 */
async function insertCustomisations(
  tx: Database,
  items: readonly { mealId: string; custom: NonNullable<SnapshotMeal['custom']> }[],
): Promise<void> {
  if (items.length === 0) return;
  const lines = items.flatMap((item) => item.custom.ingredients);
  const foodIds = [...new Set(lines.map((line) => line.foodId))];
  const portionIds = [...new Set(lines.flatMap((line) => (line.portionId ? [line.portionId] : [])))];
  const [foodRows, portionRows] = await Promise.all([
    foodIds.length ? tx.select({ id: foods.id }).from(foods).where(inArray(foods.id, foodIds)) : [],
    portionIds.length
      ? tx.select({ id: foodPortions.id }).from(foodPortions).where(inArray(foodPortions.id, portionIds))
      : [],
  ]);
  const foodsThere = new Set(foodRows.map((row) => row.id));
  const portionsThere = new Set(portionRows.map((row) => row.id));
  const whole = items.filter((item) => item.custom.ingredients.every((line) => foodsThere.has(line.foodId)));
  if (whole.length === 0) return;
  await tx.insert(mealCustomisations).values(
    whole.map(({ mealId, custom }) => ({
      mealId,
      numberOfServes: custom.numberOfServes,
      note: custom.note,
      servingValues: custom.servingValues as MealCustomisationValues,
      energyKjPerServe: custom.energyKjPerServe,
      totalGrams: custom.totalGrams,
    })),
  );
  const rows = whole.flatMap(({ mealId, custom }) =>
    custom.ingredients.map((line) => ({
      mealId,
      foodId: line.foodId,
      portionId: line.portionId && portionsThere.has(line.portionId) ? line.portionId : null,
      measure: line.measure,
      quantity: line.quantity,
      grams: line.grams,
      position: line.position,
    })),
  );
  if (rows.length > 0) await tx.insert(mealCustomIngredients).values(rows);
}

type MealCustomisationValues = typeof mealCustomisations.$inferInsert.servingValues;

/**
 * Restores a kept version of one of the planner's plans: the plan as it is now is kept as a version first
 * (reason "restore", so the restore can itself be undone), then its meals, customisations and settings
 * become the version's, in one transaction.
 */
export async function restoreVersion(
  db: Database,
  planner: Planner,
  input: z.output<typeof ZPlanVersionInput>,
): Promise<RestoreResult> {
  return db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, planner, input.planId, { forUpdate: true, building: true });
    const version = await findVersion(tx, plan, input.versionId);
    return restore(tx, plan, version.snapshot);
  });
}

/**
 * Undo: restores the plan's newest version. That keeps the state it replaces as the newest version in
 * turn, so undo after undo brings the change back (decision 067).
 */
export async function undoLastChange(db: Database, planner: Planner, planId: string): Promise<RestoreResult> {
  return db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, planner, planId, { forUpdate: true, building: true });
    const [newest] = await tx
      .select({ snapshot: mealPlanVersions.snapshot })
      .from(mealPlanVersions)
      .where(eq(mealPlanVersions.planId, plan.id))
      .orderBy(desc(mealPlanVersions.createdAt), desc(mealPlanVersions.id))
      .limit(1);
    if (!newest) throw badRequest('nothingToUndo');
    return restore(tx, plan, newest.snapshot);
  });
}

async function restore(tx: Database, plan: MealPlanRow, snapshot: PlanSnapshot): Promise<RestoreResult> {
  const versionId = await recordVersion(tx, plan, 'restore');
  const { missingRecipes } = await applySnapshot(tx, plan, snapshot);
  return { messageKey: 'planVersionRestored', versionId, missingRecipes };
}
