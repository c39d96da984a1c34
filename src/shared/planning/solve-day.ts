import type { Random } from './random.ts';

/**
 * The day solver of plan generation (issue 30, decision 066): chooses one option (a recipe at one of its
 * serves) for each open slot of a day so that the day's energy, protein, fat and carbohydrate come as close
 * to their targets as the options allow, judged as dayAgainstTargets judges a day: the largest relative
 * error over the targets set, and the fibre minimum's shortfall.
 *
 * It is a local search: from a random start, each slot in turn takes the option that most improves the day
 * (no recipe twice in the day first, then the largest error, then, while that stays under `aimPercent`, the
 * least preference cost (variety, the plan's own serves), then the sum of squared errors), sweeping until no
 * slot can improve; then again from other random starts, keeping the best day. Measured against MILP solvers in decision 066: as exact on these days, and
 * much faster.
 */

/** Amounts are packed five to an option: energy kJ, protein, fat, carbohydrate, fibre (g). */
export const AMOUNTS = 5;
const ENERGY = 0;
const FIBRE = 4;

/** What one slot of the day may take. Parallel arrays, one entry per option. */
export interface SlotOptions {
  /** The option's recipe, as a number (0 or more) shared by every slot of the plan. */
  recipe: Int32Array;
  /** AMOUNTS numbers per option: what the recipe at the option's serves brings to the day. */
  amounts: Float64Array;
  /**
   * What choosing the option costs in preference (0 for the slot's most preferred options): among days
   * within aimPercent, the solver takes the one of least total cost.
   */
  cost: Uint16Array;
}

/** The day's targets: energy in kJ and grams; null or 0 where none is set (that nutrient is free). */
export interface DayGoal {
  energyKj: number | null;
  protein: number | null;
  fat: number | null;
  carbohydrate: number | null;
  fibreMin: number | null;
}

export interface DaySolveInput {
  slots: readonly SlotOptions[];
  /** What the day's kept meals bring (AMOUNTS numbers). */
  fixed: ArrayLike<number>;
  /** The kept meals' recipes (numbers as in SlotOptions): a slot takes one of them only if nothing else. */
  fixedRecipes: readonly number[];
  goal: DayGoal;
  random: Random;
  /** How many random starts at most (the search stops early once the day is within aimPercent). */
  restarts: number;
  /** A day whose largest error is at most this is as good as any other on that count. */
  aimPercent: number;
}

export interface DaySolution {
  /** The option chosen for each slot (an index into its SlotOptions), -1 for a slot without options. */
  choice: Int32Array;
  /** The day's totals with the kept meals (AMOUNTS numbers). */
  totals: Float64Array;
  /** Slots holding a recipe another meal of the day holds (only when a slot had nothing else). */
  repeats: number;
  /** The largest relative error in percent (the fibre shortfall counted as one). */
  worstPercent: number;
  cost: number;
  sumSquares: number;
}

/** A day's score, compared field by field: repeats, the largest error (down to the aim), cost, squares. */
interface Score {
  repeats: number;
  worst: number;
  cost: number;
  sumSquares: number;
}

/** The goal as the inner loop reads it: the targets' inverses (0 for none), the fibre minimum, the aim. */
interface PreparedGoal {
  inverse: Float64Array;
  fibreMin: number;
  aim: number;
}

function prepareGoal(goal: DayGoal, aimPercent: number): PreparedGoal {
  const inverse = new Float64Array(FIBRE);
  [goal.energyKj, goal.protein, goal.fat, goal.carbohydrate].forEach((target, i) => {
    inverse[i] = target !== null && target > 0 ? 1 / target : 0;
  });
  return {
    inverse,
    fibreMin: goal.fibreMin !== null && goal.fibreMin > 0 ? goal.fibreMin : 0,
    aim: aimPercent / 100,
  };
}

/** Writes the largest relative error and the sum of squared errors of totals `t` into `out`. */
function errorsInto(t: ArrayLike<number>, goal: PreparedGoal, out: Score): void {
  let worst = 0;
  let sumSquares = 0;
  for (let n = ENERGY; n < FIBRE; n++) {
    const inverse = goal.inverse[n]!;
    if (inverse === 0) continue;
    const e = t[n]! * inverse - 1;
    const size = e < 0 ? -e : e;
    if (size > worst) worst = size;
    sumSquares += e * e;
  }
  if (goal.fibreMin > 0 && t[FIBRE]! < goal.fibreMin) {
    const short = 1 - t[FIBRE]! / goal.fibreMin;
    if (short > worst) worst = short;
    sumSquares += short * short;
  }
  out.worst = worst;
  out.sumSquares = sumSquares;
}

/** A tiny improvement is not one: it keeps the search from cycling over rounding. */
const GAIN = 1e-12;

/** True when score a is better than b. */
function better(a: Score, b: Score, aim: number): boolean {
  if (a.repeats !== b.repeats) return a.repeats < b.repeats;
  const wa = a.worst > aim ? a.worst : aim;
  const wb = b.worst > aim ? b.worst : aim;
  if (wa < wb - GAIN) return true;
  if (wa > wb + GAIN) return false;
  if (a.cost !== b.cost) return a.cost < b.cost;
  return a.sumSquares < b.sumSquares - GAIN;
}

