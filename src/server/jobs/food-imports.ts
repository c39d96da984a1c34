import { runFoodImport, type FoodImportDeps } from '../modules/food-imports/run-food-import.ts';
import type { Jobs } from './jobs.ts';

/** Imports an uploaded food file (Upload Excel); see modules/food-imports/run-food-import.ts. */
export async function registerFoodImportWorker(jobs: Jobs, deps: FoodImportDeps): Promise<void> {
  await jobs.work('food-imports', ({ importId }) => runFoodImport(deps, importId));
}
