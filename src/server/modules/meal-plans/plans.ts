import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role } from '../../../shared/access.ts';
import { hasFreeMealSlot, UNLIMITED } from '../../../shared/billing/entitlements.ts';
import {
  PLAN_MEAL_TYPES,
  type MainMealType,
  type PlanMealType,
} from '../../../shared/schemas/meal-plans.ts';
import {
  servesOf,
  type Plan,
  type PlanSummary,
  type ZPlanCreateInput,
  type ZPlanListInput,
  type ZPlanSettingsInput,
} from '../../../shared/schemas/planner.ts';
import { resolveMacroTargets, type MacroGrams } from '../../../shared/planning/macro-targets.ts';
import { AppError, badRequest, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import {
  folders,
  mealCustomisations,
  mealPlans,
  meals,
  recipes,
  users,
  type MealPlanRow,
} from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';
import { findOwnFolder } from '../clients/folders.ts';
import { recipePhoto } from '../recipes/recipe-rows.ts';
import { planConstraints, planMealConflicts } from './plan-safety.ts';
import { recordVersion } from './plan-versions.ts';

/**
 * What a read of a plan takes of a meal's customisation (decision 043), left-joined on the meal: all null
 * when the meal is not customised. The planner's plan and the shared plan's page read the same.
 */
export const mealCustomisationColumns = {
  mealId: mealCustomisations.mealId,
  note: mealCustomisations.note,
  numberOfServes: mealCustomisations.numberOfServes,
  servingValues: mealCustomisations.servingValues,
  energyKjPerServe: mealCustomisations.energyKjPerServe,
};

export type Planner = Pick<Actor, 'id' | 'role'>;

/**
 * Whose plans the planner may open: their own, and for an admin building a meal plan request (SPEC §2
 * MealplanRequests), any plan whose request is open. Only reading and filling a plan's meals take
 * `building`; renaming, deleting, sharing and downloading stay the owner's.
 */
function reachablePlans(planner: Planner, building: boolean) {
  const own = eq(mealPlans.userId, planner.id);
  if (!building || (planner.role as Role) !== 'admin') return own;
  return or(own, eq(mealPlans.requestStatus, 'requesting'));
}

/**
 * One of the planner's own plans by id; another user's plan is "No Meal Plan found" whether or not it
 * exists (SPEC §6: a professional never reaches another's plans). `forUpdate` locks it for a change;
 * `building` also lets an admin reach a plan whose request is open (reachablePlans).
 */
export async function findOwnPlan(
  db: Database,
  planner: Planner,
  id: string,
  options: { forUpdate?: boolean; building?: boolean } = {},
): Promise<MealPlanRow> {
  const query = db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.id, id), reachablePlans(planner, options.building ?? false)));
  const [plan] = options.forUpdate ? await query.for('update') : await query;
  if (!plan) throw notFound('noMealPlan');
  return plan;
}

/** Marks a plan changed now (its list is ordered by it). */
export async function touchPlan(db: Database, planId: string): Promise<void> {
  await db.update(mealPlans).set({ updatedAt: new Date() }).where(eq(mealPlans.id, planId));
}

/**
 * How many slots of the plan hold a recipe. Spelt out with its tables: drizzle leaves the columns of a
 * single-table select unqualified, and there "id" would be the meal's.
 */
const mealCount = sql<number>`(select count(*)::int from meals where meals.plan_id = meal_plans.id and meals.recipe_id is not null)`;

const summaryColumns = {
  id: mealPlans.id,
  name: mealPlans.name,
  folderId: mealPlans.folderId,
  recipePlan: mealPlans.recipePlan,
  requestStatus: mealPlans.requestStatus,
  noMeals: mealPlans.noMeals,
  energyTargetKj: mealPlans.energyTargetKj,
  mealCount,
  createdAt: mealPlans.createdAt,
  updatedAt: mealPlans.updatedAt,
};

/** The planner's plans, in one folder or all, the last changed first. */
export async function listPlans(
  db: Database,
  planner: Planner,
  input: z.output<typeof ZPlanListInput>,
): Promise<PlanSummary[]> {
  return db
    .select(summaryColumns)
    .from(mealPlans)
    .where(
      and(
        eq(mealPlans.userId, planner.id),
        // The promo eBook is kept on Automated eBook Settings, not among the clients' plans (decision 026).
        eq(mealPlans.promo, ''),
        input.folderId ? eq(mealPlans.folderId, input.folderId) : undefined,
        input.recipePlan === undefined ? undefined : eq(mealPlans.recipePlan, input.recipePlan),
      ),
    )
    .orderBy(desc(mealPlans.updatedAt), desc(mealPlans.id));
}

