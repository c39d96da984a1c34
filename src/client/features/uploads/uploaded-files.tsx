import { useId, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Play, ScrollText, Trash2, type LucideIcon } from 'lucide-react';
import type { ImportStatus } from '../../../shared/schemas/uploads.ts';
import { PageButtons } from '../../components/page-buttons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { toastCallbacks } from '../../components/mutation-toasts.ts';
import { LoadingRows, QueryError } from '../../components/list-parts.tsx';
import { formatDate } from '../../lib/format.ts';
import { useImportActions, type ImportArea, type UploadActions } from './import-area.ts';
import { formatFileSize } from './import-text.ts';

/** The import a screen shows, with the name of the file it reads. */
export interface StartedImport {
  importId: string;
  fileName: string;
}

/** An uploaded file as its screen lists it, with the state of its latest import. */
export interface ListedUpload {
  id: string;
  fileName: string;
  size: number;
  createdAt: Date;
  createdByName: string | null;
  lastImport: { id: string; status: ImportStatus } | null;
}

/** The words of an import screen's list of files. */
export interface UploadListWords {
  heading: string;
  empty: string;
  /** What deleting a file takes with it, and what stays. */
  deleteDescription: string;
}

/**
 * An import screen's files, newest first, a page at a time: each file's row (`UploadRow`), with what its
 * last import did (`summary(upload)`).
 */
export function UploadedFiles<Upload extends ListedUpload>({
  area,
  onShowImport,
  summary,
}: {
  area: Pick<ImportArea<Upload, unknown, string, unknown>, 'router' | 'useUploads'> & {
    uploads: UploadListWords;
    /** The icon its files are listed with. */
    icon: LucideIcon;
    /** What kind of file an upload is, in words, where the area says so. */
    fileType?: (upload: Upload) => string;
    /** Whether an import that failed part way carries on from where it stopped ("Carry on", not "Import"). */
    resumes?: boolean;
  };
  onShowImport: (shown: StartedImport) => void;
  summary: (upload: Upload) => ReactNode;
}) {
  const { uploads: words, icon, fileType, resumes = false } = area;
  const headingId = useId();
  const [page, setPage] = useState(1);
  const list = area.useUploads(page);
  const actions = useImportActions(area);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
        {words.heading}
      </h2>
      {list.isPending ? (
        <LoadingRows
          label={`Loading ${words.heading.toLowerCase()}…`}
          rows={3}
          rowClassName="h-20 rounded-xl"
        />
      ) : list.isError ? (
        <QueryError error={list.error} />
      ) : list.data.total === 0 ? (
        <p className="rounded-2xl border border-dashed border-neutral-300 bg-white p-8 text-center text-neutral-600">
          {words.empty}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200 bg-white">
            {list.data.items.map((upload) => (
              <UploadRow
                key={upload.id}
                upload={upload}
                icon={icon}
                fileType={fileType?.(upload)}
                startLabel={resumes && upload.lastImport ? 'Carry on' : 'Import'}
                deleteDescription={words.deleteDescription}
                actions={actions}
                onShowImport={onShowImport}
              >
                {summary(upload)}
              </UploadRow>
            ))}
          </ul>
          {list.data.total > list.data.pageSize ? (
            <div className="flex items-center justify-between gap-2 text-sm text-neutral-600">
              <p>
                Page {page} of {Math.ceil(list.data.total / list.data.pageSize)}
              </p>
              <PageButtons
                page={page}
                pages={Math.ceil(list.data.total / list.data.pageSize)}
                onPage={setPage}
              />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * One uploaded file: its name, size, date and who sent it, what its import did (`children`), and its
 * buttons: the import's report or progress, import it (again, once it failed), delete it.
 */
function UploadRow({
  upload,
  icon: Icon,
  fileType,
  startLabel,
  deleteDescription,
  actions,
  onShowImport,
  children,
}: {
  upload: ListedUpload;
  icon: LucideIcon;
  /** What kind of file it is, in words, when the screen says so. */
  fileType?: string;
  startLabel: string;
  /** What deleting the file takes with it, and what stays. */
  deleteDescription: string;
  actions: UploadActions;
  onShowImport: (shown: StartedImport) => void;
  children: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const start = useMutation({
    mutationFn: actions.startImport,
    ...toastCallbacks((started: Awaited<ReturnType<typeof actions.startImport>>) => {
      onShowImport({ importId: started.importId, fileName: upload.fileName });
      void actions.refreshList();
    }),
  });
  const remove = useMutation({
    mutationFn: actions.deleteUpload,
    ...toastCallbacks(() => {
      setConfirming(false);
      void actions.refreshList();
    }),
  });
  const { lastImport } = upload;
  const canStart = !lastImport || lastImport.status === 'failed';

  return (
    <li className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4 sm:p-4">
      <div className="flex min-w-0 items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium break-words text-neutral-900">{upload.fileName}</p>
          <p className="text-xs text-neutral-500">
            {fileType ? `${fileType} · ` : ''}
            {formatFileSize(upload.size)} · {formatDate(upload.createdAt)}
            {upload.createdByName ? ` · ${upload.createdByName}` : ''}
          </p>
          <p className="text-sm">{children}</p>
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
            onClick={() => start.mutate(upload.id)}
          >
            <Play aria-hidden />
            {startLabel}
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
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${upload.fileName}?`}
        description={deleteDescription}
        confirmLabel="Delete file"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(upload.id)}
      />
    </li>
  );
}
