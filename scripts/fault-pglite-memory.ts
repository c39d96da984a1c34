// `npm run fault:pglite-memory`: how much memory the server holds on the embedded database (PGlite) under
// modest load, and where it is. Starts the built server on a fresh DATA_DIR (PGlite with the demo foods
// and recipes), signs in as the demo member, puts autocannon on recipes.list (50 connections, 60 s), and
// reads the server's own process.memoryUsage() every 5 s (scripts/fault-memory-probe.mjs, preloaded):
// RSS, the V8 heap, and ArrayBuffers, where PGlite's WebAssembly memory lives. Prints the phases and the
// peak; exits 1 when the peak RSS is over --limit-mib (400).
//
//   npm run fault:pglite-memory -- --seconds 60 --connections 50 --limit-mib 400
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ApiClient,
  autocannon,
  ensureBuilt,
  option,
  ROOT,
  sampleRss,
  sleep,
  startServer,
} from './fault-support.ts';

const seconds = Math.round(option('seconds', 'MEMORY_SECONDS', 60));
const connections = Math.round(option('connections', 'MEMORY_CONNECTIONS', 50));
const limitMiB = option('limit-mib', 'MEMORY_LIMIT_MIB', 400);

interface Probe {
  at: number;
  wasm: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

/** The probe's samples taken at or after `since` (ms since the epoch). */
function probes(output: string, since = 0): Probe[] {
  const found: Probe[] = [];
  for (const match of output.matchAll(/memory-probe (\{[^\n]+\})/g)) {
    const probe = JSON.parse(match[1]!) as Probe;
    if (probe.at >= since) found.push(probe);
  }
  return found;
}

const row = (label: string, p: Probe | undefined) =>
  p
    ? `${label.padEnd(22)} rss ${p.rss.toFixed(0).padStart(5)}  heap ${p.heapUsed.toFixed(0).padStart(4)}/${p.heapTotal.toFixed(0).padStart(4)}  wasm ${p.wasm.toFixed(0).padStart(5)}  arrayBuffers ${p.arrayBuffers.toFixed(0).padStart(5)}  external ${p.external.toFixed(0).padStart(5)}  (MiB)`
    : `${label}: no sample`;

async function main(): Promise<void> {
  ensureBuilt();
  // --data-dir keeps the data folder (and reuses it when it is there): a restarted server, not a first start.
  const keptDir = process.argv.includes('--data-dir')
    ? process.argv[process.argv.indexOf('--data-dir') + 1]
    : undefined;
  const firstStart = !keptDir || !existsSync(path.join(keptDir, 'pglite'));
  const dataDir = keptDir
    ? path.resolve(keptDir)
    : mkdtempSync(path.join(os.tmpdir(), 'mealplanner-memory-'));
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      API_REQUESTS_PER_MINUTE: '1000000',
      LOGIN_ATTEMPTS_PER_IP: '100000',
    },
    ['--import', path.join(ROOT, 'scripts/fault-memory-probe.mjs')],
  );
  // The request log is long under load and the kept output is cut short: gather the probe's lines apart.
  let probeLines = probes(server.output())
    .map((p) => `memory-probe ${JSON.stringify(p)}`)
    .join('\n');
  server.child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.startsWith('memory-probe ')) probeLines += `\n${line}`;
  });
  const probeOutput = () => probeLines;
  try {
    const rss = sampleRss(server.pid, 1_000);
    const deadline = Date.now() + 10 * 60_000;
    while (
      firstStart &&
      !/started from the demo image|added the demo recipes|could not add the demo recipes/.test(
        server.output(),
      )
    ) {
      if (Date.now() > deadline) throw new Error('The demo data did not load within 10 minutes');
      await sleep(500);
    }
    const loaded = probes(probeOutput());
    const peakDuringSeed = Math.max(...rss.samples.map((s) => s.mib));
    await sleep(11_000);
    const idle = probes(probeOutput()).at(-1);

    const api = new ApiClient(server.url);
    const login = await api.signIn('member@demo.mealplanner.test', 'member-demo-2026');
    if (login.status !== 200) throw new Error(`Cannot sign in as the demo member: HTTP ${login.status}`);
    const input = encodeURIComponent(JSON.stringify({ json: { limit: 20 } }));
    const loadStart = Date.now();
    const samplesBefore = rss.samples.length;
    console.log(`Load: autocannon -c ${connections} -d ${seconds} on recipes.list as the demo member...`);
    const result = await autocannon({
      url: `${server.url}/api/trpc/recipes.list?input=${input}`,
      cookie: api.cookieHeader,
      connections,
      seconds,
    });
    const underLoad = probes(probeOutput(), loadStart);
    const loadPeakRss = Math.max(...rss.samples.slice(samplesBefore).map((s) => s.mib));
    await sleep(11_000);
    const after = probes(probeOutput()).at(-1);
    rss.stop();

    const peakProbe = underLoad.reduce<Probe | undefined>((a, p) => (!a || p.rss > a.rss ? p : a), undefined);
    console.log(
      firstStart
        ? 'First start (the demo data loaded into a new data folder).'
        : 'Restart on a data folder that has the demo data.',
    );
    console.log(row(firstStart ? 'after the demo load' : 'after start', loaded.at(-1)));
    console.log(row('idle', idle));
    console.log(row('peak under load', peakProbe));
    console.log(row('10 s after the load', after));
    console.log(
      `Peak RSS (/proc, every 1 s): while seeding ${peakDuringSeed.toFixed(0)} MiB, under load ${loadPeakRss.toFixed(0)} MiB.`,
    );
    console.log(
      `recipes.list: ${result.requests.total} requests (${result.requests.average.toFixed(0)}/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors.`,
    );
    if (loadPeakRss > limitMiB || result.non2xx > 0 || result.errors > 0) {
      console.error(`Over the limit of ${limitMiB} MiB, or requests failed.`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
