import { PageContainer } from '../../components/layout/page-container.tsx';
import { useNavigate } from 'react-router';
import { messageText } from '../../../shared/messages.ts';
import { pageTitle } from '../../lib/brand.ts';
import { errorText } from '../../lib/errors.ts';
import { BackLink, RecipeMissing, RecipeSkeleton, useRecipeOfRoute } from './recipe-page.tsx';
import { RecipeEditor } from './recipe-editor.tsx';

/**
 * CustomizeRecipe (`/customize-recipes/:id`): the user's own version of a recipe they can see, saved as a
 * copy that remembers the original and what changed; the original is untouched.
 */
export function CustomizeRecipePage() {
  const navigate = useNavigate();
  const { id, valid, query } = useRecipeOfRoute();
  if (!valid) return <RecipeMissing text={messageText('recipeDoesNotExist', { id })} />;
  if (query.isPending) return <RecipeSkeleton />;
  if (query.isError) return <RecipeMissing text={errorText(query.error)} />;
  const recipe = query.data;
  const back = `/recipes/${recipe.id}`;
  return (
    <PageContainer width="list">
      <title>{pageTitle(`Customize ${recipe.name}`)}</title>
      <BackLink to={back}>Back to the recipe</BackLink>
      <div>
        <h1 className="text-2xl font-bold tracking-tight break-words text-neutral-900 sm:text-3xl">
          Customize recipe
        </h1>
        <p className="mt-1 break-words text-neutral-600">
          Change <span className="font-medium text-neutral-900">{recipe.name}</span> to suit you: swap
          ingredients, change the amounts or the serves.
        </p>
      </div>
      <RecipeEditor
        key={recipe.id}
        mode="customize"
        recipe={recipe}
        onCancel={() => navigate(back)}
        onSaved={(newId) => navigate(`/recipes/${newId}`)}
      />
    </PageContainer>
  );
}
