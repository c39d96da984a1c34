import { and, arrayContains, asc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DocumentPaperSize, PdfFile } from '../../../shared/schemas/documents.ts';
import { RECIPE_PLAN_DAY } from '../../../shared/schemas/meal-plans.ts';
import {
  PROMO_MEAL_TYPE,
  type PromoEbook,
  type PromoSource,
  type ZPromoEbookInput,
} from '../../../shared/schemas/promo-ebook.ts';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { mealPlans, meals, recipes, users, type MealPlanRow } from '../../db/schema/index.ts';
import { renderRecipeBook } from '../../integrations/pdf/render.ts';
import { ensureDefaultFolders } from '../clients/folders.ts';
import { recipeBookContent, withRecipeBookImages, type DocumentDeps } from '../documents/content.ts';
import { documentKey, storedDocument } from '../documents/stored-documents.ts';
import { pdfFileName } from '../documents/download.ts';
import type { Planner } from '../meal-plans/plans.ts';
import { recipePhoto } from '../recipes/recipe-rows.ts';
import { brandingOf, slugOf } from '../public-pages/shared-plans.ts';

/**
 * Automated eBook Settings (SPEC §2 PromoEbook): the professional's one promotional recipe eBook. It is a
 * recipe plan with `promo` set (SPEC §3), kept in their "Others" folder but listed nowhere else, taking no
 * meal slot; its recipes are the plan's meals, so the planner's recipe picker, the eBook PDF and the
 * public pages read them as they read any recipe plan's (decision 026).
 */

/**
 * What a public promo eBook may show of a recipe: published, and a catalogue recipe or the professional's
 * own. An admin's planner may reach other users' private recipes; their advertisement may not.
 */
export function promoRecipeAllowed(ownerId: string) {
  return and(eq(recipes.status, 'published'), or(eq(recipes.isPrivate, false), eq(recipes.userId, ownerId)));
}

/** /promoebookpage/{firstLast}/{planName}?i={planId} (SPEC §2 generated eBook links). */
export function promoPagePath(
  plan: Pick<MealPlanRow, 'id' | 'name'>,
  owner: { firstName: string; lastName: string },
) {
  const who = slugOf(`${owner.firstName}${owner.lastName}`, '-');
  return `/promoebookpage/${who}/${slugOf(plan.name, '-')}?i=${plan.id}`;
}

export const promoFormPath = (handle: string) => `/promoform/${handle}`;

/** The user's promo eBook row, if they have one; `forUpdate` locks it. */
export async function findPromoPlan(
  db: Database,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<MealPlanRow | undefined> {
  const query = db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.userId, userId), sql`${mealPlans.promo} <> ''`));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The promo eBook's recipes in order (only those its public page may show), with their meal ids. */
export async function promoRecipeRows(db: Database, plan: Pick<MealPlanRow, 'id' | 'userId'>) {
  return db
    .select({
      mealId: meals.id,
      id: recipes.id,
      name: recipes.name,
      photoKey: recipes.photoKey,
      energyKjPerServe: recipes.energyKjPerServe,
    })
    .from(meals)
    .innerJoin(recipes, eq(recipes.id, meals.recipeId))
    .where(and(eq(meals.planId, plan.id), promoRecipeAllowed(plan.userId)))
    .orderBy(asc(meals.mealType), asc(meals.position));
}

async function ownerNames(db: Database, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, handle: users.formHandle })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

async function describe(db: Database, plan: MealPlanRow): Promise<PromoEbook> {
  const [owner, branding, rows] = await Promise.all([
    ownerNames(db, plan.userId),
    brandingOf(db, plan.userId),
    promoRecipeRows(db, plan),
  ]);
  return {
    id: plan.id,
    title: plan.name,
    introduction: plan.description,
    source: plan.promo as PromoSource,
    mealTags: plan.mealTags,
    nutritionTags: plan.nutritionTags,
    recipeCount: plan.promoRecipeCount,
    pageOn: plan.publicLink,
    formOn: plan.promoForm,
    pagePath: promoPagePath(plan, owner),
    formPath: owner.handle ? promoFormPath(owner.handle) : null,
    branding,
    recipes: rows.map(({ photoKey, ...row }) => ({ ...row, photo: recipePhoto(photoKey) })),
  };
}

/** The professional's promo eBook, or null before they first save one. */
export async function getPromoEbook(db: Database, actor: Planner): Promise<PromoEbook | null> {
  const plan = await findPromoPlan(db, actor.id);
  return plan ? describe(db, plan) : null;
}

/**
 * Up to `count` recipes, in random order, that carry every meal tag and nutrition tag given and that the
 * public eBook may show: published, catalogue or the professional's own.
 */
