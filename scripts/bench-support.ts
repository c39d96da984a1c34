// What every `npm run bench:*` script shares: a throw-away database on the real Postgres server, the
// machine's description, percentiles, and the section of docs/benchmarks.md each one keeps.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import * as prettier from 'prettier';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.ts';

export const RESULTS_FILE = path.resolve('docs/benchmarks.md');

export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** "2 cores (AMD EPYC ...), 24 GiB": the machine a result was measured on. */
export function machineDescription(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  return `${cpus.length} cores (${model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
}

/**
 * Runs `fn` on a migrated database of its own on the Postgres server at PG_URL (default: the local one),
 * dropped afterwards unless BENCH_KEEP_DATABASE=1 (to look at query plans). Exits 1 with a clear message
 * when no database can be made there.
 */
export async function withBenchDatabase<T>(fn: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const base = new URL(process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `mealplanner_bench_${Date.now()}_${process.pid}`;
  const admin = postgres(base.toString(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } catch (error) {
    console.error(`Cannot create a database on ${base.host}: ${(error as Error).message}`);
    console.error('Start PostgreSQL, or point PG_URL at a server where this user may create databases.');
    await admin.end({ timeout: 5 });
    process.exit(1);
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), maxConnections: 4 });
  try {
    await database.migrate();
    return await fn(database);
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`Kept the database: ${url.toString()}`);
    else await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
  }
}

/**
 * Rewrites one section of docs/benchmarks.md (`header` starts with its `## ` title), putting a run's row
 * (or rows) above the rows it had and keeping the last `keep` rows; the rest of the file stays as it is.
 */
export async function recordResult(
  header: readonly string[],
  row: string | readonly string[],
  keep = 10,
): Promise<void> {
  const title = header[0]!;
  const current = existsSync(RESULTS_FILE)
    ? readFileSync(RESULTS_FILE, 'utf8')
    : '# Benchmarks\n\nMeasured on the machines the product is built and tested on.\n';
  const start = current.indexOf(title);
  let before = current;
  let after = '';
  let previousRows: string[] = [];
  if (start >= 0) {
    const next = current.indexOf('\n## ', start + title.length);
    const section = current.slice(start, next < 0 ? undefined : next + 1);
    before = current.slice(0, start);
    after = next < 0 ? '' : current.slice(next + 1);
    previousRows = section.split('\n').filter((line) => line.startsWith('| 2'));
  }
  const rows = [...(typeof row === 'string' ? [row] : row), ...previousRows].slice(0, keep);
  const section = [...header, ...rows, ''].join('\n');
  const text = `${before.trimEnd()}\n\n${section}${after ? `\n${after}` : ''}`;
  // Laid out as `npm run format` would (aligned table columns), so the file stays as the repository keeps it.
  const options = (await prettier.resolveConfig(RESULTS_FILE)) ?? {};
  writeFileSync(RESULTS_FILE, await prettier.format(text, { ...options, filepath: RESULTS_FILE }));
  console.log(`Recorded in ${path.relative(process.cwd(), RESULTS_FILE)}.`);
}
