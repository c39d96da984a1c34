import { TriangleAlert } from 'lucide-react';
import type { FoodImportReportFilter, FoodImportRowOutcome } from '../../../shared/schemas/foods.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { ImportReportPages } from '../uploads/import-report-pages.tsx';
import { foodImportArea } from './food-import-area.ts';
import { OUTCOME_LABELS } from './food-import-text.ts';

const OUTCOME_BADGES = {
  added: 'success',
  updated: 'accent',
  unchanged: 'secondary',
  skipped: 'destructive',
} as const satisfies Record<FoodImportRowOutcome['outcome'], string>;

/** The report of one import, a page at a time: each row of the file, what became of it, and why. */
export function ImportReport({ importId, filter }: { importId: string; filter: FoodImportReportFilter }) {
  return (
    <ImportReportPages area={foodImportArea} importId={importId} filter={filter}>
      {(line) => <ReportLine key={`${line.sheet ?? ''}:${line.row}`} line={line} />}
    </ImportReportPages>
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
