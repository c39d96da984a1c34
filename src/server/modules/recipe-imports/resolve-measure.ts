import { singular } from './food-words.ts';
import { describeAmount, formatNumber, type Amount, type ParsedIngredient } from './ingredient-line.ts';
import { sizeOf, unitOf, UNITS, type SizeWord, type UnitId } from './units.ts';

/**
 * The measure of a matched ingredient line: which of the food's own portions it counts ("2 cup" of the
 * food's "cup" portion), or how many grams it weighs. Weights convert to grams; a volume is weighed only
 * through a portion of the food that says what a volume of it weighs (its own "cup", or its "tsp" scaled
 * to a cup); a count needs a portion of that name ("clove", "slice", "large"). Nothing else is guessed:
 * the line is left out and reported. Pure.
 */

export interface FoodPortion {
  id: string;
  name: string;
  unit: string;
  weight: number;
}

/** What the recipe's ingredient becomes: a portion of the food, or a built-in measure (gram, Kg). */
export interface ResolvedMeasure {
  ok: true;
  portionId: string | null;
  measure: 'gram' | 'Kg' | null;
  quantity: number;
  grams: number;
  /** How it reads in the recipe: "2 cup", "226.8 g". */
  amount: string;
  /** How it was worked out, where that is not plain; null for "2 cup" of a "cup" portion. */
  how: string | null;
}

export interface UnresolvedMeasure {
  ok: false;
  message: string;
}

/** Size portions, for a count of whole things that names none, in the order a cook would take them. */
const SIZE_PREFERENCE: readonly SizeWord[] = ['medium', 'large', 'small', 'extra large', 'jumbo'];
/** Portion words that are one whole thing. */
const WHOLE_WORDS = new Set(['each', 'whole', 'item', 'unit', 'piece', 'fruit']);

