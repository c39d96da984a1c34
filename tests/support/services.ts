import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { SessionCookie } from '../../src/server/auth/session-cookie.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { LocalStorage } from '../../src/server/integrations/storage/local-storage.ts';
import { startJobs, type Jobs } from '../../src/server/jobs/jobs.ts';
import type { Actor, Context } from '../../src/server/trpc/context.ts';
import { createCallerFactory } from '../../src/server/trpc/init.ts';
import { appRouter } from '../../src/server/trpc/router.ts';
import type { TestDatabase } from '../setup/test-db.ts';

export interface TestServices {
  database: TestDatabase;
  jobs: Jobs;
  storage: LocalStorage;
  config: Config;
  close(): Promise<void>;
}

/** The real services a procedure needs, on this test file's database and a temporary upload folder. */
export async function startTestServices(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<TestServices> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mealplanner-services-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: 'http://app.test', ...env });
  const jobs = await startJobs(database, database.url, pino({ level: 'silent' }), {
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 1,
    supervise: false,
  });
  return {
    database,
    jobs,
    storage: new LocalStorage(path.join(dataDir, 'uploads')),
    config,
    async close() {
      await jobs.stop(5_000);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A session cookie that remembers what a procedure did to it. */
export function recordingSessionCookie(): SessionCookie & { value: string | null } {
  return {
    value: null,
    set(token) {
      this.value = token;
    },
    clear() {
      this.value = null;
    },
  };
}

export function contextFor(
  services: TestServices,
  actor: Actor | null,
  extra: Partial<Pick<Context, 'sessionId' | 'sessionCookie' | 'ip' | 'userAgent'>> = {},
): Context {
  return {
    db: services.database.db,
    jobs: services.jobs,
    storage: services.storage,
    config: services.config,
    log: pino({ level: 'silent' }),
    actor,
    sessionId: null,
    sessionCookie: recordingSessionCookie(),
    ip: '127.0.0.1',
    userAgent: null,
    ...extra,
  };
}

const createCaller = createCallerFactory(appRouter);

/** `appRouter.createCaller` for a user (or a guest when `actor` is null). */
export function callerFor(
  services: TestServices,
  actor: Actor | null,
  extra?: Parameters<typeof contextFor>[2],
) {
  return createCaller(contextFor(services, actor, extra));
}
