import { and, eq } from 'drizzle-orm';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { foodReports } from '../../db/schema/index.ts';

/** pending -> resolved (SPEC §4). Resolving a resolved report again keeps the first resolution's time. */
export async function resolveFoodReport(
  db: Database,
  reportId: string,
  now = new Date(),
): Promise<{ messageKey: 'reportResolved' }> {
  const [resolved] = await db
    .update(foodReports)
    .set({ status: 'resolved', resolvedAt: now })
    .where(and(eq(foodReports.id, reportId), eq(foodReports.status, 'pending')))
    .returning({ id: foodReports.id });
  if (!resolved) {
    const exists = await db.$count(foodReports, eq(foodReports.id, reportId));
    if (exists === 0) throw notFound('reportNotFound');
  }
  return { messageKey: 'reportResolved' };
}
