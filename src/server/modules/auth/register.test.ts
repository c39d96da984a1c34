import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import {
  callerFor,
  contextFor,
  startTestServices,
  type TestServices,
} from '../../../../tests/support/services.ts';
import { messages } from '../../../shared/messages.ts';
import {
  ZRegisterInput,
  ZRegisterProfessionalInput,
  ZRegisterTrainerInput,
} from '../../../shared/schemas/auth.ts';
import { validateSessionToken } from '../../auth/sessions.ts';
import {
  authTokens,
  invites,
  loginRecords,
  mailOutbox,
  organisations,
  sessions,
  settings,
  users,
} from '../../db/schema/index.ts';
import {
  callerOn,
  expectFailure,
  GOOD_PASSWORD,
  guest,
  mailsTo,
  newAccount,
  signedInWith,
  tokenInLink,
} from './test-support.ts';
import { registerMember, registerProfessional, registerTrainer } from './register.ts';

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

const userByEmail = async (email: string) => {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  return user;
};

async function inviteFor(email: string, role: 'dietitian' | 'nutritionist' = 'dietitian') {
  const [invite] = await database.db.insert(invites).values({ email, role }).returning();
  return invite!;
}

/** A graduation date `years` years from today: claims are at most 7 years ahead. */
const inYears = (years: number) => `${new Date().getUTCFullYear() + years}-06-30`;

async function requireProfessionalApproval() {
  await database.db.insert(settings).values({ id: 1, professionalApprovalRequired: true });
}

