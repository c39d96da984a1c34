import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { seedDemo } from './db/seed.ts';
import { createStorage } from './integrations/storage/create-storage.ts';
import type { Jobs } from './jobs/jobs.ts';
import { startJobs } from './jobs/jobs.ts';
import { registerWorkers } from './jobs/workers.ts';
import { seedDemoFoods } from './modules/food-imports/sr28-demo-foods.ts';
import { seedDemoRecipes } from './modules/recipes/seed-demo-recipes.ts';
import { createLogger } from './logger.ts';

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
  const log = createLogger(config);
  // Filled in as boot proceeds, so a signal during boot closes what is already open.
  const open: {
    database?: DatabaseHandle;
    jobs?: Jobs;
    app?: FastifyInstance;
    demoFoods?: Promise<void>;
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
      await open.demoFoods;
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

  const database = (open.database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  await database.migrate();
  if (database.driver === 'pglite') await announceDemo(database, log);

  if (config.env === 'production' && !config.smtpUrl) {
    log.warn('SMTP_URL is not set: mail (including password reset links) is written to the log, not sent');
  }
  const storage = createStorage(config);
  const jobs = (open.jobs = await startJobs(database, config.databaseUrl, log));
  await registerWorkers(jobs, { config, database, storage, log });

  const app = (open.app = await buildApp({ config, database, jobs, storage, log }));
  await app.listen({ port: config.port, host: config.host });
  log.info({ url: config.appUrl, database: database.driver }, 'meal planner is ready');
  // After listening, so the first start serves as soon as it can; the load is one transaction, so a stop
  // half-way leaves no foods and the next start loads them all.
  if (database.driver === 'pglite') {
    open.demoFoods = loadDemoFoods(database, log).then(() =>
      loadDemoRecipes({ db: database.db, jobs, storage, log }),
    );
  }
}

async function announceDemo(database: DatabaseHandle, log: Logger) {
  const created = await seedDemo(database.db);
  if (created.length === 0) return;
  log.info('seeded the demo data of the embedded database');
  const lines = created.map((a) => `  ${a.role.padEnd(17)} ${a.email.padEnd(38)} ${a.password}`);
  process.stdout.write(`\nDemo accounts (shown once; also listed in README.md):\n${lines.join('\n')}\n\n`);
}

/** The embedded default's demo foods (USDA SR28), loaded at first start; Postgres gets them from a script. */
async function loadDemoFoods(database: DatabaseHandle, log: Logger): Promise<void> {
  const started = performance.now();
  const loaded = await seedDemoFoods(database.db).catch((err: unknown) => {
    log.error({ err }, 'could not load the USDA SR28 demo foods; they will be tried again at the next start');
    return null;
  });
  if (!loaded) return;
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  log.info({ foods: loaded.added, seconds }, 'loaded the USDA SR28 demo foods into the embedded database');
}

/** The embedded default's demo recipe catalogue, added after the demo foods it is made of. */
async function loadDemoRecipes(ctx: Parameters<typeof seedDemoRecipes>[0]): Promise<void> {
  const started = performance.now();
  const added = await seedDemoRecipes(ctx).catch((err: unknown) => {
    ctx.log.error({ err }, 'could not add the demo recipes; they will be tried again at the next start');
    return null;
  });
  if (added === null) return;
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  ctx.log.info({ recipes: added, seconds }, 'added the demo recipes to the embedded database');
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
