import { eq, inArray } from 'drizzle-orm';
import { ZodError } from 'zod';
import { describe, expect, it } from 'vitest';
import { createFolder, createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { messageText, messages } from '../../../shared/messages.ts';
import type { ClientInput } from '../../../shared/schemas/meal-plans.ts';
import { folders, mealPlans, meals } from '../../db/schema/index.ts';
import { folderRow, folderRowsOf, signedIn, useClientsTestEnvironment } from './test-support.ts';

const env = useClientsTestEnvironment();

const jane: ClientInput = {
  client: 'Jane Citizen',
  email: 'jane@example.test',
  promo: 'SPRING24',
  mainMeals: ['breakfast', 'dinner'],
  snacks: 2,
};

/** The field errors of a refused call, as the browser receives them. */
async function fieldErrorsOf(call: Promise<unknown>): Promise<[string, string][]> {
  const refusal = await call.then(
    () => null,
    (err: unknown) => err,
  );
  expect(refusal).toMatchObject({ code: 'BAD_REQUEST' });
  const cause = (refusal as { cause: unknown }).cause;
  expect(cause).toBeInstanceOf(ZodError);
  return (cause as ZodError).issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('clients: who may use it', () => {
  it('refuses a member everything, and changes nothing', async () => {
    const { user: dietitian } = await signedIn(env, 'dietitian');
    const folder = await createFolder(env.database.db, dietitian, { client: 'Jane' });
    const { caller } = await signedIn(env, 'member');
    // One at a time: a refusal nobody awaits yet would be an unhandled rejection.
    const calls = [
      () => caller.clients.list(),
      () => caller.clients.get({ id: folder.id }),
      () => caller.clients.create(jane),
      () => caller.clients.update({ id: folder.id, ...jane }),
      () => caller.clients.delete({ id: folder.id }),
    ];
    for (const call of calls) await expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await env.database.db.$count(folders)).toBe(1);
    expect(await folderRow(env, folder.id)).toMatchObject({ client: 'Jane' });
  });

  it.each(['admin', 'dietitian', 'personal_trainer', 'nutritionist', 'naturopath'] as const)(
    'lets a %s keep clients of their own',
    async (role) => {
      const { caller } = await signedIn(env, role);
      const { id } = await caller.clients.create(jane);
      expect((await caller.clients.list()).map((f) => f.client)).toEqual([
        'Others',
        'copied plans',
        'Jane Citizen',
      ]);
      expect((await caller.clients.get({ id })).client).toBe('Jane Citizen');
    },
  );
});

describe('clients.list', () => {
  it('gives a new professional just the two default folders, made once however often it is asked', async () => {
    const { user, caller } = await signedIn(env, 'dietitian');
    const first = await caller.clients.list();
    expect(first.map((f) => [f.kind, f.client, f.planCount])).toEqual([
      ['others', 'Others', 0],
      ['copied', 'copied plans', 0],
    ]);
    await caller.clients.list();
    await Promise.all([caller.clients.list(), caller.clients.list(), caller.clients.list({ query: 'x' })]);
    const rows = await folderRowsOf(env, user.id);
    expect(rows.map((row) => row.kind).sort()).toEqual(['copied', 'others']);
    expect((await caller.clients.list()).map((f) => f.id)).toEqual(first.map((f) => f.id));
  });

  it('lists the default folders first, then the clients by name ignoring case, with their plan counts', async () => {
    const { user, caller } = await signedIn(env, 'dietitian');
    const zoe = await createFolder(env.database.db, user, { client: 'zoe Adams' });
    const bob = await createFolder(env.database.db, user, { client: 'Bob Brown' });
    await createFolder(env.database.db, user, { client: 'alice Cooper' });
    await createMealPlan(env.database.db, user, { folderId: zoe.id });
    await createMealPlan(env.database.db, user, { folderId: zoe.id });
    await createMealPlan(env.database.db, user, { folderId: zoe.id, recipePlan: true });
    await createMealPlan(env.database.db, user, { folderId: bob.id, recipePlan: true });

    const list = await caller.clients.list();
    expect(list.map((f) => [f.client, f.planCount, f.recipePlanCount])).toEqual([
      ['Others', 0, 0],
      ['copied plans', 0, 0],
      ['alice Cooper', 0, 0],
      ['Bob Brown', 1, 1],
      ['zoe Adams', 3, 1],
    ]);
    expect(list[4]).toMatchObject({
      id: zoe.id,
      kind: null,
      email: zoe.email,
      mainMeals: ['breakfast', 'lunch', 'dinner'],
      snacks: 0,
    });
    expect(list[4]?.updatedAt).toBeInstanceOf(Date);
  });

  it('finds clients by email, promo or name, ignoring case', async () => {
    const { user, caller } = await signedIn(env, 'nutritionist');
    await createFolder(env.database.db, user, {
      client: 'Jane Citizen',
      email: 'jane@example.test',
      promo: 'SPRING24',
    });
    await createFolder(env.database.db, user, {
      client: 'John Smith',
      email: 'john.smith@mail.test',
      promo: 'Autumn_10%',
    });
    await createFolder(env.database.db, user, { client: 'Mary Major', email: '', promo: '' });
    const search = async (query: string) =>
      (await caller.clients.list({ query })).map((folder) => folder.client);

    expect(await search('JANE@EXAMPLE')).toEqual(['Jane Citizen']);
    expect(await search('mail.test')).toEqual(['John Smith']);
    expect(await search('spring')).toEqual(['Jane Citizen']);
    expect(await search('autumn_10%')).toEqual(['John Smith']);
    expect(await search('MARY')).toEqual(['Mary Major']);
    expect(await search('j')).toEqual(['Jane Citizen', 'John Smith', 'Mary Major']);
    // % and _ are letters here, not wildcards.
    expect(await search('%')).toEqual(['John Smith']);
    expect(await search('_')).toEqual(['John Smith']);
    expect(await search('copied')).toEqual(['copied plans']);
    expect(await search('nobody')).toEqual([]);
    // A blank query is no query.
    expect(await search('  ')).toHaveLength(5);
  });

  it("never shows another professional's folders", async () => {
    const { user: other } = await signedIn(env, 'dietitian');
    await createFolder(env.database.db, other, { client: 'Jane Citizen', promo: 'SPRING24' });
    const { caller } = await signedIn(env, 'dietitian');
    expect((await caller.clients.list()).map((f) => f.client)).toEqual(['Others', 'copied plans']);
    expect(await caller.clients.list({ query: 'spring' })).toEqual([]);
  });
});

describe('clients: add, get, update, delete', () => {
  it('adds a client ("Client added"), reads it back, updates it ("Client updated") and deletes it', async () => {
    const { user, caller } = await signedIn(env, 'dietitian');
    const added = await caller.clients.create({
      client: '  Jane Citizen ',
      email: ' Jane@Example.TEST ',
      promo: ' SPRING24 ',
      mainMeals: ['dinner', 'breakfast'],
      snacks: 2,
    });
    expect(messages[added.messageKey]).toBe('Client added');
    const got = await caller.clients.get({ id: added.id });
    expect(got).toMatchObject({
      id: added.id,
      kind: null,
      client: 'Jane Citizen',
      email: 'jane@example.test',
      promo: 'SPRING24',
      mainMeals: ['breakfast', 'dinner'],
      snacks: 2,
      planCount: 0,
    });

    const updated = await caller.clients.update({
      id: added.id,
      client: 'Jane Doe',
      email: '',
      promo: 'SUMMER',
      mainMeals: ['lunch'],
      snacks: 4,
    });
    expect(messages[updated.messageKey]).toBe('Client updated');
    const row = await folderRow(env, added.id);
    expect(row).toMatchObject({
      userId: user.id,
      client: 'Jane Doe',
      email: '',
      promo: 'SUMMER',
      mainMeals: ['lunch'],
      snacks: 4,
    });
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(got.updatedAt.getTime());

    const deleted = await caller.clients.delete({ id: added.id });
    expect(messages[deleted.messageKey]).toBe('Folder successfully deleted');
    expect(deleted.deletedPlans).toBe(0);
    expect(await folderRow(env, added.id)).toBeUndefined();
    await expect(caller.clients.get({ id: added.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: messages.folderNotFound,
    });
  });

  it('takes email and promo as optional, and breakfast, lunch and dinner with no snacks by default', async () => {
    const { caller } = await signedIn(env, 'personal_trainer');
    const { id } = await caller.clients.create({ client: 'Sam' });
    expect(await caller.clients.get({ id })).toMatchObject({
      client: 'Sam',
      email: '',
      promo: '',
      mainMeals: ['breakfast', 'lunch', 'dinner'],
      snacks: 0,
    });
  });

  it("deletes the client's plans and their meals with the folder, and nothing else", async () => {
    const { user, caller } = await signedIn(env, 'dietitian');
    const recipe = await createRecipe(env.database.db);
    const { id } = await caller.clients.create(jane);
    const doomed = [
      await createMealPlan(env.database.db, user, { folderId: id }, [{ recipe }, { recipe: null }]),
      await createMealPlan(env.database.db, user, { folderId: id, recipePlan: true }, [{ recipe }]),
    ];
    const kept = await createMealPlan(env.database.db, user, {}, [{ recipe }]);
    expect((await caller.clients.get({ id })).planCount).toBe(2);

    const result = await caller.clients.delete({ id });
    expect(result).toEqual({ deletedPlans: 2, messageKey: 'folderDeleted' });
    const doomedIds = doomed.map((plan) => plan.id);
    expect(await env.database.db.$count(mealPlans, inArray(mealPlans.id, doomedIds))).toBe(0);
    expect(await env.database.db.$count(meals, inArray(meals.planId, doomedIds))).toBe(0);
    expect(await env.database.db.$count(mealPlans, eq(mealPlans.id, kept.id))).toBe(1);
    expect(await env.database.db.$count(meals, eq(meals.planId, kept.id))).toBe(1);
    expect(await folderRow(env, kept.folderId)).toBeDefined();
  });
});

describe("clients: another professional's folder", () => {
  it('is not found by get, update or delete, and stays as it was', async () => {
    const { user: owner } = await signedIn(env, 'dietitian');
    const folder = await createFolder(env.database.db, owner, { client: 'Jane', promo: 'SPRING24' });
    await createMealPlan(env.database.db, owner, { folderId: folder.id });
    const before = await folderRow(env, folder.id);

    for (const role of ['dietitian', 'admin'] as const) {
      const { caller } = await signedIn(env, role);
      const calls = [
        () => caller.clients.get({ id: folder.id }),
        () => caller.clients.update({ id: folder.id, ...jane }),
        () => caller.clients.delete({ id: folder.id }),
      ];
      for (const call of calls) {
        await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND', message: messages.folderNotFound });
      }
      expect((await caller.clients.list()).map((f) => f.id)).not.toContain(folder.id);
    }
    expect(await folderRow(env, folder.id)).toEqual(before);
    expect(await env.database.db.$count(mealPlans, eq(mealPlans.folderId, folder.id))).toBe(1);
  });

  it('answers a folder id that does not exist the same way', async () => {
    const { caller } = await signedIn(env, 'dietitian');
    await expect(caller.clients.get({ id: crypto.randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: messages.folderNotFound,
    });
  });
});

describe('clients: bad input', () => {
  it('refuses a new client with the field errors, and adds nothing', async () => {
    const { user, caller } = await signedIn(env, 'dietitian');
    expect(
      await fieldErrorsOf(
        caller.clients.create({
          client: '   ',
          email: 'not an email',
          promo: 'P'.repeat(51),
          mainMeals: [],
          snacks: 5,
        }),
      ),
    ).toEqual([
      ['client', 'Enter the client’s name.'],
      ['email', 'The email address is not valid'],
      ['promo', 'The promo must be at most 50 characters.'],
      ['mainMeals', messages.selectOneMainMeal],
      ['snacks', 'Choose 0 to 4 snacks a day.'],
    ]);
    expect(await fieldErrorsOf(caller.clients.create({ ...jane, client: 'N'.repeat(101) }))).toEqual([
      ['client', 'The name must be at most 100 characters.'],
    ]);
    expect(await fieldErrorsOf(caller.clients.create({ ...jane, snacks: 1.5 }))).toEqual([
      ['snacks', 'Choose 0 to 4 snacks a day.'],
    ]);
    expect(await folderRowsOf(env, user.id)).toEqual([]);
  });

  it('refuses a bad update with the field errors, and leaves the client as it was', async () => {
    const { caller } = await signedIn(env, 'dietitian');
    const { id } = await caller.clients.create(jane);
    const before = await folderRow(env, id);
    expect(
      await fieldErrorsOf(caller.clients.update({ id, ...jane, client: '', mainMeals: [], snacks: -1 })),
    ).toEqual([
      ['client', 'Enter the client’s name.'],
      ['mainMeals', messages.selectOneMainMeal],
      ['snacks', 'Choose 0 to 4 snacks a day.'],
    ]);
    expect(await folderRow(env, id)).toEqual(before);
  });
});

describe('clients: the default folders', () => {
  it('cannot be deleted, and keep their plans', async () => {
    const { user, caller } = await signedIn(env, 'dietitian');
    const [others, copied] = await caller.clients.list();
    await createMealPlan(env.database.db, user, { folderId: others!.id });
    for (const folder of [others!, copied!]) {
      await expect(caller.clients.delete({ id: folder.id })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: messageText('defaultFolderNotDeletable', { name: folder.client }),
      });
    }
    expect(await folderRowsOf(env, user.id)).toHaveLength(2);
    expect(await env.database.db.$count(mealPlans, eq(mealPlans.folderId, others!.id))).toBe(1);
  });

  it('cannot be renamed or given an email or promo, but their main meals and snacks can change', async () => {
    const { caller } = await signedIn(env, 'dietitian');
    const [others] = await caller.clients.list();
    const same = { id: others!.id, client: 'Others', email: '', promo: '' };
    for (const change of [{ client: 'Family' }, { email: 'a@b.test' }, { promo: 'X' }]) {
      await expect(
        caller.clients.update({ ...same, mainMeals: ['lunch'], snacks: 1, ...change }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: '“Others” comes with every account: only its main meals and snacks can be changed.',
      });
    }
    expect(await folderRow(env, others!.id)).toMatchObject({
      client: 'Others',
      mainMeals: ['breakfast', 'lunch', 'dinner'],
      snacks: 0,
    });

    const result = await caller.clients.update({ ...same, mainMeals: ['lunch', 'dinner'], snacks: 3 });
    expect(messages[result.messageKey]).toBe('Client updated');
    expect(await folderRow(env, others!.id)).toMatchObject({
      kind: 'others',
      client: 'Others',
      mainMeals: ['lunch', 'dinner'],
      snacks: 3,
    });
  });
});
