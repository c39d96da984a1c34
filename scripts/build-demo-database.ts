// Part of `npm run build`: the embedded default's demo image, dist/demo-database.tar.gz. Loads the demo
// accounts, household measures, USDA SR28 foods and demo recipes into a fresh PGlite database, with the
// job queue's tables, and keeps the database as a gzipped tarball; a first start on an empty data folder
// begins from it (src/server/demo-data.ts, decision 036). The demo recipes' pictures are drawn into
// dist/demo-pictures, which that first start copies into its storage (decision 045).
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_IMAGE_PATH, DEMO_PICTURES_DIR } from '../src/server/app-root.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedDemo } from '../src/server/db/seed.ts';
import { vacuumAndAnalyze } from '../src/server/db/upkeep.ts';
import { loadDemoCatalogue } from '../src/server/demo-data.ts';
import { createStorage } from '../src/server/integrations/storage/create-storage.ts';
import { LocalStorage } from '../src/server/integrations/storage/local-storage.ts';
import { startJobs } from '../src/server/jobs/jobs.ts';
import { createLogger } from '../src/server/logger.ts';
import { demoPictureSource } from '../src/server/modules/recipes/demo-pictures/demo-picture-files.ts';

const started = performance.now();
rmSync(DEMO_PICTURES_DIR, { recursive: true, force: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mealplanner-demo-image-'));
try {
  const { DATABASE_URL: _server, ...env } = process.env;
  const config = loadConfig({ ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const log = createLogger(config);
  const database = await openDatabase({ url: undefined, dataDir });
  await database.migrate();
  await seedDemo(database.db);
  const jobs = await startJobs(database, undefined, log, { supervise: false, schedule: false });
  await loadDemoCatalogue(
    { db: database.db, jobs, storage: createStorage(config), log },
    { pictures: demoPictureSource(new LocalStorage(DEMO_PICTURES_DIR)) },
  );
  await jobs.stop(5_000);
  // Packed with the planner's statistics: PGlite gathers none by itself (src/server/db/upkeep.ts).
  await vacuumAndAnalyze(database.db);
  const image = await database.dump!();
  await database.close();
  writeFileSync(DEMO_IMAGE_PATH, Buffer.from(await image.arrayBuffer()));
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(
    `Demo image: ${path.relative(process.cwd(), DEMO_IMAGE_PATH)}, ${(image.size / 2 ** 20).toFixed(1)} MB, ` +
      `pictures in ${path.relative(process.cwd(), DEMO_PICTURES_DIR)}, ${(folderBytes(DEMO_PICTURES_DIR) / 2 ** 20).toFixed(1)} MB, ${seconds} s`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}
