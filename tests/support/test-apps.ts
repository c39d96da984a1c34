import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../setup/test-db.ts';
import { startTestServices, type TestServices } from './services.ts';

export interface TestApp {
  app: FastifyInstance;
  services: TestServices;
}

export interface TestApps {
  /** The test file's database, emptied before each test. */
  readonly database: TestDatabase;
  readonly db: Database;
  /** The whole app (`buildApp`) with these settings, on the file's database; closed after the file. */
  start(env?: Record<string, string>): Promise<TestApp>;
}

/**
 * For a test file that drives the HTTP app under several settings (limits, proxies, caches): one database
 * for the file, emptied before each test, and the apps it starts, each closed with its services at the end.
 * Call it at the top level of the file: it registers the file's hooks.
 */
export function useTestApps(): TestApps {
  let database: TestDatabase | undefined;
  const running: TestApp[] = [];
  const opened = () => {
    if (!database) throw new Error('useTestApps: the database opens in beforeAll');
    return database;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const { app, services } of running) {
      await app.close();
      await services.close();
    }
    await database?.close();
  });
  beforeEach(async () => {
    await resetDatabase(opened().db);
  });
  return {
    get database() {
      return opened();
    },
    get db() {
      return opened().db;
    },
    async start(env = {}) {
      const services = await startTestServices(opened(), env);
      const app = await buildApp({
        config: services.config,
        database: opened(),
        jobs: services.jobs,
        storage: services.storage,
        log: pino({ level: 'silent' }),
      });
      const started = { app, services };
      running.push(started);
      return started;
    },
  };
}
