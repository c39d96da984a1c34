import { MEAL_SERVES_MAX, PLAN_DAYS, PLAN_MEAL_TYPES, type PlanMealType } from '../constants/meal-plans.ts';
import {
  hasConstraints,
  mealConflicts,
  type ClientConstraints,
  type FoodSafetyFacts,
} from '../safety/client-safety.ts';
import type { Binding } from '../schemas/planner.ts';
import type { RecipeMealTime } from '../schemas/recipes.ts';
import { dayAgainstTargets, type DayAgainstTargets, type DayTargets } from './day-targets.ts';
import {
  isInEnergyRange,
  slotEnergyWindows,
  type EnergyPlan,
  type PlanServings,
  type SlotEnergyWindow,
} from './energy-targets.ts';
import { ingredientTagMatcher } from './ingredient-match.ts';
import { keptBecause } from './kept-meals.ts';
import type { MacroGrams } from './macro-targets.ts';
import { MEAL_TYPE_LABELS } from './plan-grid.ts';
import { PlanUsage } from './plan-usage.ts';
import { seededRandom, type Random } from './random.ts';
import { AMOUNTS, solveDay, type DayGoal, type SlotOptions } from './solve-day.ts';

/**
 * The automatic meal-plan generator (SPEC §5, issue 30): fills a 7-day plan's slots with recipes, and
 * chooses each meal's serves, so that every day's energy, protein, fat and carbohydrate come within 5 % of
 * the plan's targets whenever the recipes allow, keeping every rule: each slot's energy inside its SPEC §9
 * window, the plan's tags and the client's record, kept meals, and the variety preference of SPEC §5.
 * Pure and deterministic: the same request (seed included) and the same candidates, in any order, give the
 * same plan. Decision 066 says how the day solver (solve-day.ts) was chosen.
 */

/**
 * A recipe the database prefilter found for the plan (visible to the planner, roughly in an energy
 * window). The generator re-checks every rule, so a prefilter may keep more than it needs to.
 */
export interface PlanCandidate {
  id: string;
  name: string;
  energyKjPerServe: number;
  /** Grams per serve; the server always sets them (a missing one counts as 0). */
  protein?: number;
  fat?: number;
  carbohydrate?: number;
  fibre?: number;
  mealTimes: readonly RecipeMealTime[];
  /** Meal tag names. */
  tags: readonly string[];
  /** Nutrition tag names. */
  nutritionTags: readonly string[];
  ingredientNames: readonly string[];
  /** The recipe's foods as the safety rules read them; needed when the request has constraints. */
  foods?: readonly FoodSafetyFacts[];
}

export interface PlanSlot {
  /** 1 to 7. */
  day: number;
  mealType: PlanMealType;
}

/** What one serve of a meal's recipe brings (the customised version's numbers for a customised meal). */
export interface PerServe {
  energyKj: number;
  protein: number;
  fat: number;
  carbohydrate: number;
  fibre: number;
}

/** A meal of a plan: a recipe, or a slot marked "no meal" (recipeId null). */
export interface PlanMeal extends PlanSlot {
  recipeId: string | null;
  noMeal: boolean;
  locked: boolean;
  serves: number;
  /** The meal's recipe is customised for the client (a meal_customisations row). */
  customised?: boolean;
  /**
   * For an existing meal: what a serve of its recipe brings, as the plan uses it. Without it, a kept meal
   * counts its recipe's candidate numbers (nothing when the recipe is not a candidate).
   */
  perServe?: PerServe | null;
}

export interface GenerationRequest extends EnergyPlan {
  /** Serves per meal type (default 1): the base each meal's serves are chosen around. */
  servings: PlanServings;
  /** Protein, fat and carbohydrate targets and the fibre minimum in grams a day; null ones are free. */
  macroTargets?: MacroGrams | null;
  /** Meal tags a recipe must all carry. */
  mealTags: readonly string[];
  /** Nutrition tags a recipe must all carry (claims such as "High protein"). */
  requiredNutritionTags: readonly string[];
  /** Tags a recipe must not carry, as a meal tag or a nutrition tag ("contains Gluten"): never allowed. */
  avoidTags: readonly string[];
  /** When any is set, a recipe's name or one of its ingredients must match one (see ingredient-match.ts). */
  ingredientTags: readonly string[];
  /**
   * What the plan's client must not be served (issue 29): a recipe that goes against it (mealConflicts over
   * its name, nutrition tags and foods) is never placed. Kept meals stay whatever they are.
   */
  constraints?: ClientConstraints;
  /** The plan's current meals. */
  existing: readonly PlanMeal[];
  /** Locked meals are kept (the default); false lets generation replace them. */
  keepLocked?: boolean;
  /** Meals customised for the client are kept (the default); false lets generation replace them. */
  keepCustomised?: boolean;
  /** "Balance this day": only this day is generated; every other meal stays and counts for variety. */
  onlyDay?: number;
  /** The same seed reproduces the same plan; 42 and '42' are the same seed. */
  seed: number | string;
}

