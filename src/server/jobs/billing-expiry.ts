import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { expireStudents, expireTrials } from '../modules/billing/expiry.ts';
import type { Jobs } from './jobs.ts';

/** Every hour, on the hour (UTC). */
export const EXPIRY_CRON = '0 * * * *';

/**
 * The trial and student expiry sweeps (SPEC §4), scheduled hourly through pg-boss: each occurrence runs
 * on one instance, and the sweeps are safe to run twice anyway.
 */
export async function registerBillingExpiryWorkers(
  jobs: Jobs,
  deps: { db: Database; log: Logger },
): Promise<void> {
  await jobs.work('trial-expiry', async () => {
    const changed = await expireTrials(deps.db);
    if (changed > 0) deps.log.info({ changed }, 'free trials ended');
  });
  await jobs.work('student-expiry', async () => {
    const changed = await expireStudents(deps.db);
    if (changed > 0) deps.log.info({ changed }, 'student access ended');
  });
  await jobs.schedule('trial-expiry', EXPIRY_CRON);
  await jobs.schedule('student-expiry', EXPIRY_CRON);
}
