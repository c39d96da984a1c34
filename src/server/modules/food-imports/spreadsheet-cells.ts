import type { CellValue } from 'exceljs';
import { collapseSpaces } from './food-rows.ts';

/** The text a cell shows, whatever exceljs made of it (rich text, a formula's result, a hyperlink). */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return value.error;
  if ('result' in value) return cellText(value.result as CellValue | undefined);
  if ('text' in value) return cellText(value.text as CellValue);
  return '';
}

/**
 * A header cell for matching: line breaks and runs of spaces collapsed, lower case, so that
 * "Protein \n(g)", "Protein (g)" and "protein  (g)" are one column.
 */
export function normaliseHeader(value: CellValue | undefined): string {
  return collapseSpaces(cellText(value)).toLowerCase();
}

export type CellNumber = { ok: true; value: number | null } | { ok: false; text: string };

const NUMBER_PATTERN = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

/** A numeric cell: a number, null when empty, or the text that is not a number ("tr", "N/A"). */
export function cellNumber(value: CellValue | undefined): CellNumber {
  if (typeof value === 'number')
    return Number.isFinite(value) ? { ok: true, value } : { ok: false, text: '' };
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && 'result' in value) {
    return cellNumber(value.result as CellValue | undefined);
  }
  const text = collapseSpaces(cellText(value));
  if (text === '') return { ok: true, value: null };
  if (NUMBER_PATTERN.test(text)) return { ok: true, value: Number(text) };
  return { ok: false, text };
}
