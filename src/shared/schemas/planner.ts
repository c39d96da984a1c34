import { z } from 'zod';
import { text } from './text.ts';
import { MEAL_SERVES_MAX, PLAN_ENERGY_MAX_KJ, PLAN_NAME_MAX } from '../constants/meal-plans.ts';
import { MAIN_MEAL_TYPES, PLAN_DAYS, PLAN_MEAL_TYPES, PLAN_REQUEST_STATUSES } from './meal-plans.ts';
import { ZRecipeListItem } from './recipes.ts';
import { ZClientSafety, ZMealConflict } from './safety.ts';
import { MACRO_TARGET_UNITS } from '../planning/macro-targets.ts';

/**
 * The MealPlans / RecipePlans screen (SPEC §2-§5): meal plans and recipe plans, their settings (the goal
 * copy and the tags generation respects), the meals in their slots, and the calls that change them.
 */

export { MEAL_SERVES_MAX, PLAN_ENERGY_MAX_KJ, PLAN_NAME_MAX, servesOf } from '../constants/meal-plans.ts';

/** Most tags of each kind a plan can ask for. */
const PLAN_TAGS_MAX = 30;

const planName = text()
  .trim()
  .min(1, { error: 'Please give the plan a name.' })
  .max(PLAN_NAME_MAX, { error: `A plan name is at most ${PLAN_NAME_MAX} characters.` });

const tagNames = z.array(text().trim().min(1).max(60)).max(PLAN_TAGS_MAX);

export const ZPlanIdInput = z.object({ id: z.uuid() });

export const ZPlanListInput = z
  .object({ folderId: z.uuid().optional(), recipePlan: z.boolean().optional() })
  .default({});

export const ZPlanCreateInput = z.object({
  folderId: z.uuid(),
  name: planName,
  recipePlan: z.boolean().default(false),
});

export const ZPlanRenameInput = z.object({ id: z.uuid(), name: planName });

/** Serves per meal type: each 0.25 to MEAL_SERVES_MAX; a type left out is 1. */
const ZServings = z.partialRecord(
  z.enum(PLAN_MEAL_TYPES),
  z
    .number()
    .min(0.25, { error: 'Serves are at least a quarter.' })
    .max(MEAL_SERVES_MAX, { error: `Serves are at most ${MEAL_SERVES_MAX}.` }),
);

const targetNumber = (max: number, what: string) =>
  z
    .number({ error: `Enter the ${what} target as a number.` })
    .min(0, { error: `The ${what} target cannot be negative.` })
    .max(max, { error: `That ${what} target is higher than any day needs.` });

/** A macro target as set: grams a day (up to 1000), % of energy (up to 100), or g/kg (up to 5). */
const ZMacroTarget = (what: string, units: readonly (typeof MACRO_TARGET_UNITS)[number][]) =>
  z
    .object({ unit: z.enum(units as [string, ...string[]]), value: targetNumber(1000, what) })
    .refine((target) => target.unit !== 'percent' || target.value <= 100, {
      error: `A share of energy is at most 100 %.`,
      path: ['value'],
    })
    .refine((target) => target.unit !== 'gPerKg' || (target.value >= 0.1 && target.value <= 5), {
      error: `Set ${what} between 0.1 and 5 g/kg.`,
      path: ['value'],
    })
    .transform((target) => target as { unit: (typeof MACRO_TARGET_UNITS)[number]; value: number });

/** The plan's protein, fat and carbohydrate targets and fibre minimum (issue 30; macro-targets.ts). */
export const ZMacroTargetSpec = z.object({
  protein: ZMacroTarget('protein', MACRO_TARGET_UNITS).nullable(),
  fat: ZMacroTarget('fat', ['g', 'percent']).nullable(),
  carbohydrate: ZMacroTarget('carbohydrate', ['g', 'percent']).nullable(),
  fibreMinG: targetNumber(150, 'fibre').nullable(),
});

/** The targets in grams a day as the plan reads them now (null where none is set or it cannot be). */
export const ZMacroGrams = z.object({
  proteinG: z.number().nullable(),
  fatG: z.number().nullable(),
  carbohydrateG: z.number().nullable(),
  fibreMinG: z.number().nullable(),
});

