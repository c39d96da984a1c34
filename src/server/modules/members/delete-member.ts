import { and, eq, inArray, isNotNull, ne, notInArray, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import { badRequest, notFound } from '../../app-error.ts';
import { forgetUser } from '../../auth/session-cache.ts';
import type { Database } from '../../db/client.ts';
import { recipes, uploads, users } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import type { Actor } from '../../trpc/context.ts';
import { deleteFilesAfterCommit } from '../users/stored-files.ts';

export interface DeleteMemberContext {
  db: Database;
  storage: Storage;
  log: Logger;
  actor: Actor;
}

/**
 * What a user owns beyond the rows that go with theirs by a cascading foreign key (sessions, login
 * records, credit history, auth tokens). Each step deletes its rows inside the deletion's transaction and
 * returns the storage keys of files that nothing refers to any more. A table added later whose rows are a
 * user's (goal, plans and their meals, subscription) adds its step here.
 */
type OwnedDataStep = (tx: Database, userId: string) => Promise<string[]>;

const OWNED_DATA: readonly OwnedDataStep[] = [
  // Their my recipes and the recipes still waiting for review go; their published recipes stay in the
  // catalogue, others' plans and saved lists using them, with no owner.
  async (tx, userId) => {
    const rows = await tx
      .delete(recipes)
      .where(
        and(eq(recipes.userId, userId), or(eq(recipes.isPrivate, true), ne(recipes.status, 'published'))),
      )
      .returning({ photoKey: recipes.photoKey });
    const keys = rows.flatMap((r) => (r.photoKey === null ? [] : [r.photoKey]));
    if (keys.length === 0) return [];
    // A customised copy someone else owns may show the same photo.
    const stillShown = await tx
      .select({ key: recipes.photoKey })
      .from(recipes)
      .where(inArray(recipes.photoKey, keys));
    return keys.filter((key) => !stillShown.some((row) => row.key === key));
  },
  // Uploads only lose their owner by foreign key; a deleted user's files go with them, but for the photos
  // of recipes that stay.
  async (tx, userId) => {
    const shown = tx.select({ key: recipes.photoKey }).from(recipes).where(isNotNull(recipes.photoKey));
    const rows = await tx
      .delete(uploads)
      .where(and(eq(uploads.createdBy, userId), notInArray(uploads.key, shown)))
      .returning({ key: uploads.key });
    return rows.map((r) => r.key);
  },
];

/** Deletes another user and everything that is theirs: rows in one transaction, then their files. */
export async function deleteMember(ctx: DeleteMemberContext, userId: string): Promise<void> {
  if (userId === ctx.actor.id) throw badRequest('cannotDeleteYourself');
  const fileKeys = await ctx.db.transaction(async (tx) => {
    // Locked first, as a profile image change does, so the two take their locks in the same order.
    const [user] = await tx
      .select({ photo: users.photo })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound('userNotFound');
    // The photo is always the user's own (users.setPhoto takes only their uploads), even if its upload row
    // has gone. The custom logo goes only through the uploads step: a student's logo is their
    // organisation's, shared with others, and stays.
    const keys = user.photo === null ? [] : [user.photo];
    for (const step of OWNED_DATA) keys.push(...(await step(tx, userId)));
    await tx.delete(users).where(eq(users.id, userId));
    forgetUser(userId);
    return keys;
  });
  forgetUser(userId); // their sessions went with them: none is answered from memory
  await deleteFilesAfterCommit(ctx, fileKeys);
}
