import { eq, sql } from 'drizzle-orm';
import { calculateEnergyTarget, type EnergyWorking } from '../../../shared/nutrition/energy-calculator.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import type { Goal, GoalInput, MyGoal } from '../../../shared/schemas/goals.ts';
import { MAIN_MEAL_TYPES } from '../../../shared/schemas/meal-plans.ts';
import type { Database } from '../../db/client.ts';
import { goals, users, type GoalRow } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';

export interface GoalsContext {
  db: Database;
  actor: Actor;
}

/** The caller's own goal: there is no id to ask for anyone else's. */
export async function readMyGoal(ctx: GoalsContext): Promise<MyGoal> {
  const [row] = await ctx.db
    .select({ goal: goals, energyUnit: users.energyUnit })
    .from(users)
    .leftJoin(goals, eq(goals.userId, users.id))
    .where(eq(users.id, ctx.actor.id));
  return row?.goal ? withWorking(row.goal, row.energyUnit) : { goal: null, working: null };
}

/** Creates the caller's goal or replaces it: one goal per user (the unique index on userId). */
export async function saveMyGoal(
  ctx: GoalsContext,
  input: GoalInput,
): Promise<{ goal: Goal; working: EnergyWorking }> {
  const values = {
    goal: input.goal,
    weightKg: input.weightKg,
    heightCm: input.heightCm,
    gender: input.gender,
    age: input.age,
    physicalActivityLevel: input.physicalActivityLevel,
    mainMeals: [...input.mainMeals],
    snacks: input.snacks,
    customTargetKj: input.customTargetKj,
    customMainKj: input.customMainKj,
    customSnackKj: input.customSnackKj,
  };
  const [row] = await ctx.db
    .insert(goals)
    .values({ userId: ctx.actor.id, ...values })
    .onConflictDoUpdate({ target: goals.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  const [user] = await ctx.db
    .select({ energyUnit: users.energyUnit })
    .from(users)
    .where(eq(users.id, ctx.actor.id));
  return withWorking(row!, user!.energyUnit);
}

/** A goal row as the screens read it, with its working; the target is rounded in the unit the user reads. */
function withWorking(row: GoalRow, unit: EnergyUnit): { goal: Goal; working: EnergyWorking } {
  const goal: Goal = {
    goal: row.goal,
    weightKg: row.weightKg,
    heightCm: row.heightCm,
    gender: row.gender,
    age: row.age,
    physicalActivityLevel: row.physicalActivityLevel,
    mainMeals: MAIN_MEAL_TYPES.filter((meal) => row.mainMeals.includes(meal)),
    snacks: row.snacks,
    customTargetKj: row.customTargetKj,
    customMainKj: row.customMainKj,
    customSnackKj: row.customSnackKj,
    updatedAt: row.updatedAt,
  };
  // A member's goal has no dessert of its own: a dessert they eat is one of their snacks.
  const working = calculateEnergyTarget({ ...goal, mainMeals: goal.mainMeals.length }, unit);
  return { goal, working };
}