export async function drawRecipes(
  db: Database,
  ownerId: string,
  draw: { mealTags: string[]; nutritionTags: string[]; count: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      and(
        promoRecipeAllowed(ownerId),
        draw.mealTags.length > 0 ? arrayContains(recipes.tags, draw.mealTags) : undefined,
        draw.nutritionTags.length > 0 ? arrayContains(recipes.nutritionTags, draw.nutritionTags) : undefined,
      ),
    )
    .orderBy(sql`random()`)
    .limit(draw.count);
  return rows.map((row) => row.id);
}

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * Saves the promo eBook, making it the first time (a recipe plan with `promo` set in the "Others" folder;
 * the partial unique index keeps it to one per user, and the user's row is locked so two first saves at
 * once make one). Drawn from tags, its recipes are drawn again when the tags, the count or the way of
 * picking changed, or when asked; chosen by hand, they stay as the planner's picker left them.
 */
export async function savePromoEbook(
  db: Database,
  actor: Planner,
  input: z.output<typeof ZPromoEbookInput>,
): Promise<PromoEbook> {
  const saved = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
    const existing = await findPromoPlan(tx, actor.id, { forUpdate: true });
    const fields = {
      name: input.title,
      description: input.introduction,
      promo: input.source,
      mealTags: input.source === 'tags' ? input.mealTags : [],
      nutritionTags: input.source === 'tags' ? input.nutritionTags : [],
      promoRecipeCount: input.source === 'tags' ? input.recipeCount : 0,
      publicLink: input.pageOn,
      promoForm: input.formOn,
      updatedAt: new Date(),
    };
    let plan: MealPlanRow;
    if (existing) {
      [plan] = (await tx.update(mealPlans).set(fields).where(eq(mealPlans.id, existing.id)).returning()) as [
        MealPlanRow,
      ];
    } else {
      const { others } = await ensureDefaultFolders(tx, actor.id);
      [plan] = (await tx
        .insert(mealPlans)
        .values({ userId: actor.id, folderId: others.id, recipePlan: true, ...fields })
        .returning()) as [MealPlanRow];
    }
    const drawAgain =
      input.source === 'tags' &&
      (!existing ||
        input.redraw ||
        existing.promo !== 'tags' ||
        existing.promoRecipeCount !== input.recipeCount ||
        !sameTags(existing.mealTags, input.mealTags) ||
        !sameTags(existing.nutritionTags, input.nutritionTags));
    if (drawAgain) {
      const ids = await drawRecipes(tx, actor.id, {
        mealTags: input.mealTags,
        nutritionTags: input.nutritionTags,
        count: input.recipeCount,
      });
      await tx.delete(meals).where(eq(meals.planId, plan.id));
      if (ids.length > 0) {
        await tx.insert(meals).values(
          ids.map((recipeId, position) => ({
            planId: plan.id,
            userId: actor.id,
            day: RECIPE_PLAN_DAY,
            mealType: PROMO_MEAL_TYPE,
            position,
            recipeId,
          })),
        );
      }
    }
    return plan;
  });
  return describe(db, saved);
}

/**
 * The promo eBook's PDF (cover, contents, one recipe a page), made as a recipe eBook is, with the recipes
 * its public page may show. It takes no credit: it is the professional's advertisement (decision 026).
 */
export async function promoPdf(
  deps: DocumentDeps,
  plan: Pick<MealPlanRow, 'id' | 'userId'>,
  owner: Planner,
  paper: DocumentPaperSize,
): Promise<PdfFile> {
  const allowed = new Set((await promoRecipeRows(deps.db, plan)).map((row) => row.id));
  const content = await recipeBookContent(deps, owner, plan.id, paper);
  const draft = { ...content, recipes: content.recipes.filter((recipe) => allowed.has(recipe.id)) };
  // Made once per version and kept (issue 28): anyone holding the page's link may ask for it.
  const bytes = await storedDocument(deps.storage, documentKey(plan.id, owner.id, paper), draft, async () =>
    renderRecipeBook(await withRecipeBookImages(deps.storage, draft)),
  );
  return {
    fileName: pdfFileName(content.title),
    contentType: 'application/pdf',
    base64: bytes.toString('base64'),
  };
}

/** The professional's own promo eBook PDF; "No Meal Plan found" before they have one. */
export async function ownPromoPdf(deps: DocumentDeps, actor: Planner, paper: DocumentPaperSize) {
  const plan = await findPromoPlan(deps.db, actor.id);
  if (!plan) throw notFound('noMealPlan');
  return promoPdf(deps, plan, actor, paper);
}
