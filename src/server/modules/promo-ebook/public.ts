import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DocumentPaperSize, PdfFile } from '../../../shared/schemas/documents.ts';
import type { PromoEbookPage, PromoFormOwner, ZPromoFormInput } from '../../../shared/schemas/promo-ebook.ts';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { mealPlans, users, type MealPlanRow, type UserRow } from '../../db/schema/index.ts';
import { queueMail } from '../../integrations/mail/outbox.ts';
import { fileFormSubmission } from '../clients/form-submissions.ts';
import { admitGuestDocument, type GuestDocumentContext } from '../documents/guest-documents.ts';
import { admitSubmission, formKeeper, formMail, lockOwner, type FormContext } from '../public-pages/forms.ts';
import { brandingOf, recipesByIds } from '../public-pages/shared-plans.ts';
import { findPromoPlan, promoFormPath, promoPagePath, promoPdf, promoRecipeRows } from './promo-ebook.ts';

/**
 * The promo eBook's public side (SPEC §2 public routes /promoebookpage and /promoform): its page for
 * anyone holding its unguessable id while the page is on, and the lead form while the form is on. Off, or
 * any other id or handle, is the same "not found" (decision 026).
 */

/** The promo eBook with this id whose public page is on, with its owner; else "not found". */
async function publishedPromo(db: Database, id: string) {
  const [row] = await db
    .select({ plan: mealPlans, owner: users })
    .from(mealPlans)
    .innerJoin(users, eq(users.id, mealPlans.userId))
    .where(
      and(
        eq(mealPlans.id, id),
        sql`${mealPlans.promo} <> ''`,
        eq(mealPlans.publicLink, true),
        eq(users.status, 'active'),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** The page: title, introduction, branding, the recipes (methods unless hideinstructions), nothing else. */
export async function promoPage(db: Database, id: string): Promise<PromoEbookPage> {
  const { plan, owner } = await publishedPromo(db, id);
  const ids = (await promoRecipeRows(db, plan)).map((row) => row.id);
  return {
    id: plan.id,
    title: plan.name,
    introduction: plan.description,
    path: promoPagePath(plan, owner),
    branding: await brandingOf(db, owner.id),
    formPath: plan.promoForm && owner.formHandle ? promoFormPath(owner.formHandle) : null,
    recipes: await recipesByIds(db, ids, !owner.hideInstructions),
  };
}

/**
 * The page's PDF, within the address's hourly budget of guest documents; it takes no credit, and is made
 * once per version of the eBook and kept (issue 28).
 */
export async function promoPagePdf(
  ctx: GuestDocumentContext,
  id: string,
  paper: DocumentPaperSize,
): Promise<PdfFile> {
  await admitGuestDocument(ctx);
  const { plan, owner } = await publishedPromo(ctx.db, id);
  return promoPdf(ctx, plan, { id: owner.id, role: owner.role }, paper);
}

/** The professional behind a lead form handle and their promo eBook, while its form is on; else "not found". */
async function promoOfHandle(db: Database, handle: string): Promise<{ owner: UserRow; plan: MealPlanRow }> {
  const owner = await formKeeper(db, handle);
  const plan = await findPromoPlan(db, owner.id);
  if (!plan?.promoForm || !plan.publicLink) throw notFound();
  return { owner, plan };
}

/** What the lead form shows before it is sent: the eBook's title, introduction and size, and the branding. */
export async function promoFormOwner(db: Database, handle: string): Promise<PromoFormOwner> {
  const { owner, plan } = await promoOfHandle(db, handle);
  return {
    title: plan.name,
    introduction: plan.description,
    recipeCount: (await promoRecipeRows(db, plan)).length,
    branding: await brandingOf(db, owner.id),
  };
}

/**
 * /promoform/{handle}: counted against the address's hourly limit, then (unless a robot filled the
 * honeypot) files the lead in one transaction: the professional's client folder with this e-mail, else a
 * new one, its promo set to the eBook's title, and a mail to the professional through the outbox. Answers
 * the eBook page's address, which is where the lead goes next.
 */
export async function submitPromoForm(
  ctx: FormContext,
  input: z.output<typeof ZPromoFormInput>,
): Promise<{ path: string }> {
  const robot = (await admitSubmission(ctx, input.website)) === 'robot';
  const { owner, plan } = await promoOfHandle(ctx.db, input.handle);
  const answer = { path: promoPagePath(plan, owner) };
  if (robot) return answer;
  await ctx.db.transaction(async (tx) => {
    await lockOwner(tx, owner.id);
    // An existing client's promo waits for the professional; a new e-mail is a new client with it (decision 059).
    const filed = await fileFormSubmission(tx, owner, {
      name: input.name,
      email: input.email,
      answers: { kind: 'promo', promo: plan.name, phone: input.phone, goal: input.goal },
    });
    await queueMail(
      tx,
      ctx.jobs,
      formMail(owner, `New lead from your promo eBook: ${input.name}`, [
        `Name: ${input.name}`,
        `Email: ${input.email}`,
        `Phone: ${input.phone || 'not given'}`,
        `Goal: ${input.goal || 'not given'}`,
        '',
        `They asked for your promo eBook “${plan.name}” and agreed to be contacted.`,
        filed.newClient
          ? `They are in your client list with the promo “${plan.name}”.`
          : `They are already one of your clients: their folder was not changed. The lead waits on your Clients screen: accept it to record the promo “${plan.name}”, or dismiss it.`,
      ]),
    );
  });
  return answer;
}
