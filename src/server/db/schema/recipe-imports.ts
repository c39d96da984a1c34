import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  RECIPE_IMPORT_KINDS,
  RECIPE_IMPORT_OUTCOMES,
  RECIPE_IMPORT_REASONS,
} from '../../../shared/schemas/recipe-imports.ts';
import { IMPORT_STATUSES } from '../../../shared/schemas/uploads.ts';
import { foods } from './foods.ts';
import { recipes } from './recipes.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';

/**
 * One recipe file imported through Import recipes: what it was, how far the import got (recipes read of
 * the file's total, for the progress bar) and what came of it. Deleting the upload deletes the import and
 * its report; the recipes it created stay.
 */
export const recipeImports = pgTable(
  'recipe_imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    uploadId: uuid().references(() => uploads.id, { onDelete: 'cascade' }),
    kind: text({ enum: RECIPE_IMPORT_KINDS }).notNull(),
    status: text({ enum: IMPORT_STATUSES }).notNull().default('queued'),
    processed: integer().notNull().default(0),
    total: integer().notNull().default(0),
    recipesCreated: integer().notNull().default(0),
    recipesPublished: integer().notNull().default(0),
    recipesInError: integer().notNull().default(0),
    linesMatched: integer().notNull().default(0),
    linesUnmatched: integer().notNull().default(0),
    sectionHeaders: integer().notNull().default(0),
    notes: integer().notNull().default(0),
    error: text(),
    /** The admin who imported it: the owner of every recipe it creates. */
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('recipe_imports_upload_idx').on(t.uploadId, t.createdAt)],
);

/**
 * The report of an import: every ingredient line of every recipe of the file and what became of it, and
 * the notes about each recipe (line 0). Written with the recipe, in its transaction.
 */
export const recipeImportLines = pgTable(
  'recipe_import_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    importId: uuid()
      .notNull()
      .references(() => recipeImports.id, { onDelete: 'cascade' }),
    recipeNumber: integer().notNull(),
    lineNumber: integer().notNull(),
    recipeName: text().notNull(),
    recipeId: uuid().references(() => recipes.id, { onDelete: 'set null' }),
    line: text().notNull(),
    outcome: text({ enum: RECIPE_IMPORT_OUTCOMES }).notNull(),
    reason: text({ enum: RECIPE_IMPORT_REASONS }),
    message: text().notNull().default(''),
    foodId: uuid().references(() => foods.id, { onDelete: 'set null' }),
    /** The food's name when it was matched, kept should the food be renamed or deleted. */
    foodName: text(),
    /** The amount it became: quantity of the measure ("2 cup", "226.8 gram") and its weight. */
    quantity: doublePrecision(),
    measure: text(),
    grams: doublePrecision(),
  },
  (t) => [
    index('recipe_import_lines_report_idx').on(t.importId, t.outcome, t.recipeNumber, t.lineNumber),
    index('recipe_import_lines_recipe_idx').on(t.recipeId),
  ],
);

export type RecipeImportRow = typeof recipeImports.$inferSelect;
export type RecipeImportLineRow = typeof recipeImportLines.$inferSelect;
