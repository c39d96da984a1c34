import type { FoodImportRowOutcome } from '../../../shared/schemas/foods.ts';

/** The words of Upload Excel that more than one of its parts show. */

export const OUTCOME_LABELS: Record<FoodImportRowOutcome['outcome'], string> = {
  added: 'Added',
  updated: 'Updated',
  unchanged: 'Unchanged',
  skipped: 'Skipped',
};

const numberFormat = new Intl.NumberFormat();

/** 1616 -> "1,616" (in the reader's own way of writing numbers). */
export function formatCount(count: number): string {
  return numberFormat.format(count);
}

/** "1 food" / "3 foods". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** 1918324 -> "1.8 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const FILE_TYPES: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel workbook',
  'application/zip': 'Zip archive',
  'text/csv; charset=utf-8': 'CSV text',
};

/** What kind of file an upload is, in words, from the type the server stored it as. */
export function fileTypeLabel(contentType: string): string {
  return FILE_TYPES[contentType] ?? contentType;
}