/** The plan's goal copy and the rules generation follows. */
export const ZPlanSettingsInput = z
  .object({
    id: z.uuid(),
    energyTargetKj: z
      .number()
      .min(0, { error: 'The energy target cannot be negative.' })
      .max(PLAN_ENERGY_MAX_KJ, { error: 'That energy target is higher than any day needs.' })
      .nullable(),
    mainMeals: z
      .array(z.enum(MAIN_MEAL_TYPES))
      .min(1, { error: 'Please select at least one main meal' })
      .transform((meals) => MAIN_MEAL_TYPES.filter((meal) => meals.includes(meal))),
    snacks: z.number().int().min(0).max(4),
    dessert: z.boolean(),
    servings: ZServings.default({}),
    mealTags: tagNames.default([]),
    nutritionTags: tagNames.default([]),
    avoidTags: tagNames.default([]),
    ingredientTags: z.array(text().trim().min(2).max(40)).max(PLAN_TAGS_MAX).default([]),
    /** Left out, the plan's macro targets stay as they are; null clears them. */
    macroTargets: ZMacroTargetSpec.nullable().optional(),
  })
  .refine((input) => !input.nutritionTags.some((tag) => input.avoidTags.includes(tag)), {
    error: 'A tag cannot be both wanted and avoided.',
    path: ['avoidTags'],
  });

