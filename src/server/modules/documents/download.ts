import { createHash } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/access.ts';
import { creditCoveredUntil, creditCovers } from '../../../shared/billing/download-credit.ts';
import { UNLIMITED } from '../../../shared/billing/entitlements.ts';
import type { DocumentPaperSize, PdfFile, PlanCharge } from '../../../shared/schemas/documents.ts';
import { AppError, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { billingSubscriptions, mealDownloads, mealPlans, meals, users } from '../../db/schema/index.ts';
import { renderMealPlan, renderRecipe, renderRecipeBook } from '../../integrations/pdf/render.ts';
import { changeEntitlements } from '../billing/credits.ts';
import { findOwnPlan, type Planner } from '../meal-plans/plans.ts';
import type { MealPlanDocument } from '../../integrations/pdf/model.ts';
import {
  mealPlanContent,
  recipeBookContent,
  recipeContent,
  withMealPlanImages,
  withRecipeBookImages,
  withRecipeImages,
  type DocumentDeps,
  type ImageRef,
} from './content.ts';
import { documentKey, storedDocument, versionOf } from './stored-documents.ts';

/** A file name from a document's title: letters (accents kept), digits and dashes. */
export function pdfFileName(title: string): string {
  const stem = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${stem || 'document'}.pdf`;
}

function pdfFile(title: string, bytes: Buffer): PdfFile {
  return { fileName: pdfFileName(title), contentType: 'application/pdf', base64: bytes.toString('base64') };
}

export interface DownloadResult {
  /** Whether this download took one of the user's download credits. */
  tookCredit: boolean;
}

/** A download to record: the plan's version (a hash of its content) and, for a guest, their address. */
export interface DownloadRecord {
  version: string;
  /** The guest's IP address when a guest downloads a shared plan; their download is recorded once a day. */
  guestIp?: string | null;
}

/** The version of a meal plan that a credit is about (decision 057): its content, not how it is printed. */
export function planVersionOf(draft: MealPlanDocument<ImageRef>): string {
  const { paper: _paper, energyUnit: _energyUnit, brand: _brand, ...plan } = draft;
  return versionOf(plan);
}

/** A guest as the download records keep them: a hash of their address with the plan, not the address. */
function guestKey(planId: string, ip: string): string {
  return createHash('sha256').update(`${planId}|${ip}`).digest('base64url');
}

/** Whether the plan's latest credit covers downloading this version now (decision 057). */
async function creditCoverOf(
  db: Database,
  planId: string,
  version: string,
  now: Date,
): Promise<{ covered: boolean; coveredUntil: Date | null }> {
  const [credit] = await db
    .select({ at: mealDownloads.dateDownloaded })
    .from(mealDownloads)
    .where(and(eq(mealDownloads.planId, planId), eq(mealDownloads.tookCredit, true)))
    .orderBy(desc(mealDownloads.dateDownloaded))
    .limit(1);
  if (!credit) return { covered: false, coveredUntil: null };
  const until = creditCoveredUntil(credit.at);
  if (now < until) return { covered: true, coveredUntil: until };
  const sameVersion = await db.$count(
    mealDownloads,
    and(
      eq(mealDownloads.planId, planId),
      eq(mealDownloads.version, version),
      gte(mealDownloads.dateDownloaded, credit.at),
    ),
  );
  return {
    covered: creditCovers({ lastCreditAt: credit.at, versionDownloadedSinceCredit: sameVersion > 0 }, now),
    coveredUntil: null,
  };
}

/**
 * SPEC §4 and §7 mealDownloads, in one transaction. A download takes one download credit unless the
 * plan's latest credit covers it (decision 057: every version within 30 days of the credit, and after them
 * a version already downloaded under it); unlimited (-1) users and admins take none; with none left,
 * "subscription required" and nothing is written. Every download sets hasDownloaded, and is recorded (a
 * meal download record, one more of the plan's downloads), except that a guest's downloads of one version
 * are recorded once a day. The plan's row is locked first, so two clicks at once take one credit.
 */
export async function recordMealPlanDownload(
  db: Database,
  planner: Planner,
  planId: string,
  record: DownloadRecord,
  now: Date = new Date(),
): Promise<DownloadResult> {
  return db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, planner, planId, { forUpdate: true });
    if (plan.recipePlan) throw notFound('noMealPlan');
    let tookCredit = false;
    if (
      (planner.role as Role) !== 'admin' &&
      !(await creditCoverOf(tx, plan.id, record.version, now)).covered
    ) {
      const [user] = await tx
        .select({ downloadCredits: users.downloadCredits })
        .from(users)
        .where(eq(users.id, planner.id));
      if (user?.downloadCredits !== UNLIMITED) {
        // Credits change only through billing's one function, which locks the user and writes the
        // "minus" line of Credits History with the plan's name.
        await changeEntitlements(
          tx,
          planner.id,
          (before) => {
            if (before.downloadCredits === UNLIMITED) return {};
            if (before.downloadCredits <= 0) throw new AppError('FORBIDDEN', 'subscriptionRequired');
            tookCredit = true;
            return { downloadCredits: before.downloadCredits - 1 };
          },
          plan.name,
          now,
        );
      }
    }
    const recipeRows = await tx
      .selectDistinct({ recipeId: meals.recipeId })
      .from(meals)
      .where(eq(meals.planId, plan.id));
    const [subscription] = await tx
      .select({ id: billingSubscriptions.id })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, planner.id))
      .orderBy(desc(billingSubscriptions.createdAt))
      .limit(1);
    // A guest's second download of the version that day meets the unique index and is not recorded.
    const recorded = await tx
      .insert(mealDownloads)
      .values({
        creatorId: planner.id,
        planId: plan.id,
        planName: plan.name,
        mainMeals: plan.mainMeals,
        snacks: plan.snacks,
        recipes: recipeRows.flatMap((row) => (row.recipeId ? [row.recipeId] : [])),
        subscription: subscription?.id ?? null,
        tookCredit,
        dateDownloaded: now,
        version: record.version,
        guest: record.guestIp ? guestKey(plan.id, record.guestIp) : null,
      })
      .onConflictDoNothing()
      .returning({ id: mealDownloads.id });
    await tx
      .update(mealPlans)
      .set({
        hasDownloaded: true,
        hasTakenCredit: plan.hasTakenCredit || tookCredit,
        ...(recorded.length > 0 ? { downloads: sql`${mealPlans.downloads} + 1` } : {}),
      })
      .where(eq(mealPlans.id, plan.id));
    return { tookCredit };
  });
}

/** A meal plan's PDF for its reader, the stored one while the plan reads the same; and its version. */
async function mealPlanPdf(
  deps: DocumentDeps,
  planner: Planner,
  planId: string,
  paper: DocumentPaperSize,
): Promise<{ file: PdfFile; version: string }> {
  const draft = await mealPlanContent(deps, planner, planId, paper);
  const bytes = await storedDocument(deps.storage, documentKey(planId, planner.id, paper), draft, async () =>
    renderMealPlan(await withMealPlanImages(deps.storage, draft)),
  );
  return { file: pdfFile(draft.planName, bytes), version: planVersionOf(draft) };
}

/**
 * A meal plan's PDF, charged and recorded as recordMealPlanDownload says (`guestIp` for a guest's download
 * of a shared plan, which is the owner's). The document is made first: a plan that cannot be rendered
 * costs nothing.
 */
export async function downloadMealPlan(
  deps: DocumentDeps,
  planner: Planner,
  planId: string,
  paper: DocumentPaperSize,
  guestIp: string | null = null,
): Promise<PdfFile & DownloadResult> {
  const { file, version } = await mealPlanPdf(deps, planner, planId, paper);
  const result = await recordMealPlanDownload(deps.db, planner, planId, { version, guestIp });
  return { ...file, ...result };
}

/** What downloading the planner's meal plan now costs, told before the download (decision 057). */
export async function mealPlanCharge(
  deps: DocumentDeps,
  planner: Planner,
  planId: string,
): Promise<PlanCharge> {
  const draft = await mealPlanContent(deps, planner, planId, 'A4');
  const now = new Date();
  const [cover, [user]] = await Promise.all([
    creditCoverOf(deps.db, planId, planVersionOf(draft), now),
    deps.db.select({ downloadCredits: users.downloadCredits }).from(users).where(eq(users.id, planner.id)),
  ]);
  const downloadCredits = user?.downloadCredits ?? 0;
  const free = cover.covered || downloadCredits === UNLIMITED || (planner.role as Role) === 'admin';
  return { takesCredit: !free, coveredUntil: cover.coveredUntil, downloadCredits };
}

/** A recipe plan's eBook, the stored one while the plan reads the same; it takes no credit. */
export async function recipeBookPdf(
  deps: DocumentDeps,
  planner: Planner,
  planId: string,
  paper: DocumentPaperSize,
): Promise<PdfFile> {
  const draft = await recipeBookContent(deps, planner, planId, paper);
  const bytes = await storedDocument(deps.storage, documentKey(planId, planner.id, paper), draft, async () =>
    renderRecipeBook(await withRecipeBookImages(deps.storage, draft)),
  );
  return pdfFile(draft.title, bytes);
}

/** One recipe's PDF; takes no credit and changes nothing. */
export async function recipePdf(
  deps: DocumentDeps,
  reader: Planner,
  recipeId: string,
  paper: DocumentPaperSize,
): Promise<PdfFile> {
  const draft = await recipeContent(deps, reader, recipeId, paper);
  return pdfFile(draft.recipe.name, await renderRecipe(await withRecipeImages(deps.storage, draft)));
}
