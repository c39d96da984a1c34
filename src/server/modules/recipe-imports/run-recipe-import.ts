import { buffer } from 'node:stream/consumers';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { isAllowed } from '../../../shared/access.ts';
import { messageText } from '../../../shared/messages.ts';
import { RECIPE_REVIEWERS } from '../../../shared/schemas/recipes.ts';
import type { Database } from '../../db/client.ts';
import { recipeImportLines, recipeImports, uploads, users } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import type { Actor } from '../../trpc/context.ts';
import { createImportedRecipe } from '../recipes/save-recipe.ts';
import { buildRecipe, type BuiltRecipe } from './build-recipe.ts';
import { FoodFinder } from './find-food.ts';
import { RecipeFileError, type ImportedRecipe } from './imported-recipe.ts';
import { matchIngredientLine } from './match-ingredient.ts';
import { readRecipeFile } from './read-recipe-file.ts';

export interface RecipeImportDeps {
  db: Database;
  storage: Storage;
  log: Logger;
}

/**
 * The `recipe-imports` job: reads the uploaded file of one import and creates its recipes, one
 * transaction each: the recipe (through the same save as AddRecipe), its report lines, the import's counts
 * and `processed` commit together. So the progress bar moves recipe by recipe, a failure leaves every
 * recipe saved so far with its report and the import marked failed with the reason, and a job that runs
 * again (a retry after the process died, or the admin starting a failed import again) carries on after
 * the last recipe that committed. A finished or failed import, or one whose upload was deleted, is left
 * as it is.
 */
export async function runRecipeImport(deps: RecipeImportDeps, importId: string): Promise<void> {
  const { db, log } = deps;
  const [job] = await db
    .select({
      status: recipeImports.status,
      kind: recipeImports.kind,
      createdBy: recipeImports.createdBy,
      key: uploads.key,
    })
    .from(recipeImports)
    .innerJoin(uploads, eq(uploads.id, recipeImports.uploadId))
    .where(eq(recipeImports.id, importId));
  if (!job || job.status === 'done' || job.status === 'failed') return;

  try {
    const actor = await importingAdmin(db, job.createdBy);
    const file = await deps.storage.get(job.key);
    if (!file) throw new RecipeFileError('The uploaded file is no longer there. Please upload it again.');
    const recipes = await readRecipeFile(await buffer(file.body), job.kind);
    const [started] = await db
      .update(recipeImports)
      .set({
        status: 'running',
        total: recipes.length,
        startedAt: sql`coalesce(${recipeImports.startedAt}, now())`,
      })
      .where(and(eq(recipeImports.id, importId), sql`${recipeImports.status} in ('queued', 'running')`))
      .returning({ processed: recipeImports.processed });
    if (!started) return;

    const finder = new FoodFinder(db);
    for (let index = started.processed; index < recipes.length; index += 1) {
      // The embedded database answers without ever leaving the microtask queue, which would hold off
      // timers and requests (the progress bar's polls among them) until the whole file is done.
      await new Promise((resolve) => setImmediate(resolve));
      const built = await matchRecipe(recipes[index]!, finder);
      const stillWanted = await db.transaction(async (tx) => {
        // Locked first: a second run of this job waits here, and a deleted upload stops the import.
        const [current] = await tx
          .select({ processed: recipeImports.processed })
          .from(recipeImports)
          .where(and(eq(recipeImports.id, importId), eq(recipeImports.status, 'running')))
          .for('update');
        if (!current) return false;
        if (current.processed > index) return true;
        await saveRecipe(tx, actor, importId, index + 1, recipes[index]!, built);
        return true;
      });
      if (!stillWanted) return;
    }
    await db
      .update(recipeImports)
      .set({ status: 'done', finishedAt: new Date() })
      .where(and(eq(recipeImports.id, importId), eq(recipeImports.status, 'running')));
  } catch (error) {
    const message =
      error instanceof RecipeFileError ? error.message : messageText('somethingWentWrongTryAgain');
    if (!(error instanceof RecipeFileError)) log.error({ err: error, importId }, 'recipe import failed');
    await db
      .update(recipeImports)
      .set({ status: 'failed', error: message, finishedAt: new Date() })
      .where(eq(recipeImports.id, importId));
  }
}

/** The admin who started the import: the owner of every recipe it creates. */
async function importingAdmin(db: Database, userId: string | null): Promise<Actor> {
  const [admin] =
    userId === null
      ? []
      : await db
          .select({
            id: users.id,
            email: users.email,
            role: users.role,
            status: users.status,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(users)
          .where(eq(users.id, userId));
  if (!admin || admin.status !== 'active' || !isAllowed(admin.role, RECIPE_REVIEWERS)) {
    throw new RecipeFileError('The admin who started this import can no longer add recipes.');
  }
  return admin;
}

/** Finds each ingredient line's food and measure (reads only, outside the recipe's transaction). */
async function matchRecipe(recipe: ImportedRecipe, finder: FoodFinder): Promise<BuiltRecipe> {
  const outcomes = [];
  for (const line of recipe.ingredientLines) outcomes.push(await matchIngredientLine(line, finder));
  return buildRecipe(recipe, outcomes);
}

/** Creates one recipe and writes its report lines and the import's counts, in the caller's transaction. */
async function saveRecipe(
  tx: Database,
  actor: Actor,
  importId: string,
  recipeNumber: number,
  recipe: ImportedRecipe,
  built: BuiltRecipe,
): Promise<void> {
  const created = await createImportedRecipe({ db: tx, actor }, built.input, built.errors);
  const count = (test: (line: BuiltRecipe['report'][number]) => boolean) => built.report.filter(test).length;
  if (built.report.length > 0) {
    await tx.insert(recipeImportLines).values(
      built.report.map((line) => ({
        ...line,
        importId,
        recipeNumber,
        recipeName: recipe.name,
        recipeId: created.id,
      })),
    );
  }
  await tx
    .update(recipeImports)
    .set({
      processed: recipeNumber,
      recipesCreated: sql`${recipeImports.recipesCreated} + 1`,
      recipesPublished: sql`${recipeImports.recipesPublished} + ${created.status === 'published' ? 1 : 0}`,
      recipesInError: sql`${recipeImports.recipesInError} + ${created.status === 'error' ? 1 : 0}`,
      linesMatched: sql`${recipeImports.linesMatched} + ${count((l) => l.outcome === 'matched')}`,
      linesUnmatched: sql`${recipeImports.linesUnmatched} + ${count((l) => l.outcome === 'unmatched')}`,
      sectionHeaders: sql`${recipeImports.sectionHeaders} + ${count((l) => l.outcome === 'header')}`,
      notes: sql`${recipeImports.notes} + ${count((l) => l.outcome === 'note' || (l.outcome === 'matched' && l.message !== ''))}`,
    })
    .where(eq(recipeImports.id, importId));
}
