import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { PROFESSIONALS } from '../../../shared/access.ts';
import {
  formatClientId,
  normaliseClientId,
  type ClientLink,
  type MyProfessional,
} from '../../../shared/schemas/clients.ts';
import { AppError, badRequest, conflict, notFound } from '../../app-error.ts';
import { countRateLimitEvent, rateLimitCount, type RateLimit } from '../../auth/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { clientLinks, folders, mealPlans, users, type ClientLinkRow } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';
import { sharedPlanPath } from '../public-pages/shared-plans.ts';
import { findOwnFolder, isDefaultFolder, type FolderOwner } from './folders.ts';
import { fullName } from './list-clients.ts';

/**
 * SPEC §3 Client (decisions 034 and 055): a member links their account to their professional by entering
 * the professional's client ID. The professional sees the linked accounts and files each under one of their
 * client folders (or refuses it); the member then sees that folder's plans whose public link is on. A link
 * files itself only on an address its owner has proven: anyone may register with a client's address, and
 * every client of the professional has the client ID.
 */

/** Wrong client IDs a member may enter in an hour: 64-bit IDs are not found by trying. */
export const WRONG_CLIENT_IDS_PER_HOUR = 10;
const wrongClientIds: RateLimit = {
  name: 'client-id',
  max: WRONG_CLIENT_IDS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
};

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** The professional's client ID, as they give it out ("3F9A-0C21-7D4E-B815"). */
export async function myClientId(db: Database, professional: FolderOwner): Promise<{ clientId: string }> {
  const [row] = await db.select({ code: users.clientCode }).from(users).where(eq(users.id, professional.id));
  if (!row) throw notFound('userNotFound');
  return { clientId: formatClientId(row.code) };
}

/** Who the member is linked to, since when, and the plans of their folder the professional shares. */
export async function myProfessional(db: Database, member: FolderOwner): Promise<MyProfessional> {
  const [row] = await db
    .select({ link: clientLinks, professional: users })
    .from(clientLinks)
    .innerJoin(users, eq(users.id, clientLinks.professionalId))
    .where(eq(clientLinks.memberId, member.id));
  if (!row) return null;
  const { link, professional } = row;
  const sharedPlans = link.folderId
    ? await db
        .select({
          id: mealPlans.id,
          name: mealPlans.name,
          recipePlan: mealPlans.recipePlan,
          updatedAt: mealPlans.updatedAt,
          client: folders.client,
        })
        .from(mealPlans)
        .innerJoin(folders, eq(folders.id, mealPlans.folderId))
        .where(
          and(
            eq(mealPlans.folderId, link.folderId),
            eq(mealPlans.userId, professional.id),
            eq(mealPlans.publicLink, true),
          ),
        )
        .orderBy(desc(mealPlans.updatedAt), asc(mealPlans.id))
    : [];
  return {
    professional: {
      name: fullName(professional.firstName, professional.lastName, professional.email),
      email: professional.email,
      role: professional.role,
    },
    linkedAt: link.createdAt,
    filed: link.folderId !== null,
    sharedPlans: sharedPlans.map(({ client, ...plan }) => ({
      ...plan,
      path: sharedPlanPath(plan, professional, client),
    })),
  };
}

/**
 * Links the member to the professional whose client ID they typed. A wrong ID is refused with nothing
 * changed, and counted: past WRONG_CLIENT_IDS_PER_HOUR an hour, every try is refused. Linking again to the
 * same professional changes nothing; to another, the member unlinks first. A member whose address is
 * verified is filed at once under the client with that address (fileLinkByProvenAddress); any other link
 * waits for the professional.
 */
export async function linkToProfessional(
  db: Database,
  member: Pick<Actor, 'id'>,
  typed: string,
): Promise<{ name: string }> {
  if ((await rateLimitCount(db, wrongClientIds, member.id)) >= WRONG_CLIENT_IDS_PER_HOUR) {
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
  }
  const code = normaliseClientId(typed);
  const [professional] = code
    ? await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.clientCode, code),
            eq(users.status, 'active'),
            inArray(users.role, [...PROFESSIONALS]),
          ),
        )
    : [];
  if (!professional) {
    await countRateLimitEvent(db, wrongClientIds, member.id);
    throw badRequest('clientIdNotFound');
  }
  const name = fullName(professional.firstName, professional.lastName, professional.email);

  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(clientLinks)
      .values({ memberId: member.id, professionalId: professional.id })
      .onConflictDoNothing({ target: clientLinks.memberId })
      .returning();
    if (!inserted) {
      const [existing] = await tx.select().from(clientLinks).where(eq(clientLinks.memberId, member.id));
      if (existing && existing.professionalId !== professional.id) {
        const [other] = await tx.select().from(users).where(eq(users.id, existing.professionalId));
        throw conflict('alreadyLinked', {
          name: other ? fullName(other.firstName, other.lastName, other.email) : '',
        });
      }
      return { name };
    }
    await fileLinkByProvenAddress(tx, member.id);
    return { name };
  });
}

