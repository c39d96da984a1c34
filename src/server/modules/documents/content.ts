import { buffer } from 'node:stream/consumers';
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_BRAND_COLOR } from '../../../shared/brand.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import { NUTRIENT_KEYS, type NutrientKey } from '../../../shared/nutrition/nutrients.ts';
import { dayTotals, mealEnergyKj } from '../../../shared/planning/day-totals.ts';
import { DAYS, plannerRows } from '../../../shared/planning/plan-grid.ts';
import { shoppingGroups } from '../../../shared/planning/shopping-groups.ts';
import { mealConflictText } from '../../../shared/safety/client-safety.ts';
import type { DocumentPaperSize } from '../../../shared/schemas/documents.ts';
import type { Plan } from '../../../shared/schemas/planner.ts';
import type { RecipeIngredient } from '../../../shared/schemas/recipes.ts';
import { NO_CLIENT_SAFETY } from '../../../shared/schemas/safety.ts';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { mealPlans, organisations, recipes, users } from '../../db/schema/index.ts';
import { validColor } from '../../integrations/pdf/format.ts';
import { pdfImage } from '../../integrations/pdf/images.ts';
import type {
  DocumentBase,
  DocumentIngredient,
  DocumentRecipe,
  MealPlanDocument,
  RecipeBookDocument,
  RecipeDocument,
} from '../../integrations/pdf/model.ts';
import { variantKeys } from '../../integrations/storage/keys.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { customIngredientsOf } from '../meal-plans/custom-meals.ts';
import { getPlan, type Planner } from '../meal-plans/plans.ts';
import { shoppingList } from '../meal-plans/shopping-list.ts';
import { getRecipe, ingredientsOf } from '../recipes/get-recipe.ts';

/**
 * What goes in each document, read through the same functions the screens use (getPlan, shoppingList,
 * getRecipe, the planner's day totals), so a PDF never disagrees with the planner. Every read is limited
 * to what the reader may see: another user's plan is "No Meal Plan found".
 *
 * Each document is first read as a draft whose pictures are their storage keys (a key never changes
 * content): cheap to read and to hash, so a stored document can be reused while its draft is the same
 * (stored-documents.ts). Only a document that is rendered has its pictures read and converted.
 */

/** A picture by its storage key: a recipe photo's medium variant is tried first, a logo is the original. */
export interface ImageRef {
  key: string;
  variantFirst: boolean;
}

export interface DocumentDeps {
  db: Database;
  storage: Storage;
}

/** The reader's settings a document follows: their brand, energy unit and whether methods are shown. */
interface ReaderSettings {
  base: DocumentBase<ImageRef>;
  hideInstructions: boolean;
  recipePlanDescription: string;
}

async function readerSettings(
  deps: DocumentDeps,
  reader: Planner,
  paper: DocumentPaperSize,
): Promise<ReaderSettings> {
  const [row] = await deps.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      energyUnit: users.energyUnit,
      brandColor: users.brandColor,
      customLogo: users.customLogo,
      hideInstructions: users.hideInstructions,
      recipePlanDescription: users.recipePlanDescription,
      organisationName: organisations.name,
      organisationLogo: organisations.logo,
    })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, reader.id));
  if (!row) throw notFound('userNotFound');
  const logoKey = row.customLogo ?? row.organisationLogo;
  const name = `${row.firstName} ${row.lastName}`.trim();
  return {
    base: {
      paper,
      energyUnit: row.energyUnit as EnergyUnit,
      brand: {
        color: validColor(row.brandColor, DEFAULT_BRAND_COLOR),
        logo: logoKey ? { key: logoKey, variantFirst: false } : null,
        preparedBy: row.organisationName ? `${name}, ${row.organisationName}` : name,
      },
    },
    hideInstructions: row.hideInstructions,
    recipePlanDescription: row.recipePlanDescription ?? '',
  };
}

/**
 * A stored image as JPEG or PNG bytes: a recipe photo's medium variant (WebP, converted) when it has been
 * made, else the original; null when neither can be read (a document is never refused for a picture).
 */
async function storedImage(storage: Storage, image: ImageRef | null): Promise<Buffer | null> {
  if (!image) return null;
  const { key } = image;
  const keys = image.variantFirst ? [variantKeys(key).medium, key] : [key];
  for (const candidate of keys) {
    try {
      const object = await storage.get(candidate);
      if (!object) continue;
      const image = await pdfImage(await buffer(object.body));
      if (image) return image;
    } catch {
      // Try the next copy.
    }
  }
  return null;
}

function perServe(values: Record<NutrientKey, number>): Record<NutrientKey, number> {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, values[key] ?? 0])) as Record<
    NutrientKey,
    number
  >;
}

