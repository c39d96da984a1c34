// `npm run bench:imports`: imports the FSANZ AFCD Release 2 nutrient workbook (read from ../shared, or
// AFCD_WORKBOOK) through the food-imports job, on the embedded PGlite and on the real Postgres server
// (PG_URL), first into an empty database and then again (every food unchanged). Prints the times and
// records them in docs/benchmarks.md. Target: the first import under 10 s.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.ts';
import { foodImports, uploads, users, type FoodImportRow } from '../src/server/db/schema/index.ts';
import { LocalStorage } from '../src/server/integrations/storage/local-storage.ts';
import { runFoodImport } from '../src/server/modules/food-imports/run-food-import.ts';
import { machineDescription, recordResult, withBenchDatabase } from './bench-support.ts';

const WORKBOOK =
  process.env.AFCD_WORKBOOK ?? path.resolve('../shared/datasets/afcd/AFCD Release 2 - Nutrient file.xlsx');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TARGET_SECONDS = 10;

interface Run {
  seconds: number;
  result: FoodImportRow;
}

/** Imports the workbook once as the Upload Excel screen would, timing the job from start to done. */
async function importOnce(database: DatabaseHandle, storage: LocalStorage, data: Buffer): Promise<Run> {
  const { db } = database;
  const [admin] = await db
    .insert(users)
    .values({ email: `bench.${Date.now()}@example.test`, role: 'admin', passwordHash: 'x' })
    .returning();
  const key = `excel/${Date.now()}_afcd-release-2-nutrient-file.xlsx`;
  await storage.put(key, data, XLSX);
  const [upload] = await db
    .insert(uploads)
    .values({ key, folder: 'excel', fileName: path.basename(WORKBOOK), contentType: XLSX, size: data.length })
    .returning();
  const [created] = await db
    .insert(foodImports)
    .values({ uploadId: upload!.id, kind: 'afcd', createdBy: admin!.id })
    .returning();
  const started = performance.now();
  await runFoodImport({ db, storage, log: pino({ level: 'error' }) }, created!.id);
  const seconds = (performance.now() - started) / 1000;
  const [result] = await db.select().from(foodImports).where(eq(foodImports.id, created!.id));
  if (result?.status !== 'done') throw new Error(`The import ended ${result?.status}: ${result?.error}`);
  return { seconds, result };
}

async function benchOn(database: DatabaseHandle, data: Buffer): Promise<[Run, Run, number]> {
  const [load] = os.loadavg();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mealplanner-bench-'));
  try {
    const storage = new LocalStorage(dir);
    const first = await importOnce(database, storage, data);
    const again = await importOnce(database, storage, data);
    return [first, again, load!];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const RESULTS_HEADER = [
  '## AFCD import',
  '',
  '`npm run bench:imports`: the FSANZ AFCD Release 2 nutrient workbook (1,616 foods on two sheets)',
  'imported through the food-imports job, into an empty database and then again. Target: the first',
  'import under 10 s.',
  '',
  'Load is the 1-minute load average when the imports started: other work on the machine slows them.',
  '',
  '| Date | Machine | Load | Database | Foods added | First import | Foods unchanged | Second import |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
];

async function main(): Promise<void> {
  if (!existsSync(WORKBOOK)) {
    console.error(`The AFCD workbook is not at ${WORKBOOK}; set AFCD_WORKBOOK to where it is.`);
    process.exit(1);
  }
  const data = readFileSync(WORKBOOK);
  const date = new Date().toISOString().slice(0, 10);
  const seconds = (run: Run) => `${run.seconds.toFixed(2)} s`;
  let slowest = 0;

  const pglite = await openDatabase({});
  try {
    await pglite.migrate();
    const runs = await benchOn(pglite, data);
    await report('PGlite', runs);
  } finally {
    await pglite.close();
  }
  await withBenchDatabase(async (database) => report('Postgres', await benchOn(database, data)));

  async function report(name: string, [first, again, load]: [Run, Run, number]): Promise<void> {
    console.log(
      `${name}: ${first.result.added} added in ${seconds(first)}; again: ${again.result.unchanged} unchanged in ${seconds(again)}`,
    );
    slowest = Math.max(slowest, first.seconds);
    await recordResult(
      RESULTS_HEADER,
      `| ${date} | ${machineDescription()} | ${load.toFixed(1)} | ${name} | ${first.result.added} | ${seconds(first)} | ${again.result.unchanged} | ${seconds(again)} |`,
    );
  }

  if (slowest >= TARGET_SECONDS) {
    console.error(
      `The slowest first import took ${slowest.toFixed(2)} s, over the ${TARGET_SECONDS} s target.`,
    );
    process.exitCode = 1;
  }
}

await main();
