import { deliverNotification, type DeliverDeps } from '../modules/notifications/deliver.ts';
import type { Jobs } from './jobs.ts';

export async function registerPushWorker(jobs: Jobs, deps: DeliverDeps): Promise<void> {
  await jobs.work('push-notification', async (data) => {
    await deliverNotification(deps, data);
  });
}
