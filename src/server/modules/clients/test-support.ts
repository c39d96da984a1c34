import { eq } from 'drizzle-orm';
import { folders } from '../../db/schema/index.ts';

export {
  signedIn,
  useTestEnvironment as useClientsTestEnvironment,
} from '../../../../tests/support/test-environment.ts';

import type { TestEnvironment as ClientsTestEnvironment } from '../../../../tests/support/test-environment.ts';

export type { ClientsTestEnvironment };

/** Every folder row of a user, the default ones included. */
export async function folderRowsOf(env: ClientsTestEnvironment, userId: string) {
  return env.database.db.select().from(folders).where(eq(folders.userId, userId));
}

/** The stored row of a folder. */
export async function folderRow(env: ClientsTestEnvironment, id: string) {
  const [row] = await env.database.db.select().from(folders).where(eq(folders.id, id));
  return row;
}
