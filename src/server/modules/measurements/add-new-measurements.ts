import { inArray } from 'drizzle-orm';
import { BULK_CHUNK_SIZE, type MeasurementImportResult } from '../../../shared/schemas/foods.ts';
import type { Database } from '../../db/client.ts';
import { measurements } from '../../db/schema/index.ts';
import type { MeasurementFile } from './measurement-file.ts';

/** The report lists this many refused rows; the rest are only counted. */
const PROBLEMS_SHOWN = 100;

/**
 * Adds the measurements whose keys are not there yet and leaves the others alone (SPEC §5: a dataset
 * upload adds only new keys), in one transaction of statements of at most 500 rows. Running it twice
 * with the same measurements adds nothing the second time.
 */
export async function addNewMeasurements(
  db: Database,
  file: MeasurementFile,
): Promise<MeasurementImportResult> {
  const added = await db.transaction(async (tx) => {
    let count = 0;
    for (let start = 0; start < file.candidates.length; start += BULK_CHUNK_SIZE) {
      const chunk = file.candidates.slice(start, start + BULK_CHUNK_SIZE);
      const present = new Set(
        (
          await tx
            .select({ key: measurements.publicFoodKey })
            .from(measurements)
            .where(
              inArray(
                measurements.publicFoodKey,
                chunk.map((c) => c.measurement.publicFoodKey),
              ),
            )
        ).map((r) => r.key),
      );
      const fresh = chunk.filter((c) => !present.has(c.measurement.publicFoodKey));
      if (fresh.length === 0) continue;
      // A key added by someone else since the look-up is skipped too, not an error.
      const inserted = await tx
        .insert(measurements)
        .values(
          fresh.map((c) => ({ publicFoodKey: c.measurement.publicFoodKey, units: c.measurement.units })),
        )
        .onConflictDoNothing({ target: measurements.publicFoodKey })
        .returning({ id: measurements.id });
      count += inserted.length;
    }
    return count;
  });
  const alreadyPresent = file.candidates.length - added;
  return {
    added,
    skipped: alreadyPresent + file.problems.length,
    alreadyPresent,
    problems: file.problems.slice(0, PROBLEMS_SHOWN),
    moreProblems: Math.max(0, file.problems.length - PROBLEMS_SHOWN),
  };
}
