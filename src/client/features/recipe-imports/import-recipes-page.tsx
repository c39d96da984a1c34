import { useState } from 'react';
import { ChefHat, Download } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { pageTitle } from '../../lib/brand.ts';
import { ImportRecipeFile, type StartedRecipeImport } from './import-recipe-file.tsx';
import { RecipeImportStatus } from './recipe-import-status.tsx';
import { RecipeUploads } from './recipe-uploads.tsx';

/** Served by src/server/http/recipe-import-template.ts to admins. */
const TEMPLATE_URL = '/api/recipe-imports/template';

/**
 * ImportRecipes (admin): recipes from a schema.org JSON-LD file or the recipe template, each ingredient
 * line matched to a food, and the lines that could not be for the admin to finish.
 */
export function ImportRecipesPage() {
  const [shown, setShown] = useState<StartedRecipeImport | null>(null);
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <title>{pageTitle('Import recipes')}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1 basis-72">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">Import recipes</h1>
          <p className="mt-1 text-neutral-600">
            Add recipes from a schema.org JSON-LD file or the app’s recipe template.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/recipes">
              <ChefHat aria-hidden />
              Recipes
            </Link>
          </Button>
          <Button asChild variant="outline">
            <a href={TEMPLATE_URL} download>
              <Download aria-hidden />
              Download template
            </a>
          </Button>
        </div>
      </div>
      <ImportRecipeFile onStarted={setShown} />
      {shown ? (
        <RecipeImportStatus
          key={shown.importId}
          importId={shown.importId}
          fileName={shown.fileName}
          onClose={() => setShown(null)}
        />
      ) : null}
      <RecipeUploads onShowImport={setShown} />
    </div>
  );
}