export type GenerationError = 'selectMainMeal';

/** A generated day's totals against the plan's targets, and what keeps it from them (when it misses). */
export interface GeneratedDay {
  day: number;
  energyKj: number;
  protein: number;
  fat: number;
  carbohydrate: number;
  fibre: number;
  worstErrorPercent: number;
  met: boolean;
  binding: Binding[];
}

export type GenerationResult =
  | {
      ok: true;
      /** The plan's meals after generation, by day then planner order: what the plan should now hold. */
      meals: PlanMeal[];
      /** Slots no candidate fits, by day then planner order. */
      unfilled: PlanSlot[];
      /** True when a slot is unfilled: "There are not enough recipes to meet the requested criteria". */
      noMeals: boolean;
      /** One report per generated day, in day order. */
      days: GeneratedDay[];
    }
  | { ok: false; error: GenerationError };

/** A meal's serves are the plan's serves for its meal type times one of these (then on the quarter grid). */
export const SERVES_FACTORS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/**
 * The serves a meal may have around the plan's serves `base`: base x SERVES_FACTORS, each rounded to a
 * quarter (so a base of 1.5 gives 0.75, 1, 1.5 ...), at least a quarter and at most MEAL_SERVES_MAX.
 */
export function servesOptions(base: number): number[] {
  const serves = new Set<number>();
  for (const factor of SERVES_FACTORS) {
    const quarter = Math.round(base * factor * 4) / 4;
    if (quarter >= 0.25 && quarter <= MEAL_SERVES_MAX) serves.add(quarter);
  }
  return [...serves].sort((a, b) => a - b);
}

/**
 * How close a day is aimed: a day whose largest error is within this many percent is as good as another;
 * below it the solver prefers the plan's own serves (with no macro target) and then the smallest errors.
 * Under DAY_TOLERANCE_PERCENT (5) so a met day has room to spare.
 */
const AIM_PERCENT = 3;
/** Random starts of the day solver: NOTES-TRUST measured 8 as enough, 60 barely better. */
const RESTARTS = 8;
/**
 * Random starts on the wider variety steps (hundreds of recipes a slot, where one start already explores
 * far more): on bench:plans' 100,000 recipes, 2 instead of 8 took p95 from 184 to 127 ms and left 1,375
 * of 1,400 days met instead of 1,383.
 */
const WIDE_RESTARTS = 2;
/**
 * How many of a slot's best-ranked recipes the day solver tries first (a large catalogue's prefilter hands
 * it hundreds; a sample this size meets nearly every day, several times faster).
 */
const SAMPLE_RECIPES = 40;
/** Variety steps tried for a day before every fitting recipe is allowed (see planDay). */
const MAX_TIERS = 6;
/**
 * An option's cost in the solver: its recipe's rank for the slot (its preference group) times this, plus 1
 * off the plan's serves when there is no macro target: more than the 8 slots of a day can add up in serves,
 * so a less preferred recipe always costs more than any serves.
 */
const GROUP_COST = 16;
/** A slot with fewer fitting recipes than this is named when its day misses its targets. */
const FEW_RECIPES = 3;

/**
 * Generates a plan. The existing meals are read as SPEC §5 says ("Locked meals are not overwritten, except
 * no-meal slots"):
 * - a kept meal (locked, or customised for the client, unless the request says not to keep those) is kept
 *   exactly as it is, wherever it is and whatever its recipe; its nutrition counts in its day and its
 *   recipe counts as used for the preference;
 * - every other slot of the plan's shape is filled: other meals are replaced, and so are no-meal slots,
 *   locked or not; a generated meal is unlocked, with serves around the plan's serves for its meal type;
 * - a no-meal slot no recipe fits stays as it was; other unfillable slots have no meal (and are named in
 *   `unfilled`);
 * - other meals outside the plan's shape (a snack3 when the plan now has two snacks) are dropped.
 *
 * Days are solved one at a time, 1 to 7, all of a day's slots together (planDay). With `onlyDay`, only
 * that day is, and the other days' meals stay as they are and count for variety; the day's replaced meals
 * count as used, so the day changes where the catalogue allows.
 */
