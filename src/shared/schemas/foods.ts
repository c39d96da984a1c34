import { z } from 'zod';
import { text } from './text.ts';
import { ADMIN_ONLY, type RoleList } from '../access.ts';
import { NUTRIENT_KEYS, type NutrientKey } from '../nutrition/nutrients.ts';
import { CONTAINS_TAGS, FOOD_DIET_FLAGS } from '../safety/client-safety.ts';
import { zImportOf, zImportReportInput, zPageOf, ZUploadIdInput, zUploadWithLastImport } from './uploads.ts';

/**
 * Foods, their portions, categories, reports, the ingredient portion library, measurements and food imports
 * (SPEC §3, §7). The contract between the foods screens and the server.
 */

export const FOOD_STATUSES = ['pending', 'published', 'hidden'] as const;
export type FoodStatus = (typeof FOOD_STATUSES)[number];
export const FOOD_REPORT_STATUSES = ['pending', 'resolved'] as const;
/** What a food file is: the app's own template, the FSANZ AFCD Release 2 workbook, or USDA SR28. */
export const FOOD_IMPORT_KINDS = ['template', 'afcd', 'sr28'] as const;
export type FoodImportKind = (typeof FOOD_IMPORT_KINDS)[number];
export const MEASUREMENT_DERIVATIONS = [
  'Imputed',
  'Analysed',
  'Estimated',
  'Label Data',
  'Industry',
  'Borrowed',
] as const;

/** SPEC §9 page sizes. */
export const FOODS_PAGE_SIZE = 100;
export const PENDING_FOODS_PAGE_SIZE = 20;
export const HIDDEN_FOODS_PAGE_SIZE = 100;
export const MEASUREMENTS_PAGE_SIZE = 50;
/** Bulk writes go in transactions of at most this many rows (SPEC §7). */
export const BULK_CHUNK_SIZE = 500;
import { GRAM_PORTION } from '../constants/foods.ts';

export { GRAM_PORTION };

const name = (what: string, max = 200) =>
  text().trim().min(1, `Enter the ${what}.`).max(max, `The ${what} must be at most ${max} characters.`);

/** A nutrient value per 100 g: a number from 0 up, or null when unknown. */
const nutrientValue = z
  .number({ message: 'Enter a number.' })
  .finite('Enter a number.')
  .min(0, 'Must be 0 or more.')
  .max(100_000, 'That is too large.')
  .nullable();

export const ZNutrients = z.object(
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, nutrientValue])) as Record<
    NutrientKey,
    typeof nutrientValue
  >,
);

/** A portion of a food: `weight` grams in one `unit` ("cup", 250). */
export const ZPortionInput = z.object({
  name: name('portion name', 80),
  unit: text().trim().max(40).default(''),
  weight: z
    .number({ message: 'Enter the weight in grams.' })
    .finite('Enter the weight in grams.')
    .gt(0, 'The weight must be more than 0 g.')
    .max(100_000, 'That is too large.'),
});
export type PortionInput = z.infer<typeof ZPortionInput>;

/** Who set a food's tags and diet facts: the rule table (src/shared/safety/food-rules.ts) or a person. */
export const FOOD_TAGS_SET_BY = ['rules', 'person'] as const;
export type FoodTagsSetBy = (typeof FOOD_TAGS_SET_BY)[number];

export const ZFoodInput = z
  .object({
    name: name('food name'),
    categoryId: z.uuid().nullable(),
    alternateWords: text().trim().max(500).default(''),
    defaultMeasurement: text().trim().min(1).max(80).default(GRAM_PORTION),
    defaultWeight: z.number().finite().gt(0, 'The default weight must be more than 0.').max(100_000),
    nutrients: ZNutrients,
    portions: z.array(ZPortionInput).max(50, 'A food can have at most 50 portions.'),
    /** What the food contains (CONTAINS_TAGS) and what else a diet tag reads (FOOD_DIET_FLAGS). */
    tags: z.array(z.enum(CONTAINS_TAGS, { message: `Choose from ${CONTAINS_TAGS.join(', ')}.` })).default([]),
    dietFlags: z
      .array(z.enum(FOOD_DIET_FLAGS, { message: `Choose from ${FOOD_DIET_FLAGS.join(', ')}.` }))
      .default([]),
    /**
     * 'rules': the rule table works the tags and diet facts out from the name (and, for a dataset food, its
     * group), and `tags` and `dietFlags` are not read; 'person': they are as given, and the rule table leaves
     * them alone from then on.
     */
    tagsSetBy: z.enum(FOOD_TAGS_SET_BY).default('rules'),
  })
  .superRefine((food, ctx) => {
    const seen = new Set<string>();
    food.portions.forEach((portion, index) => {
      const key = portion.name.toLowerCase();
      if (key === GRAM_PORTION || seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['portions', index, 'name'],
          message: 'Each portion needs its own name.',
        });
      }
      seen.add(key);
    });
    const defaultKey = food.defaultMeasurement.toLowerCase();
    if (defaultKey !== GRAM_PORTION && !seen.has(defaultKey)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultMeasurement'],
        message: 'Choose gram or one of the food’s portions.',
      });
    }
  });
