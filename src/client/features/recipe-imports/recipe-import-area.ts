import { keepPreviousData } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import {
  RECIPE_IMPORT_KIND_LABELS,
  type RecipeImportReportFilter,
} from '../../../shared/schemas/recipe-imports.ts';
import { trpc } from '../../lib/trpc.ts';
import { untilImportFinished } from '../uploads/import-status-panel.tsx';

/** Import recipes' files and imports: the recipe-imports folder, the recipeImports procedures, and their words. */
export const recipeImportArea = {
  folder: 'recipe-imports',
  router: 'recipeImports',
  useUploads: (page: number) =>
    trpc.recipeImports.list.useQuery({ page }, { placeholderData: keepPreviousData }),
  useImport: (id: string) =>
    trpc.recipeImports.get.useQuery({ id }, { refetchInterval: untilImportFinished }),
  useReport: (input: { id: string; filter: RecipeImportReportFilter; page: number }) =>
    trpc.recipeImports.report.useQuery(input, { placeholderData: keepPreviousData }),
  kindLabels: RECIPE_IMPORT_KIND_LABELS,
  unit: 'recipe',
  // An import that failed part way carries on from its last recipe.
  resumes: true,
  icon: FileText,
  file: {
    heading: 'Import a recipe file',
    description:
      'Each ingredient line is matched to a published food and measure. A recipe whose lines all match is published; one with lines left over is saved with the status Error, its matched ingredients kept, for you to finish in Edit recipe.',
    accept:
      '.json,.jsonld,.xlsx,application/json,application/ld+json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'Upload a recipe file',
  },
  uploads: {
    heading: 'Past imports',
    empty: 'No recipe files yet. Choose a file above, or download the template to fill in.',
    deleteDescription: 'The file and its import report are deleted. The recipes it created stay.',
  },
  report: {
    label: 'Report lines',
    counted: 'Lines',
    empty: {
      unmatched: 'Every ingredient line matched a food and a measure.',
      notes: 'Nothing to check: every line was read as written.',
      matched: 'No line matched a food.',
      all: 'The file had no lines.',
    } satisfies Record<RecipeImportReportFilter, string>,
    skeletonClassName: 'h-16 rounded-lg',
  },
} as const;
