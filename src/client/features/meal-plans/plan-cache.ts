import { RECIPE_PLAN_DAY } from '../../../shared/constants/meal-plans.ts';
import type { Plan, PlanMealRow, PlanRecipe } from '../../../shared/schemas/planner.ts';
import { sameSlot, type Slot } from './plan-grid.ts';

/**
 * What each change does to the plan on screen before the server answers (the optimistic update of
 * `mealPlans.get`), written to match the server's rules in src/server/modules/meal-plans/meals.ts; the
 * plan is read again once the changes settle, so the server has the last word.
 */

/** Ids of meals the server has not made yet; the screen does not offer actions on them. */
const PENDING_PREFIX = 'pending-';
let pendingCount = 0;

export function pendingMealId(): string {
  pendingCount += 1;
  return `${PENDING_PREFIX}${pendingCount}`;
}

export function isPendingMeal(meal: Pick<PlanMealRow, 'id'>): boolean {
  return meal.id.startsWith(PENDING_PREFIX);
}

function withMeals(plan: Plan, meals: PlanMealRow[]): Plan {
  return { ...plan, meals, mealCount: meals.filter((meal) => meal.recipe !== null).length };
}

export function withMealRemoved(plan: Plan, mealId: string): Plan {
  return withMeals(
    plan,
    plan.meals.filter((meal) => meal.id !== mealId),
  );
}

export function withMealChanged(
  plan: Plan,
  mealId: string,
  change: Partial<Pick<PlanMealRow, 'locked' | 'serves'>>,
): Plan {
  return withMeals(
    plan,
    plan.meals.map((meal) => (meal.id === mealId ? { ...meal, ...change } : meal)),
  );
}

/** A meal moved to a slot of a meal plan; the meal already there takes the moved one's place (a swap). */
export function withMealMoved(plan: Plan, mealId: string, to: Slot): Plan {
  const moved = plan.meals.find((meal) => meal.id === mealId);
  if (!moved || sameSlot(moved, to)) return plan;
  const from: Slot = { day: moved.day, mealType: moved.mealType };
  return withMeals(
    plan,
    plan.meals.map((meal) => {
      if (meal.id === mealId) return { ...meal, ...to, position: 0 };
      if (sameSlot(meal, to)) return { ...meal, ...from };
      return meal;
    }),
  );
}

/** A meal plan's slot marked "no meal", replacing what was there. */
export function withNoMeal(plan: Plan, slot: Slot, serves: number): Plan {
  const others = plan.meals.filter((meal) => !sameSlot(meal, slot));
  return withMeals(plan, [
    ...others,
    {
      id: pendingMealId(),
      ...slot,
      position: 0,
      noMeal: true,
      serves,
      locked: false,
      recipe: null,
      custom: null,
      conflicts: [],
    },
  ]);
}

/**
 * Recipes added to a slot: a meal plan's slot takes the one recipe in place of what was there; a recipe
 * plan's meal type takes them on its end, each recipe once.
 */
export function withMealsAdded(
  plan: Plan,
  slot: { day?: number | undefined; mealType: Slot['mealType'] },
  recipes: readonly PlanRecipe[],
  serves: number,
): Plan {
  const meal = (recipe: PlanRecipe, day: number, position: number): PlanMealRow => ({
    id: pendingMealId(),
    day,
    mealType: slot.mealType,
    position,
    noMeal: false,
    serves,
    locked: false,
    recipe,
    custom: null,
    // The server works out the conflicts when the plan is read again after the change.
    conflicts: [],
  });
  if (plan.recipePlan) {
    const sameType = plan.meals.filter((existing) => existing.mealType === slot.mealType);
    const present = new Set(sameType.map((existing) => existing.recipe?.id));
    let position = Math.max(-1, ...sameType.map((existing) => existing.position)) + 1;
    const added = recipes
      .filter((recipe) => !present.has(recipe.id))
      .map((recipe) => meal(recipe, RECIPE_PLAN_DAY, position++));
    return withMeals(plan, [...plan.meals, ...added]);
  }
  const day = slot.day;
  const [recipe] = recipes;
  if (day === undefined || !recipe) return plan;
  const target = { day, mealType: slot.mealType };
  return withMeals(plan, [
    ...plan.meals.filter((existing) => !sameSlot(existing, target)),
    meal(recipe, day, 0),
  ]);
}

/** The recipe as a plan shows it, from a row of the recipe lists (the picker's results). */
export function planRecipeOf(recipe: PlanRecipe): PlanRecipe {
  return {
    id: recipe.id,
    name: recipe.name,
    photo: recipe.photo,
    mealTimes: recipe.mealTimes,
    tags: recipe.tags,
    nutritionTags: recipe.nutritionTags,
    numberOfServes: recipe.numberOfServes,
    servingValues: recipe.servingValues,
    energyKjPerServe: recipe.energyKjPerServe,
  };
}
