import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { messages } from '../../../shared/messages.ts';
import { validateSessionToken } from '../../auth/sessions.ts';
import { sessions, users, type UserRow } from '../../db/schema/index.ts';
import { GOOD_PASSWORD, guest, mailsTo, signedInWith, tokenInLink } from './test-support.ts';

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

/** Signs the user in from `count` browsers; returns each browser's session token. */
async function signInFrom(user: UserRow, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const browser = guest(services);
    await browser.caller.auth.login({ email: user.email, password: FACTORY_PASSWORD });
    tokens.push(browser.cookie.value!);
  }
  return tokens;
}

const isValid = async (token: string) => (await validateSessionToken(database.db, token)) !== null;

describe('sessions end on the server', () => {
  it('at logout: that session only, and the cookie is cleared', async () => {
    const user = await createUser(database.db);
    const [mine, elsewhere] = await signInFrom(user, 2);
    const browser = await signedInWith(services, mine!);

    const result = await browser.caller.auth.logout();
    expect(messages[result.messageKey]).toBe('You have been signed out.');
    expect(browser.cookie.value).toBeNull();
    expect(await isValid(mine!)).toBe(false);
    expect(await isValid(elsewhere!)).toBe(true);

    // A guest signing out (an expired cookie) is no error.
    expect((await guest(services).caller.auth.logout()).messageKey).toBe('loggedOut');
  });

  it('at a password change: every other session, keeping the one that changed it', async () => {
    const user = await createUser(database.db);
    const [current, other, third] = await signInFrom(user, 3);
    const browser = await signedInWith(services, current!);

    const result = await browser.caller.auth.changePassword({
      currentPassword: FACTORY_PASSWORD,
      newPassword: GOOD_PASSWORD,
      repeatPassword: GOOD_PASSWORD,
    });
    expect(messages[result.messageKey]).toBe('Password successfully updated');
    expect(await isValid(current!)).toBe(true);
    expect(await isValid(other!)).toBe(false);
    expect(await isValid(third!)).toBe(false);
    expect(
      (await guest(services).caller.auth.login({ email: user.email, password: GOOD_PASSWORD })).me.id,
    ).toBe(user.id);
  });

  it('at a password reset: every session', async () => {
    const user = await createUser(database.db);
    const tokens = await signInFrom(user, 2);
    const { caller } = guest(services);
    await caller.auth.requestPasswordReset({ email: user.email });
    const [mail] = await mailsTo(services, user.email);
    await caller.auth.confirmPasswordReset({ token: tokenInLink(mail!.data.link), password: GOOD_PASSWORD });
    for (const token of tokens) expect(await isValid(token)).toBe(false);
    expect(await database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
  });

  it('when the account is deleted: its sessions go with its row', async () => {
    const user = await createUser(database.db);
    const other = await createUser(database.db);
    const tokens = await signInFrom(user, 2);
    const [otherToken] = await signInFrom(other, 1);
    await database.db.delete(users).where(eq(users.id, user.id));
    for (const token of tokens) expect(await isValid(token)).toBe(false);
    expect(await database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect(await isValid(otherToken!)).toBe(true);
  });
});
