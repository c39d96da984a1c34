import { PLAN_DAYS, PLAN_MEAL_TYPES, type PlanMealType } from '../constants/meal-plans.ts';
import {
  hasConstraints,
  mealConflicts,
  type ClientConstraints,
  type FoodSafetyFacts,
} from '../safety/client-safety.ts';
import type { RecipeMealTime } from '../schemas/recipes.ts';
import {
  isInEnergyRange,
  slotEnergyWindows,
  type EnergyPlan,
  type PlanServings,
  type SlotEnergyWindow,
} from './energy-targets.ts';
import { ingredientTagMatcher } from './ingredient-match.ts';
import { comparePreference, PlanUsage, type Preference } from './plan-usage.ts';
import { hashString, mix32, randomIndex, seededRandom, type Random } from './random.ts';

/**
 * The automatic meal-plan generator (SPEC §5): fills a 7-day plan's slots with recipes whose energy fits
 * each slot's target and which carry the plan's tags, preferring variety. Pure and deterministic: the same
 * request (seed included) and the same candidates, in any order, give the same plan.
 */

/**
 * A recipe the database prefilter found for the plan (published, visible to the planner, roughly in an
 * energy window). The generator re-checks every rule, so a prefilter may keep more than it needs to.
 */
export interface PlanCandidate {
  id: string;
  name: string;
  energyKjPerServe: number;
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

/** A meal of a plan: a recipe, or a slot marked "no meal" (recipeId null). */
export interface PlanMeal extends PlanSlot {
  recipeId: string | null;
  noMeal: boolean;
  locked: boolean;
  serves: number;
}

export interface GenerationRequest extends EnergyPlan {
  /** Serves per meal type (default 1); a slot's energy is the recipe's energy per serve times its serves. */
  servings: PlanServings;
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
   * its name, nutrition tags and foods) is never placed. Locked meals are kept whatever they are.
   */
  constraints?: ClientConstraints;
  /** The plan's current meals. */
  existing: readonly PlanMeal[];
  /** The same seed reproduces the same plan; 42 and '42' are the same seed. */
  seed: number | string;
}

export type GenerationError = 'selectMainMeal';

export type GenerationResult =
  | {
      ok: true;
      /** The plan's meals after generation, by day then planner order: what the plan should now hold. */
      meals: PlanMeal[];
      /** Slots no candidate fits, by day then planner order. */
      unfilled: PlanSlot[];
      /** True when a slot is unfilled: "There are not enough recipes to meet the requested criteria". */
      noMeals: boolean;
    }
  | { ok: false; error: GenerationError };

/**
 * Generates a plan. The existing meals are read as SPEC §5 says ("Locked meals are not overwritten, except
 * no-meal slots"):
 * - a locked meal with a recipe is kept exactly as it is, wherever it is and whatever its recipe (the
 *   professional chose it), and its recipe counts as used for the preference;
 * - every other slot of the plan's shape is filled: unlocked meals are replaced, and so are no-meal slots,
 *   locked or not; a generated meal is unlocked and has the plan's serves for its meal type;
 * - a no-meal slot no recipe fits stays as it was; other unfillable slots have no meal (and are named in
 *   `unfilled`);
 * - unlocked meals outside the plan's shape (a snack3 when the plan now has two snacks) are dropped.
 *
 * Slots are filled one meal type at a time, the meal type with the fewest fitting recipes first, days 1 to
 * 7: a recipe that suits several meal types then goes first where it is scarce, which gives the plan the
 * most variety. Within the preference (plan-usage.ts), the choice is random from the seed.
 */
export function generatePlan(
  request: GenerationRequest,
  candidates: readonly PlanCandidate[],
): GenerationResult {
  if (request.mainMeals.length === 0) return { ok: false, error: 'selectMainMeal' };
  const windows = slotEnergyWindows(request);
  const seed = hashString(String(request.seed));
  const random = seededRandom(request.seed);

  const usage = new PlanUsage();
  const meals: PlanMeal[] = [];
  const occupied = new Set<string>();
  const noMealRows = new Map<string, PlanMeal>();
  for (const meal of request.existing) {
    const key = slotKey(meal);
    if (meal.locked && !meal.noMeal && meal.recipeId !== null) {
      meals.push({ ...meal });
      occupied.add(key);
      usage.record(meal.day, meal.mealType, meal.recipeId);
    } else if (meal.noMeal && !noMealRows.has(key)) {
      noMealRows.set(key, meal);
    }
  }

  const unfilled: PlanSlot[] = [];
  const fillers = slotFillers(request, windows, candidates, seed);
  fillers.sort((a, b) => a.size - b.size || typeOrder(a.window) - typeOrder(b.window));
  for (const filler of fillers) {
    const { mealType, serves } = filler.window;
    for (let day = 1; day <= PLAN_DAYS; day++) {
      const key = slotKey({ day, mealType });
      if (occupied.has(key)) continue;
      const recipe = filler.pick(day, usage, random);
      if (recipe) {
        meals.push({ day, mealType, recipeId: recipe.id, noMeal: false, locked: false, serves });
        usage.record(day, mealType, recipe.id);
        continue;
      }
      unfilled.push({ day, mealType });
      const noMealRow = noMealRows.get(key);
      if (noMealRow) meals.push({ ...noMealRow });
    }
  }

  meals.sort(bySlot);
  unfilled.sort(bySlot);
  return { ok: true, meals, unfilled, noMeals: unfilled.length > 0 };
}

