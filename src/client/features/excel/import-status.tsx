import { useState } from 'react';
import { type FoodImport, type FoodImportReportFilter } from '../../../shared/schemas/foods.ts';
import { ImportStatusPanel, type ImportStatusProps } from '../uploads/import-status-panel.tsx';
import { formatCount, plural } from '../uploads/import-text.ts';
import { foodImportArea } from './food-import-area.ts';
import { ImportReport } from './import-report.tsx';

/** One import: its progress bar while it runs, then its counts and per-row report. */
export function ImportStatus(props: ImportStatusProps) {
  return (
    <ImportStatusPanel
      {...props}
      area={foodImportArea}
      failed={(found) => <>The import failed: {found.error}</>}
      done={(found) => (
        <>
          Imported {plural(found.total, 'row')}: {formatCount(found.added)} added,{' '}
          {formatCount(found.updated)} updated, {formatCount(found.unchanged)} unchanged,{' '}
          {formatCount(found.skipped)} skipped.
          {found.flagged > 0 ? ` ${plural(found.flagged, 'row')} flagged for a closer look.` : ''}
        </>
      )}
    >
      {(found) =>
        found.status === 'done' ? <ImportResults importId={props.importId} found={found} /> : null
      }
    </ImportStatusPanel>
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

/** What a finished import did: the counts, each a button that shows only those rows, over the report. */
function ImportResults({ importId, found }: { importId: string; found: FoodImport }) {
  const [filter, setFilter] = useState<FoodImportReportFilter>('all');
  return (
    <>
      <div role="group" aria-label="Show rows" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {FILTERS.map((item) => (
          <button
            key={item.filter}
            type="button"
            aria-pressed={filter === item.filter}
            onClick={() => setFilter(item.filter)}
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
      <ImportReport importId={importId} filter={filter} />
    </>
  );
}
