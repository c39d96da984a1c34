import type { FoodImportRowOutcome } from '../../../shared/schemas/foods.ts';

/** The words of Upload Excel that more than one of its parts show. */

export const OUTCOME_LABELS: Record<FoodImportRowOutcome['outcome'], string> = {
  added: 'Added',
  updated: 'Updated',
  unchanged: 'Unchanged',
  skipped: 'Skipped',
};

const FILE_TYPES: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel workbook',
  'application/zip': 'Zip archive',
  'text/csv; charset=utf-8': 'CSV text',
};

/** What kind of file an upload is, in words, from the type the server stored it as. */
export function fileTypeLabel(contentType: string): string {
  return FILE_TYPES[contentType] ?? contentType;
}
