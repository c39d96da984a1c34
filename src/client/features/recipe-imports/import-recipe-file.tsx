import { useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { uploadFile, UploadError } from '../../lib/upload.ts';

/** SPEC §9: the upload's progress clears 3 s after it finished. */
const PROGRESS_CLEAR_MS = 3000;

export interface StartedRecipeImport {
  importId: string;
  fileName: string;
}

/** Pick a recipe file, watch it upload, and the import starts. */
export function ImportRecipeFile({ onStarted }: { onStarted: (started: StartedRecipeImport) => void }) {
  const utils = trpc.useUtils();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const start = trpc.recipeImports.start.useMutation();
  const busy = progress !== null && (progress.percent < 100 || start.isPending);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setProgress({ name: file.name, percent: 0 });
    try {
      const uploaded = await uploadFile('recipe-imports', file, (percent) =>
        setProgress({ name: file.name, percent }),
      );
      void utils.recipeImports.list.invalidate();
      const started = await start.mutateAsync({ uploadId: uploaded.id });
      toast.success(messages[started.messageKey]);
      onStarted({ importId: started.importId, fileName: file.name });
      void utils.recipeImports.list.invalidate();
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
          Import a recipe file
        </h2>
        <p className="mt-1 text-sm text-neutral-600">
          Each ingredient line is matched to a published food and measure. A recipe whose lines all match is
          published; one with lines left over is saved with the status Error, its matched ingredients kept,
          for you to finish in Edit recipe.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id="recipe-file"
          type="file"
          accept=".json,.jsonld,.xlsx,application/json,application/ld+json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          aria-label="Upload a recipe file"
          disabled={busy}
          onChange={(event) => void handleFile(event)}
        />
        <Button
          asChild
          className={busy ? 'pointer-events-none w-full opacity-50 sm:w-auto' : 'w-full sm:w-auto'}
        >
          <label htmlFor="recipe-file" className="cursor-pointer">
            <Upload aria-hidden />
            Choose file
          </label>
        </Button>
        <p className="text-sm text-neutral-500">
          .json or .jsonld (schema.org Recipe), or .xlsx (the template)
        </p>
      </div>
      {progress ? <UploadProgress value={progress.percent} label={`Uploading ${progress.name}`} /> : null}
    </section>
  );
}
