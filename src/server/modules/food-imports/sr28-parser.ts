import type { Nutrients } from '../../../shared/nutrition/nutrients.ts';
import { GRAM_PORTION, type PortionInput } from '../../../shared/schemas/foods.ts';
import { collapseSpaces, roundTo, skipRepeatedKeys, type ParsedFoodRow } from './food-rows.ts';

/**
 * USDA National Nutrient Database for Standard Reference, Release 28, in its ASCII form: `ABBREV.txt`
 * (nutrients of each food) and `FOOD_DES.txt` (its descriptions). Lines end in CRLF, fields are separated
 * by '^', text fields are wrapped in '~', and there is no header. The field positions are those of the
 * SR28 documentation (0-based here); ABBREV has 53 fields and FOOD_DES 14.
 */
export const SR28_FILES = { abbrev: 'ABBREV.txt', foodDescriptions: 'FOOD_DES.txt' } as const;
const ABBREV_FIELD_COUNT = 53;
const FOOD_DES_FIELD_COUNT = 14;

const ABBREV = {
  ndbNo: 0,
  shrtDesc: 1,
  energKcal: 3,
  protein: 4,
  lipidTot: 5,
  carbohydrt: 7,
  fiberTd: 8,
  sugarTot: 9,
  sodium: 15,
  gmWt1: 48,
  gmWtDesc1: 49,
  gmWt2: 50,
  gmWtDesc2: 51,
} as const;

const FOOD_DES = { ndbNo: 0, foodGroup: 1, longDesc: 2, comName: 4 } as const;

/**
 * kJ per kcal: the international (thermochemical) calorie, the factor for converting an energy value a
 * source published in kcal. The app shows kJ <-> Cal at SPEC §9's 4.18, a display rounding.
 */
export const KJ_PER_KCAL = 4.184;

const NDB_NO = /^\d{5}$/;

/** The fields of one line: '^'-separated, each text field's '~' quotes removed. */
export function splitSr28Line(line: string): string[] {
  return line
    .split('^')
    .map((field) =>
      field.startsWith('~') && field.endsWith('~') && field.length >= 2 ? field.slice(1, -1) : field,
    );
}

/** Whether text looks like SR28's ABBREV file: its first line has 53 fields and starts with an NDB number. */
export function looksLikeAbbrev(text: string): boolean {
  const firstLine = text.slice(0, 4096).split(/\r?\n/, 1)[0] ?? '';
  const fields = splitSr28Line(firstLine);
  return fields.length === ABBREV_FIELD_COUNT && NDB_NO.test(fields[ABBREV.ndbNo] ?? '');
}

interface FoodDescription {
  foodGroup: string;
  longDesc: string;
  comName: string;
}

/** FOOD_DES by NDB number: the food group code, the long description (the food's name), its common names. */
export function parseFoodDescriptions(text: string): Map<string, FoodDescription> {
  const descriptions = new Map<string, FoodDescription>();
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const fields = splitSr28Line(line);
    if (fields.length !== FOOD_DES_FIELD_COUNT) continue;
    const ndbNo = fields[FOOD_DES.ndbNo] ?? '';
    if (NDB_NO.test(ndbNo)) {
      descriptions.set(ndbNo, {
        foodGroup: (fields[FOOD_DES.foodGroup] ?? '').trim(),
        longDesc: collapseSpaces(fields[FOOD_DES.longDesc] ?? ''),
        comName: collapseSpaces(fields[FOOD_DES.comName] ?? ''),
      });
    }
  }
  return descriptions;
}

/**
 * One food per line of ABBREV: named by FOOD_DES's long description when it is given (else ABBREV's
 * upper-case short one), energy converted from kcal, carbohydrate made available carbohydrate, and the two
 * household weights as portions (see docs/decisions/007-food-imports.md).
 */
export function parseSr28(files: { abbrev: string; foodDescriptions?: string | undefined }): ParsedFoodRow[] {
  const descriptions = files.foodDescriptions ? parseFoodDescriptions(files.foodDescriptions) : new Map();
  const rows: ParsedFoodRow[] = [];
  files.abbrev.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim()) return;
    rows.push(parseAbbrevLine(line, index + 1, descriptions));
  });
  return skipRepeatedKeys(rows, 'NDB number');
}

