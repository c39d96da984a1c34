import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Branding, PlanLink, SharedPlan, SharedRecipe } from '../../../shared/schemas/public-pages.ts';
import { NUTRIENT_KEYS } from '../../../shared/nutrition/nutrients.ts';
import type { DocumentPaperSize, PdfFile } from '../../../shared/schemas/documents.ts';
import { AppError, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import {
  foodPortions,
  foods,
  folders,
  mealCustomisations,
  mealPlans,
  meals,
  organisations,
  recipeIngredients,
  recipes,
  users,
  type MealPlanRow,
} from '../../db/schema/index.ts';
import { downloadMealPlan, recipeBookPdf } from '../documents/download.ts';
import { admitGuestDocument, type GuestDocumentContext } from '../documents/guest-documents.ts';
import { customIngredientsOf } from '../meal-plans/custom-meals.ts';
import { planConstraints, planMealConflicts } from '../meal-plans/plan-safety.ts';
import { mealCustomisationColumns } from '../meal-plans/plans.ts';
import { findOwnPlan, type Planner } from '../meal-plans/plans.ts';

const fileUrl = (key: string | null) => (key ? `/files/${key}` : null);

/** Lower-case words joined by `sep`, accents folded: "Zoë O'Neil" -> "zoe_o_neil". */
export function slugOf(value: string, sep: '-' | '_'): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, sep)
    .replace(new RegExp(`^\\${sep}+|\\${sep}+$`, 'g'), '');
  return slug.slice(0, 60) || 'plan';
}

/**
 * The address of a plan's public page (SPEC §2 generated eBook links): a meal plan's
 * /mealplanebook/{first_last}/{planName}?i={planId}, a recipe eBook's /ebook/{first_last}/{client}?i={planId}.
 * The slugs are decoration; the unguessable plan id (a v4 uuid) is what finds the plan.
 */
export function sharedPlanPath(
  plan: Pick<MealPlanRow, 'id' | 'name' | 'recipePlan'>,
  owner: { firstName: string; lastName: string },
  client: string,
): string {
  const who = slugOf(`${owner.firstName} ${owner.lastName}`, '_');
  return plan.recipePlan
    ? `/ebook/${who}/${slugOf(client, '-')}?i=${plan.id}`
    : `/mealplanebook/${who}/${slugOf(plan.name, '-')}?i=${plan.id}`;
}

async function linkOf(db: Database, plan: MealPlanRow): Promise<PlanLink> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, client: folders.client })
    .from(users)
    .innerJoin(folders, eq(folders.id, plan.folderId))
    .where(eq(users.id, plan.userId));
  return { on: plan.publicLink, path: sharedPlanPath(plan, row!, row!.client) };
}

/** Whether the planner's own plan is shared, and the address it is (or would be) shared at. */
export async function planLink(db: Database, planner: Planner, planId: string): Promise<PlanLink> {
  return linkOf(db, await findOwnPlan(db, planner, planId));
}

/** Turns the public link of the planner's own plan on or off; another's plan is "No Meal Plan found". */
export async function setPlanLink(
  db: Database,
  planner: Planner,
  planId: string,
  on: boolean,
): Promise<PlanLink> {
  return db.transaction(async (tx) => {
    const plan = await findOwnPlan(tx, planner, planId, { forUpdate: true });
    const [updated] = await tx
      .update(mealPlans)
      .set({ publicLink: on })
      .where(eq(mealPlans.id, plan.id))
      .returning();
    return linkOf(tx, updated!);
  });
}

/** The branding a professional's public pages show: own logo, else their organisation's; own colour. */
export async function brandingOf(db: Database, userId: string): Promise<Branding> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      brandColor: users.brandColor,
      customLogo: users.customLogo,
      organisation: organisations.name,
      organisationLogo: organisations.logo,
    })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return {
    name: `${row.firstName} ${row.lastName}`.trim(),
    organisation: row.organisation,
    logoUrl: fileUrl(row.customLogo ?? row.organisationLogo),
    brandColor: row.brandColor,
  };
}

