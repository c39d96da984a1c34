import { z } from 'zod';
import { text } from './text.ts';
import { ZMealConflict } from './safety.ts';
import type { RoleList } from '../access.ts';
import type { BuiltInMeasure } from '../nutrition/ingredient-grams.ts';
import { NUTRIENT_KEYS, type NutrientKey } from '../nutrition/nutrients.ts';

/**
 * Recipes, my recipes, their ingredients, comments and reports (SPEC §3, §4): the contract between the
 * recipe screens and the server.
 */

export const RECIPE_STATUSES = ['published', 'pending', 'requested', 'declined', 'error'] as const;
export type RecipeStatus = (typeof RECIPE_STATUSES)[number];

import { RECIPE_MEAL_TIMES, RECIPE_REVIEWERS, type RecipeMealTime } from '../constants/recipes.ts';

export { RECIPE_MEAL_TIMES, RECIPE_REVIEWERS, type RecipeMealTime };

export const RECIPE_REPORT_STATUSES = ['pending', 'closed'] as const;

/** SPEC §4: an approved recipe's owner is emailed when they have one of these roles. */
export const RECIPE_APPROVAL_MAIL_ROLES: RoleList = ['dietitian', 'nutritionist', 'naturopath'];
/** The moderation lists: every state but published (SPEC §6, §7 "list by status"). */
export const RECIPE_MODERATION_STATUSES = ['pending', 'requested', 'declined', 'error'] as const;

/** The built-in measures every food has (gram, Kg, L), beside the food's own portions. */
export const RECIPE_MEASURES = ['gram', 'Kg', 'L'] as const satisfies readonly BuiltInMeasure[];
export type RecipeMeasure = (typeof RECIPE_MEASURES)[number];

/** The Settings' recipe page limit of a new install: a page the Recipes screen shows at once. */
export const RECIPE_PAGE_SIZE_DEFAULT = 24;
/** The largest recipe page limit the admin may set (0 is "no limit"). */
export const RECIPE_PAGE_LIMIT_MAX = 200;

/**
 * The catalogue's page size when the Settings' recipe page limit is 0 ("no limit", SPEC §9): large enough
 * that a person never notices a page break, small enough that one answer stays a reasonable size.
 */
export const RECIPE_PAGE_SIZE_UNLIMITED = 1000;
/** The moderation lists, my recipes, saved recipes and search results (SPEC §9 gives no size). */
export const RECIPE_LIST_PAGE_SIZE = 24;
/** The admin's recipe reports, newest first. */
export const RECIPE_REPORTS_PAGE_SIZE = 20;

const PHOTO_KEY = /^recipes\/[a-z0-9][a-z0-9._-]*$/;

function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A list of names as chosen, without blanks or repeats (ignoring case), in the order first given. */
function distinctNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const tagNames = (what: string) =>
  z
    .array(text().trim().min(1, `Choose a ${what}.`).max(60, `A ${what} has at most 60 characters.`))
    .max(60, `A recipe can have at most 60 ${what}s.`)
    .default([])
    .transform(distinctNames);

/**
 * One ingredient: `quantity` of one of the food's own portions (`portionId`) or of a built-in measure
 * (`measure`); with neither, the quantity is in grams.
 */
export const ZRecipeIngredientInput = z
  .object({
    foodId: z.uuid('Choose a food.'),
    portionId: z.uuid().nullable().default(null),
    measure: z.enum(RECIPE_MEASURES).nullable().default(null),
    quantity: z
      .number({ message: 'Enter the quantity.' })
      .finite('Enter the quantity.')
      .min(0, 'The quantity must be 0 or more.')
      .max(100_000, 'That is too large.'),
  })
  .refine((ingredient) => ingredient.portionId === null || ingredient.measure === null, {
    path: ['measure'],
    message: 'Choose a portion or a measure, not both.',
  });
export type RecipeIngredientInput = z.input<typeof ZRecipeIngredientInput>;

/**
 * What AddRecipe, EditRecipe and CustomizeRecipe send. Text is kept as typed (trimmed): it is shown as
 * text, never as HTML. At least one ingredient is the server's rule ("Please add at least one
 * ingredient."), so the message reaches the user as the specification words it.
 */
