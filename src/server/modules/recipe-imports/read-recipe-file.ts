import type { RecipeImportKind } from '../../../shared/schemas/recipe-imports.ts';
import { RecipeFileError, type ImportedRecipe } from './imported-recipe.ts';
import { readJsonLd } from './read-json-ld.ts';
import { readRecipeTemplate } from './recipe-template.ts';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What a recipe file is, told from its content: a workbook with the recipe template's header row, or JSON
 * holding schema.org Recipes. Null for anything else, with the reason the admin is shown.
 */
export async function detectRecipeFileKind(
  data: Buffer,
): Promise<{ kind: RecipeImportKind } | { kind: null; reason: string }> {
  try {
    if (data.subarray(0, 4).equals(ZIP_MAGIC)) {
      await readRecipeTemplate(data);
      return { kind: 'template' };
    }
    readJsonLd(data);
    return { kind: 'jsonld' };
  } catch (error) {
    if (error instanceof RecipeFileError) return { kind: null, reason: error.message };
    throw error;
  }
}

/** The recipes of a file of the given kind, in file order; a RecipeFileError says why there are none. */
export async function readRecipeFile(data: Buffer, kind: RecipeImportKind): Promise<ImportedRecipe[]> {
  return kind === 'template' ? readRecipeTemplate(data) : readJsonLd(data);
}
