import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actorOf, createUser, FACTORY_PASSWORD } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import {
  callerFor,
  contextFor,
  startTestServices,
  type TestServices,
} from '../../../../tests/support/services.ts';
import { messages } from '../../../shared/messages.ts';
import { mailOutbox, users, type UserRow } from '../../db/schema/index.ts';
import { sendVerificationEmail } from './send-verification-email.ts';
import { expectFailure, mailsTo, tokenInLink } from './test-support.ts';
import { verifyEmail } from './verify-email.ts';

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

const DAY = 24 * 60 * 60 * 1000;
const reload = async (user: UserRow) =>
  (await database.db.select().from(users).where(eq(users.id, user.id)))[0]!;

async function verificationTokenFor(email: string): Promise<string> {
  const mails = await mailsTo(services, email);
  expect(mails.at(-1)?.template).toBe('verifyEmail');
  return tokenInLink(mails.at(-1)!.data.link);
}

describe('email verification', () => {
  it('mails a link to the Profile screen that verifies the address once', async () => {
    const user = await createUser(database.db);
    const caller = callerFor(services, actorOf(user));
    const sent = await caller.auth.sendVerificationEmail();
    expect(messages[sent.messageKey]).toBe('Verification email sent.');
    const [mail] = await mailsTo(services, user.email);
    expect(String(mail!.data.link)).toMatch(/^http:\/\/app\.test\/profile\?verify=[a-z2-7]{32}$/);

    const guest = callerFor(services, null);
    const token = await verificationTokenFor(user.email);
    const verified = await guest.auth.verifyEmail({ token });
    expect(messages[verified.messageKey]).toBe('Email address verified.');
    expect((await reload(user)).emailVerifiedAt).toBeInstanceOf(Date);
    expect((await caller.auth.me())?.emailVerified).toBe(true);

    await expectFailure(guest.auth.verifyEmail({ token }), 'BAD_REQUEST', 'linkInvalid');
  });

  it('refuses a link after 24 hours', async () => {
    const user = await createUser(database.db);
    const ctx = { ...contextFor(services, actorOf(user)), actor: actorOf(user) };
    const sentAt = new Date();
    await sendVerificationEmail(ctx, sentAt);
    const token = await verificationTokenFor(user.email);
    await expectFailure(
      verifyEmail(ctx, { token }, new Date(sentAt.getTime() + DAY)),
      'BAD_REQUEST',
      'linkInvalid',
    );
    expect((await reload(user)).emailVerifiedAt).toBeNull();
    expect((await verifyEmail(ctx, { token }, new Date(sentAt.getTime() + DAY - 1000))).messageKey).toBe(
      'emailVerified',
    );
  });

  it('sends at most 5 verification mails an hour', async () => {
    const user = await createUser(database.db);
    const caller = callerFor(services, actorOf(user));
    for (let i = 0; i < 5; i += 1) await caller.auth.sendVerificationEmail();
    await expectFailure(caller.auth.sendVerificationEmail(), 'TOO_MANY_REQUESTS', 'tooManyRequests');
    expect(await database.db.$count(mailOutbox)).toBe(5);
  });

  it('does not verify an address the account has since changed away from', async () => {
    const user = await createUser(database.db);
    const caller = callerFor(services, actorOf(user));
    await caller.auth.sendVerificationEmail();
    const oldToken = await verificationTokenFor(user.email);
    await caller.auth.changeEmail({
      currentPassword: FACTORY_PASSWORD,
      newEmail: 'new.address@example.test',
    });
    await expectFailure(
      callerFor(services, null).auth.verifyEmail({ token: oldToken }),
      'BAD_REQUEST',
      'linkInvalid',
    );
    expect((await reload(user)).emailVerifiedAt).toBeNull();
  });
});

describe('auth.changeEmail', () => {
  it('changes the address after re-authentication, unverifies it and mails a link to the new one', async () => {
    const user = await createUser(database.db, { emailVerifiedAt: new Date() });
    const caller = callerFor(services, actorOf(user));
    const result = await caller.auth.changeEmail({
      currentPassword: FACTORY_PASSWORD,
      newEmail: ' New.Address@Example.test ',
    });
    expect(messages[result.messageKey]).toBe('Email successfully updated.');
    expect(await reload(user)).toMatchObject({ email: 'new.address@example.test', emailVerifiedAt: null });

    const token = await verificationTokenFor('new.address@example.test');
    await callerFor(services, null).auth.verifyEmail({ token });
    expect((await reload(user)).emailVerifiedAt).toBeInstanceOf(Date);
    expect(
      await callerFor(services, null).auth.login({
        email: 'new.address@example.test',
        password: FACTORY_PASSWORD,
      }),
    ).toMatchObject({
      me: { id: user.id, emailVerified: true },
    });
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const user = await createUser(database.db, { emailVerifiedAt: new Date() });
    await expectFailure(
      callerFor(services, actorOf(user)).auth.changeEmail({
        currentPassword: 'not my password',
        newEmail: 'x@example.test',
      }),
      'BAD_REQUEST',
      'currentPasswordWrong',
    );
    expect(messages.currentPasswordWrong).toBe('Your current password is incorrect.');
    expect(await reload(user)).toEqual(user);
    expect(await database.db.$count(mailOutbox)).toBe(0);
  });

  it('refuses an address that another account has', async () => {
    const user = await createUser(database.db);
    const other = await createUser(database.db);
    await expectFailure(
      callerFor(services, actorOf(user)).auth.changeEmail({
        currentPassword: FACTORY_PASSWORD,
        newEmail: other.email,
      }),
      'CONFLICT',
      'userAlreadyExists',
    );
    expect((await reload(user)).email).toBe(user.email);
  });

  it('keeps the verification when the address typed is the current one', async () => {
    const user = await createUser(database.db, { emailVerifiedAt: new Date() });
    const result = await callerFor(services, actorOf(user)).auth.changeEmail({
      currentPassword: FACTORY_PASSWORD,
      newEmail: user.email,
    });
    expect(result.messageKey).toBe('emailUpdated');
    expect((await reload(user)).emailVerifiedAt).toEqual(user.emailVerifiedAt);
    expect(await database.db.$count(mailOutbox)).toBe(0);
  });

  it('is for signed-in, active accounts', async () => {
    await expectFailure(
      callerFor(services, null).auth.changeEmail({
        currentPassword: FACTORY_PASSWORD,
        newEmail: 'x@example.test',
      }),
      'UNAUTHORIZED',
      'notLoggedIn',
    );
    const pending = await createUser(database.db, { role: 'dietitian', status: 'pending' });
    await expectFailure(
      callerFor(services, actorOf(pending)).auth.changeEmail({
        currentPassword: FACTORY_PASSWORD,
        newEmail: 'x@example.test',
      }),
      'FORBIDDEN',
      'accountPending',
    );
  });
});
