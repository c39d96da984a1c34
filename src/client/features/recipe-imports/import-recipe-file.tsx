import { ImportFileCard } from '../uploads/import-file.tsx';
import type { StartedImport } from '../uploads/uploaded-files.tsx';
import { recipeImportArea } from './recipe-import-area.ts';

/** Pick a recipe file, watch it upload, and the import starts. */
export function ImportRecipeFile({ onStarted }: { onStarted: (started: StartedImport) => void }) {
  return (
    <ImportFileCard area={recipeImportArea} onStarted={onStarted}>
      {(picker) => (
        <div className="flex flex-wrap items-center gap-3">
          {picker}
          <p className="text-sm text-neutral-500">
            .json or .jsonld (schema.org Recipe), or .xlsx (the template)
          </p>
        </div>
      )}
    </ImportFileCard>
  );
}