/** The recipes with their ingredients (in order, in the recipe's own measures), methods and nutrition per serve. */
export async function recipesByIds(
  db: Database,
  ids: string[],
  withMethods: boolean,
): Promise<SharedRecipe[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: recipes.id,
      name: recipes.name,
      description: recipes.description,
      photoKey: recipes.photoKey,
      numberOfServes: recipes.numberOfServes,
      energyKjPerServe: recipes.energyKjPerServe,
      servingValues: recipes.servingValues,
      methods: recipes.methods,
      status: recipes.status,
      isPrivate: recipes.isPrivate,
    })
    .from(recipes)
    .where(inArray(recipes.id, ids));
  const ingredientRows = await db
    .select({
      recipeId: recipeIngredients.recipeId,
      name: foods.name,
      quantity: recipeIngredients.quantity,
      measure: recipeIngredients.measure,
      portion: foodPortions.name,
    })
    .from(recipeIngredients)
    .innerJoin(foods, eq(foods.id, recipeIngredients.foodId))
    .leftJoin(foodPortions, eq(foodPortions.id, recipeIngredients.portionId))
    .where(inArray(recipeIngredients.recipeId, ids))
    .orderBy(asc(recipeIngredients.position));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.name,
        description: row.description,
        // A guest may fetch only a catalogue recipe's photo (decision 018); another would be a broken image.
        photoUrl: row.status === 'published' && !row.isPrivate ? fileUrl(row.photoKey) : null,
        numberOfServes: row.numberOfServes,
        energyKjPerServe: row.energyKjPerServe,
        perServe: Object.fromEntries(
          NUTRIENT_KEYS.flatMap((key) => {
            const value = row.servingValues[key];
            return typeof value === 'number' ? [[key, value]] : [];
          }),
        ),
        methods: withMethods ? row.methods : [],
        ingredients: ingredientRows
          .filter((ingredient) => ingredient.recipeId === id)
          .map((ingredient) => ({
            name: ingredient.name,
            quantity: ingredient.quantity,
            unit: ingredient.portion ?? (ingredient.measure === 'gram' ? 'g' : ingredient.measure),
          })),
      },
    ];
  });
}

/**
 * A plan whose public link is on, for anyone holding its id: what the eBook page shows and nothing more
 * (no client e-mail, no owner e-mail, no other plan). A plan not shared, or no plan, is the same "not found".
 */