type CandidateRules = Pick<
  GenerationRequest,
  'mealTags' | 'requiredNutritionTags' | 'avoidTags' | 'ingredientTags' | 'constraints'
>;

/**
 * The candidates that fit one meal type of the plan: the right meal time, the energy within the slot's
 * tolerance for its serves, every required meal and nutrition tag, no avoided tag, and a match for one of
 * the ingredient tags when any is set, and nothing the client must not be served. Tag names compare ignoring case and surrounding spaces, as the tag
 * lists keep names unique that way.
 */
export function eligibleCandidates(
  rules: CandidateRules,
  window: SlotEnergyWindow,
  candidates: readonly PlanCandidate[],
): PlanCandidate[] {
  const fits = candidateFilter(rules);
  return candidates.filter((candidate) => suitsWindow(candidate, window) && fits(candidate));
}

function suitsWindow(candidate: PlanCandidate, window: SlotEnergyWindow): boolean {
  return (
    candidate.mealTimes.includes(window.mealTime) &&
    isInEnergyRange(candidate.energyKjPerServe * window.serves, window)
  );
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

/**
 * One filler per meal type of the plan, over the candidates that fit it, found in one pass (the cheap
 * checks first, the tag rules at most once per candidate).
 */
function slotFillers(
  rules: CandidateRules,
  windows: readonly SlotEnergyWindow[],
  candidates: readonly PlanCandidate[],
  seed: number,
): SlotFiller[] {
  const fits = candidateFilter(rules);
  const lists = windows.map(() => ({ candidates: [] as PlanCandidate[], hashes: [] as number[] }));
  for (const candidate of candidates) {
    let hash: number | undefined;
    for (let i = 0; i < windows.length; i++) {
      if (!suitsWindow(candidate, windows[i]!)) continue;
      if (hash === undefined) {
        if (!fits(candidate)) break;
        hash = hashString(candidate.id, seed);
      }
      lists[i]!.candidates.push(candidate);
      lists[i]!.hashes.push(hash);
    }
  }
  return windows.map((window, i) => {
    const salt = hashString(window.mealType, seed);
    const { candidates: fitting, hashes } = lists[i]!;
    return new SlotFiller(
      window,
      fitting,
      Uint32Array.from(hashes, (hash) => mix32(hash ^ salt)),
    );
  });
}

/**
 * Picks recipes for the slots of one meal type. Its candidates are drawn in a random order made from the
 * seed and their ids (not from the order they were given in), so while unused candidates remain, the next
 * unused one drawn is a uniform random choice among them; a heap draws only as many as the plan needs.
 * Once all are drawn and used (so there are no more of them than meals in the plan), they are ranked by the
 * preference one by one and the seeded random source breaks the ties.
 */
class SlotFiller {
  private readonly heap: number[];
  private readonly drawn: PlanCandidate[] = [];
  private current: PlanCandidate | undefined;

  constructor(
    readonly window: SlotEnergyWindow,
    private readonly candidates: readonly PlanCandidate[],
    private readonly keys: Uint32Array,
  ) {
    this.heap = candidates.map((_, i) => i);
    for (let i = (this.heap.length >> 1) - 1; i >= 0; i--) this.siftDown(i);
    this.current = this.draw();
  }

  /** How many candidates fit this meal type. */
  get size(): number {
    return this.candidates.length;
  }

  pick(day: number, usage: PlanUsage, random: Random): PlanCandidate | null {
    while (this.current && usage.isUsed(this.current.id)) this.current = this.draw();
    if (this.current) return this.current;

    let best: PlanCandidate[] = [];
    let bestPreference: Preference | null = null;
    for (const candidate of this.drawn) {
      const preference = usage.preference(day, this.window.mealType, candidate.id);
      const order = bestPreference ? comparePreference(preference, bestPreference) : -1;
      if (order < 0) {
        best = [candidate];
        bestPreference = preference;
      } else if (order === 0) {
        best.push(candidate);
      }
    }
    return best.length === 0 ? null : best[randomIndex(random, best.length)]!;
  }

  private draw(): PlanCandidate | undefined {
    const heap = this.heap;
    if (heap.length === 0) return undefined;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      this.siftDown(0);
    }
    const candidate = this.candidates[top]!;
    this.drawn.push(candidate);
    return candidate;
  }

  private siftDown(start: number): void {
    const heap = this.heap;
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      let smallest = i;
      if (left < heap.length && this.before(heap[left]!, heap[smallest]!)) smallest = left;
      if (left + 1 < heap.length && this.before(heap[left + 1]!, heap[smallest]!)) smallest = left + 1;
      if (smallest === i) return;
      [heap[i], heap[smallest]] = [heap[smallest]!, heap[i]!];
      i = smallest;
    }
  }

  /** Whether candidate a is drawn before candidate b: by key, and by id in the rare tie. */
  private before(a: number, b: number): boolean {
    const keyA = this.keys[a]!;
    const keyB = this.keys[b]!;
    if (keyA !== keyB) return keyA < keyB;
    return this.candidates[a]!.id < this.candidates[b]!.id;
  }
}

function slotKey(slot: PlanSlot): string {
  return `${slot.day}:${slot.mealType}`;
}

function typeOrder(window: SlotEnergyWindow): number {
  return PLAN_MEAL_TYPES.indexOf(window.mealType);
}

function bySlot(a: PlanSlot, b: PlanSlot): number {
  return a.day - b.day || PLAN_MEAL_TYPES.indexOf(a.mealType) - PLAN_MEAL_TYPES.indexOf(b.mealType);
}
