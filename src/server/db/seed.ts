import { ROLES, type Role } from '../../shared/access.ts';
import { hashPassword } from '../auth/password.ts';
import { loadHouseholdMeasures } from '../modules/measurements/load-household-measures.ts';
import type { Database } from './client.ts';
import { users } from './schema/index.ts';

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
}

const DEMO_NAMES: Record<Role, [string, string]> = {
  admin: ['Alex', 'Admin'],
  member: ['Mia', 'Member'],
  dietitian: ['Dana', 'Dietitian'],
  personal_trainer: ['Pat', 'Trainer'],
  nutritionist: ['Nina', 'Nutritionist'],
  naturopath: ['Noah', 'Naturopath'],
};

/** The demo accounts of the embedded default, one per role (listed in README.md). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = ROLES.map((role) => ({
  role,
  email: `${role.replace('_', '-')}@demo.mealplanner.test`,
  password: `${role.replace('_', '-')}-demo-2026`,
}));

/**
 * Seeds the demo accounts and the household measures when the database has no user at all; returns the
 * accounts it created (nothing when the database already had users).
 */
export async function seedDemo(db: Database): Promise<DemoAccount[]> {
  if ((await db.$count(users)) > 0) return [];
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      const [firstName, lastName] = DEMO_NAMES[account.role];
      const unlimited = account.role !== 'admin';
      return {
        email: account.email,
        passwordHash: await hashPassword(account.password),
        firstName,
        lastName,
        role: account.role,
        status: 'active' as const,
        mealSlots: unlimited ? -1 : 0,
        downloadCredits: unlimited ? -1 : 0,
        freeTrialPopUp: false,
      };
    }),
  );
  await db.insert(users).values(rows).onConflictDoNothing();
  await loadHouseholdMeasures(db);
  return [...DEMO_ACCOUNTS];
}
