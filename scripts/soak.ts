// `npm run soak`: many virtual users for a long while against the built server on a real Postgres server
// (PG_URL, default the local one). Makes a database of its own with the demo catalogue and the users,
// starts dist/server/main.js, and has each user sign in and then, with a short think time between calls,
// browse the catalogue, search, open a recipe, save and unsave it, look at their saved recipes, and (the
// professionals) create a meal plan, set its energy target, generate it, read it and delete it. Samples
// the server's RSS every 10 s. Prints requests, errors, p50/p99 per action and the RSS over time, and keeps
// a row in docs/benchmarks.md ("Soak"). Loopback only; stops by itself. Not run in CI.
//
//   npm run soak                             10 minutes, 200 users
//   npm run soak -- --minutes 1 --users 50   a short run while developing
//   --think-ms 1000                          the most a user waits between two calls (a random share)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ApiClient,
  createScratchDatabase,
  createVirtualUsers,
  ensureBuilt,
  mean,
  option,
  percentile,
  sampleRss,
  seedCatalogue,
  sleep,
  startServer,
  VIRTUAL_PASSWORD,
  type CallResult,
  type RssSample,
  type VirtualUser,
} from './fault-support.ts';
import { machineDescription, recordResult } from './bench-support.ts';

const minutes = option('minutes', 'SOAK_MINUTES', 10);
const userCount = Math.round(option('users', 'SOAK_USERS', 200));
const thinkMs = option('think-ms', 'SOAK_THINK_MS', 1_000);
const RSS_EVERY_MS = 10_000;
/** Users sign out and in again after this many rounds, so sign-in (argon2) stays part of the load. */
const ROUNDS_PER_SESSION = 20;
const SEARCH_WORDS = ['chicken', 'salad', 'oat', 'soup', 'rice', 'egg', 'chiken', 'banana', 'tofu', 'pasta'];
const MEAL_TIMES = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert', null];

interface Tally {
  times: number[];
  errors: number;
}

const tallies = new Map<string, Tally>();
const errorSamples: string[] = [];

/** Counts one call; a non-2xx answer is an error (no action of the scenario expects a refusal). */
function record(action: string, result: CallResult | Error): CallResult | null {
  let tally = tallies.get(action);
  if (!tally) tallies.set(action, (tally = { times: [], errors: 0 }));
  if (result instanceof Error) {
    tally.errors += 1;
    if (errorSamples.length < 20) errorSamples.push(`${action}: ${result.message}`);
    return null;
  }
  tally.times.push(result.ms);
  if (result.status >= 200 && result.status < 300) return result;
  tally.errors += 1;
  if (errorSamples.length < 20) errorSamples.push(`${action}: HTTP ${result.status} ${result.code ?? ''}`);
  return null;
}