export function generatePlan(
  request: GenerationRequest,
  candidates: readonly PlanCandidate[],
): GenerationResult {
  if (request.mainMeals.length === 0) return { ok: false, error: 'selectMainMeal' };
  const plan = preparePlan(request, candidates);
  const days = request.onlyDay !== undefined ? [request.onlyDay] : range(1, PLAN_DAYS);

  const usage = new PlanUsage();
  const meals: PlanMeal[] = [];
  const kept = new Map<number, PlanMeal[]>();
  const noMealRows = new Map<string, PlanMeal>();
  for (const meal of request.existing) {
    if (!days.includes(meal.day)) {
      meals.push({ ...meal });
      if (!meal.noMeal && meal.recipeId !== null) usage.record(meal.day, meal.mealType, meal.recipeId);
      continue;
    }
    const key = slotKey(meal);
    if (isKeptMeal(request, meal)) {
      meals.push({ ...meal });
      kept.set(meal.day, [...(kept.get(meal.day) ?? []), meal]);
      usage.record(meal.day, meal.mealType, meal.recipeId!);
    } else if (meal.noMeal && !noMealRows.has(key)) {
      noMealRows.set(key, meal);
    } else if (request.onlyDay !== undefined && !meal.noMeal && meal.recipeId !== null) {
      // A balanced day's replaced meal counts as used (on no day of the week), so a recipe not yet in the
      // plan comes before it: it comes back only where the targets need it.
      usage.record(0, meal.mealType, meal.recipeId);
    }
  }

  const unfilled: PlanSlot[] = [];
  const reports: GeneratedDay[] = [];
  for (const day of days) {
    const keptToday = kept.get(day) ?? [];
    const taken = new Set(keptToday.map((meal) => meal.mealType));
    const open = plan.windows.flatMap((window, index) => (taken.has(window.mealType) ? [] : [index]));
    const outcome = planDay(plan, plan.eligible, day, open, keptToday, usage);
    for (const [slot, pick] of outcome.picks.entries()) {
      const window = plan.windows[open[slot]!]!;
      if (pick === null) {
        unfilled.push({ day, mealType: window.mealType });
        const noMealRow = noMealRows.get(slotKey({ day, mealType: window.mealType }));
        if (noMealRow) meals.push({ ...noMealRow });
        continue;
      }
      const recipe = plan.candidates[pick.candidate]!;
      meals.push({
        day,
        mealType: window.mealType,
        recipeId: recipe.id,
        noMeal: false,
        locked: false,
        serves: pick.serves,
      });
      usage.record(day, window.mealType, recipe.id);
    }
    reports.push(reportDay(plan, day, open, keptToday, outcome));
  }

  meals.sort(bySlot);
  unfilled.sort(bySlot);
  return { ok: true, meals, unfilled, noMeals: unfilled.length > 0, days: reports };
}

/** True when the request has rules a recipe must meet beyond its meal time and energy. */
export function hasPlanRules(request: GenerationRequest): boolean {
  return (
    request.mealTags.length > 0 ||
    request.requiredNutritionTags.length > 0 ||
    request.avoidTags.length > 0 ||
    request.ingredientTags.length > 0 ||
    (request.constraints !== undefined && hasConstraints(request.constraints))
  );
}

/**
 * The reports again, where a day missed its targets because of the plan's rules: each such day is solved
 * once more over `relaxed` candidates (the catalogue without the plan's tags, exclusions and the client's
 * record) around the same kept meals, and when that meets the day, the rules are what binds: "Only 4
 * dinner recipes are Vegetarian and Gluten free" replaces the day's 'fewRecipes' and 'target' entries.
 */
