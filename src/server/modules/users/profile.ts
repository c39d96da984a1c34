import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Role, RoleList } from '../../../shared/access.ts';
import type { Profile, ZProfileUpdate } from '../../../shared/schemas/users.ts';
import { notFound } from '../../app-error.ts';
import { forgetUser } from '../../auth/session-cache.ts';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';

export type ProfileUpdate = z.infer<typeof ZProfileUpdate>;

export interface ProfileContext {
  db: Database;
  actor: Actor;
}

/**
 * Profile fields only some roles have. A value sent by another role is refused as a field error rather
 * than dropped, so nobody believes it was saved; an empty one is simply not stored, so a form may send
 * every field whatever the role.
 */
const ROLE_ONLY_FIELDS = {
  regNum: {
    roles: ['dietitian', 'nutritionist', 'naturopath'],
    message: 'Only dietitians, nutritionists and naturopaths have a registration number.',
  },
  gym: {
    roles: ['personal_trainer'],
    message: 'Only Health & Fitness Professionals have a gym.',
  },
} as const satisfies Partial<Record<keyof ProfileUpdate, { roles: RoleList; message: string }>>;

/** Where the browser fetches a stored file (GET /files/{key}). */
function fileUrl(key: string | null): string | null {
  return key === null ? null : `/files/${key}`;
}

export function toProfile(row: UserRow): Profile {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    birthDate: row.birthDate,
    phone: row.phone,
    gym: row.gym,
    website: row.website,
    facebook: row.facebook,
    instagram: row.instagram,
    regNum: row.regNum,
    energyUnit: row.energyUnit,
    brandColor: row.brandColor,
    photoUrl: fileUrl(row.photo),
    customLogoUrl: fileUrl(row.customLogo),
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** The actor's own row: the only user row a profile procedure ever reads. */
async function loadOwnUser(db: Database, actor: Actor): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, actor.id));
  // The account was deleted while its session was still open.
  if (!row) throw notFound('userNotFound');
  return row;
}

export async function getProfile(ctx: ProfileContext): Promise<Profile> {
  return toProfile(await loadOwnUser(ctx.db, ctx.actor));
}

export async function updateProfile(ctx: ProfileContext, input: ProfileUpdate): Promise<Profile> {
  const changes = storableChanges(ctx.actor.role, input);
  if (Object.keys(changes).length === 0) return getProfile(ctx);
  const [row] = await ctx.db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, ctx.actor.id))
    .returning();
  if (!row) throw notFound('userNotFound');
  forgetUser(row.id); // the name their sessions know
  return toProfile(row);
}

/** The welcome video is shown once: closing it clears freeTrialPopUp for good, on every device. */
export async function dismissWelcome(ctx: ProfileContext): Promise<void> {
  await ctx.db
    .update(users)
    .set({ freeTrialPopUp: false, updatedAt: new Date() })
    .where(eq(users.id, ctx.actor.id));
}

/**
 * SPEC §4: choosing Subscribe in the free-trial-expired dialog clears expiredPopUp, so the dialog stops
 * opening on every device. A later trial sets it again.
 */
export async function dismissTrialExpired(ctx: ProfileContext): Promise<void> {
  await ctx.db
    .update(users)
    .set({ expiredPopUp: false, updatedAt: new Date() })
    .where(eq(users.id, ctx.actor.id));
}

/** Blank optional text is stored as null, so "not given" has one representation. */
const BLANK_AS_NULL = ['phone', 'gym', 'website', 'facebook', 'instagram', 'regNum'] as const;

function storableChanges(role: Role, input: ProfileUpdate): ProfileUpdate {
  const changes: ProfileUpdate = { ...input };
  for (const field of BLANK_AS_NULL) {
    if (changes[field] === '') changes[field] = null;
  }
  const issues: z.core.$ZodIssueCustom[] = [];
  for (const field of Object.keys(ROLE_ONLY_FIELDS) as (keyof typeof ROLE_ONLY_FIELDS)[]) {
    const rule: { roles: RoleList; message: string } = ROLE_ONLY_FIELDS[field];
    if (rule.roles.includes(role)) continue;
    if (changes[field] != null) {
      issues.push({ code: 'custom', path: [field], message: rule.message, input: changes[field] });
    }
    delete changes[field];
  }
  if (issues.length > 0) {
    // A ZodError cause makes the error formatter report it as field errors, like any other bad input.
    throw new TRPCError({ code: 'BAD_REQUEST', cause: new z.ZodRealError(issues) });
  }
  return changes;
}
