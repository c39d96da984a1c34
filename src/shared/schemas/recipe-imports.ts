import { z } from 'zod';
import { text } from './text.ts';
import { RECIPE_STATUSES } from './recipes.ts';
import { zImportOf, zImportReportInput, zPageOf, zUploadWithLastImport } from './uploads.ts';

/**
 * Import recipes (SPEC §2, admin): a schema.org JSON-LD file or the app's recipe template, uploaded to the
 * `recipe-imports` folder, read by a job that creates one recipe per recipe of the file and reports every
 * ingredient line. The contract between the ImportRecipes screen and the server.
 */

/** What a recipe file is: schema.org Recipe objects as JSON-LD, or the app's own Excel template. */
export const RECIPE_IMPORT_KINDS = ['jsonld', 'template'] as const;
export type RecipeImportKind = (typeof RECIPE_IMPORT_KINDS)[number];
export const RECIPE_IMPORT_KIND_LABELS: Record<RecipeImportKind, string> = {
  jsonld: 'schema.org JSON-LD',
  template: 'Recipe template',
};

/**
 * What became of one line of the report: an ingredient line matched to a food and measure, one left out
 * of the recipe (unmatched, with its reason), a section header ("## Cake", "For the sauce:"), or a note
 * about the recipe itself (its yield could not be read, its method was cut).
 */
export const RECIPE_IMPORT_OUTCOMES = ['matched', 'unmatched', 'header', 'note'] as const;
export type RecipeImportOutcome = (typeof RECIPE_IMPORT_OUTCOMES)[number];

/** Why an ingredient line was left out of its recipe. */
export const RECIPE_IMPORT_REASONS = ['noQuantity', 'noFood', 'noMeasure', 'tooManyIngredients'] as const;
export type RecipeImportReason = (typeof RECIPE_IMPORT_REASONS)[number];
export const RECIPE_IMPORT_REASON_LABELS: Record<RecipeImportReason, string> = {
  noQuantity: 'No amount',
  noFood: 'No food found',
  noMeasure: 'No matching measure',
  tooManyIngredients: 'Too many ingredients',
};

/** The most ingredient lines one recipe of a file may have; a longer list is not a recipe. */
export const MAX_IMPORT_LINES_PER_RECIPE = 300;
/** The most recipes one file may hold. */
export const MAX_IMPORT_RECIPES = 5_000;

/** One import as its progress bar and summary show it (the report comes a page at a time). */
export const ZRecipeImport = zImportOf(RECIPE_IMPORT_KINDS, {
  recipesCreated: z.number(),
  recipesPublished: z.number(),
  recipesInError: z.number(),
  linesMatched: z.number(),
  linesUnmatched: z.number(),
  sectionHeaders: z.number(),
  notes: z.number(),
});
export type RecipeImport = z.infer<typeof ZRecipeImport>;

/** Which lines of a report to show. */
export const RECIPE_IMPORT_REPORT_FILTERS = ['unmatched', 'notes', 'matched', 'all'] as const;
export type RecipeImportReportFilter = (typeof RECIPE_IMPORT_REPORT_FILTERS)[number];
export const ZRecipeImportReportInput = zImportReportInput(RECIPE_IMPORT_REPORT_FILTERS, 'unmatched');

/** One line of the report: a line of a recipe of the file and what became of it. */
export const ZRecipeImportLine = z.object({
  id: text(),
  /** The recipe's place in the file (1-based) and the line's place in its ingredient list (0: the recipe). */
  recipeNumber: z.number(),
  lineNumber: z.number(),
  recipeName: text(),
  /** The recipe created from it; null once that recipe has been deleted. */
  recipeId: text().nullable(),
  recipeStatus: z.enum(RECIPE_STATUSES).nullable(),
  /** The line as the file has it ('' for a note about the recipe). */
  line: text(),
  outcome: z.enum(RECIPE_IMPORT_OUTCOMES),
  reason: z.enum(RECIPE_IMPORT_REASONS).nullable(),
  /** What happened, in words: the reason a line was left out, how a matched one was read, a note. */
  message: text(),
  /** For a matched line: the food and the amount it became in the recipe. */
  foodName: text().nullable(),
  amount: text().nullable(),
});
export type RecipeImportLine = z.infer<typeof ZRecipeImportLine>;

export const ZRecipeImportReportPage = zPageOf(ZRecipeImportLine);

/** The uploaded recipe files, newest first, 20 a page, each with its import. */
export const ZRecipeImportUpload = zUploadWithLastImport(ZRecipeImport);
export type RecipeImportUpload = z.infer<typeof ZRecipeImportUpload>;
export const ZRecipeImportUploadPage = zPageOf(ZRecipeImportUpload);
