import { PageContainer } from '../../components/layout/page-container.tsx';
import { useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { pageTitle } from '../../lib/brand.ts';
import type { ImportStatusProps } from './import-status-panel.tsx';
import { UploadedFiles, type ListedUpload, type StartedImport } from './uploaded-files.tsx';

/**
 * An admin import screen (Upload Excel, Import recipes): its title and what it imports, its links
 * (`actions`), then the screen's own parts: the file picker and the import it shows (one just started or
 * one picked from the list), then the area's uploaded files, each with what its last import did
 * (`uploadSummary`).
 */
export function ImportPage<Upload extends ListedUpload>({
  title,
  description,
  actions,
  area,
  importFile: ImportFile,
  importStatus: ImportStatus,
  uploadSummary,
}: {
  title: string;
  description: string;
  actions: ReactNode;
  area: ComponentProps<typeof UploadedFiles<Upload>>['area'];
  importFile: ComponentType<{ onStarted: (started: StartedImport) => void }>;
  importStatus: ComponentType<ImportStatusProps>;
  uploadSummary: (upload: Upload) => ReactNode;
}) {
  const [shown, setShown] = useState<StartedImport | null>(null);
  return (
    <PageContainer width="list">
      <title>{pageTitle(title)}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1 basis-72">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 text-neutral-600">{description}</p>
        </div>
        {actions}
      </div>
      <ImportFile onStarted={setShown} />
      {shown ? (
        <ImportStatus
          key={shown.importId}
          importId={shown.importId}
          fileName={shown.fileName}
          onClose={() => setShown(null)}
        />
      ) : null}
      <UploadedFiles area={area} onShowImport={setShown} summary={uploadSummary} />
    </PageContainer>
  );
}

/** The download of the screen's template to fill in (a plain route, served to admins). */
export function DownloadTemplateButton({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <Download aria-hidden />
        Download template
      </a>
    </Button>
  );
}
