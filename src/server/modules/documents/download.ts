import { desc, eq, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/access.ts';
import { UNLIMITED } from '../../../shared/billing/entitlements.ts';
import type { DocumentPaperSize, PdfFile } from '../../../shared/schemas/documents.ts';
import { AppError, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { billingSubscriptions, mealDownloads, mealPlans, meals, users } from '../../db/schema/index.ts';
import { renderMealPlan, renderRecipe, renderRecipeBook } from '../../integrations/pdf/render.ts';
import { changeEntitlements } from '../billing/credits.ts';
import { findOwnPlan, type Planner } from '../meal-plans/plans.ts';
import { mealPlanContent, recipeBookContent, recipeContent, type DocumentDeps } from './content.ts';

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

/**
 * SPEC §4 and §7 mealDownloads, in one transaction: the first download of a meal plan takes one download
 * credit (none for unlimited, -1, users and the admins; with none left, "subscription required" and
 * nothing is written), and every download sets hasDownloaded, adds one to the plan's downloads and writes
 * a meal download record. The plan's row is locked first, so two clicks at once take one credit.
 */
export async function recordMealPlanDownload(
  db: Database,
  planner: Planner,
  planId: string,
  now: Date = new Date(),
): Promise<DownloadResult> {
  return db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, planner, planId, { forUpdate: true });
    if (plan.recipePlan) throw notFound('noMealPlan');
    let tookCredit = false;
    if (!plan.hasTakenCredit && (planner.role as Role) !== 'admin') {
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
    await tx
      .update(mealPlans)
      .set({
        hasDownloaded: true,
        hasTakenCredit: plan.hasTakenCredit || tookCredit,
        downloads: sql`${mealPlans.downloads} + 1`,
      })
      .where(eq(mealPlans.id, plan.id));
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
    await tx.insert(mealDownloads).values({
      creatorId: planner.id,
      planId: plan.id,
      planName: plan.name,
      mainMeals: plan.mainMeals,
      snacks: plan.snacks,
      recipes: recipeRows.flatMap((row) => (row.recipeId ? [row.recipeId] : [])),
      subscription: subscription?.id ?? null,
      tookCredit,
      dateDownloaded: now,
    });
    return { tookCredit };
  });
}

/**
 * A meal plan's PDF, charged as recordMealPlanDownload says. The document is made first: a plan that
 * cannot be rendered costs nothing.
 */
export async function downloadMealPlan(
  deps: DocumentDeps,
  planner: Planner,
  planId: string,
  paper: DocumentPaperSize,
): Promise<PdfFile & DownloadResult> {
  const content = await mealPlanContent(deps, planner, planId, paper);
  const bytes = await renderMealPlan(content);
  const result = await recordMealPlanDownload(deps.db, planner, planId);
  return { ...pdfFile(content.planName, bytes), ...result };
}

/** A recipe plan's eBook; recipe eBooks take no credit and change nothing. */
export async function recipeBookPdf(
  deps: DocumentDeps,
  planner: Planner,
  planId: string,
  paper: DocumentPaperSize,
): Promise<PdfFile> {
  const content = await recipeBookContent(deps, planner, planId, paper);
  return pdfFile(content.title, await renderRecipeBook(content));
}

/** One recipe's PDF; takes no credit and changes nothing. */
export async function recipePdf(
  deps: DocumentDeps,
  reader: Planner,
  recipeId: string,
  paper: DocumentPaperSize,
): Promise<PdfFile> {
  const content = await recipeContent(deps, reader, recipeId, paper);
  return pdfFile(content.recipe.name, await renderRecipe(content));
}
