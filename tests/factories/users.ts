import type { Role } from '../../src/shared/access.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import type { Database } from '../../src/server/db/client.ts';
import { users, type UserRow } from '../../src/server/db/schema/index.ts';
import type { Actor } from '../../src/server/trpc/context.ts';

export const FACTORY_PASSWORD = 'correct horse battery staple';
let passwordHash: Promise<string> | undefined;
let counter = 0;

/** A user of the given role, active, with FACTORY_PASSWORD as the password. */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { role?: Role } = {},
): Promise<UserRow> {
  counter += 1;
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
  const role = overrides.role ?? 'member';
  const [row] = await db
    .insert(users)
    .values({
      email: `${role}.${counter}.${Math.random().toString(36).slice(2, 7)}@example.test`,
      firstName: role === 'personal_trainer' ? 'Pat' : role.charAt(0).toUpperCase() + role.slice(1),
      lastName: `Tester${counter}`,
      ...overrides,
      passwordHash: overrides.passwordHash ?? (await passwordHash),
      role,
    })
    .returning();
  return row!;
}

export function actorOf(user: UserRow): Actor {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    status: user.status,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}
