import { useState, type ReactNode } from 'react';
import { EmptyState, LoadingRows, LoadMoreButton, QueryError } from '../../components/list-parts.tsx';
import { toastCallbacks } from '../../components/mutation-toasts.ts';
import { StatusTabs, type StatusTab } from '../../components/status-tabs.tsx';
import { Check, type LucideIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';

/** What every kind of report has, whatever was reported. */
export interface ReportRecord {
  id: string;
  message: string;
  reportedBy: string | null;
  createdAt: Date;
}

/** A button on each open report: resolve or close it, or act on what was reported. */
export interface ReportAction<Report> {
  label: string;
  /** The button's name for one report, saying which. */
  labelFor: (subjectName: string) => string;
  busy: boolean;
  run: (report: Report) => void;
  icon?: LucideIcon;
  /** Whether the action applies to this report; every open report when left out. */
  appliesTo?: (report: Report) => boolean;
  destructive?: boolean;
}

/** What an open report becomes once dealt with, and the words of the button that does it. */
const DONE = {
  resolved: {
    word: 'Resolved',
    action: 'Mark as resolved',
    actionFor: (name: string) => `Mark the report on ${name} as resolved`,
  },
  closed: {
    word: 'Closed',
    action: 'Close report',
    actionFor: (name: string) => `Close the report on ${name}`,
  },
} as const;

type DoneStatus = keyof typeof DONE;

/** A list of reports a page at a time, as its query gives it. */
interface ReportsQuery<Report> {
  data?: { pages: { items: Report[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * One kind of report on the Reports screen (food, recipe, marketplace): its words, how it names what was
 * reported, and its procedures: the reports with a status, newest first, and resolving or closing one.
 */
export interface ReportKind<Report extends ReportRecord, Done extends DoneStatus = DoneStatus> {
  /** What is reported, as the list's name says it: "food" gives "Pending food reports". */
  noun: string;
  done: Done;
  /** What the list says when it has none, open and done. */
  empty: { pending: string; done: string };
  /** The reported thing's name in words. */
  subjectName: (report: Report) => string;
  /** The reported thing as the report's heading shows it, when more than its name. */
  subject?: (report: Report) => ReactNode;
  doneAt: (report: Report) => Date | null;
  useReports: (status: 'pending' | Done) => ReportsQuery<Report>;
  useDone: (callbacks: ReturnType<typeof toastCallbacks>) => {
    isPending: boolean;
    mutate: (input: { reportId: string }) => void;
  };
  /** Reads the kind's lists again once a report was dealt with. */
  refresh: (utils: ReturnType<typeof trpc.useUtils>) => Promise<void>;
}

/**
 * The Reports screen's panel of one kind of report: pending and done, newest first; resolve or close a
 * pending one, or act on what was reported (`moreActions`, whose dialogs are the `children`).
 */
export function ReportsPanel<Report extends ReportRecord, Done extends DoneStatus>({
  kind,
  moreActions = [],
  children,
}: {
  kind: ReportKind<Report, Done>;
  moreActions?: readonly ReportAction<Report>[];
  children?: ReactNode;
}) {
  const [status, setStatus] = useState<'pending' | Done>('pending');
  const utils = trpc.useUtils();
  const list = kind.useReports(status);
  const done = DONE[kind.done];
  const markDone = kind.useDone(
    toastCallbacks(() => {
      void kind.refresh(utils);
    }),
  );
  const tabs: StatusTab<'pending' | Done>[] = [
    { value: 'pending', label: 'Pending' },
    { value: kind.done, label: done.word },
  ];
  return (
    <div className="grid gap-4">
      <StatusTabs label="Report status" value={status} onChange={setStatus} tabs={tabs} />
      <ReportList
        label={`${status === 'pending' ? 'Pending' : done.word} ${kind.noun} reports`}
        query={list}
        kind={kind}
        doneWord={done.word}
        empty={status === 'pending' ? kind.empty.pending : kind.empty.done}
        actions={[
          ...moreActions,
          {
            label: done.action,
            labelFor: done.actionFor,
            busy: markDone.isPending,
            run: (report) => markDone.mutate({ reportId: report.id }),
          },
        ]}
      />
      {children}
    </div>
  );
}

/** A page-by-page list of reports: loading, error and empty states, and "Load more". */
function ReportList<Report extends ReportRecord>(props: {
  label: string;
  query: ReportsQuery<Report>;
  kind: Pick<ReportKind<Report>, 'subject' | 'subjectName' | 'doneAt'>;
  empty: string;
  doneWord: string;
  actions: readonly ReportAction<Report>[];
}) {
  const { query, kind, actions } = props;
  const reports = (query.data?.pages ?? []).flatMap((page) => page.items);
  if (query.isPending) {
    return (
      <LoadingRows label="Loading reports…" rows={3} rowClassName="h-28 rounded-xl" className="grid gap-3" />
    );
  }
  if (query.isError) return <QueryError error={query.error} />;
  if (reports.length === 0) return <EmptyState>{props.empty}</EmptyState>;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label={props.label}>
        {reports.map((report) => {
          const doneAt = kind.doneAt(report);
          const subjectName = kind.subjectName(report);
          return (
            <li
              key={report.id}
              className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4 shadow-xs sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-6"
            >
              <div className="grid min-w-0 gap-1.5">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold break-words text-neutral-900">
                    {kind.subject?.(report) ?? subjectName}
                  </h3>
                  {doneAt ? <Badge variant="success">{props.doneWord}</Badge> : null}
                </div>
                <p className="whitespace-pre-line break-words text-neutral-800">{report.message}</p>
                <p className="text-sm text-neutral-600">
                  Reported by {report.reportedBy ?? 'a deleted account'} on {formatDate(report.createdAt)}
                  {doneAt ? ` · ${props.doneWord.toLowerCase()} on ${formatDate(doneAt)}` : ''}
                </p>
              </div>
              {doneAt ? null : (
                <div className="flex flex-wrap gap-2 sm:justify-end">
                  {actions
                    .filter((action) => action.appliesTo?.(report) ?? true)
                    .map((action) => {
                      const Icon = action.icon ?? Check;
                      return (
                        <Button
                          key={action.label}
                          variant="outline"
                          className={action.destructive ? 'text-red-700 hover:bg-red-50' : undefined}
                          disabled={action.busy}
                          aria-label={action.labelFor(subjectName)}
                          onClick={() => action.run(report)}
                        >
                          <Icon aria-hidden />
                          {action.label}
                        </Button>
                      );
                    })}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <LoadMoreButton list={query} />
    </div>
  );
}
