import type { ActivityLevelKey } from '../nutrition/goal-options.ts';
import { goalDirection, type GoalDirection } from '../nutrition/energy-calculator.ts';
import type { GoalCode } from '../schemas/meal-plans.ts';

/**
 * A plan's protein, fat and carbohydrate targets (issue 30): how the professional sets them (grams, a share
 * of the energy target, protein as g/kg of the client's weight), what they come to in grams, the defaults
 * the calculator proposes, and whether they agree with the energy target. The planner screen, generation,
 * the accuracy script and the tests all read these functions, so a figure is worked out in one place.
 */

/**
 * kJ per gram (Food Standards Code, Schedule 11: the factors Australian and New Zealand labels use). USDA
 * foods carry food-specific Atwater factors, so a day's energy is compared with 17P + 37F + 17C with a
 * tolerance, never expected to equal it.
 */
export const MACRO_KJ_PER_GRAM = { protein: 17, fat: 37, carbohydrate: 17 } as const;

export type MacroKey = keyof typeof MACRO_KJ_PER_GRAM;
export const MACRO_KEYS: readonly MacroKey[] = ['protein', 'fat', 'carbohydrate'];

export const MACRO_LABELS: Record<MacroKey, string> = {
  protein: 'Protein',
  fat: 'Fat',
  carbohydrate: 'Carbohydrate',
};

/**
 * Acceptable macronutrient distribution ranges for adults, in percent of energy: NHMRC, "Nutrient Reference
 * Values for Australia and New Zealand" (2006, Macronutrient balance): protein 15-25 %, fat 20-35 %,
 * carbohydrate 45-65 %.
 */
export const MACRO_RANGES_PERCENT: Record<MacroKey, readonly [number, number]> = {
  protein: [15, 25],
  fat: [20, 35],
  carbohydrate: [45, 65],
};

/** Protein in g/kg of body weight that sports and clinical practice usually set (1.2-2.0; 0.8 the RDI). */
export const PROTEIN_G_PER_KG_RANGE = [0.8, 2.5] as const;

/** How a target is set: grams a day, percent of the energy target, or (protein only) g/kg of weight. */
export const MACRO_TARGET_UNITS = ['g', 'percent', 'gPerKg'] as const;
export type MacroTargetUnit = (typeof MACRO_TARGET_UNITS)[number];

export interface MacroTarget {
  unit: MacroTargetUnit;
  value: number;
}

/** What the professional set on the plan; a macro left null has no target (generation ignores it). */
export interface MacroTargetSpec {
  protein: MacroTarget | null;
  fat: MacroTarget | null;
  carbohydrate: MacroTarget | null;
  /** A daily fibre minimum in grams, or null. */
  fibreMinG: number | null;
}

export const NO_MACRO_TARGETS: MacroTargetSpec = {
  protein: null,
  fat: null,
  carbohydrate: null,
  fibreMinG: null,
};

/** The targets in grams a day; null where there is none (or it cannot be worked out). */
export interface MacroGrams {
  proteinG: number | null;
  fatG: number | null;
  carbohydrateG: number | null;
  fibreMinG: number | null;
}

/** Why a target could not be turned into grams. */
export type MacroTargetProblem =
  | { kind: 'needsEnergyTarget'; macro: MacroKey }
  | { kind: 'needsWeight'; macro: MacroKey };

export interface ResolvedMacroTargets extends MacroGrams {
  problems: MacroTargetProblem[];
}

/**
 * The spec in grams: grams as given, a percent of the energy target over the macro's kJ per gram, g/kg
 * times the client's weight. A percent without an energy target, or g/kg without a weight, gives null and
 * a problem the screen names.
 */
export function resolveMacroTargets(
  spec: MacroTargetSpec | null,
  energyTargetKj: number | null,
  weightKg: number | null,
): ResolvedMacroTargets {
  const problems: MacroTargetProblem[] = [];
  const grams = (macro: MacroKey): number | null => {
    const target = spec?.[macro] ?? null;
    if (target === null) return null;
    switch (target.unit) {
      case 'g':
        return target.value;
      case 'percent':
        if (energyTargetKj === null || energyTargetKj <= 0) {
          problems.push({ kind: 'needsEnergyTarget', macro });
          return null;
        }
        return (energyTargetKj * target.value) / 100 / MACRO_KJ_PER_GRAM[macro];
      case 'gPerKg':
        if (weightKg === null || weightKg <= 0) {
          problems.push({ kind: 'needsWeight', macro });
          return null;
        }
        return target.value * weightKg;
    }
  };
  return {
    proteinG: grams('protein'),
    fatG: grams('fat'),
    carbohydrateG: grams('carbohydrate'),
    fibreMinG: spec?.fibreMinG ?? null,
    problems,
  };
}

/** True when the spec sets any target at all. */
export function hasMacroTargets(spec: MacroTargetSpec | null): boolean {
  return (
    spec !== null &&
    (spec.protein !== null || spec.fat !== null || spec.carbohydrate !== null || spec.fibreMinG !== null)
  );
}

