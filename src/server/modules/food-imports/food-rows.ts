import type { Nutrients } from '../../../shared/nutrition/nutrients.ts';
import type { PortionInput } from '../../../shared/schemas/foods.ts';

/**
 * What a food file says about one food, in the app's terms: nutrients per 100 g, portions as grams in one
 * unit. A field left undefined is not the file's to set: re-importing leaves what an admin put there.
 */
export interface FoodRecord {
  /** Identifies the food within its source: AFCD Public Food Key, SR28 NDB number, template name. */
  sourceKey: string;
  name: string;
  nutrients: Nutrients;
  portions: PortionInput[];
  alternateWords?: string;
  defaultMeasurement?: string;
  defaultWeight?: number;
  /** The template's category, by name; null when the row names none. */
  categoryName?: string | null;
  /** The dataset's food group code (SR28 FdGrp_Cd, AFCD Classification); null when the file gives none. */
  sourceGroup?: string | null;
}

interface RowPlace {
  /** 1-based, as a spreadsheet or text editor numbers it. */
  row: number;
  sheet: string | null;
  name: string;
}

/** One row of a food file after parsing: a food to write, or a row left out and why. */
export type ParsedFoodRow = (RowPlace & { food: FoodRecord }) | (RowPlace & { skip: string });

/**
 * A file that is a food file of the expected kind but cannot be imported as a whole (a required column
 * missing): the import fails with this message for the admin.
 */
export class FoodFileError extends Error {
  override readonly name = 'FoodFileError';
}

/** Whitespace runs (line breaks included) become one space; ends trimmed. */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Rounds away the binary noise of a multiplication (45 x 4.184 = 188.28000000000003). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * Leaves every food after the first of a source key out, naming the row it repeats, so that one import
 * never writes one food twice.
 */
export function skipRepeatedKeys(rows: ParsedFoodRow[], keyLabel: string): ParsedFoodRow[] {
  const firstRow = new Map<string, number>();
  return rows.map((row) => {
    if (!('food' in row)) return row;
    const key = row.food.sourceKey.toLowerCase();
    const first = firstRow.get(key);
    if (first === undefined) {
      firstRow.set(key, row.row);
      return row;
    }
    return { row: row.row, sheet: row.sheet, name: row.name, skip: `Same ${keyLabel} as row ${first}` };
  });
}