describe('auth.register (/register)', () => {
  it('creates an active member, signs them in and mails a verification link', async () => {
    const { caller, cookie } = guest(services);
    const result = await caller.auth.register(
      newAccount({
        email: 'Ana@Example.test',
        gender: 'female',
        birthDate: '1990-05-17',
        phone: '0400 000 000',
      }),
    );

    expect(result).toMatchObject({
      redirectTo: '/',
      me: { role: 'member', status: 'active', emailVerified: false },
    });
    expect(messages[result.messageKey]).toBe('Your account has been created.');
    const user = (await userByEmail('ana@example.test'))!;
    expect(user).toMatchObject({
      role: 'member',
      status: 'active',
      firstName: 'Ana',
      gender: 'female',
      birthDate: '1990-05-17',
      phone: '0400 000 000',
      freeTrialPopUp: true,
      isStudent: false,
      mealSlots: 0,
      downloadCredits: 0,
      brandColor: '#97c81f',
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(user)).not.toContain(GOOD_PASSWORD);

    expect((await validateSessionToken(database.db, cookie.value!))?.user.id).toBe(user.id);
    expect(await database.db.$count(loginRecords, eq(loginRecords.userId, user.id))).toBe(1);

    const [mail] = await mailsTo(services, 'ana@example.test');
    expect(mail).toMatchObject({ template: 'verifyEmail', data: { firstName: 'Ana' } });
    expect(String(mail!.data.link)).toMatch(/^http:\/\/app\.test\/profile\?verify=[a-z2-7]{32}$/);
    expect(tokenInLink(mail!.data.link)).toHaveLength(32);
  });

  it('keeps a student pending, with the organisation’s logo and colour but no unlimited slots or credits yet', async () => {
    const [organisation] = await database.db
      .insert(organisations)
      .values({ name: 'Tasman University', logo: 'logos/1700000000000_tasman.png', hexCode: '#1d4e89' })
      .returning();
    const { caller } = guest(services);
    const result = await caller.auth.register(
      newAccount({ isStudent: true, gradDate: inYears(2), organisationId: organisation!.id }),
    );

    // The admin's approval grants them (student-claims.test.ts).
    expect(result.me).toMatchObject({
      status: 'pending',
      isStudent: true,
      mealSlots: 0,
      downloadCredits: 0,
      brandColor: '#1d4e89',
    });
    const [row] = await database.db
      .select({ user: users, logo: organisations.logo })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(eq(users.id, result.me.id));
    expect(row).toMatchObject({
      logo: 'logos/1700000000000_tasman.png',
      user: { role: 'member', isStudent: true, gradDate: inYears(2), brandColor: '#1d4e89' },
    });
  });

  it('refuses an email address that already has an account', async () => {
    const existing = await createUser(database.db);
    await expectFailure(
      guest(services).caller.auth.register(newAccount({ email: existing.email.toUpperCase() })),
      'CONFLICT',
      'userAlreadyExists',
    );
    expect(messages.userAlreadyExists).toBe('User already exists');
    expect(await database.db.$count(users)).toBe(1);
  });

  it('refuses a common password', async () => {
    await expectFailure(
      guest(services).caller.auth.register(
        newAccount({ password: 'Password1', repeatPassword: 'Password1' }),
      ),
      'BAD_REQUEST',
      'commonPassword',
    );
    expect(await database.db.$count(users)).toBe(0);
  });

  it('refuses an impossible birth date as a form error', async () => {
    const failure = await guest(services)
      .caller.auth.register(newAccount({ birthDate: '2023-02-29' }))
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(TRPCError);
    expect((failure as TRPCError).code).toBe('BAD_REQUEST');
    expect(await database.db.$count(users)).toBe(0);
  });

  it('leaves nothing behind when a step after the account row fails', async () => {
    const invite = await inviteFor('dee@example.test');
    const cookieCtx = guest(services);
    const ctx = contextFor(services, null, { sessionCookie: cookieCtx.cookie });
    const queueDown = {
      ...ctx,
      jobs: {
        ...ctx.jobs,
        send: () => Promise.reject(new Error('the job queue is down')),
      },
    };

    const failure = await callerOn(queueDown)
      .auth.register(newAccount({ email: 'dee@example.test', inviteId: invite.id }))
      .catch((err: unknown) => err);
    expect((failure as TRPCError).code).toBe('INTERNAL_SERVER_ERROR');

    expect(await database.db.$count(users)).toBe(0);
    expect(await database.db.$count(sessions)).toBe(0);
    expect(await database.db.$count(loginRecords)).toBe(0);
    expect(await database.db.$count(authTokens)).toBe(0);
    expect(await database.db.$count(mailOutbox)).toBe(0);
    const [stillPending] = await database.db.select().from(invites).where(eq(invites.id, invite.id));
    expect(stillPending?.status).toBe('pending');
    expect(cookieCtx.cookie.value).toBeNull();

    // The invite and the address are still free for the registration that works.
    const { caller } = guest(services);
    const retried = await caller.auth.register(
      newAccount({ email: 'dee@example.test', inviteId: invite.id }),
    );
    expect(retried.me.role).toBe('dietitian');
  });

  it('refuses a student organisation that does not exist, creating nothing', async () => {
    await expectFailure(
      guest(services).caller.auth.register(
        newAccount({ isStudent: true, gradDate: inYears(2), organisationId: crypto.randomUUID() }),
      ),
      'NOT_FOUND',
      'notFound',
    );
    expect(await database.db.$count(users)).toBe(0);
  });
});

describe('invited registration (/register?invite=)', () => {
  it('shows the invite, registers with its role, and cannot be used twice', async () => {
    const invite = await inviteFor('dee@example.test', 'nutritionist');
    const first = guest(services);
    expect(await first.caller.auth.invite({ inviteId: invite.id })).toEqual({
      email: 'dee@example.test',
      role: 'nutritionist',
    });

    const result = await first.caller.auth.register(
      newAccount({ email: 'dee@example.test', inviteId: invite.id }),
    );
    expect(result).toMatchObject({ redirectTo: '/recipes', me: { role: 'nutritionist', status: 'active' } });
    const [accepted] = await database.db.select().from(invites).where(eq(invites.id, invite.id));
    expect(accepted).toMatchObject({ status: 'accepted', acceptedAt: expect.any(Date) });

    const second = guest(services);
    await expectFailure(second.caller.auth.invite({ inviteId: invite.id }), 'NOT_FOUND', 'inviteInvalid');
    await expectFailure(
      second.caller.auth.register(newAccount({ email: 'someone@example.test', inviteId: invite.id })),
      'NOT_FOUND',
      'inviteInvalid',
    );
    expect(await userByEmail('someone@example.test')).toBeUndefined();
  });

  it('refuses an invite for another address, and keeps it for its own', async () => {
    const invite = await inviteFor('dee@example.test');
    await expectFailure(
      guest(services).caller.auth.register(newAccount({ email: 'eve@example.test', inviteId: invite.id })),
      'NOT_FOUND',
      'inviteInvalid',
    );
    expect(messages.inviteInvalid).toBe('This invitation is no longer valid.');
    expect(await database.db.$count(users)).toBe(0);
    const [row] = await database.db.select().from(invites).where(eq(invites.id, invite.id));
    expect(row?.status).toBe('pending');
  });

  it('answers "no longer valid" for a link that was never an invite', async () => {
    const { caller } = guest(services);
    await expectFailure(caller.auth.invite({ inviteId: 'not-a-uuid' }), 'NOT_FOUND', 'inviteInvalid');
    await expectFailure(caller.auth.invite({ inviteId: crypto.randomUUID() }), 'NOT_FOUND', 'inviteInvalid');
  });

  it('makes an invited professional active even when professionals need approval: the invite is the approval', async () => {
    await requireProfessionalApproval();
    const invite = await inviteFor('dee@example.test');
    const result = await guest(services).caller.auth.register(
      newAccount({ email: 'dee@example.test', inviteId: invite.id }),
    );
    expect(result.me).toMatchObject({ role: 'dietitian', status: 'active' });
  });
});

describe('professional registrations', () => {
  it.each(['dietitian', 'nutritionist', 'naturopath'] as const)(
    'registers a %s with a registration number (/dietitian-registration)',
    async (role) => {
      const { caller, cookie } = guest(services);
      const result = await caller.auth.registerProfessional({
        ...newAccount({ email: `${role}@example.test` }),
        role,
        regNum: 'DAA-12345',
        website: 'https://practice.example',
      });
      expect(result).toMatchObject({ redirectTo: '/recipes', me: { role, status: 'active' } });
      expect(messages[result.messageKey]).toBe('Your account has been created.');
      expect(await userByEmail(`${role}@example.test`)).toMatchObject({
        role,
        regNum: 'DAA-12345',
        website: 'https://practice.example',
        freeTrialPopUp: true,
      });
      expect(cookie.value).not.toBeNull();
    },
  );

  it('registers a personal trainer (/pt-registration)', async () => {
    const result = await guest(services).caller.auth.registerTrainer({
      ...newAccount({ email: 'pat@example.test' }),
      gym: 'Harbour Fitness',
    });
    expect(result).toMatchObject({
      redirectTo: '/meal-plans',
      me: { role: 'personal_trainer', status: 'active' },
    });
    expect(await userByEmail('pat@example.test')).toMatchObject({
      role: 'personal_trainer',
      gym: 'Harbour Fitness',
    });
  });

  it('leaves professionals pending when the setting asks for approval, and members active', async () => {
    await requireProfessionalApproval();
    const dietitian = guest(services);
    const pending = await dietitian.caller.auth.registerProfessional({
      ...newAccount({ email: 'dee@example.test' }),
      role: 'dietitian',
      regNum: 'DAA-1',
    });
    expect(pending.me.status).toBe('pending');
    expect(messages[pending.messageKey]).toBe('Your account has been created and is pending for approval.');
    const trainer = await guest(services).caller.auth.registerTrainer(
      newAccount({ email: 'pat@example.test' }),
    );
    expect(trainer.me.status).toBe('pending');
    const member = await guest(services).caller.auth.register(newAccount({ email: 'mel@example.test' }));
    expect(member.me.status).toBe('active');

    // Signed in, a pending professional sees their status, and nothing that needs an active account.
    const signedIn = await signedInWith(services, dietitian.cookie.value!);
    expect(await signedIn.caller.auth.me()).toMatchObject({ status: 'pending' });
    await expectFailure(signedIn.caller.auth.sendVerificationEmail(), 'FORBIDDEN', 'accountPending');
  });
});

describe('auth.organisations', () => {
  it('refuses text PostgreSQL cannot store as a form error, before anything is written', async () => {
    const { caller } = guest(services);
    for (const firstName of ['Ana\u0000', 'Ana\uD800']) {
      const error = await caller.auth.register(newAccount({ firstName })).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe('BAD_REQUEST');
      expect(((error as TRPCError).cause as Error).message).toContain(messages.textUnsavable);
    }
    expect(await database.db.$count(users)).toBe(0);
  });

  it('refuses the 11th sign-up from one address in an hour, on any form, and writes nothing for it', async () => {
    const start = new Date('2026-03-01T10:00:00Z');
    const from = (ip: string) => contextFor(services, null, { ip });
    const invite = await inviteFor('invited@example.test');
    for (let i = 0; i < 8; i += 1)
      await registerMember(
        from('192.0.2.5'),
        ZRegisterInput.parse(newAccount({ email: `m${i}@example.test` })),
        start,
      );
    await registerTrainer(
      from('192.0.2.5'),
      ZRegisterTrainerInput.parse(newAccount({ email: 'pt@example.test' })),
      start,
    );
    await registerMember(
      from('192.0.2.5'),
      ZRegisterInput.parse(newAccount({ email: 'invited@example.test', inviteId: invite.id })),
      start,
    );
    const usersBefore = await database.db.$count(users);
    const mailsBefore = await database.db.$count(mailOutbox);

    await expectFailure(
      registerProfessional(
        from('192.0.2.5'),
        ZRegisterProfessionalInput.parse(
          newAccount({ email: 'dr@example.test', role: 'dietitian', regNum: 'APD 1' }),
        ),
        start,
      ),
      'TOO_MANY_REQUESTS',
      'tooManyRequests',
    );
    expect(messages.tooManyRequests).toBe('Too many requests. Please try again later');
    expect(await database.db.$count(users)).toBe(usersBefore);
    expect(await database.db.$count(mailOutbox)).toBe(mailsBefore);
    expect(await userByEmail('dr@example.test')).toBeUndefined();

    const otherAddress = await registerMember(
      from('192.0.2.6'),
      ZRegisterInput.parse(newAccount({ email: 'other@example.test' })),
      start,
    );
    expect(otherAddress.messageKey).toBe('registered');
    const nextHour = new Date(start.getTime() + 60 * 60 * 1000);
    const later = await registerMember(
      from('192.0.2.5'),
      ZRegisterInput.parse(newAccount({ email: 'later@example.test' })),
      nextHour,
    );
    expect(later.messageKey).toBe('registered');
  });

  it('lists the organisations by name', async () => {
    await database.db
      .insert(organisations)
      .values([{ name: 'Tasman University' }, { name: 'apex college' }, { name: 'Bay TAFE' }]);
    const list = await callerFor(services, null).auth.organisations();
    expect(list.map((o) => o.name)).toEqual(['apex college', 'Bay TAFE', 'Tasman University']);
    expect(Object.keys(list[0]!)).toEqual(['id', 'name']);
  });
});
