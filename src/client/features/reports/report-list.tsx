import type { ReactNode } from 'react';
import { StatusTabs } from '../../components/status-tabs.tsx';
import { Check, type LucideIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';

/** One report as the Reports screen shows it, whatever was reported. */
export interface ReportView {
  id: string;
  /** What was reported: the food's or the recipe's name, possibly a link to it. */
  subject: ReactNode;
  /** The subject's name in words, for the button's label. */
  subjectName: string;
  message: string;
  reportedBy: string | null;
  createdAt: Date;
  /** When it was resolved or closed; null while it is open. */
  doneAt: Date | null;
}

/** A button on each open report: resolve or close it, or act on what was reported. */
export interface ReportAction {
  label: string;
  /** The button's name for one report, saying which. */
  labelFor: (subjectName: string) => string;
  busy: boolean;
  run: (id: string) => void;
  icon?: LucideIcon;
  /** Whether the action applies to this report (by id); every open report when left out. */
  appliesTo?: (id: string) => boolean;
  destructive?: boolean;
}

/** The open/done switch above a list of reports. */
export function ReportStatusTabs<S extends string>(props: {
  value: S;
  onChange: (value: S) => void;
  labels: Record<S, string>;
}) {
  return (
    <StatusTabs
      label="Report status"
      value={props.value}
      onChange={props.onChange}
      tabs={(Object.entries(props.labels) as [S, string][]).map(([value, label]) => ({ value, label }))}
    />
  );
}

/** A page-by-page list of reports: loading, error and empty states, and "Load more". */
export function ReportList(props: {
  label: string;
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  reports: readonly ReportView[];
  empty: string;
  doneWord: string;
  actions: readonly ReportAction[];
}) {
  const { query, reports, actions } = props;
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading reports…</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError) return <p className="text-red-700">{errorText(query.error)}</p>;
  if (reports.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-neutral-300 bg-white p-10 text-center text-neutral-600">
        {props.empty}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label={props.label}>
        {reports.map((report) => (
          <li
            key={report.id}
            className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4 shadow-xs sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-6"
          >
            <div className="grid min-w-0 gap-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold break-words text-neutral-900">{report.subject}</h3>
                {report.doneAt ? <Badge variant="success">{props.doneWord}</Badge> : null}
              </div>
              <p className="whitespace-pre-line break-words text-neutral-800">{report.message}</p>
              <p className="text-sm text-neutral-600">
                Reported by {report.reportedBy ?? 'a deleted account'} on {formatDate(report.createdAt)}
                {report.doneAt ? ` · ${props.doneWord.toLowerCase()} on ${formatDate(report.doneAt)}` : ''}
              </p>
            </div>
            {report.doneAt ? null : (
              <div className="flex flex-wrap gap-2 sm:justify-end">
                {actions
                  .filter((action) => action.appliesTo?.(report.id) ?? true)
                  .map((action) => {
                    const Icon = action.icon ?? Check;
                    return (
                      <Button
                        key={action.label}
                        variant="outline"
                        className={action.destructive ? 'text-red-700 hover:bg-red-50' : undefined}
                        disabled={action.busy}
                        aria-label={action.labelFor(report.subjectName)}
                        onClick={() => action.run(report.id)}
                      >
                        <Icon aria-hidden />
                        {action.label}
                      </Button>
                    );
                  })}
              </div>
            )}
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