/**
 * A plan with its folder and every meal, each with what the planner shows of its recipe: the version
 * customised for the client where there is one (decision 043), so the day totals, the documents and the
 * offline copy all read the recipe the client is given. It carries the client's record and, on each meal,
 * how it goes against it (plan-safety.ts), worked out at every read.
 */
export async function getPlan(db: Database, planner: Planner, id: string): Promise<Plan> {
  const [row] = await db
    .select({ ...summaryColumns, plan: mealPlans, client: folders.client, weightKg: folders.weightKg })
    .from(mealPlans)
    .innerJoin(folders, eq(folders.id, mealPlans.folderId))
    .where(and(eq(mealPlans.id, id), reachablePlans(planner, true)));
  if (!row) throw notFound('noMealPlan');
  const mealRows = await db
    .select({
      id: meals.id,
      day: meals.day,
      mealType: meals.mealType,
      position: meals.position,
      noMeal: meals.noMeal,
      serves: meals.serves,
      locked: meals.locked,
      recipeId: recipes.id,
      recipeName: recipes.name,
      photoKey: recipes.photoKey,
      mealTimes: recipes.mealTimes,
      tags: recipes.tags,
      nutritionTags: recipes.nutritionTags,
      numberOfServes: recipes.numberOfServes,
      servingValues: recipes.servingValues,
      energyKjPerServe: recipes.energyKjPerServe,
      custom: mealCustomisationColumns,
    })
    .from(meals)
    .leftJoin(recipes, eq(recipes.id, meals.recipeId))
    .leftJoin(mealCustomisations, eq(mealCustomisations.mealId, meals.id))
    .where(eq(meals.planId, id))
    .orderBy(asc(meals.day), asc(meals.mealType), asc(meals.position));
  const { plan, client, weightKg, ...summary } = row;
  const { constraints, clientSafety } = await planConstraints(db, plan);
  const conflicts = await planMealConflicts(db, plan.id, constraints);
  return {
    ...summary,
    folder: { id: plan.folderId, client },
    clientSafety,
    mainMeals: plan.mainMeals as MainMealType[],
    snacks: plan.snacks,
    dessert: plan.dessert,
    servings: plan.servings,
    mealTags: plan.mealTags,
    nutritionTags: plan.nutritionTags,
    avoidTags: plan.avoidTags,
    ingredientTags: plan.ingredientTags,
    macroTargets: plan.macroTargets ?? null,
    macroGrams: macroGrams(plan, weightKg),
    clientWeightKg: weightKg,
    meals: mealRows.map((meal) => ({
      id: meal.id,
      day: meal.day,
      mealType: meal.mealType,
      position: meal.position,
      noMeal: meal.noMeal,
      serves: meal.serves,
      locked: meal.locked,
      recipe:
        meal.recipeId === null
          ? null
          : {
              id: meal.recipeId,
              name: meal.recipeName!,
              photo: recipePhoto(meal.photoKey),
              mealTimes: meal.mealTimes!,
              tags: meal.tags!,
              nutritionTags: meal.nutritionTags!,
              numberOfServes: meal.custom?.numberOfServes ?? meal.numberOfServes!,
              servingValues: meal.custom?.servingValues ?? meal.servingValues!,
              energyKjPerServe: meal.custom?.energyKjPerServe ?? meal.energyKjPerServe!,
            },
      custom: meal.recipeId !== null && meal.custom ? { note: meal.custom.note } : null,
      conflicts: conflicts.get(meal.id) ?? [],
    })),
  };
}

/** The plan's macro targets in grams a day, over its energy target and the client's weight. */
export function macroGrams(
  plan: Pick<MealPlanRow, 'macroTargets' | 'energyTargetKj'>,
  weightKg: number | null,
): MacroGrams {
  const { problems: _problems, ...grams } = resolveMacroTargets(
    plan.macroTargets ?? null,
    plan.energyTargetKj,
    weightKg,
  );
  return grams;
}

/**
 * SPEC §4: a plan is made only while the user has a free meal slot: mealSlots -1 is unlimited, otherwise
 * it is how many plans they may keep. The admins are never limited.
 */
export async function assertFreeMealSlot(db: Database, planner: Planner): Promise<void> {
  if ((planner.role as Role) === 'admin') return;
  const [user] = await db
    .select({ mealSlots: users.mealSlots })
    .from(users)
    .where(eq(users.id, planner.id))
    .for('update');
  if (!user || user.mealSlots === UNLIMITED) return;
  // The promo eBook is the professional's advertisement and takes no meal slot (decision 026).
  const [used] = await db
    .select({ n: count() })
    .from(mealPlans)
    .where(and(eq(mealPlans.userId, planner.id), eq(mealPlans.promo, '')));
  if (!hasFreeMealSlot(user.mealSlots, used?.n ?? 0)) throw new AppError('FORBIDDEN', 'noFreeMealSlot');
}

