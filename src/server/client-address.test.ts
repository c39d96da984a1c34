import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../../tests/factories/users.ts';
import { resetDatabase } from '../../tests/setup/test-db.ts';
import { useTestApps } from '../../tests/support/test-apps.ts';
import { loginRecords } from './db/schema/index.ts';

/** Which address the per-address limits count: the socket's, unless TRUST_PROXY names the proxies. */

const apps = useTestApps();
const appWith = async (env: Record<string, string>) =>
  (await apps.start({ LOGIN_ATTEMPTS_PER_IP: '5', ...env })).app;

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
    const user = await createUser(apps.db);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await login(app, `guess${i}@example.test`, 'wrong', `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(app, user.email, FACTORY_PASSWORD, '203.0.113.99')).statusCode).toBe(429);

    await resetDatabase(apps.db);
    const again = await createUser(apps.db);
    expect((await login(app, again.email, FACTORY_PASSWORD, '203.0.113.99')).statusCode).toBe(200);
    expect((await apps.db.select().from(loginRecords)).map((r) => r.ip)).toEqual(['198.51.100.7']);
  });

  it('takes the client address from the proxy it was told to trust', async () => {
    const app = await appWith({ TRUST_PROXY: '1' });
    const user = await createUser(apps.db);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await login(app, `guess${i}@example.test`, 'wrong', `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    // One hop: the address the proxy saw, not what the client wrote before it.
    expect((await login(app, user.email, FACTORY_PASSWORD, '10.9.9.9, 203.0.113.77')).statusCode).toBe(200);
    expect((await apps.db.select().from(loginRecords)).map((r) => r.ip)).toEqual(['203.0.113.77']);
  });

  it('believes only the proxies it names', async () => {
    const app = await appWith({ TRUST_PROXY: '198.51.100.0/24' });
    const user = await createUser(apps.db);
    expect((await login(app, user.email, FACTORY_PASSWORD, '203.0.113.5')).statusCode).toBe(200);
    const stranger = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    expect((await login(stranger, user.email, FACTORY_PASSWORD, '203.0.113.6')).statusCode).toBe(200);
    expect((await apps.db.select().from(loginRecords)).map((r) => r.ip).sort()).toEqual([
      '198.51.100.7',
      '203.0.113.5',
    ]);
  });
});
