import { useState } from 'react';
import {
  FOOD_IMPORT_KIND_LABELS,
  FOOD_IMPORT_KINDS,
  type FoodImportKind,
} from '../../../shared/schemas/foods.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { trpc } from '../../lib/trpc.ts';
import { ImportFileCard } from '../uploads/import-file.tsx';
import type { StartedImport } from '../uploads/uploaded-files.tsx';
import { foodImportArea } from './food-import-area.ts';

/** What each kind of file looks like, after its name in the picker. */
const KIND_HINTS: Record<FoodImportKind, string> = {
  template: '.xlsx',
  afcd: '.xlsx',
  sr28: '.zip of ABBREV.txt and FOOD_DES.txt',
};

/** Choose what the file is (or let the server tell), pick it, watch it upload, and the import starts. */
export function ImportFoodFile({ onStarted }: { onStarted: (started: StartedImport) => void }) {
  const utils = trpc.useUtils();
  const [kind, setKind] = useState<FoodImportKind | ''>('');
  return (
    <ImportFileCard
      area={foodImportArea}
      startImport={(uploadId) =>
        utils.client.foodImports.start.mutate({ uploadId, ...(kind ? { kind } : {}) })
      }
      onStarted={onStarted}
    >
      {(picker, busy) => (
        <div className="grid grid-cols-[minmax(0,1fr)] items-end gap-3 sm:grid-cols-[minmax(0,24rem)_auto]">
          <SelectField
            label="File type"
            fieldClassName="min-w-0"
            value={kind}
            disabled={busy}
            onChange={(event) => setKind(event.target.value as FoodImportKind | '')}
          >
            <option value="">Automatic (tell from the file)</option>
            {FOOD_IMPORT_KINDS.map((option) => (
              <option key={option} value={option}>
                {FOOD_IMPORT_KIND_LABELS[option]} ({KIND_HINTS[option]})
              </option>
            ))}
          </SelectField>
          <div>{picker}</div>
        </div>
      )}
    </ImportFileCard>
  );
}
