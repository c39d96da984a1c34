import { ZEmail, ZPassword } from '../../../shared/schemas/auth.ts';
import { conflict } from '../../app-error.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';

export interface NewAdmin {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** Creates an active admin (the first one of a production database, through `npm run admin:create`). */
export async function createAdmin(db: Database, input: NewAdmin): Promise<UserRow> {
  const email = ZEmail.parse(input.email);
  const password = ZPassword.parse(input.password);
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstName: input.firstName ?? 'Admin',
      lastName: input.lastName ?? '',
      role: 'admin',
      status: 'active',
      mealSlots: -1,
      downloadCredits: -1,
      freeTrialPopUp: false,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('userAlreadyExists');
  return row;
}
