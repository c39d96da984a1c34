import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  ZFormAnswers,
  type FormAnswers,
  type FormSubmission,
} from '../../../shared/schemas/form-submissions.ts';
import type { MainMealType } from '../../../shared/schemas/meal-plans.ts';
import { AppError, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { folders, formSubmissions, mealPlans, users } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';
import { generateMeals } from '../meal-plans/generate.ts';
import { assertFreeMealSlot } from '../meal-plans/plans.ts';
import { applyFormToRecord, formRecordChanges } from './client-record.ts';

/**
 * Public forms and the professional's clients (decision 059). A guest's form never changes a client folder
 * that exists nor takes a meal slot: what it brings waits here, on the client's folder, until the
 * professional accepts it (then it applies, and a plan it makes takes a slot then) or dismisses it. A form
 * with an e-mail none of the professional's clients has files a new prospective client as before, with the
 * details the form gave, and its plan waits the same way.
 */

type FormOwnerRef = Pick<Actor, 'id'>;
type Professional = Pick<Actor, 'id' | 'role'>;

/** What a form files: who sent it, and what it brought. */
export interface FormArrival {
  name: string;
  email: string;
  answers: FormAnswers;
}

/** The folder details a form would set on a client: the meals and snacks of an intake, a lead's promo. */
function folderDetails(answers: FormAnswers): {
  mainMeals?: MainMealType[];
  snacks?: number;
  promo?: string;
} {
  if (answers.kind === 'intake') return { mainMeals: answers.mainMeals, snacks: answers.snacks };
  if (answers.kind === 'promo') return { promo: answers.promo };
  return {};
}

/**
 * Files a form inside the caller's transaction, with the professional's row locked (lockOwner) so two forms
 * of one client are filed one after the other. An existing client (matched by e-mail, case-insensitive) is
 * left as she is and the form waits on her folder; a new e-mail makes a new folder with the form's details.
 * A form that still has something to apply waits (one per client and kind of form: a newer one replaces
 * it); a new client's promo lead has nothing left to apply once filed. Answers whether the client is new.
 */
export async function fileFormSubmission(
  tx: Database,
  owner: FormOwnerRef,
  arrival: FormArrival,
): Promise<{ newClient: boolean; waits: boolean }> {
  const [existing] = await tx
    .select({ id: folders.id })
    .from(folders)
    .where(
      and(
        eq(folders.userId, owner.id),
        isNull(folders.kind),
        eq(sql`lower(${folders.email})`, arrival.email),
      ),
    )
    .orderBy(folders.createdAt)
    .limit(1);
  let folderId = existing?.id;
  if (!folderId) {
    const [row] = await tx
      .insert(folders)
      .values({
        userId: owner.id,
        kind: null,
        client: arrival.name,
        email: arrival.email,
        ...folderDetails(arrival.answers),
      })
      .returning({ id: folders.id });
    folderId = row!.id;
    // A folder the form made is the form's own: its record is what the client said (decision 064).
    await applyFormToRecord(tx, folderId, arrival.answers);
  }
  const newClient = !existing;
  if (newClient && arrival.answers.kind === 'promo') return { newClient, waits: false };
  const values = {
    userId: owner.id,
    folderId,
    kind: arrival.answers.kind,
    name: arrival.name,
    email: arrival.email,
    newClient,
    answers: arrival.answers,
    createdAt: new Date(),
  };
  await tx
    .insert(formSubmissions)
    .values(values)
    .onConflictDoUpdate({
      target: [formSubmissions.folderId, formSubmissions.kind],
      set: { name: values.name, email: values.email, answers: values.answers, createdAt: values.createdAt },
    });
  return { newClient, waits: true };
}

/**
 * The professional's waiting submissions, newest first, each with the client's name as they keep it and
 * what accepting it would change on the client's record (decision 064).
 */
export async function listFormSubmissions(db: Database, actor: FormOwnerRef): Promise<FormSubmission[]> {
  const rows = await db
    .select({ submission: formSubmissions, folder: folders })
    .from(formSubmissions)
    .innerJoin(folders, eq(folders.id, formSubmissions.folderId))
    .where(eq(formSubmissions.userId, actor.id))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(200);
  return rows.map(({ submission, folder }) => {
    // Forms sent before issue 29 carry no allergies: read through the contract, which fills them in.
    const answers = ZFormAnswers.parse(submission.answers);
    return {
      id: submission.id,
      folderId: submission.folderId,
      client: folder.client,
      name: submission.name,
      email: submission.email,
      newClient: submission.newClient,
      answers,
      createdAt: submission.createdAt,
      ...formRecordChanges(folder, answers),
    };
  });
}

/**
 * Takes one of the actor's submissions off the waiting list, locked for this transaction; another's, or one
 * already dealt with, is "not found". The actor's row is locked first, as a form's filing locks it, so a
 * form replacing this submission and the professional accepting it cannot deadlock.
 */
async function takeSubmission(tx: Database, actor: FormOwnerRef, id: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
  const [row] = await tx
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.id, id), eq(formSubmissions.userId, actor.id)))
    .for('update');
  if (!row) throw notFound();
  await tx.delete(formSubmissions).where(eq(formSubmissions.id, row.id));
  return row;
}