function parseAbbrevLine(
  line: string,
  row: number,
  descriptions: Map<string, FoodDescription>,
): ParsedFoodRow {
  const fields = splitSr28Line(line);
  const ndbNo = fields[ABBREV.ndbNo] ?? '';
  const description = descriptions.get(ndbNo);
  const name = description?.longDesc || collapseSpaces(fields[ABBREV.shrtDesc] ?? '');
  const place = { row, sheet: SR28_FILES.abbrev, name: name || ndbNo };
  if (fields.length !== ABBREV_FIELD_COUNT) {
    return { ...place, skip: `Expected ${ABBREV_FIELD_COUNT} fields, found ${fields.length}` };
  }
  if (!NDB_NO.test(ndbNo)) return { ...place, skip: 'No NDB number' };
  if (!name) return { ...place, skip: 'No food name' };

  const n = {} as Record<NumericField, number | null>;
  for (const field of NUMERIC_FIELDS) {
    const text = (fields[ABBREV[field]] ?? '').trim();
    const value = text === '' ? null : Number(text);
    if (value !== null && (!Number.isFinite(value) || value < 0)) {
      return { ...place, skip: `${FIELD_LABELS[field]} is not a number of 0 or more: “${text}”` };
    }
    n[field] = value;
  }
  const nutrients: Nutrients = {
    energyKj: n.energKcal === null ? null : roundTo(n.energKcal * KJ_PER_KCAL, 2),
    protein: n.protein,
    fat: n.lipidTot,
    carbohydrate: availableCarbohydrate(n.carbohydrt, n.fiberTd),
    sugars: n.sugarTot,
    fibre: n.fiberTd,
    sodium: n.sodium,
  };
  const portions = householdPortions([
    [n.gmWt1, fields[ABBREV.gmWtDesc1] ?? ''],
    [n.gmWt2, fields[ABBREV.gmWtDesc2] ?? ''],
  ]);
  return {
    ...place,
    food: {
      sourceKey: ndbNo,
      name,
      nutrients,
      portions,
      alternateWords: description?.comName ?? '',
      sourceGroup: description?.foodGroup || null,
    },
  };
}

/**
 * SR28 gives carbohydrate by difference, which includes the fibre; AFCD's available carbohydrate and our
 * energy check count fibre on its own, so the fibre comes out (never below 0). Without a fibre figure the
 * difference is the best there is.
 */
export function availableCarbohydrate(byDifference: number | null, fibre: number | null): number | null {
  if (byDifference === null) return null;
  return fibre === null ? byDifference : roundTo(Math.max(0, byDifference - fibre), 2);
}

const NUMERIC_FIELDS = [
  'energKcal',
  'protein',
  'lipidTot',
  'carbohydrt',
  'fiberTd',
  'sugarTot',
  'sodium',
  'gmWt1',
  'gmWt2',
] as const;
type NumericField = (typeof NUMERIC_FIELDS)[number];

const FIELD_LABELS: Record<NumericField, string> = {
  energKcal: 'Energy (kcal)',
  protein: 'Protein',
  lipidTot: 'Total lipid',
  carbohydrt: 'Carbohydrate',
  fiberTd: 'Fibre',
  sugarTot: 'Sugars',
  sodium: 'Sodium',
  gmWt1: 'Household weight 1',
  gmWt2: 'Household weight 2',
};

/** "1 cup, chopped", ".5 cup", "1/2 cup", "6.75 fl oz", "serving": a count, then the measure. */
const HOUSEHOLD_MEASURE = /^(\d+\/\d+|\d*\.?\d+)\s+(.+)$/;

/**
 * SR28's household weights as portions: GmWt grams in the amount GmWt_Desc says. A portion weighs one of
 * its unit, so ".5 cup" of 120 g is the portion "cup" of 240 g and "6.75 fl oz" of 200 g is "fl oz" of
 * 29.63 g. The name is the measure as written ("cup, chopped"); the unit is what is counted, the measure
 * up to its first comma or bracket ("cup"). A second weight with the same name as the first is left out.
 */
export function householdPortions(weights: readonly [number | null, string][]): PortionInput[] {
  const portions: PortionInput[] = [];
  for (const [grams, description] of weights) {
    const text = collapseSpaces(description);
    if (grams === null || grams <= 0 || !text) continue;
    const match = HOUSEHOLD_MEASURE.exec(text);
    const amount = match ? parseAmount(match[1]!) : 1;
    const measure = match ? match[2]! : text;
    if (!(amount > 0)) continue;
    const weight = roundTo(grams / amount, 3);
    // "cup,  (8 fl oz)" reads better as "cup (8 fl oz)".
    const name = measure
      .replace(/,\s*\(/g, ' (')
      .replace(/,\s*$/, '')
      .trim();
    const unit = name.split(/[,(]/, 1)[0]!.trim() || name;
    const taken = portions.some((p) => p.name.toLowerCase() === name.toLowerCase());
    if (weight > 0 && !taken && name.toLowerCase() !== GRAM_PORTION) portions.push({ name, unit, weight });
  }
  return portions;
}

function parseAmount(text: string): number {
  const [numerator, denominator] = text.split('/');
  return denominator === undefined ? Number(numerator) : Number(numerator) / Number(denominator);
}
