import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../tests/factories/users.ts';
import { useTestApps } from '../../tests/support/test-apps.ts';
import { makeImage, multipartBody } from '../../tests/support/upload-fixtures.ts';
import { createSession, SESSION_COOKIE } from './auth/sessions.ts';
import { uploads, users } from './db/schema/index.ts';

/**
 * Issue 28: the router decodes a path, so `/%61pi/trpc/...` reaches the API's handlers. Every hook that
 * guards the API (the Origin check, the rate limits, the session read before the limit) must hold for
 * every spelling that reaches them. Sent over a real socket: app.inject would resolve the dot segments
 * before the server saw them, as no attacker's client has to.
 */

const ORIGIN = 'http://app.test';
const EVIL = 'http://evil.test';

/** Ways to write `/api/<rest>`: the path, for each, as it goes on the wire. */
const SPELLINGS: [name: string, spell: (rest: string) => string][] = [
  ['/api', (rest) => `/api/${rest}`],
  ['/%61pi', (rest) => `/%61pi/${rest}`],
  ['/%61%70%69', (rest) => `/%61%70%69/${rest}`],
  ['/%41PI', (rest) => `/%41PI/${rest}`],
  ['/API', (rest) => `/API/${rest}`],
  ['//api', (rest) => `//api/${rest}`],
  ['/./api', (rest) => `/./api/${rest}`],
  ['/x/../api', (rest) => `/x/../api/${rest}`],
  ['/api/./', (rest) => `/api/./${rest}`],
  ['/api//', (rest) => `/api//${rest}`],
  ['/api%2F', (rest) => `/api%2F${rest}`],
  ['/%2561pi', (rest) => `/%2561pi/${rest}`],
  ['/%61pi/%74rpc', (rest) => `/%61pi/${rest.replace(/^trpc\//, '%74rpc/')}`],
];

const apps = useTestApps();