export const ZPlanSummary = z.object({
  id: text(),
  name: text(),
  folderId: text(),
  recipePlan: z.boolean(),
  requestStatus: z.enum(PLAN_REQUEST_STATUSES),
  noMeals: z.boolean(),
  energyTargetKj: z.number().nullable(),
  /** How many slots hold a recipe. */
  mealCount: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type PlanSummary = z.infer<typeof ZPlanSummary>;

/** A recipe as a plan shows it: enough for its card and the day's totals. */
export const ZPlanRecipe = ZRecipeListItem.pick({
  id: true,
  name: true,
  photo: true,
  mealTimes: true,
  tags: true,
  nutritionTags: true,
  numberOfServes: true,
  servingValues: true,
  energyKjPerServe: true,
});
export type PlanRecipe = z.infer<typeof ZPlanRecipe>;

export const ZPlanMeal = z.object({
  id: text(),
  day: z.number(),
  mealType: z.enum(PLAN_MEAL_TYPES),
  position: z.number(),
  noMeal: z.boolean(),
  serves: z.number(),
  locked: z.boolean(),
  /**
   * The meal's recipe as the plan uses it: the catalogue recipe, or, when `custom` is set, the version
   * customised for this client (its serves and nutrition; decision 043).
   */
  recipe: ZPlanRecipe.nullable(),
  /** Set when the meal's recipe is customised for this plan's client; null when it is the catalogue's. */
  custom: z.object({ note: text() }).nullable(),
  /** How the meal (as the plan uses it) goes against the client's record; empty when it is safe. */
  conflicts: z.array(ZMealConflict),
});
export type PlanMealRow = z.infer<typeof ZPlanMeal>;

export const ZPlan = ZPlanSummary.extend({
  folder: z.object({ id: text(), client: text() }),
  /** The folder's client record as every plan of the folder enforces it (issue 29). */
  clientSafety: ZClientSafety,
  mainMeals: z.array(z.enum(MAIN_MEAL_TYPES)),
  snacks: z.number(),
  dessert: z.boolean(),
  servings: z.partialRecord(z.enum(PLAN_MEAL_TYPES), z.number()),
  mealTags: z.array(text()),
  nutritionTags: z.array(text()),
  avoidTags: z.array(text()),
  ingredientTags: z.array(text()),
  /** The macro targets as the professional set them; null for none. */
  macroTargets: ZMacroTargetSpec.nullable(),
  /** The same in grams a day (resolveMacroTargets over the energy target and the client's weight). */
  macroGrams: ZMacroGrams,
  /** The client's weight from the folder's record (g/kg targets read it); null when not recorded. */
  clientWeightKg: z.number().nullable(),
  meals: z.array(ZPlanMeal),
});
export type Plan = z.infer<typeof ZPlan>;

const ZDay = z.number().int().min(1).max(PLAN_DAYS);

/** A slot of a meal plan; a recipe plan's slots have no day (omit it). */
const ZSlot = z.object({ day: ZDay.optional(), mealType: z.enum(PLAN_MEAL_TYPES) });

export const ZAddMealsInput = ZSlot.extend({
  planId: z.uuid(),
  recipeIds: z
    .array(z.uuid())
    .min(1, { error: 'Choose a recipe to add.' })
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A recipe is chosen twice.' }),
});

export const ZNoMealInput = ZSlot.extend({ planId: z.uuid(), day: ZDay });

export const ZMealIdInput = z.object({ planId: z.uuid(), mealId: z.uuid() });

export const ZMealLockInput = ZMealIdInput.extend({ locked: z.boolean() });

export const ZMealServesInput = ZMealIdInput.extend({
  serves: z
    .number()
    .min(0.25, { error: 'Serves are at least a quarter.' })
    .max(MEAL_SERVES_MAX, { error: `Serves are at most ${MEAL_SERVES_MAX}.` }),
});

/** Moves a meal to another slot of the same plan; a meal already there takes the moved one's place. */
export const ZMealMoveInput = ZMealIdInput.extend({ day: ZDay, mealType: z.enum(PLAN_MEAL_TYPES) });

export const ZGenerateInput = z.object({
  planId: z.uuid(),
  /** Locked meals are kept (the default); false lets generation replace them too. */
  keepLocked: z.boolean().default(true),
  /** Meals customised for the client are kept (the default); false lets generation replace them. */
  keepCustomised: z.boolean().default(true),
  /** The same seed over the same recipes gives the same plan; left out, a new one is drawn. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});

/** "Balance this day": one day re-solved around its locked (and customised) meals. */
export const ZBalanceDayInput = z.object({
  planId: z.uuid(),
  day: ZDay,
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});

/** What keeps a day from its targets, said so the professional can act on it. */
export const BINDING_KINDS = [
  /** No recipe of the catalogue fits a slot with the plan's rules (its tags, exclusions, the record). */
  'noRecipes',
  /** Few recipes fit a slot, so the week repeats them or cannot reach the targets. */
  'fewRecipes',
  /** The locked (or customised) meals kept leave the other slots unable to reach the targets. */
  'lockedMeals',
  /** The plan's tags or the client's exclusions: without them the day would be met. */
  'rules',
  /** The nearest day the catalogue allows still misses a target (named, with how far). */
  'target',
] as const;

export const ZBinding = z.object({
  kind: z.enum(BINDING_KINDS),
  /** One sentence for the planner: "Lunch: only 3 recipes are Vegetarian and Gluten free." */
  message: text(),
  mealType: z.enum(PLAN_MEAL_TYPES).nullable(),
});
export type Binding = z.infer<typeof ZBinding>;

/** A generated day's totals and how close they came to the targets. */
export const ZDayReport = z.object({
  day: z.number(),
  energyKj: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbohydrate: z.number(),
  fibre: z.number(),
  /** The largest distance from a target of energy, protein, fat and carbohydrate, in percent. */
  worstErrorPercent: z.number(),
  /** Within 5 % of every target set (and fibre at its minimum or over). */
  met: z.boolean(),
  binding: z.array(ZBinding),
});
export type DayReport = z.infer<typeof ZDayReport>;

export const ZGenerateResult = z.object({
  seed: z.number(),
  filled: z.number(),
  unfilled: z.array(z.object({ day: z.number(), mealType: z.enum(PLAN_MEAL_TYPES) })),
  messageKey: z.enum(['mealsAdded', 'notEnoughRecipes', 'dayBalanced', 'dayNotBalanced']),
  /** The version kept before this change: undo restores it. */
  versionId: text(),
  /** Each generated day (the balanced day alone for balanceDay). */
  days: z.array(ZDayReport),
});
export type GenerateResult = z.infer<typeof ZGenerateResult>;

/** One food to buy for a plan: its weight for the whole plan and the household measures recipes give it in. */
export const ZShoppingItem = z.object({
  foodId: text(),
  foodName: text(),
  /** The food's category, as the admin set it; null when it has none. */
  category: text().nullable(),
  /** The aisle it is bought in (`shopperAisle`, one of AISLES), to walk the shop aisle by aisle. */
  aisle: text(),
  grams: z.number(),
  /** The part of `grams` the recipes gave by weight. */
  weighedGrams: z.number(),
  /** Household measures the recipes give the food in (a portion of the food, such as "cup"), summed. */
  measures: z.array(z.object({ name: text(), unit: text(), quantity: z.number(), grams: z.number() })),
  /** The food's first household portion (one weighs `weight` g), to say a weight as a count; null if none. */
  household: z.object({ name: text(), unit: text(), weight: z.number() }).nullable(),
  /** Some of the amount is for a meal customised for the client. */
  customised: z.boolean(),
});
export type ShoppingItem = z.infer<typeof ZShoppingItem>;

export const ZShoppingList = z.object({
  planName: text(),
  /** How many meals with a recipe the list is for. */
  meals: z.number(),
  /** How many of them are customised for the client (their own ingredients are counted; decision 043). */
  customisedMeals: z.number(),
  items: z.array(ZShoppingItem),
  /**
   * How many foods were left off the list because they go against the client's record (an allergy or an
   * avoided food of a meal placed against it): the meals' warnings name them.
   */
  leftOff: z.number(),
});
export type ShoppingList = z.infer<typeof ZShoppingList>;
