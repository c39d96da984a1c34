import type { CellValue } from 'exceljs';
import { NUTRIENT_KEYS, type Nutrients } from '../../../shared/nutrition/nutrients.ts';
import { GRAM_PORTION, type PortionInput } from '../../../shared/schemas/foods.ts';
import { nutrientHeader, portionHeaders, TEMPLATE_HEADERS, TEMPLATE_PORTIONS } from './food-template.ts';
import { collapseSpaces, FoodFileError, skipRepeatedKeys, type ParsedFoodRow } from './food-rows.ts';
import { cellNumber, cellText, normaliseHeader } from './spreadsheet-cells.ts';
import { workbookRows } from './workbook-rows.ts';

const NAME_HEADER = normaliseHeader(TEMPLATE_HEADERS.name);
const ENERGY_HEADER = normaliseHeader(nutrientHeader('energyKj'));
const MAX_NAME_LENGTH = 200;
const MAX_VALUE = 100_000;

/** Whether a row is the template's header: it has both a "Name" and an "Energy (kJ)" cell. */
export function isTemplateHeader(cells: readonly CellValue[]): boolean {
  const headers = cells.map((cell) => normaliseHeader(cell));
  return headers.includes(NAME_HEADER) && headers.includes(ENERGY_HEADER);
}

/**
 * The rows under the template's header row, on the first sheet that has one: each a food (keyed by its
 * name, ignoring case) or a row skipped with its reason. Empty rows are passed over.
 */
export async function parseTemplateWorkbook(data: Buffer): Promise<ParsedFoodRow[]> {
  let sheetName: string | null = null;
  let columns: Map<string, number> | null = null;
  const rows: ParsedFoodRow[] = [];
  for await (const { sheet, row, cells } of workbookRows(data)) {
    if (columns) {
      if (sheet !== sheetName) break;
      const parsed = readTemplateRow(columns, sheet, row, cells);
      if (parsed) rows.push(parsed);
    } else if (isTemplateHeader(cells)) {
      sheetName = sheet;
      columns = new Map();
      for (const [index, cell] of cells.entries()) {
        const header = normaliseHeader(cell);
        if (header && !columns.has(header)) columns.set(header, index);
      }
      const missing = NUTRIENT_KEYS.map(nutrientHeader).filter((h) => !columns!.has(normaliseHeader(h)));
      if (missing.length > 0) {
        throw new FoodFileError(
          `The food template has no ${missing.map((h) => `“${h}”`).join(', ')} column.`,
        );
      }
    }
  }
  if (!columns) throw new FoodFileError('The food template has no header row with “Name” and “Energy (kJ)”.');
  return skipRepeatedKeys(rows, 'name');
}

function readTemplateRow(
  columns: Map<string, number>,
  sheet: string,
  row: number,
  cells: readonly CellValue[],
): ParsedFoodRow | null {
  const at = (header: string) => {
    const column = columns.get(normaliseHeader(header));
    return column === undefined ? undefined : cells[column];
  };
  const text = (header: string) => collapseSpaces(cellText(at(header)));
  if (cells.every((cell) => collapseSpaces(cellText(cell)) === '')) return null;

  const name = text(TEMPLATE_HEADERS.name);
  const place = { row, sheet, name };
  const skip = (reason: string): ParsedFoodRow => ({ ...place, skip: reason });
  if (!name) return skip('No food name');
  if (name.length > MAX_NAME_LENGTH) return skip(`The name is longer than ${MAX_NAME_LENGTH} characters`);

  const nutrients = {} as Nutrients;
  for (const nutrient of NUTRIENT_KEYS) {
    const header = nutrientHeader(nutrient);
    const value = cellNumber(at(header));
    if (!value.ok) return skip(`${header} is not a number: “${value.text}”`);
    if (value.value !== null && (value.value < 0 || value.value > MAX_VALUE)) {
      return skip(`${header} must be from 0 to ${MAX_VALUE.toLocaleString('en-AU')}`);
    }
    nutrients[nutrient] = value.value;
  }

  const portions: PortionInput[] = [];
  for (let index = 1; index <= TEMPLATE_PORTIONS; index += 1) {
    const headers = portionHeaders(index);
    const portionName = text(headers.name);
    const unit = text(headers.unit);
    const weight = cellNumber(at(headers.weight));
    if (!portionName && !unit && weight.ok && weight.value === null) continue;
    if (!portionName) return skip(`Portion ${index} has no name`);
    if (!weight.ok || weight.value === null || weight.value <= 0 || weight.value > MAX_VALUE) {
      return skip(`${headers.weight} must be a number more than 0`);
    }
    const key = portionName.toLowerCase();
    if (key === GRAM_PORTION || portions.some((p) => p.name.toLowerCase() === key)) {
      return skip(`Portion ${index} needs its own name`);
    }
    portions.push({ name: portionName, unit, weight: weight.value });
  }

  const measurement = text(TEMPLATE_HEADERS.defaultMeasurement) || GRAM_PORTION;
  const portion = portions.find((p) => p.name.toLowerCase() === measurement.toLowerCase());
  if (measurement.toLowerCase() !== GRAM_PORTION && !portion) {
    return skip(
      `Default measurement “${measurement}” is neither ${GRAM_PORTION} nor one of the row's portions`,
    );
  }
  const defaultWeight = cellNumber(at(TEMPLATE_HEADERS.defaultWeight));
  if (
    !defaultWeight.ok ||
    (defaultWeight.value !== null && (defaultWeight.value <= 0 || defaultWeight.value > MAX_VALUE))
  ) {
    return skip(`${TEMPLATE_HEADERS.defaultWeight} must be a number more than 0`);
  }

  return {
    ...place,
    food: {
      sourceKey: name.toLowerCase(),
      name,
      nutrients,
      portions,
      alternateWords: text(TEMPLATE_HEADERS.alternateWords),
      defaultMeasurement: portion ? portion.name : GRAM_PORTION,
      defaultWeight: defaultWeight.value ?? (portion ? 1 : 100),
      categoryName: text(TEMPLATE_HEADERS.category) || null,
    },
  };
}