/** The app listening on a loopback port, with these settings. */
async function listening(env: Record<string, string> = {}) {
  const { app, services } = await apps.start(env);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { services, app, base: `127.0.0.1:${port}` };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with the path exactly as written: Node's client sends it as it is. */
function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
): Promise<Answer> {
  const [host, port] = base.split(':');
  return new Promise((resolve, reject) => {
    const req = http.request({ host, port: Number(port), method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function signedIn() {
  const user = await createUser(apps.db, { firstName: 'Jane' });
  const { token } = await createSession(apps.db, user.id);
  return { user, cookie: `${SESSION_COOKIE}=${token}` };
}

const firstNameOf = async (id: string) =>
  (await apps.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, id)))[0]!.firstName;

const updateProfile = (base: string, path: string, headers: Record<string, string>, firstName: string) =>
  send(
    base,
    'POST',
    path,
    { 'content-type': 'application/json', ...headers },
    JSON.stringify({ json: { firstName } }),
  );

describe('a path spelt another way', () => {
  it('meets the Origin check wherever it reaches the API, and changes nothing from another origin', async () => {
    const { base } = await listening();
    const { user, cookie } = await signedIn();
    const reached: string[] = [];
    for (const [name, spell] of SPELLINGS) {
      const path = spell('trpc/users.updateProfile');
      const forged = await updateProfile(base, path, { cookie, origin: EVIL }, 'Mallory');
      expect([403, 404], `${name}: ${forged.status} ${forged.body}`).toContain(forged.status);
      expect(await firstNameOf(user.id), name).toBe('Jane');
      const noOrigin = await updateProfile(base, path, { cookie }, 'Mallory');
      expect([403, 404], `${name} without Origin: ${noOrigin.status}`).toContain(noOrigin.status);
      expect(await firstNameOf(user.id), name).toBe('Jane');

      // The same spelling from the app: either it reaches the procedure, and so the forged one met the
      // Origin check (403), or the router knows no such path, for anyone.
      const own = await updateProfile(base, path, { cookie, origin: ORIGIN }, 'Janet');
      expect([200, 404], `${name} from the app: ${own.status} ${own.body}`).toContain(own.status);
      expect(forged.status, name).toBe(own.status === 200 ? 403 : 404);
      if (own.status === 200) {
        reached.push(name);
        expect(await firstNameOf(user.id)).toBe('Janet');
        await apps.db.update(users).set({ firstName: 'Jane' }).where(eq(users.id, user.id));
      }
    }
    // What the router decodes reaches the API; what it does not decode (%2F, %25, dot segments, case) does not.
    expect(reached).toEqual(['/api', '/%61pi', '/%61%70%69', '/%61pi/%74rpc']);
  });

  it('is counted with /api by the API limit, per signed-in user, and refused past it', async () => {
    const { base } = await listening({ API_REQUESTS_PER_MINUTE: '10' });
    const { user, cookie } = await signedIn();
    const me = (path: string, headers: Record<string, string> = { cookie }) =>
      send(base, 'GET', path, headers);

    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await me(i % 2 ? '/%61pi/trpc/auth.me' : '/api/trpc/auth.me')).status);
    expect(statuses).toEqual(Array(10).fill(200));
    for (const [name, spell] of SPELLINGS) {
      const answer = await me(spell('trpc/auth.me'));
      expect([429, 404], `${name}: ${answer.status}`).toContain(answer.status);
    }
    expect((await me('/%61pi/trpc/auth.me')).status).toBe(429);
    expect((await me('/api/trpc/auth.me')).status).toBe(429);

    // Counted per user: the session was read before the limit, through the spelt path too. Another user
    // from the same address still gets through, and sees themselves.
    const other = await signedIn();
    const answer = await me('/%61pi/trpc/auth.me', { cookie: other.cookie });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).result.data.json).toMatchObject({ id: other.user.id });
    expect(other.user.id).not.toBe(user.id);
  });

  it('reads the session the same way: a signed-in call through a spelt path sees its user', async () => {
    const { base } = await listening();
    const { user, cookie } = await signedIn();
    for (const [name, spell] of SPELLINGS) {
      const answer = await send(base, 'GET', spell('trpc/auth.me'), { cookie });
      if (answer.status === 404) continue;
      expect(answer.status, name).toBe(200);
      expect(JSON.parse(answer.body).result.data.json, name).toMatchObject({ id: user.id });
      // A cookie that is no longer valid is dropped, whichever way the path was written.
      const stale = await send(base, 'GET', spell('trpc/auth.me'), { cookie: `${cookie.slice(0, -2)}xx` });
      expect(JSON.parse(stale.body).result.data.json, name).toBeNull();
      expect(String(stale.headers['set-cookie']), name).toMatch(/^session=;/);
    }
  });

  it('meets the uploads’ Origin check and their own limit, counted with /api/uploads', async () => {
    const { base } = await listening();
    const { user, cookie } = await signedIn();
    const png = await makeImage('png', 20, 20);
    const uploadTo = (path: string, headers: Record<string, string>) => {
      const { payload, headers: form } = multipartBody({ filename: 'cake.png', data: png });
      return send(base, 'POST', `${path}?folder=recipes`, { cookie, ...form, ...headers }, payload);
    };

    for (const [name, spell] of SPELLINGS) {
      for (const origin of [{}, { origin: EVIL }] as Record<string, string>[]) {
        const answer = await uploadTo(spell('uploads'), origin);
        expect([403, 404], `${name} ${JSON.stringify(origin)}: ${answer.status}`).toContain(answer.status);
      }
    }
    expect(await apps.db.$count(uploads)).toBe(0);

    // Thirty a minute, however the path is written.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1)
      statuses.push((await uploadTo(i % 2 ? '/%61pi/uploads' : '/api/uploads', { origin: ORIGIN })).status);
    expect(statuses).toEqual(Array(30).fill(201));
    expect((await uploadTo('/%61pi/uploads', { origin: ORIGIN })).status).toBe(429);
    expect((await uploadTo('/api/uploads', { origin: ORIGIN })).status).toBe(429);
    expect(await apps.db.$count(uploads, eq(uploads.createdBy, user.id))).toBe(30);
  });
});

