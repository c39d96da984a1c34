import { FOOD_IMPORT_KIND_LABELS, type FoodUpload } from '../../../shared/schemas/foods.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatCount } from '../uploads/import-text.ts';

/** What an upload's last import did, in its row of the list. */
export function UploadSummary({ lastImport }: { lastImport: FoodUpload['lastImport'] }) {
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
