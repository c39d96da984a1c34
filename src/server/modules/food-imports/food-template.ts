import { loadExcelJS } from '../../lazy-packages.ts';
import { NUTRIENT_INFO, NUTRIENT_KEYS, type NutrientKey } from '../../../shared/nutrition/nutrients.ts';
import { GRAM_PORTION } from '../../../shared/schemas/foods.ts';

/**
 * The app's own food template: one food a row on the sheet "Foods", the header in row 1. The same column
 * list writes the downloadable file and reads an uploaded one.
 */
export const TEMPLATE_SHEET = 'Foods';
export const TEMPLATE_PORTIONS = 3;

export const TEMPLATE_HEADERS = {
  name: 'Name',
  category: 'Category',
  alternateWords: 'Alternate words',
  defaultMeasurement: 'Default measurement',
  defaultWeight: 'Default weight',
} as const;

/** "Energy (kJ)", "Protein (g)", ... "Sodium (mg)". */
export function nutrientHeader(nutrient: NutrientKey): string {
  const { label, unit } = NUTRIENT_INFO[nutrient];
  return `${label} (${unit})`;
}

export function portionHeaders(index: number): { name: string; unit: string; weight: string } {
  return {
    name: `Portion ${index} name`,
    unit: `Portion ${index} unit`,
    weight: `Portion ${index} weight (g)`,
  };
}

/** Every header of the template, in its column order. */
export function templateHeaders(): string[] {
  const portions = Array.from({ length: TEMPLATE_PORTIONS }, (_, i) => Object.values(portionHeaders(i + 1)));
  return [...Object.values(TEMPLATE_HEADERS), ...NUTRIENT_KEYS.map(nutrientHeader), ...portions.flat()];
}

const INSTRUCTIONS: readonly [string, string][] = [
  ['How to fill in the food template', ''],
  ['', ''],
  [TEMPLATE_HEADERS.name, 'Required. One food a row. A food imported before under the same name is updated.'],
  [TEMPLATE_HEADERS.category, 'Optional. The name of a food category that exists in the app.'],
  [TEMPLATE_HEADERS.alternateWords, 'Optional. Other names the food is found by, separated by commas.'],
  [
    TEMPLATE_HEADERS.defaultMeasurement,
    `Optional. "${GRAM_PORTION}" (the default) or the name of one of the row's portions.`,
  ],
  [
    TEMPLATE_HEADERS.defaultWeight,
    'Optional. How many of the default measurement a recipe starts with: 100 grams unless you say otherwise, 1 of a portion.',
  ],
  [
    'Energy ... Sodium',
    'Per 100 g of the food: energy in kJ, sodium in mg, the rest in g. Leave a cell empty when the value is not known.',
  ],
  [
    'Portion 1-3',
    'Optional household measures: a name ("cup, chopped"), the unit counted ("cup") and the grams in one of it.',
  ],
  ['', ''],
  [
    'Energy check',
    'Rows whose energy is far from what their protein, fat, carbohydrate and fibre imply are imported and flagged in the report.',
  ],
];

/** The downloadable template: the header row on "Foods", instructions on a second sheet. */
export async function buildFoodTemplate(): Promise<Buffer> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Meal planner';
  const foods = workbook.addWorksheet(TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  const headers = templateHeaders();
  foods.columns = headers.map((header) => ({ header, width: Math.max(14, header.length + 4) }));
  foods.getColumn(1).width = 40;
  foods.getRow(1).font = { bold: true };

  const instructions = workbook.addWorksheet('Instructions');
  instructions.columns = [{ width: 24 }, { width: 110 }];
  instructions.addRows(INSTRUCTIONS.map((row) => [...row]));
  instructions.getRow(1).font = { bold: true, size: 14 };
  instructions.getColumn(1).font = { bold: true };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
