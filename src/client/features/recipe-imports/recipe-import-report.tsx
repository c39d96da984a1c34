import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import {
  RECIPE_IMPORT_REASON_LABELS,
  type RecipeImportLine,
  type RecipeImportReportFilter,
} from '../../../shared/schemas/recipe-imports.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ImportReportPages } from '../uploads/import-report-pages.tsx';
import { recipeImportArea } from './recipe-import-area.ts';
import { editRecipePath } from './recipe-import-text.ts';

/** The report of one import, a page at a time, in file order. */
export function RecipeImportReport({
  importId,
  filter,
}: {
  importId: string;
  filter: RecipeImportReportFilter;
}) {
  return (
    <ImportReportPages area={recipeImportArea} importId={importId} filter={filter}>
      {(line) => <ReportLine key={line.id} line={line} />}
    </ImportReportPages>
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
