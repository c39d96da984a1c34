import type { CellValue } from 'exceljs';
import { NUTRIENT_KEYS, type NutrientKey, type Nutrients } from '../../../shared/nutrition/nutrients.ts';
import {
  collapseSpaces,
  FoodFileError,
  roundTo,
  skipRepeatedKeys,
  type FoodRecord,
  type ParsedFoodRow,
} from './food-rows.ts';
import { cellNumber, cellText, normaliseHeader } from './spreadsheet-cells.ts';
import { workbookRows } from './workbook-rows.ts';

/**
 * The FSANZ AFCD Release 2 nutrient workbook (see docs/decisions/007-food-imports.md). Its food sheets each
 * start with a header row whose first cell is "Public Food Key" (found wherever it is, not assumed to be
 * row 1); header cells are matched after collapsing line breaks and spaces and lower-casing, because the
 * file writes "Protein \n(g)" in one column and "Total sugars (g)" in another, and "Food name" in lower
 * case on the liquids sheet.
 */
export const AFCD_KEY_HEADER = 'public food key';

/** The columns we read, by their normalised header, with the words the admin sees in a message. */
const IDENTITY_COLUMNS = {
  key: { header: AFCD_KEY_HEADER, label: 'Public Food Key' },
  name: { header: 'food name', label: 'Food Name' },
} as const;

/** The AUSNUT food group code of each food (31302 for a ground spice): read where the sheet has it. */
const CLASSIFICATION_HEADER = 'classification';

/**
 * The seven nutrients. Energy is the one FSANZ labels use (with dietary fibre). Carbohydrate is available
 * carbohydrate WITH sugar alcohols: what Standard 1.2.8 declares as carbohydrate, and the figure the
 * workbook's own equated energy counts; the "without" column drops polyols that still carry energy.
 */
const NUTRIENT_COLUMNS: Record<NutrientKey, { header: string; label: string }> = {
  energyKj: { header: 'energy with dietary fibre, equated (kj)', label: 'Energy with dietary fibre (kJ)' },
  protein: { header: 'protein (g)', label: 'Protein (g)' },
  fat: { header: 'fat, total (g)', label: 'Fat, total (g)' },
  carbohydrate: {
    header: 'available carbohydrate, with sugar alcohols (g)',
    label: 'Available carbohydrate, with sugar alcohols (g)',
  },
  sugars: { header: 'total sugars (g)', label: 'Total sugars (g)' },
  fibre: { header: 'total dietary fibre (g)', label: 'Total dietary fibre (g)' },
  sodium: { header: 'sodium (na) (mg)', label: 'Sodium (Na) (mg)' },
};

/**
 * The parts of a food that add up to (about) its whole weight. A liquid's sum per 100 mL over its sum per
 * 100 g is its density in g/mL: water dominates the sum, so the ratio keeps three good digits where a
 * single nutrient, rounded to one decimal in the file, would not.
 */
const PROXIMATE_HEADERS = [
  'moisture (water) (g)',
  'protein (g)',
  'fat, total (g)',
  'ash (g)',
  'total dietary fibre (g)',
  'alcohol (g)',
  'available carbohydrate, with sugar alcohols (g)',
] as const;

/** The portion a liquid gets from the per-100 mL sheet: one millilitre, weighing its density in grams. */
export const MILLILITRE_PORTION = { name: 'mL', unit: 'mL' } as const;

const PER_100_ML = /per\s*100\s*ml/i;

interface AfcdSheet {
  name: string;
  per100mL: boolean;
  columns: Map<string, number>;
  rows: AfcdRow[];
}

type AfcdRow =
  | {
      row: number;
      key: string;
      name: string;
      classification: string | null;
      nutrients: Nutrients;
      proximateSum: number | null;
    }
  | { row: number; key: string; name: string; skip: string };

/** Reads both food sheets of the workbook into one row per food of the per-100 g sheet (see module doc). */
export async function parseAfcdWorkbook(data: Buffer): Promise<ParsedFoodRow[]> {
  const sheets: AfcdSheet[] = [];
  for await (const { sheet, row, cells } of workbookRows(data)) {
    const current = sheets.at(-1)?.name === sheet ? sheets.at(-1) : undefined;
    if (current) {
      const parsed = readRow(current, row, cells);
      if (parsed) current.rows.push(parsed);
      continue;
    }
    // Until its header row, a sheet's rows are titles and notes (or, on "Index", all of them).
    const columns = headerColumns(cells);
    if (columns) {
      const found: AfcdSheet = { name: sheet, per100mL: PER_100_ML.test(sheet), columns, rows: [] };
      requireColumns(found);
      sheets.push(found);
    }
  }
  const perGram = sheets.filter((s) => !s.per100mL);
  if (perGram.length === 0) {
    throw new FoodFileError(
      'The AFCD workbook has no sheet of foods per 100 g with a “Public Food Key” column.',
    );
  }
  const perMillilitre = sheets.filter((s) => s.per100mL);
  return combine(perGram, perMillilitre);
}