/**
 * "Meal plan added": a new plan in one of the planner's folders, taking the folder's (the client's) main
 * meals and snacks as its goal copy. The user row is locked while the slots are counted, so two plans
 * made at once cannot both take the last slot.
 */
export async function createPlan(
  db: Database,
  planner: Planner,
  input: z.output<typeof ZPlanCreateInput>,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const folder = await findOwnFolder(tx, planner, input.folderId);
    await assertFreeMealSlot(tx, planner);
    const [plan] = await tx
      .insert(mealPlans)
      .values({
        userId: planner.id,
        folderId: folder.id,
        name: input.name,
        recipePlan: input.recipePlan,
        mainMeals: folder.mainMeals,
        snacks: folder.snacks,
      })
      .returning({ id: mealPlans.id });
    return { id: plan!.id };
  });
}

/** "Mealplan name updated". */
export async function renamePlan(db: Database, planner: Planner, id: string, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, planner, id, { forUpdate: true });
    await tx.update(mealPlans).set({ name, updatedAt: new Date() }).where(eq(mealPlans.id, plan.id));
  });
}

/**
 * The plan's goal copy and generation rules. Meals of a meal type whose serves setting changes take the
 * new serves, as the planner expects after saying "two serves of dinner". Macro targets left out stay as
 * they are, null clears them; a share of energy needs an energy target and g/kg the client's weight, or
 * nothing changes. A save that changes anything keeps the plan as it was as a version first (decision 067),
 * so it can be undone like a generation.
 */
export async function updatePlanSettings(
  db: Database,
  planner: Planner,
  input: z.output<typeof ZPlanSettingsInput>,
): Promise<void> {
  const { id, ...settings } = input;
  await db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, planner, id, { forUpdate: true, building: true });
    const macroTargets = settings.macroTargets === undefined ? plan.macroTargets : settings.macroTargets;
    const [folder] = await tx
      .select({ weightKg: folders.weightKg })
      .from(folders)
      .where(eq(folders.id, plan.folderId));
    const { problems } = resolveMacroTargets(
      macroTargets ?? null,
      settings.energyTargetKj,
      folder?.weightKg ?? null,
    );
    if (problems.some((problem) => problem.kind === 'needsEnergyTarget')) {
      throw badRequest('macroTargetNeedsEnergy');
    }
    // Only targets being set now need the weight: a record changed since does not block other settings.
    if (settings.macroTargets !== undefined && problems.some((problem) => problem.kind === 'needsWeight')) {
      throw badRequest('macroTargetNeedsWeight');
    }
    if (!settingsChange(plan, { ...settings, macroTargets: macroTargets ?? null })) return;
    await recordVersion(tx, plan, 'settings');
    await tx
      .update(mealPlans)
      .set({ ...settings, updatedAt: new Date() })
      .where(eq(mealPlans.id, plan.id));
    for (const mealType of Object.keys(settings.servings) as (keyof typeof settings.servings)[]) {
      const serves = servesOf(settings.servings, mealType);
      if (serves === servesOf(plan.servings, mealType)) continue;
      await tx
        .update(meals)
        .set({ serves, updatedAt: new Date() })
        .where(and(eq(meals.planId, plan.id), eq(meals.mealType, mealType)));
    }
  });
}

/** JSON with its object keys sorted: jsonb hands keys back in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** Whether saving `next` changes any setting of the plan (a form saved unchanged keeps no version). */
function settingsChange(
  plan: MealPlanRow,
  next: Omit<z.output<typeof ZPlanSettingsInput>, 'id' | 'macroTargets'> & {
    macroTargets: MealPlanRow['macroTargets'];
  },
): boolean {
  const servings = (values: Partial<Record<PlanMealType, number>>) =>
    PLAN_MEAL_TYPES.map((mealType) => servesOf(values, mealType));
  const shape = (values: typeof next) => ({
    energyTargetKj: values.energyTargetKj,
    macroTargets: values.macroTargets ?? null,
    mainMeals: values.mainMeals,
    snacks: values.snacks,
    dessert: values.dessert,
    servings: servings(values.servings),
    mealTags: values.mealTags,
    nutritionTags: values.nutritionTags,
    avoidTags: values.avoidTags,
    ingredientTags: values.ingredientTags,
  });
  return (
    canonical(shape(next)) !==
    canonical(shape({ ...plan, mainMeals: plan.mainMeals as MainMealType[], macroTargets: plan.macroTargets }))
  );
}

/** Deletes a plan with its meals. */
export async function deletePlan(db: Database, planner: Planner, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, planner, id, { forUpdate: true });
    await tx.delete(mealPlans).where(eq(mealPlans.id, plan.id));
  });
}
