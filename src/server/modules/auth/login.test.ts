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
import { validateSessionToken } from '../../auth/sessions.ts';
import { loginRecords, sessions } from '../../db/schema/index.ts';
import { login } from './login.ts';
import { expectFailure, guest, signedInWith } from './test-support.ts';

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

describe('auth.me', () => {
  it('is null for a guest', async () => {
    expect(await callerFor(services, null).auth.me()).toBeNull();
  });

  it('gives the shell what it needs about the signed-in user', async () => {
    const user = await createUser(database.db, {
      role: 'dietitian',
      photo: 'profilephotos/1700000000000_me.png',
      mealSlots: 3,
      emailVerifiedAt: new Date(),
    });
    const me = await callerFor(services, actorOf(user)).auth.me();
    expect(me).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'dietitian',
      status: 'active',
      mealSlots: 3,
      emailVerified: true,
      brandColor: '#97c81f',
      photoUrl: '/files/profilephotos/1700000000000_me.png',
    });
  });
});

describe('auth.login', () => {
  it('signs in with a new session, sets the cookie, records the login and sends each role to its page', async () => {
    const cases = [
      ['member', '/'],
      ['admin', '/'],
      ['dietitian', '/recipes'],
      ['nutritionist', '/recipes'],
      ['naturopath', '/recipes'],
      ['personal_trainer', '/meal-plans'],
    ] as const;
    for (const [role, redirectTo] of cases) {
      const user = await createUser(database.db, { role });
      const { caller, cookie } = guest(services, '198.51.100.4');
      const result = await caller.auth.login({ email: user.email.toUpperCase(), password: FACTORY_PASSWORD });
      expect(result.redirectTo).toBe(redirectTo);
      expect(result.me).toMatchObject({ id: user.id, role });
      expect(messages[result.messageKey]).toBe('You are successfully logged in.');
      expect((await validateSessionToken(database.db, cookie.value!))?.user.id).toBe(user.id);
      const records = await database.db.select().from(loginRecords).where(eq(loginRecords.userId, user.id));
      expect(records).toEqual([expect.objectContaining({ ip: '198.51.100.4' })]);
    }
  });

  it('keeps the browser it came from with the session and the login record', async () => {
    const user = await createUser(database.db);
    const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)';
    await login(contextFor(services, null, { ip: '203.0.113.9', userAgent: browser }), {
      email: user.email,
      password: FACTORY_PASSWORD,
    });
    const [record] = await database.db.select().from(loginRecords).where(eq(loginRecords.userId, user.id));
    expect(record).toMatchObject({ ip: '203.0.113.9', userAgent: browser });
    const [session] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session).toMatchObject({ ip: '203.0.113.9', userAgent: browser });
  });

  it('gives a new token at every login and ends the session the browser still carried', async () => {
    const user = await createUser(database.db);
    const first = guest(services);
    await first.caller.auth.login({ email: user.email, password: FACTORY_PASSWORD });
    const again = await signedInWith(services, first.cookie.value!);
    await again.caller.auth.login({ email: user.email, password: FACTORY_PASSWORD });

    expect(again.cookie.value).not.toBe(first.cookie.value);
    expect(await validateSessionToken(database.db, first.cookie.value!)).toBeNull();
    expect(await validateSessionToken(database.db, again.cookie.value!)).not.toBeNull();
    expect(await database.db.$count(loginRecords, eq(loginRecords.userId, user.id))).toBe(2);
  });

  it('refuses a wrong password and an unknown address with the same answer, and signs nobody in', async () => {
    const user = await createUser(database.db);
    const { caller, cookie } = guest(services);
    await expectFailure(
      caller.auth.login({ email: user.email, password: 'not the password' }),
      'UNAUTHORIZED',
      'invalidCredentials',
    );
    await expectFailure(
      caller.auth.login({ email: 'nobody@example.test', password: FACTORY_PASSWORD }),
      'UNAUTHORIZED',
      'invalidCredentials',
    );
    expect(cookie.value).toBeNull();
    expect(await database.db.$count(sessions)).toBe(0);
    expect(await database.db.$count(loginRecords)).toBe(0);
  });

  it('takes about as long for an unknown address as for a wrong password', async () => {
    const user = await createUser(database.db);
    const { caller } = guest(services);
    const timed = async (email: string) => {
      const started = performance.now();
      await caller.auth.login({ email, password: 'not the password' }).catch(() => undefined);
      return performance.now() - started;
    };
    await timed('warm-up@example.test');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await timed(user.email));
      unknown.push(await timed(`nobody${i}@example.test`));
    }
    // Both pay for an argon2 verification; without the dummy hash the unknown address would answer at once.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.3);
  });

  it('lets a pending account sign in, and `me` then says pending', async () => {
    const user = await createUser(database.db, { role: 'dietitian', status: 'pending' });
    const { caller, cookie } = guest(services);
    const result = await caller.auth.login({ email: user.email, password: FACTORY_PASSWORD });
    expect(result.me.status).toBe('pending');
    const signedIn = await signedInWith(services, cookie.value!);
    expect(await signedIn.caller.auth.me()).toMatchObject({ id: user.id, status: 'pending' });
  });

  it("stops an address guessing one account's password without locking the owner out elsewhere", async () => {
    const user = await createUser(database.db);
    const start = new Date();
    const attacker = contextFor(services, null, { ip: '192.0.2.66' });
    const attackerWaits: number[] = [];
    const waitAs = (waits: number[]) => async (ms: number) => void waits.push(ms);
    for (let i = 0; i < 50; i += 1) {
      const guess = login(
        attacker,
        { email: user.email, password: `wrong ${i}` },
        start,
        waitAs(attackerWaits),
      );
      if (i < 10) await expectFailure(guess, 'UNAUTHORIZED', 'invalidCredentials');
      else await expectFailure(guess, 'TOO_MANY_REQUESTS', 'tooManyLoginAttempts');
    }
    // Past its tries the address is refused before the password is checked: a right guess tells nothing.
    await expectFailure(
      login(attacker, { email: user.email, password: FACTORY_PASSWORD }, start),
      'TOO_MANY_REQUESTS',
      'tooManyLoginAttempts',
    );
    // Its wrong answers came back later and later.
    expect(attackerWaits).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000, 5000, 5000]);

    const ownerWaits: number[] = [];
    const owner = contextFor(services, null, { ip: '198.51.100.20' });
    const signedIn = await login(
      owner,
      { email: user.email, password: FACTORY_PASSWORD },
      start,
      waitAs(ownerWaits),
    );
    expect(signedIn.me.id).toBe(user.id);
    expect(ownerWaits).toEqual([]);

    // The owner's own typos from another address are slowed, never refused until that address has used its tries.
    const typo = login(owner, { email: user.email, password: 'typo' }, start, waitAs(ownerWaits));
    await expectFailure(typo, 'UNAUTHORIZED', 'invalidCredentials');
    expect(ownerWaits).toEqual([5000]);

    const later = new Date(start.getTime() + 15 * 60 * 1000);
    expect((await login(attacker, { email: user.email, password: FACTORY_PASSWORD }, later)).me.id).toBe(
      user.id,
    );
  });

  it('slows guesses spread over many addresses, and never holds back the right password', async () => {
    const user = await createUser(database.db);
    const start = new Date();
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    for (let i = 0; i < 30; i += 1) {
      await expectFailure(
        login(
          contextFor(services, null, { ip: `192.0.2.${i}` }),
          { email: user.email, password: `wrong ${i}` },
          start,
          wait,
        ),
        'UNAUTHORIZED',
        'invalidCredentials',
      );
    }
    expect(waits.slice(0, 8)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000]);
    expect(waits.slice(8).every((ms) => ms === 5000)).toBe(true);
    waits.length = 0;
    const ctx = contextFor(services, null, { ip: '192.0.2.200' });
    expect((await login(ctx, { email: user.email, password: FACTORY_PASSWORD }, start, wait)).me.id).toBe(
      user.id,
    );
    expect(waits).toEqual([]);
  });

  it('lets an address that got the password right start its count over', async () => {
    const user = await createUser(database.db);
    const { caller } = guest(services, '203.0.113.50');
    const noWait = async () => undefined;
    const ctx = contextFor(services, null, { ip: '203.0.113.50' });
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 9; i += 1) {
        await expectFailure(
          login(ctx, { email: user.email, password: `typo ${i}` }, new Date(), noWait),
          'UNAUTHORIZED',
          'invalidCredentials',
        );
      }
      expect((await caller.auth.login({ email: user.email, password: FACTORY_PASSWORD })).me.id).toBe(
        user.id,
      );
    }
  });

  it('refuses an address after 50 attempts from it, whichever accounts they were for', async () => {
    const user = await createUser(database.db);
    const busy = guest(services, '203.0.113.9');
    for (let i = 0; i < 50; i += 1) {
      await expectFailure(
        busy.caller.auth.login({ email: `guess${i}@example.test`, password: 'not the password' }),
        'UNAUTHORIZED',
        'invalidCredentials',
      );
    }
    await expectFailure(
      busy.caller.auth.login({ email: user.email, password: FACTORY_PASSWORD }),
      'TOO_MANY_REQUESTS',
      'tooManyLoginAttempts',
    );
    const elsewhere = guest(services, '203.0.113.10');
    expect((await elsewhere.caller.auth.login({ email: user.email, password: FACTORY_PASSWORD })).me.id).toBe(
      user.id,
    );
  });
});
