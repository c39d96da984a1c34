import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actorOf, createUser, FACTORY_PASSWORD } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { users } from '../../db/schema/index.ts';
import { expectFailure, GOOD_PASSWORD, guest } from './test-support.ts';

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

const passwordHashOf = async (id: string) =>
  (await database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;

describe('auth.changePassword', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const user = await createUser(database.db);
    await expectFailure(
      callerFor(services, actorOf(user)).auth.changePassword({
        currentPassword: 'not my password',
        newPassword: GOOD_PASSWORD,
        repeatPassword: GOOD_PASSWORD,
      }),
      'BAD_REQUEST',
      'currentPasswordWrong',
    );
    expect(await passwordHashOf(user.id)).toBe(user.passwordHash);
  });

  it('refuses a common new password', async () => {
    const user = await createUser(database.db);
    await expectFailure(
      callerFor(services, actorOf(user)).auth.changePassword({
        currentPassword: FACTORY_PASSWORD,
        newPassword: 'qwertyuiop',
        repeatPassword: 'qwertyuiop',
      }),
      'BAD_REQUEST',
      'commonPassword',
    );
    expect(await passwordHashOf(user.id)).toBe(user.passwordHash);
  });

  it('counts wrong current passwords with failed logins, so a stolen session cannot guess the password', async () => {
    const user = await createUser(database.db);
    const caller = callerFor(services, actorOf(user));
    const attempt = (currentPassword: string) =>
      caller.auth.changePassword({
        currentPassword,
        newPassword: GOOD_PASSWORD,
        repeatPassword: GOOD_PASSWORD,
      });
    for (let i = 0; i < 10; i += 1)
      await expectFailure(attempt(`guess ${i}`), 'BAD_REQUEST', 'currentPasswordWrong');
    await expectFailure(attempt(FACTORY_PASSWORD), 'TOO_MANY_REQUESTS', 'tooManyLoginAttempts');
    await expectFailure(
      guest(services).caller.auth.login({ email: user.email, password: FACTORY_PASSWORD }),
      'TOO_MANY_REQUESTS',
      'tooManyLoginAttempts',
    );
  });
});
