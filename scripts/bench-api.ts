// `npm run bench:api`: the API under load, as the production build serves it. Starts dist/server/main.js
// on a database of its own on the real PostgreSQL (PG_URL, default the local one) holding the demo data and
// 100,000 generated recipes, then on the embedded PGlite of a fresh data folder with the demo data. On each,
// signs in as the demo dietitian, makes a client and a generated meal plan, and drives autocannon (50
// connections, --seconds each, default 10) against the server's floor (/healthz: the HTTP stack alone; a
// guest's auth.me: tRPC without the database), auth.me, recipes.list, recipes.search, the full plan
// read (mealPlans.get) and a plan change (mealPlans.updateSettings). Prints req/s, p50, p99, errors and the
// server's peak RSS for each, with the load average, and records them in docs/benchmarks.md.
//
//   npm run bench:api                       both databases, 10 s a procedure
//   npm run bench:api -- --seconds 20 --connections 50
//   BENCH_API_ONLY=pg | pglite              one database only
//   BENCH_API_PROCEDURES=auth.me,recipes.list   only these procedures
//   BENCH_API_PROFILE=1                     runs the server with --cpu-prof and prints where its time went
//                                           (self time by function and by package); records nothing
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machineDescription, recordResult } from './bench-support.ts';
import { insertRecipes, randomSource } from './bench-recipe-library.ts';
import {
  ApiClient,
  autocannon,
  createScratchDatabase,
  ensureBuilt,
  option,
  sampleRss,
  seedCatalogue,
  sleep,
  startServer,
  type RunningServer,
} from './fault-support.ts';

const seconds = Math.round(option('seconds', 'BENCH_API_SECONDS', 10));
const connections = Math.round(option('connections', 'BENCH_API_CONNECTIONS', 50));
const only = process.env.BENCH_API_ONLY;
const procedures = process.env.BENCH_API_PROCEDURES?.split(',').map((name) => name.trim());
const profile = process.env.BENCH_API_PROFILE === '1';
const DIETITIAN = { email: 'dietitian@demo.mealplanner.test', password: 'dietitian-demo-2026' };
const SERVER_ENV = { API_REQUESTS_PER_MINUTE: '1000000', LOGIN_ATTEMPTS_PER_IP: '100000' };

interface Row {
  database: string;
  procedure: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rssMiB: number;
  load: number;
}

const rows: Row[] = [];
/** When each procedure was under load, on the monotonic clock the server's CPU profile uses (µs). */
const windows: { database: string; procedure: string; fromUs: number; toUs: number }[] = [];
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
const input = (value: unknown) => `?input=${encodeURIComponent(JSON.stringify({ json: value }))}`;

async function mustCall(what: string, call: Promise<{ status: number; data: unknown }>) {
  const result = await call;
  if (result.status !== 200) throw new Error(`${what}: HTTP ${result.status} ${JSON.stringify(result.data)}`);
  return result.data as Record<string, unknown>;
}

