import { useSearchParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { trpc } from '../../lib/trpc.ts';
import { NotFoundPage } from '../system/not-found-page.tsx';
import { PublicPage } from './public-frame.tsx';
import { RecipeCard } from './shared-plan-page.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /download-recipe?r={recipeId}: the print view of a published catalogue recipe; any other id is not found. */
export function DownloadRecipePage() {
  const [params] = useSearchParams();
  const id = params.get('r') ?? '';
  const valid = UUID.test(id);
  const recipe = trpc.publicPages.sharedRecipe.useQuery({ id }, { enabled: valid, retry: false });
  if (!valid || recipe.isError) return <NotFoundPage />;
  if (!recipe.data) {
    return (
      <PublicPage title="Loading">
        <Skeleton className="h-64 w-full" />
      </PublicPage>
    );
  }
  return (
    <PublicPage title={recipe.data.name}>
      <p className="print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-lg bg-brand-500 px-4 py-2 font-medium text-neutral-900"
        >
          Print or save as PDF
        </button>
      </p>
      <RecipeCard recipe={recipe.data} />
    </PublicPage>
  );
}
