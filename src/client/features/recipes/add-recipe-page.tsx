import { PageContainer } from '../../components/layout/page-container.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { pageTitle } from '../../lib/brand.ts';
import { BackLink } from './recipe-page.tsx';
import { RecipeEditor } from './recipe-editor.tsx';

/** AddRecipe (all roles): a new recipe for the catalogue, or (`?private=1`, from My recipes) a private one. */
export function AddRecipePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromMyRecipes = params.get('private') === '1';
  const back = fromMyRecipes ? '/my-recipes' : '/recipes';
  return (
    <PageContainer width="list">
      <title>{pageTitle('Add recipe')}</title>
      <BackLink to={back}>{fromMyRecipes ? 'My recipes' : 'Recipes'}</BackLink>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">Add recipe</h1>
        <p className="mt-1 text-neutral-600">
          Add the ingredients and the nutrition works itself out as you go.
        </p>
      </div>
      <RecipeEditor
        mode="add"
        recipe={null}
        initialPrivate={fromMyRecipes}
        onCancel={() => navigate(back)}
        onSaved={(id) => navigate(`/recipes/${id}`)}
      />
    </PageContainer>
  );
}
