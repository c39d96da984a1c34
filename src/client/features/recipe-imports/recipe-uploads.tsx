import { useState } from 'react';
import { ChevronLeft, ChevronRight, FileText, Play, ScrollText, Trash2 } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import {
  RECIPE_IMPORT_KIND_LABELS,
  type RecipeImportUpload,
} from '../../../shared/schemas/recipe-imports.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { formatCount, formatFileSize } from '../excel/food-import-text.ts';
import type { StartedRecipeImport } from './import-recipe-file.tsx';

/** The recipe files imported so far, newest first, 20 a page: what each import did, its report, delete. */
export function RecipeUploads({ onShowImport }: { onShowImport: (shown: StartedRecipeImport) => void }) {
  const [page, setPage] = useState(1);
  const list = trpc.recipeImports.list.useQuery({ page }, { placeholderData: (previous) => previous });

  return (
    <section aria-labelledby="recipe-uploads-heading" className="grid gap-3">
      <h2 id="recipe-uploads-heading" className="text-lg font-semibold text-neutral-900">
        Past imports
      </h2>
      {list.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Loading past imports…</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-20 rounded-xl" />
          ))}
        </div>
      ) : list.isError ? (
        <p className="text-red-700">{errorText(list.error)}</p>
      ) : list.data.total === 0 ? (
        <p className="rounded-2xl border border-dashed border-neutral-300 bg-white p-8 text-center text-neutral-600">
          No recipe files yet. Choose a file above, or download the template to fill in.
        </p>
      ) : (
        <>
          <ul className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200 bg-white">
            {list.data.items.map((upload) => (
              <UploadRow key={upload.id} upload={upload} onShowImport={onShowImport} />
            ))}
          </ul>
          {list.data.total > list.data.pageSize ? (
            <div className="flex items-center justify-between gap-2 text-sm text-neutral-600">
              <p>
                Page {page} of {Math.ceil(list.data.total / list.data.pageSize)}
              </p>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  <ChevronLeft aria-hidden />
                  Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page * list.data.pageSize >= list.data.total}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                  <ChevronRight aria-hidden />
                </Button>
              </div>
            </div>
          ) : null}
        </>
      )}
    </section>
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

function UploadRow({
  upload,
  onShowImport,
}: {
  upload: RecipeImportUpload;
  onShowImport: (shown: StartedRecipeImport) => void;
}) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const start = trpc.recipeImports.start.useMutation({
    onSuccess: (started) => {
      toast.success(messages[started.messageKey]);
      onShowImport({ importId: started.importId, fileName: upload.fileName });
      void utils.recipeImports.list.invalidate();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const remove = trpc.recipeImports.deleteUpload.useMutation({
    onSuccess: (result) => {
      toast.success(messages[result.messageKey]);
      setConfirming(false);
      void utils.recipeImports.list.invalidate();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const { lastImport } = upload;
  const canStart = !lastImport || lastImport.status === 'failed';

  return (
    <li className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4 sm:p-4">
      <div className="flex min-w-0 items-start gap-3">
        <FileText className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium break-words text-neutral-900">{upload.fileName}</p>
          <p className="text-xs text-neutral-500">
            {formatFileSize(upload.size)} · {formatDate(upload.createdAt)}
            {upload.createdByName ? ` · ${upload.createdByName}` : ''}
          </p>
          <p className="text-sm">
            <ImportSummary lastImport={lastImport} />
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 pl-8 sm:justify-end sm:pl-0">
        {lastImport && lastImport.status !== 'failed' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onShowImport({ importId: lastImport.id, fileName: upload.fileName })}
          >
            <ScrollText aria-hidden />
            {lastImport.status === 'done' ? 'Report' : 'Progress'}
          </Button>
        ) : null}
        {canStart ? (
          <Button
            variant="outline"
            size="sm"
            disabled={start.isPending}
            onClick={() => start.mutate({ uploadId: upload.id })}
          >
            <Play aria-hidden />
            {lastImport ? 'Carry on' : 'Import'}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          aria-label={`Delete ${upload.fileName}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="text-left" role="alertdialog">
          <DialogHeader>
            <DialogTitle>Delete {upload.fileName}?</DialogTitle>
            <DialogDescription>
              The file and its import report are deleted. The recipes it created stay.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ uploadId: upload.id })}
            >
              Delete file
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}
