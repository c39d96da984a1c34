import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../tests/setup/test-db.ts';
import { sessions } from '../db/schema/index.ts';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_INACTIVITY_MS,
  createSession,
  invalidateSession,
  invalidateUserSessions,
  validateSessionToken,
} from './sessions.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database.db);
});

const DAY = 24 * 60 * 60 * 1000;

describe('sessions', () => {
  it('stores only a hash of the secret, and gives the user back for the right token only', async () => {
    const user = await createUser(database.db);
    const { token, id } = await createSession(database.db, user.id);
    const [, secret] = token.split('.');
    expect(secret!.length).toBeGreaterThanOrEqual(26); // 20 random bytes = 160 bits
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(Buffer.from(row!.secretHash).toString()).not.toContain(secret!);

    expect((await validateSessionToken(database.db, token))?.user.id).toBe(user.id);
    expect(await validateSessionToken(database.db, `${id}.${'a'.repeat(32)}`)).toBeNull();
    expect(await validateSessionToken(database.db, 'garbage')).toBeNull();
    expect(await validateSessionToken(database.db, `${token}.extra`)).toBeNull();
  });

  it('ends a session unused for 7 days, and slides the expiry of one in use', async () => {
    const user = await createUser(database.db);
    const start = new Date('2026-01-01T00:00:00Z');
    const { token } = await createSession(database.db, user.id, {}, start);

    const early = await validateSessionToken(database.db, token, new Date(start.getTime() + DAY));
    expect(early?.renewed).toBe(false);

    const later = new Date(start.getTime() + 5 * DAY);
    const renewed = await validateSessionToken(database.db, token, later);
    expect(renewed?.renewed).toBe(true);
    expect(renewed?.expiresAt.getTime()).toBe(later.getTime() + SESSION_INACTIVITY_MS);

    const idle = new Date(later.getTime() + SESSION_INACTIVITY_MS + 1);
    expect(await validateSessionToken(database.db, token, idle)).toBeNull();
    expect(await database.db.$count(sessions)).toBe(0);
  });

  it('ends a session at its absolute lifetime however active it is', async () => {
    const user = await createUser(database.db);
    const start = new Date('2026-01-01T00:00:00Z');
    const { token } = await createSession(database.db, user.id, {}, start);
    for (let day = 4; day < 30; day += 4) {
      expect(
        await validateSessionToken(database.db, token, new Date(start.getTime() + day * DAY)),
      ).not.toBeNull();
    }
    expect(
      await validateSessionToken(database.db, token, new Date(start.getTime() + SESSION_ABSOLUTE_MS)),
    ).toBeNull();
  });

  it('revokes one session, or all of a user but the current one', async () => {
    const user = await createUser(database.db);
    const other = await createUser(database.db);
    const a = await createSession(database.db, user.id);
    const b = await createSession(database.db, user.id);
    const c = await createSession(database.db, user.id);
    const o = await createSession(database.db, other.id);

    await invalidateSession(database.db, a.id);
    expect(await validateSessionToken(database.db, a.token)).toBeNull();

    await invalidateUserSessions(database.db, user.id, b.id);
    expect(await validateSessionToken(database.db, b.token)).not.toBeNull();
    expect(await validateSessionToken(database.db, c.token)).toBeNull();
    expect(await validateSessionToken(database.db, o.token)).not.toBeNull();
  });
});
