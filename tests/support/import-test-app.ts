import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import pino, { type Logger } from 'pino';
import { expect } from 'vitest';
import { uploadRoutes, type UploadActor } from '../../src/server/http/uploads.ts';
import type { Storage } from '../../src/server/integrations/storage/storage.ts';
import type { Jobs } from '../../src/server/jobs/jobs.ts';
import type { Database } from '../../src/server/db/client.ts';
import type { UploadFolder } from '../../src/shared/access.ts';
import type { ImportStatus } from '../../src/shared/schemas/uploads.ts';
import type { UserRow } from '../../src/server/db/schema/index.ts';
import { createUser } from '../factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../setup/test-db.ts';
import { startTestServices, type TestServices } from './services.ts';
import { multipartBody } from './upload-fixtures.ts';

/**
 * What the tests of an import module (food-imports, recipe-imports) run against: a migrated database, the
 * job queue with the module's worker, and the HTTP routes its screen uses (the upload, the template
 * download), signed in as whoever `actor` says.
 */
export interface ImportTestApp {
  database: TestDatabase;
  services: TestServices;
  app: FastifyInstance;
  /** Who the stub session lookup of the HTTP routes says is signed in. */
  actor: UploadActor | null;
  /** Sends a file to the module's folder through POST /api/uploads, as the screen does; the upload's id. */
  upload(data: Buffer, filename: string): Promise<string>;
  /** Empties the database and signs a new admin in, over HTTP too; the admin. */
  resetWithAdmin(): Promise<UserRow>;
  close(): Promise<void>;
}

export async function startImportTestApp(options: {
  folder: UploadFolder;
  uploadMaxBytes: number;
  registerWorker(jobs: Jobs, deps: { db: Database; storage: Storage; log: Logger }): Promise<void>;
  templateRoutes: FastifyPluginAsync<{ getActor(): Promise<UploadActor | null> }>;
}): Promise<ImportTestApp> {
  const database = await createTestDatabase();
  const services = await startTestServices(database);
  await options.registerWorker(services.jobs, {
    db: database.db,
    storage: services.storage,
    log: pino({ level: 'silent' }),
  });
  const app = Fastify();
  const harness: ImportTestApp = {
    database,
    services,
    app,
    actor: null,
    async upload(data, filename) {
      const { payload, headers } = multipartBody({ filename, data });
      const res = await app.inject({
        method: 'POST',
        url: `/api/uploads?folder=${options.folder}`,
        payload,
        headers,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id;
    },
    async resetWithAdmin() {
      await resetDatabase(database.db);
      const admin = await createUser(database.db, { role: 'admin' });
      harness.actor = { id: admin.id, role: 'admin' };
      return admin;
    },
    async close() {
      await app.close();
      await services.close();
      await database.close();
    },
  };
  const getActor = async () => harness.actor;
  await app.register(fastifyRateLimit, { global: true, max: 600, timeWindow: '1 minute' });
  await app.register(uploadRoutes, {
    db: database.db,
    jobs: services.jobs,
    storage: services.storage,
    config: { uploadMaxBytes: options.uploadMaxBytes, uploadMaxPixels: services.config.uploadMaxPixels },
    getActor,
  });
  await app.register(options.templateRoutes, { getActor });
  return harness;
}

/** Polls an import as the screen's progress bar does, until it has finished. */
export async function waitForImport<Import extends { status: ImportStatus }>(
  read: () => Promise<Import>,
): Promise<Import> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const found = await read();
    if (found.status === 'done' || found.status === 'failed') return found;
    if (Date.now() > deadline) throw new Error(`Import still ${found.status} after 25 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