export const ZRecipeInput = z.object({
  name: text()
    .trim()
    .min(1, 'Enter the recipe name.')
    .max(200, 'The recipe name must be at most 200 characters.'),
  description: text().trim().max(10_000, 'The description must be at most 10,000 characters.').default(''),
  video: text()
    .trim()
    .max(2_000, 'The video link must be at most 2,000 characters.')
    .default('')
    .refine(
      (video) => video === '' || isWebLink(video),
      'Enter a video link that starts with http:// or https://.',
    ),
  /** The recipe category (SPEC §2 Categories) it is filed under, if any. */
  categoryId: z.uuid().nullable().default(null),
  /** The storage key of a photo the user uploaded to the `recipes/` folder, or null for none. */
  photoKey: text()
    .max(300)
    .regex(PHOTO_KEY, 'Upload the photo again.')
    .refine((key) => !key.includes('..'), 'Upload the photo again.')
    .nullable()
    .default(null),
  mealTimes: z
    .array(z.enum(RECIPE_MEAL_TIMES))
    .default([])
    .transform((times) => [...new Set(times)]),
  /** The steps, in order. */
  methods: z
    .array(
      text()
        .trim()
        .min(1, 'Enter the step, or remove it.')
        .max(5_000, 'A step must be at most 5,000 characters.'),
    )
    .max(100, 'A recipe can have at most 100 steps.')
    .default([]),
  /** Meal tag names. */
  tags: tagNames('meal tag'),
  /**
   * Nutrition tag names chosen by hand; the tags' automatic rules add theirs on save, and so do the foods
   * (their "contains" tags, which the recipe keeps whatever is sent).
   */
  nutritionTags: tagNames('nutrition tag'),
  numberOfServes: z
    .number({ message: 'Enter the number of serves.' })
    .finite('Enter the number of serves.')
    .gt(0, 'The number of serves must be more than 0.')
    .max(1_000, 'That is too many serves.')
    .default(1),
  /** In the order the recipe lists them; a food at most once (SPEC §5). */
  ingredients: z
    .array(ZRecipeIngredientInput)
    .max(100, 'A recipe can have at most 100 ingredients.')
    .superRefine((ingredients, ctx) => {
      const seen = new Set<string>();
      ingredients.forEach((ingredient, index) => {
        if (seen.has(ingredient.foodId)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'foodId'],
            message: 'This food is already in the recipe.',
          });
        }
        seen.add(ingredient.foodId);
      });
    }),
});
export type RecipeInput = z.input<typeof ZRecipeInput>;
export type RecipeValues = z.output<typeof ZRecipeInput>;

/** AddRecipe; a my recipe (`isPrivate`) stays private to its owner and is always published. */
export const ZRecipeCreateInput = ZRecipeInput.extend({ isPrivate: z.boolean().default(false) });
/** EditRecipe: every field again. Whether it is a my recipe does not change. */
export const ZRecipeUpdateInput = ZRecipeInput.extend({ id: z.uuid() });
/** CustomizeRecipe: the recipe to copy (`id`) and the copy as the user changed it. */
export const ZRecipeCustomizeInput = ZRecipeInput.extend({ id: z.uuid() });
export const ZRecipeIdInput = z.object({ id: z.uuid() });

export const ZNutrientValues = z.object(
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, z.number()])) as Record<NutrientKey, z.ZodNumber>,
);

/** A stored photo and its resized copies (SPEC §9 thumb_, medium_, large_; made shortly after upload). */
export const ZRecipePhoto = z.object({
  key: text(),
  url: text(),
  thumbUrl: text(),
  mediumUrl: text(),
  largeUrl: text(),
});

/** SPEC §3 newData / removedData: what a customisation added and took away, in words a reviewer reads. */
export const ZRecipeChanges = z.object({
  ingredients: z.array(text()).optional(),
  mealTimes: z.array(text()).optional(),
  methods: z.array(text()).optional(),
  tags: z.array(text()).optional(),
  nutritionTags: z.array(text()).optional(),
  description: text().optional(),
  name: text().optional(),
  video: text().optional(),
});
export type RecipeChanges = z.infer<typeof ZRecipeChanges>;

