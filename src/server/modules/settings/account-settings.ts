import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ShellLinkSettings } from '../../../shared/schemas/home.ts';
import type { GeneralSettings, ZAccountSettings } from '../../../shared/schemas/users.ts';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

export type AccountSettings = z.infer<typeof ZAccountSettings>;

/** The settings table holds one row, with this id (a check constraint enforces it). */
const SETTINGS_ID = 1;

const accountColumns = { professionalApprovalRequired: settings.professionalApprovalRequired };
const generalColumns = {
  notificationRecipientEmail: settings.notificationRecipientEmail,
  notificationRecipientName: settings.notificationRecipientName,
  recipePageLimit: settings.recipePageLimit,
};

/**
 * The account part of the one Settings row. A fresh database has no row yet: it is created here with the
 * table's defaults, so the defaults live in one place. Doing nothing on conflict makes that idempotent and
 * safe when two first reads race; it changes nothing anyone can observe, so a query may do it.
 */
export async function readAccountSettings(db: Database): Promise<AccountSettings> {
  await ensureSettingsRow(db);
  const [row] = await db.select(accountColumns).from(settings).where(eq(settings.id, SETTINGS_ID));
  return row!;
}

export async function updateAccountSettings(db: Database, input: AccountSettings): Promise<AccountSettings> {
  const [row] = await upsertSettings(db, input).returning(accountColumns);
  return row!;
}

export async function readGeneralSettings(db: Database): Promise<GeneralSettings> {
  await ensureSettingsRow(db);
  const [row] = await db.select(generalColumns).from(settings).where(eq(settings.id, SETTINGS_ID));
  return row!;
}

export async function updateGeneralSettings(db: Database, input: GeneralSettings): Promise<GeneralSettings> {
  const [row] = await upsertSettings(db, input).returning(generalColumns);
  return row!;
}

const shellLinkColumns = {
  welcomeVideoMember: settings.welcomeVideoMember,
  welcomeVideoTrainer: settings.welcomeVideoTrainer,
  welcomeVideoDietitian: settings.welcomeVideoDietitian,
  bookDemoUrl: settings.bookDemoUrl,
};

/** The welcome videos and the Book Demo link that every user's shell shows. */
export async function readShellLinkSettings(db: Database): Promise<ShellLinkSettings> {
  await ensureSettingsRow(db);
  const [row] = await db.select(shellLinkColumns).from(settings).where(eq(settings.id, SETTINGS_ID));
  return row!;
}

export async function updateShellLinkSettings(
  db: Database,
  input: ShellLinkSettings,
): Promise<ShellLinkSettings> {
  const [row] = await upsertSettings(db, input).returning(shellLinkColumns);
  return row!;
}

async function ensureSettingsRow(db: Database): Promise<void> {
  await db.insert(settings).values({ id: SETTINGS_ID }).onConflictDoNothing({ target: settings.id });
}

function upsertSettings(db: Database, input: AccountSettings | GeneralSettings | ShellLinkSettings) {
  return db
    .insert(settings)
    .values({ id: SETTINGS_ID, ...input })
    .onConflictDoUpdate({ target: settings.id, set: { ...input, updatedAt: new Date() } });
}
