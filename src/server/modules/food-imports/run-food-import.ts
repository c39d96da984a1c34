import { buffer } from 'node:stream/consumers';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { messageText } from '../../../shared/messages.ts';
import {
  BULK_CHUNK_SIZE,
  type FoodImportKind,
  type FoodImportRowOutcome,
} from '../../../shared/schemas/foods.ts';
import type { Database } from '../../db/client.ts';
import { foodCategories, foodImports, uploads } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { FoodFileError } from './food-rows.ts';
import { readFoodFile } from './read-food-file.ts';
import { FOOD_SOURCES, refreshFoodStatistics, writeFoodRows, type ImportTarget } from './write-foods.ts';

export interface FoodImportDeps {
  db: Database;
  storage: Storage;
  log: Logger;
}

/**
 * The `food-imports` job: reads the uploaded file of one import and writes its foods, BULK_CHUNK_SIZE rows
 * a transaction. Each chunk's foods, its report lines, counts and `processed` commit together, so the
 * progress bar moves as foods land and a job that runs again (a retry after the process died) carries on
 * after the last chunk that committed. A finished or failed import, or one whose upload was deleted, is
 * left as it is.
 */
export async function runFoodImport(deps: FoodImportDeps, importId: string): Promise<void> {
  const { db, log } = deps;
  const [job] = await db
    .select({
      status: foodImports.status,
      kind: foodImports.kind,
      processed: foodImports.processed,
      createdBy: foodImports.createdBy,
      key: uploads.key,
    })
    .from(foodImports)
    .innerJoin(uploads, eq(uploads.id, foodImports.uploadId))
    .where(eq(foodImports.id, importId));
  if (!job || job.status === 'done' || job.status === 'failed') return;

  try {
    const file = await deps.storage.get(job.key);
    if (!file) throw new FoodFileError('The uploaded file is no longer there. Please upload it again.');
    const rows = await readFoodFile(await buffer(file.body), job.kind);
    await db
      .update(foodImports)
      .set({ status: 'running', total: rows.length })
      .where(eq(foodImports.id, importId));
    const target = await importTarget(db, job.kind, job.createdBy);

    const start = job.status === 'running' ? job.processed : 0;
    for (let offset = start; offset < rows.length; offset += BULK_CHUNK_SIZE) {
      const chunk = rows.slice(offset, offset + BULK_CHUNK_SIZE);
      const stillWanted = await db.transaction(async (tx) => {
        // Locked first: a second run of this job waits here, and a deleted upload stops the import.
        const [current] = await tx
          .select({ processed: foodImports.processed })
          .from(foodImports)
          .where(and(eq(foodImports.id, importId), eq(foodImports.status, 'running')))
          .for('update');
        if (!current || current.processed > offset) return current !== undefined;
        const outcomes = await writeFoodRows(tx, target, chunk);
        await recordChunk(tx, importId, offset + chunk.length, outcomes);
        return true;
      });
      if (!stillWanted) return;
    }
    await db
      .update(foodImports)
      .set({ status: 'done', finishedAt: new Date() })
      .where(and(eq(foodImports.id, importId), eq(foodImports.status, 'running')));
    await refreshFoodStatistics(db);
  } catch (error) {
    const message =
      error instanceof FoodFileError ? error.message : messageText('somethingWentWrongTryAgain');
    if (!(error instanceof FoodFileError)) log.error({ err: error, importId }, 'food import failed');
    else if (error.cause) log.warn({ err: error.cause, importId }, 'food file could not be read');
    await db
      .update(foodImports)
      .set({ status: 'failed', error: message, finishedAt: new Date() })
      .where(eq(foodImports.id, importId));
  }
}

async function importTarget(
  db: Database,
  kind: FoodImportKind,
  createdBy: string | null,
): Promise<ImportTarget> {
  const categories =
    kind === 'template'
      ? await db.select({ id: foodCategories.id, name: foodCategories.name }).from(foodCategories)
      : [];
  return {
    src: FOOD_SOURCES[kind],
    createdBy: kind === 'template' ? createdBy : null,
    categoryIds: new Map(categories.map((c) => [c.name.toLowerCase(), c.id])),
  };
}

/** Adds a chunk's outcomes to the import's counts and report, and moves `processed` on. */
async function recordChunk(
  tx: Database,
  importId: string,
  processed: number,
  outcomes: FoodImportRowOutcome[],
): Promise<void> {
  const count = (outcome: FoodImportRowOutcome['outcome']) =>
    outcomes.filter((o) => o.outcome === outcome).length;
  await tx
    .update(foodImports)
    .set({
      processed,
      added: sql`${foodImports.added} + ${count('added')}`,
      updated: sql`${foodImports.updated} + ${count('updated')}`,
      unchanged: sql`${foodImports.unchanged} + ${count('unchanged')}`,
      skipped: sql`${foodImports.skipped} + ${count('skipped')}`,
      flagged: sql`${foodImports.flagged} + ${outcomes.filter((o) => o.flagged).length}`,
      report: sql`jsonb_build_object('rows', coalesce(${foodImports.report} -> 'rows', '[]'::jsonb) || ${JSON.stringify(outcomes)}::jsonb)`,
    })
    .where(eq(foodImports.id, importId));
}
