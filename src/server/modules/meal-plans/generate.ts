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
import type { ZGenerateInput, ZGenerateResult } from '../../../shared/schemas/planner.ts';
import type { RecipeMealTime } from '../../../shared/schemas/recipes.ts';
import { slotEnergyWindows, type SlotEnergyWindow } from '../../../shared/planning/energy-targets.ts';
import { generatePlan, type PlanCandidate, type PlanMeal } from '../../../shared/planning/generate-plan.ts';
import { matchWords } from '../../../shared/planning/ingredient-match.ts';
import { seededRandom } from '../../../shared/planning/random.ts';
import { badRequest } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import {
  foods,
  meals,
  mealPlans,
  recipeIngredients,
  recipes,
  type MealPlanRow,
} from '../../db/schema/index.ts';
import type { ClientConstraints } from '../../../shared/safety/client-safety.ts';
import { candidateFoods, planConstraints, recipeConflictCondition } from './plan-safety.ts';
import { findOwnPlan, type Planner } from './plans.ts';
import { recordVersion } from './plan-versions.ts';

/**
 * How many recipes of one meal time the prefilter hands the generator: a seeded sample of those that fit,
 * enough for every slot of that meal time over seven days without a repeat, and few enough to be quick.
 */
const CANDIDATES_PER_MEAL_TIME = 300;
/** The prefilter keeps this much more energy either way than a window allows; the generator decides. */
const ENERGY_MARGIN = 0.001;

interface CandidateRow {
  id: string;
  name: string;
  energyKjPerServe: number;
  mealTimes: string[];
  tags: string[];
  nutritionTags: string[];
}

/** The recipes a plan may use: the published catalogue and the planner's own published my recipes. */
function plannable(planner: Planner) {
  return and(
    eq(recipes.status, 'published'),
    or(eq(recipes.isPrivate, false), eq(recipes.userId, planner.id)),
  );
}

/**
 * The generator's candidates for a plan, by SQL: for each meal time the plan has, the recipes of that meal
 * time within the energy of its windows (per serve), with every required tag and no avoided one, and with
 * ingredient tags a name or ingredient that may match one (a looser test than the generator's: the first
 * word of a tag less its last letter, which the generator's plural folding may change): a sample of each
 * meal time's, from a point of its energy window the seed chooses. Recipes that go against the client's
 * record are left out here already (recipeConflictCondition), so the sample is of recipes the plan may
 * use. The pure generator checks every rule again, the client's record over the candidates' foods too.
 */
async function prefilter(
  tx: Database,
  planner: Planner,
  plan: MealPlanRow,
  constraints: ClientConstraints,
  windows: readonly SlotEnergyWindow[],
  seed: number,
): Promise<PlanCandidate[]> {
  const byMealTime = new Map<RecipeMealTime, { minKj: number; maxKj: number }>();
  for (const window of windows) {
    const range = byMealTime.get(window.mealTime);
    byMealTime.set(window.mealTime, {
      minKj: Math.min(range?.minKj ?? Infinity, window.perServe.minKj),
      maxKj: Math.max(range?.maxKj ?? -Infinity, window.perServe.maxKj),
    });
  }
  const conflicting = recipeConflictCondition(constraints);
  const rules = and(
    plannable(planner),
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
  const clues = plan.ingredientTags
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
    mealTimes: recipes.mealTimes,
    tags: recipes.tags,
    nutritionTags: recipes.nutritionTags,
  };
  const random = seededRandom(seed);
  const unique = new Map<string, CandidateRow>();
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
    // A seeded point of the window, and the recipes from there up (then from the bottom): a different
    // stretch of the catalogue for every seed, read along the energy index without sorting every match.
    const start = low + random() * (high - low);
    const upper = await tx
      .select(columns)
      .from(recipes)
      .where(fits(start, high))
      .orderBy(asc(recipes.energyKjPerServe), asc(recipes.id))
      .limit(CANDIDATES_PER_MEAL_TIME);
    const lower =
      upper.length < CANDIDATES_PER_MEAL_TIME
        ? await tx
            .select(columns)
            .from(recipes)
            .where(and(fits(low, start), lt(recipes.energyKjPerServe, start)))
            .orderBy(asc(recipes.energyKjPerServe), asc(recipes.id))
            .limit(CANDIDATES_PER_MEAL_TIME - upper.length)
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

/**
 * Automatic generation (SPEC §5) of one of the planner's meal plans: the prefilter's candidates through
 * the pure generator (src/shared/planning), its meals written in place of the plan's, locked meals kept.
 * No recipe that goes against the client's record is placed; a locked one stays, with its warning.
 * When a slot cannot be filled the plan is marked noMeals and the slots are named.
 */
export async function generateMeals(
  db: Database,
  planner: Planner,
  input: z.input<typeof ZGenerateInput>,
): Promise<z.output<typeof ZGenerateResult>> {
  const seed = input.seed ?? Math.floor(Math.random() * 2 ** 31);
  return db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, planner, input.planId, { forUpdate: true, building: true });
    if (plan.recipePlan) throw badRequest('recipePlanHasNoDays');
    if (plan.mainMeals.length === 0) throw badRequest('selectOneMainMeal');
    if (plan.energyTargetKj === null) throw badRequest('planNeedsEnergyTarget');
    const versionId = await recordVersion(tx, plan, 'generate');
    const shape = {
      energyTargetKj: plan.energyTargetKj,
      mainMeals: plan.mainMeals as MainMealType[],
      snacks: plan.snacks,
      dessert: plan.dessert,
      servings: plan.servings,
    };
    const existing: PlanMeal[] = await tx
      .select({
        day: meals.day,
        mealType: meals.mealType,
        recipeId: meals.recipeId,
        noMeal: meals.noMeal,
        locked: meals.locked,
        serves: meals.serves,
      })
      .from(meals)
      .where(and(eq(meals.planId, plan.id), gte(meals.day, 1)));
    const { constraints } = await planConstraints(tx, plan);
    const candidates = await prefilter(tx, planner, plan, constraints, slotEnergyWindows(shape), seed);
    const result = generatePlan(
      {
        ...shape,
        mealTags: plan.mealTags,
        requiredNutritionTags: plan.nutritionTags,
        avoidTags: plan.avoidTags,
        ingredientTags: plan.ingredientTags,
        constraints,
        existing,
        seed,
      },
      candidates,
    );
    if (!result.ok) throw badRequest('selectOneMainMeal');

    // The plan's meals become the generator's: the locked ones it kept are left as they are.
    const kept = (meal: PlanMeal) => meal.locked && !meal.noMeal && meal.recipeId !== null;
    await tx
      .delete(meals)
      .where(and(eq(meals.planId, plan.id), not(and(eq(meals.locked, true), eq(meals.noMeal, false))!)));
    const fresh = result.meals.filter((meal) => !kept(meal));
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
      .set({ noMeals: result.noMeals, updatedAt: new Date() })
      .where(eq(mealPlans.id, plan.id));
    return {
      seed,
      filled: fresh.filter((meal) => meal.recipeId !== null).length,
      unfilled: result.unfilled,
      messageKey: result.noMeals ? ('notEnoughRecipes' as const) : ('mealsAdded' as const),
      versionId,
      days: [],
    };
  });
}
