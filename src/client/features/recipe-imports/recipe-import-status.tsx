import { useEffect, useRef, useState } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import {
  RECIPE_IMPORT_KIND_LABELS,
  type RecipeImport,
  type RecipeImportReportFilter,
} from '../../../shared/schemas/recipe-imports.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { formatCount, plural } from '../excel/food-import-text.ts';
import { RecipeImportReport } from './recipe-import-report.tsx';
import { FILTER_LABELS } from './recipe-import-text.ts';

/** How often the screen asks how far an import has got. */
const POLL_MS = 1000;

const finished = (found: RecipeImport | undefined) => found?.status === 'done' || found?.status === 'failed';

/** One import: its progress bar while it runs, then its summary and report. */
export function RecipeImportStatus({
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
  const [filter, setFilter] = useState<RecipeImportReportFilter>('unmatched');
  const query = trpc.recipeImports.get.useQuery(
    { id: importId },
    { refetchInterval: (q) => (finished(q.state.data) ? false : POLL_MS) },
  );
  const found = query.data;
  const done = finished(found);

  useEffect(() => {
    heading.current?.focus();
  }, [importId]);
  useEffect(() => {
    // The list shows each file's import: refresh it once this one has finished.
    if (done) void utils.recipeImports.list.invalidate();
  }, [done, utils]);

  return (
    <section
      aria-labelledby="recipe-import-status-heading"
      className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id="recipe-import-status-heading"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold break-words text-neutral-900 outline-none"
          >
            {fileName}
          </h2>
          {found ? <p className="text-sm text-neutral-600">{RECIPE_IMPORT_KIND_LABELS[found.kind]}</p> : null}
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
      {found && (found.status === 'done' || (found.status === 'failed' && found.processed > 0)) ? (
        <>
          <ImportSummary found={found} />
          <ReportFilters found={found} filter={filter} onFilter={setFilter} />
          <RecipeImportReport importId={importId} filter={filter} />
        </>
      ) : null}
    </section>
  );
}

function ImportProgress({ found }: { found: RecipeImport }) {
  if (found.status === 'failed') {
    return (
      <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          The import failed after {plural(found.processed, 'recipe')}: {found.error} Start it again from the
          list below to carry on.
        </span>
      </p>
    );
  }
  if (found.status === 'done') {
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          Imported {plural(found.recipesCreated, 'recipe')}.
          {found.recipesInError > 0
            ? ` ${plural(found.recipesInError, 'recipe')} with lines that could not be matched ${found.recipesInError === 1 ? 'is' : 'are'} waiting in the Errors list: open each from the report to finish it.`
            : ' Every line matched a food.'}
        </span>
      </p>
    );
  }
  const label =
    found.total === 0
      ? 'Reading the file…'
      : `Importing: ${formatCount(found.processed)} of ${plural(found.total, 'recipe')}`;
  return (
    <UploadProgress value={found.total === 0 ? 0 : (found.processed / found.total) * 100} label={label} />
  );
}

/** The counts of the summary: recipes created, published, in error, and lines. */
function ImportSummary({ found }: { found: RecipeImport }) {
  const items = [
    { label: 'Recipes created', value: found.recipesCreated },
    { label: 'Published', value: found.recipesPublished },
    { label: 'In error', value: found.recipesInError, warn: found.recipesInError > 0 },
    { label: 'Lines matched', value: found.linesMatched },
    { label: 'Lines unmatched', value: found.linesUnmatched, warn: found.linesUnmatched > 0 },
    { label: 'Section headers', value: found.sectionHeaders },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((item) => (
        <div
          key={item.label}
          className={
            'grid rounded-xl border px-3 py-2 ' +
            (item.warn
              ? 'border-amber-200 bg-amber-50 text-amber-900'
              : 'border-neutral-200 text-neutral-900')
          }
        >
          <dt className="text-xs font-medium text-neutral-600">{item.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatCount(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReportFilters({
  found,
  filter,
  onFilter,
}: {
  found: RecipeImport;
  filter: RecipeImportReportFilter;
  onFilter: (filter: RecipeImportReportFilter) => void;
}) {
  const counts: Record<RecipeImportReportFilter, number> = {
    unmatched: found.linesUnmatched,
    notes: found.notes,
    matched: found.linesMatched,
    all: found.linesMatched + found.linesUnmatched + found.sectionHeaders + found.notes,
  };
  return (
    <div role="group" aria-label="Show lines" className="flex flex-wrap gap-2">
      {(Object.keys(FILTER_LABELS) as RecipeImportReportFilter[]).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={filter === value}
          onClick={() => onFilter(value)}
          className={
            'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ' +
            (filter === value
              ? 'border-brand-500 bg-brand-50 font-semibold text-neutral-900'
              : 'border-neutral-200 bg-white text-neutral-700 hover:bg-neutral-50')
          }
        >
          {FILTER_LABELS[value]}
          {value === 'all' ? null : (
            <span className="tabular-nums text-neutral-500">{formatCount(counts[value])}</span>
          )}
        </button>
      ))}
    </div>
  );
}
