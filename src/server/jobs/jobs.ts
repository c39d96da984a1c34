import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { executeOn, type Database, type DatabaseHandle } from '../db/client.ts';
import { QUEUES, deadLetterQueue, type QueueName, type QueuePayloads } from './queues.ts';

export interface SendOptions {
  /** The caller's transaction: the job is enqueued inside it and rolls back with it. */
  db?: Database;
  /** Seconds to wait before the job may start. */
  startAfterSeconds?: number;
  /** Only one job with this key waits in the queue at a time. */
  singletonKey?: string;
}

export type JobHandler<Q extends QueueName> = (
  data: QueuePayloads[Q],
  meta: { id: string; retryCount: number },
) => Promise<void>;

export interface Jobs {
  send<Q extends QueueName>(queue: Q, data: QueuePayloads[Q], options?: SendOptions): Promise<string | null>;
  /**
   * Sends a job to `queue` on a cron schedule (UTC), once across all instances. The queue exists already
   * (createQueues); a later call replaces the queue's schedule.
   */
  schedule(queue: QueueName, cron: string): Promise<void>;
  /** Registers the handler of a queue; workers start polling at once. */
  work<Q extends QueueName>(queue: Q, handler: JobHandler<Q>): Promise<void>;
  /** Stops taking new jobs, waits for the running ones (up to `timeoutMs`), then closes. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobsOptions {
  /** How often an idle worker looks for work, in seconds (pg-boss allows 0.5 and up). */
  pollingIntervalSeconds?: number;
  /** Overrides every queue's first retry delay (tests use 1 s). */
  retryDelaySeconds?: number;
  /** Runs maintenance (expiry, archiving) in this instance; every instance may, pg-boss coordinates. */
  supervise?: boolean;
  /** Sends scheduled (cron) jobs from this instance; pg-boss sends each occurrence once across instances. */
  schedule?: boolean;
}

/**
 * pg-boss on the app's own database. On real Postgres it has its own small pool; on PGlite it shares the
 * one embedded connection through `executeSql` (see docs/decisions/002-pg-boss-on-pglite.md).
 */
export async function startJobs(
  handle: DatabaseHandle,
  databaseUrl: string | undefined,
  log: Logger,
  options: JobsOptions = {},
): Promise<Jobs> {
  const common = {
    supervise: options.supervise ?? true,
    schedule: options.schedule ?? true,
    migrate: true,
    archiveCompletedAfterSeconds: 60 * 60 * 24,
    deleteAfterDays: 14,
  };
  const boss = databaseUrl
    ? new PgBoss({ ...common, connectionString: databaseUrl, max: 4, application_name: 'mealplanner-jobs' })
    : new PgBoss({
        ...common,
        db: { executeSql: (text: string, values?: unknown[]) => handle.executeSql(text, values) },
      });

  boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  // Two instances creating the same queues at once deadlock inside pg-boss; they take turns instead.
  await handle.withStartupLock(async () => {
    await boss.start();
    await createQueues(boss, options);
  });

  let stopping = false;

  return {
    async send(queue, data, sendOptions = {}) {
      const { db, startAfterSeconds, singletonKey } = sendOptions;
      return boss.send(queue, data as object, {
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
        ...(singletonKey ? { singletonKey } : {}),
        ...(db
          ? { db: { executeSql: (text: string, values?: unknown[]) => executeOn(db, text, values) } }
          : {}),
      });
    },
    async schedule(queue, cron) {
      await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    },
    async work(queue, handler) {
      await boss.work(
        queue,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true },
        async (batch) => {
          for (const job of batch) {
            const retryCount = job.retryCount;
            const jobLog = log.child({ queue, jobId: job.id });
            try {
              await handler(job.data as QueuePayloads[typeof queue], { id: job.id, retryCount });
              jobLog.debug('job done');
            } catch (err) {
              jobLog.warn({ err }, 'job failed; it will be retried or dead-lettered');
              throw err;
            }
          }
        },
      );
    },
    async stop(timeoutMs = 30_000) {
      if (stopping) return;
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
    },
  };
}

/** Each queue with its retry policy and its dead-letter queue; updated when the policy changed. */
async function createQueues(boss: PgBoss, options: JobsOptions): Promise<void> {
  for (const [queue, policy] of Object.entries(QUEUES) as [QueueName, (typeof QUEUES)[QueueName]][]) {
    const dead = deadLetterQueue(queue);
    await boss.createQueue(dead, { name: dead, retentionDays: 30 } as PgBoss.Queue);
    const queueOptions = {
      name: queue,
      retryLimit: policy.retryLimit,
      retryDelay: options.retryDelaySeconds ?? policy.retryDelay,
      retryBackoff: policy.retryBackoff,
      expireInSeconds: policy.expireInSeconds,
      deadLetter: dead,
    } as PgBoss.Queue;
    if (await boss.getQueue(queue)) await boss.updateQueue(queue, queueOptions);
    else await boss.createQueue(queue, queueOptions);
  }
}
