import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { dayOf } from '../../../shared/billing/entitlements.ts';
import { messages } from '../../../shared/messages.ts';
import { creditHistory, invites, organisations, users } from '../../db/schema/index.ts';
import { expireStudents } from '../billing/expiry.ts';
import { expectFailure, guest, newAccount, signedInWith } from './test-support.ts';

/**
 * Issue 28, point 4: a student claim earns unlimited slots and credits only once an admin approves the
 * account; the graduation date is at most 7 years ahead; an invitation cannot carry a claim.
 */

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

/** The calendar day `years` years (and `days` days) from today, as the date input gives it. */
function dayFromToday(years: number, days = 0): string {
  const today = new Date();
  return dayOf(
    new Date(Date.UTC(today.getUTCFullYear() + years, today.getUTCMonth(), today.getUTCDate() + days)),
  );
}

async function tasman() {
  const [organisation] = await database.db
    .insert(organisations)
    .values({ name: 'Tasman University', hexCode: '#1d4e89' })
    .returning();
  return organisation!;
}

const userRow = async (id: string) => (await database.db.select().from(users).where(eq(users.id, id)))[0];
const userByEmail = async (email: string) =>
  (await database.db.select().from(users).where(eq(users.email, email)))[0];

async function registerStudent(email = 'sam@example.test', gradDate = dayFromToday(3)) {
  const organisation = await tasman();
  const student = guest(services);
  const result = await student.caller.auth.register(
    newAccount({ email, isStudent: true, gradDate, organisationId: organisation.id }),
  );
  return { ...student, result, organisation };
}

/** The zod message the browser shows under the field, from a refused call. */
async function formError(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to be refused');
    },
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe('BAD_REQUEST');
  return ((error as TRPCError).cause as Error).message;
}

async function admin() {
  return callerFor(services, actorOf(await createUser(database.db, { role: 'admin' })));
}

describe('a student claim at registration', () => {
  it('leaves the account pending with no unlimited slots or credits, the claim kept for the admin', async () => {
    const { result, cookie, organisation } = await registerStudent();

    expect(result.me).toMatchObject({ status: 'pending', mealSlots: 0, downloadCredits: 0 });
    expect(messages[result.messageKey]).toBe('Your account has been created and is pending for approval.');
    expect(await userByEmail('sam@example.test')).toMatchObject({
      role: 'member',
      status: 'pending',
      isStudent: true,
      gradDate: dayFromToday(3),
      organisationId: organisation.id,
      brandColor: '#1d4e89',
      mealSlots: 0,
      downloadCredits: 0,
    });
    expect(await database.db.$count(creditHistory)).toBe(0);

    // Signed in, the pending student sees the pending screen and nothing that needs an active account.
    const signedIn = await signedInWith(services, cookie.value!);
    expect(await signedIn.caller.auth.me()).toMatchObject({ status: 'pending', mealSlots: 0 });
    await expectFailure(signedIn.caller.users.profile(), 'FORBIDDEN', 'accountPending');
    expect(messages.accountPending).toBe('Your account is pending for approval.');
  });

  it.each([
    ['in the year 2999', '2999-06-30'],
    ['8 years ahead', dayFromToday(8)],
    ['one day past 7 years ahead', dayFromToday(7, 1)],
  ])('refuses a graduation date %s, creating nothing', async (_label, gradDate) => {
    const organisation = await tasman();
    const message = await formError(
      guest(services).caller.auth.register(
        newAccount({ isStudent: true, gradDate, organisationId: organisation.id }),
      ),
    );
    expect(message).toContain('Enter a graduation date at most 7 years from today.');
    expect(await database.db.$count(users)).toBe(0);
  });

  it.each([
    ['today', dayFromToday(0)],
    ['yesterday', dayFromToday(0, -1)],
    ['in 2001', '2001-12-01'],
  ])('refuses a graduation date %s: it must be in the future', async (_label, gradDate) => {
    const organisation = await tasman();
    const message = await formError(
      guest(services).caller.auth.register(
        newAccount({ isStudent: true, gradDate, organisationId: organisation.id }),
      ),
    );
    expect(message).toContain('Enter a graduation date in the future.');
    expect(await database.db.$count(users)).toBe(0);
  });

  it.each([
    ['tomorrow', dayFromToday(0, 1)],
    ['3 years ahead', dayFromToday(3)],
    ['exactly 7 years ahead', dayFromToday(7)],
  ])('accepts a graduation date %s', async (_label, gradDate) => {
    const { result } = await registerStudent('sam@example.test', gradDate);
    expect(result.me.status).toBe('pending');
    expect((await userByEmail('sam@example.test'))?.gradDate).toBe(gradDate);
  });

  it('refuses a dietitian invitation combined with a student claim, keeping the invitation for its own use', async () => {
    const organisation = await tasman();
    const [invite] = await database.db
      .insert(invites)
      .values({ email: 'dee@example.test', role: 'dietitian' })
      .returning();
    const message = await formError(
      guest(services).caller.auth.register(
        newAccount({
          email: 'dee@example.test',
          inviteId: invite!.id,
          isStudent: true,
          gradDate: dayFromToday(3),
          organisationId: organisation.id,
        }),
      ),
    );
    expect(message).toContain('An invitation cannot be combined with a student claim.');
    expect(await database.db.$count(users)).toBe(0);
    expect((await database.db.select().from(invites))[0]?.status).toBe('pending');

    const invited = await guest(services).caller.auth.register(
      newAccount({ email: 'dee@example.test', inviteId: invite!.id }),
    );
    expect(invited.me).toMatchObject({
      role: 'dietitian',
      isStudent: false,
      mealSlots: 0,
      downloadCredits: 0,
    });
  });
});