export function explainByRules(
  request: GenerationRequest,
  candidates: readonly PlanCandidate[],
  relaxed: readonly PlanCandidate[],
  days: readonly GeneratedDay[],
): GeneratedDay[] {
  if (!hasPlanRules(request) || days.every((day) => day.met)) return [...days];
  const strict = preparePlan(request, candidates);
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  for (const candidate of relaxed) if (!byId.has(candidate.id)) byId.set(candidate.id, candidate);
  const open = preparePlan(
    {
      ...request,
      mealTags: [],
      requiredNutritionTags: [],
      avoidTags: [],
      ingredientTags: [],
      constraints: undefined,
    },
    [...byId.values()],
  );
  const checks = ruleChecks(request);
  return days.map((report) => {
    if (report.met || report.binding.some((binding) => binding.kind === 'lockedMeals')) return report;
    const keptToday = request.existing.filter((meal) => meal.day === report.day && isKeptMeal(request, meal));
    const taken = new Set(keptToday.map((meal) => meal.mealType));
    const slots = open.windows.flatMap((window, index) => (taken.has(window.mealType) ? [] : [index]));
    const outcome = planDay(open, open.eligible, report.day, slots, keptToday, null);
    if (!outcome.met) return report;
    // The rules the day met without breaks (over all its slots): with more rules than these, the others
    // are not what keeps the day from its targets, and the message names the ones that are.
    const brokenToday = new Set<string>();
    for (const pick of outcome.picks) {
      if (pick === null) continue;
      const recipe = open.candidates[pick.candidate]!;
      for (const check of checks) if (!check.test(recipe)) brokenToday.add(check.label);
    }
    const binding = checks.map((check) => check.label).filter((label) => brokenToday.has(label));
    const which =
      binding.length < checks.length
        ? `; without ${listed(binding.map((label) => `“${label}”`))} the day would be met`
        : '';
    const bindings: Binding[] = [];
    for (const [slot, pick] of outcome.picks.entries()) {
      if (pick === null) continue;
      const recipe = open.candidates[pick.candidate]!;
      const broken = checks.filter((check) => !check.test(recipe)).map((check) => check.label);
      if (broken.length === 0) continue;
      const window = open.windows[slots[slot]!]!;
      if (bindings.some((binding) => binding.mealType === window.mealType)) continue;
      const windowIndex = strict.windows.findIndex((w) => w.mealType === window.mealType);
      const count = windowIndex < 0 ? 0 : strict.eligible[windowIndex]!.length;
      const allRules = checks.map((check) => check.label);
      const what = `${MEAL_TIME_WORDS[window.mealTime]} ${count === 1 ? 'recipe is' : 'recipes are'}`;
      bindings.push({
        kind: 'rules',
        mealType: window.mealType,
        message: `${count === 0 ? `No ${what}` : `Only ${count} ${what}`} ${listed(allRules)}${which}.`,
      });
    }
    if (bindings.length === 0) return report;
    const others = report.binding.filter(
      (binding) => binding.kind !== 'fewRecipes' && binding.kind !== 'target',
    );
    return { ...report, binding: [...others, ...bindings] };
  });
}

/**
 * The candidates that fit one meal type of the plan at one of its serves: the right meal time, the energy
 * at some serves of servesOptions within the slot's tolerance, every required meal and nutrition tag, no
 * avoided tag, a match for one of the ingredient tags when any is set, and nothing the client must not be
 * served. Tag names compare ignoring case and surrounding spaces, as the tag lists keep names unique that
 * way.
 */
export function eligibleCandidates(
  rules: CandidateRules,
  window: SlotEnergyWindow,
  candidates: readonly PlanCandidate[],
): PlanCandidate[] {
  const fits = candidateFilter(rules);
  const serves = servesOptions(window.serves);
  return candidates.filter(
    (candidate) => fittingServes(candidate, window, serves).length > 0 && fits(candidate),
  );
}

type CandidateRules = Pick<
  GenerationRequest,
  'mealTags' | 'requiredNutritionTags' | 'avoidTags' | 'ingredientTags' | 'constraints'
>;

/** A candidate that fits a window, and the serves at which it does. */
interface Fit {
  candidate: number;
  serves: number[];
}

/** A request read once: its windows, targets, the candidates in a fixed order and what fits each window. */
interface PreparedPlan {
  request: GenerationRequest;
  windows: SlotEnergyWindow[];
  targets: DayTargets;
  goal: DayGoal;
  preferBase: boolean;
  random: Random;
  /** Sorted by id, so the order they came in does not matter. */
  candidates: PlanCandidate[];
  /** Recipe numbers for the solver: candidates by index, then other recipes kept meals hold. */
  numbers: Map<string, number>;
  /** Per window, the candidates that fit it. */
  eligible: Fit[][];
  /** Per candidate index, the windows it fits (for the scarcity rule). */
  windowsOf: Map<number, number[]>;
}