async function timed(action: string, call: () => Promise<CallResult>): Promise<CallResult | null> {
  try {
    return record(action, await call());
  } catch (error) {
    return record(action, error as Error);
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const think = () => sleep(Math.random() * thinkMs);

async function runUser(baseUrl: string, user: VirtualUser, deadline: number): Promise<void> {
  // Spread the first sign-ins over the first few seconds, as users arrive.
  await sleep(Math.random() * Math.min(10_000, (deadline - Date.now()) / 4));
  const api = new ApiClient(baseUrl);
  const saved = new Set<string>();
  let round = 0;
  while (Date.now() < deadline) {
    if (!api.signedIn || round % ROUNDS_PER_SESSION === 0) {
      if (api.signedIn) await timed('sign out', () => api.mutation('auth.logout'));
      const ok = await timed('sign in', () => api.signIn(user.email, VIRTUAL_PASSWORD));
      if (!ok || !api.signedIn) {
        await sleep(1_000);
        continue;
      }
    }
    round += 1;
    await think();

    const mealTime = pick(MEAL_TIMES);
    const page = await timed('browse', () =>
      api.query('recipes.list', { limit: 20, ...(mealTime ? { mealTime } : {}) }),
    );
    const list = page?.data as { items: { id: string }[]; nextCursor: unknown } | undefined;
    if (list?.nextCursor && Math.random() < 0.3) {
      await timed('browse', () =>
        api.query('recipes.list', { limit: 20, cursor: list.nextCursor, ...(mealTime ? { mealTime } : {}) }),
      );
    }
    await think();
    await timed('search', () => api.query('recipes.search', { query: pick(SEARCH_WORDS) }));
    await think();

    const recipeId = list && list.items.length > 0 ? pick(list.items).id : null;
    if (recipeId) {
      await timed('open recipe', () => api.query('recipes.get', { id: recipeId }));
      await think();
      if (saved.has(recipeId)) {
        if (await timed('unsave', () => api.mutation('recipes.unsave', { recipeId }))) saved.delete(recipeId);
      } else if (await timed('save', () => api.mutation('recipes.save', { recipeId }))) {
        saved.add(recipeId);
      }
      if (saved.size > 10) {
        const oldest = saved.values().next().value!;
        if (await timed('unsave', () => api.mutation('recipes.unsave', { recipeId: oldest })))
          saved.delete(oldest);
      }
    }
    if (round % 3 === 0) await timed('saved recipes', () => api.query('recipes.saved', {}));

    if (user.folderId && round % 2 === 0) {
      await think();
      await planRound(api, user.folderId, round);
    }
  }
}

/** A professional's plan: made, given an energy target, generated, read, and deleted again. */
async function planRound(api: ApiClient, folderId: string, round: number): Promise<void> {
  const created = await timed('create plan', () =>
    api.mutation('mealPlans.create', { folderId, name: `Soak plan ${round}` }),
  );
  const planId = (created?.data as { id?: string } | undefined)?.id;
  if (!planId) return;
  await timed('plan settings', () =>
    api.mutation('mealPlans.updateSettings', {
      id: planId,
      energyTargetKj: 8_400,
      mainMeals: ['breakfast', 'lunch', 'dinner'],
      snacks: 2,
      dessert: false,
    }),
  );
  await timed('generate plan', () => api.mutation('mealPlans.generate', { planId }));
  await think();
  await timed('read plan', () => api.query('mealPlans.get', { id: planId }));
  await timed('delete plan', () => api.mutation('mealPlans.delete', { id: planId }));
}

const fmt = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);

/**
 * RSS of the first minute after a 30 s warm-up against the last minute, and the slope over the second half
 * of the run (the first minutes include the users arriving and signing in). "Flat" means the second half
 * grows by less than 25 MiB (or 5%) per 10 minutes.
 */
function rssVerdict(samples: RssSample[]) {
  const end = samples.at(-1)?.seconds ?? 0;
  const firstMinute = samples.filter((s) => s.seconds >= 30 && s.seconds < 90).map((s) => s.mib);
  const lastMinute = samples.filter((s) => s.seconds > end - 60).map((s) => s.mib);
  const half = samples.filter((s) => s.seconds >= end / 2);
  const meanSeconds = mean(half.map((s) => s.seconds));
  const meanMiB = mean(half.map((s) => s.mib));
  const covariance = half.reduce((n, s) => n + (s.seconds - meanSeconds) * (s.mib - meanMiB), 0);
  const variance = half.reduce((n, s) => n + (s.seconds - meanSeconds) ** 2, 0);
  const slopePerMinute = variance > 0 ? (covariance / variance) * 60 : 0;
  return {
    first: mean(firstMinute),
    last: mean(lastMinute),
    peak: Math.max(...samples.map((s) => s.mib)),
    slopePerMinute,
    flat: slopePerMinute * 10 < Math.max(25, meanMiB * 0.05),
  };
}

async function main(): Promise<void> {
  ensureBuilt();
  const pgUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  console.log(`Soak: ${userCount} users for ${minutes} min against ${new URL(pgUrl).host}.`);
  const scratch = await createScratchDatabase(pgUrl, 'mealplanner_soak');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mealplanner-soak-'));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const seedStart = performance.now();
    await seedCatalogue(scratch.handle, scratch.url);
    const users = await createVirtualUsers(scratch.handle.db, userCount, `soak${Date.now()}`);
    const members = users.filter((u) => u.role === 'member').length;
    console.log(
      `Seeded the catalogue and ${users.length} users (${users.length - members} professionals, ${members} members) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`,
    );

    server = await startServer({
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      // One address (loopback) stands for all the users here.
      API_REQUESTS_PER_MINUTE: '1000000',
      LOGIN_ATTEMPTS_PER_IP: '100000',
    });
    const rss = sampleRss(server.pid, RSS_EVERY_MS);
    const [load] = os.loadavg();
    const started = Date.now();
    const deadline = started + minutes * 60_000;
    const progress = setInterval(() => {
      const calls = [...tallies.values()].reduce((n, t) => n + t.times.length, 0);
      const errors = [...tallies.values()].reduce((n, t) => n + t.errors, 0);
      const last = rss.samples.at(-1);
      console.log(
        `  ${Math.round((Date.now() - started) / 1000)} s: ${calls} calls, ${errors} errors, RSS ${last?.mib.toFixed(0)} MiB`,
      );
    }, 60_000);
    await Promise.all(users.map((user) => runUser(server!.url, user, deadline)));
    clearInterval(progress);
    const elapsed = (Date.now() - started) / 1000;
    rss.stop();
    const [loadAfter] = os.loadavg();

    const rows = [...tallies.entries()].map(([action, t]) => {
      const sorted = [...t.times].sort((a, b) => a - b);
      return {
        action,
        n: t.times.length,
        errors: t.errors,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
      };
    });
    const all = [...tallies.values()].flatMap((t) => t.times).sort((a, b) => a - b);
    const errors = rows.reduce((n, r) => n + r.errors, 0);
    const requests = rows.reduce((n, r) => n + r.n, 0);
    const verdict = rssVerdict(rss.samples);

    console.log(
      `\n${requests} requests in ${elapsed.toFixed(0)} s (${(requests / elapsed).toFixed(0)}/s), ${errors} errors.`,
    );
    console.log(
      `${'action'.padEnd(16)} ${'calls'.padStart(7)} ${'errors'.padStart(7)} ${'p50'.padStart(10)} ${'p99'.padStart(10)}`,
    );
    for (const r of rows) {
      console.log(
        `${r.action.padEnd(16)} ${String(r.n).padStart(7)} ${String(r.errors).padStart(7)} ${fmt(r.p50).padStart(10)} ${fmt(r.p99).padStart(10)}`,
      );
    }
    console.log(
      `${'all'.padEnd(16)} ${String(requests).padStart(7)} ${String(errors).padStart(7)} ${fmt(percentile(all, 50)).padStart(10)} ${fmt(percentile(all, 99)).padStart(10)}`,
    );
    if (errorSamples.length > 0) console.log(`First errors:\n  ${errorSamples.join('\n  ')}`);
    console.log(`\nServer RSS (MiB) every ${RSS_EVERY_MS / 1000} s:`);
    console.log(`  ${rss.samples.map((s) => `${s.seconds}s:${s.mib.toFixed(0)}`).join(' ')}`);
    console.log(
      `First minute after warm-up ${verdict.first.toFixed(0)} MiB, last minute ${verdict.last.toFixed(0)} MiB, peak ${verdict.peak.toFixed(0)} MiB; second half ${verdict.slopePerMinute.toFixed(1)} MiB/min: ${verdict.flat ? 'flat' : 'GROWING'}.`,
    );
    console.log(
      `Load average (1 min): ${load!.toFixed(1)} at the start, ${loadAfter!.toFixed(1)} at the end.`,
    );

    if (process.env.SOAK_RECORD !== '0') {
      const date = new Date().toISOString().slice(0, 10);
      await recordResult(
        [
          '## Soak',
          '',
          '`npm run soak`: virtual users (two professionals to each member) against the built server on a',
          'real Postgres server, each signing in and then browsing, searching, opening, saving and unsaving',
          'recipes, and (professionals) creating, generating, reading and deleting meal plans, with up to',
          '1 s of think time between calls. Errors are answers that are not 2xx. RSS is the server',
          "process's: the first minute after a 30 s warm-up, the last minute, the peak, and the slope over the",
          'second half of the run. See docs/reliability.md.',
          '',
          '| Date | Machine | Load | Users | Minutes | Requests | Req/s | Errors | p50 | p99 | RSS first → last (peak) | RSS slope |',
          '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        ],
        `| ${date} | ${machineDescription()} | ${load!.toFixed(1)}–${loadAfter!.toFixed(1)} | ${userCount} | ${minutes} | ${requests} | ${(requests / elapsed).toFixed(0)} | ${errors} | ${fmt(percentile(all, 50))} | ${fmt(percentile(all, 99))} | ${verdict.first.toFixed(0)} → ${verdict.last.toFixed(0)} MiB (${verdict.peak.toFixed(0)}) | ${verdict.slopePerMinute.toFixed(1)} MiB/min |`,
      );
    }
    if (errors > 0 || !verdict.flat) process.exitCode = 1;
  } finally {
    const code = await server?.stop();
    if (code !== undefined && code !== 0)
      console.error(`The server exited with ${code}:\n${server?.output().slice(-3_000)}`);
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
