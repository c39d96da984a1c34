import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  between,
  eq,
  gte,
  inArray,
  lt,
  not,
  or,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { MainMealType } from '../../../shared/schemas/meal-plans.ts';
import type { ZBalanceDayInput, ZGenerateInput, ZGenerateResult } from '../../../shared/schemas/planner.ts';
import type { RecipeMealTime } from '../../../shared/schemas/recipes.ts';
import { slotEnergyWindows, type SlotEnergyWindow } from '../../../shared/planning/energy-targets.ts';
import {
  explainByRules,
  generatePlan,
  hasPlanRules,
  isKeptMeal,
  SERVES_FACTORS,
  type GenerationRequest,
  type PlanCandidate,
  type PlanMeal,
} from '../../../shared/planning/generate-plan.ts';
import { matchWords } from '../../../shared/planning/ingredient-match.ts';
import { seededRandom } from '../../../shared/planning/random.ts';
import { MEAL_SERVES_MAX } from '../../../shared/constants/meal-plans.ts';
import { badRequest } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import {
  folders,
  foods,
  mealCustomisations,
  meals,
  mealPlans,
  recipeIngredients,
  recipes,
  type MealPlanRow,
} from '../../db/schema/index.ts';
import type { ClientConstraints } from '../../../shared/safety/client-safety.ts';
import { plannableBy } from './plan-picker.ts';
import { candidateFoods, planConstraints, recipeConflictCondition } from './plan-safety.ts';
import { findOwnPlan, macroGrams, type Planner } from './plans.ts';
import { recordVersion } from './plan-versions.ts';

/**
 * How many recipes of one meal time the prefilter hands the generator: a seeded sample of those that fit,
 * enough for every slot of that meal time over seven days with room for the day solver, and few enough to
 * be quick.
 */
const CANDIDATES_PER_MEAL_TIME = 300;
/** The prefilter keeps this much more energy either way than a window allows; the generator decides. */
const ENERGY_MARGIN = 0.001;

type Output = z.output<typeof ZGenerateResult>;

/** A recipe's per-serve grams, read from its servingValues (a missing one is 0). */
const gramsOf = (
  column: typeof recipes.servingValues | typeof mealCustomisations.servingValues,
  key: string,
) => sql<number>`coalesce((${column}->>${key})::float8, 0)`;

/**
 * The generator's candidates for a plan, by SQL: for each meal time the plan has, the recipes of that meal
 * time whose energy per serve fits one of its windows at some serves (0.5 to 2 times the plan's), with every
 * required tag and no avoided one, and with ingredient tags a name or ingredient that may match one (a
 * looser test than the generator's: the first word of a tag less its last letter, which the generator's
 * plural folding may change): a sample of each meal time's, from a point of its energy range the seed
 * chooses. The recipes are those the plan's owner may place (plannableBy: the catalogue, and their own
 * private and unreviewed recipes). Recipes that go against the client's record are left out here already
 * (recipeConflictCondition). With `relaxed`, the plan's tags, exclusions and the client's record are not
 * applied (to tell whether they are what keeps a day from its targets). The pure generator checks every
 * rule again, the client's record over the candidates' foods too.
 */