export function solveDay(input: DaySolveInput): DaySolution {
  const { slots, random } = input;
  const goal = prepareGoal(input.goal, input.aimPercent);
  const k = slots.length;
  let recipeCount = 0;
  for (const options of slots)
    for (const recipe of options.recipe) recipeCount = Math.max(recipeCount, recipe + 1);
  for (const recipe of input.fixedRecipes) recipeCount = Math.max(recipeCount, recipe + 1);
  // How many meals of the day hold each recipe, kept meals included.
  const inDay = new Int32Array(recipeCount);

  let best: DaySolution | null = null;
  const bestScore: Score = { repeats: Infinity, worst: Infinity, cost: Infinity, sumSquares: Infinity };
  // The least cost a day can have: each slot at its cheapest option.
  let leastCost = 0;
  for (const options of slots) {
    let least = Infinity;
    for (const cost of options.cost) least = Math.min(least, cost);
    if (least < Infinity) leastCost += least;
  }
  const choice = new Int32Array(k);
  const totals = new Float64Array(AMOUNTS);
  const trial = new Float64Array(AMOUNTS);
  const current: Score = { repeats: 0, worst: 0, cost: 0, sumSquares: 0 };
  const candidate: Score = { repeats: 0, worst: 0, cost: 0, sumSquares: 0 };
  const order = Array.from({ length: k }, (_, i) => i);

  const restarts = Math.max(1, input.restarts);
  for (let start = 0; start < restarts; start++) {
    inDay.fill(0);
    for (const recipe of input.fixedRecipes) inDay[recipe]! += 1;
    for (let n = 0; n < AMOUNTS; n++) totals[n] = input.fixed[n] ?? 0;
    current.repeats = 0;
    current.cost = 0;
    // A random start: each slot a random option whose recipe no other meal of the day holds, if any.
    shuffle(order, random);
    for (const i of order) {
      const options = slots[i]!;
      const count = options.recipe.length;
      choice[i] = -1;
      if (count === 0) continue;
      let pick = Math.floor(random() * count);
      for (let tries = 0; tries < count && inDay[options.recipe[pick]!]! > 0; tries++) {
        pick = pick + 1 === count ? 0 : pick + 1;
      }
      const recipe = options.recipe[pick]!;
      if (inDay[recipe]! > 0) current.repeats++;
      inDay[recipe]! += 1;
      choice[i] = pick;
      current.cost += options.cost[pick]!;
      for (let n = 0; n < AMOUNTS; n++) totals[n]! += options.amounts[pick * AMOUNTS + n]!;
    }
    errorsInto(totals, goal, current);

    // Coordinate descent: each slot takes its best option given the others, until a sweep changes nothing.
    for (let sweep = 0; sweep < 100; sweep++) {
      let improved = false;
      shuffle(order, random);
      for (const i of order) {
        const options = slots[i]!;
        const count = options.recipe.length;
        const at = choice[i]!;
        if (count <= 1 || at < 0) continue;
        const own = options.recipe[at]!;
        const ownRepeats = inDay[own]! > 1 ? 1 : 0;
        const from = at * AMOUNTS;
        let bestOption = -1;
        const bestHere: Score = { ...current };
        for (let o = 0; o < count; o++) {
          if (o === at) continue;
          const recipe = options.recipe[o]!;
          // Never a recipe another meal of the day holds (a slot holding one may leave it).
          if (recipe !== own && inDay[recipe]! > 0) continue;
          const base = o * AMOUNTS;
          for (let n = 0; n < AMOUNTS; n++) {
            trial[n] = totals[n]! - options.amounts[from + n]! + options.amounts[base + n]!;
          }
          candidate.repeats = recipe === own ? current.repeats : current.repeats - ownRepeats;
          candidate.cost = current.cost - options.cost[at]! + options.cost[o]!;
          errorsInto(trial, goal, candidate);
          if (better(candidate, bestHere, goal.aim)) {
            bestOption = o;
            Object.assign(bestHere, candidate);
          }
        }
        if (bestOption < 0) continue;
        const to = bestOption * AMOUNTS;
        for (let n = 0; n < AMOUNTS; n++) {
          totals[n] = totals[n]! - options.amounts[from + n]! + options.amounts[to + n]!;
        }
        inDay[own]! -= 1;
        inDay[options.recipe[bestOption]!]! += 1;
        choice[i] = bestOption;
        Object.assign(current, bestHere);
        improved = true;
      }
      if (!improved) break;
    }

    if (best === null || better(current, bestScore, goal.aim)) {
      best = {
        choice: choice.slice(),
        totals: totals.slice(),
        repeats: current.repeats,
        worstPercent: current.worst * 100,
        cost: current.cost,
        sumSquares: current.sumSquares,
      };
      Object.assign(bestScore, current);
    }
    if (bestScore.repeats === 0 && bestScore.worst <= goal.aim && bestScore.cost === leastCost) {
      break;
    }
  }
  return best!;
}

/** Fisher-Yates with the seeded source. */
function shuffle(items: number[], random: Random): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const item = items[i]!;
    items[i] = items[j]!;
    items[j] = item;
  }
}
