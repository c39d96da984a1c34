import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { ClientFolder, MainMealType } from '../../../shared/schemas/meal-plans.ts';
import type { Database } from '../../db/client.ts';
import { clientLinks, companies, folders, mealPlans, users } from '../../db/schema/index.ts';
import { ensureDefaultFolders, findOwnFolder, type FolderOwner } from './folders.ts';

/** `%` and `_` typed in a search are meant literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** How many plans (and of them recipe plans) each of the owner's folders holds. */
function planCountsOf(db: Database, owner: FolderOwner) {
  return db
    .select({
      folderId: mealPlans.folderId,
      planCount: sql<number>`count(*)::int`.as('plan_count'),
      recipePlanCount: sql<number>`(count(*) filter (where ${mealPlans.recipePlan}))::int`.as(
        'recipe_plan_count',
      ),
    })
    .from(mealPlans)
    .where(and(eq(mealPlans.userId, owner.id), eq(mealPlans.promo, '')))
    .groupBy(mealPlans.folderId)
    .as('plan_counts');
}

async function selectFolders(db: Database, owner: FolderOwner, where: ReturnType<typeof and>) {
  const planCounts = planCountsOf(db, owner);
  const rows = await db
    .select({
      id: folders.id,
      kind: folders.kind,
      client: folders.client,
      email: folders.email,
      promo: folders.promo,
      mainMeals: folders.mainMeals,
      snacks: folders.snacks,
      planCount: sql<number>`coalesce(${planCounts.planCount}, 0)`,
      recipePlanCount: sql<number>`coalesce(${planCounts.recipePlanCount}, 0)`,
      companyId: folders.companyId,
      company: companies.name,
      allergies: folders.allergies,
      avoidWords: folders.avoidWords,
      linkedFirstName: users.firstName,
      linkedLastName: users.lastName,
      linkedEmail: users.email,
      createdAt: folders.createdAt,
      updatedAt: folders.updatedAt,
    })
    .from(folders)
    .leftJoin(planCounts, eq(planCounts.folderId, folders.id))
    .leftJoin(companies, eq(companies.id, folders.companyId))
    // A link is filed under a folder only by the folder's owner (client-links.ts), so this is theirs.
    .leftJoin(clientLinks, eq(clientLinks.folderId, folders.id))
    .leftJoin(users, eq(users.id, clientLinks.memberId))
    .where(and(eq(folders.userId, owner.id), where))
    .orderBy(
      // The default folders first, Others before copied plans; then the clients by name.
      asc(sql`case ${folders.kind} when 'others' then 0 when 'copied' then 1 else 2 end`),
      asc(sql`lower(${folders.client})`),
      asc(folders.id),
    );
  return rows.map(({ linkedFirstName, linkedLastName, linkedEmail, ...row }): ClientFolder => ({
    ...row,
    mainMeals: row.mainMeals as MainMealType[],
    planCount: Number(row.planCount),
    recipePlanCount: Number(row.recipePlanCount),
    linkedAccount:
      linkedEmail === null
        ? null
        : { name: fullName(linkedFirstName ?? '', linkedLastName ?? '', linkedEmail), email: linkedEmail },
  }));
}

/** "Jane Citizen", or the e-mail address of an account that gave no name. */
export function fullName(firstName: string, lastName: string, email: string): string {
  return `${firstName} ${lastName}`.trim() || email;
}

/**
 * The owner's folders (SPEC §7 "folders: list by user", "search by email or promo"): the default folders
 * first, made here the first time, then the clients by name ignoring case. A query keeps the folders whose
 * client name, email or promo contains it, ignoring case; a company keeps that company's clients.
 */
export async function listClientFolders(
  db: Database,
  owner: FolderOwner,
  filter: { query?: string | undefined; companyId?: string | undefined } = {},
): Promise<ClientFolder[]> {
  await ensureDefaultFolders(db, owner.id);
  const pattern = filter.query ? `%${escapeLike(filter.query)}%` : undefined;
  return selectFolders(
    db,
    owner,
    and(
      pattern
        ? or(ilike(folders.client, pattern), ilike(folders.email, pattern), ilike(folders.promo, pattern))
        : undefined,
      // Another professional's company names none of the owner's folders: the list comes back empty.
      filter.companyId ? eq(folders.companyId, filter.companyId) : undefined,
    ),
  );
}

/** One of the owner's folders with its plan counts; NOT_FOUND for anyone else's. */
export async function getClientFolder(db: Database, owner: FolderOwner, id: string): Promise<ClientFolder> {
  const folder = await findOwnFolder(db, owner, id);
  const [row] = await selectFolders(db, owner, eq(folders.id, folder.id));
  return row!;
}
