import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import {
  MEASUREMENT_DERIVATIONS,
  ZMeasurementInput,
  type MeasurementInput,
} from '../../../shared/schemas/foods.ts';
import { loadExcelJS } from '../../lazy-packages.ts';

/**
 * Reads a measurements dataset: one unit a row (CSV, or the first sheet of an XLSX workbook, with a header
 * row naming the columns), or JSON (a list of `{ publicFoodKey, units: [...] }`, a list of rows like the
 * CSV's, or an object keyed by Public Food Key). Rows of one key make one measurement. Nothing is written
 * here: the caller decides which measurements are new.
 */

/** A measurement the file gives, and the row (or JSON entry) it starts on. */
export interface MeasurementCandidate {
  row: number;
  measurement: MeasurementInput;
}

/** A measurement (or a row without a key) that cannot be taken, and why. */
export interface MeasurementFileProblem {
  row: number;
  publicFoodKey: string | null;
  reason: string;
}

export interface MeasurementFile {
  candidates: MeasurementCandidate[];
  problems: MeasurementFileProblem[];
}

/** Thrown when the file is no measurements file at all (no header, not JSON of measurements). */
export class UnreadableMeasurementFile extends Error {}

type Field =
  'publicFoodKey' | 'description' | 'grams' | 'mls' | 'derivation' | 'measureDerivationDescription';

/** Header spellings, compared without case, spaces or punctuation ("Weight (g)" is "weightg"). */
const FIELD_NAMES: Record<Field, readonly string[]> = {
  publicFoodKey: ['publicfoodkey', 'foodkey', 'key'],
  description: ['description', 'measuredescription', 'measure'],
  grams: ['grams', 'gram', 'weightg', 'weightingrams', 'weight', 'g'],
  mls: ['mls', 'ml', 'millilitres', 'milliliters', 'volumeml'],
  derivation: ['derivation', 'measurederivation'],
  measureDerivationDescription: ['measurederivationdescription', 'derivationdescription'],
};
const FIELD_LABELS: Record<Field, string> = {
  publicFoodKey: 'Public Food Key',
  description: 'Description',
  grams: 'Grams',
  mls: 'mLs',
  derivation: 'Derivation',
  measureDerivationDescription: 'Measure derivation description',
};
/** The header row is looked for in the first rows only: a title or a note may come before it. */
const HEADER_SEARCH_ROWS = 20;

const normaliseHeader = (text: string) => text.toLowerCase().replaceAll(/[^a-z0-9]/g, '');

function fieldOf(header: string): Field | undefined {
  const name = normaliseHeader(header);
  return (Object.keys(FIELD_NAMES) as Field[]).find((field) => FIELD_NAMES[field].includes(name));
}

/** Keys are stored in capitals (AFCD writes them so: F002258), so "f002258" finds the same food. */
export function normalisePublicFoodKey(key: string): string {
  return key.trim().toUpperCase();
}

export async function readMeasurementFile(body: Buffer, isWorkbook: boolean): Promise<MeasurementFile> {
  if (isWorkbook) return fromTable(await workbookRows(body));
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  const first = text.trimStart()[0];
  if (first === '[' || first === '{') return fromJson(text);
  return fromTable(await csvRows(text));
}

/** Rows of cell texts with their 1-based row numbers, as a spreadsheet numbers them. */
type Rows = { row: number; cells: string[] }[];

async function workbookRows(body: Buffer): Promise<Rows> {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  } catch {
    throw new UnreadableMeasurementFile('The workbook cannot be opened.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableMeasurementFile('The workbook has no sheet.');
  const rows: Rows = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? '') });
  });
  return rows;
}

