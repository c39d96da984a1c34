import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PROFESSIONALS, type Role } from '../../../shared/access.ts';
import { calculateEnergyTarget } from '../../../shared/nutrition/energy-calculator.ts';
import { activityLevel, GOAL_LABELS } from '../../../shared/nutrition/goal-options.ts';
import type { FormOwner, ZClientFormInput, ZRecipeFormInput } from '../../../shared/schemas/public-pages.ts';
import { AppError, notFound } from '../../app-error.ts';
import { consumeRateLimit, type RateLimit } from '../../auth/rate-limit.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { queueMail } from '../../integrations/mail/outbox.ts';
import type { Context } from '../../trpc/context.ts';
import { fileFormSubmission } from '../clients/form-submissions.ts';
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

/** How many professionals the selector lists at most: a client looks for one, by the name she knows. */
const SELECTOR_RESULTS = 10;

/**
 * Professionals with a form whose name the words typed begin (each word the start of a word of the name:
 * "mar qu" finds Marta Quist, "rta" nobody), at most ten: enough to find one's own professional, not a
 * directory of every form (issue 28). Each answers only what the selector shows and the handle it opens.
 */
export async function findProfessionals(db: Database, query: string): Promise<FormOwner[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const nameWords = sql`string_to_array(lower(${users.firstName} || ' ' || ${users.lastName}), ' ')`;
  const rows = await db
    .select({ id: users.id, handle: users.formHandle })
    .from(users)
    .where(
      and(
        isNotNull(users.formHandle),
        eq(users.status, 'active'),
        inArray(users.role, [...FORM_KEEPERS]),
        ...words.map(
          (word) =>
            sql`exists (select 1 from unnest(${nameWords}) as name_word where name_word like ${`${escapeLike(word)}%`})`,
        ),
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id)
    .limit(SELECTOR_RESULTS);
  return Promise.all(
    rows.map(async (row) => {
      const { name, organisation, logoUrl, brandColor } = await brandingOf(db, row.id);
      return { name, organisation, logoUrl, brandColor, handle: row.handle! };
    }),
  );
}

/** `%`, `_` and `\\` typed in a search are meant literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
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

export function formMail(owner: UserRow, subject: string, lines: string[]) {
  return {
    to: owner.email,
    template: 'notify' as const,
    data: { recipient: owner.firstName || owner.email, subject, message: lines.join('\n') },
  };
}

/** What the mail says happens next: the form waits on the Clients screen for the professional. */
function waitingLine(filed: { newClient: boolean; waits: boolean }, what: string): string {
  const who = filed.newClient
    ? 'They are a new client in your client list.'
    : 'They are already one of your clients: their folder was not changed.';
  return filed.waits
    ? `${who} The form waits on your Clients screen: accept it to ${what}, or dismiss it.`
    : who;
}

/**
 * /form/{handle}: files the form for the professional to accept (decision 059): an existing client's folder
 * is not changed, a new e-mail makes a new prospective client, and the plan at the calculator's target
 * waits for the professional's acceptance, which takes the meal slot. The professional is mailed, in the
 * same transaction.
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
    const filed = await fileFormSubmission(tx, owner, {
      name: input.name,
      email: input.email,
      answers: {
        kind: 'intake',
        weightKg: input.weightKg,
        heightCm: input.heightCm,
        age: input.age,
        gender: input.gender,
        activity: input.activity,
        goal: input.goal,
        mainMeals: input.mainMeals,
        snacks: input.snacks,
        avoid: input.avoid,
        allergies: input.allergies,
        energyTargetKj: working.targetKj,
      },
    });
    const details = [
      `Name: ${input.name}`,
      `Email: ${input.email}`,
      `Weight ${input.weightKg} kg, height ${input.heightCm} cm, age ${input.age}, ${input.gender}`,
      `Activity: ${activityLevel(input.activity).label}`,
      `Goal: ${GOAL_LABELS[input.goal]}`,
      `Main meals: ${input.mainMeals.join(', ')}; snacks a day: ${input.snacks}`,
      `Allergies: ${input.allergies.join(', ') || 'none ticked'}`,
      `Foods to avoid: ${input.avoid || 'none given'}`,
      `Energy target: ${Math.round(working.targetKj)} kJ a day`,
    ];
    await queueMail(
      tx,
      ctx.jobs,
      formMail(owner, `New client form: ${input.name}`, [
        ...details,
        '',
        waitingLine(filed, 'make their meal plan (it takes a meal slot)'),
      ]),
    );
  });
  return done;
}

/** /recipeform/{handle}: files the form; the recipe eBook (a recipe plan) waits for the professional. */
export async function submitRecipeForm(
  ctx: FormContext,
  input: z.output<typeof ZRecipeFormInput>,
): Promise<{ messageKey: 'formReceived' }> {
  const done = { messageKey: 'formReceived' as const };
  if ((await admitSubmission(ctx, input.website)) === 'robot') return done;
  const owner = await formKeeper(ctx.db, input.handle);
  await ctx.db.transaction(async (tx) => {
    await lockOwner(tx, owner.id);
    const filed = await fileFormSubmission(tx, owner, {
      name: input.name,
      email: input.email,
      answers: { kind: 'recipe', avoid: input.avoid },
    });
    await queueMail(
      tx,
      ctx.jobs,
      formMail(owner, `Recipe eBook request: ${input.name}`, [
        `Name: ${input.name}`,
        `Email: ${input.email}`,
        `Foods to avoid: ${input.avoid || 'none given'}`,
        '',
        waitingLine(filed, 'make their recipe eBook (it takes a meal slot)'),
      ]),
    );
  });
  return done;
}
