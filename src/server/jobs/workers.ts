import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createMailTransport } from '../integrations/mail/transport.ts';
import type { Storage } from '../integrations/storage/storage.ts';
import type { Jobs } from './jobs.ts';
import { registerBillingExpiryWorkers } from './billing-expiry.ts';
import { registerDatabaseUpkeepWorker } from './database-upkeep.ts';
import { registerFoodImportWorker } from './food-imports.ts';
import { registerMailWorker } from './mail-worker.ts';
import { registerPushWorker } from './push-notifications.ts';
import { registerRecipeImportWorker } from './recipe-imports.ts';
import { registerStripeCustomerWorker } from './stripe-customers.ts';
import { registerThumbnailWorker } from './thumbnails.ts';

export interface WorkerDeps {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  log: Logger;
}

/** Every queue's worker, started in this process (each instance runs them all; pg-boss shares the work). */
export async function registerWorkers(
  jobs: Jobs,
  { config, database, storage, log }: WorkerDeps,
): Promise<void> {
  await registerMailWorker(jobs, {
    db: database.db,
    transport: createMailTransport(config, log),
    config,
    log,
  });
  await registerThumbnailWorker(jobs, { storage });
  await registerFoodImportWorker(jobs, { db: database.db, storage, log });
  await registerRecipeImportWorker(jobs, { db: database.db, storage, log });
  await registerBillingExpiryWorkers(jobs, { db: database.db, log });
  await registerPushWorker(jobs, { db: database.db, config, log });
  await registerStripeCustomerWorker(jobs, { config, log });
  // A Postgres server vacuums and analyzes by itself; the embedded PGlite does not.
  if (database.driver === 'pglite') await registerDatabaseUpkeepWorker(jobs, { db: database.db, log });
}