async function prefilter(
  tx: Database,
  plan: MealPlanRow,
  constraints: ClientConstraints,
  windows: readonly SlotEnergyWindow[],
  seed: number,
  relaxed = false,
): Promise<PlanCandidate[]> {
  const byMealTime = new Map<RecipeMealTime, { minKj: number; maxKj: number }>();
  const lowest = SERVES_FACTORS[0];
  const highest = SERVES_FACTORS[SERVES_FACTORS.length - 1]!;
  for (const window of windows) {
    const range = byMealTime.get(window.mealTime);
    const most = Math.min(window.serves * highest, MEAL_SERVES_MAX);
    byMealTime.set(window.mealTime, {
      minKj: Math.min(range?.minKj ?? Infinity, window.minKj / most),
      maxKj: Math.max(range?.maxKj ?? -Infinity, window.maxKj / Math.max(window.serves * lowest, 0.25)),
    });
  }
  const conflicting = relaxed ? undefined : recipeConflictCondition(constraints);
  const rules = relaxed
    ? plannableBy(plan.userId)
    : and(
        plannableBy(plan.userId),
        conflicting ? not(conflicting) : undefined,
        plan.mealTags.length > 0 ? arrayContains(recipes.tags, plan.mealTags) : undefined,
        plan.nutritionTags.length > 0 ? arrayContains(recipes.nutritionTags, plan.nutritionTags) : undefined,
        plan.avoidTags.length > 0
          ? not(
              or(
                arrayOverlaps(recipes.tags, plan.avoidTags),
                arrayOverlaps(recipes.nutritionTags, plan.avoidTags),
              )!,
            )
          : undefined,
      );
  const clues = relaxed
    ? []
    : plan.ingredientTags
        .map((tag) => matchWords(tag)[0]?.slice(0, -1))
        .filter((clue): clue is string => Boolean(clue));
  const ingredientRule =
    clues.length === 0
      ? undefined
      : or(
          ...clues.map((clue) => {
            const pattern = `%${clue}%`;
            return or(
              sql`unaccent(${recipes.name}) ilike ${pattern}`,
              sql`exists (select 1 from ${recipeIngredients} join ${foods} on ${foods.id} = ${recipeIngredients.foodId}
                where ${recipeIngredients.recipeId} = ${recipes.id} and unaccent(${foods.name}) ilike ${pattern})`,
            );
          }),
        );
  const columns = {
    id: recipes.id,
    name: recipes.name,
    energyKjPerServe: recipes.energyKjPerServe,
    protein: gramsOf(recipes.servingValues, 'protein'),
    fat: gramsOf(recipes.servingValues, 'fat'),
    carbohydrate: gramsOf(recipes.servingValues, 'carbohydrate'),
    fibre: gramsOf(recipes.servingValues, 'fibre'),
    mealTimes: recipes.mealTimes,
    tags: recipes.tags,
    nutritionTags: recipes.nutritionTags,
  };
  type Row = Awaited<ReturnType<typeof selectRows>>[number];
  const selectRows = (where: ReturnType<typeof and>, limit: number) =>
    tx
      .select(columns)
      .from(recipes)
      .where(where)
      .orderBy(asc(recipes.energyKjPerServe), asc(recipes.id))
      .limit(limit);
  const random = seededRandom(seed);
  const unique = new Map<string, Row>();
  for (const [mealTime, range] of byMealTime) {
    const fits = (low: number, high: number) =>
      and(
        rules,
        ingredientRule,
        arrayContains(recipes.mealTimes, [mealTime]),
        between(recipes.energyKjPerServe, low, high),
      );
    const low = range.minKj * (1 - ENERGY_MARGIN);
    const high = range.maxKj * (1 + ENERGY_MARGIN);
    // A seeded point of the range, and the recipes from there up (then from the bottom): a different
    // stretch of the catalogue for every seed, read along the energy index without sorting every match.
    const start = low + random() * (high - low);
    const upper = await selectRows(fits(start, high), CANDIDATES_PER_MEAL_TIME);
    const lower =
      upper.length < CANDIDATES_PER_MEAL_TIME
        ? await selectRows(
            and(fits(low, start), lt(recipes.energyKjPerServe, start)),
            CANDIDATES_PER_MEAL_TIME - upper.length,
          )
        : [];
    for (const row of [...upper, ...lower]) unique.set(row.id, row);
  }
  const ingredientNames = new Map<string, string[]>();
  if (plan.ingredientTags.length > 0 && unique.size > 0) {
    const rows = await tx
      .select({ recipeId: recipeIngredients.recipeId, name: foods.name })
      .from(recipeIngredients)
      .innerJoin(foods, eq(foods.id, recipeIngredients.foodId))
      .where(inArray(recipeIngredients.recipeId, [...unique.keys()]));
    for (const row of rows) {
      const names = ingredientNames.get(row.recipeId) ?? [];
      names.push(row.name);
      ingredientNames.set(row.recipeId, names);
    }
  }
  const foodsOf = await candidateFoods(tx, [...unique.keys()], constraints);
  return [...unique.values()].map((row) => ({
    ...row,
    mealTimes: row.mealTimes as RecipeMealTime[],
    ingredientNames: ingredientNames.get(row.id) ?? [],
    foods: foodsOf.get(row.id) ?? [],
  }));
}