/**
 * The professional accepts what a form brought, in one transaction: the folder takes its details (meals and
 * snacks, promo), and an intake or recipe request makes its plan marked fromForm, taking a meal slot now
 * (none free: "no free meal slot", and the submission still waits). An intake's plan is generated where the
 * professional allows it; one that cannot be generated stays for the professional to fill.
 */
export async function acceptFormSubmission(
  db: Database,
  actor: Professional,
  id: string,
): Promise<{ planId: string | null; recordFields: string[] }> {
  return db.transaction(async (tx) => {
    const submission = await takeSubmission(tx, actor, id);
    const answers = ZFormAnswers.parse(submission.answers);
    const details = folderDetails(answers);
    if (Object.keys(details).length > 0) {
      await tx
        .update(folders)
        .set({ ...details, updatedAt: new Date() })
        .where(and(eq(folders.id, submission.folderId), eq(folders.userId, actor.id)));
    }
    // The record takes the form's measures and adds its allergies and words, before the plan is generated
    // (which keeps to them); a refusal below rolls it back with the rest.
    const recordFields = await applyFormToRecord(tx, submission.folderId, answers);
    if (answers.kind === 'promo') return { planId: null, recordFields };
    await assertFreeMealSlot(tx, actor);
    const name = submission.name;
    const description = answers.avoid ? `Foods to avoid: ${answers.avoid}` : '';
    if (answers.kind === 'recipe') {
      const [plan] = await tx
        .insert(mealPlans)
        .values({
          userId: actor.id,
          folderId: submission.folderId,
          name: `${name}'s recipe eBook`,
          recipePlan: true,
          fromForm: true,
          description,
        })
        .returning({ id: mealPlans.id });
      return { planId: plan!.id, recordFields };
    }
    const [plan] = await tx
      .insert(mealPlans)
      .values({
        userId: actor.id,
        folderId: submission.folderId,
        name: `${name}'s meal plan`,
        fromForm: true,
        energyTargetKj: answers.energyTargetKj,
        mainMeals: answers.mainMeals,
        snacks: answers.snacks,
        description,
      })
      .returning({ id: mealPlans.id });
    const [owner] = await tx
      .select({ allowGenerate: users.allowGenerate })
      .from(users)
      .where(eq(users.id, actor.id));
    if (owner?.allowGenerate) {
      try {
        await generateMeals(tx, actor, { planId: plan!.id });
      } catch (error) {
        // Not enough recipes, or none that fit: the plan is made, and the professional fills it.
        if (!(error instanceof AppError)) throw error;
      }
    }
    return { planId: plan!.id, recordFields };
  });
}

/** The professional dismisses a submission: it goes, and nothing else changes. */
export async function dismissFormSubmission(db: Database, actor: FormOwnerRef, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await takeSubmission(tx, actor, id);
  });
}
