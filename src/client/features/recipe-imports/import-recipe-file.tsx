import { ChooseFileButton, ImportFileCard, useFileImport } from '../uploads/import-file.tsx';
import type { StartedImport } from '../uploads/uploaded-files.tsx';
import { recipeImportArea } from './recipe-import-area.ts';

/** Pick a recipe file, watch it upload, and the import starts. */
export function ImportRecipeFile({ onStarted }: { onStarted: (started: StartedImport) => void }) {
  const { progress, busy, importFile } = useFileImport({ area: recipeImportArea, onStarted });

  return (
    <ImportFileCard
      heading="Import a recipe file"
      description="Each ingredient line is matched to a published food and measure. A recipe whose lines all match is published; one with lines left over is saved with the status Error, its matched ingredients kept, for you to finish in Edit recipe."
      progress={progress}
    >
      <div className="flex flex-wrap items-center gap-3">
        <ChooseFileButton
          accept=".json,.jsonld,.xlsx,application/json,application/ld+json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          label="Upload a recipe file"
          busy={busy}
          onChange={(event) => void importFile(event)}
        />
        <p className="text-sm text-neutral-500">
          .json or .jsonld (schema.org Recipe), or .xlsx (the template)
        </p>
      </div>
    </ImportFileCard>
  );
}
