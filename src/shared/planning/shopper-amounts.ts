/**
 * Amounts as a shopper buys them (decision 037): the measure the recipes used when they all use the same
 * one, rounded up to what can be bought ("3 × medium", "2¼ × cup"), else the weight, rounded up to steps
 * that grow with the amount ("35 g", "375 g", "1.3 kg"). Rounding is always up, so the list never buys
 * less than the recipes need; "about" is said only where a count comes from a weight.
 */

/** A household measure the recipes use for a food, summed over the plan. */
export interface MeasureUse {
  /** The portion's name as the food gives it: "cup, chopped", "medium (2-1/8\" dia)", "mL". */
  name: string;
  /** What the portion counts: "cup", "medium", "oz", "mL"; empty when the food's author gave none. */
  unit: string;
  /** How many of the portion, over the whole plan. */
  quantity: number;
  /** Their weight in grams. */
  grams: number;
}

export interface AmountInput {
  /** The food's whole weight over the plan, in grams. */
  grams: number;
  /** The part of it the recipes gave by weight. */
  weighedGrams: number;
  /** The household measures the recipes gave the rest in. */
  measures: readonly MeasureUse[];
  /** The food's first household portion (one of it weighs `weight` g), to say a weight as a count. */
  household: { name: string; unit: string; weight: number } | null;
}

export interface ShopperAmount {
  /** What to buy: "3 × medium", "375 g", "1.3 L". */
  amount: string;
  /** A second reading where it helps: "about 540 g" for cups, "about 3 × medium" for a weight. */
  note: string | null;
}

export type UnitKind = 'weight' | 'volume' | 'spoon' | 'count';

const MILLILITRES_PER_UNIT: Readonly<Record<string, number>> = {
  ml: 1,
  millilitre: 1,
  millilitres: 1,
  milliliter: 1,
  milliliters: 1,
  l: 1000,
  litre: 1000,
  litres: 1000,
  liter: 1000,
  liters: 1000,
  'fl oz': 29.5735,
};
const WEIGHT_UNITS = /^(g|grams?|kg|kilograms?|oz|ounces?|lbs?|pounds?)$/;
const CUP_UNITS = /^cups?$/;
const SPOON_UNITS = /^(tbsp|tablespoons?|tsp|teaspoons?)$/;

/** What a portion's unit (or, without one, its name up to a comma or bracket) measures. */
export function unitKind(portion: { name: string; unit: string }): UnitKind {
  const unit = unitOf(portion);
  if (WEIGHT_UNITS.test(unit)) return 'weight';
  if (unit in MILLILITRES_PER_UNIT) return 'volume';
  if (CUP_UNITS.test(unit) || SPOON_UNITS.test(unit)) return 'spoon';
  return 'count';
}

function unitOf(portion: { name: string; unit: string }): string {
  const unit = portion.unit.trim() || portion.name.split(/[,(]/, 1)[0]!;
  return unit.trim().toLowerCase();
}

/** Rounds up, leaving out the binary noise of sums (0.1 + 0.2 is not above 0.3 here). */
function roundUp(value: number, step: number): number {
  return Math.ceil(value / step - 1e-9) * step;
}

/** The step an amount of grams or millilitres is bought in: finer for small amounts. */
function metricStep(value: number): number {
  if (value < 5) return 1;
  if (value < 50) return 5;
  if (value < 250) return 10;
  if (value < 500) return 25;
  if (value < 1000) return 50;
  return 100;
}

const decimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

function formatMetric(value: number, unit: string, thousand: string): string {
  if (!(value > 0)) return `0 ${unit}`;
  const rounded = roundUp(value, metricStep(value));
  if (rounded >= 1000) return `${decimal.format(rounded / 1000)} ${thousand}`;
  return `${rounded} ${unit}`;
}

/** A weight to buy, rounded up: "1 g", "35 g", "375 g", "1.3 kg". */
export function formatShopperGrams(grams: number): string {
  return formatMetric(grams, 'g', 'kg');
}

/** A volume to buy, rounded up: "15 mL", "750 mL", "1.5 L". */
export function formatShopperMillilitres(millilitres: number): string {
  return formatMetric(millilitres, 'mL', 'L');
}

const FRACTIONS: Readonly<Record<number, string>> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** 2.25 -> "2¼", 0.5 -> "½", 3 -> "3". */
export function formatFraction(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const part = FRACTIONS[Math.round((value - whole) * 100) / 100] ?? '';
  return whole === 0 && part ? part : `${whole}${part}`;
}

/** A measure rounded up to what can be bought or measured: whole items, quarter cups, half spoons. */
function measureAmount(use: MeasureUse): string {
  switch (unitKind(use)) {
    case 'weight':
      return formatShopperGrams(use.grams);
    case 'volume':
      return formatShopperMillilitres(use.quantity * MILLILITRES_PER_UNIT[unitOf(use)]!);
    case 'spoon':
      return `${formatFraction(roundUp(use.quantity, CUP_UNITS.test(unitOf(use)) ? 0.25 : 0.5))} × ${use.name}`;
    case 'count':
      return `${roundUp(use.quantity, 1)} × ${use.name}`;
  }
}

/** A count of whole items said from a weight reads well up to this many; "about 48 × leaf" does not. */
const MOST_ITEMS_TO_COUNT = 24;

/** What to buy of one food (see the module's doc). */
export function shopperAmount(item: AmountInput): ShopperAmount {
  const measures = item.measures.filter((use) => use.quantity > 0);
  const only = measures.length === 1 && !(item.weighedGrams > 0) ? measures[0]! : null;
  if (only) {
    const note = unitKind(only) === 'spoon' ? `about ${formatShopperGrams(only.grams)}` : null;
    return { amount: measureAmount(only), note };
  }
  const household = item.household;
  let note: string | null = null;
  if (household && household.weight > 0 && unitKind(household) === 'count') {
    const count = roundUp(item.grams / household.weight, 1);
    if (count >= 1 && count <= MOST_ITEMS_TO_COUNT) note = `about ${count} × ${household.name}`;
  }
  return { amount: formatShopperGrams(item.grams), note };
}

/**
 * A food's name split where a shopper's eye wants it: the food before the first comma ("Lemons"), then the
 * dataset's description of it ("raw, without peel"), shown as written.
 */
export function foodNameParts(name: string): { head: string; rest: string } {
  const comma = name.indexOf(',');
  if (comma <= 0) return { head: name.trim(), rest: '' };
  return { head: name.slice(0, comma).trim(), rest: name.slice(comma + 1).trim() };
}
