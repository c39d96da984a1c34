import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { withNamedStatements } from './pglite-statements.ts';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import tar from 'tar-stream';
import { MIGRATIONS_DIR } from '../app-root.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one query interface of the app, whichever driver is underneath. A transaction is one too. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type Driver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  /** Runs SQL with $1..$n parameters; multi-statement text is allowed when there are no parameters. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding a Postgres advisory lock, so instances starting together take turns at setup
   * work (migrations, queue creation). PGlite has one process, so it just runs `fn`.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole database as a gzipped tarball, which `loadDataDir` starts from. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; undefined keeps PGlite in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite data dump (from `dumpDataDir`) to start from, used by tests to skip migrations. */
  loadDataDir?: Blob | File | undefined;
  maxConnections?: number;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;
/** Any stable 64-bit number: serialises start-up work when several instances start at once. */
const STARTUP_LOCK_ID = 7_401_239_118;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.maxConnections ?? 10) : openPglite(options);
}

/**
 * The embedded server's memory settings. Postgres's defaults (shared_buffers 128MB, maintenance_work_mem
 * 64MB) suit a server with memory of its own; in PGlite they live in the WebAssembly memory of the app's
 * own process, which grows to hold them and never shrinks. With 16MB of buffers a restarted server stays
 * under 400 MB under load; pages beyond the buffers are read through the operating system's page cache
 * (docs/reliability.md, "Memory"; decision 019).
 */
const PGLITE_MEMORY_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB', 'temp_buffers=2MB'];

/**
 * Writes a PGlite data dump (dumpDataDir's gzipped tar) into a data folder on disk, a file at a time, then
 * PGlite opens the folder as it would after a restart. Handing the dump to PGlite's `loadDataDir` instead
 * unpacks the whole database in memory: a first start from the demo image then held about 200 MB more
 * for the life of the process (468 MB against 163 MB, measured after opening). Unpacked beside the folder
 * and renamed into place, so a start stopped half-way leaves no database that looks whole.
 */
export async function unpackDataDir(image: Blob, dataDir: string): Promise<void> {
  const partial = `${dataDir}.unpacking`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const extract = tar.extract();
  const reading = pipeline(
    Readable.fromWeb(image.stream() as WebReadableStream<Uint8Array>),
    createGunzip(),
    extract,
  );
  const writing = (async () => {
    for await (const entry of extract) {
      const target = path.resolve(partial, `.${path.posix.resolve('/', entry.header.name)}`);
      if (entry.header.type === 'directory') {
        mkdirSync(target, { recursive: true });
        entry.resume();
      } else if (entry.header.type === 'file') {
        mkdirSync(path.dirname(target), { recursive: true });
        await pipeline(entry, createWriteStream(target));
      } else {
        entry.resume();
      }
    }
  })();
  await Promise.all([reading, writing]);
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  let loadDataDir = options.loadDataDir;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    // A dump is only a starting point: a folder that has a database keeps it.
    if (loadDataDir && !existsSync(path.join(dataDir, 'PG_VERSION')))
      await unpackDataDir(loadDataDir, dataDir);
    loadDataDir = undefined;
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    // Only for the data folder of a running app: tests keep an in-memory database with the defaults.
    ...(dataDir
      ? {
          dataDir,
          startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS.flatMap((s) => ['-c', s])],
        }
      : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite({ client: withNamedStatements(client), ...drizzleOptions }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    withStartupLock: (fn) => fn(),
    async dump() {
      return client.dumpDataDir('gzip');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const client = postgres(url, { max, onnotice: () => {} });
  const db = drizzlePostgres({
    client: retryingWhileRestarting(client),
    ...drizzleOptions,
  }) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    driver: 'postgres',
    async executeSql(text, values) {
      const rows = await client.unsafe(text, (values ?? []) as never[]);
      return { rows: rows as unknown as Record<string, unknown>[] };
    },
    async withStartupLock(fn) {
      // A session lock lives on one connection: a dedicated one, released when it closes.
      const lockClient = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await lockClient`select pg_advisory_lock(${STARTUP_LOCK_ID})`;
        return await fn();
      } finally {
        await lockClient.end({ timeout: 5 });
      }
    },
    async migrate() {
      await handle.withStartupLock(() => migratePostgres(db as never, { migrationsFolder: MIGRATIONS_DIR }));
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
  return handle;
}

/**
 * Errors that say a statement did not run because the server was going down or coming up: the session was
 * ended by an administrator (a restart) or a crash, the server is not accepting sessions yet, or nothing
 * listened on its port. Running the statement again is safe: a statement whose session was terminated was
 * rolled back (the commit at the end of a statement cannot be interrupted), and a refused one never ran.
 */
const RESTART_ERRORS = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED']);
/** Waits before each retry: about 1.5 s in all, longer than a fast restart of a Postgres server takes. */
const RESTART_RETRY_DELAYS_MS = [50, 150, 300, 1_000];

function isRestartError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RESTART_ERRORS.has(code);
}

/**
 * The app's postgres.js client, whose single statements (outside a transaction) are tried again when the
 * server restarted under them. postgres.js opens new connections by itself, but a statement sent on a
 * connection the restart killed fails once; without this, every pooled connection fails one request after
 * a database restart or failover (docs/reliability.md, "Faults"). Transactions are not retried: their
 * callback may have done more than the database can undo.
 */
function retryingWhileRestarting(client: postgres.Sql): postgres.Sql {
  const run = async <T>(attempt: () => PromiseLike<T>): Promise<T> => {
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt();
      } catch (error) {
        const delay = RESTART_RETRY_DELAYS_MS[retry];
        if (delay === undefined || !isRestartError(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };
  const unsafe = (...args: Parameters<postgres.Sql['unsafe']>) => ({
    // postgres.js runs a query when it is awaited, so each attempt makes a new one.
    then<A, B>(onFulfilled?: (rows: unknown) => A, onRejected?: (error: unknown) => B) {
      return run(() => client.unsafe(...args)).then(onFulfilled, onRejected);
    },
    values: () => run(() => client.unsafe(...args).values()),
  });
  return new Proxy(client, {
    get: (target, property, receiver) =>
      property === 'unsafe' ? unsafe : (Reflect.get(target, property, receiver) as unknown),
  });
}

/**
 * Turns SQL text with $1..$n placeholders into a drizzle SQL object, so code written for a plain client
 * (pg-boss) runs on a drizzle transaction of either driver.
 */
export function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${toParam(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** Plain objects go as JSON text, as node-postgres would send them; postgres.js needs them serialised. */
function toParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !Buffer.isBuffer(value)
  ) {
    return JSON.stringify(value);
  }
  return value;
}

/** Rows of `db.execute`, which postgres.js returns as an array and PGlite as `{ rows }`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Executes parameterised SQL on a drizzle database or transaction. */
export async function executeOn(db: Database, text: string, values?: unknown[]) {
  return { rows: rowsOf(await db.execute(toDrizzleSql(text, values))) };
}
