import { setFlagsFromString } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { announceDemo, demoImageFor, loadDemoCatalogue } from './demo-data.ts';
import { createStorage } from './integrations/storage/create-storage.ts';
import type { Jobs } from './jobs/jobs.ts';
import { startJobs } from './jobs/jobs.ts';
import { registerWorkers } from './jobs/workers.ts';
import { createLogger } from './logger.ts';
import { applyFoodRulesAtStart } from './modules/foods/food-safety-upkeep.ts';
import {
  demoPictureSource,
  restoreDemoPictures,
  shippedDemoPictures,
} from './modules/recipes/demo-pictures/demo-picture-files.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

/** Boot: config -> database -> migrations -> demo seed -> jobs -> http; graceful shutdown on signals. */
async function main() {
  const config = readConfig();
  // Before the heap has grown: V8 reads this flag each time it sets the next full collection's threshold.
  if (config.heapGrowthPercent > 0) setFlagsFromString(`--heap-growing-percent=${config.heapGrowthPercent}`);
  const log = createLogger(config);
  // Filled in as boot proceeds, so a signal during boot closes what is already open.
  const open: {
    database?: DatabaseHandle;
    jobs?: Jobs;
    app?: FastifyInstance;
    demoCatalogue?: Promise<void>;
    foodRules?: Promise<void>;
  } = {};

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down: no new requests or jobs, finishing the running ones');
    const force = setTimeout(() => {
      log.error('shutdown took longer than 30 s; exiting');
      process.exit(1);
    }, 30_000);
    force.unref();
    try {
      await open.app?.close();
      await open.demoCatalogue;
      await open.foodRules;
      await open.jobs?.stop(25_000);
      await open.database?.close();
      log.info('stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // A first start of the embedded default begins from the demo image the build made (src/server/demo-data.ts).
  const demoImage = config.databaseUrl ? undefined : demoImageFor(config.dataDir);
  const database = (open.database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    loadDataDir: demoImage,
  }));
  await database.migrate();
  if (database.driver === 'pglite') await announceDemo(database, log, demoImage !== undefined);

  if (config.env === 'production' && !config.smtpUrl) {
    log.warn('SMTP_URL is not set: mail (including password reset links) is written to the log, not sent');
  }
  const storage = createStorage(config);
  const jobs = (open.jobs = await startJobs(database, config.databaseUrl, log));
  await registerWorkers(jobs, { config, database, storage, log });

  const app = (open.app = await buildApp({ config, database, jobs, storage, log }));
  await app.listen({ port: config.port, host: config.host });
  log.info({ url: config.appUrl, database: database.driver }, 'meal planner is ready');
  // After listening, so a first start without the demo image serves while it loads (letRequestsIn), and a
  // first start from the image answers at once while the demo pictures are copied into storage.
  if (database.driver === 'pglite') {
    const shipped = shippedDemoPictures();
    open.demoCatalogue = restoreDemoPictures({ db: database.db, storage, log, shipped })
      .catch((err: unknown) => {
        log.error(
          { err },
          'could not copy the demo recipe pictures; they will be tried again at the next start',
        );
      })
      .then(() =>
        loadDemoCatalogue(
          { db: database.db, jobs, storage, log },
          { pictures: demoPictureSource(storage, shipped) },
        ),
      )
      // Statistics for what the demo load added, rather than at the next hourly upkeep (decision 050).
      .then(async () => {
        await jobs
          .send('database-upkeep', {})
          .catch((err: unknown) => log.error({ err }, 'could not queue the database upkeep'));
      });
  }
  // A newer food rule table reclassifies the foods and their recipes in the background (decision 062), after
  // the demo load so the two take turns; it stops between chunks when the server stops.
  open.foodRules = (open.demoCatalogue ?? Promise.resolve()).then(() =>
    applyFoodRulesAtStart(database.db, log, { stopping: () => shuttingDown }),
  );
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