/** The text of a cell, whatever exceljs made of it (number, rich text, formula result, hyperlink). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

async function csvRows(text: string): Promise<Rows> {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  let sheet: ExcelJS.Worksheet;
  try {
    // Every cell stays the text it was: "1/2 cup" is no date, and the numbers are read below.
    sheet = await workbook.csv.read(Readable.from([text]), { map: (value: unknown) => value });
  } catch {
    throw new UnreadableMeasurementFile('The CSV cannot be read.');
  }
  const rows: Rows = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push({ row: rowNumber, cells: values.map((v) => (v === null || v === undefined ? '' : String(v))) });
  });
  return rows;
}

function fromTable(rows: Rows): MeasurementFile {
  const headerIndex = rows
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((r) => r.cells.some((cell) => fieldOf(cell) === 'publicFoodKey'));
  if (headerIndex < 0) {
    throw new UnreadableMeasurementFile('No header row with a Public Food Key column.');
  }
  const columns = new Map<Field, number>();
  rows[headerIndex]!.cells.forEach((cell, index) => {
    const field = fieldOf(cell);
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const records = rows
    .slice(headerIndex + 1)
    .filter((r) => r.cells.some((cell) => cell.trim() !== ''))
    .map((r) => {
      const record: Partial<Record<Field, string>> = {};
      for (const [field, index] of columns) record[field] = r.cells[index] ?? '';
      return { row: r.row, record };
    });
  return fromFlatRecords(records);
}

function fromJson(text: string): MeasurementFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new UnreadableMeasurementFile('The JSON cannot be parsed.');
  }
  // { "F002258": { units: [...] } } or { "F002258": [...] }: a list with the key put back in each entry.
  const entries: unknown[] = Array.isArray(data)
    ? data
    : isObject(data)
      ? Object.entries(data).map(([publicFoodKey, value]) =>
          Array.isArray(value) ? { publicFoodKey, units: value } : { publicFoodKey, ...asObject(value) },
        )
      : [];
  if (entries.length === 0 && !Array.isArray(data)) {
    throw new UnreadableMeasurementFile('The JSON holds no measurements.');
  }
  const nested = entries.filter((entry) => isObject(entry) && 'units' in entry);
  if (nested.length === 0) {
    // A list of rows, like the CSV's: one unit each.
    return fromFlatRecords(entries.map((entry, index) => ({ row: index + 1, record: recordOf(entry) })));
  }
  const candidates: MeasurementCandidate[] = [];
  const problems: MeasurementFileProblem[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const row = index + 1;
    const object = asObject(entry);
    const record = recordOf(object);
    const key = record.publicFoodKey ? normalisePublicFoodKey(record.publicFoodKey) : '';
    if (!key) {
      problems.push({ row, publicFoodKey: null, reason: 'The Public Food Key is missing.' });
      return;
    }
    if (seen.has(key)) {
      problems.push({ row, publicFoodKey: key, reason: 'This Public Food Key appears earlier in the file.' });
      return;
    }
    seen.add(key);
    const rawUnits = Array.isArray(object.units) ? object.units : [];
    const units = [];
    for (const [unitIndex, rawUnit] of rawUnits.entries()) {
      const unit = unitFrom(recordOf(rawUnit));
      if (!unit.ok) {
        problems.push({ row, publicFoodKey: key, reason: `Unit ${unitIndex + 1}: ${unit.reason}` });
        return;
      }
      units.push(unit.unit);
    }
    const checked = checkMeasurement(key, units);
    if (checked.ok) candidates.push({ row, measurement: checked.measurement });
    else problems.push({ row, publicFoodKey: key, reason: checked.reason });
  });
  return { candidates, problems };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asObject = (value: unknown): Record<string, unknown> => (isObject(value) ? value : {});

/** An object's values by field, whatever it calls them ("Public Food Key", "publicFoodKey", "grams"). */
function recordOf(value: unknown): Partial<Record<Field, string>> {
  const record: Partial<Record<Field, string>> = {};
  for (const [name, cell] of Object.entries(asObject(value))) {
    const field = fieldOf(name);
    if (field && record[field] === undefined && (typeof cell === 'string' || typeof cell === 'number')) {
      record[field] = String(cell);
    }
  }
  return record;
}

/** One unit a row; the rows of one key, in file order, become one measurement. */
function fromFlatRecords(
  records: { row: number; record: Partial<Record<Field, string>> }[],
): MeasurementFile {
  const problems: MeasurementFileProblem[] = [];
  const groups = new Map<
    string,
    { row: number; units: MeasurementInput['units']; problem: MeasurementFileProblem | null }
  >();
  for (const { row, record } of records) {
    const key = record.publicFoodKey ? normalisePublicFoodKey(record.publicFoodKey) : '';
    if (!key) {
      problems.push({ row, publicFoodKey: null, reason: 'The Public Food Key is missing.' });
      continue;
    }
    let group = groups.get(key);
    if (!group) {
      group = { row, units: [], problem: null };
      groups.set(key, group);
    }
    if (group.problem) continue;
    const unit = unitFrom(record);
    // One bad row refuses its whole measurement: adding the rest would make the key "already present" and
    // the corrected file could never add the missing unit.
    if (unit.ok) group.units.push(unit.unit);
    else group.problem = { row, publicFoodKey: key, reason: unit.reason };
  }
  const candidates: MeasurementCandidate[] = [];
  for (const [key, group] of groups) {
    if (group.problem) {
      problems.push(group.problem);
      continue;
    }
    const checked = checkMeasurement(key, group.units);
    if (checked.ok) candidates.push({ row: group.row, measurement: checked.measurement });
    else problems.push({ row: group.row, publicFoodKey: key, reason: checked.reason });
  }
  problems.sort((a, b) => a.row - b.row);
  return { candidates, problems };
}

type UnitResult = { ok: true; unit: MeasurementInput['units'][number] } | { ok: false; reason: string };

function unitFrom(record: Partial<Record<Field, string>>): UnitResult {
  const grams = numberOf(record.grams);
  if (grams === null) return { ok: false, reason: `${FIELD_LABELS.grams} is not a number.` };
  // Solids have no volume: a blank mLs is 0, as the AFCD measures write it.
  const mls = record.mls?.trim() ? numberOf(record.mls) : 0;
  if (mls === null) return { ok: false, reason: `${FIELD_LABELS.mls} is not a number.` };
  const derivationText = (record.derivation ?? '').trim().toLowerCase();
  const derivation = MEASUREMENT_DERIVATIONS.find((d) => d.toLowerCase() === derivationText);
  if (!derivation) {
    return {
      ok: false,
      reason: `${FIELD_LABELS.derivation} must be one of ${MEASUREMENT_DERIVATIONS.join(', ')}.`,
    };
  }
  return {
    ok: true,
    unit: {
      description: record.description ?? '',
      grams,
      mls,
      derivation,
      measureDerivationDescription: record.measureDerivationDescription ?? '',
    },
  };
}

function numberOf(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

type MeasurementResult = { ok: true; measurement: MeasurementInput } | { ok: false; reason: string };

/** The same rules as adding a measurement by hand. */
function checkMeasurement(publicFoodKey: string, units: MeasurementInput['units']): MeasurementResult {
  const parsed = ZMeasurementInput.safeParse({ publicFoodKey, units });
  if (parsed.success) return { ok: true, measurement: parsed.data };
  const issue = parsed.error.issues[0]!;
  const [first, index, field] = issue.path;
  const where =
    first === 'units' && typeof index === 'number'
      ? `Unit ${index + 1}${typeof field === 'string' && field in FIELD_LABELS ? ` (${FIELD_LABELS[field as Field]})` : ''}: `
      : '';
  return { ok: false, reason: `${where}${issue.message}` };
}
