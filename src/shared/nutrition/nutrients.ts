/**
 * The nutrients the product tracks (SPEC §3 Food), all per 100 g of food. Sodium is in milligrams, energy in
 * kilojoules, the rest in grams.
 */
export const NUTRIENT_KEYS = [
  'energyKj',
  'protein',
  'fat',
  'carbohydrate',
  'sugars',
  'fibre',
  'sodium',
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** Nutrient values; null means the source gave no value, which sums count as 0. */
export type Nutrients = Record<NutrientKey, number | null>;

export const NUTRIENT_INFO: Record<NutrientKey, { label: string; unit: 'kJ' | 'g' | 'mg' }> = {
  energyKj: { label: 'Energy', unit: 'kJ' },
  protein: { label: 'Protein', unit: 'g' },
  fat: { label: 'Fat', unit: 'g' },
  carbohydrate: { label: 'Carbohydrate', unit: 'g' },
  sugars: { label: 'Sugars', unit: 'g' },
  fibre: { label: 'Fibre', unit: 'g' },
  sodium: { label: 'Sodium', unit: 'mg' },
};
