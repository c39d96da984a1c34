import type { Nutrients } from './nutrients.ts';

/**
 * Energy factors of FSANZ Standard 1.2.8 (kJ per gram), the ones AFCD's "Energy with dietary fibre, equated"
 * uses. Alcohol, organic acids and polyols are not among our nutrients, so foods rich in them (beer, wine,
 * vinegar, sugar-free sweets) legitimately declare more energy than the macros below imply.
 */
export const ENERGY_FACTORS_KJ_PER_G = { protein: 17, fat: 37, carbohydrate: 17, fibre: 8 } as const;

/** Declared energy further than this from the implied energy is flagged... */
const RELATIVE_TOLERANCE = 0.25;
/** ...unless the gap is this small in absolute terms (near-zero foods such as water or tea). */
const ABSOLUTE_TOLERANCE_KJ = 80;

/** The energy (kJ per 100 g) the macronutrients imply; null when none of them is known. */
export function impliedEnergyKj(
  n: Pick<Nutrients, 'protein' | 'fat' | 'carbohydrate' | 'fibre'>,
): number | null {
  if (n.protein == null && n.fat == null && n.carbohydrate == null && n.fibre == null) return null;
  return (
    (n.protein ?? 0) * ENERGY_FACTORS_KJ_PER_G.protein +
    (n.fat ?? 0) * ENERGY_FACTORS_KJ_PER_G.fat +
    (n.carbohydrate ?? 0) * ENERGY_FACTORS_KJ_PER_G.carbohydrate +
    (n.fibre ?? 0) * ENERGY_FACTORS_KJ_PER_G.fibre
  );
}

export interface EnergyCheck {
  declaredKj: number;
  impliedKj: number;
  /** True when the declared energy is implausible for the macros: the row is flagged for a person to look at. */
  outlier: boolean;
}

/** Compares a food's declared energy with its macros; null when either side is unknown. */
export function checkEnergy(
  n: Pick<Nutrients, 'energyKj' | 'protein' | 'fat' | 'carbohydrate' | 'fibre'>,
): EnergyCheck | null {
  const implied = impliedEnergyKj(n);
  if (n.energyKj == null || implied == null) return null;
  const gap = Math.abs(n.energyKj - implied);
  const outlier = gap > ABSOLUTE_TOLERANCE_KJ && gap > RELATIVE_TOLERANCE * Math.max(n.energyKj, implied);
  return { declaredKj: n.energyKj, impliedKj: implied, outlier };
}

/** The reason shown in an import report for a flagged row. */
export function describeEnergyOutlier(check: EnergyCheck): string {
  return `Energy ${Math.round(check.declaredKj)} kJ differs from the ${Math.round(check.impliedKj)} kJ its macros imply`;
}
