import { and, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import { RECIPE_PLAN_DAY, type PlanMealType } from '../../../shared/schemas/meal-plans.ts';
import {
  servesOf,
  type ZAddMealsInput,
  type ZMealMoveInput,
  type ZNoMealInput,
} from '../../../shared/schemas/planner.ts';
import { badRequest, conflict, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { meals, recipes, type MealPlanRow, type MealRow } from '../../db/schema/index.ts';
import { plannableBy } from './plan-picker.ts';
import { findOwnPlan, touchPlan, type Planner } from './plans.ts';

/** A meal plan's slot of a day and meal type (its one row, at position 0), if it has one. */
async function slotRow(
  tx: Database,
  planId: string,
  day: number,
  mealType: PlanMealType,
): Promise<MealRow | undefined> {
  const [row] = await tx
    .select()
    .from(meals)
    .where(and(eq(meals.planId, planId), eq(meals.day, day), eq(meals.mealType, mealType)))
    .for('update');
  return row;
}

/** The day a slot input names: a meal plan's needs one, a recipe plan's has none. */
function dayOf(plan: MealPlanRow, day: number | undefined): number {
  if (plan.recipePlan) {
    if (day !== undefined) throw badRequest('recipePlanHasNoDays');
    return RECIPE_PLAN_DAY;
  }
  if (day === undefined) throw badRequest('mealPlanNeedsDay');
  return day;
}

/**
 * The recipes of `ids` that may go in the plan: the catalogue's and the plan owner's own, private or waiting
 * for review (plannableBy). All, or "Recipe {id} does not exist" for the first that may not, whoever's it is.
 */
async function plannableRecipes(tx: Database, plan: MealPlanRow, ids: readonly string[]): Promise<void> {
  const found = await tx
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(inArray(recipes.id, [...ids]), plannableBy(plan.userId)));
  const have = new Set(found.map((recipe) => recipe.id));
  const missing = ids.find((id) => !have.has(id));
  if (missing) throw notFound('recipeDoesNotExist', { id: missing });
}

/**
 * "Meals successfully added": a recipe into a meal plan's slot (replacing what was there, unless the slot
 * is locked), or recipes onto the end of a recipe plan's meal type (one already there is not added twice).
 * Each meal takes the serves the plan sets for its meal type.
 */
export async function addMeals(
  db: Database,
  planner: Planner,
  input: z.output<typeof ZAddMealsInput>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, planner, input.planId, { forUpdate: true, building: true });
    const day = dayOf(plan, input.day);
    await plannableRecipes(tx, plan, input.recipeIds);
    const serves = servesOf(plan.servings, input.mealType);
    if (plan.recipePlan) {
      const present = await tx
        .select({ recipeId: meals.recipeId })
        .from(meals)
        .where(and(eq(meals.planId, plan.id), eq(meals.mealType, input.mealType)));
      const already = new Set(present.map((meal) => meal.recipeId));
      const [last] = await tx
        .select({ position: max(meals.position) })
        .from(meals)
        .where(and(eq(meals.planId, plan.id), eq(meals.mealType, input.mealType)));
      const start = (last?.position ?? -1) + 1;
      const added = input.recipeIds.filter((id) => !already.has(id));
      if (added.length > 0) {
        await tx.insert(meals).values(
          added.map((recipeId, index) => ({
            planId: plan.id,
            userId: plan.userId,
            day,
            mealType: input.mealType,
            position: start + index,
            recipeId,
            serves,
          })),
        );
      }
    } else {
      if (input.recipeIds.length !== 1) throw badRequest('oneRecipePerSlot');
      const current = await slotRow(tx, plan.id, day, input.mealType);
      if (current?.locked) throw conflict('mealSlotLocked');
      if (current) await tx.delete(meals).where(eq(meals.id, current.id));
      await tx.insert(meals).values({
        planId: plan.id,
        userId: plan.userId,
        day,
        mealType: input.mealType,
        recipeId: input.recipeIds[0]!,
        serves,
      });
    }
    await touchPlan(tx, plan.id);
  });
}

/** Marks a meal plan's slot "no meal": nothing is eaten then, and generation fills it only if asked to. */
export async function setNoMeal(
  db: Database,
  planner: Planner,
  input: z.output<typeof ZNoMealInput>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, planner, input.planId, { forUpdate: true, building: true });
    const day = dayOf(plan, input.day);
    const current = await slotRow(tx, plan.id, day, input.mealType);
    if (current?.locked) throw conflict('mealSlotLocked');
    if (current) await tx.delete(meals).where(eq(meals.id, current.id));
    await tx.insert(meals).values({
      planId: plan.id,
      userId: plan.userId,
      day,
      mealType: input.mealType,
      noMeal: true,
      serves: servesOf(plan.servings, input.mealType),
    });
    await touchPlan(tx, plan.id);
  });
}

/** One meal of one of the planner's plans, locked for a change; another's is not found. */
export async function ownMeal(
  tx: Database,
  planner: Planner,
  planId: string,
  mealId: string,
): Promise<{ plan: MealPlanRow; meal: MealRow }> {
  const plan = await findOwnPlan(tx, planner, planId, { forUpdate: true, building: true });
  const [meal] = await tx
    .select()
    .from(meals)
    .where(and(eq(meals.id, mealId), eq(meals.planId, plan.id)))
    .for('update');
  if (!meal) throw notFound('mealNotFound');
  return { plan, meal };
}

/** "Meal successfully removed": the slot is empty again (a locked one too: removing is deliberate). */
export async function removeMeal(db: Database, planner: Planner, planId: string, mealId: string) {
  await db.transaction(async (tx) => {
    const { plan, meal } = await ownMeal(tx, planner, planId, mealId);
    await tx.delete(meals).where(eq(meals.id, meal.id));
    await touchPlan(tx, plan.id);
  });
}

/** Changes one meal: its lock (kept by generation) or its serves. */
export async function updateMeal(
  db: Database,
  planner: Planner,
  planId: string,
  mealId: string,
  change: { locked: boolean } | { serves: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { plan, meal } = await ownMeal(tx, planner, planId, mealId);
    await tx
      .update(meals)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(meals.id, meal.id));
    await touchPlan(tx, plan.id);
  });
}

/**
 * Moves a meal of a meal plan to another slot; the meal already there, if any, moves into the one left
 * (a swap). Locks go with their meals: a lock keeps a meal from generation, not from the planner's hand.
 */
export async function moveMeal(
  db: Database,
  planner: Planner,
  input: z.output<typeof ZMealMoveInput>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { plan, meal } = await ownMeal(tx, planner, input.planId, input.mealId);
    if (plan.recipePlan) throw badRequest('recipePlanHasNoDays');
    if (meal.day === input.day && meal.mealType === input.mealType) return;
    const other = await slotRow(tx, plan.id, input.day, input.mealType);
    const now = new Date();
    // Through a free position, as the slot's unique key allows one row per slot at a time.
    await tx
      .update(meals)
      .set({ day: input.day, mealType: input.mealType, position: -1, updatedAt: now })
      .where(eq(meals.id, meal.id));
    if (other) {
      await tx
        .update(meals)
        .set({ day: meal.day, mealType: meal.mealType, updatedAt: now })
        .where(eq(meals.id, other.id));
    }
    await tx.update(meals).set({ position: 0 }).where(eq(meals.id, meal.id));
    await touchPlan(tx, plan.id);
  });
}
