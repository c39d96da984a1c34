import { useId, type ComponentProps, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { messages, type MessageKey } from '../../../shared/messages.ts';
import { FilePickerButton, useFileUpload } from '../../components/file-upload.tsx';
import { NamedCard, NamedCardTitle } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { errorText } from '../../lib/errors.ts';
import { useImportActions, type ImportProcedures } from './import-area.ts';
import type { StartedImport } from './uploaded-files.tsx';

/**
 * Sends a picked file to the area's folder with its progress (useFileUpload), then starts its import (the area's own
 * procedure, or `startImport` where the screen says more about the file) and says so; the uploads list
 * is read again to show the new file.
 */
function useFileImport({
  area,
  startImport,
  onStarted,
}: {
  area: ImportProcedures;
  startImport?: (uploadId: string) => Promise<{ importId: string; messageKey: MessageKey }>;
  onStarted: (started: StartedImport) => void;
}) {
  const actions = useImportActions(area);
  const start = useMutation({ mutationFn: startImport ?? actions.startImport });
  const upload = useFileUpload(area.folder, {
    onUploaded: async (uploaded, file) => {
      void actions.refreshList();
      const started = await start.mutateAsync(uploaded.id);
      toast.success(messages[started.messageKey]);
      onStarted({ importId: started.importId, fileName: file.name });
      void actions.refreshList();
    },
    failureText: errorText,
  });
  return { progress: upload.progress, busy: upload.uploading, importFile: upload.handleFile };
}

/** The "Choose file" button of an import screen: a hidden file input its label opens. */
function ChooseFileButton(
  props: Pick<ComponentProps<typeof FilePickerButton>, 'accept' | 'label' | 'busy' | 'onChange'>,
) {
  const id = useId();
  return (
    <FilePickerButton id={id} className="w-full sm:w-auto" {...props}>
      <Upload aria-hidden />
      Choose file
    </FilePickerButton>
  );
}

/** What an import's file card says and takes. */
export interface ImportFileWords {
  heading: string;
  /** What happens to the file. */
  description: ReactNode;
  /** The file types the picker offers. */
  accept: string;
  /** The file input's name for assistive technology (and the browser tests). */
  label: string;
}

/**
 * The card an import screen's file picking sits in: its heading, what happens to the file, the "Choose file"
 * button (`picker`) among the screen's own controls (`children`, disabled while `busy`), and the upload's
 * progress; a picked file is sent and its import started (useFileImport).
 */
export function ImportFileCard({
  area,
  startImport,
  onStarted,
  children,
}: Parameters<typeof useFileImport>[0] & {
  area: { file: ImportFileWords };
  children: (picker: ReactNode, busy: boolean) => ReactNode;
}) {
  const { progress, busy, importFile } = useFileImport({ area, startImport, onStarted });
  const { heading, description, accept, label } = area.file;
  const picker = (
    <ChooseFileButton
      accept={accept}
      label={label}
      busy={busy}
      onChange={(event) => void importFile(event)}
    />
  );
  return (
    <NamedCard as="section" className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:p-6">
      <div>
        <NamedCardTitle className="text-lg">{heading}</NamedCardTitle>
        <p className="mt-1 text-sm text-neutral-600">{description}</p>
      </div>
      {children(picker, busy)}
      {progress ? <UploadProgress value={progress.percent} label={`Uploading ${progress.name}`} /> : null}
    </NamedCard>
  );
}
