// `npm run bench:start`: the built server's first start on a fresh data folder (the embedded default, as
// `npm start` runs it): time from spawning the process to the first answer of /healthz and /readyz, the
// longest gap between answers of /healthz during the first 15 s (it must keep answering), and the
// server's memory then. Three runs; the result goes to docs/benchmarks.md. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { machineDescription, recordResult } from './bench-support.ts';
import { freePort, rssMiB } from './fault-support.ts';

const RUNS = 3;
const WATCH_MS = 15_000;
const POLL_MS = 50;
const TARGET_S = 5;
const server = path.resolve('dist/server/main.js');

const RESULTS_HEADER = [
  '## First start',
  '',
  '`npm run bench:start`: the built server started on a fresh, empty data folder (the embedded default),',
  'three runs. Time from spawning the process to the first answer of `/healthz` and of `/readyz`; the',
  'longest gap between answers of `/healthz` (polled every 50 ms) in the first 15 s; the resident memory',
  'of the server at 15 s. Target: `/healthz` within 5 s, and answering throughout. Decision 036.',
  '',
  '| Date | Machine | Load | healthz (worst of 3) | readyz (worst of 3) | Longest gap | Memory |',
  '| --- | --- | --- | --- | --- | --- | --- |',
];

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function oneRun() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mealplanner-bench-start-'));
  const port = await freePort();
  const started = performance.now();
  const { DATABASE_URL: _server, ...env } = process.env;
  const child = spawn(process.execPath, [server], {
    env: { ...env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  let healthz: number | null = null;
  let readyz: number | null = null;
  let lastAnswer = 0;
  let longestGap = 0;
  try {
    while (performance.now() - started < WATCH_MS) {
      const at = performance.now() - started;
      if (await answers(`${base}/healthz`)) {
        // Gaps count from the first answer on: before it is the start itself.
        if (healthz === null) healthz = at;
        else longestGap = Math.max(longestGap, at - lastAnswer);
        lastAnswer = at;
        if (readyz === null && (await answers(`${base}/readyz`))) readyz = performance.now() - started;
      }
      await sleep(POLL_MS);
    }
    const memory = Math.round(rssMiB(child.pid!) ?? Number.NaN);
    if (healthz === null) throw new Error('The server never answered /healthz.');
    return { healthz, readyz: readyz ?? Infinity, gap: longestGap, memory };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync(server)) {
  console.error('No built server: run `npm run build` first.');
  process.exit(1);
}
const [load] = os.loadavg();
const runs: Awaited<ReturnType<typeof oneRun>>[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const run = await oneRun();
  runs.push(run);
  console.log(
    `run ${i + 1}: /healthz ${(run.healthz / 1000).toFixed(2)} s, /readyz ${(run.readyz / 1000).toFixed(2)} s, memory ${run.memory} MiB`,
  );
}
const worst = (key: 'healthz' | 'readyz' | 'memory') => Math.max(...runs.map((run) => run[key]));
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
await recordResult(
  RESULTS_HEADER,
  `| ${new Date().toISOString().slice(0, 10)} | ${machineDescription()} | ${load!.toFixed(1)} | ${seconds(worst('healthz'))} | ${seconds(worst('readyz'))} | ${Math.max(...runs.map((run) => run.gap)).toFixed(0)} ms | ${worst('memory')} MiB |`,
);
if (worst('healthz') > TARGET_S * 1000) {
  console.error(`Over target: /healthz after ${seconds(worst('healthz'))} > ${TARGET_S} s.`);
  process.exitCode = 1;
}