/** An ingredient as printed: its recipe quantity and weight times `scale` (serves wanted / recipe's serves). */
function scaledIngredient(ingredient: RecipeIngredient, scale: number): DocumentIngredient {
  const measure =
    ingredient.measure === 'gram'
      ? 'g'
      : ingredient.measure === 'Kg'
        ? 'kg'
        : (ingredient.portionName ?? ingredient.measure);
  return {
    quantity: ingredient.quantity * scale,
    measure,
    foodName: ingredient.foodName,
    grams: ingredient.grams * scale,
  };
}

interface RecipeText {
  description: string;
  methods: string[];
  photoKey: string | null;
}

async function recipeTexts(db: Database, ids: readonly string[]): Promise<Map<string, RecipeText>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: recipes.id,
      description: recipes.description,
      methods: recipes.methods,
      photoKey: recipes.photoKey,
    })
    .from(recipes)
    .where(inArray(recipes.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

interface PlannedRecipe {
  id: string;
  name: string;
  serves: number;
  numberOfServes: number;
  servingValues: Record<NutrientKey, number>;
  /** The meal whose customised version this is (decision 043), with its note; null for the catalogue's. */
  custom: { mealId: string; note: string } | null;
  /** How the meals that serve it go against the client's record, each warning once (issue 29). */
  warnings: string[];
}

/** A meal's conflicts with the client's record as the documents print them: "Contains Peanuts (...)". */
function mealWarnings(meal: Plan['meals'][number]): string[] {
  return meal.conflicts.map(mealConflictText);
}

/**
 * The plan's recipes, each once, in the order they first appear, at the serves they first appear with. A
 * meal customised for the client is a recipe of its own: its ingredients and nutrition are not the
 * catalogue's.
 */
function plannedRecipes(plan: Plan): PlannedRecipe[] {
  const seen = new Map<string, PlannedRecipe>();
  for (const meal of plan.meals) {
    const key = meal.custom ? `meal:${meal.id}` : meal.recipe?.id;
    if (!meal.recipe || !key) continue;
    const known = seen.get(key);
    if (known) {
      // The same recipe in another meal: the conflicts are the recipe's, but a warning is never lost.
      for (const warning of mealWarnings(meal)) {
        if (!known.warnings.includes(warning)) known.warnings.push(warning);
      }
      continue;
    }
    seen.set(key, {
      id: meal.recipe.id,
      name: meal.recipe.name,
      serves: meal.serves,
      numberOfServes: meal.recipe.numberOfServes,
      servingValues: meal.recipe.servingValues as Record<NutrientKey, number>,
      custom: meal.custom ? { mealId: meal.id, note: meal.custom.note } : null,
      warnings: mealWarnings(meal),
    });
  }
  return [...seen.values()];
}

async function documentRecipes(
  deps: DocumentDeps,
  planned: readonly PlannedRecipe[],
  settings: ReaderSettings,
): Promise<DocumentRecipe<ImageRef>[]> {
  const [texts, customIngredients] = await Promise.all([
    recipeTexts(
      deps.db,
      planned.map((recipe) => recipe.id),
    ),
    customIngredientsOf(
      deps.db,
      planned.flatMap((recipe) => (recipe.custom ? [recipe.custom.mealId] : [])),
    ),
  ]);
  return Promise.all(
    planned.map(async (recipe) => {
      const text = texts.get(recipe.id);
      const ingredients = recipe.custom
        ? (customIngredients.get(recipe.custom.mealId) ?? [])
        : await ingredientsOf(deps.db, recipe.id);
      const photo = text?.photoKey ? { key: text.photoKey, variantFirst: true } : null;
      const scale = recipe.serves / recipe.numberOfServes;
      return {
        id: recipe.id,
        name: recipe.name,
        description: text?.description ?? '',
        photo,
        serves: recipe.serves,
        ingredients: ingredients.map((ingredient) => scaledIngredient(ingredient, scale)),
        methods: settings.hideInstructions ? [] : (text?.methods ?? []).filter((step) => step.trim()),
        perServe: perServe(recipe.servingValues),
        custom: recipe.custom ? { note: recipe.custom.note } : null,
        warnings: recipe.warnings,
      };
    }),
  );
}

/** The plan's description (the planner's Plan leaves it out); the plan was found as the reader's. */
async function planDescription(db: Database, reader: Planner, planId: string): Promise<string> {
  return (await planText(db, reader, planId)).description;
}

async function planText(db: Database, reader: Planner, planId: string) {
  const [row] = await db
    .select({ description: mealPlans.description, promo: mealPlans.promo })
    .from(mealPlans)
    .where(and(eq(mealPlans.id, planId), eq(mealPlans.userId, reader.id)));
  return { description: row?.description ?? '', promo: row?.promo ?? '' };
}

/** A meal plan's document: the planner's plan, its day totals and shopping list. */
export async function mealPlanContent(
  deps: DocumentDeps,
  reader: Planner,
  planId: string,
  paper: DocumentPaperSize,
): Promise<MealPlanDocument<ImageRef>> {
  const plan = await getPlan(deps.db, reader, planId);
  if (plan.recipePlan) throw notFound('noMealPlan');
  const [settings, list, description] = await Promise.all([
    readerSettings(deps, reader, paper),
    shoppingList(deps.db, reader, planId),
    planDescription(deps.db, reader, planId),
  ]);
  const mealTypes = plannerRows(plan, plan.meals);
  return {
    ...settings.base,
    planName: plan.name,
    clientName: plan.folder.client,
    description,
    energyTargetKj: plan.energyTargetKj,
    mealTypes,
    days: DAYS.map((day) => ({
      day,
      meals: plan.meals
        .filter((meal) => meal.day === day)
        .map((meal) => ({
          mealType: meal.mealType,
          recipeName: meal.recipe?.name ?? null,
          noMeal: meal.noMeal,
          serves: meal.serves,
          energyKj: mealEnergyKj(meal),
          customised: meal.custom !== null,
          warnings: mealWarnings(meal),
        })),
      totals: dayTotals(plan.meals, day),
    })),
    recipes: await documentRecipes(deps, plannedRecipes(plan), settings),
    shopping: shoppingGroups(list.items),
    customisedMeals: list.customisedMeals,
    // In the draft, so a record or a meal's conflicts changed make a new version (stored-documents.ts).
    clientSafety: plan.clientSafety,
    shoppingLeftOff: list.leftOff,
  };
}

/** A recipe plan's eBook: its recipes in the planner's order, one a page. */
export async function recipeBookContent(
  deps: DocumentDeps,
  reader: Planner,
  planId: string,
  paper: DocumentPaperSize,
): Promise<RecipeBookDocument<ImageRef>> {
  const plan = await getPlan(deps.db, reader, planId);
  if (!plan.recipePlan) throw notFound('noMealPlan');
  const [settings, { description, promo }] = await Promise.all([
    readerSettings(deps, reader, paper),
    planText(deps.db, reader, planId),
  ]);
  return {
    ...settings.base,
    title: plan.name,
    // The promo eBook is for whoever reads it, not for a client (decision 026).
    clientName: promo ? '' : plan.folder.client,
    description: description || settings.recipePlanDescription,
    recipes: await documentRecipes(deps, plannedRecipes(plan), settings),
    clientSafety: promo ? NO_CLIENT_SAFETY : plan.clientSafety,
  };
}

/** One recipe the reader may see, for its own serves. */
export async function recipeContent(
  deps: DocumentDeps,
  reader: Planner,
  recipeId: string,
  paper: DocumentPaperSize,
): Promise<RecipeDocument<ImageRef>> {
  const [recipe, settings] = await Promise.all([
    getRecipe(deps.db, reader, recipeId),
    readerSettings(deps, reader, paper),
  ]);
  const photo = recipe.photo ? { key: recipe.photo.key, variantFirst: true } : null;
  return {
    ...settings.base,
    recipe: {
      id: recipe.id,
      name: recipe.name,
      description: recipe.description,
      photo,
      serves: recipe.numberOfServes,
      ingredients: recipe.ingredients.map((ingredient) => scaledIngredient(ingredient, 1)),
      methods: settings.hideInstructions ? [] : recipe.methods.filter((step) => step.trim()),
      perServe: perServe(recipe.servingValues as Record<NutrientKey, number>),
    },
  };
}

async function withImage<T extends { photo: ImageRef | null }>(
  storage: Storage,
  recipe: T,
): Promise<Omit<T, 'photo'> & { photo: Buffer | null }> {
  return { ...recipe, photo: await storedImage(storage, recipe.photo) };
}

async function withLogo<T extends DocumentBase<ImageRef>>(
  storage: Storage,
  draft: T,
): Promise<Omit<T, 'brand'> & DocumentBase> {
  return { ...draft, brand: { ...draft.brand, logo: await storedImage(storage, draft.brand.logo) } };
}

/** A meal plan's draft with its pictures read and converted for the PDF. */
export async function withMealPlanImages(
  storage: Storage,
  draft: MealPlanDocument<ImageRef>,
): Promise<MealPlanDocument> {
  const [base, recipes] = await Promise.all([
    withLogo(storage, draft),
    Promise.all(draft.recipes.map((recipe) => withImage(storage, recipe))),
  ]);
  return { ...base, recipes };
}

/** A recipe eBook's draft with its pictures read and converted for the PDF. */
export async function withRecipeBookImages(
  storage: Storage,
  draft: RecipeBookDocument<ImageRef>,
): Promise<RecipeBookDocument> {
  const [base, recipes] = await Promise.all([
    withLogo(storage, draft),
    Promise.all(draft.recipes.map((recipe) => withImage(storage, recipe))),
  ]);
  return { ...base, recipes };
}

/** A recipe's draft with its pictures read and converted for the PDF. */
export async function withRecipeImages(
  storage: Storage,
  draft: RecipeDocument<ImageRef>,
): Promise<RecipeDocument> {
  const [base, recipe] = await Promise.all([withLogo(storage, draft), withImage(storage, draft.recipe)]);
  return { ...base, recipe };
}