export type FoodInput = z.infer<typeof ZFoodInput>;

export const ZPortion = z.object({ id: text(), name: text(), unit: text(), weight: z.number() });
export type Portion = z.infer<typeof ZPortion>;

/** A food as its editor and the recipe builder see it. */
export const ZFood = z.object({
  id: text(),
  name: text(),
  status: z.enum(FOOD_STATUSES),
  src: text(),
  /** The dataset's food group (SR28 "0100", AFCD "24701"), which the rule table reads; null for a custom food. */
  sourceGroup: text().nullable(),
  categoryId: text().nullable(),
  categoryName: text().nullable(),
  alternateWords: text(),
  defaultMeasurement: text(),
  defaultWeight: z.number(),
  nutrients: ZNutrients,
  energyOutlier: z.boolean(),
  /** The "contains" tags (CONTAINS_TAGS), the diet facts (FOOD_DIET_FLAGS) and who set them. */
  tags: z.array(text()),
  dietFlags: z.array(text()),
  tagsSetBy: z.enum(FOOD_TAGS_SET_BY),
  portions: z.array(ZPortion),
  createdBy: text().nullable(),
  createdByName: text().nullable(),
  updatedAt: z.date(),
});
export type Food = z.infer<typeof ZFood>;

/** A row of the Foods lists and of search results. */
export const ZFoodListItem = ZFood.omit({ portions: true });
export type FoodListItem = z.infer<typeof ZFoodListItem>;

export const ZFoodListInput = z.object({
  status: z.enum(FOOD_STATUSES).default('published'),
  /** Free text: name and alternate words, typo tolerant. Blank lists by name. */
  query: text().trim().max(100).default(''),
  categoryId: z.uuid().nullable().default(null),
  page: z.number().int().min(1).max(10_000).default(1),
});

export const ZFoodListPage = z.object({
  items: z.array(ZFoodListItem),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});

/** Ingredient search while building a recipe: published foods (and the actor's own) by name. */
export const ZFoodSearchInput = z.object({
  query: text().trim().min(1).max(100),
  limit: z.number().int().min(1).max(50).default(20),
});

export const ZFoodIds = z.object({ ids: z.array(z.uuid()).min(1).max(5_000) });

/**
 * Bulk update: the fields to set on every selected food (SPEC §7 batch writes). `tagsSetBy: 'rules'` hands
 * the foods' tags and diet facts back to the rule table, which works them out again at once.
 */
export const ZFoodBulkUpdate = ZFoodIds.extend({
  changes: z
    .object({
      status: z.enum(FOOD_STATUSES),
      categoryId: z.uuid().nullable(),
      tagsSetBy: z.literal('rules'),
    })
    .partial()
    .refine((c) => Object.keys(c).length > 0, 'Choose what to change.'),
});

