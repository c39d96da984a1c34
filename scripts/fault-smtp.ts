// `npm run fault:smtp`: the mail server is down for a while (5 minutes unless told) and no mail is lost.
// Starts the built server on a database of its own (PG_URL, default the local Postgres) with SMTP_URL
// pointing at a loopback SMTP server that is not running, asks for password resets for --mails users
// through the API, keeps the SMTP server down for --outage-minutes, then starts it on the same port and
// waits until every mail has arrived. Passes when each user got exactly one mail and every outbox row is
// 'sent'; prints when each mail arrived and after how many attempts. The retry policy is production's
// (src/server/jobs/queues.ts): nothing is shortened, so the wait after the outage is the real one.
//
//   npm run fault:smtp -- --outage-minutes 5 --mails 20
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { mailOutbox } from '../src/server/db/schema/index.ts';
import { createSmtpSink } from '../tests/support/smtp-sink.ts';
import {
  ApiClient,
  createScratchDatabase,
  createVirtualUsers,
  ensureBuilt,
  option,
  sleep,
  startServer,
} from './fault-support.ts';

const outageMinutes = option('outage-minutes', 'OUTAGE_MINUTES', 5);
// A password reset is limited to 20 an hour from one address (RESET_REQUESTS_PER_IP).
const mailCount = Math.min(20, Math.round(option('mails', 'FAULT_MAILS', 20)));
/** After the outage, how long the mail may take to arrive: more than one backoff step at that point. */
const RECOVERY_LIMIT_MS = Math.max(10 * 60_000, outageMinutes * 2 * 60_000);

async function main(): Promise<void> {
  ensureBuilt();
  const pgUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await createScratchDatabase(pgUrl, 'mealplanner_fault_smtp');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mealplanner-fault-smtp-'));
  const sink = createSmtpSink();
  // Started once to hold a free port, then stopped: the app's SMTP server is down from the start.
  await sink.start();
  await sink.stop();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const users = await createVirtualUsers(scratch.handle.db, mailCount, `smtp${Date.now()}`);
    server = await startServer({ DATABASE_URL: scratch.url, DATA_DIR: dataDir, SMTP_URL: sink.url });
    const api = new ApiClient(server.url);

    const outageStart = Date.now();
    for (const user of users) {
      const result = await api.mutation('auth.requestPasswordReset', { email: user.email });
      if (result.status !== 200)
        throw new Error(`Reset request for ${user.email}: HTTP ${result.status} ${result.code}`);
    }
    console.log(`SMTP down; ${users.length} password resets asked for. Waiting ${outageMinutes} min...`);

    const outbox = () =>
      scratch.handle.db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.to,
            users.map((u) => u.email),
          ),
        );
    const outageEnd = outageStart + outageMinutes * 60_000;
    while (Date.now() < outageEnd) {
      await sleep(Math.min(30_000, outageEnd - Date.now()));
      const rows = await outbox();
      const attempts = rows.reduce((n, r) => n + r.attempts, 0);
      const failed = rows.filter((r) => r.status === 'failed').length;
      console.log(
        `  ${Math.round((Date.now() - outageStart) / 1000)} s: ${rows.length} in the outbox, ${attempts} failed attempts so far, ${failed} given up`,
      );
    }

    await sink.start();
    const backAt = Date.now();
    console.log(
      `SMTP back on the same port after ${((backAt - outageStart) / 60_000).toFixed(1)} min. Waiting for the mail...`,
    );
    const arrivals = new Map<string, number>();
    const watch = setInterval(() => {
      for (const m of sink.messages) if (!arrivals.has(m.to)) arrivals.set(m.to, Date.now());
    }, 200);
    try {
      await sink.waitFor((all) => new Set(all.map((m) => m.to)).size >= users.length, RECOVERY_LIMIT_MS);
    } finally {
      for (const m of sink.messages) if (!arrivals.has(m.to)) arrivals.set(m.to, Date.now());
    }
    // Long enough for a second delivery of any mail to show up, if one were coming.
    await sleep(30_000);
    clearInterval(watch);

    const perRecipient = new Map<string, number>();
    for (const m of sink.messages) perRecipient.set(m.to, (perRecipient.get(m.to) ?? 0) + 1);
    const missing = users.filter((u) => !perRecipient.has(u.email)).map((u) => u.email);
    const duplicated = [...perRecipient].filter(([, n]) => n > 1).map(([to, n]) => `${to} x${n}`);
    const rows = await outbox();
    const notSent = rows.filter((r) => r.status !== 'sent');
    const delays = [...arrivals.values()].map((t) => (t - backAt) / 1000).sort((a, b) => a - b);
    const attempts = rows.map((r) => r.attempts).sort((a, b) => a - b);

    console.log(`\nOutage ${outageMinutes} min, ${users.length} mails queued during it.`);
    console.log(`Received ${sink.messages.length} messages for ${perRecipient.size} recipients.`);
    console.log(
      `Missing: ${missing.length}, delivered more than once: ${duplicated.length}, outbox rows not 'sent': ${notSent.length}.`,
    );
    console.log(`Arrived ${delays[0]?.toFixed(0)} s to ${delays.at(-1)?.toFixed(0)} s after SMTP came back.`);
    console.log(`Attempts per mail: ${attempts[0]} to ${attempts.at(-1)} (the last one succeeded).`);
    const subjects = new Set(sink.messages.map((m) => m.subject));
    console.log(`Subjects: ${[...subjects].join(', ')}`);
    if (missing.length > 0 || duplicated.length > 0 || notSent.length > 0) {
      console.error(
        `FAILED: missing ${missing.join(', ') || '-'}; duplicated ${duplicated.join(', ') || '-'}`,
      );
      process.exitCode = 1;
    } else {
      console.log('PASSED: every mail delivered, each exactly once.');
    }
  } finally {
    const code = await server?.stop();
    if (code !== undefined && code !== 0)
      console.error(`The server exited with ${code}:\n${server?.output().slice(-3_000)}`);
    await sink.stop();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