/** A portion's unit as the importer compares it: a unit, a size, or its word. */
function portionKey(portion: FoodPortion): { unit: UnitId | null; size: SizeWord | null; word: string } {
  const text = (portion.unit.trim() || portion.name.split(/[,(]/)[0]!).trim();
  return { unit: unitOf(text), size: sizeOf(text), word: singular(text.toLowerCase()) };
}

/**
 * The measure of `parsed` (which has an amount above 0) for a food with these portions, trying the main
 * amount, then the amounts in brackets ("(16 ounces)", "(3 ounces each)").
 */
export function resolveMeasure(
  parsed: ParsedIngredient,
  foodName: string,
  headWord: string,
  portions: readonly FoodPortion[],
): ResolvedMeasure | UnresolvedMeasure {
  const amount = parsed.amount!;
  const hints = [parsed.food, ...parsed.details].join(' ').toLowerCase();
  const food = { name: foodName, headWord, hints, portions };
  const main = resolveAmount(amount, parsed.size, food);
  if (main.ok) {
    if (parsed.extra.length === 0) return main;
    let grams = main.grams;
    for (const extra of parsed.extra) {
      const more = resolveAmount(extra, null, food);
      if (!more.ok) return { ok: false, message: `${more.message} (for the “+ ${describeAmount(extra)}”)` };
      grams += more.grams;
    }
    const total = roundGrams(grams);
    return {
      ok: true,
      portionId: null,
      measure: 'gram',
      quantity: total,
      grams: total,
      amount: `${formatNumber(total)} g`,
      how: `${describeAmount(amount)} + ${parsed.extra.map(describeAmount).join(' + ')} weighed together`,
    };
  }
  for (const alternative of parsed.alternatives) {
    const quantity = alternative.each ? amount.quantity * alternative.quantity : alternative.quantity;
    const resolved = resolveAmount(
      { quantity, unit: alternative.unit },
      alternative.unit === null ? parsed.size : null,
      food,
    );
    if (resolved.ok) {
      const bracket = `${describeAmount(alternative)}${alternative.each ? ' each' : ''}`;
      return {
        ...resolved,
        how: [`From the amount in brackets (${bracket})`, resolved.how].filter(Boolean).join('; '),
      };
    }
  }
  return main;
}

interface MeasuredFood {
  name: string;
  /** The last word of the line's food ("egg"): a portion of that name is one whole of it. */
  headWord: string;
  /** The line's words, to choose between portions of one unit ("cup, chopped" for chopped nuts). */
  hints: string;
  portions: readonly FoodPortion[];
}

function resolveAmount(
  amount: Amount,
  size: SizeWord | null,
  { name, headWord, hints, portions }: MeasuredFood,
): ResolvedMeasure | UnresolvedMeasure {
  const { quantity, unit } = amount;
  const keyed = portions.map((portion) => ({ portion, key: portionKey(portion) }));
  const usePortion = (portion: FoodPortion, how: string | null = null): ResolvedMeasure => ({
    ok: true,
    portionId: portion.id,
    measure: null,
    quantity,
    grams: quantity * portion.weight,
    amount: `${formatNumber(quantity)} ${portion.name}`,
    how,
  });
  const portionList =
    portions.length === 0 ? 'it has no portions' : `its portions: ${portions.map((p) => p.name).join('; ')}`;

  if (unit === null) {
    if (size) {
      const sized = pick(
        keyed.filter((k) => k.key.size === size).map((k) => k.portion),
        hints,
      );
      if (sized) return usePortion(sized);
      return { ok: false, message: `${name} has no “${size}” portion to count (${portionList})` };
    }
    const byName = keyed.filter((k) => k.key.word === headWord || WHOLE_WORDS.has(k.key.word));
    const whole = pick(
      byName.map((k) => k.portion),
      hints,
    );
    if (whole) return usePortion(whole);
    for (const preferred of SIZE_PREFERENCE) {
      const sized = keyed.find((k) => k.key.size === preferred);
      if (sized)
        return usePortion(
          sized.portion,
          `Counted as ${preferred} (the food’s “${sized.portion.name}” portion)`,
        );
    }
    return { ok: false, message: `${name} has no portion for one whole (${portionList})` };
  }

  const def = UNITS[unit];
  if (def.kind === 'weight') {
    const grams = roundGrams(quantity * def.size!);
    if (unit === 'kg') {
      return {
        ok: true,
        portionId: null,
        measure: 'Kg',
        quantity,
        grams,
        amount: `${formatNumber(quantity)} kg`,
        how: null,
      };
    }
    return {
      ok: true,
      portionId: null,
      measure: 'gram',
      quantity: grams,
      grams,
      amount: `${formatNumber(grams)} g`,
      how: unit === 'g' ? null : `${describeAmount(amount)} = ${formatNumber(grams)} g`,
    };
  }

  const same = pick(
    keyed.filter((k) => k.key.unit === unit).map((k) => k.portion),
    hints,
  );
  if (same) return usePortion(same);

  if (def.kind === 'volume') {
    const volumes = keyed.filter((k) => k.key.unit !== null && UNITS[k.key.unit].kind === 'volume');
    const other = pick(
      volumes.map((k) => k.portion),
      hints,
    );
    if (other) {
      const otherUnit = portionKey(other).unit!;
      const count = (quantity * def.size!) / UNITS[otherUnit].size!;
      const grams = roundGrams(count * other.weight);
      return {
        ok: true,
        portionId: null,
        measure: 'gram',
        quantity: grams,
        grams,
        amount: `${formatNumber(grams)} g`,
        how: `${describeAmount(amount)} = ${formatNumber(count)} of the food’s “${other.name}” portion (${formatNumber(other.weight)} g)`,
      };
    }
    return {
      ok: false,
      message: `${name} has no ${def.label} or other volume portion, so ${def.label}s cannot be weighed (${portionList})`,
    };
  }
  return { ok: false, message: `${name} has no “${def.label}” portion (${portionList})` };
}

/** Of several portions, the one whose name shares a word with the line's notes ("cup, chopped"), else the first. */
function pick(portions: readonly FoodPortion[], hints: string): FoodPortion | null {
  if (portions.length === 0) return null;
  const hinted = portions.find((portion) =>
    portion.name
      .toLowerCase()
      .split(/[^a-z]+/)
      .slice(1)
      .some((word) => word.length > 3 && hints.includes(word)),
  );
  return hinted ?? portions[0]!;
}

function roundGrams(grams: number): number {
  return Math.round(grams * 100) / 100;
}