function preparePlan(request: GenerationRequest, candidates: readonly PlanCandidate[]): PreparedPlan {
  const windows = slotEnergyWindows(request);
  const sorted = [...candidates].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const numbers = new Map(sorted.map((candidate, index) => [candidate.id, index]));
  for (const meal of request.existing) {
    if (meal.recipeId !== null && !numbers.has(meal.recipeId)) numbers.set(meal.recipeId, numbers.size);
  }
  const fits = candidateFilter(request);
  const servesByWindow = windows.map((window) => servesOptions(window.serves));
  const eligible: Fit[][] = windows.map(() => []);
  const windowsOf = new Map<number, number[]>();
  sorted.forEach((candidate, index) => {
    let fitsRules: boolean | undefined;
    for (const [w, window] of windows.entries()) {
      const serves = fittingServes(candidate, window, servesByWindow[w]!);
      if (serves.length === 0) continue;
      fitsRules ??= fits(candidate);
      if (!fitsRules) return;
      eligible[w]!.push({ candidate: index, serves });
      windowsOf.set(index, [...(windowsOf.get(index) ?? []), w]);
    }
  });
  const macros = request.macroTargets ?? null;
  const targets: DayTargets = {
    energyKj: request.energyTargetKj,
    proteinG: macros?.proteinG ?? null,
    fatG: macros?.fatG ?? null,
    carbohydrateG: macros?.carbohydrateG ?? null,
    fibreMinG: macros?.fibreMinG ?? null,
  };
  return {
    request,
    windows,
    targets,
    goal: {
      energyKj: targets.energyKj,
      protein: targets.proteinG,
      fat: targets.fatG,
      carbohydrate: targets.carbohydrateG,
      fibreMin: targets.fibreMinG,
    },
    preferBase: targets.proteinG === null && targets.fatG === null && targets.carbohydrateG === null,
    random: seededRandom(request.seed),
    candidates: sorted,
    numbers,
    eligible,
    windowsOf,
  };
}

function fittingServes(
  candidate: PlanCandidate,
  window: SlotEnergyWindow,
  serves: readonly number[],
): number[] {
  if (!candidate.mealTimes.includes(window.mealTime)) return [];
  return serves.filter((s) => isInEnergyRange(candidate.energyKjPerServe * s, window));
}

/** Whether generation keeps an existing meal as it is: locked or customised, as the request says. */
export function isKeptMeal(request: GenerationRequest, meal: PlanMeal): boolean {
  return (
    keptBecause(request, {
      noMeal: meal.noMeal,
      hasRecipe: meal.recipeId !== null,
      locked: meal.locked,
      customised: meal.customised === true,
    }) !== null
  );
}

/** A slot's choice: the candidate (by index) and its serves; null when nothing fits the slot. */
type SlotPick = { candidate: number; serves: number } | null;

interface DayOutcome {
  /** One per open slot, in the order they were given. */
  picks: SlotPick[];
  totals: Float64Array;
  against: DayAgainstTargets;
  met: boolean;
  /** Meals of the day holding a recipe another of its meals holds. */
  repeats: number;
}

/**
 * Chooses the open slots' recipes and serves for one day around its kept meals. With `usage`, the SPEC §5
 * preference is kept as far as the targets allow: each slot's fitting recipes are ranked by it (not used
 * in the plan, then not used that day, then not for that meal type, then the fewest uses; a recipe that
 * also fits a scarcer meal type of the plan after one that does not), and the day is solved first over each
 * slot's best-ranked recipes only, then over more of them step by step, until the day meets its targets
 * without a recipe twice in the day. When no step does, the day is the first step's (the most varied),
 * unless a later one has fewer repeats in the day or meets the targets: variety gives way to accuracy only
 * when that reaches the targets. Without `usage`, every fitting recipe is equal.
 */
function planDay(
  plan: PreparedPlan,
  eligible: readonly Fit[][],
  day: number,
  open: readonly number[],
  keptToday: readonly PlanMeal[],
  usage: PlanUsage | null,
): DayOutcome {
  const fixed = [0, 0, 0, 0, 0];
  for (const meal of keptToday) {
    const perServe = perServeOf(plan, meal);
    const amounts = [
      perServe.energyKj,
      perServe.protein,
      perServe.fat,
      perServe.carbohydrate,
      perServe.fibre,
    ];
    amounts.forEach((amount, n) => (fixed[n]! += amount * meal.serves));
  }
  const fixedRecipes = keptToday.map((meal) => plan.numbers.get(meal.recipeId!)!);

  // Each open slot's options, best-ranked recipes first; groupEnds[g] = options up to rank g.
  const slots = open.map((w) => rankedOptions(plan, eligible[w]!, plan.windows[w]!, day, w, usage));
  const tierCount = Math.min(MAX_TIERS, Math.max(1, ...slots.map((slot) => slot.groupEnds.length)));

  let best: DayOutcome | null = null;
  let previous: number[] | null = null;
  // Step -1 is a sample of each slot's best-ranked recipes (most days need no more, and it is quick).
  for (let tier = -1; tier < tierCount; tier++) {
    const lengths = slots.map((slot) => {
      const groups = slot.groupEnds.length;
      if (groups === 0) return 0;
      if (tier < 0) return slot.sampleEnd;
      return slot.groupEnds[tier === tierCount - 1 ? groups - 1 : Math.min(tier, groups - 1)]!;
    });
    if (previous !== null && lengths.every((length, i) => length === previous![i])) continue;
    previous = lengths;
    const solution = solveDay({
      slots: slots.map((slot, i) => prefix(slot.options, lengths[i]!)),
      fixed,
      fixedRecipes,
      goal: plan.goal,
      random: plan.random,
      restarts: tier < 0 ? RESTARTS : WIDE_RESTARTS,
      aimPercent: AIM_PERCENT,
    });
    const against = dayAgainstTargets(amountsOf(solution.totals), plan.targets);
    const outcome: DayOutcome = {
      picks: slots.map((slot, i) => {
        const option = solution.choice[i]!;
        return option < 0
          ? null
          : { candidate: slot.optionCandidate[option]!, serves: slot.optionServes[option]! };
      }),
      totals: solution.totals,
      against,
      met: against.met,
      repeats: solution.repeats,
    };
    if (outcome.met && outcome.repeats === 0) return outcome;
    // A wider step is worth its loss of variety only when it has fewer repeats in the day or meets the day.
    if (best === null || outcome.repeats < best.repeats || (outcome.met && !best.met)) best = outcome;
  }
  return best!;
}

