import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Organisation, OrganisationInput } from '../../../shared/schemas/organisations.ts';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { organisations, uploads, users } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import type { Actor } from '../../trpc/context.ts';
import { deleteFilesAfterCommit } from '../users/stored-files.ts';

export interface OrganisationsContext {
  db: Database;
  storage: Storage;
  log: Logger;
  actor: Actor;
}

/** Every organisation by name, with its logo's address and how many accounts belong to it. */
export async function listOrganisationsForAdmin(db: Database): Promise<Organisation[]> {
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      hexCode: organisations.hexCode,
      logo: organisations.logo,
      createdAt: organisations.createdAt,
      members: count(users.id),
    })
    .from(organisations)
    .leftJoin(users, eq(users.organisationId, organisations.id))
    .groupBy(organisations.id)
    .orderBy(asc(sql`lower(${organisations.name})`), asc(organisations.id));
  return rows.map(({ logo, ...row }) => ({
    ...row,
    members: Number(row.members),
    logoUrl: logo === null ? null : `/files/${logo}`,
  }));
}

/**
 * A new organisation. Its logo is one of the admin's own uploads to logos/ (public by decision 018, as
 * public eBook pages and documents show it); someone else's upload, or one from another folder, is "not found".
 */
export async function addOrganisation(
  ctx: OrganisationsContext,
  input: OrganisationInput,
): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    let logo: string | null = null;
    if (input.logoUploadId) {
      const [upload] = await tx
        .select({ key: uploads.key })
        .from(uploads)
        .where(
          and(
            eq(uploads.id, input.logoUploadId),
            eq(uploads.createdBy, ctx.actor.id),
            eq(uploads.folder, 'logos'),
          ),
        );
      if (!upload) throw notFound();
      logo = upload.key;
    }
    const now = new Date();
    const [row] = await tx
      .insert(organisations)
      .values({
        name: input.name,
        hexCode: input.hexCode.toLowerCase(),
        logo,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: organisations.id });
    return row!;
  });
}

/**
 * Deletes an organisation and its logo. Its students stay students and keep the colour they were given;
 * their documents no longer carry its logo (users.organisation_id is set null by the foreign key).
 */
export async function deleteOrganisation(ctx: OrganisationsContext, id: string): Promise<void> {
  const removedKeys = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(organisations)
      .where(eq(organisations.id, id))
      .returning({ logo: organisations.logo });
    if (!row) throw notFound();
    if (row.logo === null) return [];
    // The logo goes unless an account shows the same file as its own logo.
    const [{ inUse } = { inUse: 0 }] = await tx
      .select({ inUse: count() })
      .from(users)
      .where(eq(users.customLogo, row.logo));
    if (inUse > 0) return [];
    const removed = await tx.delete(uploads).where(eq(uploads.key, row.logo)).returning({ key: uploads.key });
    return removed.map((r) => r.key);
  });
  await deleteFilesAfterCommit(ctx, removedKeys);
}
