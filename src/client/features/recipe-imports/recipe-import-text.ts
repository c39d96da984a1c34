import type { RecipeImportReportFilter } from '../../../shared/schemas/recipe-imports.ts';

/** The words of Import recipes that more than one of its parts show. */

export const FILTER_LABELS: Record<RecipeImportReportFilter, string> = {
  unmatched: 'Unmatched lines',
  notes: 'To check',
  matched: 'Matched lines',
  all: 'All lines',
};

/** Where an admin finishes an imported recipe. */
export function editRecipePath(recipeId: string): string {
  return `/recipes/${recipeId}?edit=1`;
}
