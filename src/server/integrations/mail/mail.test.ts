import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { createSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink.ts';
import { loadConfig } from '../../config.ts';
import { rowsOf } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { startJobs, type Jobs } from '../../jobs/jobs.ts';
import { deliverMail, registerMailWorker } from '../../jobs/mail-worker.ts';
import { QUEUES } from '../../jobs/queues.ts';
import { queueMail } from './outbox.ts';
import { createMailTransport } from './transport.ts';

const POLLING_SECONDS = 0.5;
const silent = pino({ level: 'silent' });

let database: TestDatabase;
let sink: SmtpSink;
/** Stopped after each test, so no worker of one test picks up another test's mail. */
const running: { stop(): Promise<void> }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  sink = createSmtpSink();
  await sink.start();
});
afterAll(async () => {
  await sink.stop();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database.db);
  sink.messages.length = 0;
});
afterEach(async () => {
  for (const service of running.splice(0).reverse()) await service.stop();
});

function configFor(smtpUrl: string | undefined) {
  return loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'https://mealplanner.example',
    MAIL_FROM: 'Meal Planner <hello@mealplanner.example>',
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
  });
}

/** A running Jobs instance whose mail worker delivers through SMTP at `smtpUrl`. */
async function startMailWorker(smtpUrl: string): Promise<Jobs> {
  const config = configFor(smtpUrl);
  const jobs = await startJobs(database, database.url, silent, {
    pollingIntervalSeconds: POLLING_SECONDS,
    retryDelaySeconds: 1,
  });
  running.push(jobs);
  await registerMailWorker(jobs, {
    db: database.db,
    transport: createMailTransport(config, silent),
    config,
    log: silent,
  });
  return jobs;
}

/** Enqueues nothing: for tests that run the handler themselves. */
const noJobs = { send: async () => null };

async function outboxRow(id: string) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

