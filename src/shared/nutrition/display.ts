import { energyInUnit, type EnergyUnit } from './energy-units.ts';
import { NUTRIENT_INFO, type NutrientKey } from './nutrients.ts';

/**
 * The one rounding rule for nutrient numbers a person reads (screens, PDFs, eBooks). Stored and summed
 * values are never rounded: round only the figure being shown, after converting it to the unit shown.
 *
 * - Energy: whole kJ, or whole Cal (converted at 4.18 first, then rounded).
 * - Sodium: whole mg.
 * - Protein, fat, carbohydrate, sugars, fibre: one decimal place in g, with no trailing zero: "12.5 g",
 *   "12 g" (not "12.0 g").
 * - Halves round away from zero: 0.25 g shows "0.3 g", 2.5 kJ shows "3 kJ".
 * - Zero is always "0": never "-0", even for a tiny negative that rounds to it.
 * - Plain digits with "." for decimals and no thousands separator, so the browser and the server's
 *   documents print the same text whatever their locale.
 */

const DECIMALS: Record<NutrientKey, number> = {
  energyKj: 0,
  protein: 1,
  fat: 1,
  carbohydrate: 1,
  sugars: 1,
  fibre: 1,
  sodium: 0,
};

/** A nutrient value, already in the unit shown, rounded as the rule above says. */
export function roundForDisplay(key: NutrientKey, value: number): number {
  const scale = 10 ** DECIMALS[key];
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale;
  // `+ 0` turns -0 into 0.
  return rounded + 0;
}

/** The unit a nutrient is shown in: energy in the user's unit, sodium in mg, the rest in g. */
export function displayUnit(key: NutrientKey, energyUnit: EnergyUnit): EnergyUnit | 'g' | 'mg' {
  const unit = NUTRIENT_INFO[key].unit;
  return unit === 'kJ' ? energyUnit : unit;
}

/** A stored nutrient value (energy in kJ) as the user reads it: "1046 kJ", "250 Cal", "12.5 g", "450 mg". */
export function formatNutrient(key: NutrientKey, value: number, energyUnit: EnergyUnit): string {
  const shown = key === 'energyKj' ? energyInUnit(value, energyUnit) : value;
  return `${roundForDisplay(key, shown)} ${displayUnit(key, energyUnit)}`;
}
