import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MEMBERS_PAGE_SIZE,
  type ZMembersListInput,
  type ZMembersPage,
} from '../../../shared/schemas/users.ts';
import type { Database } from '../../db/client.ts';
import { organisations, users } from '../../db/schema/index.ts';

type MembersListInput = z.output<typeof ZMembersListInput>;
type MembersPage = z.infer<typeof ZMembersPage>;

/**
 * Postgres keeps microseconds but a cursor comes back as a JavaScript Date, which keeps milliseconds. Order
 * and compare on the millisecond value, or rows registered in the same millisecond as a page's last row
 * would sort after its cursor and never be shown.
 */
const registeredAtMs = sql<Date>`date_trunc('milliseconds', ${users.registeredAt})`;

/** The members screen: one status at a time (active by default), newest registration first, 20 a page. */
export async function listMembers(db: Database, input: MembersListInput): Promise<MembersPage> {
  const conditions: SQL[] = [eq(users.status, input.status)];
  if (input.role) conditions.push(eq(users.role, input.role));
  const email = input.email?.trim();
  if (email) conditions.push(ilike(users.email, `%${escapeLike(email)}%`));
  if (input.cursor) {
    conditions.push(
      sql`(${registeredAtMs}, ${users.id}) < (${input.cursor.registeredAt.toISOString()}::timestamptz, ${input.cursor.id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      status: users.status,
      isStudent: users.isStudent,
      organisationName: organisations.name,
      gradDate: users.gradDate,
      registeredAt: users.registeredAt,
    })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(...conditions))
    .orderBy(desc(registeredAtMs), desc(users.id))
    .limit(MEMBERS_PAGE_SIZE + 1);
  const members = rows.slice(0, MEMBERS_PAGE_SIZE);
  const last = members.at(-1);
  return {
    members,
    nextCursor:
      rows.length > MEMBERS_PAGE_SIZE && last ? { registeredAt: last.registeredAt, id: last.id } : null,
  };
}

/** The badge on Members: accounts waiting for approval. */
export async function countPendingMembers(db: Database): Promise<number> {
  return db.$count(users, eq(users.status, 'pending'));
}

/** A typed e-mail fragment matches itself: '%', '_' and '\' are not wildcards. */
function escapeLike(text: string): string {
  return text.replaceAll(/[\\%_]/g, (c) => `\\${c}`);
}
