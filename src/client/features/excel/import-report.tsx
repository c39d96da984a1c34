import { useState } from 'react';
import { ChevronLeft, ChevronRight, TriangleAlert } from 'lucide-react';
import type { FoodImportReportFilter, FoodImportRowOutcome } from '../../../shared/schemas/foods.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { formatCount, OUTCOME_LABELS } from './food-import-text.ts';

const OUTCOME_BADGES = {
  added: 'success',
  updated: 'accent',
  unchanged: 'secondary',
  skipped: 'destructive',
} as const satisfies Record<FoodImportRowOutcome['outcome'], string>;

const EMPTY_TEXT: Record<FoodImportReportFilter, string> = {
  all: 'The file had no rows to import.',
  added: 'No food was added: every food in the file was here already, or skipped.',
  updated: 'No food was updated.',
  unchanged: 'No food was unchanged.',
  skipped: 'No row was skipped.',
  flagged: 'No row was flagged: every energy value matches its macros.',
};

/** The report of one import, a page at a time: each row of the file, what became of it, and why. */
export function ImportReport({ importId, filter }: { importId: string; filter: FoodImportReportFilter }) {
  // A new filter starts again at its first page.
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const report = trpc.foodImports.report.useQuery(
    { id: importId, filter, page },
    { placeholderData: (previous) => previous },
  );

  if (report.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading the report…</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-14 rounded-lg" />
        ))}
      </div>
    );
  }
  if (report.isError) return <p className="text-red-700">{errorText(report.error)}</p>;
  const { items, total, pageSize } = report.data;
  if (total === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-neutral-300 p-6 text-center text-sm text-neutral-600">
        {EMPTY_TEXT[filter]}
      </p>
    );
  }
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const pages = Math.ceil(total / pageSize);
  return (
    <div className="grid gap-3">
      <ol
        aria-label="Rows of the file"
        className="divide-y divide-neutral-200 rounded-xl border border-neutral-200"
      >
        {items.map((line) => (
          <ReportLine key={`${line.sheet ?? ''}:${line.row}`} line={line} />
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-neutral-600">
        <p aria-live="polite">
          Rows {formatCount(first)}–{formatCount(last)} of {formatCount(total)}
        </p>
        {pages > 1 ? (
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPaging({ filter, page: page - 1 })}
            >
              <ChevronLeft aria-hidden />
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages}
              onClick={() => setPaging({ filter, page: page + 1 })}
            >
              Next
              <ChevronRight aria-hidden />
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function ReportLine({ line }: { line: FoodImportRowOutcome }) {
  const tone = line.flagged ? 'bg-amber-50' : line.outcome === 'skipped' ? 'bg-red-50/40' : '';
  const reasonTone = line.flagged
    ? 'text-amber-900'
    : line.outcome === 'skipped'
      ? 'text-red-800'
      : 'text-neutral-700';
  return (
    <li className={`grid gap-1 px-3 py-2.5 text-sm ${tone}`}>
      <p className="font-medium break-words text-neutral-900">{line.name || '(no name)'}</p>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="text-xs text-neutral-500">
          Row {line.row}
          {line.sheet ? ` · ${line.sheet}` : ''}
        </p>
        <div className="flex flex-wrap gap-1">
          {line.flagged ? (
            <Badge className="bg-amber-100 text-amber-900">
              <TriangleAlert aria-hidden />
              Flagged
            </Badge>
          ) : null}
          <Badge variant={OUTCOME_BADGES[line.outcome]}>{OUTCOME_LABELS[line.outcome]}</Badge>
        </div>
      </div>
      {line.reason ? <p className={reasonTone}>{line.reason}</p> : null}
    </li>
  );
}
