import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { createFolder } from '../../../../tests/factories/meal-plans.ts';
import { isoDay } from '../../../shared/schemas/clients.ts';
import { clientSafetyOf } from './client-record.ts';
import { folderRow, signedIn, useClientsTestEnvironment } from './test-support.ts';

/** Decision 064: the client record on the folder, read and saved by its professional only. */
const env = useClientsTestEnvironment();
const db = () => env.database.db;

async function practice() {
  const { user, caller } = await signedIn(env, 'dietitian');
  const ana = await createFolder(db(), user, { client: 'Ana Lima', email: 'ana@example.test' });
  return { user, caller, ana };
}

/** The messages of a refused call's fields, as the browser receives them. */
async function refusalOf(call: Promise<unknown>): Promise<string[]> {
  const refusal = await call.then(
    () => null,
    (err: unknown) => err,
  );
  expect(refusal).toMatchObject({ code: 'BAD_REQUEST' });
  const cause = (refusal as { cause: unknown }).cause;
  expect(cause).toBeInstanceOf(ZodError);
  return (cause as ZodError).issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** A birth date `years` years before today. */
const bornYearsAgo = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return isoDay(day);
};

describe('the client record', () => {
  it('is empty for a new client, and keeps what the professional saves, cleaned', async () => {
    const { caller, ana } = await practice();
    expect(await caller.clients.record({ id: ana.id })).toMatchObject({
      id: ana.id,
      client: 'Ana Lima',
      weightKg: null,
      allergies: [],
      avoidWords: [],
      updatedAt: null,
      lastChange: null,
    });

    const saved = await caller.clients.updateRecord({
      id: ana.id,
      weightKg: 72.5,
      heightCm: 168,
      age: 34,
      gender: 'female',
      activity: 'moderate',
      goal: 'g1',
      allergies: ['Sesame', 'Peanuts', 'Peanuts'],
      intolerances: ['lactose', '  Fructans ', 'Capsaicin', 'LACTOSE'],
      avoidWords: [' mushrooms ', 'Coriander', 'MUSHROOMS', '', 'blue   cheese'],
      preferences: ' Likes spicy food ',
      notes: 'Coeliac screen due in May.',
    });
    expect(saved).toMatchObject({ messageKey: 'clientUpdated' });
    expect(saved.fields).toEqual([
      'weightKg',
      'heightCm',
      'age',
      'gender',
      'activity',
      'goal',
      'allergies',
      'intolerances',
      'avoidWords',
      'preferences',
      'notes',
    ]);

    const record = await caller.clients.record({ id: ana.id });
    expect(record).toMatchObject({
      weightKg: 72.5,
      heightCm: 168,
      birthDate: null,
      age: 34,
      ageOn: isoDay(new Date()),
      gender: 'female',
      activity: 'moderate',
      goal: 'g1',
      allergies: ['Peanuts', 'Sesame'],
      intolerances: ['Lactose', 'Fructans', 'Capsaicin'],
      avoidWords: ['mushrooms', 'Coriander', 'blue cheese'],
      preferences: 'Likes spicy food',
      notes: 'Coeliac screen due in May.',
      lastChange: { source: 'professional', fields: saved.fields },
    });
    expect(record.updatedAt).toBeInstanceOf(Date);

    // What other modules read of it.
    expect(await clientSafetyOf(db(), ana.id)).toEqual({
      allergies: ['Peanuts', 'Sesame'],
      intolerances: ['Lactose', 'Fructans', 'Capsaicin'],
      avoidWords: ['mushrooms', 'Coriander', 'blue cheese'],
    });

    // The client list shows the allergies and words on the card.
    const [listed] = (await caller.clients.list()).filter((folder) => folder.id === ana.id);
    expect(listed).toMatchObject({ allergies: ['Peanuts', 'Sesame'], avoidWords: record.avoidWords });
  });

  it('changes only the fields sent, and records which changed', async () => {
    const { caller, ana } = await practice();
    await caller.clients.updateRecord({
      id: ana.id,
      weightKg: 80,
      allergies: ['Egg'],
      notes: 'First visit.',
    });
    const second = await caller.clients.updateRecord({ id: ana.id, weightKg: 78, allergies: ['Egg'] });
    expect(second.fields).toEqual(['weightKg']);
    expect(await caller.clients.record({ id: ana.id })).toMatchObject({
      weightKg: 78,
      allergies: ['Egg'],
      notes: 'First visit.',
      lastChange: { source: 'professional', fields: ['weightKg'] },
    });

    // Saving the same values changes nothing, not even the time of the last change.
    const before = await folderRow(env, ana.id);
    expect((await caller.clients.updateRecord({ id: ana.id, weightKg: 78 })).fields).toEqual([]);
    expect(await folderRow(env, ana.id)).toEqual(before);

    // A measure sent as null is cleared.
    await caller.clients.updateRecord({ id: ana.id, weightKg: null });
    expect((await caller.clients.record({ id: ana.id })).weightKg).toBeNull();
  });

  it('keeps a birth date, or an age with the day it was given', async () => {
    const { caller, ana } = await practice();
    const born = bornYearsAgo(40);
    await caller.clients.updateRecord({ id: ana.id, birthDate: born, age: 25 });
    expect(await caller.clients.record({ id: ana.id })).toMatchObject({
      birthDate: born,
      age: null,
      ageOn: null,
    });
    // The age the birth date gives, sent back unchanged, keeps the birth date.
    expect((await caller.clients.updateRecord({ id: ana.id, age: 40 })).fields).toEqual([]);
    // A different age replaces it.
    await caller.clients.updateRecord({ id: ana.id, birthDate: null, age: 41 });
    expect(await caller.clients.record({ id: ana.id })).toMatchObject({
      birthDate: null,
      age: 41,
      ageOn: isoDay(new Date()),
    });
  });

  it('refuses values out of range with clear messages, and changes nothing', async () => {
    const { caller, ana } = await practice();
    await caller.clients.updateRecord({ id: ana.id, weightKg: 70, avoidWords: ['olives'] });
    const before = await folderRow(env, ana.id);
    const refusals = await refusalOf(
      caller.clients.updateRecord({
        id: ana.id,
        weightKg: 7000,
        heightCm: 1.7,
        age: 12,
        birthDate: '2031-02-30',
        // @ts-expect-error a tag that is no "contains" tag
        allergies: ['Mushrooms'],
        avoidWords: ['x'.repeat(61), '!!!'],
        notes: 'n'.repeat(4001),
      }),
    );
    expect(refusals).toEqual(
      expect.arrayContaining([
        'weightKg: Enter the weight in kg, from 30 to 300, or leave it blank.',
        'heightCm: Enter the height in cm, from 100 to 250, or leave it blank.',
        'age: Enter an age in whole years, from 18 to 110, or leave it blank.',
        'birthDate: Enter a birth date that makes the client 18 to 110 years old, or leave it blank.',
        'allergies.0: Choose allergies from: Gluten, Wheat, Dairy, Egg, Nuts, Peanuts, Seafood, Soy, Sesame.',
        `avoidWords: “xxxxxxxxxxxxxxxxxxxx…” is too long: keep each of the foods to avoid to 60 characters.`,
        'avoidWords: “!!!” has no letters: name a food.',
        'notes: Keep the notes to 4000 characters.',
      ]),
    );
    const tooMany = await refusalOf(
      caller.clients.updateRecord({
        id: ana.id,
        avoidWords: Array.from({ length: 51 }, (_, i) => `food ${i}`),
      }),
    );
    expect(tooMany).toEqual(['avoidWords: Keep to 50 foods to avoid.']);
    expect(await folderRow(env, ana.id)).toEqual(before);
  });

  it('another professional can neither read nor change it: not found, and nothing changes', async () => {
    const { caller, ana } = await practice();
    await caller.clients.updateRecord({ id: ana.id, allergies: ['Peanuts'], avoidWords: ['prawns'] });
    const before = await folderRow(env, ana.id);
    const { caller: other } = await signedIn(env, 'nutritionist');
    await expect(other.clients.record({ id: ana.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No client folder found.',
    });
    await expect(
      other.clients.updateRecord({ id: ana.id, allergies: [], avoidWords: [], notes: 'mine now' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await folderRow(env, ana.id)).toEqual(before);

    // A member is refused the procedure altogether.
    const { caller: member } = await signedIn(env, 'member');
    await expect(member.clients.record({ id: ana.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(member.clients.updateRecord({ id: ana.id, notes: 'x' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await folderRow(env, ana.id)).toEqual(before);
  });
});
