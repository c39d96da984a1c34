import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_FOLDER_KINDS,
  DEFAULT_FOLDER_NAMES,
  type DefaultFolderKind,
} from '../../../shared/schemas/meal-plans.ts';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { folders, type FolderRow } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';

/**
 * The folders every other module reads through: a professional's own folders, and the two default
 * folders of SPEC §9 ("Others" and "copied plans") that every one of them has. The meal plans module
 * imports these; keep their names and signatures stable.
 */

/** Whose folders: the signed-in user (an Actor will do). */
export type FolderOwner = Pick<Actor, 'id'>;

/** The user's two default folders, by kind. */
export type DefaultFolders = Record<DefaultFolderKind, FolderRow>;

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * The user's default folders, made the first time anything asks for them. Safe to call at any time, from
 * any number of requests at once, inside a transaction or not: the rows are inserted with `on conflict do
 * nothing` on the partial unique index (user, kind), so a second caller waits for the first and then
 * finds its rows. Usually one query (both folders there already).
 */
export async function ensureDefaultFolders(db: Database, userId: string): Promise<DefaultFolders> {
  const existing = await selectDefaultFolders(db, userId);
  if (existing) return existing;
  await db
    .insert(folders)
    .values(DEFAULT_FOLDER_KINDS.map((kind) => ({ userId, kind, client: DEFAULT_FOLDER_NAMES[kind] })))
    .onConflictDoNothing({ target: [folders.userId, folders.kind], where: isNotNull(folders.kind) });
  const made = await selectDefaultFolders(db, userId);
  if (!made) throw new Error(`The default folders of user ${userId} could not be made.`);
  return made;
}

async function selectDefaultFolders(db: Database, userId: string): Promise<DefaultFolders | undefined> {
  const rows = await db
    .select()
    .from(folders)
    .where(and(eq(folders.userId, userId), isNotNull(folders.kind)));
  const others = rows.find((row) => row.kind === 'others');
  const copied = rows.find((row) => row.kind === 'copied');
  return others && copied ? { others, copied } : undefined;
}

/**
 * One of the user's own folders (a client's or a default one) by id. Another user's folder, a folder that
 * is not there and an id that is not even a uuid all answer NOT_FOUND "No client folder found.", so nothing
 * tells whether someone else's folder exists. `forUpdate` locks the row until the transaction ends.
 */
export async function findOwnFolder(
  db: Database,
  actor: FolderOwner,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<FolderRow> {
  if (!isUuid(id)) throw notFound('folderNotFound');
  const query = db
    .select()
    .from(folders)
    .where(and(eq(folders.id, id), eq(folders.userId, actor.id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('folderNotFound');
  return row;
}

/** Whether a folder is one of the two default folders rather than a client's. */
export function isDefaultFolder(folder: Pick<FolderRow, 'kind'>): folder is FolderRow & {
  kind: DefaultFolderKind;
} {
  return folder.kind !== null;
}
