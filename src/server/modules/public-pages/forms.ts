import { randomBytes } from 'node:crypto';
import { and, count, eq, ilike, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PROFESSIONALS, type Role } from '../../../shared/access.ts';
import { hasFreeMealSlot, UNLIMITED } from '../../../shared/billing/entitlements.ts';
import { calculateEnergyTarget } from '../../../shared/nutrition/energy-calculator.ts';
import { activityLevel, GOAL_LABELS } from '../../../shared/nutrition/goal-options.ts';
import type { MainMealType } from '../../../shared/schemas/meal-plans.ts';
import type { FormOwner, ZClientFormInput, ZRecipeFormInput } from '../../../shared/schemas/public-pages.ts';
import { AppError, notFound } from '../../app-error.ts';
import { consumeRateLimit, type RateLimit } from '../../auth/rate-limit.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { folders, mealPlans, users, type UserRow } from '../../db/schema/index.ts';
import { queueMail } from '../../integrations/mail/outbox.ts';
import type { Context } from '../../trpc/context.ts';
import { generateMeals } from '../meal-plans/generate.ts';
import { brandingOf, slugOf } from './shared-plans.ts';

/** Who may keep a client form: whoever keeps client folders and plans (SPEC §6 professionals; the admin). */
const FORM_KEEPERS: readonly Role[] = ['admin', ...PROFESSIONALS];

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten base32 characters: 50 random bits, so nobody finds a form by trying handles. */
function randomSuffix(): string {
  return [...randomBytes(10)].map((byte) => BASE32[byte % 32]).join('');
}

export function formsPerIp(config: Pick<Config, 'formsPerIpPerHour'>): RateLimit {
  return { name: 'forms-ip', max: config.formsPerIpPerHour, windowMs: 60 * 60 * 1000 };
}

/** The professional's form handle, or null while they have not made one. */
export async function formLink(db: Database, userId: string): Promise<{ handle: string | null }> {
  const [row] = await db.select({ handle: users.formHandle }).from(users).where(eq(users.id, userId));
  return { handle: row?.handle ?? null };
}

/** Makes the professional's form handle once (a slug of their name and a random suffix) and returns it. */
export async function createFormLink(
  db: Database,
  actor: { id: string; firstName: string; lastName: string },
): Promise<{ handle: string }> {
  const handle = `${slugOf(`${actor.firstName} ${actor.lastName}`, '-')}-${randomSuffix()}`;
  await db
    .update(users)
    .set({ formHandle: handle })
    .where(and(eq(users.id, actor.id), isNull(users.formHandle)));
  const current = await formLink(db, actor.id);
  return { handle: current.handle! };
}

/** The active professional behind a form handle; any other handle is "not found". */
export async function formKeeper(db: Database, handle: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.formHandle, handle), eq(users.status, 'active'), inArray(users.role, [...FORM_KEEPERS])),
    );
  if (!row) throw notFound();
  return row;
}

/** What a form page shows of its professional: name, organisation, logo, colour, and the handle. */
export async function formOwner(db: Database, handle: string): Promise<FormOwner> {
  const owner = await formKeeper(db, handle);
  return { ...(await brandingOf(db, owner.id)), handle: owner.formHandle! };
}

/** Professionals with a form whose name holds the words typed: only what the selector shows. */
export async function findProfessionals(db: Database, query: string): Promise<FormOwner[]> {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ id: users.id, handle: users.formHandle })
    .from(users)
    .where(
      and(
        isNotNull(users.formHandle),
        eq(users.status, 'active'),
        inArray(users.role, [...FORM_KEEPERS]),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ),
    )
    .orderBy(users.firstName, users.lastName)
    .limit(20);
  return Promise.all(rows.map(async (row) => ({ ...(await brandingOf(db, row.id)), handle: row.handle! })));
}

export type FormContext = Pick<Context, 'db' | 'jobs' | 'config' | 'ip' | 'log'>;

