import { eq } from 'drizzle-orm';
import type { ZodError } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { ROLES, type Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { FOOD_REPORTS_PAGE_SIZE } from '../../../shared/schemas/foods.ts';
import { foodReports, users } from '../../db/schema/index.ts';
import { FOOD_REPORTS_PER_USER } from './submit-food-report.ts';

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

async function callerAs(role: Role) {
  const user = await createUser(database.db, { role });
  return { user, caller: callerFor(services, actorOf(user)) };
}

describe('foodReports.submit', () => {
  it.each(ROLES)('lets a %s report a published food, which the admin then sees', async (role) => {
    const { user, caller } = await callerAs(role);
    const food = await createFood(database.db, { name: 'Rolled oats' });
    const result = await caller.foodReports.submit({ foodId: food.id, message: '  Fibre looks too high.  ' });
    expect(messages[result.messageKey]).toBe('Report submitted');

    const { caller: admin } = await callerAs('admin');
    const page = await admin.foodReports.list({ status: 'pending' });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      foodId: food.id,
      foodName: 'Rolled oats',
      message: 'Fibre looks too high.',
      status: 'pending',
      reportedBy: `${user.firstName} ${user.lastName}`,
      resolvedAt: null,
    });
  });

  it("lets a professional report their own pending food, but not another professional's", async () => {
    const { user: dietitian, caller } = await callerAs('dietitian');
    const other = await createUser(database.db, { role: 'nutritionist' });
    const own = await createFood(database.db, { status: 'pending', src: 'Custom', createdBy: dietitian.id });
    const theirs = await createFood(database.db, { status: 'pending', src: 'Custom', createdBy: other.id });

    await expect(caller.foodReports.submit({ foodId: own.id, message: 'Typo in the name' })).resolves.toEqual(
      {
        messageKey: 'reportSubmitted',
      },
    );
    await expect(
      caller.foodReports.submit({ foodId: theirs.id, message: 'Typo in the name' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Food not found.' });
    expect(await database.db.$count(foodReports, eq(foodReports.foodId, theirs.id))).toBe(0);
  });

  it('answers "Food not found." for a hidden food, an unknown id, and lets the admin report any food', async () => {
    const { caller: member } = await callerAs('member');
    const hidden = await createFood(database.db, { status: 'hidden' });
    await expect(member.foodReports.submit({ foodId: hidden.id, message: 'Wrong' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: messages.foodNotFound,
    });
    await expect(
      member.foodReports.submit({ foodId: crypto.randomUUID(), message: 'Wrong' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: messages.foodNotFound });

    const { caller: admin } = await callerAs('admin');
    await expect(admin.foodReports.submit({ foodId: hidden.id, message: 'Check it' })).resolves.toEqual({
      messageKey: 'reportSubmitted',
    });
  });

  it('refuses an empty message with a field error', async () => {
    const { caller } = await callerAs('member');
    const food = await createFood(database.db);
    const refusal = await caller.foodReports.submit({ foodId: food.id, message: '   ' }).catch((e) => e);
    expect(refusal).toMatchObject({ code: 'BAD_REQUEST' });
    expect((refusal as { cause: ZodError }).cause.issues).toMatchObject([
      { path: ['message'], message: 'Tell us what is wrong.' },
    ]);
    expect(await database.db.$count(foodReports)).toBe(0);
  });

  it('stops one user from flooding the admins, without stopping anyone else', async () => {
    const { caller } = await callerAs('member');
    const food = await createFood(database.db);
    for (let i = 0; i < FOOD_REPORTS_PER_USER.max; i += 1) {
      await caller.foodReports.submit({ foodId: food.id, message: `Problem ${i}` });
    }
    await expect(caller.foodReports.submit({ foodId: food.id, message: 'One more' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: messages.tooManyRequests,
    });
    expect(await database.db.$count(foodReports)).toBe(FOOD_REPORTS_PER_USER.max);

    const { caller: someoneElse } = await callerAs('dietitian');
    await expect(someoneElse.foodReports.submit({ foodId: food.id, message: 'Me too' })).resolves.toEqual({
      messageKey: 'reportSubmitted',
    });
  });
});

describe('foodReports.list and resolve', () => {
  it.each(ROLES.filter((role) => role !== 'admin'))('refuses a %s', async (role) => {
    const { user, caller } = await callerAs(role);
    const food = await createFood(database.db);
    const [report] = await database.db
      .insert(foodReports)
      .values({ foodId: food.id, userId: user.id, message: 'Wrong' })
      .returning();
    await expect(caller.foodReports.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller.foodReports.resolve({ reportId: report!.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const [row] = await database.db.select().from(foodReports).where(eq(foodReports.id, report!.id));
    expect(row?.status).toBe('pending');
  });

  it('pages pending reports newest first, and moves a resolved one to the resolved list', async () => {
    const { caller: admin } = await callerAs('admin');
    const reporter = await createUser(database.db, { role: 'member' });
    const food = await createFood(database.db, { name: 'Cheddar cheese' });
    const start = Date.parse('2026-03-01T08:00:00Z');
    const made = [];
    for (let i = 0; i < FOOD_REPORTS_PAGE_SIZE + 3; i += 1) {
      const [row] = await database.db
        .insert(foodReports)
        .values({
          foodId: food.id,
          userId: reporter.id,
          message: `Report ${i}`,
          createdAt: new Date(start + i * 60_000),
        })
        .returning();
      made.push(row!);
    }

    const first = await admin.foodReports.list({ status: 'pending' });
    expect(first).toMatchObject({ total: FOOD_REPORTS_PAGE_SIZE + 3, nextCursor: 2 });
    expect(first.items).toHaveLength(FOOD_REPORTS_PAGE_SIZE);
    expect(first.items[0]?.message).toBe(`Report ${FOOD_REPORTS_PAGE_SIZE + 2}`);
    const second = await admin.foodReports.list({ status: 'pending', cursor: first.nextCursor });
    expect(second.nextCursor).toBeNull();
    expect(second.items.map((r) => r.message)).toEqual(['Report 2', 'Report 1', 'Report 0']);

    const result = await admin.foodReports.resolve({ reportId: made[1]!.id });
    expect(messages[result.messageKey]).toBe('Report marked as resolved');
    expect((await admin.foodReports.list({ status: 'pending' })).total).toBe(FOOD_REPORTS_PAGE_SIZE + 2);
    const resolved = await admin.foodReports.list({ status: 'resolved' });
    expect(resolved.items).toHaveLength(1);
    expect(resolved.items[0]).toMatchObject({
      id: made[1]!.id,
      status: 'resolved',
      foodName: 'Cheddar cheese',
    });
    const resolvedAt = resolved.items[0]!.resolvedAt;
    expect(resolvedAt).toBeInstanceOf(Date);

    // Resolving again (a second admin, a double click) says the same and keeps the first time.
    await expect(admin.foodReports.resolve({ reportId: made[1]!.id })).resolves.toEqual({
      messageKey: 'reportResolved',
    });
    expect((await admin.foodReports.list({ status: 'resolved' })).items[0]?.resolvedAt).toEqual(resolvedAt);
  });

  it('keeps the report of a deleted account, without a name', async () => {
    const { caller: admin } = await callerAs('admin');
    const { user, caller } = await callerAs('member');
    const food = await createFood(database.db);
    await caller.foodReports.submit({ foodId: food.id, message: 'Energy is wrong' });
    await database.db.delete(users).where(eq(users.id, user.id));
    const page = await admin.foodReports.list({});
    expect(page.items[0]).toMatchObject({ message: 'Energy is wrong', reportedBy: null });
  });

  it('answers "Report not found." for an unknown report', async () => {
    const { caller: admin } = await callerAs('admin');
    await expect(admin.foodReports.resolve({ reportId: crypto.randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Report not found.',
    });
  });
});