/**
 * Files the member's waiting link under the one client of their professional that has the member's
 * address and no linked account yet, when the account's address is verified; otherwise changes nothing and
 * the link waits for the professional. Called in the transaction that makes the link or that proves the
 * address (verify-email, a confirmed change of address), after that write.
 */
export async function fileLinkByProvenAddress(tx: Database, memberId: string): Promise<void> {
  const [row] = await tx
    .select({ link: clientLinks, email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(clientLinks)
    .innerJoin(users, eq(users.id, clientLinks.memberId))
    .where(eq(clientLinks.memberId, memberId))
    .for('update', { of: clientLinks });
  if (!row || row.link.folderId !== null || row.verifiedAt === null) return;
  const matches = await tx
    .select({ id: folders.id })
    .from(folders)
    .leftJoin(clientLinks, eq(clientLinks.folderId, folders.id))
    .where(
      and(
        eq(folders.userId, row.link.professionalId),
        isNull(folders.kind),
        eq(folders.email, row.email),
        isNull(clientLinks.id),
      ),
    )
    .for('update', { of: folders });
  if (matches.length === 1) {
    await tx.update(clientLinks).set({ folderId: matches[0]!.id }).where(eq(clientLinks.id, row.link.id));
  }
}

/** Ends the member's link; they say whom they left. NOT_FOUND when they are linked to no one. */
export async function unlinkFromProfessional(db: Database, member: FolderOwner): Promise<{ name: string }> {
  const [removed] = await db.delete(clientLinks).where(eq(clientLinks.memberId, member.id)).returning();
  if (!removed) throw notFound('clientLinkNotFound');
  const [professional] = await db.select().from(users).where(eq(users.id, removed.professionalId));
  return {
    name: professional ? fullName(professional.firstName, professional.lastName, professional.email) : '',
  };
}

/**
 * The accounts linked to the professional, newest first, each with the client folder it is filed under
 * (none: waiting for the professional) and whether its address is verified.
 */
export async function listClientLinks(db: Database, professional: FolderOwner): Promise<ClientLink[]> {
  const rows = await db
    .select({
      id: clientLinks.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      linkedAt: clientLinks.createdAt,
      folderId: clientLinks.folderId,
      folderName: folders.client,
    })
    .from(clientLinks)
    .innerJoin(users, eq(users.id, clientLinks.memberId))
    .leftJoin(folders, eq(folders.id, clientLinks.folderId))
    .where(eq(clientLinks.professionalId, professional.id))
    .orderBy(desc(clientLinks.createdAt), asc(clientLinks.id));
  return rows.map(({ firstName, lastName, emailVerifiedAt, ...row }) => ({
    ...row,
    name: fullName(firstName, lastName, row.email),
    emailVerified: emailVerifiedAt !== null,
  }));
}

/** One link to the professional; another's link, a missing one or a malformed id is NOT_FOUND. */
async function findOwnLink(db: Database, professional: FolderOwner, id: string): Promise<ClientLinkRow> {
  if (!isUuid(id)) throw notFound('clientLinkNotFound');
  const [row] = await db
    .select()
    .from(clientLinks)
    .where(and(eq(clientLinks.id, id), eq(clientLinks.professionalId, professional.id)))
    .for('update');
  if (!row) throw notFound('clientLinkNotFound');
  return row;
}

/**
 * Files a linked account under one of the professional's client folders (null: under none): filing a
 * waiting link is the professional's approval of it. The folder must be the professional's own client
 * (not a default folder) and hold no other linked account.
 */
export async function fileClientLink(
  db: Database,
  professional: FolderOwner,
  id: string,
  folderId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await findOwnLink(tx, professional, id);
    if (folderId !== null) {
      const folder = await findOwnFolder(tx, professional, folderId, { forUpdate: true });
      if (isDefaultFolder(folder)) throw badRequest('defaultFolderNotLinkable', { name: folder.client });
      const [taken] = await tx
        .select({ id: clientLinks.id })
        .from(clientLinks)
        .where(eq(clientLinks.folderId, folder.id));
      if (taken && taken.id !== link.id) throw conflict('folderAlreadyLinked');
    }
    await tx.update(clientLinks).set({ folderId }).where(eq(clientLinks.id, link.id));
  });
}

/** The professional ends a link (a member who is no longer their client) or refuses a waiting one. */
export async function removeClientLink(db: Database, professional: FolderOwner, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await findOwnLink(tx, professional, id);
    await tx.delete(clientLinks).where(eq(clientLinks.id, link.id));
  });
}
