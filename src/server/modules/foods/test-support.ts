import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Role } from '../../../shared/access.ts';
import type { FoodInput } from '../../../shared/schemas/foods.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';

/** Test helpers of the foods module. */

/** A database and services for one test file, emptied before each test. */
export function useFoodsTestEnvironment() {
  const env = {} as { database: TestDatabase; services: TestServices };
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
export async function signedIn(env: { database: TestDatabase; services: TestServices }, role: Role) {
  const user = await createUser(env.database.db, { role });
  return { user, caller: callerFor(env.services, actorOf(user)) };
}

/** What the food editor sends, with plausible values; override any field. */
export function foodInput(overrides: Partial<FoodInput> = {}): FoodInput {
  return {
    name: 'Lentil and walnut patty',
    categoryId: null,
    alternateWords: '',
    defaultMeasurement: 'gram',
    defaultWeight: 100,
    nutrients: {
      energyKj: 1000,
      protein: 10,
      fat: 10,
      carbohydrate: 27,
      sugars: 5,
      fibre: 3,
      sodium: 100,
    },
    portions: [],
    tags: [],
    ...overrides,
  };
}