/** The plan's meals with what generation reads of them: kept or not, and their nutrition as the plan uses it. */
async function existingMeals(tx: Database, planId: string): Promise<(PlanMeal & { id: string })[]> {
  const rows = await tx
    .select({
      id: meals.id,
      day: meals.day,
      mealType: meals.mealType,
      recipeId: meals.recipeId,
      noMeal: meals.noMeal,
      locked: meals.locked,
      serves: meals.serves,
      customised: sql<boolean>`${mealCustomisations.mealId} is not null`,
      energyKj: sql<number>`coalesce(${mealCustomisations.energyKjPerServe}, ${recipes.energyKjPerServe}, 0)`,
      protein: sql<number>`coalesce((${mealCustomisations.servingValues}->>'protein')::float8, ${gramsOf(recipes.servingValues, 'protein')})`,
      fat: sql<number>`coalesce((${mealCustomisations.servingValues}->>'fat')::float8, ${gramsOf(recipes.servingValues, 'fat')})`,
      carbohydrate: sql<number>`coalesce((${mealCustomisations.servingValues}->>'carbohydrate')::float8, ${gramsOf(recipes.servingValues, 'carbohydrate')})`,
      fibre: sql<number>`coalesce((${mealCustomisations.servingValues}->>'fibre')::float8, ${gramsOf(recipes.servingValues, 'fibre')})`,
    })
    .from(meals)
    .leftJoin(recipes, eq(recipes.id, meals.recipeId))
    .leftJoin(mealCustomisations, eq(mealCustomisations.mealId, meals.id))
    .where(and(eq(meals.planId, planId), gte(meals.day, 1)));
  return rows.map(({ energyKj, protein, fat, carbohydrate, fibre, ...meal }) => ({
    ...meal,
    perServe: {
      energyKj: Number(energyKj),
      protein: Number(protein),
      fat: Number(fat),
      carbohydrate: Number(carbohydrate),
      fibre: Number(fibre),
    },
  }));
}

/**
 * Generation of one of the planner's meal plans, in the caller's transaction, the plan locked for update:
 * the prefilter's candidates through the pure generator (src/shared/planning), its meals written in place
 * of the plan's (on `onlyDay`, or on every day), kept meals left as they are. No recipe that goes against
 * the client's record is placed; a kept one stays, with its warning. Days that miss their targets are
 * explained, the plan's rules too (a second, relaxed prefilter, only then).
 */
