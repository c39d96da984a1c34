import { useState } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { FOOD_IMPORT_KIND_LABELS, type FoodUpload } from '../../../shared/schemas/foods.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { trpc } from '../../lib/trpc.ts';
import { formatCount } from '../uploads/import-text.ts';
import {
  UploadedFiles,
  UploadRow,
  type StartedImport,
  type UploadActions,
} from '../uploads/uploaded-files.tsx';
import { fileTypeLabel } from './food-import-text.ts';

/** The files sent to Upload Excel, newest first, 20 a page: what each is, what its import did, delete. */
export function FoodUploads({ onShowImport }: { onShowImport: (shown: StartedImport) => void }) {
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const list = trpc.foodImports.list.useQuery({ page }, { placeholderData: (previous) => previous });
  const actions: UploadActions = {
    startImport: (uploadId) => utils.client.foodImports.start.mutate({ uploadId }),
    deleteUpload: (uploadId) => utils.client.foodImports.deleteUpload.mutate({ uploadId }),
    refreshList: () => utils.foodImports.list.invalidate(),
  };

  return (
    <UploadedFiles
      headingId="uploads-heading"
      heading="Uploaded files"
      loadingText="Loading uploaded files…"
      emptyText="No files yet. Choose a file above: the food template, the AFCD workbook or SR28."
      list={list}
      page={page}
      onPage={setPage}
    >
      {(upload) => (
        <UploadRow
          key={upload.id}
          upload={upload}
          icon={FileSpreadsheet}
          fileType={fileTypeLabel(upload.contentType)}
          startLabel="Import"
          deleteDescription="The file and its import reports are deleted. The foods it imported stay."
          actions={actions}
          onShowImport={onShowImport}
        >
          <ImportSummary lastImport={upload.lastImport} />
        </UploadRow>
      )}
    </UploadedFiles>
  );
}

function ImportSummary({ lastImport }: { lastImport: FoodUpload['lastImport'] }) {
  if (!lastImport) return <span className="text-neutral-500">Not imported</span>;
  const kind = FOOD_IMPORT_KIND_LABELS[lastImport.kind];
  if (lastImport.status === 'failed') return <span className="text-red-700">{kind}: import failed</span>;
  if (lastImport.status !== 'done') return <span className="text-neutral-700">{kind}: importing…</span>;
  return (
    <span className="text-neutral-700">
      {kind}: {formatCount(lastImport.added)} added, {formatCount(lastImport.updated)} updated,{' '}
      {formatCount(lastImport.unchanged)} unchanged, {formatCount(lastImport.skipped)} skipped
      {lastImport.flagged > 0 ? (
        <Badge className="ml-2 bg-amber-100 align-middle text-amber-900">
          {formatCount(lastImport.flagged)} flagged
        </Badge>
      ) : null}
    </span>
  );
}
