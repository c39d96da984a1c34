import {
  RECIPE_IMPORT_KIND_LABELS,
  type RecipeImportUpload,
} from '../../../shared/schemas/recipe-imports.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatCount } from '../uploads/import-text.ts';

/** What an upload's last import did, in its row of the list. */
export function UploadSummary({ lastImport }: { lastImport: RecipeImportUpload['lastImport'] }) {
  if (!lastImport) return <span className="text-neutral-500">Not imported</span>;
  const kind = RECIPE_IMPORT_KIND_LABELS[lastImport.kind];
  if (lastImport.status === 'failed') {
    return (
      <span className="text-red-700">
        {kind}: failed after {formatCount(lastImport.processed)} of {formatCount(lastImport.total)} recipes
      </span>
    );
  }
  if (lastImport.status !== 'done') return <span className="text-neutral-700">{kind}: importing…</span>;
  return (
    <span className="text-neutral-700">
      {kind}: {formatCount(lastImport.recipesCreated)} recipes, {formatCount(lastImport.recipesPublished)}{' '}
      published
      {lastImport.recipesInError > 0 ? (
        <Badge className="ml-2 bg-amber-100 align-middle text-amber-900">
          {formatCount(lastImport.recipesInError)} in error
        </Badge>
      ) : null}
    </span>
  );
}
