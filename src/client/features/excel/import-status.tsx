import { useEffect, useRef, useState } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import {
  FOOD_IMPORT_KIND_LABELS,
  type FoodImport,
  type FoodImportReportFilter,
} from '../../../shared/schemas/foods.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { formatCount, plural } from './food-import-text.ts';
import { ImportReport } from './import-report.tsx';

/** How often the screen asks how far an import has got. */
const POLL_MS = 1000;

const finished = (found: FoodImport | undefined) => found?.status === 'done' || found?.status === 'failed';

/** One import: its progress bar while it runs, then its counts and per-row report. */
export function ImportStatus({
  importId,
  fileName,
  onClose,
}: {
  importId: string;
  fileName: string;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const heading = useRef<HTMLHeadingElement>(null);
  const [filter, setFilter] = useState<FoodImportReportFilter>('all');
  const query = trpc.foodImports.get.useQuery(
    { id: importId },
    { refetchInterval: (q) => (finished(q.state.data) ? false : POLL_MS) },
  );
  const found = query.data;
  const done = finished(found);

  useEffect(() => {
    heading.current?.focus();
  }, [importId]);
  useEffect(() => {
    // The uploads list shows each file's last import: refresh it once this one has finished.
    if (done) void utils.foodImports.list.invalidate();
  }, [done, utils]);

  return (
    <section
      aria-labelledby="import-status-heading"
      className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id="import-status-heading"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold break-words text-neutral-900 outline-none"
          >
            {fileName}
          </h2>
          {found ? <p className="text-sm text-neutral-600">{FOOD_IMPORT_KIND_LABELS[found.kind]}</p> : null}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          aria-label="Close the report"
          onClick={onClose}
        >
          <X aria-hidden />
        </Button>
      </div>
      {query.isPending ? (
        <Skeleton className="h-10 rounded-lg" />
      ) : query.isError ? (
        <p className="text-red-700">{errorText(query.error)}</p>
      ) : (
        <ImportProgress found={query.data} />
      )}
      {found?.status === 'done' ? (
        <>
          <ImportSummary found={found} filter={filter} onFilter={setFilter} />
          <ImportReport importId={importId} filter={filter} />
        </>
      ) : null}
    </section>
  );
}

function ImportProgress({ found }: { found: FoodImport }) {
  if (found.status === 'failed') {
    return (
      <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>The import failed: {found.error}</span>
      </p>
    );
  }
  if (found.status === 'done') {
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          Imported {plural(found.total, 'row')}: {formatCount(found.added)} added,{' '}
          {formatCount(found.updated)} updated, {formatCount(found.unchanged)} unchanged,{' '}
          {formatCount(found.skipped)} skipped.
          {found.flagged > 0 ? ` ${plural(found.flagged, 'row')} flagged for a closer look.` : ''}
        </span>
      </p>
    );
  }
  const label =
    found.total === 0
      ? 'Reading the file…'
      : `Importing: ${formatCount(found.processed)} of ${plural(found.total, 'row')}`;
  return (
    <UploadProgress value={found.total === 0 ? 0 : (found.processed / found.total) * 100} label={label} />
  );
}

const FILTERS: { filter: FoodImportReportFilter; label: string; count: (f: FoodImport) => number }[] = [
  { filter: 'all', label: 'All', count: (f) => f.total },
  { filter: 'added', label: 'Added', count: (f) => f.added },
  { filter: 'updated', label: 'Updated', count: (f) => f.updated },
  { filter: 'unchanged', label: 'Unchanged', count: (f) => f.unchanged },
  { filter: 'skipped', label: 'Skipped', count: (f) => f.skipped },
  { filter: 'flagged', label: 'Flagged', count: (f) => f.flagged },
];

/** The counts, each a button that shows only those rows of the report. */
function ImportSummary({
  found,
  filter,
  onFilter,
}: {
  found: FoodImport;
  filter: FoodImportReportFilter;
  onFilter: (filter: FoodImportReportFilter) => void;
}) {
  return (
    <div role="group" aria-label="Show rows" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      {FILTERS.map((item) => (
        <button
          key={item.filter}
          type="button"
          aria-pressed={filter === item.filter}
          onClick={() => onFilter(item.filter)}
          className={
            'grid rounded-xl border px-3 py-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ' +
            (filter === item.filter
              ? 'border-brand-500 bg-brand-50'
              : 'border-neutral-200 bg-white hover:bg-neutral-50') +
            (item.filter === 'flagged' && found.flagged > 0 ? ' text-amber-900' : ' text-neutral-900')
          }
        >
          <span className="text-xs font-medium text-neutral-600">{item.label}</span>
          <span className="text-lg font-semibold tabular-nums">{formatCount(item.count(found))}</span>
        </button>
      ))}
    </div>
  );
}
