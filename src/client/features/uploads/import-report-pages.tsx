import { useState, type ReactNode } from 'react';
import { PageButtons } from '../../components/page-buttons.tsx';
import { LoadingRows, QueryError } from '../../components/list-parts.tsx';
import type { ImportArea } from './import-area.ts';
import { formatCount } from './import-text.ts';

/** The page of a report to show: a new filter starts again at its first page. */
function useReportPage<Filter extends string>(filter: Filter): [number, (page: number) => void] {
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  return [page, (next) => setPaging({ filter, page: next })];
}

/**
 * The report of one import, the lines `filter` picks a page at a time: each line is the screen's own
 * `children(line)`, then where the page is in the report ("Rows 1–50 of 120") and Previous / Next.
 */
export function ImportReportPages<Filter extends string, Line>({
  area,
  importId,
  filter,
  children,
}: {
  area: Pick<ImportArea<unknown, unknown, Filter, Line>, 'useReport' | 'report'>;
  importId: string;
  filter: Filter;
  children: (line: Line) => ReactNode;
}) {
  const { label, counted, skeletonClassName } = area.report;
  const [page, onPage] = useReportPage(filter);
  const report = area.useReport({ id: importId, filter, page });
  if (report.isPending) {
    return <LoadingRows label="Loading the report…" rows={3} rowClassName={skeletonClassName} />;
  }
  if (report.isError) return <QueryError error={report.error} />;
  const { items, total, pageSize } = report.data;
  if (total === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-neutral-300 p-6 text-center text-sm text-neutral-600">
        {area.report.empty[filter]}
      </p>
    );
  }
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const pages = Math.ceil(total / pageSize);
  return (
    <div className="grid gap-3">
      <ol aria-label={label} className="divide-y divide-neutral-200 rounded-xl border border-neutral-200">
        {items.map(children)}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-neutral-600">
        <p aria-live="polite">
          {counted} {formatCount(first)}–{formatCount(last)} of {formatCount(total)}
        </p>
        {pages > 1 ? <PageButtons page={page} pages={pages} onPage={onPage} /> : null}
      </div>
    </div>
  );
}