/**
 * Counts the submission against the address's hourly limit (a robot's included), then says whether it is
 * a robot's: the honeypot field, hidden from people, came back filled.
 */
export async function admitSubmission(ctx: FormContext, honeypot: string): Promise<'person' | 'robot'> {
  if (!(await consumeRateLimit(ctx.db, formsPerIp(ctx.config), ctx.ip))) {
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
  }
  return honeypot === '' ? 'person' : 'robot';
}

/**
 * Locks the professional's row for the rest of the transaction: two forms of one client sent at once are
 * filed one after the other, so the second finds the first's folder instead of making a twin.
 */
export async function lockOwner(tx: Database, ownerId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

/**
 * The client's folder among the professional's: the one with this e-mail, else a new one. A returning
 * client's main meals and snacks become the ones they just gave; a lead of the promo eBook records it as
 * the folder's promo.
 */
export async function fileClient(
  tx: Database,
  ownerId: string,
  client: { name: string; email: string; mainMeals?: MainMealType[]; snacks?: number; promo?: string },
): Promise<string> {
  const [existing] = await tx
    .select({ id: folders.id })
    .from(folders)
    .where(
      and(eq(folders.userId, ownerId), isNull(folders.kind), eq(sql`lower(${folders.email})`, client.email)),
    )
    .orderBy(folders.createdAt)
    .limit(1);
  const meals = {
    ...(client.mainMeals ? { mainMeals: client.mainMeals } : {}),
    ...(client.snacks === undefined ? {} : { snacks: client.snacks }),
    ...(client.promo === undefined ? {} : { promo: client.promo }),
  };
  if (existing) {
    if (Object.keys(meals).length > 0) {
      await tx
        .update(folders)
        .set({ ...meals, updatedAt: new Date() })
        .where(eq(folders.id, existing.id));
    }
    return existing.id;
  }
  const [row] = await tx
    .insert(folders)
    .values({ userId: ownerId, kind: null, client: client.name, email: client.email, ...meals })
    .returning({ id: folders.id });
  return row!.id;
}

/** Whether the professional has a meal slot free for one more plan (SPEC §4; -1 unlimited, admin never limited). */
async function hasSlotFor(tx: Database, owner: UserRow): Promise<boolean> {
  if (owner.role === 'admin') return true;
  const [user] = await tx
    .select({ mealSlots: users.mealSlots })
    .from(users)
    .where(eq(users.id, owner.id))
    .for('update');
  if (!user || user.mealSlots === UNLIMITED) return true;
  const [used] = await tx
    .select({ n: count() })
    .from(mealPlans)
    .where(and(eq(mealPlans.userId, owner.id), eq(mealPlans.promo, '')));
  return hasFreeMealSlot(user.mealSlots, used?.n ?? 0);
}

export function formMail(owner: UserRow, subject: string, lines: string[]) {
  return {
    to: owner.email,
    template: 'notify' as const,
    data: { recipient: owner.firstName || owner.email, subject, message: lines.join('\n') },
  };
}

/**
 * /form/{handle}: files the client (matched by e-mail among the professional's folders), makes a plan marked
 * fromForm whose energy target the calculator works out from the client's measures, generates it where the
 * professional allows, and mails the professional, all in one transaction. With no meal slot free the client
 * is filed without a plan and the mail says so (decision 025).
 */
export async function submitClientForm(
  ctx: FormContext,
  input: z.output<typeof ZClientFormInput>,
): Promise<{ messageKey: 'formReceived' }> {
  const done = { messageKey: 'formReceived' as const };
  if ((await admitSubmission(ctx, input.website)) === 'robot') return done;
  const owner = await formKeeper(ctx.db, input.handle);
  const working = calculateEnergyTarget(
    {
      goal: input.goal,
      weightKg: input.weightKg,
      heightCm: input.heightCm,
      age: input.age,
      gender: input.gender,
      physicalActivityLevel: activityLevel(input.activity).pal[input.gender],
      mainMeals: input.mainMeals.length,
      snacks: input.snacks,
    },
    owner.energyUnit,
  );
  await ctx.db.transaction(async (tx) => {
    await lockOwner(tx, owner.id);
    const folderId = await fileClient(tx, owner.id, input);
    const details = [
      `Name: ${input.name}`,
      `Email: ${input.email}`,
      `Weight ${input.weightKg} kg, height ${input.heightCm} cm, age ${input.age}, ${input.gender}`,
      `Activity: ${activityLevel(input.activity).label}`,
      `Goal: ${GOAL_LABELS[input.goal]}`,
      `Main meals: ${input.mainMeals.join(', ')}; snacks a day: ${input.snacks}`,
      `Foods to avoid: ${input.avoid || 'none given'}`,
      `Energy target: ${Math.round(working.targetKj)} kJ a day`,
    ];
    let outcome: string;
    if (!(await hasSlotFor(tx, owner))) {
      outcome =
        'You have no free meal slot, so no plan was made: free a slot or subscribe, then add a plan in the client’s folder.';
    } else {
      const [plan] = await tx
        .insert(mealPlans)
        .values({
          userId: owner.id,
          folderId,
          name: `${input.name}'s meal plan`,
          fromForm: true,
          energyTargetKj: working.targetKj,
          mainMeals: input.mainMeals,
          snacks: input.snacks,
          description: input.avoid ? `Foods to avoid: ${input.avoid}` : '',
        })
        .returning({ id: mealPlans.id });
      outcome = 'A meal plan was made in the client’s folder.';
      if (owner.allowGenerate) {
        try {
          const result = await generateMeals(tx, { id: owner.id, role: owner.role }, { planId: plan!.id });
          outcome =
            result.messageKey === 'mealsAdded'
              ? 'A meal plan was made and generated in the client’s folder: check it before you share it.'
              : 'A meal plan was made in the client’s folder; there were not enough recipes to fill every meal.';
        } catch (error) {
          ctx.log.warn({ err: error, planId: plan!.id }, 'form plan generation failed');
          outcome =
            'A meal plan was made in the client’s folder; it could not be generated, so add its meals.';
        }
      }
    }
    await queueMail(
      tx,
      ctx.jobs,
      formMail(owner, `New client form: ${input.name}`, [...details, '', outcome]),
    );
  });
  return done;
}

/** /recipeform/{handle}: files the client and makes a recipe eBook (a recipe plan) marked fromForm for them. */
export async function submitRecipeForm(
  ctx: FormContext,
  input: z.output<typeof ZRecipeFormInput>,
): Promise<{ messageKey: 'formReceived' }> {
  const done = { messageKey: 'formReceived' as const };
  if ((await admitSubmission(ctx, input.website)) === 'robot') return done;
  const owner = await formKeeper(ctx.db, input.handle);
  await ctx.db.transaction(async (tx) => {
    await lockOwner(tx, owner.id);
    const folderId = await fileClient(tx, owner.id, input);
    const details = [
      `Name: ${input.name}`,
      `Email: ${input.email}`,
      `Foods to avoid: ${input.avoid || 'none given'}`,
    ];
    let outcome = 'You have no free meal slot, so no recipe eBook was made: free a slot or subscribe.';
    if (await hasSlotFor(tx, owner)) {
      await tx.insert(mealPlans).values({
        userId: owner.id,
        folderId,
        name: `${input.name}'s recipe eBook`,
        recipePlan: true,
        fromForm: true,
        description: input.avoid ? `Foods to avoid: ${input.avoid}` : '',
      });
      outcome = 'A recipe eBook was made in the client’s folder: add its recipes and share it.';
    }
    await queueMail(
      tx,
      ctx.jobs,
      formMail(owner, `Recipe eBook request: ${input.name}`, [...details, '', outcome]),
    );
  });
  return done;
}
