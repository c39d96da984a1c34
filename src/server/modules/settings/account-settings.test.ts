import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { PROFESSIONALS } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { settings } from '../../db/schema/index.ts';

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
  return callerFor(services, actorOf(await createUser(database.db, { role: 'admin' })));
}

describe('settings.account', () => {
  it('starts with approval of professional registrations off, keeping to one settings row', async () => {
    const caller = await adminCaller();
    expect(await caller.settings.account()).toEqual({ professionalApprovalRequired: false });
    expect(await caller.settings.account()).toEqual({ professionalApprovalRequired: false });
    expect(await database.db.$count(settings)).toBe(1);
  });

  it('saves the switch and says "Settings updated"', async () => {
    const caller = await adminCaller();
    const result = await caller.settings.updateAccount({ professionalApprovalRequired: true });
    expect(result.settings).toEqual({ professionalApprovalRequired: true });
    expect(messages[result.messageKey]).toBe('Settings updated');
    expect(await caller.settings.account()).toEqual({ professionalApprovalRequired: true });

    await caller.settings.updateAccount({ professionalApprovalRequired: false });
    expect(await caller.settings.account()).toEqual({ professionalApprovalRequired: false });
    expect(await database.db.$count(settings)).toBe(1);
  });

  it("is the admin's alone", async () => {
    for (const role of ['member', ...PROFESSIONALS] as const) {
      const caller = callerFor(services, actorOf(await createUser(database.db, { role })));
      await expect(caller.settings.account()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(
        caller.settings.updateAccount({ professionalApprovalRequired: true }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await database.db.$count(settings)).toBe(0);
  });
});

describe('settings.general', () => {
  it('starts with no notification recipient and 24 recipes a page', async () => {
    const caller = await adminCaller();
    expect(await caller.settings.general()).toEqual({
      notificationRecipientEmail: null,
      notificationRecipientName: null,
      recipePageLimit: 24,
    });
  });

  it('saves the recipient and the page limit, 0 meaning no limit, keeping the account switch', async () => {
    const caller = await adminCaller();
    await caller.settings.updateAccount({ professionalApprovalRequired: true });
    const result = await caller.settings.updateGeneral({
      notificationRecipientEmail: ' Foods@Clinic.test ',
      notificationRecipientName: 'Fran',
      recipePageLimit: 0,
    });
    expect(messages[result.messageKey]).toBe('Settings updated');
    expect(await caller.settings.general()).toEqual({
      notificationRecipientEmail: 'foods@clinic.test',
      notificationRecipientName: 'Fran',
      recipePageLimit: 0,
    });
    expect(await caller.settings.account()).toEqual({ professionalApprovalRequired: true });

    await caller.settings.updateGeneral({
      notificationRecipientEmail: '',
      notificationRecipientName: '',
      recipePageLimit: 12,
    });
    expect(await caller.settings.general()).toMatchObject({
      notificationRecipientEmail: null,
      notificationRecipientName: null,
    });
  });

  it('refuses a bad address or page limit and changes nothing', async () => {
    const caller = await adminCaller();
    await expect(
      caller.settings.updateGeneral({
        notificationRecipientEmail: 'not an address',
        notificationRecipientName: null,
        recipePageLimit: 24,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.settings.updateGeneral({
        notificationRecipientEmail: null,
        notificationRecipientName: null,
        recipePageLimit: -1,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await caller.settings.general()).recipePageLimit).toBe(24);
  });
});
