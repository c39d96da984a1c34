import { eq } from 'drizzle-orm';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { changeEntitlements } from './credits.ts';

/** The plan name credit history shows for a change an admin made by hand. */
export const ADMIN_GRANT_NAME = 'Admin grant';

/** An admin sets a user's meal slots and download credits (-1 unlimited) on Members; written to history. */
export async function grantCredits(
  db: Database,
  input: { userId: string; mealSlots?: number | undefined; downloadCredits?: number | undefined },
): Promise<{ mealSlots: number; downloadCredits: number }> {
  return db.transaction(async (tx) => {
    await changeEntitlements(
      tx,
      input.userId,
      {
        ...(input.mealSlots !== undefined ? { mealSlots: input.mealSlots } : {}),
        ...(input.downloadCredits !== undefined ? { downloadCredits: input.downloadCredits } : {}),
      },
      ADMIN_GRANT_NAME,
    );
    return memberCredits(tx, input.userId);
  });
}

export async function memberCredits(
  db: Database,
  userId: string,
): Promise<{ mealSlots: number; downloadCredits: number }> {
  const [row] = await db
    .select({ mealSlots: users.mealSlots, downloadCredits: users.downloadCredits })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('userNotFound');
  return row;
}