interface RankedOptions {
  options: SlotOptions;
  optionCandidate: Int32Array;
  optionServes: Float64Array;
  /** Options up to and including rank g end at groupEnds[g]. */
  groupEnds: number[];
  /** The options of the first SAMPLE_RECIPES recipes of the best rank (a seeded sample of them). */
  sampleEnd: number;
}

function rankedOptions(
  plan: PreparedPlan,
  fits: readonly Fit[],
  window: SlotEnergyWindow,
  day: number,
  windowIndex: number,
  usage: PlanUsage | null,
): RankedOptions {
  const ranked = fits.map((fit) => ({
    fit,
    key: usage ? rankKey(plan, fit, window, day, windowIndex, usage) : 0,
  }));
  // Within a rank, a seeded order: the first SAMPLE_RECIPES of the best rank are a random sample of it.
  const order = new Map(ranked.map((entry) => [entry.fit.candidate, plan.random()]));
  ranked.sort((a, b) => a.key - b.key || order.get(a.fit.candidate)! - order.get(b.fit.candidate)!);
  let count = 0;
  for (const { fit } of ranked) count += fit.serves.length;
  const recipe = new Int32Array(count);
  const amounts = new Float64Array(count * AMOUNTS);
  const cost = new Uint16Array(count);
  const optionCandidate = new Int32Array(count);
  const optionServes = new Float64Array(count);
  const groupEnds: number[] = [];
  let sampleEnd = count;
  let o = 0;
  for (const [i, { fit, key }] of ranked.entries()) {
    const group = groupEnds.length;
    const candidate = plan.candidates[fit.candidate]!;
    for (const serves of fit.serves) {
      recipe[o] = fit.candidate;
      optionCandidate[o] = fit.candidate;
      optionServes[o] = serves;
      cost[o] = group * GROUP_COST + (plan.preferBase && serves !== window.serves ? 1 : 0);
      amounts[o * AMOUNTS] = candidate.energyKjPerServe * serves;
      amounts[o * AMOUNTS + 1] = (candidate.protein ?? 0) * serves;
      amounts[o * AMOUNTS + 2] = (candidate.fat ?? 0) * serves;
      amounts[o * AMOUNTS + 3] = (candidate.carbohydrate ?? 0) * serves;
      amounts[o * AMOUNTS + 4] = (candidate.fibre ?? 0) * serves;
      o++;
    }
    if (i === ranked.length - 1 || ranked[i + 1]!.key !== key) groupEnds.push(o);
    if (i + 1 === SAMPLE_RECIPES) sampleEnd = o;
  }
  sampleEnd = Math.min(sampleEnd, groupEnds[0] ?? 0);
  return { options: { recipe, amounts, cost }, optionCandidate, optionServes, groupEnds, sampleEnd };
}

/**
 * A recipe's rank for a slot as one number (smaller first): the SPEC §5 preference level, then its uses,
 * then whether it also fits a meal type of the plan with fewer fitting recipes (it goes there first).
 */
function rankKey(
  plan: PreparedPlan,
  fit: Fit,
  window: SlotEnergyWindow,
  day: number,
  windowIndex: number,
  usage: PlanUsage,
): number {
  const id = plan.candidates[fit.candidate]!.id;
  const preference = usage.preference(day, window.mealType, id);
  const own = plan.eligible[windowIndex]!.length;
  const scarcer = (plan.windowsOf.get(fit.candidate) ?? []).some(
    (w) => plan.windows[w]!.mealTime !== window.mealTime && plan.eligible[w]!.length < own,
  );
  return preference.level * 10_000 + Math.min(preference.uses, 4_999) * 2 + (scarcer ? 1 : 0);
}

