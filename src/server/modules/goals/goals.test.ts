import { eq } from 'drizzle-orm';
import type { ZodError } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { ROLES } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { kjToCal } from '../../../shared/nutrition/energy-units.ts';
import type { GoalInput } from '../../../shared/schemas/goals.ts';
import { goals } from '../../db/schema/index.ts';

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

/** docs/decisions/011-energy-calculator.md's worked example: a daily target of 7200 kJ. */
const GOAL: GoalInput = {
  goal: 'g1',
  weightKg: 80,
  heightCm: 165,
  gender: 'female',
  age: 40,
  physicalActivityLevel: 1.56,
  mainMeals: ['breakfast', 'lunch', 'dinner'],
  snacks: 2,
  customTargetKj: null,
  customMainKj: null,
  customSnackKj: null,
};

async function memberCaller() {
  const user = await createUser(database.db, { role: 'member' });
  return { user, caller: callerFor(services, actorOf(user)) };
}

async function issuesOf(call: Promise<unknown>) {
  const refusal = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(refusal).toMatchObject({ code: 'BAD_REQUEST' });
  return (refusal as { cause: ZodError }).cause.issues.map((i) => ({
    path: i.path.join('.'),
    message: i.message,
  }));
}

describe('goals.mine and goals.save', () => {
  it('has no goal until the member saves one, then gives it back with its working', async () => {
    const { caller } = await memberCaller();
    expect(await caller.goals.mine()).toEqual({ goal: null, working: null });

    const saved = await caller.goals.save(GOAL);
    expect(messages[saved.messageKey]).toBe('Goal saved');
    expect(saved.goal).toMatchObject({ ...GOAL, updatedAt: expect.any(Date) });
    expect(saved.working).toMatchObject({
      bmi: 29.4,
      factor: 0.75,
      roundingUnit: 'kJ',
      calculatedTargetKj: 7200,
      targetKj: 7200,
    });
    expect(saved.working.split).toMatchObject({ mainMealKj: 2040, snackKj: 540 });

    const mine = await caller.goals.mine();
    expect(mine.goal).toEqual(saved.goal);
    expect(mine.working).toEqual(saved.working);
  });

  it('keeps one goal per member: a second save updates it', async () => {
    const { user, caller } = await memberCaller();
    const first = await caller.goals.save(GOAL);
    const second = await caller.goals.save({
      ...GOAL,
      goal: 'g2',
      weightKg: 72.5,
      mainMeals: ['lunch', 'dinner'],
      snacks: 0,
      customTargetKj: 8000,
      customMainKj: 3500,
    });
    expect(second.goal).toMatchObject({
      goal: 'g2',
      weightKg: 72.5,
      mainMeals: ['lunch', 'dinner'],
      snacks: 0,
    });
    expect(second.goal.updatedAt.getTime()).toBeGreaterThanOrEqual(first.goal.updatedAt.getTime());
    expect(second.working).toMatchObject({ direction: 'maintenance', customTarget: true, targetKj: 8000 });
    expect(second.working.split).toMatchObject({ mainMealKj: 3500, snackKj: null, customMain: true });
    expect(await database.db.$count(goals, eq(goals.userId, user.id))).toBe(1);
    expect((await caller.goals.mine()).goal).toEqual(second.goal);

    // Clearing the custom values goes back to the calculated ones.
    const third = await caller.goals.save({ ...GOAL, customTargetKj: null, customMainKj: null });
    expect(third.goal).toMatchObject({ customTargetKj: null, customMainKj: null });
    expect(third.working.targetKj).toBe(7200);
  });

  it('rounds the target to 50 Calories for a member who reads Calories', async () => {
    const user = await createUser(database.db, { role: 'member', energyUnit: 'Cal' });
    const caller = callerFor(services, actorOf(user));
    const saved = await caller.goals.save(GOAL);
    expect(saved.working.roundingUnit).toBe('Cal');
    expect(kjToCal(saved.working.targetKj)).toBeCloseTo(1700, 9);
    expect((await caller.goals.mine()).working).toEqual(saved.working);
  });

  it('stores the main meals once each, in the order of the day', async () => {
    const { caller } = await memberCaller();
    const saved = await caller.goals.save({ ...GOAL, mainMeals: ['dinner', 'breakfast', 'dinner'] });
    expect(saved.goal.mainMeals).toEqual(['breakfast', 'dinner']);
    expect(saved.working.split.mainMealKj).toBeCloseTo((7200 * 0.85) / 2, 9);
  });

  it("shows each member only their own goal: there is no way to ask for another's", async () => {
    const ann = await memberCaller();
    const bob = await memberCaller();
    await ann.caller.goals.save(GOAL);
    expect(await bob.caller.goals.mine()).toEqual({ goal: null, working: null });

    await bob.caller.goals.save({ ...GOAL, gender: 'male', physicalActivityLevel: 1.55, goal: 'g8' });
    expect((await ann.caller.goals.mine()).goal).toMatchObject({ gender: 'female', goal: 'g1' });
    expect((await bob.caller.goals.mine()).goal).toMatchObject({ gender: 'male', goal: 'g8' });
    expect(await database.db.$count(goals)).toBe(2);
  });

  it('flags a BMI under 17 in the working, and still saves the goal', async () => {
    const { caller } = await memberCaller();
    const saved = await caller.goals.save({ ...GOAL, weightKg: 46, goal: 'g8' });
    expect(saved.working).toMatchObject({
      bmi: 16.9,
      severelyUnderweight: true,
      direction: 'gain',
      factor: 1.4,
    });
  });

  it('refuses bad values with a message for each, and changes nothing', async () => {
    const { user, caller } = await memberCaller();
    await caller.goals.save(GOAL);
    const before = await caller.goals.mine();
    const cases: [Partial<Record<keyof GoalInput, unknown>>, string, string][] = [
      [{ weightKg: 12 }, 'weightKg', 'Enter your weight in kg, from 30 to 300.'],
      [{ weightKg: 450 }, 'weightKg', 'Enter your weight in kg, from 30 to 300.'],
      [{ heightCm: 1.65 }, 'heightCm', 'Enter your height in cm, from 100 to 250.'],
      [{ age: 15 }, 'age', 'This calculator is for adults: enter an age from 18 to 110.'],
      [{ age: 40.5 }, 'age', 'Enter your age in whole years.'],
      [
        { gender: 'other' },
        'gender',
        'Choose female or male: the resting energy formula differs between them.',
      ],
      [{ goal: 'g10' }, 'goal', 'Choose a goal.'],
      [{ physicalActivityLevel: 5 }, 'physicalActivityLevel', 'Choose an activity level.'],
      [{ mainMeals: [] }, 'mainMeals', 'Please select at least one main meal'],
      [{ mainMeals: ['brunch'] }, 'mainMeals.0', 'Please select at least one main meal'],
      [{ snacks: 5 }, 'snacks', 'Choose 0 to 4 snacks a day.'],
      [{ snacks: -1 }, 'snacks', 'Choose 0 to 4 snacks a day.'],
      [
        { customTargetKj: 500 },
        'customTargetKj',
        'Enter a daily target from 2000 to 35000 kJ, or leave it blank.',
      ],
      [
        { customMainKj: 0 },
        'customMainKj',
        'Enter the energy per main meal from 200 to 15000 kJ, or leave it blank.',
      ],
      [
        { customSnackKj: 9000 },
        'customSnackKj',
        'Enter the energy per snack from 100 to 8000 kJ, or leave it blank.',
      ],
    ];
    for (const [change, path, message] of cases) {
      const issues = await issuesOf(caller.goals.save({ ...GOAL, ...change } as GoalInput));
      expect(issues, JSON.stringify(change)).toEqual([{ path, message }]);
    }
    expect(await caller.goals.mine()).toEqual(before);
    expect(await database.db.$count(goals, eq(goals.userId, user.id))).toBe(1);
  });

  it.each(ROLES.filter((role) => role !== 'member'))('is refused to a %s, who gets no goal', async (role) => {
    const caller = callerFor(services, actorOf(await createUser(database.db, { role })));
    await expect(caller.goals.mine()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller.goals.save(GOAL)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await database.db.$count(goals)).toBe(0);
  });

  it('is refused to a guest', async () => {
    const guest = callerFor(services, null);
    await expect(guest.goals.mine()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(guest.goals.save(GOAL)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await database.db.$count(goals)).toBe(0);
  });
});
