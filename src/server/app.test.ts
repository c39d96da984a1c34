import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../tests/setup/test-db.ts';
import { startTestServices, type TestServices } from '../../tests/support/services.ts';
import { buildApp } from './app.ts';
import { createSession, SESSION_COOKIE } from './auth/sessions.ts';

let database: TestDatabase;
let services: TestServices;
let app: FastifyInstance;
let clientDir: string;
const ORIGIN = 'http://app.test';
const SCREEN_JS = `export const words = ${JSON.stringify('recipe '.repeat(500))};`;
const SCREEN_JS_BR = brotliCompressSync(SCREEN_JS);

beforeAll(async () => {
  database = await createTestDatabase();
  services = await startTestServices(database);
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'mealplanner-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>App</title>' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/core-1.js"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  // What scripts/build-client.mjs lists: the chunks of the shell and of each screen beyond the entry's.
  await mkdir(path.join(clientDir, '.vite'));
  await writeFile(
    path.join(clientDir, '.vite', 'route-preloads.json'),
    JSON.stringify({
      shell: ['assets/app-shell-1.js'],
      screens: { Recipes: ['assets/recipes-page-1.js'], Login: ['assets/login-page-1.js', '../outside.js'] },
    }),
  );
  // What scripts/prerender.mjs writes: Login's first render, its title and image preload first (decision 051).
  await writeFile(
    path.join(clientDir, '.vite', 'prerendered.json'),
    JSON.stringify({
      Login:
        '<link rel="preload" as="image" href="/icons/icon.svg"/><title>Log in · App</title>' +
        '<div class="frame"><h1>Welcome back</h1><form method="post"></form></div>',
      shell: '<div class="frame"><div class="skeleton"></div></div>',
    }),
  );
  await writeFile(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What the build writes beside a larger asset (scripts/build-client.mjs's precompressAssets).
  await writeFile(path.join(clientDir, 'assets', 'screen-def456.js'), SCREEN_JS);
  await writeFile(path.join(clientDir, 'assets', 'screen-def456.js.br'), SCREEN_JS_BR);
  app = await buildApp({
    config: services.config,
    database,
    jobs: services.jobs,
    storage: services.storage,
    log: pino({ level: 'silent' }),
    clientDir,
  });
});
afterAll(async () => {
  await app.close();
  await services.close();
  await database.close();
  await rm(clientDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await resetDatabase(database.db);
});

/** A form's post, as a browser sends a prerendered form before the app has taken it over. */
const postForm = (url: string, payload: string, origin = ORIGIN) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

const me = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/trpc/auth.me', headers });

describe('HTTP surface', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ok');
  });

  it('sends security headers with a content security policy', async () => {
    const res = await app.inject('/login');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the app for its routes, a 404 with the app for unknown pages, and JSON 404 under /api', async () => {
    const login = await app.inject('/login');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<div id="root">');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/recipes/123')).statusCode).toBe(200);
    expect((await app.inject('/ebook/jane-doe/client-x')).statusCode).toBe(200);

    const unknown = await app.inject('/definitely/not/a/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');

    const api = await app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'Not Found' });
  });

  it('names each route’s screen chunks (and the shell’s, for shell routes) for the browser to preload', async () => {
    // Named as module preloads, or on app-boot.js's tag where the page has its first render in it.
    const preloads = (html: string) =>
      /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ??
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    const recipes = await app.inject('/recipes');
    expect(preloads(recipes.body)).toEqual([
      '/assets/core-1.js',
      '/assets/app-shell-1.js',
      '/assets/recipes-page-1.js',
    ]);
    // A shell route's page carries the signed-in frame (decision 051): its scripts come after that paint.
    expect(recipes.body).toContain('<script src="/app-boot.js" defer data-entry="/assets/index-abc123.js"');
    expect(recipes.body).not.toContain('<script type="module"');
    const register = (await app.inject('/register')).body;
    expect(register).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(register).toMatch(/<link [^>]+><\/head>/);
    // A screen with nothing listed, and an unknown page, get index.html as it is.
    expect(preloads(register)).toEqual(['/assets/core-1.js']);
    expect(preloads((await app.inject('/definitely/not/a/page')).body)).toEqual(['/assets/core-1.js']);
  });

  it('names a prerendered screen’s scripts for app-boot.js to ask for after the first paint (decision 052)', async () => {
    const login = (await app.inject('/login')).body;
    expect(login).not.toContain('<script type="module"');
    expect(login).not.toContain('rel="modulepreload"');
    // The entry's own preloads, then the screen's; a guest page has no shell, and a listed file outside
    // assets/ is never named.
    expect(login).toContain(
      '<script src="/app-boot.js" defer data-entry="/assets/index-abc123.js"' +
        ' data-preload="/assets/core-1.js /assets/login-page-1.js"></script></head>',
    );
  });

  it('sends Login prerendered: its screen inside #root, its title and preload in the head', async () => {
    const login = (await app.inject('/login')).body;
    expect(login).toContain(
      '<div id="root"><div class="frame"><h1>Welcome back</h1><form method="post"></form></div></div>',
    );
    const head = login.slice(0, login.indexOf('</head>'));
    expect(head).toContain('<title>Log in · App</title>');
    expect(head).not.toContain('<title>App</title>');
    expect(head).toContain('<link rel="preload" as="image" href="/icons/icon.svg"/>');
    // Its chunks are still named; a screen that is not prerendered keeps the empty root and the app's title.
    expect(head).toContain('/assets/login-page-1.js');
    const register = (await app.inject('/register')).body;
    expect(register).toContain('<div id="root"></div>');
    expect(register).toContain('<title>App</title>');
  });

  it('sends every signed-in screen with the frame’s placeholders prerendered, and unknown pages without', async () => {
    for (const url of ['/recipes', '/recipes/123', '/meal-plans']) {
      const page = (await app.inject(url)).body;
      expect(page).toContain('<div id="root"><div class="frame"><div class="skeleton"></div></div></div>');
      expect(page).toContain('<title>App</title>');
    }
    expect((await app.inject('/definitely/not/a/page')).body).toContain('<div id="root"></div>');
    // Only a prerendered screen takes a post: the shell's placeholders are no form.
    expect((await postForm('/recipes', 'a=b')).statusCode).toBe(404);
  });

  it('sends a prerendered form posted before the app took it over back to its page, reading nothing', async () => {
    const posted = await postForm('/login', 'email=jane%40example.com&password=secret');
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/login');
    // Only the prerendered screens take a post; another page's address is not a place to post to.
    expect((await postForm('/register', 'email=jane%40example.com')).statusCode).toBe(404);
    // It changes nothing, so another origin's post gets the same way back (the origin check guards the API);
    // a body past 16 KB is not read.
    const elsewhere = await postForm('/login', 'email=a', 'https://evil.example');
    expect(elsewhere.statusCode).toBe(303);
    expect(elsewhere.headers.location).toBe('/login');
    expect((await postForm('/login', `email=${'a'.repeat(20_000)}`)).statusCode).toBe(413);
  });

  it('sends the app’s pages compressed to a browser that takes it, and plain to one that does not', async () => {
    const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
    for (const url of ['/login', '/recipes', '/', '/definitely/not/a/page']) {
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('<div id="root">');
      // The page depends on Accept-Encoding, so a cache between keeps one copy of it per coding.
      expect(plain.headers.vary).toBe('accept-encoding');

      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(gzip.statusCode).toBe(plain.statusCode);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers.vary).toBe('accept-encoding');
      expect(gzip.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(gzip.headers['cache-control']).toBe('no-cache');
      expect(gzip.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
      expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

      // What a browser sends: br is the smaller, so it is taken when offered.
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    }
    // A coding the browser refuses is not sent; one with nothing it takes gets the page plain.
    expect((await get('/login', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe(
      'gzip',
    );
    const identity = await get('/login', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toContain('<h1>Welcome back</h1>');
    // A tiny answer is not worth compressing: the plugin's threshold leaves it as it is.
    const health = await get('/healthz', { 'accept-encoding': 'gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('sends an asset’s compressed copy from the build as it is, and the file to a client that takes none', async () => {
    const plain = await app.inject('/assets/screen-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(plain.body).toBe(SCREEN_JS);

    const br = await app.inject({
      url: '/assets/screen-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // The build's copy itself, not one made again for this request (that would be brotli's quicker level).
    expect(br.rawPayload.equals(SCREEN_JS_BR)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(SCREEN_JS);
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses changes that do not come from the app origin', async () => {
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/trpc/auth.me',
        headers: { 'content-type': 'application/json', ...headers },
        payload: '{}',
      });
    expect((await post({})).statusCode).toBe(403);
    expect((await post({ origin: 'https://evil.example' })).statusCode).toBe(403);
    // Same origin gets through to tRPC, which says a query is not a mutation.
    expect((await post({ origin: ORIGIN })).statusCode).not.toBe(403);
    expect((await post({ origin: 'http://localhost:5173', host: 'localhost:5173' })).statusCode).not.toBe(
      403,
    );
    expect((await post({ origin: 'http://localhost', host: 'localhost:80' })).statusCode).not.toBe(403);
    expect((await post({ origin: 'http://localhost:5173', host: 'localhost:3000' })).statusCode).toBe(403);
  });

  it('knows the signed-in user from the session cookie, and drops a cookie that is no longer valid', async () => {
    expect((await me()).json().result.data.json).toBeNull();

    const user = await createUser(database.db, { role: 'dietitian' });
    const { token } = await createSession(database.db, user.id);
    const res = await me({ cookie: `${SESSION_COOKIE}=${token}` });
    expect(res.json().result.data.json).toMatchObject({ id: user.id, role: 'dietitian', email: user.email });

    const stale = await me({ cookie: `${SESSION_COOKIE}=${token.slice(0, -2)}xx` });
    expect(stale.json().result.data.json).toBeNull();
    expect(String(stale.headers['set-cookie'])).toMatch(/^session=;/);
  });
});
