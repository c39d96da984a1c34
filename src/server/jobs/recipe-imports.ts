import { runRecipeImport, type RecipeImportDeps } from '../modules/recipe-imports/run-recipe-import.ts';
import type { Jobs } from './jobs.ts';

/** Imports an uploaded recipe file (Import recipes); see modules/recipe-imports/run-recipe-import.ts. */
export async function registerRecipeImportWorker(jobs: Jobs, deps: RecipeImportDeps): Promise<void> {
  await jobs.work('recipe-imports', ({ importId }) => runRecipeImport(deps, importId));
}