/** A row of the recipe lists. */
export const ZRecipeListItem = z.object({
  id: text(),
  name: text(),
  photo: ZRecipePhoto.nullable(),
  mealTimes: z.array(text()),
  tags: z.array(text()),
  nutritionTags: z.array(text()),
  numberOfServes: z.number(),
  servingValues: ZNutrientValues,
  energyKjPerServe: z.number(),
  status: z.enum(RECIPE_STATUSES),
  isPrivate: z.boolean(),
  isCustomized: z.boolean(),
  userId: text().nullable(),
  ownerName: text().nullable(),
  customizedById: text().nullable(),
  customizedByName: text().nullable(),
  /** Whether the viewer saved it. */
  isSaved: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
  /**
   * Read for a plan (`forPlanId`): how the recipe goes against the plan's client record, empty when it is
   * safe (the picker marks the others when asked to show them).
   */
  conflicts: z.array(ZMealConflict).optional(),
});
export type RecipeListItem = z.infer<typeof ZRecipeListItem>;

export const ZRecipeIngredient = z.object({
  id: text(),
  foodId: text(),
  foodName: text(),
  /** The food's portion it is measured in; null for a built-in measure (or a portion since deleted). */
  portionId: text().nullable(),
  portionName: text().nullable(),
  portionUnit: text().nullable(),
  portionWeight: z.number().nullable(),
  /** The built-in measure, or the name of the portion as it was when the recipe was saved. */
  measure: text(),
  quantity: z.number(),
  grams: z.number(),
});
export type RecipeIngredient = z.infer<typeof ZRecipeIngredient>;

export const ZRecipeComment = z.object({
  id: text(),
  text: text(),
  done: z.boolean(),
  createdAt: z.date(),
});

/** The recipe page: the recipe with its ingredients, and for its owner and the admins its comments. */
export const ZRecipe = ZRecipeListItem.extend({
  categoryId: text().nullable(),
  description: text(),
  video: text(),
  methods: z.array(text()),
  servingValuesPerHundredGram: ZNutrientValues.nullable(),
  totalGrams: z.number(),
  errors: z.array(text()),
  customizedByRole: text().nullable(),
  /** Only for the admins. */
  customizedByEmail: text().nullable(),
  oldId: text().nullable(),
  newData: ZRecipeChanges.nullable(),
  removedData: ZRecipeChanges.nullable(),
  ingredients: z.array(ZRecipeIngredient),
  comments: z.array(ZRecipeComment),
  /**
   * The "contains" tags its foods give it (issue 29, decision 063): always within `nutritionTags`, and not
   * removable by hand; the editor shows them locked, "from the ingredients".
   */
  derivedTags: z.array(text()),
  /** For each derived tag, the ingredients' foods that give it. */
  derivedTagSources: z.record(text(), z.array(text())),
  /**
   * The meal tags its foods contradict now ("Vegetarian: Chicken, breast, raw is meat."): a save refuses
   * them, but a food's flags can change after the recipe was saved. Moderation shows them; approval refuses.
   */
  dietConflicts: z.array(text()),
});
export type Recipe = z.infer<typeof ZRecipe>;

/**
 * Where the catalogue goes on from: the last recipe's updatedAt (to the microsecond, as an ISO string, so
 * that no recipe falls between two pages) and id.
 */
export const ZRecipeCursor = z.object({ at: z.iso.datetime({ offset: true }), id: z.uuid() });
export type RecipeCursor = z.infer<typeof ZRecipeCursor>;

/**
 * The plan picker's reading (issue 29): with `forPlanId` (one of the caller's plans, else not found) the
 * recipes that go against the plan's client record are left out, or with `showConflicting` listed with
 * their `conflicts`.
 */
const ZForPlan = z.object({
  forPlanId: z.uuid().optional(),
  showConflicting: z.boolean().default(false),
});

