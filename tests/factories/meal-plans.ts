import type { Database } from '../../src/server/db/client.ts';
import {
  folders,
  mealPlans,
  meals,
  type FolderRow,
  type MealPlanRow,
  type MealRow,
  type RecipeRow,
  type UserRow,
} from '../../src/server/db/schema/index.ts';
import {
  MAIN_MEAL_TYPES,
  PLAN_DAYS,
  RECIPE_PLAN_DAY,
  type PlanMealType,
} from '../../src/shared/schemas/meal-plans.ts';

let counter = 0;

type Owner = Pick<UserRow, 'id'>;

/** A client folder of `owner`. Override anything, e.g. `{ kind: 'others', client: 'Others' }`. */
export async function createFolder(
  db: Database,
  owner: Owner,
  overrides: Partial<typeof folders.$inferInsert> = {},
): Promise<FolderRow> {
  counter += 1;
  const [folder] = await db
    .insert(folders)
    .values({
      client: `Client ${counter}`,
      email: `client.${counter}@example.test`,
      ...overrides,
      userId: owner.id,
    })
    .returning();
  return folder!;
}

/**
 * One slot of a factory plan: a recipe, or null for a slot marked "no meal". Without `day` and `mealType`
 * the n-th meal takes the n-th slot: day 1 breakfast, lunch, dinner, then day 2 (a recipe plan: day 0,
 * position n).
 */
export interface FactoryMeal {
  recipe: Pick<RecipeRow, 'id'> | null;
  day?: number;
  mealType?: PlanMealType;
  position?: number;
  serves?: number;
  locked?: boolean;
}

/** Adds meals to a plan (see FactoryMeal for where each goes), as its owner's. */
export async function addMeals(
  db: Database,
  plan: Pick<MealPlanRow, 'id' | 'userId' | 'recipePlan'>,
  slots: readonly FactoryMeal[],
): Promise<MealRow[]> {
  if (slots.length === 0) return [];
  const values = slots.map((slot, index) => {
    const day =
      slot.day ?? (plan.recipePlan ? RECIPE_PLAN_DAY : 1 + Math.floor(index / MAIN_MEAL_TYPES.length));
    if (!plan.recipePlan && day > PLAN_DAYS) {
      throw new Error(`A factory plan has ${PLAN_DAYS} days: place meal ${index + 1} with day and mealType`);
    }
    return {
      planId: plan.id,
      userId: plan.userId,
      day,
      mealType: slot.mealType ?? MAIN_MEAL_TYPES[index % MAIN_MEAL_TYPES.length]!,
      position: slot.position ?? (plan.recipePlan ? index : 0),
      recipeId: slot.recipe?.id ?? null,
      noMeal: slot.recipe === null,
      serves: slot.serves ?? 1,
      locked: slot.locked ?? false,
    };
  });
  return db.insert(meals).values(values).returning();
}

/**
 * A meal plan of `owner` with its meals, in a new client folder of theirs unless `folderId` is given.
 * Override anything, e.g. `{ recipePlan: true }` or `{ name: 'Week 1', folderId: folder.id }`.
 */
export async function createMealPlan(
  db: Database,
  owner: Owner,
  overrides: Partial<typeof mealPlans.$inferInsert> = {},
  slots: readonly FactoryMeal[] = [],
): Promise<MealPlanRow & { meals: MealRow[] }> {
  counter += 1;
  const folderId = overrides.folderId ?? (await createFolder(db, owner)).id;
  const [plan] = await db
    .insert(mealPlans)
    .values({ name: `Test plan ${counter}`, ...overrides, folderId, userId: owner.id })
    .returning();
  return { ...plan!, meals: await addMeals(db, plan!, slots) };
}
