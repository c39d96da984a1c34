import { useState } from 'react';
import { ChevronLeft, ChevronRight, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import {
  RECIPE_IMPORT_REASON_LABELS,
  type RecipeImportLine,
  type RecipeImportReportFilter,
} from '../../../shared/schemas/recipe-imports.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { formatCount } from '../excel/food-import-text.ts';
import { editRecipePath } from './recipe-import-text.ts';

const EMPTY_TEXT: Record<RecipeImportReportFilter, string> = {
  unmatched: 'Every ingredient line matched a food and a measure.',
  notes: 'Nothing to check: every line was read as written.',
  matched: 'No line matched a food.',
  all: 'The file had no lines.',
};

/** The report of one import, a page at a time, in file order. */
export function RecipeImportReport({
  importId,
  filter,
}: {
  importId: string;
  filter: RecipeImportReportFilter;
}) {
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const report = trpc.recipeImports.report.useQuery(
    { id: importId, filter, page },
    { placeholderData: (previous) => previous },
  );

  if (report.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading the report…</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-16 rounded-lg" />
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
        aria-label="Report lines"
        className="divide-y divide-neutral-200 rounded-xl border border-neutral-200"
      >
        {items.map((line) => (
          <ReportLine key={line.id} line={line} />
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-neutral-600">
        <p aria-live="polite">
          Lines {formatCount(first)}–{formatCount(last)} of {formatCount(total)}
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

function ReportLine({ line }: { line: RecipeImportLine }) {
  const unmatched = line.outcome === 'unmatched';
  return (
    <li className={`grid gap-1.5 px-3 py-2.5 text-sm ${unmatched ? 'bg-red-50/40' : ''}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium break-words text-neutral-900">
          {line.line === '' ? <span className="text-neutral-600">About the recipe</span> : line.line}
        </p>
        <OutcomeBadge line={line} />
      </div>
      {line.outcome === 'matched' && line.foodName ? (
        <p className="break-words text-neutral-700">
          {line.amount} of <span className="font-medium">{line.foodName}</span>
        </p>
      ) : null}
      {line.message ? (
        <p className={`break-words ${unmatched ? 'text-red-800' : 'text-neutral-700'}`}>{line.message}</p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-xs break-words text-neutral-500">
          Recipe {line.recipeNumber}: {line.recipeName}
          {line.lineNumber > 0 ? ` · line ${line.lineNumber}` : ''}
        </p>
        {line.recipeId ? (
          <Button asChild variant="outline" size="sm">
            <Link to={editRecipePath(line.recipeId)} aria-label={`Edit ${line.recipeName}`}>
              <Pencil aria-hidden />
              Edit recipe
            </Link>
          </Button>
        ) : (
          <span className="text-xs text-neutral-500">Recipe deleted</span>
        )}
      </div>
    </li>
  );
}

function OutcomeBadge({ line }: { line: RecipeImportLine }) {
  switch (line.outcome) {
    case 'unmatched':
      return (
        <Badge variant="destructive">
          {line.reason ? RECIPE_IMPORT_REASON_LABELS[line.reason] : 'Unmatched'}
        </Badge>
      );
    case 'matched':
      return <Badge variant="success">Matched</Badge>;
    case 'header':
      return <Badge variant="secondary">Section header</Badge>;
    case 'note':
      return <Badge variant="accent">Note</Badge>;
  }
}
