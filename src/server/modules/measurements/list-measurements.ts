import { and, asc, eq, gt } from 'drizzle-orm';
import { MEASUREMENTS_PAGE_SIZE, type Measurement } from '../../../shared/schemas/foods.ts';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { foods, measurements } from '../../db/schema/index.ts';
import { FOOD_SOURCES } from '../food-imports/write-foods.ts';
import { normalisePublicFoodKey } from './measurement-file.ts';

/** A measurement with the name of its AFCD food, when that food has been imported (at most one has the key). */
function measurementsWithFoodName(db: Database) {
  return db
    .select({
      id: measurements.id,
      publicFoodKey: measurements.publicFoodKey,
      foodName: foods.name,
      units: measurements.units,
      createdAt: measurements.createdAt,
      updatedAt: measurements.updatedAt,
    })
    .from(measurements)
    .leftJoin(foods, and(eq(foods.src, FOOD_SOURCES.afcd), eq(foods.sourceKey, measurements.publicFoodKey)));
}

/**
 * SPEC §7: 50 at a time by Public Food Key, each page starting after the last key of the one before
 * (keyset paging on the unique key: no page repeats or skips a row when rows are added meanwhile).
 */
export async function listMeasurements(
  db: Database,
  after: string | undefined,
): Promise<{ items: Measurement[]; nextCursor: string | null }> {
  const rows = await measurementsWithFoodName(db)
    .where(after === undefined ? undefined : gt(measurements.publicFoodKey, after))
    .orderBy(asc(measurements.publicFoodKey))
    .limit(MEASUREMENTS_PAGE_SIZE + 1);
  const items = rows.slice(0, MEASUREMENTS_PAGE_SIZE);
  return {
    items,
    nextCursor: rows.length > MEASUREMENTS_PAGE_SIZE ? (items.at(-1)?.publicFoodKey ?? null) : null,
  };
}

/** SPEC §7 query by Public Food Key (limit 1); "No measurement found." when there is none. */
export async function findMeasurement(db: Database, publicFoodKey: string): Promise<Measurement> {
  const [row] = await measurementsWithFoodName(db)
    .where(eq(measurements.publicFoodKey, normalisePublicFoodKey(publicFoodKey)))
    .limit(1);
  if (!row) throw notFound('noMeasurementFound');
  return row;
}
