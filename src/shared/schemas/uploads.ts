import { z } from 'zod';
import { text } from './text.ts';

/**
 * The files admins send to be imported (SPEC §3 Upload) and what their imports did: the shapes Upload Excel
 * (`foods.ts`) and Import recipes (`recipe-imports.ts`) share, each generic over what differs between them:
 * the kinds of file, an import's counts, a report's lines and filters.
 */

/** How far an import has got: waiting for the worker, reading the file, finished, or stopped by an error. */
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** SPEC §9 page sizes: the uploads list, newest first, 20 a page; an import's report, 50 lines a page. */
export const UPLOADS_PAGE_SIZE = 20;
export const IMPORT_REPORT_PAGE_SIZE = 50;

const ZPageNumber = z.number().int().min(1).max(10_000).default(1);

/** A page of a list: its items, which page it is, how many a page holds and how many there are in all. */
export function zPageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });
}

export const ZUploadListInput = z.object({ page: ZPageNumber }).default({ page: 1 });
export const ZUploadIdInput = z.object({ uploadId: z.uuid() });
export const ZImportIdInput = z.object({ id: z.uuid() });

/**
 * One import as its progress bar and summary show it (the report comes a page at a time): what the file
 * was read as, how far it has got, the counts of its own area, and why it failed if it did.
 */
export function zImportOf<const Kinds extends readonly [string, ...string[]], Counts extends z.ZodRawShape>(
  kinds: Kinds,
  counts: Counts,
) {
  return z.object({
    id: text(),
    uploadId: text().nullable(),
    kind: z.enum(kinds),
    status: z.enum(IMPORT_STATUSES),
    /** What has been read so far and what the file holds (rows, recipes), for the progress bar. */
    processed: z.number(),
    total: z.number(),
    ...counts,
    /** Why a failed import failed, in words for the admin. */
    error: text().nullable(),
    createdAt: z.date(),
    finishedAt: z.date().nullable(),
  });
}

/** A page of an import's report, showing the lines one filter picks (`byDefault` when none is asked for). */
export function zImportReportInput<const Filters extends readonly [string, ...string[]]>(
  filters: Filters,
  byDefault: Filters[number],
) {
  return z.object({
    id: z.uuid(),
    filter: z.enum(filters).default(byDefault),
    page: ZPageNumber,
  });
}

/** SPEC §3 Upload (file name, type, size, created, by whom), with what its latest import did. */
export function zUploadWithLastImport<Import extends z.ZodType>(lastImport: Import) {
  return z.object({
    id: text(),
    fileName: text(),
    contentType: text(),
    size: z.number(),
    createdAt: z.date(),
    createdByName: text().nullable(),
    lastImport: lastImport.nullable(),
  });
}
