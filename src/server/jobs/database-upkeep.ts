import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { vacuumAndAnalyze } from '../db/upkeep.ts';
import type { Jobs } from './jobs.ts';

/** Every hour, at 17 past (UTC): away from the hour, when the billing sweeps run. */
export const UPKEEP_CRON = '17 * * * *';

/**
 * The embedded PGlite's upkeep (decision 050): what a Postgres server's autovacuum does by itself, vacuuming
 * and analyzing the tables, once an hour. Registered only on PGlite.
 */
export async function registerDatabaseUpkeepWorker(
  jobs: Jobs,
  deps: { db: Database; log: Logger },
): Promise<void> {
  await jobs.work('database-upkeep', async () => {
    const { tables, ms } = await vacuumAndAnalyze(deps.db);
    deps.log.info({ tables, ms }, 'vacuumed and analyzed the embedded database');
  });
  await jobs.schedule('database-upkeep', UPKEEP_CRON);
}
