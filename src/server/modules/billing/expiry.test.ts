import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditHistory, users } from '../../db/schema/index.ts';
import { createUser } from '../../../../tests/factories/users.ts';
import { useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { expireStudents, expireTrials, STUDENT_ENDED, TRIAL_ENDED } from './expiry.ts';

const env = useTestEnvironment();
const now = new Date('2026-05-01T10:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3600_000);

async function row(id: string) {
  const [user] = await env.database.db.select().from(users).where(eq(users.id, id));
  return user!;
}
async function historyOf(id: string) {
  return env.database.db.select().from(creditHistory).where(eq(creditHistory.userId, id));
}

describe('trial expiry sweep (SPEC §4)', () => {
  it('ends every trial whose trial_end has come, once, however often and wherever it runs', async () => {
    const db = env.database.db;
    const trial = { freeTrial: true, mealSlots: -1, downloadCredits: -1, expiredPopUp: true };
    const ended = await createUser(db, { role: 'dietitian', ...trial, trialEnd: hours(-1) });
    const endsNow = await createUser(db, { role: 'member', ...trial, trialEnd: now });
    const running = await createUser(db, { role: 'dietitian', ...trial, trialEnd: hours(2) });
    const noTrial = await createUser(db, { role: 'dietitian', mealSlots: 4, downloadCredits: 7 });

    // Two instances at once, then the next hour's run again.
    const [a, b] = await Promise.all([expireTrials(db, now), expireTrials(db, now)]);
    expect(a + b).toBe(2);
    expect(await expireTrials(db, now)).toBe(0);

    for (const id of [ended.id, endsNow.id]) {
      const user = await row(id);
      expect(user).toMatchObject({ freeTrial: false, mealSlots: 0, downloadCredits: 0, expiredPopUp: true });
      const history = await historyOf(id);
      expect(history.map((h) => [h.type, h.planName])).toEqual([['minus', TRIAL_ENDED]]);
    }
    expect(await row(running.id)).toMatchObject({ freeTrial: true, mealSlots: -1, downloadCredits: -1 });
    expect(await row(noTrial.id)).toMatchObject({ mealSlots: 4, downloadCredits: 7 });
    expect(await historyOf(running.id)).toEqual([]);

    // Later the running trial ends too, and only it changes.
    expect(await expireTrials(db, hours(3))).toBe(1);
    expect(await row(running.id)).toMatchObject({ freeTrial: false, mealSlots: 0 });
    expect(await historyOf(ended.id)).toHaveLength(1);
  });
});

describe('student expiry sweep (SPEC §4)', () => {
  it('ends studentship once the graduation date is no longer in the future, once', async () => {
    const db = env.database.db;
    const student = { isStudent: true, mealSlots: -1, downloadCredits: -1 };
    const graduated = await createUser(db, { role: 'dietitian', ...student, gradDate: '2026-04-30' });
    const today = await createUser(db, { role: 'nutritionist', ...student, gradDate: '2026-05-01' });
    const tomorrow = await createUser(db, { role: 'dietitian', ...student, gradDate: '2026-05-02' });

    const runs = await Promise.all([expireStudents(db, now), expireStudents(db, now)]);
    expect(runs[0] + runs[1]).toBe(2);
    expect(await expireStudents(db, now)).toBe(0);

    for (const id of [graduated.id, today.id]) {
      expect(await row(id)).toMatchObject({ isStudent: false, mealSlots: 0, downloadCredits: 0 });
      expect((await historyOf(id)).map((h) => [h.type, h.planName])).toEqual([['minus', STUDENT_ENDED]]);
    }
    expect(await row(tomorrow.id)).toMatchObject({ isStudent: true, mealSlots: -1 });
  });
});
