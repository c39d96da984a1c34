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
