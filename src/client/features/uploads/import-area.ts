import type { UseQueryResult } from '@tanstack/react-query';
import type { UploadFolder } from '../../../shared/access.ts';
import type { MessageKey } from '../../../shared/messages.ts';
import { trpc } from '../../lib/trpc.ts';

/** A page of a list the server counts: its items, how many a page holds, how many in all. */
export interface Paged<Item> {
  items: Item[];
  pageSize: number;
  total: number;
}

/** Where an import's files go and which of the server's routers runs its imports. */
export interface ImportProcedures {
  folder: UploadFolder;
  router: 'foodImports' | 'recipeImports';
}

/**
 * What the import screens' parts (file picker, uploads list, status, report) ask the server, for one
 * import (Upload Excel, Import recipes): its uploads a page at a time, one import (asked again until it
 * has finished), and an import's report filtered and a page at a time.
 */
export interface ImportArea<Upload, Import, Filter extends string, Line> extends ImportProcedures {
  useUploads(page: number): UseQueryResult<Paged<Upload>, unknown>;
  useImport(importId: string): UseQueryResult<Import, unknown>;
  useReport(input: { id: string; filter: Filter; page: number }): UseQueryResult<Paged<Line>, unknown>;
  report: ReportWords<Filter>;
}

/** How an import's report is worded and laid out. */
export interface ReportWords<Filter extends string> {
  /** The list's name for assistive technology. */
  label: string;
  /** What the report counts, as the page's place says it: "Rows", "Lines". */
  counted: string;
  /** What to say when a filter shows nothing. */
  empty: Record<Filter, string>;
  /** The loading placeholders' size, about that of a line. */
  skeletonClassName: string;
}

/** What an uploaded file's buttons ask the server, through the area's own procedures. */
export interface UploadActions {
  startImport: (uploadId: string) => Promise<{ importId: string; messageKey: MessageKey }>;
  deleteUpload: (uploadId: string) => Promise<{ messageKey: MessageKey }>;
  /** Reads the list again once a file or its import has changed. */
  refreshList: () => Promise<void>;
}

/** The area's procedures that change its files: start an import, delete a file, read the list again. */
export function useImportActions({ router }: Pick<ImportProcedures, 'router'>): UploadActions {
  const utils = trpc.useUtils();
  return {
    startImport: (uploadId) => utils.client[router].start.mutate({ uploadId }),
    deleteUpload: (uploadId) => utils.client[router].deleteUpload.mutate({ uploadId }),
    refreshList: () => utils[router].list.invalidate(),
  };
}
