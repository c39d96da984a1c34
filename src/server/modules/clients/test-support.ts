import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Role } from '../../../shared/access.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { folders } from '../../db/schema/index.ts';

/** Test helpers of the clients module. */

export interface ClientsTestEnvironment {
  database: TestDatabase;
  services: TestServices;
}

/** A database and services for one test file, emptied before each test. */
export function useClientsTestEnvironment(): ClientsTestEnvironment {
  const env = {} as ClientsTestEnvironment;
  beforeAll(async () => {
    env.database = await createTestDatabase();
    env.services = await startTestServices(env.database);
  });
  afterAll(async () => {
    await env.services.close();
    await env.database.close();
  });
  beforeEach(async () => {
    await resetDatabase(env.database.db);
  });
  return env;
}

/** A user of `role` and their caller. */
export async function signedIn(env: ClientsTestEnvironment, role: Role) {
  const user = await createUser(env.database.db, { role });
  return { user, caller: callerFor(env.services, actorOf(user)) };
}

/** Every folder row of a user, the default ones included. */
export async function folderRowsOf(env: ClientsTestEnvironment, userId: string) {
  return env.database.db.select().from(folders).where(eq(folders.userId, userId));
}

/** The stored row of a folder. */
export async function folderRow(env: ClientsTestEnvironment, id: string) {
  const [row] = await env.database.db.select().from(folders).where(eq(folders.id, id));
  return row;
}
