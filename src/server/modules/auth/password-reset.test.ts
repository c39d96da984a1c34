import pino from 'pino';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { createSmtpSink } from '../../../../tests/support/smtp-sink.ts';
import { contextFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { messages } from '../../../shared/messages.ts';
import { loadConfig } from '../../config.ts';
import { authTokens, mailOutbox, users } from '../../db/schema/index.ts';
import { createMailTransport } from '../../integrations/mail/transport.ts';
import { startJobs } from '../../jobs/jobs.ts';
import { registerMailWorker } from '../../jobs/mail-worker.ts';
import { confirmPasswordReset } from './confirm-password-reset.ts';
import { login } from './login.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import {
  asBrowserSees,
  callerOn,
  expectFailure,
  GOOD_PASSWORD,
  guest,
  mailsTo,
  tokenInLink,
} from './test-support.ts';

let database: TestDatabase;
let services: TestServices;
beforeAll(async () => {
  database = await createTestDatabase();
  services = await startTestServices(database);
});
afterAll(async () => {
  await services.close();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database.db);
});

const HOUR = 60 * 60 * 1000;

async function resetTokenFor(email: string): Promise<string> {
  const mails = await mailsTo(services, email);
  return tokenInLink(mails.at(-1)!.data.link);
}

describe('auth.requestPasswordReset (/reset-password)', () => {
  it("answers a blank, a malformed and an unknown address with the specification's messages", async () => {
    const { caller } = guest(services);
    await expectFailure(caller.auth.requestPasswordReset({ email: '   ' }), 'BAD_REQUEST', 'emailRequired');
    expect(messages.emailRequired).toBe('Email address is required');
    await expectFailure(
      caller.auth.requestPasswordReset({ email: 'ana@' }),
      'BAD_REQUEST',
      'resetInvalidEmail',
    );
    expect(messages.resetInvalidEmail).toBe('The email address is not valid');
    await expectFailure(
      caller.auth.requestPasswordReset({ email: 'nobody@example.test' }),
      'NOT_FOUND',
      'resetNoUser',
    );
    expect(messages.resetNoUser).toBe('No account found with this email address');
    expect(await database.db.$count(mailOutbox)).toBe(0);
  });

  it('stores only a hash of a single-use token that expires in an hour, and queues the mail', async () => {
    const user = await createUser(database.db);
    const now = new Date('2026-03-01T10:00:00Z');
    const result = await requestPasswordReset(
      contextFor(services, null),
      { email: ` ${user.email.toUpperCase()} ` },
      now,
    );
    expect(messages[result.messageKey]).toBe('Reset email sent. Please check your inbox or spam folder.');

    const [mail] = await mailsTo(services, user.email);
    expect(mail).toMatchObject({ template: 'passwordReset', data: { firstName: user.firstName } });
    expect(String(mail!.data.link)).toMatch(
      /^http:\/\/app\.test\/confirm-reset-password\?token=[a-z2-7]{32}$/,
    );
    const token = tokenInLink(mail!.data.link);
    const [row] = await database.db.select().from(authTokens);
    expect(row).toMatchObject({
      userId: user.id,
      purpose: 'password_reset',
      email: user.email,
      expiresAt: new Date(now.getTime() + HOUR),
      usedAt: null,
    });
    expect(row!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.id).not.toContain(token);
  });

  it('refuses more than 5 requests for one address in an hour', async () => {
    const user = await createUser(database.db);
    const now = new Date();
    const ask = (at: Date) =>
      requestPasswordReset(
        contextFor(services, null, { ip: `192.0.2.${Math.floor(Math.random() * 200)}` }),
        { email: user.email },
        at,
      );
    for (let i = 0; i < 5; i += 1) await ask(now);
    await expectFailure(ask(now), 'TOO_MANY_REQUESTS', 'tooManyRequests');
    expect(messages.tooManyRequests).toBe('Too many requests. Please try again later');
    expect((await ask(new Date(now.getTime() + HOUR))).messageKey).toBe('resetEmailSent');
  });

  it('refuses more than 20 requests from one IP address in an hour, whatever the addresses', async () => {
    const user = await createUser(database.db);
    const busy = guest(services, '203.0.113.9').caller;
    for (let i = 0; i < 20; i += 1) {
      await expectFailure(
        busy.auth.requestPasswordReset({ email: `guess${i}@example.test` }),
        'NOT_FOUND',
        'resetNoUser',
      );
    }
    await expectFailure(
      busy.auth.requestPasswordReset({ email: user.email }),
      'TOO_MANY_REQUESTS',
      'tooManyRequests',
    );
    const elsewhere = guest(services, '203.0.113.10').caller;
    expect((await elsewhere.auth.requestPasswordReset({ email: user.email })).messageKey).toBe(
      'resetEmailSent',
    );
  });

  it('says "Failed to send reset email" when the mail cannot be queued, and keeps no token', async () => {
    const user = await createUser(database.db);
    const ctx = contextFor(services, null);
    const queueDown = { ...ctx, jobs: { ...ctx.jobs, send: () => Promise.reject(new Error('queue down')) } };
    const failure = await callerOn(queueDown)
      .auth.requestPasswordReset({ email: user.email })
      .catch((err: unknown) => err);
    expect(asBrowserSees(failure)).toEqual({
      message: 'Failed to send reset email',
      messageKey: 'resetFailed',
    });
    expect(await database.db.$count(authTokens)).toBe(0);
  });
});