async function waitForStatus(id: string, status: 'sent' | 'failed') {
  return vi.waitFor(
    async () => {
      const row = await outboxRow(id);
      expect(row?.status).toBe(status);
      return row!;
    },
    { timeout: 10_000, interval: 50 },
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mail delivery', () => {
  it('delivers a queued mail to the SMTP server and marks the outbox row sent', async () => {
    const jobs = await startMailWorker(sink.url);

    const id = await queueMail(database.db, jobs, {
      to: 'ana@example.test',
      template: 'thankYou',
      data: { firstName: 'Ana' },
    });

    const [mail] = await sink.waitFor((all) => all.length > 0);
    expect(mail!.envelopeTo).toEqual(['ana@example.test']);
    expect(mail!.to).toBe('ana@example.test');
    expect(mail!.from).toBe('Meal Planner <hello@mealplanner.example>');
    expect(mail!.subject).toBe('Thank you!');
    expect(mail!.text).toMatch(/^Hi Ana,\n\n/);
    expect(mail!.text).toContain('two meals for people in need');
    expect(mail!.html).toContain('Hi Ana,');

    const row = await waitForStatus(id, 'sent');
    expect(row.deliveredVia).toBe(mail!.messageId);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
  });

  it('sends nothing when the transaction that queued the mail rolls back', async () => {
    const jobs = await startMailWorker(sink.url);

    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, jobs, {
          to: 'ana@example.test',
          template: 'thankYou',
          data: { firstName: 'Ana' },
        });
        throw new Error('payment not recorded');
      }),
    ).rejects.toThrow('payment not recorded');

    expect(await database.db.$count(mailOutbox)).toBe(0);
    const queued = rowsOf<{ n: number }>(
      await database.executeSql(`select count(*)::int as n from pgboss.job where name = 'mail'`),
    );
    expect(queued[0]!.n).toBe(0);
    await pause(POLLING_SECONDS * 3 * 1000);
    expect(sink.messages).toHaveLength(0);
  });

  it('keeps a mail queued while the SMTP server is down, and delivers it once when it is back', async () => {
    const flaky = createSmtpSink();
    await flaky.start();
    const smtpUrl = flaky.url;
    await flaky.stop();
    running.push(flaky);
    const jobs = await startMailWorker(smtpUrl);

    const id = await queueMail(database.db, jobs, {
      to: 'dee@example.test',
      template: 'foodApproved',
      data: { firstName: 'Dee', foodName: 'Quinoa, cooked' },
    });

    const failed = await vi.waitFor(
      async () => {
        const row = await outboxRow(id);
        expect(row?.attempts).toBeGreaterThanOrEqual(1);
        return row!;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(failed.status).toBe('queued');
    expect(failed.lastError).toMatch(/ECONNREFUSED/);

    await flaky.start();
    const [mail] = await flaky.waitFor((all) => all.length > 0, 15_000);
    expect(mail!.subject).toBe('Food approved: Quinoa, cooked');
    const sent = await waitForStatus(id, 'sent');
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    await pause(POLLING_SECONDS * 3 * 1000);
    expect(flaky.messages).toHaveLength(1);
  });

  it('logs the mail instead, and marks it sent, when no SMTP server is configured', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const config = configFor(undefined);
    const id = await queueMail(database.db, noJobs, {
      to: 'new.member@example.test',
      template: 'verifyEmail',
      data: { firstName: 'Sam', link: 'https://mealplanner.example/verify-email?code=c0de' },
    });

    await deliverMail({ db: database.db, transport: createMailTransport(config, log), config, log }, id);

    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'sent', deliveredVia: 'log', attempts: 1 });
    const logged = lines.map(
      (line) => JSON.parse(line) as { level: number; mail?: { to: string; subject: string; text: string } },
    );
    const entry = logged.find((l) => l.mail);
    expect(entry?.level).toBe(30);
    expect(entry?.mail).toMatchObject({
      to: 'new.member@example.test',
      subject: 'Verify your email address',
    });
    expect(entry?.mail?.text).toContain('https://mealplanner.example/verify-email?code=c0de');
  });

  it('delivers each mail exactly once when two instances work the same queue', async () => {
    // Two app instances share one database: each has its own pg-boss and mail worker.
    const first = await startMailWorker(sink.url);
    await startMailWorker(sink.url);

    const recipients = Array.from({ length: 6 }, (_, i) => `member${i}@example.test`);
    const ids = [];
    for (const to of recipients) {
      ids.push(await queueMail(database.db, first, { to, template: 'thankYou', data: { firstName: 'Sam' } }));
    }

    for (const id of ids) await waitForStatus(id, 'sent');
    await pause(POLLING_SECONDS * 3 * 1000);
    expect(sink.messages.map((m) => m.to).sort()).toEqual([...recipients].sort());
  });

  it('delivers once when the job runs twice for the same mail', async () => {
    const config = configFor(sink.url);
    const deps = { db: database.db, transport: createMailTransport(config, silent), config, log: silent };
    const id = await queueMail(database.db, noJobs, {
      to: 'rita@example.test',
      template: 'recipeApproved',
      data: { firstName: 'Rita', recipeName: 'Lentil soup', recipeId: 'r-7' },
    });

    await deliverMail(deps, id);
    await deliverMail(deps, id);

    expect(sink.messages).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('marks a mail failed after the last retry, so it shows as undelivered', async () => {
    const down = createSmtpSink();
    await down.start();
    await down.stop();
    const config = configFor(down.url);
    const deps = { db: database.db, transport: createMailTransport(config, silent), config, log: silent };
    const id = await queueMail(database.db, noJobs, {
      to: 'ana@example.test',
      template: 'thankYou',
      data: { firstName: 'Ana' },
    });

    for (let attempt = 1; attempt <= QUEUES.mail.retryLimit; attempt += 1) {
      await expect(deliverMail(deps, id)).rejects.toThrow(/ECONNREFUSED/);
    }
    expect(await outboxRow(id)).toMatchObject({ status: 'queued', attempts: QUEUES.mail.retryLimit });
    await expect(deliverMail(deps, id)).rejects.toThrow(/ECONNREFUSED/);
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: QUEUES.mail.retryLimit + 1 });
  });

  it('marks a mail failed at once, without retrying, when its template no longer exists', async () => {
    const config = configFor(sink.url);
    const [row] = await database.db
      .insert(mailOutbox)
      .values({ to: 'ana@example.test', template: 'retiredTemplate', subject: 'Old news' })
      .returning();

    await deliverMail(
      { db: database.db, transport: createMailTransport(config, silent), config, log: silent },
      row!.id,
    );

    expect(await outboxRow(row!.id)).toMatchObject({
      status: 'failed',
      lastError: 'Unknown mail template "retiredTemplate"',
    });
    expect(sink.messages).toHaveLength(0);
  });

  // Two app instances need two connections to one database; an embedded PGlite belongs to one process,
  // so this runs only against real Postgres (npm run test:pg). `database.url` is not known yet when tests
  // are collected, so this asks the same question test-db.ts asks.
  it.skipIf(!inject('postgresTemplateUrl'))(
    'delivers each mail exactly once when two instances work the same queue',
    async () => {
      const first = await startMailWorker(sink.url);
      await startMailWorker(sink.url);

      const ids: string[] = [];
      for (let i = 1; i <= 5; i += 1) {
        ids.push(
          await queueMail(database.db, first, {
            to: `buyer${i}@example.test`,
            template: 'thankYou',
            data: { firstName: `Buyer${i}` },
          }),
        );
      }

      await sink.waitFor((all) => all.length >= 5, 15_000);
      for (const id of ids) await waitForStatus(id, 'sent');
      await pause(POLLING_SECONDS * 4 * 1000);
      expect(sink.messages).toHaveLength(5);
      expect(new Set(sink.messages.map((m) => m.to))).toEqual(
        new Set([1, 2, 3, 4, 5].map((i) => `buyer${i}@example.test`)),
      );
    },
  );
});
