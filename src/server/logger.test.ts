import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../tests/setup/test-db.ts';
import { startTestServices, type TestServices } from '../../tests/support/services.ts';
import { buildApp } from './app.ts';
import { hashPassword } from './auth/password.ts';
import { createLogger, loggableUrl } from './logger.ts';

/** What the log receives, line by line, as it would reach stdout. */
function capturedLog(level: 'info' | 'debug' = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { log: createLogger({ logLevel: level }, stream), lines, text: () => lines.join('\n') };
}

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

const PASSWORD = 'plum tomato harvest moon';
const EMAIL = 'registrant@example.test';

describe('the log', () => {
  it("never holds a failed sign-up's e-mail and password hash, and still says what failed", async () => {
    const passwordHash = await hashPassword(PASSWORD);
    // Real failed inserts of a sign-up: a NUL the database refuses, and the address taken meanwhile
    // (Postgres names the duplicate value in `detail`). The driver's errors and drizzle's wrapper.
    const insert = (firstName: string) =>
      database.db
        .execute(
          sql`insert into users (email, password_hash, first_name, last_name, role, registered_at, updated_at)
              values (${EMAIL}, ${passwordHash}, ${firstName}, 'Silva', 'member', now(), now())`,
        )
        .then(
          () => null,
          (err: unknown) => err as Error,
        );
    const nul = await insert('Ana\u0000');
    expect(await insert('Ana')).toBeNull();
    const duplicate = await insert('Ana');
    for (const failure of [nul, duplicate]) {
      expect(failure).toBeInstanceOf(Error);
      // Without the serializer the error itself holds them: the test would catch a regression.
      expect(`${failure!.message} ${JSON.stringify(failure)}`).toContain(passwordHash);
    }

    const { log, text, lines } = capturedLog();
    log.error({ err: nul, path: 'auth.register' }, 'procedure failed');
    log.error({ err: duplicate, path: 'auth.register' }, 'procedure failed');
    log.warn(
      {
        input: { email: EMAIL, password: PASSWORD, repeatPassword: PASSWORD },
        user: { email: EMAIL, passwordHash, password_hash: passwordHash },
        session: { token: 'session-token-abc', sessionToken: 'session-token-abc' },
        nested: { deeper: { resetToken: 'reset-token-xyz', verificationToken: 'verify-token-xyz' } },
      },
      'everything that must not be written',
    );
    const written = text();
    for (const secret of [
      passwordHash,
      passwordHash.split('$').at(-1)!,
      PASSWORD,
      'session-token-abc',
      'reset-token-xyz',
      'verify-token-xyz',
    ])
      expect(written).not.toContain(secret);

    for (const line of lines.slice(0, 2)) {
      expect(line).not.toContain(EMAIL);
      const { err } = JSON.parse(line) as {
        err: { type: string; message: string; cause?: { code?: string } };
      };
      expect(err.type).toBe('DrizzleQueryError');
      expect(err.message).toMatch(/^Failed query: insert into users/);
      expect(err.message).toContain('params: [redacted]');
      expect(err.cause?.code).toMatch(/^(22021|23505|22P05)$/);
    }
  });

  it('drops cookies, authorization, Set-Cookie and one-time link secrets from requests', async () => {
    const { log, text } = capturedLog();
    log.info(
      {
        req: { headers: { cookie: 'mp_session=session-cookie-abc', authorization: 'Bearer bearer-abc' } },
        res: { headers: { 'set-cookie': 'mp_session=session-cookie-def; HttpOnly' } },
      },
      'request',
    );
    expect(text()).not.toMatch(/session-cookie-abc|bearer-abc|session-cookie-def/);
    expect(loggableUrl('/confirm-reset-password?token=abcdef&x=1')).toBe(
      '/confirm-reset-password?token=[redacted]&x=1',
    );
    expect(loggableUrl('/?verify=abcdef')).toBe('/?verify=[redacted]');
    expect(loggableUrl('/register?invite=abc')).toBe('/register?invite=[redacted]');
    expect(loggableUrl('/api/trpc/auth.invite?input=%7B%22inviteId%22%3A%22x%22%7D')).toBe(
      '/api/trpc/auth.invite?[redacted]',
    );
    expect(loggableUrl('/api/trpc/recipes.list?input=1')).toBe('/api/trpc/recipes.list?input=1');
  });

  it("censors a child logger's bindings and lists, and leaves the logged object as it was", () => {
    const { log, lines } = capturedLog();
    const logged = {
      items: [{ token: 'list-token-abc', name: 'kept' }],
      deep: { a: { b: { Password: 'pw-abc' } } },
    };
    log.child({ job: 'mail', secret: 'binding-secret-abc' }).info(logged, 'with secrets');
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      job: 'mail',
      secret: '[redacted]',
      items: [{ token: '[redacted]', name: 'kept' }],
      deep: { a: { b: { Password: '[redacted]' } } },
    });
    expect(logged.items[0]!.token).toBe('list-token-abc');
    expect(logged.deep.a.b.Password).toBe('pw-abc');
  });

  it("keeps the app's own request log free of the reset link's token and the session cookie", async () => {
    const { log, text } = capturedLog();
    const app = await buildApp({
      config: services.config,
      database,
      jobs: services.jobs,
      storage: services.storage,
      log,
    });
    try {
      await app.inject({ url: '/confirm-reset-password?token=secret-reset-token-123' });
      await app.inject({
        method: 'POST',
        url: '/api/trpc/auth.login',
        headers: { origin: 'http://app.test', cookie: 'mp_session=secret-session-456' },
        payload: { json: { email: EMAIL, password: PASSWORD } },
      });
    } finally {
      await app.close();
    }
    const written = text();
    expect(written).toContain('request completed');
    expect(written).toContain('/confirm-reset-password?token=[redacted]');
    expect(written).not.toMatch(/secret-reset-token-123|secret-session-456/);
    expect(written).not.toContain(PASSWORD);
  });
});