/** Signs in, makes a client and a generated plan, then puts each procedure under load in turn. */
async function drive(server: RunningServer, database: string): Promise<void> {
  const api = new ApiClient(server.url);
  await mustCall('sign in', api.signIn(DIETITIAN.email, DIETITIAN.password));
  const folder = await mustCall('clients.create', api.mutation('clients.create', { client: 'Bench client' }));
  const plan = await mustCall(
    'mealPlans.create',
    api.mutation('mealPlans.create', { folderId: folder.id, name: 'Bench plan' }),
  );
  const settings = {
    id: plan.id,
    energyTargetKj: 8_400,
    mainMeals: ['breakfast', 'lunch', 'dinner'],
    snacks: 2,
    dessert: false,
  };
  await mustCall('mealPlans.updateSettings', api.mutation('mealPlans.updateSettings', settings));
  await mustCall('mealPlans.generate', api.mutation('mealPlans.generate', { planId: plan.id }));

  const trpc = `${server.url}/api/trpc`;
  const scenarios: { procedure: string; url: string; body?: unknown; guest?: boolean }[] = [
    // The floor of this server on this machine: the same HTTP stack (helmet, compression, cookies, the
    // hooks) with no tRPC and no database, then tRPC with no database (a guest's auth.me).
    { procedure: 'floor: /healthz', url: `${server.url}/healthz`, guest: true },
    { procedure: 'floor: auth.me as a guest', url: `${trpc}/auth.me`, guest: true },
    { procedure: 'auth.me', url: `${trpc}/auth.me` },
    { procedure: 'recipes.list', url: `${trpc}/recipes.list${input({ limit: 20 })}` },
    { procedure: 'recipes.search', url: `${trpc}/recipes.search${input({ query: 'chicken' })}` },
    { procedure: 'mealPlans.get', url: `${trpc}/mealPlans.get${input({ id: plan.id })}` },
    {
      procedure: 'mealPlans.updateSettings',
      url: `${trpc}/mealPlans.updateSettings`,
      body: { json: settings },
    },
  ];
  for (const scenario of scenarios) {
    if (procedures && !procedures.includes(scenario.procedure)) continue;
    await sleep(1_000);
    const rss = sampleRss(server.pid, 500);
    const fromUs = monotonicUs();
    const result = await autocannon({
      url: scenario.url,
      cookie: scenario.guest ? 'guest=1' : api.cookieHeader,
      connections,
      seconds,
      body: scenario.body,
      origin: server.url,
    });
    rss.stop();
    windows.push({ database, procedure: scenario.procedure, fromUs, toUs: monotonicUs() });
    const row: Row = {
      database,
      procedure: scenario.procedure,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
      rssMiB: Math.max(...rss.samples.map((s) => s.mib)),
      load: os.loadavg()[0]!,
    };
    rows.push(row);
    console.log(
      `  ${database} ${row.procedure.padEnd(25)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  RSS ${row.rssMiB.toFixed(0)} MiB  load ${row.load.toFixed(1)}`,
    );
  }
}

