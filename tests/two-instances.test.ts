import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.ts';
import { LocalStorage } from '../src/server/integrations/storage/local-storage.ts';
import { startJobs, type Jobs } from '../src/server/jobs/jobs.ts';
import { registerWorkers } from '../src/server/jobs/workers.ts';
import { createUser, FACTORY_PASSWORD } from './factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from './setup/test-db.ts';
import { createSmtpSink, type SmtpSink } from './support/smtp-sink.ts';

const APP_URL = 'http://app.test';
const LOGIN_ATTEMPTS = 6;
const silent = pino({ level: 'silent' });

interface Instance {
  app: FastifyInstance;
  jobs: Jobs;
  database: DatabaseHandle;
}

/**
 * Two app instances behind one load balancer, as production runs them: each its own process state (its
 * own connection pool, pg-boss and workers, Fastify), sharing only the Postgres database and the SMTP
 * server. An embedded PGlite belongs to one process, so this runs against real Postgres only
 * (npm run test:pg, and CI).
 */
describe.skipIf(!inject('postgresTemplateUrl'))('two instances on one Postgres', () => {
  let shared: TestDatabase;
  let sink: SmtpSink;
  let dataDir: string;
  const instances: Instance[] = [];

  beforeAll(async () => {
    shared = await createTestDatabase();
    sink = createSmtpSink();
    await sink.start();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mealplanner-two-instances-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: shared.url!,
      SMTP_URL: sink.url,
      LOGIN_ATTEMPTS_PER_IP: String(LOGIN_ATTEMPTS),
    });
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ url: shared.url!, maxConnections: 3 });
      const jobs = await startJobs(database, shared.url, silent, { pollingIntervalSeconds: 0.5 });
      const storage = new LocalStorage(path.join(dataDir, 'uploads'));
      await registerWorkers(jobs, { config, database, storage, log: silent });
      const app = await buildApp({ config, database, jobs, storage, log: silent, clientDir: dataDir });
      instances.push({ app, jobs, database });
    }
  });
  afterAll(async () => {
    for (const { app, jobs, database } of instances) {
      await app.close();
      await jobs.stop(5_000);
      await database.close();
    }
    await sink?.stop();
    await shared?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetDatabase(shared.db);
    sink.messages.length = 0;
  });

  const first = () => instances[0]!.app;
  const second = () => instances[1]!.app;

  const login = (app: FastifyInstance, email: string, password: string, remoteAddress = '203.0.113.9') =>
    app.inject({
      method: 'POST',
      url: '/api/trpc/auth.login',
      remoteAddress,
      headers: { 'content-type': 'application/json', origin: APP_URL },
      payload: JSON.stringify({ json: { email, password } }),
    });

  const sessionOf = (response: { headers: Record<string, unknown> }) => {
    const cookie = [response.headers['set-cookie']].flat().find((c) => String(c).startsWith('session='));
    return String(cookie).split(';')[0]!;
  };

  const me = (app: FastifyInstance, cookie: string) =>
    app.inject({ method: 'GET', url: '/api/trpc/auth.me', headers: { cookie } });

  it('honours a session made on one instance on the other, and a sign-out on either ends it on both', async () => {
    const user = await createUser(shared.db, { role: 'dietitian' });

    const signIn = await login(first(), user.email, FACTORY_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    const cookie = sessionOf(signIn);

    const onSecond = await me(second(), cookie);
    expect(onSecond.json().result.data.json).toMatchObject({ id: user.id, email: user.email });

    const signOut = await second().inject({
      method: 'POST',
      url: '/api/trpc/auth.logout',
      headers: { cookie, 'content-type': 'application/json', origin: APP_URL },
      payload: JSON.stringify({ json: null }),
    });
    expect(signOut.statusCode).toBe(200);
    expect((await me(first(), cookie)).json().result.data.json).toBeNull();
  });

  it('counts login attempts from one address across both instances', async () => {
    const user = await createUser(shared.db, { role: 'member' });
    const address = '198.51.100.23';
    // The attempts alternate between the instances; the limit is the shared count, not each one's.
    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS; attempt += 1) {
      const app = attempt % 2 === 0 ? second() : first();
      const response = await login(app, `nobody${attempt}@example.test`, 'wrong password', address);
      expect(response.json().error.json.data.code).toBe('UNAUTHORIZED');
    }
    for (const app of [first(), second()]) {
      const refused = await login(app, user.email, FACTORY_PASSWORD, address);
      expect(refused.json().error.json.data.code).toBe('TOO_MANY_REQUESTS');
    }
    // Another address is not affected.
    expect((await login(second(), user.email, FACTORY_PASSWORD, '198.51.100.24')).statusCode).toBe(200);
  });

  it('runs a job queued by one instance exactly once, whichever instance takes it', async () => {
    const members = await Promise.all(
      Array.from({ length: 8 }, () => createUser(shared.db, { role: 'member' })),
    );
    for (const [i, member] of members.entries()) {
      const app = i % 2 === 0 ? first() : second();
      const response = await app.inject({
        method: 'POST',
        url: '/api/trpc/auth.requestPasswordReset',
        remoteAddress: `192.0.2.${i + 1}`,
        headers: { 'content-type': 'application/json', origin: APP_URL },
        payload: JSON.stringify({ json: { email: member.email } }),
      });
      expect(response.statusCode).toBe(200);
    }

    await sink.waitFor((all) => all.length >= members.length, 20_000);
    // Time for a second delivery of any of them to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(sink.messages.map((m) => m.to).sort()).toEqual(members.map((m) => m.email).sort());
    expect(new Set(sink.messages.map((m) => m.subject))).toEqual(
      new Set(['Reset your Meal Planner password']),
    );
  });
});