function headerColumns(cells: readonly CellValue[]): Map<string, number> | null {
  const headers = cells.map((cell) => normaliseHeader(cell));
  if (!headers.includes(AFCD_KEY_HEADER)) return null;
  const columns = new Map<string, number>();
  // A header repeated (the fatty acids come as % of fat and as grams) maps to its first column.
  headers.forEach((header, index) => {
    if (header && !columns.has(header)) columns.set(header, index);
  });
  return columns;
}

function requireColumns(sheet: AfcdSheet): void {
  const required = [IDENTITY_COLUMNS.key, IDENTITY_COLUMNS.name, ...Object.values(NUTRIENT_COLUMNS)];
  const missing = required.filter((column) => !sheet.columns.has(column.header));
  if (missing.length > 0) {
    throw new FoodFileError(
      `The sheet “${sheet.name}” has no ${missing.map((c) => `“${c.label}”`).join(', ')} column.`,
    );
  }
}

/** A food row of a sheet, a row skipped with its reason, or null for a row that holds no food. */
function readRow(sheet: AfcdSheet, row: number, cells: readonly CellValue[]): AfcdRow | null {
  const at = (header: string) => {
    const column = sheet.columns.get(header);
    return column === undefined ? undefined : cells[column];
  };
  const key = collapseSpaces(cellText(at(IDENTITY_COLUMNS.key.header)));
  const name = collapseSpaces(cellText(at(IDENTITY_COLUMNS.name.header)));
  if (!key && !name) {
    // The liquids sheet has a row of units ("per 100 mL") under its header; blank rows say nothing either.
    if (cells.some((cell) => PER_100_ML.test(cellText(cell)))) sheet.per100mL = true;
    return null;
  }
  if (!name) return { row, key, name: key, skip: 'No food name' };
  if (!key) return { row, key, name, skip: 'No Public Food Key' };

  const nutrients = {} as Nutrients;
  for (const nutrient of NUTRIENT_KEYS) {
    const { header, label } = NUTRIENT_COLUMNS[nutrient];
    const value = cellNumber(at(header));
    if (!value.ok) return { row, key, name, skip: `${label} is not a number: “${value.text}”` };
    if (value.value !== null && value.value < 0) return { row, key, name, skip: `${label} is below 0` };
    nutrients[nutrient] = value.value;
  }
  let proximateSum: number | null = null;
  for (const header of PROXIMATE_HEADERS) {
    const value = cellNumber(at(header));
    if (value.ok && value.value !== null) proximateSum = (proximateSum ?? 0) + value.value;
  }
  const classification = collapseSpaces(cellText(at(CLASSIFICATION_HEADER))) || null;
  return { row, key, name, classification, nutrients, proximateSum };
}

/**
 * One food per row of the per-100 g sheets. A liquid of the per-100 mL sheet is the same food (same
 * Public Food Key) measured by volume: it adds a millilitre portion weighing the food's density, and its
 * per-100 mL values are never stored as if they were per 100 g. A liquid with no per-100 g row is
 * skipped for that reason.
 */
function combine(perGram: AfcdSheet[], perMillilitre: AfcdSheet[]): ParsedFoodRow[] {
  const rows: ParsedFoodRow[] = [];
  const proximateSums = new Map<ParsedFoodRow, number | null>();
  for (const sheet of perGram) {
    for (const row of sheet.rows) {
      const place = { row: row.row, sheet: sheet.name, name: row.name };
      if ('skip' in row) {
        rows.push({ ...place, skip: row.skip });
        continue;
      }
      const parsed = {
        ...place,
        food: {
          sourceKey: row.key,
          name: row.name,
          nutrients: row.nutrients,
          portions: [],
          sourceGroup: row.classification,
        },
      };
      proximateSums.set(parsed, row.proximateSum);
      rows.push(parsed);
    }
  }
  const foods = skipRepeatedKeys(rows, 'Public Food Key');
  const foodsByKey = new Map<string, { food: FoodRecord; proximateSum: number | null }>();
  for (const row of foods) {
    if ('food' in row)
      foodsByKey.set(row.food.sourceKey, { food: row.food, proximateSum: proximateSums.get(row) ?? null });
  }

  const skippedLiquids: ParsedFoodRow[] = [];
  for (const sheet of perMillilitre) {
    const firstRow = new Map<string, number>();
    for (const row of sheet.rows) {
      const place = { row: row.row, sheet: sheet.name, name: row.name };
      if ('skip' in row) {
        skippedLiquids.push({ ...place, skip: row.skip });
        continue;
      }
      const first = firstRow.get(row.key);
      if (first !== undefined) {
        skippedLiquids.push({ ...place, skip: `Same Public Food Key as row ${first}` });
        continue;
      }
      firstRow.set(row.key, row.row);
      const target = foodsByKey.get(row.key);
      if (!target) {
        skippedLiquids.push({
          ...place,
          skip: 'Given per 100 mL only: no per 100 g row with this Public Food Key to import it from',
        });
        continue;
      }
      const density =
        target.proximateSum && row.proximateSum ? roundTo(row.proximateSum / target.proximateSum, 3) : 0;
      if (density > 0) target.food.portions = [{ ...MILLILITRE_PORTION, weight: density }];
    }
  }
  return [...foods, ...skippedLiquids];
}