async function onPostgres(): Promise<void> {
  const pgUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await createScratchDatabase(pgUrl, 'mealplanner_bench_api');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mealplanner-bench-api-'));
  let server: RunningServer | undefined;
  try {
    const started = performance.now();
    await seedCatalogue(scratch.handle, scratch.url);
    await insertRecipes(scratch.handle.db, randomSource(20_261_124));
    console.log(
      `PostgreSQL: demo data and 100,000 recipes in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );
    server = await startServer(
      { ...SERVER_ENV, DATABASE_URL: scratch.url, DATA_DIR: dataDir },
      profilerArgs(dataDir),
    );
    await drive(server, 'PostgreSQL');
  } finally {
    await server?.stop();
    if (server) summariseProfile(dataDir, 'PostgreSQL');
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPglite(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mealplanner-bench-api-'));
  let server: RunningServer | undefined;
  try {
    const started = performance.now();
    server = await startServer(
      { ...SERVER_ENV, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      profilerArgs(dataDir),
    );
    console.log(`PGlite: first start to /readyz in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    const deadline = Date.now() + 10 * 60_000;
    // From the demo image (decision 036) the demo data is in at once; without one it loads after start.
    while (
      !/started from the demo image|added the demo recipes|could not add the demo recipes/.test(
        server.output(),
      )
    ) {
      if (Date.now() > deadline) throw new Error('The demo data did not load within 10 minutes');
      await sleep(500);
    }
    console.log(
      `PGlite: demo data loaded ${((performance.now() - started) / 1000).toFixed(0)} s after start.`,
    );
    await drive(server, 'PGlite');
  } finally {
    await server?.stop();
    if (server) summariseProfile(dataDir, 'PGlite');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const profilerArgs = (dataDir: string) =>
  profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(dataDir, 'cpu-profile')}`] : [];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Where the server's CPU went while it was profiled: self time by function and by package. */
function summariseProfile(dataDir: string, database: string): void {
  if (!profile) return;
  const folder = path.join(dataDir, 'cpu-profile');
  const file = readdirSync(folder).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`No CPU profile was written in ${folder}`);
  const saved = path.join(os.tmpdir(), `bench-api-${database}-${Date.now()}.cpuprofile`);
  const text = readFileSync(path.join(folder, file), 'utf8');
  writeFileSync(saved, text);
  const parsed = JSON.parse(text) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
    startTime: number;
  };
  const byId = new Map(parsed.nodes.map((node) => [node.id, node]));
  for (const window of windows.filter((w) => w.database === database)) {
    const hits = new Map<number, number>();
    let at = parsed.startTime;
    parsed.samples.forEach((id, index) => {
      at += parsed.timeDeltas[index] ?? 0;
      if (at >= window.fromUs && at <= window.toUs) hits.set(id, (hits.get(id) ?? 0) + 1);
    });
    const byFunction = new Map<string, number>();
    const byPackage = new Map<string, number>();
    const add = (map: Map<string, number>, key: string, count: number) =>
      map.set(key, (map.get(key) ?? 0) + count);
    let busy = 0;
    let idle = 0;
    for (const [id, count] of hits) {
      const { url, functionName, lineNumber } = byId.get(id)!.callFrame;
      if (functionName === '(idle)') {
        idle += count;
        continue;
      }
      busy += count;
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
      const where =
        pkg ??
        (url.includes('/dist/server/')
          ? 'app (dist/server)'
          : url.startsWith('node:')
            ? 'node'
            : url || functionName);
      add(byPackage, where, count);
      const file = url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/');
      add(byFunction, `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`, count);
    }
    const top = (map: Map<string, number>, n: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([key, count]) => `    ${((100 * count) / busy).toFixed(1).padStart(5)}%  ${key}`);
    console.log(
      `\n${database} ${window.procedure}: ${busy} busy samples, ${idle} idle; self time by package, then by function:`,
    );
    console.log(top(byPackage, 12).join('\n'));
    console.log(top(byFunction, 25).join('\n'));
  }
  console.log(`  The whole profile: ${saved} (open it in Chromium's DevTools, Performance).`);
}

async function main(): Promise<void> {
  ensureBuilt();
  console.log(`bench:api: ${connections} connections, ${seconds} s a procedure. ${machineDescription()}`);
  if (only !== 'pglite') await onPostgres();
  if (only !== 'pg') await onPglite();
  if (profile) return; // a profiled server is slower: its numbers are not recorded
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const header = [
    '## API under load (bench:api)',
    '',
    `\`npm run bench:api\`: the built server, signed in as the demo dietitian, autocannon at ${connections}`,
    'connections for a fixed time a procedure; PostgreSQL holds the demo data and 100,000 generated recipes,',
    'PGlite the demo data. Peak RSS is the server process while that procedure ran. `load` is the 1-minute',
    'load average when the procedure finished: the machine is shared, and a load above 1.5 means other work',
    'took CPU from the run. Targets (issue 15): PostgreSQL recipes.list 1,500 req/s p99 50 ms, auth.me',
    '3,000 req/s; PGlite recipes.list 500 req/s p99 200 ms, RSS 400 MB.',
    '',
    '| When | Database | Procedure | req/s | p50 | p99 | Errors | Peak RSS | Load | Machine |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  // One call for the whole run, keeping this run and the two before it (a row a call dropped all but the
  // last ten rows of a fourteen-row run).
  await recordResult(
    header,
    rows.map(
      (row) =>
        `| ${date} | ${row.database} | ${row.procedure} | ${row.rps.toFixed(0)} | ${row.p50} ms | ${row.p99} ms | ${row.errors} | ${row.rssMiB.toFixed(0)} MiB | ${row.load.toFixed(1)} | ${machineDescription()} |`,
    ),
    rows.length * 3,
  );
}

await main();
