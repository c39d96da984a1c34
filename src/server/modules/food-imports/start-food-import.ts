import { buffer } from 'node:stream/consumers';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { FoodImportKind, ZFoodImportStartInput } from '../../../shared/schemas/foods.ts';
import { badRequest, notFound } from '../../app-error.ts';
import { foodImports, uploads } from '../../db/schema/index.ts';
import type { Actor, Context } from '../../trpc/context.ts';
import { detectFoodFileKind } from './read-food-file.ts';

/** The upload folder whose files the Upload Excel screen lists and imports. */
export const FOOD_FILES_FOLDER = 'excel';

/**
 * Starts importing an uploaded food file: tells its kind from its content (or checks the one the admin
 * chose), records the import and queues the job in one transaction. An import of the same upload that is
 * still queued or running is answered instead of starting a second one.
 */
export async function startFoodImport(
  ctx: Pick<Context, 'db' | 'jobs' | 'storage'> & { actor: Actor },
  input: z.output<typeof ZFoodImportStartInput>,
): Promise<{ importId: string; kind: FoodImportKind }> {
  const [upload] = await ctx.db
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.id, input.uploadId), eq(uploads.folder, FOOD_FILES_FOLDER)));
  if (!upload) throw notFound();

  const [active] = await ctx.db
    .select({ id: foodImports.id, kind: foodImports.kind })
    .from(foodImports)
    .where(and(eq(foodImports.uploadId, upload.id), inArray(foodImports.status, ['queued', 'running'])))
    .orderBy(desc(foodImports.createdAt))
    .limit(1);
  if (active) return { importId: active.id, kind: active.kind };

  const file = await ctx.storage.get(upload.key);
  if (!file) throw notFound();
  const kind = await detectFoodFileKind(await buffer(file.body));
  if (!kind) throw badRequest('importFileUnreadable');
  if (input.kind && input.kind !== kind) throw badRequest('importWrongKind');

  return ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(foodImports)
      .values({ uploadId: upload.id, kind, createdBy: ctx.actor.id })
      .returning({ id: foodImports.id });
    await ctx.jobs.send('food-imports', { importId: created!.id }, { db: tx });
    return { importId: created!.id, kind };
  });
}
