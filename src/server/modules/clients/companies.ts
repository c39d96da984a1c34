import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Company } from '../../../shared/schemas/clients.ts';
import { conflict, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { companies, folders, type CompanyRow } from '../../db/schema/index.ts';
import type { FolderOwner } from './folders.ts';

/**
 * Companies (SPEC §3 Company, decision 034): a professional's corporate clients, which client folders may
 * name. Every query goes through the owner's id: another professional's company is "Company not found.".
 */

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** One of the owner's companies; NOT_FOUND for anyone else's, a missing one or a malformed id. */
export async function findOwnCompany(
  db: Database,
  owner: FolderOwner,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CompanyRow> {
  if (!isUuid(id)) throw notFound('companyNotFound');
  const query = db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.userId, owner.id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('companyNotFound');
  return row;
}

/** The owner's companies by name, ignoring case, each with how many of their clients name it. */
export async function listCompanies(db: Database, owner: FolderOwner): Promise<Company[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      createdAt: companies.createdAt,
      clientCount: sql<number>`count(${folders.id})::int`,
    })
    .from(companies)
    .leftJoin(folders, eq(folders.companyId, companies.id))
    .where(eq(companies.userId, owner.id))
    .groupBy(companies.id)
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
  return rows.map((row) => ({ ...row, clientCount: Number(row.clientCount) }));
}

/** "Company added": a new company of the owner's; a name they already use (any capitals) is refused. */
export async function addCompany(db: Database, owner: FolderOwner, name: string): Promise<{ id: string }> {
  try {
    const [row] = await db
      .insert(companies)
      .values({ userId: owner.id, name })
      .returning({ id: companies.id });
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('companyNameTaken');
    throw err;
  }
}

/** "Company renamed": the same name with other capitals is a rename too. */
export async function renameCompany(
  db: Database,
  owner: FolderOwner,
  id: string,
  name: string,
): Promise<void> {
  const company = await findOwnCompany(db, owner, id);
  try {
    await db.update(companies).set({ name, updatedAt: new Date() }).where(eq(companies.id, company.id));
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('companyNameTaken');
    throw err;
  }
}

/** "Company deleted": its clients stay, with no company (the foreign key sets it to null). */
export async function deleteCompany(db: Database, owner: FolderOwner, id: string): Promise<void> {
  const company = await findOwnCompany(db, owner, id);
  await db.delete(companies).where(eq(companies.id, company.id));
}
