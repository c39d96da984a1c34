import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Profile } from '../../../shared/schemas/users.ts';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { uploads, users } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import type { Actor } from '../../trpc/context.ts';
import { toProfile } from './profile.ts';
import { deleteFilesAfterCommit } from './stored-files.ts';

export interface ProfileImageContext {
  db: Database;
  storage: Storage;
  log: Logger;
  actor: Actor;
}

/** The two images of a profile: the upload folder each comes from and the column that holds its key. */
const PROFILE_IMAGES = {
  photo: { folder: 'profilephotos', column: users.photo, set: (key: string) => ({ photo: key }) },
  customLogo: { folder: 'logos', column: users.customLogo, set: (key: string) => ({ customLogo: key }) },
} as const;

export type ProfileImage = keyof typeof PROFILE_IMAGES;

/**
 * Makes one of the actor's own uploads their photo or logo, and removes the image it replaces. An upload
 * that is someone else's, or from another folder, is "not found".
 */
export async function setProfileImage(
  ctx: ProfileImageContext,
  image: ProfileImage,
  uploadId: string,
): Promise<Profile> {
  const { folder, column, set } = PROFILE_IMAGES[image];
  const { row, replacedKey } = await ctx.db.transaction(async (tx) => {
    const [upload] = await tx
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(eq(uploads.id, uploadId), eq(uploads.createdBy, ctx.actor.id), eq(uploads.folder, folder)));
    if (!upload) throw notFound();
    // Locked so that two replacements at once cannot both keep the same previous key and leak a file.
    const [current] = await tx
      .select({ key: column })
      .from(users)
      .where(eq(users.id, ctx.actor.id))
      .for('update');
    if (!current) throw notFound('userNotFound');
    const [updated] = await tx
      .update(users)
      .set({ ...set(upload.key), updatedAt: new Date() })
      .where(eq(users.id, ctx.actor.id))
      .returning();
    if (current.key === null || current.key === upload.key) return { row: updated!, replacedKey: null };
    // Only the actor's own upload goes: a student's logo is their organisation's, which others still use.
    const [replaced] = await tx
      .delete(uploads)
      .where(and(eq(uploads.key, current.key), eq(uploads.createdBy, ctx.actor.id)))
      .returning({ key: uploads.key });
    return { row: updated!, replacedKey: replaced?.key ?? null };
  });
  if (replacedKey) await deleteFilesAfterCommit(ctx, [replacedKey]);
  return toProfile(row);
}
