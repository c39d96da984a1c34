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
import { changeEmail, confirmEmailChange } from './change-email.ts';
import { queueVerificationMail, sendVerificationEmail } from './send-verification-email.ts';
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

async function changeTokenFor(email: string): Promise<string> {
  const mails = await mailsTo(services, email);
  expect(mails.at(-1)?.template).toBe('confirmEmailChange');
  return tokenInLink(mails.at(-1)!.data.link);
}

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
    await callerFor(services, null).auth.confirmEmailChange({
      token: await changeTokenFor('new.address@example.test'),
    });
    const changed = await reload(user);
    await expectFailure(
      callerFor(services, null).auth.verifyEmail({ token: oldToken }),
      'BAD_REQUEST',
      'linkInvalid',
    );
    expect(await reload(user)).toEqual(changed);
  });
});

describe('auth.changeEmail', () => {
  it('changes nothing until the link mailed to the new address is opened, then changes it verified', async () => {
    const user = await createUser(database.db);
    const caller = callerFor(services, actorOf(user));
    const result = await caller.auth.changeEmail({
      currentPassword: FACTORY_PASSWORD,
      newEmail: ' New.Address@Example.test ',
    });
    expect(result.messageKey).toBe('emailChangeSent');
    expect(messages[result.messageKey]).toMatch(/confirm/i);
    // Asked for, not done: the account keeps its address, and the new one signs no one in.
    expect(await reload(user)).toEqual(user);
    await expectFailure(
      callerFor(services, null).auth.login({ email: 'new.address@example.test', password: FACTORY_PASSWORD }),
      'UNAUTHORIZED',
      'invalidCredentials',
    );
    const [mail] = await mailsTo(services, 'new.address@example.test');
    expect(mail).toMatchObject({ template: 'confirmEmailChange' });
    expect(String(mail!.data.link)).toMatch(/^http:\/\/app\.test\/profile\?confirmEmail=[a-z2-7]{32}$/);
    expect(await mailsTo(services, user.email)).toEqual([]);

    const token = tokenInLink(mail!.data.link);
    const confirmed = await callerFor(services, null).auth.confirmEmailChange({ token });
    expect(messages[confirmed.messageKey]).toBe('Email successfully updated.');
    const changed = await reload(user);
    expect(changed).toMatchObject({ email: 'new.address@example.test' });
    expect(changed.emailVerifiedAt).toBeInstanceOf(Date);
    // The old address is told, in case it was not its owner who changed it.
    expect(await mailsTo(services, user.email)).toMatchObject([
      { template: 'emailChanged', data: { newEmail: 'new.address@example.test' } },
    ]);
    expect(
      await callerFor(services, null).auth.login({
        email: 'new.address@example.test',
        password: FACTORY_PASSWORD,
      }),
    ).toMatchObject({ me: { id: user.id, email: 'new.address@example.test', emailVerified: true } });

    await expectFailure(
      callerFor(services, null).auth.confirmEmailChange({ token }),
      'BAD_REQUEST',
      'linkInvalid',
    );
  });

  it('keeps only the latest request: an earlier link changes nothing', async () => {
    const user = await createUser(database.db);
    const caller = callerFor(services, actorOf(user));
    await caller.auth.changeEmail({ currentPassword: FACTORY_PASSWORD, newEmail: 'first@example.test' });
    const first = await changeTokenFor('first@example.test');
    await caller.auth.changeEmail({ currentPassword: FACTORY_PASSWORD, newEmail: 'second@example.test' });
    await expectFailure(
      callerFor(services, null).auth.confirmEmailChange({ token: first }),
      'BAD_REQUEST',
      'linkInvalid',
    );
    expect((await reload(user)).email).toBe(user.email);
    await callerFor(services, null).auth.confirmEmailChange({
      token: await changeTokenFor('second@example.test'),
    });
    expect((await reload(user)).email).toBe('second@example.test');
  });

  it('refuses a link after 24 hours, and a verification link is no change link', async () => {
    const user = await createUser(database.db);
    const ctx = { ...contextFor(services, actorOf(user)), actor: actorOf(user) };
    const askedAt = new Date();
    await changeEmail(ctx, { currentPassword: FACTORY_PASSWORD, newEmail: 'late@example.test' }, askedAt);
    const token = await changeTokenFor('late@example.test');
    await expectFailure(
      confirmEmailChange(ctx, { token }, new Date(askedAt.getTime() + DAY)),
      'BAD_REQUEST',
      'linkInvalid',
    );
    await ctx.db.transaction((tx) => queueVerificationMail(tx, ctx, user, askedAt));
    await expectFailure(
      confirmEmailChange(ctx, { token: await verificationTokenFor(user.email) }),
      'BAD_REQUEST',
      'linkInvalid',
    );
    expect(await reload(user)).toEqual(user);
  });

  it('of two links to one address opened at once, one changes its account and the other is refused', async () => {
    const [ann, bob] = [await createUser(database.db), await createUser(database.db)];
    const tokens: string[] = [];
    for (const user of [ann, bob]) {
      await callerFor(services, actorOf(user)).auth.changeEmail({
        currentPassword: FACTORY_PASSWORD,
        newEmail: 'shared@example.test',
      });
      tokens.push(await changeTokenFor('shared@example.test'));
    }
    const results = await Promise.allSettled(
      tokens.map((token) => callerFor(services, null).auth.confirmEmailChange({ token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected')!;
    await expectFailure(Promise.reject(refused.reason), 'CONFLICT', 'userAlreadyExists');
    const after = [await reload(ann), await reload(bob)];
    expect(after.filter((user) => user.email === 'shared@example.test')).toHaveLength(1);
    const refusedOne = after.find((user) => user.email !== 'shared@example.test')!;
    expect(refusedOne.email).toBe(refusedOne.id === ann.id ? ann.email : bob.email);
  });

  it('sends at most 5 change mails an hour', async () => {
    const user = await createUser(database.db);
    const caller = callerFor(services, actorOf(user));
    for (let i = 0; i < 5; i += 1) {
      await caller.auth.changeEmail({ currentPassword: FACTORY_PASSWORD, newEmail: `n${i}@example.test` });
    }
    await expectFailure(
      caller.auth.changeEmail({ currentPassword: FACTORY_PASSWORD, newEmail: 'n5@example.test' }),
      'TOO_MANY_REQUESTS',
      'tooManyRequests',
    );
    expect(await database.db.$count(mailOutbox)).toBe(5);
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

  it('refuses an address that another account has, and mails nothing', async () => {
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
    expect(await database.db.$count(mailOutbox)).toBe(0);
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
