import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from '../../src/server/db/client.ts';

export interface TestDatabase extends DatabaseHandle {
  /** The postgres:// URL of this file's own database (real Postgres runs only). */
  url: string | undefined;
}

/**
 * A migrated database of this test file's own: a PGlite loaded from the run's template, or on real
 * Postgres (TEST_DATABASE_URL) a fresh database copied from the migrated template. Closing drops it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) {
    const template = new URL(templateUrl);
    const templateName = template.pathname.slice(1);
    const name = `${templateName}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = postgres({ ...parseUrl(template), database: 'postgres', max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}" template "${templateName}"`);
    const url = new URL(templateUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString(), maxConnections: 5 });
    return {
      ...handle,
      url: url.toString(),
      async close() {
        await handle.close();
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end({ timeout: 5 });
      },
    };
  }
  const dump = inject('pgliteTemplate');
  if (!dump)
    throw new Error('The test database template is missing: is tests/setup/global-setup.ts configured?');
  const handle = await openDatabase({ loadDataDir: new Blob([readFileSync(dump)]) });
  return { ...handle, url: undefined };
}

function parseUrl(url: URL) {
  return {
    host: url.hostname,
    port: Number(url.port || 5432),
    username: decodeURIComponent(url.username || 'postgres'),
    password: decodeURIComponent(url.password) || undefined,
  };
}

/** Empties every table of the app (and the job queues), keeping the schema: call it before each test. */
export async function resetDatabase(db: Database): Promise<void> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
      where schemaname = 'public' or (schemaname = 'pgboss' and tablename in ('job', 'archive'))`),
  ).map((r) => r.name);
  if (tables.length > 0) await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}
