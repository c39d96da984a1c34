import { useState } from 'react';
import { type RecipeImport, type RecipeImportReportFilter } from '../../../shared/schemas/recipe-imports.ts';
import { ImportStatusPanel, type ImportStatusProps } from '../uploads/import-status-panel.tsx';
import { formatCount, plural } from '../uploads/import-text.ts';
import { recipeImportArea } from './recipe-import-area.ts';
import { RecipeImportReport } from './recipe-import-report.tsx';
import { FILTER_LABELS } from './recipe-import-text.ts';

/** One import: its progress bar while it runs, then its summary and report. */
export function RecipeImportStatus(props: ImportStatusProps) {
  return (
    <ImportStatusPanel
      {...props}
      area={recipeImportArea}
      failed={(found) => (
        <>
          The import failed after {plural(found.processed, 'recipe')}: {found.error} Start it again from the
          list below to carry on.
        </>
      )}
      done={(found) => (
        <>
          Imported {plural(found.recipesCreated, 'recipe')}.
          {found.recipesInError > 0
            ? ` ${plural(found.recipesInError, 'recipe')} with lines that could not be matched ${found.recipesInError === 1 ? 'is' : 'are'} waiting in the Errors list: open each from the report to finish it.`
            : ' Every line matched a food.'}
        </>
      )}
    >
      {(found) =>
        // A failed import still reports the recipes it read before it stopped.
        found.status === 'done' || (found.status === 'failed' && found.processed > 0) ? (
          <ImportResults importId={props.importId} found={found} />
        ) : null
      }
    </ImportStatusPanel>
  );
}

/** What the import did: its summary, then its report lines, filtered (the unmatched ones first). */
function ImportResults({ importId, found }: { importId: string; found: RecipeImport }) {
  const [filter, setFilter] = useState<RecipeImportReportFilter>('unmatched');
  return (
    <>
      <ImportSummary found={found} />
      <ReportFilters found={found} filter={filter} onFilter={setFilter} />
      <RecipeImportReport importId={importId} filter={filter} />
    </>
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
