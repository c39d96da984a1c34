import { useState } from 'react';
import { FileText } from 'lucide-react';
import {
  RECIPE_IMPORT_KIND_LABELS,
  type RecipeImportUpload,
} from '../../../shared/schemas/recipe-imports.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { trpc } from '../../lib/trpc.ts';
import { formatCount } from '../uploads/import-text.ts';
import {
  UploadedFiles,
  UploadRow,
  type StartedImport,
  type UploadActions,
} from '../uploads/uploaded-files.tsx';

/** The recipe files imported so far, newest first, 20 a page: what each import did, its report, delete. */
export function RecipeUploads({ onShowImport }: { onShowImport: (shown: StartedImport) => void }) {
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const list = trpc.recipeImports.list.useQuery({ page }, { placeholderData: (previous) => previous });
  const actions: UploadActions = {
    startImport: (uploadId) => utils.client.recipeImports.start.mutate({ uploadId }),
    deleteUpload: (uploadId) => utils.client.recipeImports.deleteUpload.mutate({ uploadId }),
    refreshList: () => utils.recipeImports.list.invalidate(),
  };

  return (
    <UploadedFiles
      headingId="recipe-uploads-heading"
      heading="Past imports"
      loadingText="Loading past imports…"
      emptyText="No recipe files yet. Choose a file above, or download the template to fill in."
      list={list}
      page={page}
      onPage={setPage}
    >
      {(upload) => (
        <UploadRow
          key={upload.id}
          upload={upload}
          icon={FileText}
          // An import that failed part way carries on from its last recipe.
          startLabel={upload.lastImport ? 'Carry on' : 'Import'}
          deleteDescription="The file and its import report are deleted. The recipes it created stay."
          actions={actions}
          onShowImport={onShowImport}
        >
          <ImportSummary lastImport={upload.lastImport} />
        </UploadRow>
      )}
    </UploadedFiles>
  );
}

function ImportSummary({ lastImport }: { lastImport: RecipeImportUpload['lastImport'] }) {
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
