import { sql } from 'drizzle-orm';
import pino from 'pino';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../tests/setup/test-db.ts';
import { openDatabase, rowsOf } from '../db/client.ts';
import { startJobs, type Jobs } from './jobs.ts';

const silent = pino({ level: 'silent' });
let database: TestDatabase;
let jobs: Jobs;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database.db);
  jobs = await startJobs(database, database.url, silent, {
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 1,
    supervise: false,
  });
});
afterEach(async () => {
  await jobs.stop(5_000);
});

async function jobCount(queue: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${queue}`),
  );
  return rows[0]!.n;
}

function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const tick = async () => {
      if (await check()) return resolve();
      if (Date.now() > deadline) return reject(new Error('timed out'));
      setTimeout(tick, 100);
    };
    void tick();
  });
}

describe('jobs', () => {
  it('enqueues inside the caller transaction: rolled back with it, or run once committed', async () => {
    const seen: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send('mail', { outboxId: 'rolled-back' }, { db: tx });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await jobCount('mail')).toBe(0);

    await database.db.transaction(async (tx) => {
      await jobs.send('mail', { outboxId: 'committed' }, { db: tx });
    });
    await jobs.work('mail', async ({ outboxId }) => {
      seen.push(outboxId);
    });
    await until(() => seen.length === 1);
    expect(seen).toEqual(['committed']);
  });

  it('retries a failing job, telling the handler which retry it is', async () => {
    const retries: number[] = [];
    await jobs.send('mail', { outboxId: 'flaky' });
    await jobs.work('mail', async (_data, { retryCount }) => {
      retries.push(retryCount);
      if (retryCount < 2) throw new Error('not yet');
    });
    await until(() => retries.length === 3);
    expect(retries).toEqual([0, 1, 2]);
  });

  it('moves a job that keeps failing to the dead-letter queue', async () => {
    let attempts = 0;
    await jobs.send('thumbnails', { key: 'recipes/1_missing.png' });
    await jobs.work('thumbnails', async () => {
      attempts += 1;
      throw new Error('always fails');
    });
    // thumbnails: 3 retries after the first try, 1 s backing off.
    await until(async () => (await jobCount('thumbnails__dead')) === 1, 30_000);
    expect(attempts).toBe(4);
  });

  it.skipIf(!inject('postgresTemplateUrl'))(
    'starts two instances at once on a new Postgres database (they take turns creating the queues)',
    async () => {
      const base = new URL(inject('postgresTemplateUrl')!);
      const name = `jobs_start_${process.pid}_${Date.now()}`;
      const admin = postgres({
        host: base.hostname,
        port: Number(base.port || 5432),
        username: base.username || 'postgres',
        database: 'postgres',
        max: 1,
        onnotice: () => {},
      });
      await admin.unsafe(`create database "${name}"`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      const handles = await Promise.all(
        [1, 2].map(() => openDatabase({ url: url.toString(), maxConnections: 2 })),
      );
      try {
        await Promise.all(handles.map((h) => h.migrate()));
        const started = await Promise.all(
          handles.map((h) => startJobs(h, url.toString(), silent, { supervise: false })),
        );
        await Promise.all(started.map((j) => j.stop(5_000)));
      } finally {
        await Promise.all(handles.map((h) => h.close()));
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
  );
});
