// What `npm run soak` and the `npm run fault:*` scripts share: the built server started as a child process
// (as in production), a throw-away database on a Postgres server, users made straight in that database,
// a small tRPC-over-HTTP client with a session cookie, and RSS samples of the server process.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from '../tests/e2e/support/server.ts';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import postgres from 'postgres';
import { hashPassword } from '../src/server/auth/password.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../src/server/db/client.ts';
import { folders, users } from '../src/server/db/schema/index.ts';
import { seedDemo } from '../src/server/db/seed.ts';
import { LocalStorage } from '../src/server/integrations/storage/local-storage.ts';
import { startJobs } from '../src/server/jobs/jobs.ts';
import { seedDemoFoods } from '../src/server/modules/food-imports/sr28-demo-foods.ts';
import { seedDemoRecipes } from '../src/server/modules/recipes/seed-demo-recipes.ts';
import type { Role } from '../src/shared/access.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const BUILT_SERVER = path.join(ROOT, 'dist/server/main.js');
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads `--name value` from the command line, else the environment variable, else the default. */
export function option(name: string, envName: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const raw = index >= 0 ? process.argv[index + 1] : process.env[envName];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} (${envName}) must be a positive number (got "${raw}")`);
    process.exit(2);
  }
  return value;
}

/** Builds the app when dist/ has no server or client; a build that is there is used as it is. */
export function ensureBuilt(): void {
  if (existsSync(BUILT_SERVER) && existsSync(path.join(ROOT, 'dist/client/index.html'))) return;
  console.log('Building the app (no dist/ yet)...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export { freePort };

export interface ScratchDatabase {
  url: string;
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** A new, migrated database on the server at `serverUrl`, dropped by `drop()`. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const base = new URL(serverUrl);
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const admin = postgres(base.toString(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } catch (error) {
    await admin.end({ timeout: 5 });
    throw new Error(`Cannot create a database on ${base.host}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), maxConnections: 4 });
  await handle.migrate();
  return {
    url: url.toString(),
    handle,
    async drop() {
      await handle.close();
      if (process.env.KEEP_DATABASE === '1') console.log(`Kept the database: ${url.toString()}`);
      else await admin.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * The demo accounts, the USDA SR28 foods and the demo recipe catalogue, as the embedded database gets them
 * at its first start (a real Postgres gets them from scripts; here, in-process).
 */
export async function seedCatalogue(handle: DatabaseHandle, url: string): Promise<void> {
  await seedDemo(handle.db);
  await seedDemoFoods(handle.db);
  const log = pino({ level: 'warn' });
  const jobs = await startJobs(handle, url, log, { supervise: false });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mealplanner-seed-'));
  try {
    await seedDemoRecipes({ db: handle.db, jobs, storage: new LocalStorage(dir), log });
  } finally {
    await jobs.stop(5_000);
    rmSync(dir, { recursive: true, force: true });
  }
}

export const VIRTUAL_PASSWORD = 'soak-test-password-2026';
const PROFESSIONALS: Role[] = ['dietitian', 'nutritionist', 'naturopath', 'personal_trainer'];

export interface VirtualUser {
  email: string;
  role: Role;
  /** The client folder a professional's plans go into; null for members. */
  folderId: string | null;
}

/**
 * `count` active users made in the database (not through sign-up, whose per-address limit is the point of
 * it): every third one a member, the others professionals with unlimited meal slots and a client folder.
 */
export async function createVirtualUsers(db: Database, count: number, tag: string): Promise<VirtualUser[]> {
  const passwordHash = await hashPassword(VIRTUAL_PASSWORD);
  const made: VirtualUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const role: Role = i % 3 === 2 ? 'member' : PROFESSIONALS[i % PROFESSIONALS.length]!;
    const email = `${tag}.${i}@soak.example.test`;
    const [user] = await db
      .insert(users)
      .values({
        email,
        passwordHash,
        role,
        firstName: `Virtual${i}`,
        lastName: role,
        mealSlots: role === 'member' ? 0 : -1,
      })
      .returning({ id: users.id });
    let folderId: string | null = null;
    if (role !== 'member') {
      const [folder] = await db
        .insert(folders)
        .values({ userId: user!.id, client: `Client of ${email}` })
        .returning({ id: folders.id });
      folderId = folder!.id;
    }
    made.push({ email, role, folderId });
  }
  return made;
}

export interface RunningServer {
  url: string;
  pid: number;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Starts dist/server/main.js on a free port with `env` and waits until /readyz answers 200. */
export async function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  readyTimeoutMs = 120_000,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', BUILT_SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become ready within ${readyTimeoutMs / 1000} s:\n${output}`);
    }
    await sleep(200);
  }
  return {
    url,
    pid: child.pid!,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The resident set size of a process in MiB (VmRSS of /proc/<pid>/status), or null once it is gone. */
export function rssMiB(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

export interface RssSample {
  seconds: number;
  mib: number;
}

/** Samples the RSS of `pid` every `everyMs` until `stop()` is called. */
export function sampleRss(pid: number, everyMs: number): { samples: RssSample[]; stop(): void } {
  const started = performance.now();
  const samples: RssSample[] = [];
  const take = () => {
    const mib = rssMiB(pid);
    if (mib !== null) samples.push({ seconds: Math.round((performance.now() - started) / 1000), mib });
  };
  take();
  const timer = setInterval(take, everyMs);
  return { samples, stop: () => clearInterval(timer) };
}

export interface CallResult {
  status: number;
  /** The tRPC error code (e.g. NOT_FOUND), or null on success or a non-tRPC failure. */
  code: string | null;
  data: unknown;
  ms: number;
}

/** One browser's worth of the API: a session cookie and tRPC calls as the app's client makes them. */
export class ApiClient {
  private cookie = '';

  constructor(private readonly baseUrl: string) {}

  get signedIn(): boolean {
    return this.cookie !== '';
  }

  /** The Cookie header this client sends (for handing the session to a load generator). */
  get cookieHeader(): string {
    return this.cookie;
  }

  query(procedure: string, input?: unknown): Promise<CallResult> {
    const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
    return this.call(`/api/trpc/${procedure}${search}`, { method: 'GET' });
  }

  mutation(procedure: string, input?: unknown): Promise<CallResult> {
    return this.call(`/api/trpc/${procedure}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.baseUrl },
      body: JSON.stringify({ json: input ?? null }),
    });
  }

  async signIn(email: string, password: string): Promise<CallResult> {
    this.cookie = '';
    return this.mutation('auth.login', { email, password });
  }

  /** GET of a plain route (readyz, a page of the app). */
  async get(pathname: string): Promise<CallResult> {
    return this.call(pathname, { method: 'GET' }, false);
  }

  private async call(pathname: string, init: RequestInit, trpc = true): Promise<CallResult> {
    const started = performance.now();
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set('cookie', this.cookie);
    const response = await fetch(`${this.baseUrl}${pathname}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      if (!pair?.startsWith('session=')) continue;
      this.cookie = pair === 'session=' ? '' : pair;
    }
    if (!trpc) return { status: response.status, code: null, data: text, ms };
    let body: { result?: { data?: { json?: unknown } }; error?: { json?: { data?: { code?: string } } } };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return { status: response.status, code: null, data: text, ms };
    }
    return {
      status: response.status,
      code: body.error?.json?.data?.code ?? null,
      data: body.result?.data?.json,
      ms,
    };
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export const mean = (values: readonly number[]) =>
  values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;

export interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * autocannon (its own process, so the load generator does not share a thread with this script) against
 * one URL for `seconds` at `connections`, with the session cookie; a POST when `body` is given.
 */
export function autocannon(options: {
  url: string;
  cookie: string;
  connections: number;
  seconds: number;
  body?: unknown;
  origin?: string;
}): Promise<AutocannonResult> {
  const args = [
    path.join(ROOT, 'node_modules/autocannon/autocannon.js'),
    '--json',
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
    '-H',
    `cookie=${options.cookie}`,
  ];
  if (options.body !== undefined) {
    args.push('-m', 'POST', '-H', 'content-type=application/json', '-b', JSON.stringify(options.body));
    if (options.origin) args.push('-H', `origin=${options.origin}`);
  }
  args.push(options.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as AutocannonResult)
        : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}