describe('auth.confirmPasswordReset (/confirm-reset-password)', () => {
  it('delivers the reset mail, and its link sets a new password once', async () => {
    const sink = createSmtpSink();
    await sink.start();
    const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://app.test', SMTP_URL: sink.url });
    const silent = pino({ level: 'silent' });
    const worker = await startJobs(database, database.url, silent, {
      pollingIntervalSeconds: 0.5,
      supervise: false,
    });
    try {
      await registerMailWorker(worker, {
        db: database.db,
        transport: createMailTransport(config, silent),
        config,
        log: silent,
      });
      const user = await createUser(database.db, { firstName: 'Ana' });
      const { caller } = guest(services);
      await caller.auth.requestPasswordReset({ email: user.email });

      const [mail] = await sink.waitFor((all) => all.some((m) => m.envelopeTo.includes(user.email)));
      expect(mail!.subject).toBe('Reset your Meal Planner password');
      expect(mail!.text).toMatch(/^Hi Ana,\n\n/);
      const link = /Reset password: (\S+)/.exec(mail!.text)?.[1];
      expect(link).toMatch(/^http:\/\/app\.test\/confirm-reset-password\?token=/);
      expect(mail!.html).toContain(link);

      const token = tokenInLink(link);
      const done = await caller.auth.confirmPasswordReset({ token, password: GOOD_PASSWORD });
      expect(messages[done.messageKey]).toBe('Password reset successful');
      expect((await caller.auth.login({ email: user.email, password: GOOD_PASSWORD })).me.id).toBe(user.id);
      await expectFailure(
        caller.auth.login({ email: user.email, password: FACTORY_PASSWORD }),
        'UNAUTHORIZED',
        'invalidCredentials',
      );

      await expectFailure(
        caller.auth.confirmPasswordReset({ token, password: 'another fine password' }),
        'BAD_REQUEST',
        'linkInvalid',
      );
      expect(messages.linkInvalid).toBe('This link is invalid or has expired. Please ask for a new one.');
    } finally {
      await worker.stop(5_000);
      await sink.stop();
    }
  });

  it('refuses a link after its hour is up', async () => {
    const user = await createUser(database.db);
    const ctx = contextFor(services, null);
    const sentAt = new Date();
    await requestPasswordReset(ctx, { email: user.email }, sentAt);
    const token = await resetTokenFor(user.email);
    await expectFailure(
      confirmPasswordReset(ctx, { token, password: GOOD_PASSWORD }, new Date(sentAt.getTime() + HOUR)),
      'BAD_REQUEST',
      'linkInvalid',
    );
    const inTime = new Date(sentAt.getTime() + HOUR - 1000);
    expect((await confirmPasswordReset(ctx, { token, password: GOOD_PASSWORD }, inTime)).messageKey).toBe(
      'passwordResetSuccessful',
    );
  });

  it('refuses an unknown token', async () => {
    await expectFailure(
      guest(services).caller.auth.confirmPasswordReset({ token: 'a'.repeat(32), password: GOOD_PASSWORD }),
      'BAD_REQUEST',
      'linkInvalid',
    );
  });

  it('refuses a common password and leaves the link usable', async () => {
    const user = await createUser(database.db);
    const { caller } = guest(services);
    await caller.auth.requestPasswordReset({ email: user.email });
    const token = await resetTokenFor(user.email);
    await expectFailure(
      caller.auth.confirmPasswordReset({ token, password: 'iloveyou123' }),
      'BAD_REQUEST',
      'commonPassword',
    );
    expect((await caller.auth.confirmPasswordReset({ token, password: GOOD_PASSWORD })).messageKey).toBe(
      'passwordResetSuccessful',
    );
  });

  it('ends the older links once one of them has been used', async () => {
    const user = await createUser(database.db);
    const { caller } = guest(services);
    await caller.auth.requestPasswordReset({ email: user.email });
    const older = await resetTokenFor(user.email);
    await caller.auth.requestPasswordReset({ email: user.email });
    const newer = await resetTokenFor(user.email);
    expect(newer).not.toBe(older);
    await caller.auth.confirmPasswordReset({ token: newer, password: GOOD_PASSWORD });
    await expectFailure(
      caller.auth.confirmPasswordReset({ token: older, password: 'another fine password' }),
      'BAD_REQUEST',
      'linkInvalid',
    );
  });

  it("starts the account's failed-login counts over, and no other account's", async () => {
    const user = await createUser(database.db, { email: 'ana_b@example.test' });
    const lookalike = await createUser(database.db, { email: 'anaxb@example.test' });
    const shared = contextFor(services, null, { ip: '192.0.2.44' });
    const noWait = async () => undefined;
    const guessUntilRefused = async (email: string) => {
      for (let i = 0; i < 10; i += 1)
        await expectFailure(
          login(shared, { email, password: `wrong ${i}` }, new Date(), noWait),
          'UNAUTHORIZED',
          'invalidCredentials',
        );
      await expectFailure(
        login(shared, { email, password: FACTORY_PASSWORD }),
        'TOO_MANY_REQUESTS',
        'tooManyLoginAttempts',
      );
    };
    await guessUntilRefused(user.email);
    await guessUntilRefused(lookalike.email);

    await requestPasswordReset(contextFor(services, null), { email: user.email });
    await confirmPasswordReset(contextFor(services, null), {
      token: await resetTokenFor(user.email),
      password: GOOD_PASSWORD,
    });

    const waits: number[] = [];
    const signedIn = await login(
      shared,
      { email: user.email, password: GOOD_PASSWORD },
      new Date(),
      async (ms) => void waits.push(ms),
    );
    expect(signedIn.me.id).toBe(user.id);
    await expectFailure(
      login(
        shared,
        { email: user.email, password: 'one typo' },
        new Date(),
        async (ms) => void waits.push(ms),
      ),
      'UNAUTHORIZED',
      'invalidCredentials',
    );
    expect(waits).toEqual([0]);
    await expectFailure(
      login(shared, { email: lookalike.email, password: FACTORY_PASSWORD }),
      'TOO_MANY_REQUESTS',
      'tooManyLoginAttempts',
    );
  });

  it('refuses a link mailed to an address the account no longer has', async () => {
    const user = await createUser(database.db);
    const { caller } = guest(services);
    await caller.auth.requestPasswordReset({ email: user.email });
    const token = await resetTokenFor(user.email);
    await database.db.update(users).set({ email: 'new.address@example.test' }).where(eq(users.id, user.id));
    await expectFailure(
      caller.auth.confirmPasswordReset({ token, password: GOOD_PASSWORD }),
      'BAD_REQUEST',
      'linkInvalid',
    );
  });
});
