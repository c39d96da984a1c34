import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCreditHistoryEntry } from '../../../shared/schemas/users.ts';
import type { Database } from '../../db/client.ts';
import { creditHistory } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';

/** The Credits History dialog lists recent changes; older ones are not worth scrolling through 400 px for. */
const CREDIT_HISTORY_LIMIT = 200;

/** The actor's own credit changes, newest first. */
export async function listCreditHistory(ctx: {
  db: Database;
  actor: Actor;
}): Promise<z.infer<typeof ZCreditHistoryEntry>[]> {
  return ctx.db
    .select({
      id: creditHistory.id,
      type: creditHistory.type,
      date: creditHistory.date,
      planName: creditHistory.planName,
    })
    .from(creditHistory)
    .where(eq(creditHistory.userId, ctx.actor.id))
    .orderBy(desc(creditHistory.date), desc(creditHistory.id))
    .limit(CREDIT_HISTORY_LIMIT);
}
