import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFood } from '../../../../tests/factories/foods.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { ROLES, type Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { MEASUREMENTS_PAGE_SIZE, type MeasurementUnit } from '../../../shared/schemas/foods.ts';
import { rowsOf } from '../../db/client.ts';
import { seedDemo } from '../../db/seed.ts';
import { measurements, uploads } from '../../db/schema/index.ts';
import { HOUSEHOLD_MEASURES } from './household-measures.ts';

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
const adminCaller = async () => (await callerAs('admin')).caller;

const cup: MeasurementUnit = {
  description: '1 cup',
  grams: 150,
  mls: 0,
  derivation: 'Estimated',
  measureDerivationDescription: '',
};

async function measurementRow(publicFoodKey: string) {
  const [row] = await database.db
    .select()
    .from(measurements)
    .where(eq(measurements.publicFoodKey, publicFoodKey));
  return row;
}

/** A file the admin sent to the excel folder, as the upload endpoint stores it. */
async function storedUpload(body: Buffer, contentType: string, createdBy: string, folder = 'excel') {
  const key = `${folder}/${Date.now()}_${Math.random().toString(36).slice(2, 8)}_measures`;
  await services.storage.put(key, body, contentType);
  const [row] = await database.db
    .insert(uploads)
    .values({ key, folder, fileName: 'measures', contentType, size: body.length, createdBy })
    .returning({ id: uploads.id });
  return row!.id;
}
const CSV = 'text/csv; charset=utf-8';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('measurements: who may use it', () => {
  it.each(ROLES.filter((role) => role !== 'admin'))('refuses every procedure to a %s', async (role) => {
    const admin = await adminCaller();
    const { id } = await admin.measurements.add({ publicFoodKey: 'F000091', units: [cup] });
    const { caller, user } = await callerAs(role);
    const uploadId = await storedUpload(Buffer.from('Public Food Key,Grams\n'), CSV, user.id);
    const calls = [
      caller.measurements.list(),
      caller.measurements.byKey({ publicFoodKey: 'F000091' }),
      caller.measurements.add({ publicFoodKey: 'F000134', units: [cup] }),
      caller.measurements.update({ id, units: [{ ...cup, grams: 1 }] }),
      caller.measurements.delete({ id }),
      caller.measurements.importUpload({ uploadId }),
      caller.measurements.loadHouseholdMeasures(),
    ];
    for (const call of calls) await expect(call).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await database.db.$count(measurements)).toBe(1);
    expect((await measurementRow('F000091'))?.units).toEqual([cup]);
  });
});

