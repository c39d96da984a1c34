import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './client.ts';

/**
 * The embedded PGlite runs Postgres in single-user mode, which has no autovacuum: nothing ever gathers the
 * planner's statistics or clears dead rows. Without statistics the planner takes every table for empty
 * (`reltuples` -1) and picks plans for that: the catalogue's page sorted all 248 demo recipes through a hash
 * join instead of reading 25 rows down its index (1.9 ms a query against 1.1 ms, docs/benchmarks.md), and
 * without vacuuming the rows every request updates (sessions, rate-limit buckets, the job queue) leave dead
 * copies behind for good. A real Postgres server does this itself (decision 050).
 *
 * One table at a time, so the requests arriving meanwhile wait for one table's turn, not the database's.
 */
export async function vacuumAndAnalyze(db: Database): Promise<{ tables: number; ms: number }> {
  const started = performance.now();
  // Names quoted by Postgres itself (format's %I), read from its own catalogue.
  const tables = await db.execute(sql`
    select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    order by n.nspname, c.relname`);
  const names = rowsOf<{ name: string }>(tables).map((row) => row.name);
  for (const name of names) await db.execute(sql.raw(`vacuum (analyze) ${name}`));
  return { tables: names.length, ms: Math.round(performance.now() - started) };
}
