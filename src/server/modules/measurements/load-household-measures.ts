import type { MeasurementImportResult } from '../../../shared/schemas/foods.ts';
import type { Database } from '../../db/client.ts';
import { addNewMeasurements } from './add-new-measurements.ts';
import { HOUSEHOLD_MEASURES } from './household-measures.ts';

/**
 * Adds the bundled household measures whose keys are missing; the ones already there (loaded before, or
 * entered or edited by the admin) stay as they are, so it is safe to run at every start or click.
 */
export function loadHouseholdMeasures(db: Database): Promise<MeasurementImportResult> {
  return addNewMeasurements(db, {
    candidates: HOUSEHOLD_MEASURES.map((measure, index) => ({
      row: index + 1,
      measurement: { publicFoodKey: measure.publicFoodKey, units: measure.units },
    })),
    problems: [],
  });
}
