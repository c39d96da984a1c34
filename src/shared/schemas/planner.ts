import { z } from 'zod';
import { text } from './text.ts';
import { MEAL_SERVES_MAX, PLAN_ENERGY_MAX_KJ, PLAN_NAME_MAX } from '../constants/meal-plans.ts';
import { MAIN_MEAL_TYPES, PLAN_DAYS, PLAN_MEAL_TYPES, PLAN_REQUEST_STATUSES } from './meal-plans.ts';
import { ZRecipeListItem } from './recipes.ts';
import { ZClientSafety, ZMealConflict } from './safety.ts';

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
  /** The same seed over the same recipes gives the same plan; left out, a new one is drawn. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});

export const ZGenerateResult = z.object({
  seed: z.number(),
  filled: z.number(),
  unfilled: z.array(z.object({ day: z.number(), mealType: z.enum(PLAN_MEAL_TYPES) })),
  messageKey: z.enum(['mealsAdded', 'notEnoughRecipes']),
});

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