export const ZFoodCategoryInput = z.object({ name: name('category name', 80) });
export const ZFoodCategory = z.object({
  id: text(),
  name: text(),
  active: z.boolean(),
  foodCount: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type FoodCategory = z.infer<typeof ZFoodCategory>;

export const ZFoodReportInput = z.object({
  foodId: z.uuid(),
  message: text().trim().min(1, 'Tell us what is wrong.').max(2_000),
});
export const ZFoodReport = z.object({
  id: text(),
  foodId: text(),
  foodName: text(),
  message: text(),
  status: z.enum(FOOD_REPORT_STATUSES),
  reportedBy: text().nullable(),
  createdAt: z.date(),
  resolvedAt: z.date().nullable(),
});

/** SPEC §7 apis-searchIngredient: portions {name, unit, val} for a food name. */
export const ZIngredientSearchInput = z.object({ food: text().trim().min(1).max(200) });
export const ZIngredientPortion = z.object({
  name: name('portion name', 80),
  unit: text().trim().max(40).default(''),
  val: z.number().finite().gt(0, 'The weight must be more than 0 g.').max(100_000),
});
export type IngredientPortion = z.infer<typeof ZIngredientPortion>;
export const ZIngredientInput = z.object({
  name: name('ingredient name'),
  portions: z.array(ZIngredientPortion).max(50),
});

export const ZMeasurementUnit = z.object({
  description: name('description', 120),
  grams: z.number().finite().min(0).max(100_000),
  mls: z.number().finite().min(0).max(100_000),
  derivation: z.enum(MEASUREMENT_DERIVATIONS),
  measureDerivationDescription: text().trim().max(300).default(''),
});
export type MeasurementUnit = z.infer<typeof ZMeasurementUnit>;
export const ZMeasurementInput = z.object({
  publicFoodKey: text()
    .trim()
    .min(1, 'Enter the Public Food Key.')
    .max(20)
    .regex(/^[A-Za-z0-9]+$/, 'A Public Food Key has letters and digits only.'),
  units: z.array(ZMeasurementUnit).min(1, 'Add at least one unit.').max(50),
});
export type MeasurementInput = z.infer<typeof ZMeasurementInput>;

/** One line of an import report: a row of the file and what became of it. */
export const ZFoodImportRowOutcome = z.object({
  /** The row number in the file (1-based, as a spreadsheet shows it) and its sheet, if any. */
  row: z.number(),
  sheet: text().nullable(),
  name: text(),
  outcome: z.enum(['added', 'updated', 'unchanged', 'skipped']),
  /** Why it was skipped, or what was flagged (energy far from what the macros imply). */
  reason: text().nullable(),
  flagged: z.boolean(),
});
export type FoodImportRowOutcome = z.infer<typeof ZFoodImportRowOutcome>;
export type FoodImportReport = { rows: FoodImportRowOutcome[] };

/** The admin's food reports: one status at a time, newest first. */
export const FOOD_REPORTS_PAGE_SIZE = 20;
/** `cursor` is the page to read (1 when absent); a page's `nextCursor` is the next one, null after the last. */
const ZPageCursor = z.number().int().min(1).max(10_000).nullish();
export const ZFoodReportListInput = z.object({
  status: z.enum(FOOD_REPORT_STATUSES).default('pending'),
  cursor: ZPageCursor,
});
export const ZFoodReportPage = z.object({
  items: z.array(ZFoodReport),
  total: z.number(),
  nextCursor: z.number().nullable(),
});
export const ZFoodReportIdInput = z.object({ reportId: z.uuid() });

/**
 * One portion of an ingredient search answer. The `gram` portion is never in it: the recipe builder offers
 * gram for every food anyway, and the library refuses a portion of that name for the same reason.
 */
export const ZIngredientSearchPortion = z.object({ name: text(), unit: text(), val: z.number() });
export type IngredientSearchPortion = z.infer<typeof ZIngredientSearchPortion>;

/** The Ingredients screen: 50 a page (the specification gives no size; measurements use 50 too). */
export const INGREDIENTS_PAGE_SIZE = 50;
/** Create (no id) or update (id) an ingredient with all its portions, in their order. */
export const ZIngredientSaveInput = ZIngredientInput.extend({
  id: z.uuid().nullable().default(null),
}).superRefine((ingredient, ctx) => {
  const seen = new Set<string>();
  ingredient.portions.forEach((portion, index) => {
    const key = portion.name.toLowerCase();
    if (key === GRAM_PORTION || seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['portions', index, 'name'],
        message: 'Each portion needs its own name.',
      });
    }
    seen.add(key);
  });
});
export type IngredientSaveInput = z.input<typeof ZIngredientSaveInput>;
export const ZIngredientListInput = z.object({
  /** Part of the name, typo tolerant. Blank lists by name. */
  query: text().trim().max(100).default(''),
  cursor: ZPageCursor,
});
export const ZIngredientIdInput = z.object({ id: z.uuid() });
export const ZIngredient = z.object({
  id: text(),
  name: text(),
  portions: z.array(ZIngredientSearchPortion),
  updatedAt: z.date(),
});
export type Ingredient = z.infer<typeof ZIngredient>;
export const ZIngredientPage = z.object({
  items: z.array(ZIngredient),
  total: z.number(),
  nextCursor: z.number().nullable(),
});

/** The Categories screen and the food editor's category picker. */
export const ZFoodCategoryListInput = z
  .object({ includeInactive: z.boolean().default(false) })
  .default({ includeInactive: false });
export const ZFoodCategoryIdInput = z.object({ id: z.uuid() });
export const ZFoodCategoryRename = ZFoodCategoryInput.extend({ id: z.uuid() });
/**
 * Bulk update of SPEC §7: each selected category with what changes on it (activate or deactivate many,
 * or rename several at once).
 */
export const ZFoodCategoryBulkUpdate = z.object({
  updates: z
    .array(
      z
        .object({
          id: z.uuid(),
          name: ZFoodCategoryInput.shape.name.optional(),
          active: z.boolean().optional(),
        })
        .refine((u) => u.name !== undefined || u.active !== undefined, 'Choose what to change.'),
    )
    .min(1, 'Choose at least one category.')
    .max(5_000),
});
export type FoodCategoryBulkUpdate = z.infer<typeof ZFoodCategoryBulkUpdate>;

