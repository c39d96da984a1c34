import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Role } from '../../src/shared/access.ts';
import type { users } from '../../src/server/db/schema/index.ts';
import { actorOf, createUser } from '../factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from './services.ts';

/** A test file's own database and services. */
export interface TestEnvironment {
  database: TestDatabase;
  services: TestServices;
}

/** A database and services for one test file, emptied before each test. */
export function useTestEnvironment(): TestEnvironment {
  const env = {} as TestEnvironment;
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

/** A user of `role` (any other column overridden) and their caller. */
export async function signedIn(
  env: TestEnvironment,
  role: Role,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await createUser(env.database.db, { ...overrides, role });
  return { user, caller: callerFor(env.services, actorOf(user)) };
}
