import { keepPreviousData } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import {
  FOOD_IMPORT_KIND_LABELS,
  type FoodImportReportFilter,
  type FoodUpload,
} from '../../../shared/schemas/foods.ts';
import { trpc } from '../../lib/trpc.ts';
import { untilImportFinished } from '../uploads/import-status-panel.tsx';
import { fileTypeLabel } from './food-import-text.ts';

/** Upload Excel's files and imports: the excel folder, the foodImports procedures, and their words. */
export const foodImportArea = {
  folder: 'excel',
  router: 'foodImports',
  useUploads: (page: number) =>
    trpc.foodImports.list.useQuery({ page }, { placeholderData: keepPreviousData }),
  useImport: (id: string) => trpc.foodImports.get.useQuery({ id }, { refetchInterval: untilImportFinished }),
  useReport: (input: { id: string; filter: FoodImportReportFilter; page: number }) =>
    trpc.foodImports.report.useQuery(input, { placeholderData: keepPreviousData }),
  kindLabels: FOOD_IMPORT_KIND_LABELS,
  unit: 'row',
  icon: FileSpreadsheet,
  fileType: (upload: FoodUpload) => fileTypeLabel(upload.contentType),
  file: {
    heading: 'Import a food file',
    description:
      'Foods already imported from the same source are matched and updated; importing the same file again changes nothing. Each row’s energy is checked against its macros, and rows that do not add up are flagged in the report.',
    accept:
      '.xlsx,.zip,.txt,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/zip,text/plain',
    label: 'Upload a food file',
  },
  uploads: {
    heading: 'Uploaded files',
    empty: 'No files yet. Choose a file above: the food template, the AFCD workbook or SR28.',
    deleteDescription: 'The file and its import reports are deleted. The foods it imported stay.',
  },
  report: {
    label: 'Rows of the file',
    counted: 'Rows',
    empty: {
      all: 'The file had no rows to import.',
      added: 'No food was added: every food in the file was here already, or skipped.',
      updated: 'No food was updated.',
      unchanged: 'No food was unchanged.',
      skipped: 'No row was skipped.',
      flagged: 'No row was flagged: every energy value matches its macros.',
    } satisfies Record<FoodImportReportFilter, string>,
    skeletonClassName: 'h-14 rounded-lg',
  },
} as const;
