import { buffer } from 'node:stream/consumers';
import { and, desc, eq } from 'drizzle-orm';
import type { RecipeImportKind } from '../../../shared/schemas/recipe-imports.ts';
import { badRequest, notFound } from '../../app-error.ts';
import { recipeImports, uploads } from '../../db/schema/index.ts';
import type { Actor, Context } from '../../trpc/context.ts';
import { detectRecipeFileKind } from './read-recipe-file.ts';

/** The upload folder whose files Import recipes lists and imports. */
export const RECIPE_FILES_FOLDER = 'recipe-imports';

/**
 * Starts importing an uploaded recipe file: tells its kind from its content, records the import and queues
 * the job in one transaction. A file is imported once: starting it again answers the import it has, unless
 * that one failed, which is queued again and carries on after the last recipe it saved (so no recipe is
 * created twice).
 */
export async function startRecipeImport(
  ctx: Pick<Context, 'db' | 'jobs' | 'storage'> & { actor: Actor },
  uploadId: string,
): Promise<{ importId: string; kind: RecipeImportKind }> {
  const [upload] = await ctx.db
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.folder, RECIPE_FILES_FOLDER)));
  if (!upload) throw notFound();

  const [existing] = await ctx.db
    .select({ id: recipeImports.id, kind: recipeImports.kind, status: recipeImports.status })
    .from(recipeImports)
    .where(eq(recipeImports.uploadId, upload.id))
    .orderBy(desc(recipeImports.createdAt))
    .limit(1);
  if (existing && existing.status !== 'failed') return { importId: existing.id, kind: existing.kind };

  const file = await ctx.storage.get(upload.key);
  if (!file) throw notFound();
  const detected = await detectRecipeFileKind(await buffer(file.body));
  if (detected.kind === null) throw badRequest('recipeImportFileUnreadable', { reason: detected.reason });
  const kind = detected.kind;

  return ctx.db.transaction(async (tx) => {
    if (existing) {
      const [requeued] = await tx
        .update(recipeImports)
        .set({ status: 'queued', error: null, finishedAt: null })
        .where(and(eq(recipeImports.id, existing.id), eq(recipeImports.status, 'failed')))
        .returning({ id: recipeImports.id });
      if (requeued) await ctx.jobs.send('recipe-imports', { importId: existing.id }, { db: tx });
      return { importId: existing.id, kind: existing.kind };
    }
    const [created] = await tx
      .insert(recipeImports)
      .values({ uploadId: upload.id, kind, createdBy: ctx.actor.id })
      .returning({ id: recipeImports.id });
    await ctx.jobs.send('recipe-imports', { importId: created!.id }, { db: tx });
    return { importId: created!.id, kind };
  });
}