export async function sharedPlan(db: Database, planId: string): Promise<SharedPlan> {
  const [row] = await db
    .select({
      plan: mealPlans,
      client: folders.client,
      firstName: users.firstName,
      lastName: users.lastName,
      hideInstructions: users.hideInstructions,
    })
    .from(mealPlans)
    .innerJoin(folders, eq(folders.id, mealPlans.folderId))
    .innerJoin(users, eq(users.id, mealPlans.userId))
    // The promo eBook has its own page (/promoebookpage) and is not a client's plan (decision 026).
    .where(and(eq(mealPlans.id, planId), eq(mealPlans.publicLink, true), eq(mealPlans.promo, '')));
  if (!row) throw notFound('noMealPlan');
  const { plan } = row;
  const mealRows = await db
    .select({
      day: meals.day,
      mealType: meals.mealType,
      position: meals.position,
      serves: meals.serves,
      recipeId: meals.recipeId,
      mealId: meals.id,
      custom: mealCustomisationColumns,
    })
    .from(meals)
    .leftJoin(mealCustomisations, eq(mealCustomisations.mealId, meals.id))
    .where(and(eq(meals.planId, plan.id), eq(meals.noMeal, false)))
    .orderBy(asc(meals.day), asc(meals.position));
  const filled = mealRows.filter(
    (meal): meal is typeof meal & { recipeId: string } => meal.recipeId !== null,
  );
  const catalogue = await recipesByIds(
    db,
    [...new Set(filled.map((meal) => meal.recipeId))],
    !row.hideInstructions,
  );
  const customIngredients = await customIngredientsOf(
    db,
    filled.flatMap((meal) => (meal.custom ? [meal.mealId] : [])),
  );
  // A meal customised for the client (decision 043) is a recipe of its own on the page, as in the PDF.
  const customised = filled.flatMap((meal) => {
    const base = catalogue.find((recipe) => recipe.id === meal.recipeId);
    if (!meal.custom || !base) return [];
    const recipe: SharedRecipe = {
      ...base,
      id: `${base.id}:${meal.mealId}`,
      name: `${base.name} (customised for you)`,
      description: meal.custom.note || base.description,
      numberOfServes: meal.custom.numberOfServes,
      energyKjPerServe: meal.custom.energyKjPerServe,
      perServe: Object.fromEntries(
        NUTRIENT_KEYS.flatMap((key) => {
          const value = meal.custom!.servingValues[key];
          return typeof value === 'number' ? [[key, value]] : [];
        }),
      ),
      ingredients: (customIngredients.get(meal.mealId) ?? []).map((ingredient) => ({
        name: ingredient.foodName,
        quantity: ingredient.quantity,
        unit: ingredient.portionName ?? (ingredient.measure === 'gram' ? 'g' : ingredient.measure),
      })),
    };
    return [{ mealId: meal.mealId, recipe }];
  });
  const customById = new Map(customised.map(({ mealId, recipe }) => [mealId, recipe]));
  // The client's record and each meal's conflicts, worked out as the professional's plan read does
  // (decision 061): the client sees on their own page what the professional sees on theirs.
  const { constraints, clientSafety } = await planConstraints(db, plan);
  const conflicts = await planMealConflicts(db, plan.id, constraints);
  return {
    id: plan.id,
    name: plan.name,
    recipePlan: plan.recipePlan,
    description: plan.description,
    client: row.client,
    energyTargetKj: plan.energyTargetKj,
    path: sharedPlanPath(plan, row, row.client),
    branding: await brandingOf(db, plan.userId),
    hideInstructions: row.hideInstructions,
    meals: filled.map((meal) => ({
      day: meal.day,
      mealType: meal.mealType,
      position: meal.position,
      serves: meal.serves,
      recipeId: customById.get(meal.mealId)?.id ?? meal.recipeId,
      conflicts: conflicts.get(meal.mealId) ?? [],
    })),
    // Each recipe once, in the order the plan first has it.
    recipes: [
      ...new Set(
        filled.flatMap((meal) => {
          const recipe =
            customById.get(meal.mealId) ?? catalogue.find((candidate) => candidate.id === meal.recipeId);
          return recipe ? [recipe] : [];
        }),
      ),
    ],
    clientSafety,
  };
}

/** A published catalogue recipe, for the /download-recipe print view; any other id is "not found". */
export async function sharedRecipe(db: Database, recipeId: string): Promise<SharedRecipe> {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), eq(recipes.status, 'published'), eq(recipes.isPrivate, false)));
  if (!row) throw notFound('recipeDoesNotExist', { id: recipeId });
  const [recipe] = await recipesByIds(db, [row.id], true);
  return recipe!;
}

/**
 * The PDF of a shared plan, for anyone holding its id while its link is on, within the address's hourly
 * budget of guest documents. It is the owner's document, made as the owner's own download is and stored
 * once per version (issue 28): a meal plan takes the owner's credit as their own download would (decision
 * 057), so however many guests download it, a version costs the owner at most once (decision 025); each
 * guest's downloads of a version are recorded once a day. With no credit left the guest is told the PDF is
 * not available, not that the owner needs a subscription.
 */
export async function sharedPlanPdf(
  ctx: GuestDocumentContext,
  planId: string,
  paper: DocumentPaperSize,
): Promise<PdfFile> {
  await admitGuestDocument(ctx);
  const [row] = await ctx.db
    .select({ ownerId: mealPlans.userId, role: users.role, recipePlan: mealPlans.recipePlan })
    .from(mealPlans)
    .innerJoin(users, eq(users.id, mealPlans.userId))
    .where(and(eq(mealPlans.id, planId), eq(mealPlans.publicLink, true), eq(mealPlans.promo, '')));
  if (!row) throw notFound('noMealPlan');
  const owner: Planner = { id: row.ownerId, role: row.role };
  if (row.recipePlan) return recipeBookPdf(ctx, owner, planId, paper);
  try {
    const { fileName, contentType, base64 } = await downloadMealPlan(ctx, owner, planId, paper, ctx.ip);
    return { fileName, contentType, base64 };
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'subscriptionRequired') {
      throw new AppError('FORBIDDEN', 'sharedPdfUnavailable');
    }
    throw error;
  }
}
