import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../tests/setup/test-db.ts';
import { registerDatabaseUpkeepWorker, UPKEEP_CRON } from '../jobs/database-upkeep.ts';
import { startJobs } from '../jobs/jobs.ts';
import { rowsOf } from './client.ts';
import { vacuumAndAnalyze } from './upkeep.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database.db);
});

/** What the planner believes the users table holds: -1 until it has been analyzed. */
async function plannerUsers(): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await database.db.execute(sql`select reltuples::int as n from pg_class where relname = 'users'`),
  );
  return rows[0]!.n;
}

async function countUsers(): Promise<number> {
  const rows = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from users`));
  return rows[0]!.n;
}

describe('the embedded database’s upkeep', () => {
  it('gives the planner the tables’ real sizes', async () => {
    for (let i = 0; i < 5; i += 1) await createUser(database.db);
    const result = await vacuumAndAnalyze(database.db);
    expect(result.tables).toBeGreaterThan(20);
    expect(await plannerUsers()).toBe(await countUsers());
  });

  it('runs as the hourly job, scheduled at 17 past the hour', async () => {
    const jobs = await startJobs(database, database.url, pino({ level: 'silent' }), {
      pollingIntervalSeconds: 0.5,
      supervise: false,
    });
    try {
      await registerDatabaseUpkeepWorker(jobs, { db: database.db, log: pino({ level: 'silent' }) });
      const schedules = rowsOf<{ cron: string }>(
        await database.db.execute(sql`select cron from pgboss.schedule where name = 'database-upkeep'`),
      );
      expect(schedules).toEqual([{ cron: UPKEEP_CRON }]);
      for (let i = 0; i < 3; i += 1) await createUser(database.db);
      const users = await countUsers();
      await jobs.send('database-upkeep', {});
      const deadline = Date.now() + 15_000;
      while ((await plannerUsers()) !== users && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(await plannerUsers()).toBe(users);
    } finally {
      await jobs.stop(5_000);
    }
  });
});