function prefix(options: SlotOptions, length: number): SlotOptions {
  return {
    recipe: options.recipe.subarray(0, length),
    amounts: options.amounts.subarray(0, length * AMOUNTS),
    cost: options.cost.subarray(0, length),
  };
}

const NOTHING: PerServe = { energyKj: 0, protein: 0, fat: 0, carbohydrate: 0, fibre: 0 };

function perServeOf(plan: PreparedPlan, meal: PlanMeal): PerServe {
  if (meal.perServe) return meal.perServe;
  const index = plan.numbers.get(meal.recipeId!);
  const candidate = index === undefined ? undefined : plan.candidates[index];
  if (!candidate) return NOTHING;
  return {
    energyKj: candidate.energyKjPerServe,
    protein: candidate.protein ?? 0,
    fat: candidate.fat ?? 0,
    carbohydrate: candidate.carbohydrate ?? 0,
    fibre: candidate.fibre ?? 0,
  };
}

function amountsOf(totals: ArrayLike<number>) {
  return {
    energyKj: totals[0]!,
    protein: totals[1]!,
    fat: totals[2]!,
    carbohydrate: totals[3]!,
    fibre: totals[4]!,
  };
}

/**
 * The day's report: its totals against the targets and, when it misses them, why: each slot nothing fits
 * ('noRecipes'); the kept meals, when the day solved without them meets the targets ('lockedMeals'); else
 * slots with very few fitting recipes ('fewRecipes') and the nearest day's misses ('target'). The server
 * adds the plan's rules (explainByRules), which it needs the wider catalogue for.
 */
function reportDay(
  plan: PreparedPlan,
  day: number,
  open: readonly number[],
  keptToday: readonly PlanMeal[],
  outcome: DayOutcome,
): GeneratedDay {
  const { against } = outcome;
  const binding: Binding[] = [];
  for (const [slot, pick] of outcome.picks.entries()) {
    if (pick !== null) continue;
    const window = plan.windows[open[slot]!]!;
    binding.push({
      kind: 'noRecipes',
      mealType: window.mealType,
      message: `${MEAL_TYPE_LABELS[window.mealType]}: no ${MEAL_TIME_WORDS[window.mealTime]} recipe fits ${slotRules(plan, window)}.`,
    });
  }
  if (!outcome.met) {
    if (keptToday.length > 0) {
      const all = plan.windows.map((_, index) => index);
      const without = planDay(plan, plan.eligible, day, all, [], null);
      if (without.met) {
        const labels = keptToday.map((meal) => MEAL_TYPE_LABELS[meal.mealType].toLowerCase());
        binding.push({
          kind: 'lockedMeals',
          mealType: keptToday[0]!.mealType,
          message: `The kept ${listed(labels)} leave the other meals unable to reach the targets: without them this day meets them.`,
        });
      }
    }
    if (!binding.some((entry) => entry.kind === 'lockedMeals')) {
      for (const [slot, pick] of outcome.picks.entries()) {
        const window = plan.windows[open[slot]!]!;
        const count = plan.eligible[open[slot]!]!.length;
        if (pick === null || count >= FEW_RECIPES) continue;
        binding.push({
          kind: 'fewRecipes',
          mealType: window.mealType,
          message: `${MEAL_TYPE_LABELS[window.mealType]}: only ${count} ${count === 1 ? 'recipe fits' : 'recipes fit'} ${slotRules(plan, window)}.`,
        });
      }
      const misses = targetMisses(against);
      if (misses.length > 0) {
        binding.push({ kind: 'target', mealType: null, message: `${misses.join('; ')}.` });
      }
    }
  }
  const totals = amountsOf(outcome.totals);
  return {
    day,
    ...totals,
    worstErrorPercent: against.worstErrorPercent,
    met: outcome.met,
    binding,
  };
}

const NUTRIENT_WORDS = { energyKj: 'energy', protein: 'protein', fat: 'fat', carbohydrate: 'carbohydrate' };

/** "protein 14 % under its target", each nutrient outside 5 %, and the fibre minimum when missed. */
function targetMisses(against: DayAgainstTargets): string[] {
  const misses: string[] = [];
  for (const [nutrient, value] of Object.entries(against.nutrients)) {
    if (!value || value.status === 'in') continue;
    const word = NUTRIENT_WORDS[nutrient as keyof typeof NUTRIENT_WORDS];
    const size = Math.round(Math.abs(value.errorPercent));
    misses.push(`${word} ${size} % ${value.errorPercent < 0 ? 'under' : 'over'} its target`);
  }
  if (against.fibre && !against.fibre.met) {
    misses.push(`fibre ${Math.round(against.fibre.value)} g, under its ${against.fibre.minimum} g minimum`);
  }
  if (misses.length > 0) misses[0] = misses[0]!.charAt(0).toUpperCase() + misses[0]!.slice(1);
  return misses;
}

