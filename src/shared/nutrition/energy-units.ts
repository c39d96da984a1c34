/**
 * Energy units. Stored values are always kilojoules; a user sees energy in their `energyUnit` (SPEC §3
 * User), and the product converts at exactly 4.18 kJ per Calorie (SPEC §9), not the thermochemical 4.184,
 * so that numbers match the ones its users already know.
 */

export const ENERGY_UNITS = ['kJ', 'Cal'] as const;
export type EnergyUnit = (typeof ENERGY_UNITS)[number];

export const KJ_PER_CAL = 4.18;

export function kjToCal(kj: number): number {
  return kj / KJ_PER_CAL;
}

export function calToKj(cal: number): number {
  return cal * KJ_PER_CAL;
}

/** A stored energy (kJ) in the unit the user reads, unrounded. */
export function energyInUnit(kj: number, unit: EnergyUnit): number {
  return unit === 'Cal' ? kjToCal(kj) : kj;
}