/** The energy the three macros bring, in kJ: 17 P + 37 F + 17 C (a missing target counts nothing). */
export function macroEnergyKj(grams: Pick<MacroGrams, 'proteinG' | 'fatG' | 'carbohydrateG'>): number {
  return (
    (grams.proteinG ?? 0) * MACRO_KJ_PER_GRAM.protein +
    (grams.fatG ?? 0) * MACRO_KJ_PER_GRAM.fat +
    (grams.carbohydrateG ?? 0) * MACRO_KJ_PER_GRAM.carbohydrate
  );
}

/** How far the three targets' energy may be from the energy target before the screen says so. */
export const TARGET_AGREEMENT_PERCENT = 5;

export interface TargetAgreement {
  /** 17 P + 37 F + 17 C of the targets. */
  macroKj: number;
  /** (macroKj - energy target) / energy target, in percent. */
  differencePercent: number;
  agrees: boolean;
  /** Each macro's share of the energy target, in percent (null without a target). */
  sharesPercent: Record<MacroKey, number | null>;
}

/**
 * Whether the macro targets add up to the energy target: only when all three are set (with fewer the
 * remainder is free) and there is an energy target; null otherwise. Food energy also comes from fibre and
 * alcohol and USDA factors differ from 17/37/17, so within TARGET_AGREEMENT_PERCENT they agree.
 */
export function targetAgreement(grams: MacroGrams, energyTargetKj: number | null): TargetAgreement | null {
  if (energyTargetKj === null || energyTargetKj <= 0) return null;
  const sharesPercent = {
    protein: share(grams.proteinG, 'protein', energyTargetKj),
    fat: share(grams.fatG, 'fat', energyTargetKj),
    carbohydrate: share(grams.carbohydrateG, 'carbohydrate', energyTargetKj),
  };
  if (grams.proteinG === null || grams.fatG === null || grams.carbohydrateG === null) {
    const macroKj = macroEnergyKj(grams);
    const differencePercent = ((macroKj - energyTargetKj) / energyTargetKj) * 100;
    // With a macro free, the set ones must only leave room for it.
    return { macroKj, differencePercent, agrees: macroKj <= energyTargetKj * 1.05, sharesPercent };
  }
  const macroKj = macroEnergyKj(grams);
  const differencePercent = ((macroKj - energyTargetKj) / energyTargetKj) * 100;
  return {
    macroKj,
    differencePercent,
    agrees: Math.abs(differencePercent) <= TARGET_AGREEMENT_PERCENT,
    sharesPercent,
  };
}

function share(grams: number | null, macro: MacroKey, energyTargetKj: number): number | null {
  return grams === null ? null : ((grams * MACRO_KJ_PER_GRAM[macro]) / energyTargetKj) * 100;
}

/** Shares of energy (percent) the calculator proposes by goal direction, inside MACRO_RANGES_PERCENT. */
export const DEFAULT_MACRO_SHARES: Record<GoalDirection, Record<MacroKey, number>> = {
  // Weight loss: protein at the top of its range keeps lean mass and satiety on less energy.
  loss: { protein: 25, fat: 30, carbohydrate: 45 },
  maintenance: { protein: 20, fat: 30, carbohydrate: 50 },
  // Weight gain: more carbohydrate for the extra energy.
  gain: { protein: 20, fat: 30, carbohydrate: 50 },
};

/** Protein g/kg proposed for a heavily active client (sports practice: 1.2-2.0 g/kg). */
export const ACTIVE_PROTEIN_G_PER_KG = 1.6;

/**
 * The targets the calculator proposes from the client's record: shares of energy by goal; for a heavily
 * active client with a known weight, protein as 1.6 g/kg (when that stays inside 15-25 % of the energy
 * target; otherwise the share), with fat at 30 % and carbohydrate the rest; fibre 25 g (women) or 30 g
 * (men), the NHMRC adequate intakes, 25 g when the sex is unknown.
 */
export function proposeMacroTargets(input: {
  goal: GoalCode | null;
  activity: ActivityLevelKey | null;
  weightKg: number | null;
  gender: 'male' | 'female' | null;
  energyTargetKj: number | null;
}): MacroTargetSpec {
  const direction = input.goal ? goalDirection(input.goal) : 'maintenance';
  const shares = DEFAULT_MACRO_SHARES[direction];
  const fibreMinG = input.gender === 'male' ? 30 : 25;
  const percent = (value: number): MacroTarget => ({ unit: 'percent', value });
  if (
    input.activity === 'heavy' &&
    input.weightKg !== null &&
    input.energyTargetKj !== null &&
    input.energyTargetKj > 0
  ) {
    const proteinShare =
      ((ACTIVE_PROTEIN_G_PER_KG * input.weightKg * MACRO_KJ_PER_GRAM.protein) / input.energyTargetKj) * 100;
    const [low, high] = MACRO_RANGES_PERCENT.protein;
    if (proteinShare >= low && proteinShare <= high) {
      return {
        protein: { unit: 'gPerKg', value: ACTIVE_PROTEIN_G_PER_KG },
        fat: percent(30),
        carbohydrate: percent(Math.round(100 - 30 - proteinShare)),
        fibreMinG,
      };
    }
  }
  return {
    protein: percent(shares.protein),
    fat: percent(shares.fat),
    carbohydrate: percent(shares.carbohydrate),
    fibreMinG,
  };
}
