// Runs the test suite against the real Postgres server: creates a fresh database for this run, points
// TEST_DATABASE_URL at it, and drops it afterwards. The server is PG_URL (default: the local one).
import { spawnSync } from 'node:child_process';
import postgres from 'postgres';

const base = new URL(process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const name = `mealplanner_test_${Date.now()}_${process.pid}`;
const admin = postgres(base.toString(), { max: 1, onnotice: () => {} });

try {
  await admin.unsafe(`create database "${name}"`);
} catch (err) {
  console.error(`Cannot create a test database on ${base.host}: ${err.message}`);
  console.error('Start PostgreSQL, or point PG_URL at a server where this user may create databases.');
  process.exit(1);
}

const url = new URL(base);
url.pathname = `/${name}`;
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url.toString() },
});

await admin.unsafe(`drop database if exists "${name}" with (force)`);
await admin.end({ timeout: 5 });
process.exit(result.status ?? 1);