/** Who sees every food, the Hidden tab, and approves, hides and bulk-edits foods (SPEC §4-§6). */
export const FOOD_REVIEWERS: RoleList = ADMIN_ONLY;
export const ZFoodIdInput = z.object({ id: z.uuid() });
/** Edit a food: its id and every field, as when it was created. */
export const ZFoodUpdateInput = z.object({ id: z.uuid() }).and(ZFoodInput);
/** The page size of a Foods tab (SPEC §9). */
export const FOODS_PAGE_SIZES: Record<FoodStatus, number> = {
  published: FOODS_PAGE_SIZE,
  pending: PENDING_FOODS_PAGE_SIZE,
  hidden: HIDDEN_FOODS_PAGE_SIZE,
};

/** A measurement as the Measurements screen shows it. */
export const ZMeasurement = z.object({
  id: text(),
  publicFoodKey: text(),
  /** The name of the AFCD food with this key, when the AFCD workbook has been imported. */
  foodName: text().nullable(),
  units: z.array(ZMeasurementUnit),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Measurement = z.infer<typeof ZMeasurement>;
/**
 * SPEC §7: 50 at a time by Public Food Key, each page starting after the last key of the one before. The
 * start-after key is called `cursor` because tRPC's infinite queries page on an input of that name.
 */
export const ZMeasurementListInput = z
  .object({ cursor: text().trim().min(1).max(20).optional() })
  .default({});
export const ZMeasurementPage = z.object({
  items: z.array(ZMeasurement),
  /** The key to start the next page after; null on the last page. */
  nextCursor: text().nullable(),
});
export const ZMeasurementKeyInput = ZMeasurementInput.pick({ publicFoodKey: true });
export const ZMeasurementIdInput = z.object({ id: z.uuid() });
/** Update: everything but the id and the Public Food Key, i.e. the units. */
export const ZMeasurementUpdate = ZMeasurementIdInput.extend({ units: ZMeasurementInput.shape.units });
/** A measurements file (JSON, CSV or XLSX) already sent to the `excel` upload folder. */
export const ZMeasurementImportInput = z.object({ uploadId: z.uuid() });
/** What a dataset upload or the household seed did: keys added, keys skipped, and why rows were refused. */
export const ZMeasurementImportResult = z.object({
  added: z.number(),
  skipped: z.number(),
  /** Of the skipped: keys that were already there (not a problem: the upload adds only new keys). */
  alreadyPresent: z.number(),
  /** Rows that could not be taken, with the reason; the first 100 only. */
  problems: z.array(z.object({ row: z.number(), publicFoodKey: text().nullable(), reason: text() })),
  /** Problems beyond the first 100. */
  moreProblems: z.number(),
});
export type MeasurementImportResult = z.infer<typeof ZMeasurementImportResult>;

/** Upload Excel (SPEC §2 `excel`): how the screen names each kind of food file. */
export const FOOD_IMPORT_KIND_LABELS: Record<FoodImportKind, string> = {
  template: 'Food template',
  afcd: 'AFCD Release 2 workbook',
  sr28: 'USDA SR28',
};
/** Import a file already sent to the `excel` upload folder; without `kind` the server tells from its content. */
export const ZFoodImportStartInput = ZUploadIdInput.extend({ kind: z.enum(FOOD_IMPORT_KINDS).optional() });
/** One import as its progress bar and summary show it (the per-row report comes a page at a time). */
export const ZFoodImport = zImportOf(FOOD_IMPORT_KINDS, {
  added: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  skipped: z.number(),
  flagged: z.number(),
});
export type FoodImport = z.infer<typeof ZFoodImport>;
/** Which rows of a report to show: one outcome, the flagged ones, or all. */
export const FOOD_IMPORT_REPORT_FILTERS = [
  'all',
  'added',
  'updated',
  'unchanged',
  'skipped',
  'flagged',
] as const;
export type FoodImportReportFilter = (typeof FOOD_IMPORT_REPORT_FILTERS)[number];
export const ZFoodImportReportInput = zImportReportInput(FOOD_IMPORT_REPORT_FILTERS, 'all');
export const ZFoodImportReportPage = zPageOf(ZFoodImportRowOutcome);
/** The uploads list of Upload Excel: newest first, 20 a page, each with what its latest import did. */
export const ZFoodUpload = zUploadWithLastImport(ZFoodImport);
export type FoodUpload = z.infer<typeof ZFoodUpload>;
export const ZFoodUploadPage = zPageOf(ZFoodUpload);