describe('measurements.add, byKey, update and delete', () => {
  it('adds, finds, updates and deletes with the spec’s messages', async () => {
    const admin = await adminCaller();
    const added = await admin.measurements.add({ publicFoodKey: 'F000091', units: [cup] });
    expect(messages[added.messageKey]).toBe('Measurement successfully added.');

    const found = await admin.measurements.byKey({ publicFoodKey: 'f000091' });
    expect(found).toMatchObject({ id: added.id, publicFoodKey: 'F000091', units: [cup] });

    const medium = { ...cup, description: '1 medium apple', derivation: 'Analysed' as const };
    const updated = await admin.measurements.update({ id: added.id, units: [medium, cup] });
    expect(messages[updated.messageKey]).toBe('Measurement successfully updated.');
    expect((await admin.measurements.byKey({ publicFoodKey: 'F000091' })).units).toEqual([medium, cup]);

    const deleted = await admin.measurements.delete({ id: added.id });
    expect(messages[deleted.messageKey]).toBe('Measurement successfully deleted.');
    await expect(admin.measurements.byKey({ publicFoodKey: 'F000091' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No measurement found.',
    });
  });

  it('stores the units as a JSON list, whichever driver', async () => {
    const admin = await adminCaller();
    await admin.measurements.add({ publicFoodKey: 'F000091', units: [cup, cup] });
    const [row] = rowsOf<{ kind: string; count: number }>(
      await database.db.execute(
        sql`select jsonb_typeof(units) as kind, jsonb_array_length(units) as count from measurements`,
      ),
    );
    expect(row).toEqual({ kind: 'array', count: 2 });
  });

  it('refuses a Public Food Key that exists, in any capitals: "Public Food Key already exists."', async () => {
    const admin = await adminCaller();
    await admin.measurements.add({ publicFoodKey: 'F000091', units: [cup] });
    await expect(
      admin.measurements.add({ publicFoodKey: 'f000091', units: [{ ...cup, grams: 1 }] }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Public Food Key already exists.' });
    expect((await measurementRow('F000091'))?.units).toEqual([cup]);
  });

  it('refuses a measurement without units or with an unknown derivation', async () => {
    const admin = await adminCaller();
    await expect(admin.measurements.add({ publicFoodKey: 'F000091', units: [] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      admin.measurements.add({
        publicFoodKey: 'F000091',
        units: [{ ...cup, derivation: 'Guessed' as 'Estimated' }],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await database.db.$count(measurements)).toBe(0);
  });

  it('says "No measurement found." when updating or deleting one that is gone', async () => {
    const admin = await adminCaller();
    const { id } = await admin.measurements.add({ publicFoodKey: 'F000091', units: [cup] });
    await admin.measurements.delete({ id });
    for (const call of [admin.measurements.update({ id, units: [cup] }), admin.measurements.delete({ id })]) {
      await expect(call).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'No measurement found.' });
    }
  });
});

describe('measurements.list', () => {
  it('pages 120 measurements 50 at a time by key, each page starting after the last', async () => {
    const admin = await adminCaller();
    const keys = Array.from({ length: 120 }, (_, i) => `F${String(1000 + i * 7).padStart(6, '0')}`);
    // Inserted out of order: the list's order is the key's, not the insertion's.
    await database.db
      .insert(measurements)
      .values([...keys].reverse().map((publicFoodKey) => ({ publicFoodKey, units: [cup] })));

    const first = await admin.measurements.list();
    expect(first.items).toHaveLength(MEASUREMENTS_PAGE_SIZE);
    const second = await admin.measurements.list({ cursor: first.nextCursor! });
    expect(second.items).toHaveLength(MEASUREMENTS_PAGE_SIZE);
    // A measurement added before the cursor meanwhile neither repeats nor shifts the next page.
    await admin.measurements.add({ publicFoodKey: 'F000001', units: [cup] });
    const third = await admin.measurements.list({ cursor: second.nextCursor! });
    expect(third.items).toHaveLength(20);
    expect(third.nextCursor).toBeNull();
    expect([...first.items, ...second.items, ...third.items].map((m) => m.publicFoodKey)).toEqual(keys);
  });

  it('names the AFCD food of each key once the AFCD workbook has been imported', async () => {
    const admin = await adminCaller();
    await createFood(database.db, { name: 'Apple, fuji, unpeeled, raw', src: 'AFCD', sourceKey: 'F000091' });
    // The same key from another dataset is another food.
    await createFood(database.db, { name: 'Bread', src: 'SR28', sourceKey: 'F000134' });
    await admin.measurements.add({ publicFoodKey: 'F000091', units: [cup] });
    await admin.measurements.add({ publicFoodKey: 'F000134', units: [cup] });
    const { items } = await admin.measurements.list();
    expect(items.map((m) => [m.publicFoodKey, m.foodName])).toEqual([
      ['F000091', 'Apple, fuji, unpeeled, raw'],
      ['F000134', null],
    ]);
    expect((await admin.measurements.byKey({ publicFoodKey: 'F000091' })).foodName).toBe(
      'Apple, fuji, unpeeled, raw',
    );
  });

  it('answers an empty page with no next key when there are none', async () => {
    const admin = await adminCaller();
    expect(await admin.measurements.list()).toEqual({ items: [], nextCursor: null });
  });
});

describe('measurements.importUpload', () => {
  const csv = [
    'Public Food Key,Measure Description,Grams,mLs,Derivation,Measure derivation description',
    'F000091,1 medium apple,150,0,Estimated,',
    'F000091,"1 cup, sliced",110,0,Estimated,',
    'F000134,1 apricot,35,0,Estimated,',
    'F000262,1 banana,heavy,0,Estimated,',
    'F008952,1 strawberry,12,0,Estimated,',
  ].join('\n');

  it('adds only the keys not yet there, and says how many it added and skipped and why', async () => {
    const { caller, user } = await callerAs('admin');
    await caller.measurements.add({ publicFoodKey: 'F008952', units: [cup] });
    const uploadId = await storedUpload(Buffer.from(csv), CSV, user.id);

    const result = await caller.measurements.importUpload({ uploadId });
    expect(result).toEqual({
      added: 2,
      skipped: 2,
      alreadyPresent: 1,
      problems: [{ row: 5, publicFoodKey: 'F000262', reason: 'Grams is not a number.' }],
      moreProblems: 0,
    });
    expect((await measurementRow('F000091'))?.units.map((u) => u.description)).toEqual([
      '1 medium apple',
      '1 cup, sliced',
    ]);
    // The measurement that was there stays as the admin left it.
    expect((await measurementRow('F008952'))?.units).toEqual([cup]);
    expect(await measurementRow('F000262')).toBeUndefined();
  });

  it('adds nothing when the same file is imported again', async () => {
    const { caller, user } = await callerAs('admin');
    const uploadId = await storedUpload(Buffer.from(csv), CSV, user.id);
    const first = await caller.measurements.importUpload({ uploadId });
    expect(first.added).toBe(3);
    const before = await database.db.select().from(measurements);
    const again = await caller.measurements.importUpload({ uploadId });
    expect(again).toMatchObject({ added: 0, alreadyPresent: 3, skipped: 4 });
    expect(await database.db.select().from(measurements)).toEqual(before);
  });

  it('reads JSON sent to the excel folder (stored as text) and XLSX workbooks', async () => {
    const { caller, user } = await callerAs('admin');
    const json = JSON.stringify([{ publicFoodKey: 'F004380', units: [{ ...cup, mls: 250 }] }]);
    const fromJson = await caller.measurements.importUpload({
      uploadId: await storedUpload(Buffer.from(json), CSV, user.id),
    });
    expect(fromJson).toMatchObject({ added: 1, skipped: 0 });

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Measures');
    sheet.addRow(['Public Food Key', 'Description', 'Grams', 'mLs', 'Derivation']);
    sheet.addRow(['F000089', '1 ring', 6, 0, 'Estimated']);
    sheet.addRow(['F004380', '1 teaspoon', 7, 5, 'Estimated']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const fromXlsx = await caller.measurements.importUpload({
      uploadId: await storedUpload(xlsx, XLSX, user.id),
    });
    expect(fromXlsx).toMatchObject({ added: 1, alreadyPresent: 1 });
    expect((await measurementRow('F000089'))?.units).toEqual([{ ...cup, description: '1 ring', grams: 6 }]);
  });

  it('lists the first 100 problems and counts the rest', async () => {
    const { caller, user } = await callerAs('admin');
    const rows = Array.from({ length: 130 }, (_, i) => `F${100000 + i},1 piece,,0,Estimated`);
    const uploadId = await storedUpload(
      Buffer.from(['Public Food Key,Description,Grams,mLs,Derivation', ...rows].join('\n')),
      CSV,
      user.id,
    );
    const result = await caller.measurements.importUpload({ uploadId });
    expect(result).toMatchObject({ added: 0, skipped: 130, moreProblems: 30 });
    expect(result.problems).toHaveLength(100);
  });

  it('refuses a file that is no measurements file, and an upload that is not in the excel folder', async () => {
    const { caller, user } = await callerAs('admin');
    const notMeasures = await storedUpload(Buffer.from('name,kj\nApple,200\n'), CSV, user.id);
    await expect(caller.measurements.importUpload({ uploadId: notMeasures })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: messages.measurementFileUnreadable,
    });
    const zipped = await storedUpload(Buffer.from('PK\x03\x04'), 'application/zip', user.id);
    await expect(caller.measurements.importUpload({ uploadId: zipped })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: messages.measurementFileUnreadable,
    });
    const photo = await storedUpload(Buffer.from(csv), 'image/png', user.id, 'profilephotos');
    await expect(caller.measurements.importUpload({ uploadId: photo })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await database.db.$count(measurements)).toBe(0);
  });
});

describe('measurements.loadHouseholdMeasures', () => {
  it('loads the bundled household measures once; a second load adds nothing and keeps the admin’s edits', async () => {
    const admin = await adminCaller();
    const first = await admin.measurements.loadHouseholdMeasures();
    expect(first).toMatchObject({ added: HOUSEHOLD_MEASURES.length, skipped: 0, problems: [] });
    expect(await database.db.$count(measurements)).toBe(HOUSEHOLD_MEASURES.length);

    const apple = await admin.measurements.byKey({ publicFoodKey: 'F000091' });
    expect(apple.units[0]).toMatchObject({ description: '1 medium apple', grams: 150, mls: 0 });
    await admin.measurements.update({ id: apple.id, units: [cup] });

    const again = await admin.measurements.loadHouseholdMeasures();
    expect(again).toMatchObject({ added: 0, alreadyPresent: HOUSEHOLD_MEASURES.length });
    expect(await database.db.$count(measurements)).toBe(HOUSEHOLD_MEASURES.length);
    expect((await admin.measurements.byKey({ publicFoodKey: 'F000091' })).units).toEqual([cup]);
  });

  it('come with the embedded demo’s first start', async () => {
    expect((await seedDemo(database.db)).length).toBeGreaterThan(0);
    expect(await database.db.$count(measurements)).toBe(HOUSEHOLD_MEASURES.length);
  });
});
