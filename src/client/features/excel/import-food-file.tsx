import { useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import {
  FOOD_IMPORT_KIND_LABELS,
  FOOD_IMPORT_KINDS,
  type FoodImportKind,
} from '../../../shared/schemas/foods.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { uploadFile, UploadError } from '../../lib/upload.ts';

/** What each kind of file looks like, after its name in the picker. */
const KIND_HINTS: Record<FoodImportKind, string> = {
  template: '.xlsx',
  afcd: '.xlsx',
  sr28: '.zip of ABBREV.txt and FOOD_DES.txt',
};

/** SPEC §9: the upload's progress clears 3 s after it finished. */
const PROGRESS_CLEAR_MS = 3000;

export interface StartedImport {
  importId: string;
  fileName: string;
}

/** Choose what the file is (or let the server tell), pick it, watch it upload, and the import starts. */
export function ImportFoodFile({ onStarted }: { onStarted: (started: StartedImport) => void }) {
  const utils = trpc.useUtils();
  const [kind, setKind] = useState<FoodImportKind | ''>('');
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const start = trpc.foodImports.start.useMutation();
  const busy = progress !== null && (progress.percent < 100 || start.isPending);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setProgress({ name: file.name, percent: 0 });
    try {
      const uploaded = await uploadFile('excel', file, (percent) =>
        setProgress({ name: file.name, percent }),
      );
      void utils.foodImports.list.invalidate();
      const started = await start.mutateAsync({ uploadId: uploaded.id, ...(kind ? { kind } : {}) });
      toast.success(messages[started.messageKey]);
      onStarted({ importId: started.importId, fileName: file.name });
      void utils.foodImports.list.invalidate();
      setTimeout(() => setProgress(null), PROGRESS_CLEAR_MS);
    } catch (error) {
      setProgress(null);
      toast.error(error instanceof UploadError ? error.message : errorText(error));
    }
  }

  return (
    <section
      aria-labelledby="import-heading"
      className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="import-heading" className="text-lg font-semibold text-neutral-900">
          Import a food file
        </h2>
        <p className="mt-1 text-sm text-neutral-600">
          Foods already imported from the same source are matched and updated; importing the same file again
          changes nothing. Each row’s energy is checked against its macros, and rows that do not add up are
          flagged in the report.
        </p>
      </div>
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
        <div>
          <input
            id="food-file"
            type="file"
            accept=".xlsx,.zip,.txt,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/zip,text/plain"
            className="sr-only"
            aria-label="Upload a food file"
            disabled={busy}
            onChange={(event) => void handleFile(event)}
          />
          <Button
            asChild
            className={busy ? 'pointer-events-none w-full opacity-50 sm:w-auto' : 'w-full sm:w-auto'}
          >
            <label htmlFor="food-file" className="cursor-pointer">
              <Upload aria-hidden />
              Choose file
            </label>
          </Button>
        </div>
      </div>
      {progress ? <UploadProgress value={progress.percent} label={`Uploading ${progress.name}`} /> : null}
    </section>
  );
}