/** A plan slot (snack1..snack4) and `dessert` are accepted and read as the meal time they stand for. */
const ZMealTimeFilter = z
  .enum([...RECIPE_MEAL_TIMES, 'dessert', 'snack1', 'snack2', 'snack3', 'snack4'])
  .transform((time): RecipeMealTime => {
    if (time === 'dessert') return 'desert';
    return time.startsWith('snack') ? 'snack' : (time as RecipeMealTime);
  });

const filterTags = z.array(text().trim().min(1).max(60)).max(60).default([]);

/** The Recipes screen: published recipes, newest change first, filtered. */
export const ZRecipeListInput = z
  .object({
    cursor: ZRecipeCursor.nullish(),
    /** Overrides the Settings' recipe page limit. */
    limit: z.number().int().min(1).max(100).optional(),
    mealTime: ZMealTimeFilter.nullish(),
    /** Meal tags the recipe must all have. */
    tags: filterTags,
    /** Nutrition tags the recipe must all have. */
    nutritionTags: filterTags,
    /** Nutrition tags the recipe must have none of ("free of Gluten and Dairy"). */
    excludeNutritionTags: filterTags,
    /** Energy per serve, kJ, bounds included: the planner's "recipes that fit the slot". */
    energyMinKj: z.number().min(0).optional(),
    energyMaxKj: z.number().min(0).optional(),
    ...ZForPlan.shape,
  })
  .default({ tags: [], nutritionTags: [], excludeNutritionTags: [], showConflicting: false });

export const ZRecipePage = z.object({
  items: z.array(ZRecipeListItem),
  nextCursor: ZRecipeCursor.nullable(),
});

/** A page number, 1 when absent; tRPC's infinite queries page on an input called `cursor`. */
const ZPageCursor = z.number().int().min(1).max(10_000).nullish();

export const RECIPE_SEARCH_SCOPES = ['catalogue', 'mine', 'private'] as const;
export type RecipeSearchScope = (typeof RECIPE_SEARCH_SCOPES)[number];
export const ZRecipeSearchInput = z.object({
  query: text().trim().min(1, 'Enter what to search for.').max(100),
  /**
   * catalogue: published recipes; mine: the user's my recipes and the recipes they customised; private:
   * my recipes (the admins: everyone's).
   */
  scope: z.enum(RECIPE_SEARCH_SCOPES).default('catalogue'),
  cursor: ZPageCursor,
  ...ZForPlan.shape,
});

export const ZRecipeNumberedPage = z.object({
  items: z.array(ZRecipeListItem),
  nextCursor: z.number().nullable(),
});

export const ZMyRecipesInput = z.object({ cursor: ZPageCursor }).default({});

export const ZRecipeStatusListInput = z.object({
  status: z.enum(RECIPE_MODERATION_STATUSES),
  /** The last recipe's createdAt and id. */
  cursor: ZRecipeCursor.nullish(),
});

export const ZSavedRecipesInput = z.object({ cursor: ZPageCursor }).default({});
export const ZRecipeSaveInput = z.object({ recipeId: z.uuid() });

export const ZRecipeReportInput = z.object({
  recipeId: z.uuid(),
  message: text().trim().min(1, 'Tell us what is wrong.').max(2_000),
});
export const ZRecipeReport = z.object({
  id: text(),
  recipeId: text(),
  recipeName: text(),
  message: text(),
  status: z.enum(RECIPE_REPORT_STATUSES),
  reportedBy: text().nullable(),
  createdAt: z.date(),
  closedAt: z.date().nullable(),
});
export const ZRecipeReportListInput = z
  .object({ status: z.enum(RECIPE_REPORT_STATUSES).default('pending'), cursor: ZPageCursor })
  .default({ status: 'pending' });
export const ZRecipeReportPage = z.object({
  items: z.array(ZRecipeReport),
  total: z.number(),
  nextCursor: z.number().nullable(),
});
export const ZRecipeReportIdInput = z.object({ reportId: z.uuid() });

export const ZRecipeCommentInput = z.object({
  recipeId: z.uuid(),
  text: text().trim().min(1, 'Enter the comment.').max(5_000),
});
export const ZRecipeCommentDoneInput = z.object({ commentId: z.uuid(), done: z.boolean().default(true) });
