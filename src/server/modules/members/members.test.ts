import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { ROLES, type Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { MEMBERS_PAGE_SIZE } from '../../../shared/schemas/users.ts';
import { createSession } from '../../auth/sessions.ts';
import {
  authTokens,
  creditHistory,
  invites,
  loginRecords,
  mailOutbox,
  recipes,
  sessions,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { renderStoredMail } from '../../integrations/mail/templates.ts';

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

async function adminCaller() {
  const admin = await createUser(database.db, { role: 'admin' });
  return { admin, caller: callerFor(services, actorOf(admin)) };
}

async function userRow(id: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return row;
}

const MINUTE = 60_000;
const START = Date.parse('2026-01-01T00:00:00Z');

describe('members: who may use it', () => {
  it.each(ROLES.filter((r): r is Exclude<Role, 'admin'> => r !== 'admin'))(
    'refuses every procedure to a %s, and changes nothing',
    async (role) => {
      const actor = await createUser(database.db, { role });
      const target = await createUser(database.db, { role: 'member', status: 'pending' });
      const caller = callerFor(services, actorOf(actor));
      const calls = [
        caller.members.list({}),
        caller.members.pendingCount(),
        caller.members.approve({ userId: target.id }),
        caller.members.setRole({ userId: target.id, role: 'admin' }),
        caller.members.setRole({ userId: actor.id, role: 'admin' }),
        caller.members.delete({ userId: target.id }),
        caller.members.invite({ email: 'new.dietitian@example.test' }),
      ];
      for (const call of calls) await expect(call).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await userRow(target.id)).toMatchObject({ status: 'pending', role: 'member' });
      expect((await userRow(actor.id))?.role).toBe(role);
      expect(await database.db.$count(invites)).toBe(0);
    },
  );

  it('refuses a guest', async () => {
    await expect(callerFor(services, null).members.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('members.list', () => {
  it('pages 25 active users newest first, 20 then 5, without repeating or skipping anyone', async () => {
    const admin = await createUser(database.db, { role: 'admin', registeredAt: new Date(START - MINUTE) });
    const made = [];
    for (let i = 0; i < 24; i += 1) {
      // Two users share each registration instant, so the id decides between them.
      made.push(
        await createUser(database.db, { registeredAt: new Date(START + Math.floor(i / 2) * MINUTE) }),
      );
    }
    const caller = callerFor(services, actorOf(admin));

    const first = await caller.members.list({});
    expect(first.members).toHaveLength(MEMBERS_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const second = await caller.members.list({ cursor: first.nextCursor! });
    expect(second.members).toHaveLength(5);
    expect(second.nextCursor).toBeNull();

    const expected = [...made, admin]
      .sort((a, b) => b.registeredAt.getTime() - a.registeredAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((u) => u.id);
    expect(expected).toHaveLength(25);
    expect([...first.members, ...second.members].map((m) => m.id)).toEqual(expected);
  });

  it('pages rows registered within one millisecond, which a Date cursor cannot tell apart', async () => {
    const { caller } = await adminCaller();
    for (let i = 0; i < MEMBERS_PAGE_SIZE + 1; i += 1) {
      const user = await createUser(database.db);
      // Postgres keeps microseconds; a Date keeps milliseconds.
      await database.db
        .update(users)
        .set({ registeredAt: sql`'2026-01-01T00:00:00.123Z'::timestamptz + ${i} * interval '1 microsecond'` })
        .where(eq(users.id, user.id));
    }
    const first = await caller.members.list({});
    const second = await caller.members.list({ cursor: first.nextCursor! });
    const ids = [...first.members, ...second.members].map((m) => m.id);
    expect(ids).toHaveLength(MEMBERS_PAGE_SIZE + 2);
    expect(new Set(ids).size).toBe(MEMBERS_PAGE_SIZE + 2);
  });

  it('filters by status, role and a part of the e-mail, ignoring case', async () => {
    const { caller } = await adminCaller();
    const pending = await createUser(database.db, { role: 'dietitian', status: 'pending' });
    const trainer = await createUser(database.db, { role: 'personal_trainer', email: 'coach.kim@gym.test' });
    await createUser(database.db, { role: 'member', email: 'kimberly@example.test' });
    await createUser(database.db, { role: 'member', email: 'other_one@example.test' });

    const pendingPage = await caller.members.list({ status: 'pending' });
    expect(pendingPage.members.map((m) => m.id)).toEqual([pending.id]);
    expect(pendingPage.members[0]).toMatchObject({ status: 'pending', role: 'dietitian', isStudent: false });

    const active = await caller.members.list({});
    expect(active.members.every((m) => m.status === 'active')).toBe(true);
    expect(active.members).toHaveLength(4);

    const trainers = await caller.members.list({ role: 'personal_trainer' });
    expect(trainers.members.map((m) => m.id)).toEqual([trainer.id]);

    const kims = await caller.members.list({ email: '  KIM ' });
    expect(kims.members.map((m) => m.email).sort()).toEqual(['coach.kim@gym.test', 'kimberly@example.test']);
    const kimTrainers = await caller.members.list({ email: 'kim', role: 'personal_trainer' });
    expect(kimTrainers.members.map((m) => m.id)).toEqual([trainer.id]);

    // '_' is a LIKE wildcard; typed, it means itself.
    const underscore = await caller.members.list({ email: 'r_o' });
    expect(underscore.members.map((m) => m.email)).toEqual(['other_one@example.test']);
    expect((await caller.members.list({ email: '%' })).members).toEqual([]);
  });

  it('counts pending accounts for the badge', async () => {
    const { caller } = await adminCaller();
    expect(await caller.members.pendingCount()).toBe(0);
    await createUser(database.db, { status: 'pending' });
    await createUser(database.db, { status: 'pending', role: 'naturopath' });
    await createUser(database.db);
    expect(await caller.members.pendingCount()).toBe(2);
  });
});

describe('members.approve', () => {
  it('makes a pending account active', async () => {
    const { caller } = await adminCaller();
    const pending = await createUser(database.db, { role: 'dietitian', status: 'pending' });
    const result = await caller.members.approve({ userId: pending.id });
    expect(messages[result.messageKey]).toBe('Account approved');
    expect((await userRow(pending.id))?.status).toBe('active');
    expect(await caller.members.pendingCount()).toBe(0);
  });

  it('answers "User not found." for an unknown user', async () => {
    const { caller } = await adminCaller();
    await expect(caller.members.approve({ userId: crypto.randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'User not found.',
    });
  });
});

describe('members.setRole', () => {
  it("changes another user's role", async () => {
    const { caller } = await adminCaller();
    const member = await createUser(database.db, { role: 'member' });
    const result = await caller.members.setRole({ userId: member.id, role: 'nutritionist' });
    expect(messages[result.messageKey]).toBe('User role updated.');
    expect((await userRow(member.id))?.role).toBe('nutritionist');
  });

  it("refuses the admin's own role, and an unknown user", async () => {
    const { admin, caller } = await adminCaller();
    await expect(caller.members.setRole({ userId: admin.id, role: 'member' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: messages.cannotChangeOwnRole,
    });
    expect((await userRow(admin.id))?.role).toBe('admin');
    await expect(
      caller.members.setRole({ userId: crypto.randomUUID(), role: 'member' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'User not found.' });
  });
});

describe('members.delete', () => {
  it('deletes the user with their sessions, records, tokens, uploads and files', async () => {
    const { admin, caller } = await adminCaller();
    const user = await createUser(database.db, { role: 'dietitian' });
    const bystander = await createUser(database.db);
    const keys = ['profilephotos/1_me.png', 'profilephotos/thumb_1_me.webp', 'recipes/2_cake.jpg'];
    for (const key of keys) await services.storage.put(key, Buffer.from(key), 'image/png');
    await database.db.insert(uploads).values([
      {
        key: keys[0]!,
        folder: 'profilephotos',
        fileName: 'me.png',
        contentType: 'image/png',
        size: 1,
        createdBy: user.id,
      },
      {
        key: keys[2]!,
        folder: 'recipes',
        fileName: 'cake.jpg',
        contentType: 'image/jpeg',
        size: 1,
        createdBy: user.id,
      },
    ]);
    await database.db.update(users).set({ photo: keys[0] }).where(eq(users.id, user.id));
    await createSession(database.db, user.id);
    await createSession(database.db, bystander.id);
    await database.db.insert(loginRecords).values({ userId: user.id });
    await database.db.insert(creditHistory).values({ userId: user.id, type: 'add', planName: 'Pro' });
    await database.db.insert(authTokens).values({
      id: 'token-hash',
      userId: user.id,
      purpose: 'password_reset',
      email: user.email,
      expiresAt: new Date(Date.now() + MINUTE),
    });
    await database.db.insert(invites).values({ email: 'x@example.test', createdBy: admin.id });

    const result = await caller.members.delete({ userId: user.id });
    expect(messages[result.messageKey]).toBe('User successfully deleted.');

    expect(await userRow(user.id)).toBeUndefined();
    expect(await database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect(await database.db.$count(sessions, eq(sessions.userId, bystander.id))).toBe(1);
    expect(await database.db.$count(loginRecords)).toBe(0);
    expect(await database.db.$count(creditHistory)).toBe(0);
    expect(await database.db.$count(authTokens)).toBe(0);
    expect(await database.db.$count(uploads)).toBe(0);
    for (const key of keys) {
      const stored = await services.storage.get(key);
      stored?.body.destroy();
      expect(stored, key).toBeNull();
    }
    expect(await database.db.$count(invites)).toBe(1);
  });

  it('deletes their my recipes and unreviewed recipes, keeping their published ones and those photos', async () => {
    const { caller } = await adminCaller();
    const dana = await createUser(database.db, { role: 'dietitian' });
    const photo = (name: string) => `recipes/3_${name}.jpg`;
    for (const name of ['soup', 'stew', 'salad']) {
      await services.storage.put(photo(name), Buffer.from(name), 'image/jpeg');
      await database.db.insert(uploads).values({
        key: photo(name),
        folder: 'recipes',
        fileName: `${name}.jpg`,
        contentType: 'image/jpeg',
        size: 1,
        createdBy: dana.id,
      });
    }
    const published = await createRecipe(database.db, { userId: dana.id, photoKey: photo('soup') });
    const mine = await createRecipe(database.db, {
      userId: dana.id,
      isPrivate: true,
      photoKey: photo('stew'),
    });
    const pending = await createRecipe(database.db, {
      userId: dana.id,
      status: 'pending',
      photoKey: photo('salad'),
    });

    await caller.members.delete({ userId: dana.id });

    const left = await database.db.select().from(recipes);
    expect(left.map((r) => [r.id, r.userId])).toEqual([[published.id, null]]);
    expect([mine.id, pending.id].every((id) => !left.some((r) => r.id === id))).toBe(true);
    expect((await database.db.select().from(uploads)).map((u) => [u.key, u.createdBy])).toEqual([
      [photo('soup'), null],
    ]);
    const kept = await services.storage.get(photo('soup'));
    kept?.body.destroy();
    expect(kept).not.toBeNull();
    for (const gone of [photo('stew'), photo('salad')]) expect(await services.storage.get(gone)).toBeNull();
  });

  it('answers "User not found." for an unknown user, and refuses to delete the admin themselves', async () => {
    const { admin, caller } = await adminCaller();
    await expect(caller.members.delete({ userId: crypto.randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'User not found.',
    });
    await expect(caller.members.delete({ userId: admin.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: messages.cannotDeleteYourself,
    });
    expect(await userRow(admin.id)).toBeDefined();
  });
});

describe('members.invite', () => {
  it('records a pending dietitian invite and queues the mail with the registration link', async () => {
    const { admin, caller } = await adminCaller();
    const result = await caller.members.invite({ email: ' New.Dietitian@Example.test ' });
    expect(messages[result.messageKey]).toBe('Invitation sent');

    const [invite] = await database.db.select().from(invites);
    expect(invite).toMatchObject({
      id: result.inviteId,
      email: 'new.dietitian@example.test',
      role: 'dietitian',
      status: 'pending',
      createdBy: admin.id,
    });
    const [mail] = await database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ to: 'new.dietitian@example.test', template: 'invite' });
    const rendered = renderStoredMail(mail!.template, mail!.data, { appUrl: services.config.appUrl });
    expect(rendered.ok && rendered.mail.text).toContain(`http://app.test/register?invite=${invite!.id}`);
  });

  it('answers "User already exists" for an address with an account, and invites nobody', async () => {
    const { caller } = await adminCaller();
    const existing = await createUser(database.db, { email: 'taken@example.test' });
    await expect(caller.members.invite({ email: 'TAKEN@example.test' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'User already exists',
    });
    expect(existing.email).toBe('taken@example.test');
    expect(await database.db.$count(invites)).toBe(0);
    expect(await database.db.$count(mailOutbox)).toBe(0);
  });
});