async function generateInPlan(
  tx: Database,
  plan: MealPlanRow,
  options: { seed: number; keepLocked: boolean; keepCustomised: boolean; onlyDay?: number },
): Promise<Omit<Output, 'messageKey' | 'versionId'> & { met: boolean }> {
  if (plan.recipePlan) throw badRequest('recipePlanHasNoDays');
  if (plan.mainMeals.length === 0) throw badRequest('selectOneMainMeal');
  if (plan.energyTargetKj === null) throw badRequest('planNeedsEnergyTarget');
  const { seed } = options;
  const shape = {
    energyTargetKj: plan.energyTargetKj,
    mainMeals: plan.mainMeals as MainMealType[],
    snacks: plan.snacks,
    dessert: plan.dessert,
    servings: plan.servings,
  };
  const [folder] = await tx
    .select({ weightKg: folders.weightKg })
    .from(folders)
    .where(eq(folders.id, plan.folderId));
  const existing = await existingMeals(tx, plan.id);
  const { constraints } = await planConstraints(tx, plan);
  const windows = slotEnergyWindows(shape);
  const candidates = await prefilter(tx, plan, constraints, windows, seed);
  const request: GenerationRequest = {
    ...shape,
    macroTargets: macroGrams(plan, folder?.weightKg ?? null),
    mealTags: plan.mealTags,
    requiredNutritionTags: plan.nutritionTags,
    avoidTags: plan.avoidTags,
    ingredientTags: plan.ingredientTags,
    constraints,
    existing,
    keepLocked: options.keepLocked,
    keepCustomised: options.keepCustomised,
    onlyDay: options.onlyDay,
    seed,
  };
  const result = generatePlan(request, candidates);
  if (!result.ok) throw badRequest('selectOneMainMeal');
  let days = result.days;
  if (days.some((day) => !day.met) && hasPlanRules(request)) {
    const relaxed = await prefilter(tx, plan, constraints, windows, seed, true);
    days = explainByRules(request, candidates, relaxed, days);
  }

  // The generated days' meals become the generator's: the kept ones are left as they are.
  const generatedDay = (day: number) => options.onlyDay === undefined || day === options.onlyDay;
  const kept = existing.filter((meal) => !generatedDay(meal.day) || isKeptMeal(request, meal));
  const keptSlots = new Set(kept.map((meal) => `${meal.day}:${meal.mealType}`));
  const replaced = existing.filter((meal) => !kept.includes(meal)).map((meal) => meal.id);
  if (replaced.length > 0) await tx.delete(meals).where(inArray(meals.id, replaced));
  const fresh = result.meals.filter(
    (meal) => generatedDay(meal.day) && !keptSlots.has(`${meal.day}:${meal.mealType}`),
  );
  if (fresh.length > 0) {
    await tx.insert(meals).values(
      fresh.map((meal) => ({
        planId: plan.id,
        userId: plan.userId,
        day: meal.day,
        mealType: meal.mealType,
        recipeId: meal.recipeId,
        noMeal: meal.noMeal,
        locked: meal.locked,
        serves: meal.serves,
      })),
    );
  }
  await tx
    .update(mealPlans)
    .set({
      noMeals: options.onlyDay === undefined ? result.noMeals : plan.noMeals || result.noMeals,
      updatedAt: new Date(),
    })
    .where(eq(mealPlans.id, plan.id));
  return {
    seed,
    filled: fresh.filter((meal) => meal.recipeId !== null).length,
    unfilled: result.unfilled,
    days: days.map((day) => ({ ...day, binding: [...day.binding] })),
    met: days.every((day) => day.met),
  };
}

const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/**
 * Automatic generation (SPEC §5, issue 30) of one of the planner's meal plans: the plan is kept as a
 * version first (undo restores it), then every day is generated around the kept meals (locked and
 * customised ones, unless the input says not to keep them). When a slot cannot be filled the plan is
 * marked noMeals and the slots are named; each day says how close it came to its targets and why not.
 */
export async function generateMeals(
  db: Database,
  planner: Planner,
  input: z.input<typeof ZGenerateInput>,
): Promise<Output> {
  const seed = input.seed ?? newSeed();
  return db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, planner, input.planId, { forUpdate: true, building: true });
    if (plan.recipePlan) throw badRequest('recipePlanHasNoDays');
    const versionId = await recordVersion(tx, plan, 'generate');
    const { met: _met, ...result } = await generateInPlan(tx, plan, {
      seed,
      keepLocked: input.keepLocked ?? true,
      keepCustomised: input.keepCustomised ?? true,
    });
    return {
      ...result,
      messageKey: result.unfilled.length > 0 ? ('notEnoughRecipes' as const) : ('mealsAdded' as const),
      versionId,
    };
  });
}

/**
 * "Balance this day" (issue 30): one day of the plan generated again around its kept meals (locked and
 * customised); the other days stay as they are, and their recipes count for variety. The plan is kept as a
 * version first.
 */
export async function balanceDay(
  db: Database,
  planner: Planner,
  input: z.input<typeof ZBalanceDayInput>,
): Promise<Output> {
  const seed = input.seed ?? newSeed();
  return db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, planner, input.planId, { forUpdate: true, building: true });
    if (plan.recipePlan) throw badRequest('recipePlanHasNoDays');
    const versionId = await recordVersion(tx, plan, 'balanceDay', input.day);
    const { met, ...result } = await generateInPlan(tx, plan, {
      seed,
      keepLocked: true,
      keepCustomised: true,
      onlyDay: input.day,
    });
    return {
      ...result,
      messageKey:
        met && result.unfilled.length === 0 ? ('dayBalanced' as const) : ('dayNotBalanced' as const),
      versionId,
    };
  });
}
