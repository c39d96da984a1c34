import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { messages } from '../../../shared/messages.ts';
import { creditHistory, users } from '../../db/schema/index.ts';

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

async function rowOf(id: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('users.profile', () => {
  it('gives the actor their own profile, with links to their photo and logo', async () => {
    const user = await createUser(database.db, {
      role: 'dietitian',
      photo: 'profilephotos/1_me.png',
      customLogo: 'logos/2_brand.png',
      regNum: 'DT-1',
    });
    const profile = await callerFor(services, actorOf(user)).users.profile();
    expect(profile).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'dietitian',
      regNum: 'DT-1',
      brandColor: '#97c81f',
      energyUnit: 'kJ',
      photoUrl: '/files/profilephotos/1_me.png',
      customLogoUrl: '/files/logos/2_brand.png',
      emailVerified: false,
    });
  });

  it('is refused to a guest and to a pending account', async () => {
    await expect(callerFor(services, null).users.profile()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const pending = await createUser(database.db, { status: 'pending' });
    await expect(callerFor(services, actorOf(pending)).users.profile()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: messages.accountPending,
    });
  });
});

describe('users.updateProfile', () => {
  it('saves the fields a user may edit and says so', async () => {
    const user = await createUser(database.db, { role: 'member' });
    const result = await callerFor(services, actorOf(user)).users.updateProfile({
      firstName: '  Ada ',
      lastName: 'Lovelace',
      gender: 'female',
      birthDate: '1990-12-10',
      phone: '',
      website: 'https://ada.example',
      energyUnit: 'Cal',
      brandColor: '#123abc',
    });
    expect(result.messageKey).toBe('profileUpdated');
    expect(messages[result.messageKey]).toBe('Profile successfully updated.');
    expect(result.profile).toMatchObject({ firstName: 'Ada', energyUnit: 'Cal', phone: null });
    const row = await rowOf(user.id);
    expect(row).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 'female',
      birthDate: '1990-12-10',
      phone: null,
      website: 'https://ada.example',
      energyUnit: 'Cal',
      brandColor: '#123abc',
    });
  });

  it.each([
    ['role', 'admin'],
    ['status', 'pending'],
    ['mealSlots', -1],
    ['downloadCredits', -1],
    ['subscriptionEndDate', new Date('2099-01-01')],
  ])('refuses a %s key and leaves the row as it was', async (key, value) => {
    const user = await createUser(database.db, { role: 'member' });
    const before = await rowOf(user.id);
    await expect(
      callerFor(services, actorOf(user)).users.updateProfile({ firstName: 'Eve', [key]: value } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await rowOf(user.id)).toEqual(before);
  });

  it('keeps the registration number for dietitians, nutritionists and naturopaths and the gym for trainers', async () => {
    const dietitian = await createUser(database.db, { role: 'dietitian' });
    await callerFor(services, actorOf(dietitian)).users.updateProfile({ regNum: 'APD-42' });
    expect((await rowOf(dietitian.id)).regNum).toBe('APD-42');

    const trainer = await createUser(database.db, { role: 'personal_trainer' });
    await callerFor(services, actorOf(trainer)).users.updateProfile({ gym: 'Iron Paradise' });
    expect((await rowOf(trainer.id)).gym).toBe('Iron Paradise');
  });

  it("refuses a value for another role's field as a field error, and accepts it blank", async () => {
    const member = await createUser(database.db, { role: 'member' });
    const caller = callerFor(services, actorOf(member));
    const refusal = await caller.users.updateProfile({ regNum: 'X', gym: 'Y' }).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: 'BAD_REQUEST' });
    // A ZodError cause is what the error formatter turns into field errors for the form.
    const cause = (refusal as { cause: unknown }).cause;
    expect(cause).toBeInstanceOf(ZodError);
    expect((cause as ZodError).issues.map((i) => i.path)).toEqual([['regNum'], ['gym']]);
    expect((await rowOf(member.id)).regNum).toBeNull();

    const saved = await caller.users.updateProfile({ firstName: 'Mo', regNum: '', gym: null });
    expect(saved.profile).toMatchObject({ firstName: 'Mo', regNum: null, gym: null });
  });

  it('refuses invalid values with the field named', async () => {
    const user = await createUser(database.db);
    await expect(
      callerFor(services, actorOf(user)).users.updateProfile({ brandColor: 'green' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('users.creditHistory', () => {
  it("lists the actor's own credit changes, newest first, and nobody else's", async () => {
    const user = await createUser(database.db, { role: 'dietitian' });
    const other = await createUser(database.db, { role: 'dietitian' });
    await database.db.insert(creditHistory).values([
      { userId: user.id, type: 'add', planName: 'Starter', date: new Date('2026-01-01T00:00:00Z') },
      { userId: user.id, type: 'minus', planName: 'Week 1', date: new Date('2026-02-01T00:00:00Z') },
      { userId: other.id, type: 'add', planName: 'Not yours', date: new Date('2026-03-01T00:00:00Z') },
    ]);
    const entries = await callerFor(services, actorOf(user)).users.creditHistory();
    expect(entries.map((e) => [e.type, e.planName])).toEqual([
      ['minus', 'Week 1'],
      ['add', 'Starter'],
    ]);
    expect(entries[0]!.date).toEqual(new Date('2026-02-01T00:00:00Z'));
  });
});

describe('users.dismissWelcome', () => {
  it("clears the actor's welcome video flag, and only theirs", async () => {
    const user = await createUser(database.db, { freeTrialPopUp: true });
    const other = await createUser(database.db, { freeTrialPopUp: true });
    await callerFor(services, actorOf(user)).users.dismissWelcome();
    expect((await rowOf(user.id)).freeTrialPopUp).toBe(false);
    expect((await rowOf(other.id)).freeTrialPopUp).toBe(true);
    expect((await callerFor(services, actorOf(user)).auth.me())?.freeTrialPopUp).toBe(false);
  });
});

describe('users.dismissTrialExpired', () => {
  it("clears the actor's free-trial-expired flag, and only theirs", async () => {
    const user = await createUser(database.db, { expiredPopUp: true });
    const other = await createUser(database.db, { expiredPopUp: true });
    await callerFor(services, actorOf(user)).users.dismissTrialExpired();
    expect((await rowOf(user.id)).expiredPopUp).toBe(false);
    expect((await rowOf(other.id)).expiredPopUp).toBe(true);
    expect((await callerFor(services, actorOf(user)).auth.me())?.expiredPopUp).toBe(false);
  });
});
