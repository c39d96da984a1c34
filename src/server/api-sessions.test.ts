import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actorOf, createUser } from '../../tests/factories/users.ts';
import { useTestApps } from '../../tests/support/test-apps.ts';
import { createSession, invalidateUserSessions, SESSION_COOKIE } from './auth/sessions.ts';
import { sessions } from './db/schema/index.ts';
import { deleteMember } from './modules/members/delete-member.ts';
import { approveMember, setMemberRole } from './modules/members/manage-members.ts';

/**
 * The API's per-minute limit (counted per signed-in user, per address for guests) and its session check,
 * answered from memory for SESSION_CACHE_SECONDS but never after a sign-out or change made here.
 */

const ORIGIN = 'http://app.test';
const apps = useTestApps();
const appWith = async (env: Record<string, string>) => (await apps.start(env)).app;

const me = (app: FastifyInstance, cookie: string | null, remoteAddress = '198.51.100.7') =>
  app.inject({
    method: 'GET',
    url: '/api/trpc/auth.me',
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(apps.db, overrides);
  const { token } = await createSession(apps.db, user.id);
  return { user, cookie: `${SESSION_COOKIE}=${token}` };
}

describe('API requests per minute', () => {
  it('counts a signed-in user on their own, so people behind one address do not share a limit', async () => {
    const app = await appWith({ API_REQUESTS_PER_MINUTE: '10' });
    const a = await signedIn({ role: 'dietitian' });
    const b = await signedIn({ role: 'member' });

    const statusesOfA: number[] = [];
    for (let i = 0; i < 11; i += 1) statusesOfA.push((await me(app, a.cookie)).statusCode);
    expect(statusesOfA).toEqual([...Array<number>(10).fill(200), 429]);

    // Same address, another person: their own ten.
    for (let i = 0; i < 10; i += 1) {
      const res = await me(app, b.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().result.data.json.id).toBe(b.user.id);
    }
    expect((await me(app, b.cookie)).statusCode).toBe(429);
    // A guest at that address was not counted with them.
    expect((await me(app, null)).statusCode).toBe(200);
  });

  it('counts guests per address', async () => {
    const app = await appWith({ API_REQUESTS_PER_MINUTE: '10' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await me(app, null, '203.0.113.5')).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    // A cookie that is not a valid session is a guest of that address.
    expect((await me(app, `${SESSION_COOKIE}=nope.nope`, '203.0.113.5')).statusCode).toBe(429);
    expect((await me(app, null, '203.0.113.6')).statusCode).toBe(200);
  });
});

describe('session check answered from memory', () => {
  it('ends a session signed out on this instance at once', async () => {
    const app = await appWith({ SESSION_CACHE_SECONDS: '30' });
    const { user, cookie } = await signedIn({ role: 'dietitian' });
    expect((await me(app, cookie)).json().result.data.json.id).toBe(user.id);
    const out = await app.inject({
      method: 'POST',
      url: '/api/trpc/auth.logout',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ json: null }),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(app, cookie)).json().result.data.json).toBeNull();
  });

  it('sees a revocation, a new role, an approval and a deleted account at once', async () => {
    const { app, services } = await apps.start({ SESSION_CACHE_SECONDS: '30' });
    const admin = await createUser(apps.db, { role: 'admin' });
    const ctx = { db: apps.db, actor: actorOf(admin) };

    const revoked = await signedIn({ role: 'member' });
    expect((await me(app, revoked.cookie)).json().result.data.json.id).toBe(revoked.user.id);
    await invalidateUserSessions(apps.db, revoked.user.id);
    expect((await me(app, revoked.cookie)).json().result.data.json).toBeNull();

    const promoted = await signedIn({ role: 'member' });
    expect((await me(app, promoted.cookie)).json().result.data.json.role).toBe('member');
    await setMemberRole(ctx, promoted.user.id, 'dietitian');
    expect((await me(app, promoted.cookie)).json().result.data.json.role).toBe('dietitian');

    const pending = await signedIn({ role: 'dietitian', status: 'pending' });
    expect((await me(app, pending.cookie)).json().result.data.json.status).toBe('pending');
    await approveMember(ctx, pending.user.id);
    expect((await me(app, pending.cookie)).json().result.data.json.status).toBe('active');

    const deleted = await signedIn({ role: 'member' });
    expect((await me(app, deleted.cookie)).json().result.data.json.id).toBe(deleted.user.id);
    const { storage, config, jobs } = services;
    await deleteMember({ ...ctx, storage, config, jobs, log: pino({ level: 'silent' }) }, deleted.user.id);
    expect((await me(app, deleted.cookie)).json().result.data.json).toBeNull();
  });

  it("trusts a session for at most SESSION_CACHE_SECONDS after another instance's sign-out, and not at all at 0", async () => {
    const cached = await appWith({ SESSION_CACHE_SECONDS: '1' });
    const { user, cookie } = await signedIn({ role: 'dietitian' });
    expect((await me(cached, cookie)).json().result.data.json.id).toBe(user.id);
    // Another instance signs the session out: its row goes, this process is not told.
    await apps.db.delete(sessions).where(eq(sessions.userId, user.id));
    const started = Date.now();
    let answer = (await me(cached, cookie)).json().result.data.json;
    while (answer !== null && Date.now() - started < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = (await me(cached, cookie)).json().result.data.json;
    }
    expect(answer).toBeNull();
    expect(Date.now() - started).toBeLessThanOrEqual(1_500);

    const uncached = await appWith({ SESSION_CACHE_SECONDS: '0' });
    const other = await signedIn({ role: 'member' });
    expect((await me(uncached, other.cookie)).json().result.data.json.id).toBe(other.user.id);
    await apps.db.delete(sessions).where(eq(sessions.userId, other.user.id));
    expect((await me(uncached, other.cookie)).json().result.data.json).toBeNull();
  });
});