describe('API answers and caches', () => {
  it('marks every API answer private and not to be stored, unless its route chose its own caching', async () => {
    const { base } = await listening({ API_REQUESTS_PER_MINUTE: '10' });
    const { cookie } = await signedIn();
    const cacheOf = async (answer: Promise<Answer>, status: number) => {
      const { status: got, headers, body } = await answer;
      expect(got, body).toBe(status);
      return headers['cache-control'];
    };
    const NO_STORE = 'private, no-store';

    // tRPC queries, signed in and not, and a batch; a mutation; a refusal of each kind.
    expect(await cacheOf(send(base, 'GET', '/api/trpc/auth.me', { cookie }), 200)).toBe(NO_STORE);
    expect(await cacheOf(send(base, 'GET', '/%61pi/trpc/users.profile', { cookie }), 200)).toBe(NO_STORE);
    expect(await cacheOf(send(base, 'GET', '/api/trpc/auth.me'), 200)).toBe(NO_STORE);
    expect(
      await cacheOf(send(base, 'GET', '/api/trpc/auth.me,users.profile?batch=1&input={}', { cookie }), 200),
    ).toBe(NO_STORE);
    expect(
      await cacheOf(
        updateProfile(base, '/api/trpc/users.updateProfile', { cookie, origin: ORIGIN }, 'Ann'),
        200,
      ),
    ).toBe(NO_STORE);
    expect(
      await cacheOf(
        updateProfile(base, '/api/trpc/users.updateProfile', { cookie, origin: EVIL }, 'Ann'),
        403,
      ),
    ).toBe(NO_STORE);
    expect(await cacheOf(send(base, 'GET', '/api/trpc/users.profile'), 401)).toBe(NO_STORE);
    expect(await cacheOf(send(base, 'GET', '/api/nope', { cookie }), 404)).toBe(NO_STORE);
    // An address that reads as the API's but reaches no route is still the API's "not found", not a page.
    const spelt = await send(base, 'GET', '/%41PI/trpc/auth.me', { cookie });
    expect(spelt.status).toBe(404);
    expect(spelt.headers['content-type']).toMatch(/^application\/json/);
    expect(spelt.headers['cache-control']).toBe(NO_STORE);

    // Uploads: the upload, and its deletion.
    const { payload, headers: form } = multipartBody({
      filename: 'me.png',
      data: await makeImage('png', 20, 20),
    });
    const uploaded = await send(
      base,
      'POST',
      '/api/uploads?folder=profilephotos',
      { cookie, origin: ORIGIN, ...form },
      payload,
    );
    expect(uploaded.status, uploaded.body).toBe(201);
    expect(uploaded.headers['cache-control']).toBe(NO_STORE);
    const { id, url } = JSON.parse(uploaded.body) as { id: string; url: string };
    // A profile photo is public and its key never changes content: cached for good, as before.
    const photo = await send(base, 'GET', url);
    expect(photo.status).toBe(200);
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf(send(base, 'DELETE', `/api/uploads/${id}`, { cookie, origin: ORIGIN }), 200)).toBe(
      NO_STORE,
    );

    // The import templates chose theirs (the same); the rate limit's refusal is not kept either.
    expect(await cacheOf(send(base, 'GET', '/api/food-imports/template', { cookie }), 403)).toBe(NO_STORE);
    let last: Answer | undefined;
    for (let i = 0; i < 12; i += 1) last = await send(base, 'GET', '/api/trpc/auth.me', { cookie });
    expect(last!.status).toBe(429);
    expect(last!.headers['cache-control']).toBe(NO_STORE);
  });
});
