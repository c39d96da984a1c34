import { ChefHat } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { DownloadTemplateButton, ImportPage } from '../uploads/import-page.tsx';
import { ImportRecipeFile } from './import-recipe-file.tsx';
import { RecipeImportStatus } from './recipe-import-status.tsx';
import { recipeImportArea } from './recipe-import-area.ts';
import { UploadSummary } from './recipe-uploads.tsx';

/** Served by src/server/http/recipe-import-template.ts to admins. */
const TEMPLATE_URL = '/api/recipe-imports/template';

/**
 * ImportRecipes (admin): recipes from a schema.org JSON-LD file or the recipe template, each ingredient
 * line matched to a food, and the lines that could not be for the admin to finish.
 */
export function ImportRecipesPage() {
  return (
    <ImportPage
      title="Import recipes"
      description="Add recipes from a schema.org JSON-LD file or the app’s recipe template."
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/recipes">
              <ChefHat aria-hidden />
              Recipes
            </Link>
          </Button>
          <DownloadTemplateButton href={TEMPLATE_URL} />
        </div>
      }
      area={recipeImportArea}
      importFile={ImportRecipeFile}
      importStatus={RecipeImportStatus}
      uploadSummary={(upload) => <UploadSummary lastImport={upload.lastImport} />}
    />
  );
}