const MEAL_TIME_WORDS: Record<RecipeMealTime, string> = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  desert: 'dessert',
  snack: 'snack',
};

/** "its energy (1,913 to 2,588 kJ) and the plan's rules (Vegetarian, free of Dairy)". */
function slotRules(plan: PreparedPlan, window: SlotEnergyWindow): string {
  const kj = (value: number) => Math.round(value).toLocaleString('en');
  const energy = `its energy (${kj(window.minKj)} to ${kj(window.maxKj)} kJ)`;
  const rules = ruleChecks(plan.request).map((check) => check.label);
  return rules.length === 0 ? energy : `${energy} and the plan's rules (${rules.join(', ')})`;
}

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The request's rules one by one, each named as the planner reads it, for saying which ones bind. */
function ruleChecks(rules: CandidateRules): { label: string; test: (candidate: PlanCandidate) => boolean }[] {
  const key = (tag: string) => tag.trim().toLowerCase();
  const has = (tags: readonly string[], wanted: string) => tags.some((tag) => key(tag) === wanted);
  const checks: { label: string; test: (candidate: PlanCandidate) => boolean }[] = [];
  for (const tag of rules.mealTags) {
    if (key(tag) !== '') checks.push({ label: tag.trim(), test: (c) => has(c.tags, key(tag)) });
  }
  for (const tag of rules.requiredNutritionTags) {
    if (key(tag) !== '') checks.push({ label: tag.trim(), test: (c) => has(c.nutritionTags, key(tag)) });
  }
  for (const tag of rules.avoidTags) {
    if (key(tag) === '') continue;
    checks.push({
      label: `free of ${tag.trim()}`,
      test: (c) => !has(c.tags, key(tag)) && !has(c.nutritionTags, key(tag)),
    });
  }
  if (rules.ingredientTags.length > 0) {
    const matches = ingredientTagMatcher(rules.ingredientTags);
    checks.push({
      label: `made with ${rules.ingredientTags.join(' or ')}`,
      test: (c) => matches(c.name, c.ingredientNames),
    });
  }
  const constraints = rules.constraints;
  if (constraints && hasConstraints(constraints)) {
    checks.push({
      label: 'safe for the client’s record',
      test: (c) =>
        mealConflicts(constraints, { name: c.name, contains: c.nutritionTags, foods: c.foods ?? [] })
          .length === 0,
    });
  }
  return checks;
}

/** The tag and ingredient rules of a request, prepared once for many candidates. */
function candidateFilter(rules: CandidateRules): (candidate: PlanCandidate) => boolean {
  const keys = new Map<string, string>(); // the same few tag names recur on every recipe
  const keyOf = (tag: string): string => {
    let key = keys.get(tag);
    if (key === undefined) keys.set(tag, (key = tag.trim().toLowerCase()));
    return key;
  };
  const tagKeys = (tags: readonly string[]) => tags.map(keyOf).filter((tag) => tag !== '');
  const has = (tags: readonly string[], key: string) => tags.some((tag) => keyOf(tag) === key);
  const mealTags = tagKeys(rules.mealTags);
  const nutritionTags = tagKeys(rules.requiredNutritionTags);
  const avoidTags = tagKeys(rules.avoidTags);
  const matchesIngredientTags = ingredientTagMatcher(rules.ingredientTags);
  const constraints = rules.constraints && hasConstraints(rules.constraints) ? rules.constraints : null;
  const isSafe = (candidate: PlanCandidate) =>
    constraints === null ||
    mealConflicts(constraints, {
      name: candidate.name,
      contains: candidate.nutritionTags,
      foods: candidate.foods ?? [],
    }).length === 0;
  return (candidate) =>
    mealTags.every((tag) => has(candidate.tags, tag)) &&
    nutritionTags.every((tag) => has(candidate.nutritionTags, tag)) &&
    !avoidTags.some((tag) => has(candidate.tags, tag) || has(candidate.nutritionTags, tag)) &&
    matchesIngredientTags(candidate.name, candidate.ingredientNames) &&
    isSafe(candidate);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function slotKey(slot: PlanSlot): string {
  return `${slot.day}:${slot.mealType}`;
}

function bySlot(a: PlanSlot, b: PlanSlot): number {
  return a.day - b.day || PLAN_MEAL_TYPES.indexOf(a.mealType) - PLAN_MEAL_TYPES.indexOf(b.mealType);
}
