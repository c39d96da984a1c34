// `npm run fault:db-restart`: PostgreSQL restarts while the app is under load, and the app recovers by
// itself. Never touches the machine's shared Postgres: it makes a private cluster (initdb into a temporary
// folder, run as the `postgres` user when started as root) on a free port, starts the built server on it
// with the demo catalogue, puts --users signed-in users on it (browse, open, save/unsave, who am I), and
// after --before-seconds restarts the cluster (pg_ctl restart -m fast). Counts the failed requests during
// the gap, and passes when, without restarting the app: /readyz answers 200, every request after the
// recovery window succeeds, the sessions made before the restart still work, a new sign-in works, and a
// job queued after the restart (a password-reset mail) is delivered.
//
//   npm run fault:db-restart -- --users 30 --before-seconds 20 --after-seconds 40
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSmtpSink } from '../tests/support/smtp-sink.ts';
import {
  ApiClient,
  createScratchDatabase,
  createVirtualUsers,
  ensureBuilt,
  freePort,
  option,
  seedCatalogue,
  sleep,
  startServer,
  VIRTUAL_PASSWORD,
  type CallResult,
  type VirtualUser,
} from './fault-support.ts';

const userCount = Math.round(option('users', 'FAULT_USERS', 30));
const beforeSeconds = option('before-seconds', 'FAULT_BEFORE_SECONDS', 20);
const afterSeconds = option('after-seconds', 'FAULT_AFTER_SECONDS', 40);
/** Requests may fail this long after the restart finished (connections being re-made); none after it. */
const RECOVERY_WINDOW_MS = 10_000;

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin/pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql/*/bin');
  return path.join(root, version, 'bin');
}

/** A private PostgreSQL cluster in a temporary folder: Postgres refuses to run as root, so root runs it as `postgres`. */
function privateCluster(port: number) {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mealplanner-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  const pgCtl = (...args: string[]) =>
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), ...args]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    init() {
      run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
      pgCtl('-w', '-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`, 'start');
    },
    restart() {
      pgCtl('-w', '-m', 'fast', 'restart');
    },
    remove() {
      try {
        pgCtl('-w', '-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Outcome {
  at: number;
  action: string;
  ok: boolean;
  detail: string;
}

async function loadUser(baseUrl: string, user: VirtualUser, until: () => boolean, outcomes: Outcome[]) {
  const api = new ApiClient(baseUrl);
  const note = (action: string, result: CallResult | Error) => {
    const ok = !(result instanceof Error) && result.status >= 200 && result.status < 300;
    const detail = result instanceof Error ? result.message : `HTTP ${result.status} ${result.code ?? ''}`;
    outcomes.push({ at: Date.now(), action, ok, detail });
    return ok ? (result as CallResult) : null;
  };
  const call = async (action: string, fn: () => Promise<CallResult>) => {
    try {
      return note(action, await fn());
    } catch (error) {
      return note(action, error as Error);
    }
  };
  while (!until()) {
    if (!api.signedIn) {
      if (!(await call('sign in', () => api.signIn(user.email, VIRTUAL_PASSWORD)))) {
        await sleep(500);
        continue;
      }
    }
    const page = await call('browse', () => api.query('recipes.list', { limit: 10 }));
    const items = (page?.data as { items?: { id: string }[] } | undefined)?.items ?? [];
    const recipe = items[Math.floor(Math.random() * items.length)];
    if (recipe) {
      await call('open recipe', () => api.query('recipes.get', { id: recipe.id }));
      await call('save', () => api.mutation('recipes.save', { recipeId: recipe.id }));
      await call('unsave', () => api.mutation('recipes.unsave', { recipeId: recipe.id }));
    }
    const me = await call('who am I', () => api.query('auth.me'));
    if (me && me.data === null)
      outcomes.push({ at: Date.now(), action: 'session', ok: false, detail: 'signed out' });
    await sleep(100 + Math.random() * 200);
  }
}

async function main(): Promise<void> {
  ensureBuilt();
  const cluster = privateCluster(await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mealplanner-fault-db-'));
  const sink = createSmtpSink();
  await sink.start();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    cluster.init();
    const scratch = await createScratchDatabase(cluster.url, 'mealplanner_fault_db');
    await seedCatalogue(scratch.handle, scratch.url);
    const users = await createVirtualUsers(scratch.handle.db, userCount + 2, `dbrestart${Date.now()}`);
    const [resetUser, lateUser, ...loadUsers] = users as [VirtualUser, VirtualUser, ...VirtualUser[]];
    await scratch.handle.close();

    server = await startServer({
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      API_REQUESTS_PER_MINUTE: '1000000',
      LOGIN_ATTEMPTS_PER_IP: '100000',
    });
    const outcomes: Outcome[] = [];
    let stop = false;
    const started = Date.now();
    const load = Promise.all(loadUsers.map((u) => loadUser(server!.url, u, () => stop, outcomes)));

    await sleep(beforeSeconds * 1000);
    console.log(
      `${outcomes.length} requests before the restart, ${outcomes.filter((o) => !o.ok).length} failed.`,
    );
    const restartAt = Date.now();
    cluster.restart();
    const restartedAt = Date.now();
    console.log(
      `PostgreSQL restarted (pg_ctl restart -m fast) in ${restartedAt - restartAt} ms; the app was not.`,
    );
    await sleep(afterSeconds * 1000);
    stop = true;
    await load;

    const crashed = server.child.exitCode !== null;
    if (crashed) console.log(`The server process died:\n${server.output().slice(-2_000)}`);
    const api = new ApiClient(server.url);
    const ready = await api.get('/readyz');
    const signIn = await api.signIn(lateUser.email, VIRTUAL_PASSWORD);
    const reset = await api.mutation('auth.requestPasswordReset', { email: resetUser.email });
    let mailArrived = false;
    try {
      await sink.waitFor((all) => all.some((m) => m.to === resetUser.email), 60_000);
      mailArrived = true;
    } catch {
      mailArrived = false;
    }

    const failures = outcomes.filter((o) => !o.ok);
    const duringGap = failures.filter((o) => o.at >= restartAt && o.at <= restartedAt + RECOVERY_WINDOW_MS);
    const late = failures.filter((o) => o.at > restartedAt + RECOVERY_WINDOW_MS);
    const early = failures.filter((o) => o.at < restartAt);
    const firstOkAfter = outcomes.find((o) => o.ok && o.at > restartedAt);
    const lastFailure = failures.at(-1);
    const kinds = new Map<string, number>();
    for (const f of failures)
      kinds.set(`${f.action}: ${f.detail}`, (kinds.get(`${f.action}: ${f.detail}`) ?? 0) + 1);

    console.log(
      `\n${outcomes.length} requests by ${loadUsers.length} users in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
    console.log(
      `Failed: ${failures.length} (before the restart ${early.length}, in the gap and ${RECOVERY_WINDOW_MS / 1000} s after ${duringGap.length}, later ${late.length}).`,
    );
    for (const [kind, n] of kinds) console.log(`  ${n} x ${kind}`);
    if (firstOkAfter)
      console.log(`First success ${firstOkAfter.at - restartedAt} ms after the restart finished.`);
    if (lastFailure)
      console.log(`Last failure ${lastFailure.at - restartedAt} ms after the restart finished.`);
    console.log(
      `/readyz: ${ready.status}; a new sign-in: ${signIn.status}; a reset mail queued after the restart: ${reset.status}, ${mailArrived ? 'delivered' : 'NOT delivered'}.`,
    );

    const serverErrors = new Map<string, number>();
    for (const line of server.output().split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: { message?: string; code?: string; cause?: { message?: string; code?: string } };
      };
      if ((entry.level ?? 0) < 50) continue;
      const err = entry.err?.cause ?? entry.err;
      const key = `${entry.msg ?? ''}: ${err?.code ?? ''} ${err?.message ?? ''}`.slice(0, 160);
      serverErrors.set(key, (serverErrors.get(key) ?? 0) + 1);
    }
    console.log('Errors the server logged:');
    for (const [key, n] of serverErrors) console.log(`  ${n} x ${key}`);
    const failed =
      crashed ||
      early.length > 0 ||
      late.length > 0 ||
      ready.status !== 200 ||
      signIn.status !== 200 ||
      !mailArrived;
    console.log(
      failed ? 'FAILED: the app did not recover by itself.' : 'PASSED: the app recovered without a restart.',
    );
  } finally {
    await server?.stop();
    await sink.stop();
    cluster.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
