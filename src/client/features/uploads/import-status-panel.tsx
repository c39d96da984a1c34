import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import type { ImportStatus } from '../../../shared/schemas/uploads.ts';
import { Button } from '../../components/ui/button.tsx';
import { NamedCard, NamedCardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatCount, plural } from './import-text.ts';
import { useImportActions, type ImportArea, type ImportProcedures } from './import-area.ts';
import type { StartedImport } from './uploaded-files.tsx';

/** What a screen's import status is given: the import to show, and how to close it. */
export type ImportStatusProps = StartedImport & { onClose: () => void };

/** How often the screen asks how far an import has got. */
const POLL_MS = 1000;

interface ImportProgressCounts {
  kind: string;
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
 * (counting the area's `unit` while it runs, then what it did, `done`, or why it stopped, `failed`), and
 * below that whatever the screen shows of it (`children`).
 */
export function ImportStatusPanel<Import extends ImportProgressCounts>({
  area,
  importId,
  fileName,
  onClose,
  failed,
  done: doneText,
  children,
}: ImportStatusProps & {
  area: ImportProcedures &
    Pick<ImportArea<unknown, Import, string, unknown>, 'useImport'> & {
      /** The names of the kinds of file it reads. */
      kindLabels: Record<Import['kind'], string>;
      /** What a running import counts: "row", "recipe". */
      unit: string;
    };
  failed: (found: Import) => ReactNode;
  done: (found: Import) => ReactNode;
  children: (found: Import) => ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const query = area.useImport(importId);
  const { refreshList } = useImportActions(area);
  const done = finished(query.data);
  // Once the import has finished, the uploads list shows each file's last import.
  const finish = useEffectEvent(() => void refreshList());

  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => {
    if (done) finish();
  }, [done]);

  return (
    <NamedCard as="section" className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <NamedCardTitle ref={heading} tabIndex={-1} className="text-lg break-words outline-none">
            {fileName}
          </NamedCardTitle>
          {query.data ? (
            <p className="text-sm text-neutral-600">{area.kindLabels[query.data.kind as Import['kind']]}</p>
          ) : null}
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
      ) : query.data.status === 'failed' ? (
        <ImportFailed>{failed(query.data)}</ImportFailed>
      ) : query.data.status === 'done' ? (
        <ImportDone>{doneText(query.data)}</ImportDone>
      ) : (
        <ImportRunning found={query.data} unit={area.unit} />
      )}
      {query.data ? children(query.data) : null}
    </NamedCard>
  );
}

/** Why the import stopped. */
function ImportFailed({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/** What the finished import did. */
function ImportDone({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
      <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/** The progress bar of a running import, counting what it reads (`unit`: "row", "recipe"). */
function ImportRunning({ found, unit }: { found: ImportProgressCounts; unit: string }) {
  const label =
    found.total === 0
      ? 'Reading the file…'
      : `Importing: ${formatCount(found.processed)} of ${plural(found.total, unit)}`;
  return (
    <UploadProgress value={found.total === 0 ? 0 : (found.processed / found.total) * 100} label={label} />
  );
}
