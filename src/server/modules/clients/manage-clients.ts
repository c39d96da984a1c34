import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZClientInput, ZClientUpdateInput } from '../../../shared/schemas/meal-plans.ts';
import { badRequest } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { folders, mealPlans } from '../../db/schema/index.ts';
import { findOwnCompany } from './companies.ts';
import { findOwnFolder, isDefaultFolder, type FolderOwner } from './folders.ts';

/** "Client added": a new client folder of the owner's, with no plans yet; its company must be theirs. */
export async function addClient(
  db: Database,
  owner: FolderOwner,
  input: z.output<typeof ZClientInput>,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    if (input.companyId) await findOwnCompany(tx, owner, input.companyId);
    const [row] = await tx
      .insert(folders)
      .values({ ...input, userId: owner.id, kind: null })
      .returning({ id: folders.id });
    return row!;
  });
}

/**
 * "Client updated": the client's name, email, promo, company, main meals and snacks. A default folder keeps its
 * name, email and promo (it is no client); its main meals and snacks, which new plans in it start from,
 * may change.
 */
export async function updateClient(
  db: Database,
  owner: FolderOwner,
  input: z.output<typeof ZClientUpdateInput>,
): Promise<void> {
  const { id, ...changes } = input;
  await db.transaction(async (tx) => {
    const folder = await findOwnFolder(tx, owner, id, { forUpdate: true });
    if (
      isDefaultFolder(folder) &&
      (changes.client !== folder.client ||
        changes.email !== folder.email ||
        changes.promo !== folder.promo ||
        changes.companyId !== folder.companyId)
    ) {
      throw badRequest('defaultFolderKeepsDetails', { name: folder.client });
    }
    if (changes.companyId) await findOwnCompany(tx, owner, changes.companyId);
    await tx
      .update(folders)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(folders.id, folder.id));
  });
}

/**
 * "Folder successfully deleted": the client's folder with its plans and their meals, in one transaction
 * (the plans and meals go by the foreign keys' cascade). The default folders stay. Returns how many plans
 * went with it.
 */
export async function deleteClient(
  db: Database,
  owner: FolderOwner,
  id: string,
): Promise<{ deletedPlans: number }> {
  return db.transaction(async (tx) => {
    const folder = await findOwnFolder(tx, owner, id, { forUpdate: true });
    if (isDefaultFolder(folder)) throw badRequest('defaultFolderNotDeletable', { name: folder.client });
    const [plans] = await tx.select({ n: count() }).from(mealPlans).where(eq(mealPlans.folderId, folder.id));
    await tx.delete(folders).where(eq(folders.id, folder.id));
    return { deletedPlans: plans?.n ?? 0 };
  });
}
