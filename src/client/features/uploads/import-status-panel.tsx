import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import type { ImportStatus } from '../../../shared/schemas/uploads.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatCount, plural } from './import-text.ts';
import type { StartedImport } from './uploaded-files.tsx';

/** What a screen's import status is given: the import to show, and how to close it. */
export type ImportStatusProps = StartedImport & { onClose: () => void };

/** How often the screen asks how far an import has got. */
const POLL_MS = 1000;

interface ImportProgressCounts {
  status: ImportStatus;
  processed: number;
  total: number;
}

const finished = (found: { status: ImportStatus } | undefined) =>
  found?.status === 'done' || found?.status === 'failed';

/** The import query's `refetchInterval`: ask again every second until the import has finished. */
export const untilImportFinished = (query: { state: { data?: { status: ImportStatus } } }) =>
  finished(query.state.data) ? false : POLL_MS;

/**
 * One import, as its screen shows it once started or picked from the list: the file's name (focused, so
 * a screen reader hears which import this is), what it was read as, a way to close it, how far it has got
 * (`progress`), and below that whatever the screen shows of a finished import (`children`).
 */
export function ImportStatusPanel<Import extends ImportProgressCounts>({
  headingId,
  fileName,
  kindLabel,
  query,
  onClose,
  onFinished,
  progress,
  children,
}: {
  headingId: string;
  fileName: string;
  kindLabel: string | undefined;
  query: UseQueryResult<Import, unknown>;
  onClose: () => void;
  /** Runs once the import has finished: the uploads list shows each file's last import. */
  onFinished: () => void;
  progress: (found: Import) => ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const done = finished(query.data);
  const finish = useEffectEvent(onFinished);

  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => {
    if (done) finish();
  }, [done]);

  return (
    <section
      aria-labelledby={headingId}
      className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold break-words text-neutral-900 outline-none"
          >
            {fileName}
          </h2>
          {kindLabel ? <p className="text-sm text-neutral-600">{kindLabel}</p> : null}
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
        progress(query.data)
      )}
      {children}
    </section>
  );
}

/** Why the import stopped. */
export function ImportFailed({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/** What the finished import did. */
export function ImportDone({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
      <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/** The progress bar of a running import, counting what it reads (`unit`: "row", "recipe"). */
export function ImportRunning({ found, unit }: { found: ImportProgressCounts; unit: string }) {
  const label =
    found.total === 0
      ? 'Reading the file…'
      : `Importing: ${formatCount(found.processed)} of ${plural(found.total, unit)}`;
  return (
    <UploadProgress value={found.total === 0 ? 0 : (found.processed / found.total) * 100} label={label} />
  );
}
