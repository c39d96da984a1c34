import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { messages, type MessageKey } from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { errorText } from '../../lib/errors.ts';
import { uploadFile, UploadError } from '../../lib/upload.ts';
import { useImportActions, type ImportProcedures } from './import-area.ts';
import type { StartedImport } from './uploaded-files.tsx';

/** SPEC §9: the upload's progress clears 3 s after it finished. */
const PROGRESS_CLEAR_MS = 3000;

/**
 * Sends a picked file to the area's folder with its progress, then starts its import (the area's own
 * procedure, or `startImport` where the screen says more about the file) and says so; the uploads list
 * is read again to show the new file.
 */
export function useFileImport({
  area,
  startImport,
  onStarted,
}: {
  area: ImportProcedures;
  startImport?: (uploadId: string) => Promise<{ importId: string; messageKey: MessageKey }>;
  onStarted: (started: StartedImport) => void;
}) {
  const actions = useImportActions(area);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const start = useMutation({ mutationFn: startImport ?? actions.startImport });
  const busy = progress !== null && (progress.percent < 100 || start.isPending);

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setProgress({ name: file.name, percent: 0 });
    try {
      const uploaded = await uploadFile(area.folder, file, (percent) =>
        setProgress({ name: file.name, percent }),
      );
      void actions.refreshList();
      const started = await start.mutateAsync(uploaded.id);
      toast.success(messages[started.messageKey]);
      onStarted({ importId: started.importId, fileName: file.name });
      void actions.refreshList();
      setTimeout(() => setProgress(null), PROGRESS_CLEAR_MS);
    } catch (error) {
      setProgress(null);
      toast.error(error instanceof UploadError ? error.message : errorText(error));
    }
  }

  return { progress, busy, importFile };
}

/** The "Choose file" button of an import screen: a hidden file input its label opens. */
export function ChooseFileButton({
  accept,
  label,
  busy,
  onChange,
}: {
  accept: string;
  /** The input's name for assistive technology (and the browser tests). */
  label: string;
  busy: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  return (
    <>
      <input
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        aria-label={label}
        disabled={busy}
        onChange={onChange}
      />
      <Button
        asChild
        className={busy ? 'pointer-events-none w-full opacity-50 sm:w-auto' : 'w-full sm:w-auto'}
      >
        <label htmlFor={id} className="cursor-pointer">
          <Upload aria-hidden />
          Choose file
        </label>
      </Button>
    </>
  );
}

/** The card an import screen's file picking sits in: its heading, what happens to the file, the picker. */
export function ImportFileCard({
  heading,
  description,
  progress,
  children,
}: {
  heading: string;
  description: ReactNode;
  progress: { name: string; percent: number } | null;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="import-heading"
      className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="import-heading" className="text-lg font-semibold text-neutral-900">
          {heading}
        </h2>
        <p className="mt-1 text-sm text-neutral-600">{description}</p>
      </div>
      {children}
      {progress ? <UploadProgress value={progress.percent} label={`Uploading ${progress.name}`} /> : null}
    </section>
  );
}
