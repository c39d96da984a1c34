import { eq } from 'drizzle-orm';
import type { MeasurementInput } from '../../../shared/schemas/foods.ts';
import { conflict, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { measurements } from '../../db/schema/index.ts';
import { normalisePublicFoodKey } from './measurement-file.ts';

/** Adds a measurement; a key that is already there is "Public Food Key already exists.". */
export async function addMeasurement(db: Database, input: MeasurementInput): Promise<{ id: string }> {
  const [row] = await db
    .insert(measurements)
    .values({ publicFoodKey: normalisePublicFoodKey(input.publicFoodKey), units: input.units })
    .onConflictDoNothing({ target: measurements.publicFoodKey })
    .returning({ id: measurements.id });
  if (!row) throw conflict('publicFoodKeyExists');
  return row;
}

/** SPEC §7 update: everything but the id and the key, which is what the measurement is of. */
export async function updateMeasurement(
  db: Database,
  id: string,
  units: MeasurementInput['units'],
): Promise<void> {
  const [row] = await db
    .update(measurements)
    .set({ units, updatedAt: new Date() })
    .where(eq(measurements.id, id))
    .returning({ id: measurements.id });
  if (!row) throw notFound('noMeasurementFound');
}

export async function deleteMeasurement(db: Database, id: string): Promise<void> {
  const [row] = await db
    .delete(measurements)
    .where(eq(measurements.id, id))
    .returning({ id: measurements.id });
  if (!row) throw notFound('noMeasurementFound');
}
