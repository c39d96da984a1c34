import { inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.ts';
import { rowsOf } from '../src/server/db/client.ts';
import { mailOutbox } from '../src/server/db/schema/index.ts';
import { queueMail } from '../src/server/integrations/mail/outbox.ts';
import { createMailTransport } from '../src/server/integrations/mail/transport.ts';
import { startJobs, type Jobs } from '../src/server/jobs/jobs.ts';
import { registerMailWorker } from '../src/server/jobs/mail-worker.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from './setup/test-db.ts';
import { createSmtpSink, type SmtpSink } from './support/smtp-sink.ts';

const silent = pino({ level: 'silent' });
let database: TestDatabase;
let sink: SmtpSink;
let jobs: Jobs | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database.db);
  sink = createSmtpSink();
});
afterEach(async () => {
  await jobs?.stop(5_000);
  jobs = undefined;
  await sink.stop();
});

describe('SMTP outage', () => {
  it('keeps retrying a mail for far longer than a 5-minute outage, by the policy pg-boss stores', async () => {
    jobs = await startJobs(database, database.url, silent, { supervise: false });
    const [queue] = rowsOf<{ retry_limit: number; retry_delay: number; retry_backoff: boolean }>(
      await database.db.execute(
        sql`select retry_limit, retry_delay, retry_backoff from pgboss.queue where name = 'mail'`,
      ),
    );
    expect(queue!.retry_backoff).toBe(true);
    // pg-boss waits between half and all of delay * 2^(retry + 1) before retry number `retry + 1`
    // (plans.js failJobs): the shortest the retries can last is the sum of the halves.
    let shortestSeconds = 0;
    for (let retry = 0; retry < queue!.retry_limit; retry += 1) {
      shortestSeconds += (queue!.retry_delay * 2 ** Math.min(16, retry + 1)) / 2;
    }
    // At least an hour: far beyond a 5-minute outage, so no mail is given up on during one.
    expect(shortestSeconds).toBeGreaterThanOrEqual(60 * 60);
  });

  it('delivers every mail queued during an outage once the server is back, each exactly once', async () => {
    await sink.start();
    const smtpUrl = sink.url;
    await sink.stop();
    const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'https://app.test', SMTP_URL: smtpUrl });
    // The outage spans several retries: 1 s backing off (1-2, 2-4, 4-8 s...).
    jobs = await startJobs(database, database.url, silent, {
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
      supervise: false,
    });
    await registerMailWorker(jobs, {
      db: database.db,
      transport: createMailTransport(config, silent),
      config,
      log: silent,
    });

    const recipients = Array.from({ length: 10 }, (_, i) => `member${i}@example.test`);
    const ids: string[] = [];
    for (const to of recipients) {
      ids.push(await queueMail(database.db, jobs, { to, template: 'thankYou', data: { firstName: 'Sam' } }));
    }
    const outbox = () => database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));

    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const during = await outbox();
    expect(during.every((row) => row.status === 'queued')).toBe(true);
    // One worker takes one job at a time, so the first mails have been retried more often than the last.
    expect(during.reduce((n, row) => n + row.attempts, 0)).toBeGreaterThanOrEqual(recipients.length);
    expect(Math.max(...during.map((row) => row.attempts))).toBeGreaterThanOrEqual(2);
    expect(sink.messages).toHaveLength(0);

    await sink.start();
    await sink.waitFor((all) => all.length >= recipients.length, 30_000);
    // Time for a second copy of any of them to arrive, were one coming.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(sink.messages.map((m) => m.to).sort()).toEqual([...recipients].sort());
    const after = await outbox();
    expect(after.map((row) => row.status)).toEqual(recipients.map(() => 'sent'));
  }, 60_000);
});