describe('the admin approves a student on Members', () => {
  it('lists the pending student with the organisation and graduation date to judge the claim', async () => {
    await registerStudent();
    const page = await (await admin()).members.list({ status: 'pending' });
    expect(page.members).toEqual([
      expect.objectContaining({
        email: 'sam@example.test',
        isStudent: true,
        organisationName: 'Tasman University',
        gradDate: dayFromToday(3),
      }),
    ]);
  });

  it('grants unlimited slots and credits on approval, once, even when approved twice at the same time', async () => {
    const { result, cookie } = await registerStudent();
    const caller = await admin();

    const answers = await Promise.all([
      caller.members.approve({ userId: result.me.id }),
      caller.members.approve({ userId: result.me.id }),
    ]);
    expect(answers.map((a) => messages[a.messageKey])).toEqual(['Account approved', 'Account approved']);
    expect(await userRow(result.me.id)).toMatchObject({
      status: 'active',
      isStudent: true,
      mealSlots: -1,
      downloadCredits: -1,
    });
    const history = await database.db
      .select()
      .from(creditHistory)
      .where(eq(creditHistory.userId, result.me.id));
    expect(history).toEqual([expect.objectContaining({ type: 'add', planName: 'Student access approved' })]);

    const signedIn = await signedInWith(services, cookie.value!);
    expect(await signedIn.caller.auth.me()).toMatchObject({
      status: 'active',
      isStudent: true,
      mealSlots: -1,
      downloadCredits: -1,
    });
  });

  it('starts the student expiry: the sweep after graduation takes the entitlements away', async () => {
    const { result } = await registerStudent('sam@example.test', dayFromToday(0, 2));
    await (await admin()).members.approve({ userId: result.me.id });
    const afterGraduation = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    expect(await expireStudents(database.db, afterGraduation)).toBe(1);
    expect(await userRow(result.me.id)).toMatchObject({ isStudent: false, mealSlots: 0, downloadCredits: 0 });
  });

  it('grants nothing for a claim whose graduation date passed while the account waited', async () => {
    const { result } = await registerStudent();
    await database.db
      .update(users)
      .set({ gradDate: dayFromToday(0, -1) })
      .where(eq(users.id, result.me.id));
    await (await admin()).members.approve({ userId: result.me.id });
    expect(await userRow(result.me.id)).toMatchObject({
      status: 'active',
      isStudent: false,
      mealSlots: 0,
      downloadCredits: 0,
    });
    expect(await database.db.$count(creditHistory)).toBe(0);
  });

  it('approving an account that is already active grants nothing', async () => {
    const student = await createUser(database.db, {
      isStudent: true,
      gradDate: dayFromToday(2),
      mealSlots: 3,
      downloadCredits: 2,
    });
    const answer = await (await admin()).members.approve({ userId: student.id });
    expect(answer.messageKey).toBe('accountApproved');
    expect(await userRow(student.id)).toMatchObject({ status: 'active', mealSlots: 3, downloadCredits: 2 });
    expect(await database.db.$count(creditHistory)).toBe(0);
  });

  it('a pending account that claimed nothing is approved without entitlements', async () => {
    const pending = await createUser(database.db, { role: 'dietitian', status: 'pending' });
    await (await admin()).members.approve({ userId: pending.id });
    expect(await userRow(pending.id)).toMatchObject({ status: 'active', mealSlots: 0, downloadCredits: 0 });
  });

  it('approving the account but refusing the claim leaves a plain member, with nothing of the claim', async () => {
    const { result, cookie } = await registerStudent();
    const answer = await (await admin()).members.approve({ userId: result.me.id, studentClaim: 'refuse' });
    expect(messages[answer.messageKey]).toBe('Account approved');
    expect(await userRow(result.me.id)).toMatchObject({
      status: 'active',
      isStudent: false,
      gradDate: null,
      organisationId: null,
      brandColor: '#97c81f',
      mealSlots: 0,
      downloadCredits: 0,
    });
    expect(await database.db.$count(creditHistory)).toBe(0);
    const signedIn = await signedInWith(services, cookie.value!);
    expect(await signedIn.caller.auth.me()).toMatchObject({
      status: 'active',
      isStudent: false,
      mealSlots: 0,
    });
  });

  it('refusing the claim of an account already active changes nothing', async () => {
    const student = await createUser(database.db, {
      isStudent: true,
      gradDate: dayFromToday(2),
      mealSlots: -1,
      downloadCredits: -1,
    });
    await (await admin()).members.approve({ userId: student.id, studentClaim: 'refuse' });
    expect(await userRow(student.id)).toMatchObject({ isStudent: true, mealSlots: -1, downloadCredits: -1 });
  });

  it('deleting the pending student instead leaves nothing', async () => {
    const { result } = await registerStudent();
    await (await admin()).members.delete({ userId: result.me.id });
    expect(await userRow(result.me.id)).toBeUndefined();
    expect(await database.db.$count(creditHistory)).toBe(0);
  });
});
