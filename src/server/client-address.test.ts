import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../tests/setup/test-db.ts';
import { startTestServices, type TestServices } from '../../tests/support/services.ts';
import { buildApp } from './app.ts';
import { loginRecords } from './db/schema/index.ts';

/** Which address the per-address limits count: the socket's, unless TRUST_PROXY names the proxies. */

let database: TestDatabase;
const running: { services: TestServices; app: FastifyInstance }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const { app, services } of running) {
    await app.close();
    await services.close();
  }
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database.db);
});

async function appWith(env: Record<string, string>) {
  const services = await startTestServices(database, { LOGIN_ATTEMPTS_PER_IP: '5', ...env });
  const app = await buildApp({
    config: services.config,
    database,
    jobs: services.jobs,
    storage: services.storage,
    log: pino({ level: 'silent' }),
  });
  running.push({ services, app });
  return app;
}

const login = (app: FastifyInstance, email: string, password: string, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/trpc/auth.login',
    remoteAddress: '198.51.100.7',
    headers: { origin: 'http://app.test', 'x-forwarded-for': forwardedFor },
    payload: { json: { email, password } },
  });

describe('client addresses', () => {
  it('ignores a forged X-Forwarded-For when TRUST_PROXY is not set', async () => {
    const app = await appWith({});
    const user = await createUser(database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await login(app, `guess${i}@example.test`, 'wrong', `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(app, user.email, FACTORY_PASSWORD, '203.0.113.99')).statusCode).toBe(429);

    await resetDatabase(database.db);
    const again = await createUser(database.db);
    expect((await login(app, again.email, FACTORY_PASSWORD, '203.0.113.99')).statusCode).toBe(200);
    expect((await database.db.select().from(loginRecords)).map((r) => r.ip)).toEqual(['198.51.100.7']);
  });

  it('takes the client address from the proxy it was told to trust', async () => {
    const app = await appWith({ TRUST_PROXY: '1' });
    const user = await createUser(database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await login(app, `guess${i}@example.test`, 'wrong', `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    // One hop: the address the proxy saw, not what the client wrote before it.
    expect((await login(app, user.email, FACTORY_PASSWORD, '10.9.9.9, 203.0.113.77')).statusCode).toBe(200);
    expect((await database.db.select().from(loginRecords)).map((r) => r.ip)).toEqual(['203.0.113.77']);
  });

  it('believes only the proxies it names', async () => {
    const app = await appWith({ TRUST_PROXY: '198.51.100.0/24' });
    const user = await createUser(database.db);
    expect((await login(app, user.email, FACTORY_PASSWORD, '203.0.113.5')).statusCode).toBe(200);
    const stranger = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    expect((await login(stranger, user.email, FACTORY_PASSWORD, '203.0.113.6')).statusCode).toBe(200);
    expect((await database.db.select().from(loginRecords)).map((r) => r.ip).sort()).toEqual([
      '198.51.100.7',
      '203.0.113.5',
    ]);
  });
});
