import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  PLAN_VERSIONS_KEPT,
  type PlanSnapshot,
  type PlanVersionReason,
  type SnapshotMeal,
} from '../../../shared/schemas/plan-versions.ts';
import type { Database } from '../../db/client.ts';
import {
  mealCustomIngredients,
  mealCustomisations,
  mealPlanVersions,
  meals,
  type MealPlanRow,
} from '../../db/schema/index.ts';

/**
 * A plan's history (issue 30 point 5). `recordVersion` keeps the plan as it is now, before a generation or
 * another bulk change, in the same transaction as the change (the caller has the plan locked for update);
 * undo and restore put a kept version back. A plan keeps its newest PLAN_VERSIONS_KEPT versions.
 */

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
      energyTargetKj: plan.energyTargetKj,
      macroTargets: plan.macroTargets ?? null,
      mainMeals: plan.mainMeals,
      snacks: plan.snacks,
      dessert: plan.dessert,
      servings: plan.servings as Record<string, number>,
      mealTags: plan.mealTags,
      nutritionTags: plan.nutritionTags,
      avoidTags: plan.avoidTags,
      ingredientTags: plan.ingredientTags,
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
