import { NUTRIENT_KEYS, type NutrientKey, type Nutrients } from './nutrients.ts';

/**
 * Nutrient amounts of a weighed quantity of food, at full floating-point precision: rounding belongs to
 * display (display.ts), never to values that are stored or summed further.
 */

/** Every nutrient with a number: energy in kJ, sodium in mg, the rest in g. */
export type NutrientValues = Record<NutrientKey, number>;

export interface NutrientAmounts {
  values: NutrientValues;
  /**
   * The nutrients (in NUTRIENT_KEYS order) to which some food contributed an unknown value, counted as 0:
   * their values are lower bounds, and a screen marks them incomplete.
   */
  unknown: NutrientKey[];
}

function zeroNutrientValues(): NutrientValues {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, 0])) as NutrientValues;
}

function assertAmount(what: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${what} must be a finite number of 0 or more`);
  }
}

/**
 * The nutrients in `grams` of a food whose values are per 100 g: value * grams / 100. Zero grams of a food
 * contributes a known 0, whatever its values. Throws a RangeError on a negative or non-finite input: callers
 * turn user input into grams with ingredientGrams, which answers null for those.
 */
export function scaleNutrients(per100g: Nutrients, grams: number): NutrientAmounts {
  assertAmount('grams', grams);
  const values = zeroNutrientValues();
  const unknown: NutrientKey[] = [];
  for (const key of NUTRIENT_KEYS) {
    const value = per100g[key];
    if (value == null) {
      if (grams > 0) unknown.push(key);
      continue;
    }
    assertAmount(key, value);
    values[key] = (value * grams) / 100;
  }
  return { values, unknown };
}

/** The sum of several amounts; a nutrient is unknown in the sum when it is unknown in any part. */
export function sumNutrients(parts: readonly NutrientAmounts[]): NutrientAmounts {
  const values = zeroNutrientValues();
  const unknown = new Set<NutrientKey>();
  for (const part of parts) {
    for (const key of NUTRIENT_KEYS) values[key] += part.values[key];
    for (const key of part.unknown) unknown.add(key);
  }
  return { values, unknown: NUTRIENT_KEYS.filter((key) => unknown.has(key)) };
}
